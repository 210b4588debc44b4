import Recognizers
import TraceFormat

/// `.swipeActions`: a List row's actions, revealed by a swipe.
enum ListRowModifier: LayoutModifierRule {
    static let names = ["swipeActions"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        node.swipeActions = try swipeActions(call, modifiers)
    }

    /// A List row's `.swipeActions(edge:allowsFullSwipe:) { Button(…) }`: its buttons' titles.
    static func swipeActions(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> SwipeActions {
        var edge = SwipeActions.Edge.trailing
        if let written = call.values["edge"], modifiers.reader.describe(written).contains("leading") { edge = .leading }
        let full = call.values["allowsFullSwipe"].flatMap(ExpressionSyntax.boolLiteral) ?? true
        var actions: [String] = []
        if let closure = call.syntax.trailingClosures.first?.closure {
            for view in try modifiers.viewReader.readBlock(closure.body, scope: call.scope) {
                if let label = view.children.first, case .text(let text) = label.kind { actions.append(text) } else { actions.append(view.typeName) }
            }
        }
        return SwipeActions(edge: edge, allowsFullSwipe: full, actions: actions.isEmpty ? ["Delete"] : actions)
    }
}
