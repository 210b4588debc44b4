import Recognizers
import TraceFormat

/// `.padding`: insets around the view (OpenSwiftUI's `_PaddingLayout`); its size and placement
/// are in `PaddingModifier+Layout`.
enum PaddingModifier: LayoutModifierRule {
    static let names = ["padding"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        node.modifiers.append(try padding(call, modifiers))
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 16)`, `.padding([.top, .leading])`,
    /// `.padding(EdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10))`.
    static func padding(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier {
        if let first = call.unlabeled.first, case .name(let type) = first.base, type.text == "EdgeInsets",
           case .call(let list)? = first.postfixes.first {
            var insets: [String: Double] = [:]
            for argument in list.arguments {
                guard let label = argument.label, ["top", "leading", "bottom", "trailing"].contains(label.text) else {
                    throw modifiers.viewReader.error(at: argument.value.firstToken, "expected EdgeInsets(top:leading:bottom:trailing:)")
                }
                insets[label.text] = try modifiers.reader.evaluator.numberArgument(argument.value, in: call.scope)
            }
            return .padding(EdgeInsets(top: insets["top"] ?? 0, leading: insets["leading"] ?? 0,
                                       bottom: insets["bottom"] ?? 0, trailing: insets["trailing"] ?? 0))
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length = LayoutConstants.defaultPadding
        for argument in call.syntax.arguments?.arguments ?? [] {
            if argument.label == nil, let set = try modifiers.edgeSet(argument.value) {
                edges = set
            } else if argument.label == nil || argument.label?.text == "length" || argument.label?.text == "all" {
                length = try modifiers.number(argument.value, call) ?? LayoutConstants.defaultPadding
            } else {
                // Cannot trap: on this branch the argument has a label.
                throw modifiers.viewReader.error(at: argument.label!, "'.padding' has no parameter '\(argument.label!.text)'; write .padding(16) or .padding(.horizontal, 16)")
            }
        }
        return .padding(EdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                                   bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0))
    }
}
