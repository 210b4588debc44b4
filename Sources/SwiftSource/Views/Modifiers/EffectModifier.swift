import Recognizers
import TraceFormat

/// `.scaleEffect`, `.rotationEffect`, `.opacity`, `.hidden` and `.zIndex`: how a view is drawn
/// and hit, applied after layout.
enum EffectModifier: LayoutModifierRule {
    static let names = ["opacity", "scaleEffect", "rotationEffect", "hidden", "zIndex"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "hidden":
            node.modifiers.append(.hidden)
        case "opacity":
            let opacity = try modifiers.number(call.unlabeled.first, call) ?? 1
            node.modifiers.append(.opacity(opacity))
            // `.opacity(isExpanded ? 1 : 0)`: hidden at rest, shown once a callback changes the state.
            if opacity <= 0, let first = call.unlabeled.first, SourceReader.isComputed(first) { node.roles.disabledByState = true }
        case "scaleEffect":
            if let effect = try scaleEffect(call, modifiers) { node.modifiers.append(effect) }
        case "rotationEffect":
            if let effect = try rotationEffect(call, modifiers) { node.modifiers.append(effect) }
        case "zIndex":
            node.modifiers.append(.zIndex(try modifiers.number(call.unlabeled.first, call) ?? 0))
        default: break
        }
    }

    static func scaleEffect(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier? {
        let anchor = try call.values["anchor"].map { (syntax) throws(Diagnostic) in try modifiers.unitPoint(syntax) } ?? CGPoint(x: 0.5, y: 0.5)
        var expressions: [ValueSyntax] = []
        if let first = call.unlabeled.first { expressions = [try modifiers.parsed(first)] }
        else { expressions = [try modifiers.parsed(call.values["x"] ?? LayoutModifierReader.oneSyntax(call.name)), try modifiers.parsed(call.values["y"] ?? LayoutModifierReader.oneSyntax(call.name))] }
        guard let scale = try modifiers.approximated(call, assuming: "a scale of 1", { () throws(Diagnostic) in
            try LayoutModifierReader.scaleValue(expressions, reader: modifiers.viewReader.reader, scope: call.scope)
        }) else { return nil }
        return .scaleEffect(scale, anchor: anchor, live: modifiers.liveExpression(expressions, scope: call.scope))
    }

    static func rotationEffect(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier? {
        let anchor = try call.values["anchor"].map { (syntax) throws(Diagnostic) in try modifiers.unitPoint(syntax) } ?? CGPoint(x: 0.5, y: 0.5)
        guard let first = call.unlabeled.first else {
            throw modifiers.viewReader.error(at: call.name, "expected an angle for '.rotationEffect', such as '.rotationEffect(.degrees(45))'")
        }
        guard let radians = try modifiers.approximated(call, assuming: "no rotation", { () throws(Diagnostic) in
            let value = try modifiers.value(first, call)
            guard let radians = value.asAngle else {
                throw modifiers.viewReader.error(at: call.name, "expected an angle for '.rotationEffect', such as '.rotationEffect(.degrees(45))'; found \(value.description)")
            }
            return radians
        }) else { return nil }
        return .rotationEffect(radians: radians, anchor: anchor, live: modifiers.liveExpression([try modifiers.parsed(first)], scope: call.scope))
    }
}
