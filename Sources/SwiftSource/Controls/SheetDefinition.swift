import Recognizers
import TraceFormat

/// `.sheet` content with its detents; JSON scenes only (a Swift scene's `.sheet` is not read).
enum SheetDefinition: ControlDefinition {
    static let name = "Sheet"
    static let keys = ["detents", "interactiveDismissDisabled"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        let detents = try keys.strings("detents") ?? ["large"]
        return .sheet(detents: detents, interactiveDismissDisabled: try keys.bool("interactiveDismissDisabled") ?? false)
    }

    /// The space offered; its content stacked decides only an unbounded axis.
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = box.stackSizes(axis: .vertical, spacing: 0, proposal).size
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        box.placeStack(axis: .vertical, alignment: .center, spacing: nil, frame: frame, proposal: proposal)
    }

    static let hitsWholeBox = true
}
