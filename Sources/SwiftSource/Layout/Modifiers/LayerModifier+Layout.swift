import Recognizers

/// `.overlay` and `.background`: the view keeps its size and place; the secondary view is
/// offered the view's frame and aligned in it (OpenSwiftUI's `_OverlayModifier`,
/// `_BackgroundModifier`).
extension LayerModifier {
    static func secondaryFrame(in frame: CGRect, alignment: Alignment, secondary: (ProposedSize) -> CGSize) -> (frame: CGRect, proposal: ProposedSize) {
        let offer = ProposedSize(width: frame.width, height: frame.height)
        return (LayoutBox.aligned(secondary(offer), in: frame, alignment), offer)
    }
}
