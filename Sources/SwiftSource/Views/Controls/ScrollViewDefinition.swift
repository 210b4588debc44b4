import Recognizers
import TraceFormat

/// `ScrollView(axes) { … }`; in JSON `"control": "ScrollView"` with its content size.
enum ScrollViewDefinition: ControlDefinition {
    static let name = "ScrollView"
    static let isActedOn = true
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
        if let first = call.unlabeled.first ?? call.values["axes"] { axes = try reader.layoutModifierReader.scrollAxes(first) }
        let control = Control.scrollView(ScrollViewConfiguration(axes: axes, contentSize: CGSize(width: 0, height: 0)))
        return call.node(.control(ControlNode(control: control, definition: self)), children: try reader.block(call.content(), call))
    }

    static let hitsWholeBox = true
}
