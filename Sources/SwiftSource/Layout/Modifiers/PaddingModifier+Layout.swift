import Recognizers

/// `.padding`'s size and placement, as OpenSwiftUI's `_PaddingLayout`: the child is offered the
/// proposal less the insets and placed inside them.
extension PaddingModifier {
    static func childProposal(_ insets: EdgeInsets, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The child's size with the insets around it.
    static func size(_ insets: EdgeInsets, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGSize {
        let inner = child(childProposal(insets, proposal))
        return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
    }

    /// The child's frame, the padded frame less the insets, and its proposal.
    static func placement(_ insets: EdgeInsets, in frame: CGRect, _ proposal: ProposedSize) -> (frame: CGRect, proposal: ProposedSize) {
        (CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom)),
         childProposal(insets, proposal))
    }
}
