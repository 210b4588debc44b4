import Recognizers
import TraceFormat

/// Reads a view's modifier chain — `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`
/// — into `ModifierSpec`s; each modifier's arguments are read by its catalog entry.
extension SourceReader {
    mutating func parseModifier() throws(Diagnostic) -> ModifierSpec {
        guard current.text == ".", current.kind == .punctuation else {
            throw error(at: current, "expected a modifier such as '.onTapGesture { }', found \(describe(current))")
        }
        let nameToken = try parseMemberName()
        guard let entry = Catalog.viewModifier(named: nameToken.text) else {
            var message = "unknown view modifier '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.viewModifierNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Catalog.viewModifierNames.map { "." + $0 }.joined(separator: ", ")
            }
            throw error(at: nameToken, message)
        }
        return ModifierSpec(kind: try entry.read(&self, nameToken), name: nameToken.text)
    }

    mutating func parseMask() throws(Diagnostic) -> GestureMask {
        let start = current
        var names: [String] = []
        if current.text == "[" {
            advance()
            while current.text != "]" {
                guard current.text == ".", peek(1).kind == .identifier else {
                    throw error(at: current, "expected a GestureMask such as .subviews, found \(describe(current))")
                }
                names.append(peek(1).text)
                advance(); advance()
                if current.text == "," { advance() }
            }
            advance()
        } else {
            guard current.text == ".", peek(1).kind == .identifier else {
                throw error(at: current, "expected a GestureMask (.all, .gesture, .subviews or .none), found \(describe(current))")
            }
            names.append(peek(1).text)
            advance(); advance()
        }
        var mask = GestureMask.none
        for name in names {
            switch name {
            case "all": mask.formUnion(.all)
            case "gesture": mask.formUnion(.gesture)
            case "subviews": mask.formUnion(.subviews)
            case "none": break
            default:
                var message = "unknown GestureMask '.\(name)'; expected .all, .gesture, .subviews or .none"
                if let suggestion = Suggestion.nearest(to: name, among: ["all", "gesture", "subviews", "none"]) {
                    message += " (did you mean '.\(suggestion)'?)"
                }
                throw error(at: start, message)
            }
        }
        return mask
    }

    mutating func skipTrailingClosure(for name: SourceToken) throws(Diagnostic) {
        guard current.text == "{" else {
            throw error(at: current, "expected the 'perform' closure after '\(name.text)', such as '\(name.text) { }'")
        }
        try skipBalanced(open: "{", close: "}")
    }
}
