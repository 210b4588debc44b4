import Recognizers

extension SheetDefinition: ControlLayout {
    /// The space offered; its content stacked decides only an unbounded axis.
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = box.stackSizes(axis: .vertical, spacing: 0, proposal).size
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    /// Its content centred in the part of it inside the safe area.
    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        let screen = box.environment.screen.screen
        let top = max(0, screen.safeArea.top - frame.minY)
        let bottom = max(0, frame.maxY - (screen.size.height - screen.safeArea.bottom))
        let content = CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(0, frame.height - top - bottom))
        box.placeContent(centredIn: content)
    }
}
