import Recognizers

extension ScrollViewDefinition: ControlLayout {
    fileprivate static func axes(_ control: Control) -> ScrollViewConfiguration.Axes { control.scrolling?.axes ?? .vertical }

    static func childAxis(of control: Control) -> ViewNode.Axis? { LayoutBox.contentAxis(axes(control)) }

    /// Its content's extent, laid out at the proposal's cross size.
    static func contentExtent(_ box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let axes = axes(control)
        return box.stackSizes(axis: LayoutBox.contentAxis(axes), spacing: nil, LayoutBox.contentProposal(axes, proposal)).size
    }

    /// A scrolling container takes the space offered; its content decides only an unbounded axis.
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = contentExtent(box, control, proposal)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        let axes = axes(control)
        let axis = LayoutBox.contentAxis(axes)
        let inner = LayoutBox.contentProposal(axes, ProposedSize(width: frame.width, height: frame.height))
        let content = contentExtent(box, control, ProposedSize(width: frame.width, height: frame.height))
        let whole = CGRect(x: frame.minX, y: frame.minY, width: max(content.width, frame.width), height: max(content.height, frame.height))
        let area = CGRect(x: whole.minX, y: whole.minY, width: axis == .horizontal ? content.width : whole.width,
                          height: axis == .horizontal ? whole.height : content.height)
        box.placeStack(axis: axis, alignment: .center, spacing: nil, frame: area, proposal: inner)
    }

    static func laidOut(_ box: LayoutBox, _ control: Control, frame: CGRect) -> Control {
        let content = contentExtent(box, control, ProposedSize(width: frame.width, height: frame.height))
        return .scrollView(ScrollViewConfiguration(axes: axes(control), contentSize: CGSize(width: max(content.width, frame.width),
                                                                                          height: max(content.height, frame.height))))
    }
}
