import Recognizers

extension TabViewDefinition: ControlLayout {
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = CGSize(width: (proposal.width ?? 0) * Double(max(1, box.children.count)), height: proposal.height ?? 0)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    /// Each page fills the frame, one frame's width after the other.
    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        for (index, page) in box.children.enumerated() {
            let offer = ProposedSize(width: frame.width, height: frame.height)
            let pageFrame = CGRect(x: frame.minX + Double(index) * frame.width, y: frame.minY, width: frame.width, height: frame.height)
            page.place(LayoutBox.aligned(page.size(offer), in: pageFrame, .center), proposal: offer)
        }
    }
}
