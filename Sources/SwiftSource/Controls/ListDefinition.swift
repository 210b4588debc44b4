import Recognizers
import TraceFormat

/// `List { … }`: a vertical scroll view of rows, inset and at least 44 pt tall, which may carry
/// `.swipeActions`; in JSON `"control": "List"` with its content size.
enum ListDefinition: ControlDefinition {
    static let name = "List"
    static let keys = ["contentSize", "decelerationRate", "scrollDisabled", "bounces"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .list(try ScrollViewDefinition.configuration(keys, at: position))
    }

    /// A Form is a grouped List on iOS.
    static let swiftTypes = ["List", "Form"]

    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        let control = Control.list(ScrollViewConfiguration(axes: .vertical, contentSize: CGSize(width: 0, height: 0)))
        return call.node(.control(ControlNode(control: control, definition: self)), children: try reader.block(call.content(), call))
    }

    static func childAxis(of control: Control) -> ViewNode.Axis? { .vertical }

    /// Its rows stacked: each as tall as its content and the row's insets, at least the minimum.
    static func contentExtent(_ box: LayoutBox, _ proposal: ProposedSize) -> CGSize {
        let width = proposal.width ?? 0
        var height = 0.0
        for row in box.children { height += box.listRowHeight(row, width: width) }
        return CGSize(width: width, height: height)
    }

    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = contentExtent(box, proposal)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        var y = frame.minY
        for row in box.children {
            let height = box.listRowHeight(row, width: frame.width)
            let offer = ProposedSize(width: max(0, frame.width - 2 * LayoutConstants.listRowInset), height: nil)
            let size = row.size(offer)
            row.place(CGRect(x: frame.minX + LayoutConstants.listRowInset, y: y + (height - size.height) / 2, width: size.width, height: size.height), proposal: offer)
            row.rowFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: height)
            y += height
        }
    }

    static func laidOut(_ box: LayoutBox, _ control: Control, frame: CGRect) -> Control {
        let content = contentExtent(box, ProposedSize(width: frame.width, height: frame.height))
        return .list(ScrollViewConfiguration(axes: .vertical, contentSize: CGSize(width: frame.width, height: max(content.height, frame.height))))
    }

    static let hitsWholeBox = true
}
