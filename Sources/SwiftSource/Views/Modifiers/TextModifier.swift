import Recognizers
import TraceFormat

/// `.font`, `.imageScale` and `.lineLimit`: the sizes of text and symbols.
enum TextModifier: LayoutModifierRule {
    static let names = ["font", "imageScale", "lineLimit"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "font":
            // A size read from a model or a condition on one: the body style, said.
            if let font = try modifiers.approximated(call, assuming: "the body font", { () throws(Diagnostic) in try font(call, modifiers) }) ?? nil {
                node.modifiers.append(.font(font))
            }
        case "imageScale":
            // `.imageScale(.large)`; a scale read from elsewhere keeps the medium size, said.
            guard let first = call.unlabeled.first, case .implicitMember(_, let scale) = first.base,
                  let factor = ["small": LayoutConstants.symbolScaleSmall, "medium": 1, "large": LayoutConstants.symbolScaleLarge][scale.text] else {
                modifiers.reader.warn(at: call.name, "cannot evaluate '.imageScale' here; assumed .medium")
                return
            }
            node.modifiers.append(.imageScale(factor))
        case "lineLimit":
            // `.lineLimit(2)`, `.lineLimit(nil)`; a range's upper bound (`.lineLimit(1...3)`) is its limit.
            if let first = call.unlabeled.first {
                if case .name(let token) = first.base, token.text == "nil" { node.modifiers.append(.lineLimit(nil)) }
                else if case .array(let bounds)? = try? modifiers.value(first, call), let last = bounds.last?.asNumber {
                    node.modifiers.append(.lineLimit(max(1, Int(last))))
                } else if let number = try? modifiers.reader.evaluator.numberArgument(first, in: call.scope), number >= 1, number < 10_000 {
                    node.modifiers.append(.lineLimit(Int(number)))
                }
            }
        default: break
        }
    }

    /// `.font(.title)`, `.font(.system(size: 40))`, `.font(.system(.title, design: .rounded))`;
    /// nil for any other font.
    static func font(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> FontMetrics? {
        guard let first = call.unlabeled.first, case .implicitMember(_, let member) = first.base else { return nil }
        if let textStyle = TextStyle(rawValue: member.text) { return FontMetrics(textStyle) }
        guard member.text == "system", case .call(let list)? = first.postfixes.first else { return nil }
        if let size = list.arguments.first(where: { $0.label?.text == "size" }) {
            let points = try modifiers.reader.evaluator.numberArgument(size.value, in: call.scope)
            guard points > 0, points < 10_000 else { throw modifiers.viewReader.error(at: size.value.firstToken, "a font size must be above 0 and below 10000 points") }
            return FontMetrics(pointSize: points)
        }
        if let style = list.arguments.first(where: { $0.label == nil }), case .implicitMember(_, let name) = style.value.base,
           let textStyle = TextStyle(rawValue: name.text) {
            return FontMetrics(textStyle)
        }
        return nil
    }
}
