import Recognizers
import TraceFormat

/// `.accessibilityIdentifier` and `.id`: the name records give a view.
enum NameModifier: LayoutModifierRule {
    static let names = ["accessibilityIdentifier", "id"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        if let first = call.unlabeled.first, let value = try? modifiers.value(first, call) {
            switch value {
            case .string(let string): node.name = string
            case .number(let number): node.name = NumberFormat.string(number)
            default: break
            }
        }
    }
}
