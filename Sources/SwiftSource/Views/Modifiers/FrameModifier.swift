import Recognizers
import TraceFormat

/// `.frame` (fixed or flexible), `.fixedSize` and `.layoutPriority`: the size a view is given;
/// their sizes and placements are in `FrameModifier+Layout`.
enum FrameModifier: LayoutModifierRule {
    static let names = ["frame", "fixedSize", "layoutPriority"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "frame":
            node.modifiers.append(try frame(call, modifiers))
        case "fixedSize":
            let horizontal = call.values["horizontal"].flatMap(ExpressionSyntax.boolLiteral) ?? true
            let vertical = call.values["vertical"].flatMap(ExpressionSyntax.boolLiteral) ?? true
            node.modifiers.append(.fixedSize(horizontal: horizontal, vertical: vertical))
        case "layoutPriority":
            node.modifiers.append(.layoutPriority(try modifiers.number(call.unlabeled.first, call) ?? 0))
        default: break
        }
    }

    /// `.frame(width:height:alignment:)` or its flexible form, `minWidth:…maxHeight:`.
    static func frame(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier {
        let values = call.values
        let alignment = try call.values["alignment"].map { (syntax) throws(Diagnostic) in try modifiers.alignment(syntax, for: nil) } ?? .center
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        for label in values.keys where label != "alignment" && label != "width" && label != "height" && !flexible.contains(label) {
            throw modifiers.viewReader.error(at: call.name, "'.frame' has no parameter '\(label)'; use width:height: or minWidth:idealWidth:maxWidth:…")
        }
        guard flexible.contains(where: { call.values[$0] != nil }) else {
            return .frame(width: try dimension("width", call, modifiers), height: try dimension("height", call, modifiers), alignment: alignment)
        }
        if call.values["width"] != nil || call.values["height"] != nil {
            throw modifiers.viewReader.error(at: call.name, "'.frame' takes either width:height: or minWidth:…maxHeight:, not both")
        }
        return .flexibleFrame(minWidth: try dimension("minWidth", call, modifiers), idealWidth: try dimension("idealWidth", call, modifiers),
                              maxWidth: try dimension("maxWidth", call, modifiers), minHeight: try dimension("minHeight", call, modifiers),
                              idealHeight: try dimension("idealHeight", call, modifiers), maxHeight: try dimension("maxHeight", call, modifiers),
                              alignment: alignment)
    }

    /// A `.frame` dimension; one the reader cannot evaluate (a constant of another file, a
    /// model's value) is left out — the view keeps its own size along it — with a warning.
    static func dimension(_ label: String, _ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> Double? {
        guard let syntax = call.values[label] else { return nil }
        return try modifiers.reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
            try modifiers.reader.evaluator.numberArgument(syntax, in: call.scope)
        }, assumed: { "cannot evaluate '\(label):' of '.frame' (\($0)); assumed none, so the view keeps its own size there" })
    }
}
