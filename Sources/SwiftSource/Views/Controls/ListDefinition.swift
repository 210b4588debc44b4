import Recognizers
import TraceFormat

/// `List { … }` and `Form { … }`: a vertical scroll view of rows, at least 44 pt tall, which may
/// carry `.swipeActions`, in sections as its `.listStyle` lays them out; in JSON `"control":
/// "List"` with its content size.
enum ListDefinition: ControlDefinition {
    static let name = "List"
    static let isActedOn = true
    static let keys = ["contentSize", "decelerationRate", "scrollDisabled", "bounces"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .list(try ScrollViewDefinition.configuration(keys, at: position))
    }

    /// A Form is a grouped List on iOS.
    static let swiftTypes = ["List", "Form"]

    /// `List { … }`, `List(data) { item in … }`, `List(data, id:) { … }`: its rows, with
    /// sections' headers and footers in the footnote style.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        let control = Control.list(ScrollViewConfiguration(axes: .vertical, contentSize: CGSize(width: 0, height: 0)))
        var rows = call.unlabeled.first != nil && call.content() != nil ? try BuiltInViewReader.forEach(call, in: reader) : try reader.block(call.content(), call)
        for index in rows.indices where rows[index].listSection.map({ $0.role != .row }) ?? false {
            rows[index].modifiers.append(.font(FontMetrics(.footnote)))
        }
        return call.node(.control(ControlNode(control: control, definition: self)), children: rows)
    }

    static let hitsWholeBox = true
}
