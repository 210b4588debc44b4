import Recognizers
import TraceFormat

/// `.offset` and `.position`: where a view is drawn and hit, not the room it takes; the
/// placement is in `PlacementModifier+Layout`.
enum PlacementModifier: LayoutModifierRule {
    static let names = ["offset", "position"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "offset":
            if let offset = try offset(call, modifiers) { node.modifiers.append(offset) }
        case "position":
            if let position = try position(call, modifiers) { node.modifiers.append(position) }
        default: break
        }
    }

    /// `.offset(size)` or `.offset(x:y:)`, live when it reads state.
    static func offset(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier? {
        let expressions: [ValueSyntax]
        if let size = call.unlabeled.first {
            expressions = [try modifiers.parsed(size)]
        } else {
            expressions = [try call.values["x"].map { (s) throws(Diagnostic) in try modifiers.parsed(s) } ?? .operand(LayoutModifierReader.zeroSyntax(call.name)),
                           try call.values["y"].map { (s) throws(Diagnostic) in try modifiers.parsed(s) } ?? .operand(LayoutModifierReader.zeroSyntax(call.name))]
        }
        let live = modifiers.liveExpression(expressions, scope: call.scope)
        guard let value = try modifiers.approximated(call, assuming: "no offset", { () throws(Diagnostic) in
            try LayoutModifierReader.offsetValue(expressions, reader: modifiers.viewReader.reader, scope: call.scope)
        }) else { return nil }
        return .offset(value, live: live)
    }

    static func position(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier? {
        try modifiers.approximated(call, assuming: "the view stays where its container puts it") { () throws(Diagnostic) in
            let x = try modifiers.number(call.values["x"], call) ?? 0, y = try modifiers.number(call.values["y"], call) ?? 0
            guard let point = call.unlabeled.first else { return .position(CGPoint(x: x, y: y)) }
            guard let value = try modifiers.value(point, call).asPoint else {
                throw modifiers.viewReader.error(at: point.firstToken, "expected a CGPoint for '.position'")
            }
            return .position(value)
        }
    }
}
