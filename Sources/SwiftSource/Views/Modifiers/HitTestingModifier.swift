import Recognizers
import TraceFormat

/// `.contentShape`, `.allowsHitTesting` and `.disabled`: where and whether a view takes touches.
enum HitTestingModifier: LayoutModifierRule {
    static let names = ["contentShape", "allowsHitTesting", "disabled"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "contentShape":
            guard let first = call.unlabeled.last else { throw modifiers.viewReader.error(at: call.name, "expected a shape for '.contentShape', such as '.contentShape(Rectangle())'") }
            node.modifiers.append(.contentShape(try modifiers.shape(first)))
        case "allowsHitTesting":
            guard let first = call.unlabeled.first else {
                throw modifiers.viewReader.error(at: call.name, "expected a Bool for '.allowsHitTesting', such as '.allowsHitTesting(false)'")
            }
            // A model's value (`model.selected.count <= 1`): hit, as the view is at rest most of the time.
            let reader = modifiers.viewReader.reader
            let value = try reader.approximating(at: first.firstToken, { () throws(Diagnostic) in
                try reader.evaluator.evaluate(try reader.valueParser.value(of: first), in: call.scope)
            }, assumed: { "cannot evaluate \(reader.describe(first)) of '.allowsHitTesting' (\($0)); assumed true, so the view is hit" })
            guard let bool = value.map({ $0.asBool }) ?? true else {
                throw modifiers.viewReader.error(at: call.name, "expected a Bool for '.allowsHitTesting', such as '.allowsHitTesting(false)'")
            }
            node.modifiers.append(.allowsHitTesting(bool))
        case "disabled":
            // `.disabled(showMenu)`, `.disabled(count > 3 ? true : false)`: its value at rest.
            guard call.syntax.trailingClosures.isEmpty, call.unlabeled.count == 1, call.values.isEmpty else {
                node.modifiers.append(.scene(try modifiers.reader.modifierReader.readModifier(call.syntax)))
                return
            }
            let disabled = try modifiers.reader.approximating(at: call.unlabeled[0].firstToken, { () throws(Diagnostic) in
                try modifiers.condition(call.unlabeled[0], call)
            }, assumed: { "cannot evaluate '.disabled' here (\($0)); assumed false, so the view takes touches" }) ?? false
            if disabled {
                node.modifiers.append(.allowsHitTesting(false))
                if ExpressionSyntax.boolLiteral(call.unlabeled[0]) == nil { node.roles.disabledByState = true }
            }
            node.modifiers.append(.scene(ModifierSpec(kind: .disabled(disabled), name: call.name.text,
                                                      position: modifiers.position(of: call.name))))
        default: break
        }
    }
}
