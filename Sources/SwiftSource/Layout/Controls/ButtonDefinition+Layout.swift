import Recognizers

extension ButtonDefinition: ControlLayout {
    /// Its label, padded when a bordered style is in its environment.
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let padding = Self.padding(box)
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2 * padding.horizontal) },
                                 height: proposal.height.map { max(0, $0 - 2 * padding.vertical) })
        let label = box.stackSizes(axis: .vertical, spacing: 0, inner).size
        return CGSize(width: label.width + 2 * padding.horizontal, height: label.height + 2 * padding.vertical)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        let padding = Self.padding(box)
        let inner = CGRect(x: frame.minX + padding.horizontal, y: frame.minY + padding.vertical,
                           width: max(0, frame.width - 2 * padding.horizontal), height: max(0, frame.height - 2 * padding.vertical))
        box.placeStack(axis: .vertical, alignment: .center, spacing: 0, frame: inner,
                       proposal: ProposedSize(width: proposal.width.map { max(0, $0 - 2 * padding.horizontal) },
                                              height: proposal.height.map { max(0, $0 - 2 * padding.vertical) }))
    }

    fileprivate static func padding(_ box: LayoutBox) -> (vertical: Double, horizontal: Double) {
        box.environment.borderedButtons ? LayoutConstants.borderedButtonPadding(box.environment.controlSize) : (0, 0)
    }
}
