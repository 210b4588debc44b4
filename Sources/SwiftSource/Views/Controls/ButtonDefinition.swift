import Recognizers
import TraceFormat

/// `Button(action:label:)`, `NavigationLink` and `Link`: its label, hit on its frame; in JSON
/// `"control": "Button"` with its role.
enum ButtonDefinition: ControlDefinition {
    static let name = "Button"
    static let isActedOn = true
    static let keys = ["role", "disabled"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .button(role: try keys.string("role", among: nil))
    }

    /// A Menu is a button that opens its menu; EditButton and ShareLink are buttons with a title of their own.
    static let swiftTypes = ["Button", "NavigationLink", "Link", "Menu", "EditButton", "ShareLink"]
    static let isSystemSizedOnMac = true

    /// A Button the reader makes for a control built of views (a tab item, a Stepper's +, a
    /// Picker's segment): its title as its label.
    static func node(title: String, token: SourceToken) -> ViewNode {
        ViewNode(kind: .control(ControlNode(control: .button(), definition: self)), typeName: "Button", token: token,
                 children: [ViewNode(kind: .text(title), typeName: "Text", token: token)])
    }

    /// The label: a title string, a `label:` closure, the one closure after `action:`, or a
    /// NavigationLink's content closure beside its `destination:`.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        let type = call.type
        var label: [ViewNode] = []
        if let title = call.unlabeled.first, let string = ExpressionSyntax.stringLiteral(title) {
            label = [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
        } else if let labelClosure = call.closures.first(where: { $0.label?.text == "label" })?.closure
                    ?? (call.closures.count == 1 && call.values["action"] != nil ? call.closures[0].closure : nil)
                    ?? { if case .closure(let c)? = call.values["label"]?.base { c } else { nil } }() {
            label = try reader.readBlock(labelClosure.body, scope: call.scope)
        } else if type.text == "NavigationLink" || type.text == "Link", let first = call.closures.first, first.label == nil,
                  call.values["destination"] != nil || call.values["value"] != nil {
            // `NavigationLink(destination: Detail()) { Row() }`, `NavigationLink(value: item) { Row(item) }`,
            // `Link(destination: url) { Label(…) }`.
            label = try reader.readBlock(first.closure.body, scope: call.scope)
        } else if let title = ["EditButton": "Edit", "ShareLink": "Share"][type.text] {
            label = [ViewNode(kind: .text(title), typeName: "Text", token: type)]
        } else if let title = call.unlabeled.first {
            // A title held in a name (`Button(item.title) { }`, a `LocalizedStringKey`): a Text
            // of its value, or of the expression as written when it cannot be evaluated.
            let text: String
            switch try? reader.reader.evaluator.evaluate(try reader.reader.valueParser.value(of: title), in: call.scope) {
            case .string(let string)?: text = string
            default: text = String(reader.reader.describe(title).dropFirst().dropLast())
            }
            label = [ViewNode(kind: .text(text), typeName: "Text", token: title.firstToken)]
        }
        guard !label.isEmpty else {
            throw reader.error(at: type, "expected the label of '\(type.text)', such as '\(type.text)(\"Title\") { }' or '\(type.text) { } label: { Text(\"Title\") }'")
        }
        return call.node(.control(ControlNode(control: .button(), definition: self)), children: label)
    }
}
