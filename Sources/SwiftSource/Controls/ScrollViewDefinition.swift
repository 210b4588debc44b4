import Recognizers
import TraceFormat

/// `ScrollView(axes) { … }`; in JSON `"control": "ScrollView"` with its content size.
enum ScrollViewDefinition: ControlDefinition {
    static let name = "ScrollView"
    static let keys = ["axes", "contentSize", "paging", "decelerationRate", "scrollDisabled", "bounces"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .scrollView(try configuration(keys, at: position))
    }

    /// A ScrollView's or List's configuration: its content size (required) and scrolling keys.
    static func configuration(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> ScrollViewConfiguration {
        guard let size = try keys.pair("contentSize") else {
            throw Diagnostic(file: keys.file, position: position,
                             message: "a \(keys.control) needs \"contentSize\": [width, height], the size of everything inside it")
        }
        var axes = ScrollViewConfiguration.Axes.vertical
        if let text = try keys.string("axes", among: ["vertical", "horizontal", "both"]) {
            axes = text == "vertical" ? .vertical : text == "horizontal" ? .horizontal : .both
        }
        let rate = try keys.string("decelerationRate", among: ["normal", "fast"]).flatMap(ScrollViewConfiguration.DecelerationRate.init) ?? .normal
        return ScrollViewConfiguration(axes: axes, contentSize: CGSize(width: size.0, height: size.1),
                                       paging: try keys.bool("paging") ?? false, decelerationRate: rate,
                                       scrollDisabled: try keys.bool("scrollDisabled") ?? false,
                                       bounces: try keys.bool("bounces") ?? true)
    }

    static let swiftTypes = ["ScrollView"]

    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        var axes = ScrollViewConfiguration.Axes.vertical
        if let first = call.unlabeled.first ?? call.values["axes"] { axes = try reader.scrollAxes(first) }
        let control = Control.scrollView(ScrollViewConfiguration(axes: axes, contentSize: CGSize(width: 0, height: 0)))
        return call.node(.control(ControlNode(control: control, definition: self)), children: try reader.block(call.content(), call))
    }

    private static func axes(_ control: Control) -> ScrollViewConfiguration.Axes { control.scrolling?.axes ?? .vertical }

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

    static let hitsWholeBox = true
}
