import Recognizers
import TraceFormat

/// `.overlay` and `.background` (and a chart's): a view in front of or behind another, placed
/// in its frame (`LayerModifier+Layout`).
enum LayerModifier: LayoutModifierRule {
    static let names = ["overlay", "chartOverlay", "background", "chartBackground"]

    static func apply(_ call: ViewReader.ModifierCall, to node: inout ViewNode, in modifiers: LayoutModifierReader) throws(Diagnostic) {
        node.modifiers.append(try secondary(call, modifiers))
    }

    /// `.overlay { … }`, `.background(Color.red)`, `.background(.red)`: a view behind or in front.
    static func secondary(_ call: ViewReader.ModifierCall, _ modifiers: LayoutModifierReader) throws(Diagnostic) -> LayoutModifier {
        let name = call.name
        let alignment = try call.values["alignment"].map { (syntax) throws(Diagnostic) in try modifiers.alignment(syntax, for: nil) } ?? .center
        // `.background(.red)`, `.background(.ultraThinMaterial)`: a style fills the view.
        var view: ViewNode
        if let first = call.unlabeled.first, case .implicitMember(_, let style) = first.base {
            view = ViewNode(kind: .color(clear: style.text == "clear"), typeName: "Color", token: style)
        } else if let first = call.unlabeled.first, case .name(let property) = first.base, first.postfixes.isEmpty,
                  case .symbol(let style)? = call.scope.lookup(property.text) {
            // `.background(color)` with `var color: Color = .blue`.
            view = ViewNode(kind: .color(clear: style == "clear"), typeName: "Color", token: property)
        } else {
            var views: [ViewNode]
            if let first = call.unlabeled.first {
                views = try modifiers.readViewOrChoice(first, scope: call.scope)
            } else if let closure = call.contentClosure {
                views = try modifiers.viewReader.readBlock(closure.body, scope: call.scope)
            } else {
                throw modifiers.viewReader.error(at: call.name, "expected a view for '.\(call.name.text)', such as '.\(call.name.text)(Color.blue)'")
            }
            // `nil`, or an `if` that is false: no view there.
            if views.isEmpty { views = [ViewNode(kind: .empty, typeName: "EmptyView", token: name)] }
            view = views.count == 1 ? views[0]
                : ViewNode(kind: .stack(axis: nil, alignment: .center, spacing: nil), typeName: "ZStack", token: name, children: views)
        }
        if call.name.text == "background", call.values["in"] != nil { view.kind = .color(clear: false) }
        // A chart's overlay and background (`.chartOverlay { proxy in … }`) cover the chart as these do.
        return call.name.text.hasSuffix("verlay") ? .overlay(view, alignment: alignment) : .background(view, alignment: alignment)
    }
}
