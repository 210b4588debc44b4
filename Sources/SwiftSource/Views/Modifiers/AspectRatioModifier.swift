import Recognizers
import TraceFormat

/// `.aspectRatio`, `.scaledToFit`, `.scaledToFill` and `.resizable`: a view's proportions;
/// the size and placement are in `AspectRatioModifier+Layout`.
enum AspectRatioModifier: LayoutModifierRule {
    static let names = ["aspectRatio", "scaledToFit", "scaledToFill", "resizable"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        switch call.name.text {
        case "aspectRatio":
            node.modifiers.append(try aspectRatio(call, modifiers))
        case "scaledToFit":
            node.modifiers.append(.aspectRatio(nil, fill: false))
        case "scaledToFill":
            node.modifiers.append(.aspectRatio(nil, fill: true))
        case "resizable":
            node.modifiers.append(.resizable)
        default: break
        }
    }

    static func aspectRatio(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier {
        var ratio: Double?
        if let first = call.unlabeled.first {
            if let size = try? modifiers.value(first, call), let s = size.asSize, s.height > 0 {
                ratio = s.width / s.height
            } else {
                ratio = try modifiers.number(first, call)
            }
        }
        let fill = call.values["contentMode"].map { modifiers.reader.describe($0).contains("fill") } ?? false
        return .aspectRatio(ratio, fill: fill)
    }
}
