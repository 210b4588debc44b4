import Recognizers
import TraceFormat

/// `NavigationStack { … }` (and `NavigationView`): fills what it is offered, its root stacked
/// inside; in JSON `"control": "NavigationStack"` with the depth it shows.
enum NavigationStackDefinition: ControlDefinition {
    static let name = "NavigationStack"
    static let keys = ["depth"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .navigationStack(depth: try keys.integer("depth", minimum: 1) ?? 1)
    }

    static let swiftTypes = ["NavigationStack", "NavigationView"]

    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        call.node(.control(ControlNode(control: .navigationStack(depth: 1), definition: self)),
                  children: try reader.block(call.content(label: "root"), call))
    }

    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        fill(box, proposal)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        box.placeStack(axis: .vertical, alignment: .center, spacing: nil, frame: frame, proposal: proposal)
    }

    /// The space offered; its content stacked decides only an unbounded axis.
    static func fill(_ box: LayoutBox, _ proposal: ProposedSize) -> CGSize {
        let content = box.stackSizes(axis: .vertical, spacing: 0, proposal).size
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    static let hitsWholeBox = true
}
