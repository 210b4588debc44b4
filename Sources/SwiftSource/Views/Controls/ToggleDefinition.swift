import Recognizers
import TraceFormat

/// `Toggle("Title", isOn: $on)` in the switch style: its label, then the 51 pt switch; in JSON
/// `"control": "Toggle"` with `isOn`.
enum ToggleDefinition: ControlDefinition {
    static let name = "Toggle"
    static let isActedOn = true
    static let isSystemSized = true
    static let keys = ["isOn", "disabled"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .toggle(isOn: try keys.bool("isOn") ?? false)
    }

    static let swiftTypes = ["Toggle"]

    /// On when its binding's state starts true.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        var isOn = false
        if let binding = call.values["isOn"] {
            if case .binding(let name) = binding.base, let value = call.scope.lookup(name.text), let bool = value.asBool { isOn = bool }
            else if let value = try? reader.reader.evaluator.evaluate(binding, in: call.scope), let bool = value.asBool { isOn = bool }
        }
        var label: [ViewNode] = []
        if let title = call.unlabeled.first, let string = ExpressionSyntax.stringLiteral(title) {
            label = [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
        }
        return call.node(.control(ControlNode(control: .toggle(isOn: isOn), definition: self)), children: label)
    }
}
