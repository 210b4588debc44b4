import Recognizers
import TraceFormat

/// Reads view modifier chains: each modifier against the catalog's entry, its closures and
/// arguments (keys, modifiers, options, platform recognizers), into `ModifierSpec`s.
struct ModifierReader {
    var reader: SourceReader
}

/// Reads a view's modifier chain — `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`
/// — into `ModifierSpec`s; each modifier's arguments are read by its catalog entry.
extension ModifierReader {
    func readModifiers(_ syntax: ExpressionSyntax) throws(Diagnostic) -> [ModifierSpec] {
        guard case .implicitMember(_, let firstName) = syntax.base else {
            throw reader.error(at: syntax.firstToken, "expected a modifier such as '.onTapGesture { }', found \(reader.describe(syntax.firstToken))")
        }
        let first = ModifierSyntax(name: firstName, arguments: nil, trailingClosures: [], afterArguments: reader.token(afterPostfix: -1, of: syntax))
        let modifiers = try modifierChain(syntax.postfixes[...], after: first, of: syntax, example: ".onTapGesture { }")
        var specs: [ModifierSpec] = []
        for modifier in modifiers { specs.append(try readModifier(modifier)) }
        return specs
    }

    /// Postfixes as modifiers — a name, its argument list, its closures — continuing `first` when
    /// the chain starts with one. Anything else is an error that suggests `example`.
    func modifierChain(_ postfixes: ArraySlice<ExpressionSyntax.Postfix>, after first: ModifierSyntax?, of syntax: ExpressionSyntax,
                       example: String) throws(Diagnostic) -> [ModifierSyntax] {
        var modifiers: [ModifierSyntax] = []
        var current = first
        for (offset, postfix) in postfixes.enumerated() {
            let index = postfixes.startIndex + offset
            switch postfix {
            case .member(_, let name):
                if let current { modifiers.append(current) }
                current = ModifierSyntax(name: name, arguments: nil, trailingClosures: [], afterArguments: reader.token(afterPostfix: index, of: syntax))
            // Cannot trap: `current!` only under `current != nil` (this case's condition).
            case .call(let list) where current != nil && current!.arguments == nil && current!.trailingClosures.isEmpty:
                current!.arguments = list
                current!.afterArguments = reader.token(afterPostfix: index, of: syntax)
            case .trailingClosure(let label, let closure) where current != nil:
                current!.trailingClosures.append((label, closure))
            default:
                throw reader.error(at: postfix.firstToken, "expected a modifier such as '\(example)', found \(reader.describe(postfix.firstToken))")
            }
        }
        if let current { modifiers.append(current) }
        return modifiers
    }

    func readModifier(_ modifier: ModifierSyntax) throws(Diagnostic) -> ModifierSpec {
        let name = modifier.name
        guard let entry = Catalog.viewModifier(named: name.text) else {
            var message = "unknown view modifier '\(name.text)'"
            if let suggestion = Suggestion.nearest(to: name.text, among: Catalog.viewModifierNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Catalog.viewModifierNames.filter { !$0.hasPrefix("accessibility") }.map { "." + $0 }.joined(separator: ", ")
                    + ", or an .accessibility… modifier"
            }
            throw reader.error(at: name, message)
        }
        return ModifierSpec(kind: try entry.read(reader, modifier, entry.labels), name: name.text,
                            position: SourcePosition(line: reader.lines.line(of: name.offset), column: reader.lines.column(of: name.offset)))
    }

    /// `{ … }` after a convenience modifier that was given no `perform:` argument.
    func requirePerformClosure(of modifier: ModifierSyntax) throws(Diagnostic) {
        guard let first = modifier.trailingClosures.first, first.label == nil else {
            let name = modifier.name.text
            throw reader.error(at: modifier.afterArguments, "expected the 'perform' closure after '\(name)', such as '\(name) { }'")
        }
    }

    /// Whether a closure takes exactly one argument: one named parameter, or `$0` (and no `$1`)
    /// in its body.
    func takesOneArgument(_ closure: ClosureSyntax) -> Bool {
        if !closure.parameters.isEmpty { return closure.parameters.count == 1 }
        var usesFirst = false
        for token in reader.tokens[closure.body] where token.kind == .dollar {
            if token.text == "0" { usesFirst = true } else if token.text.first?.isNumber == true { return false }
        }
        return usesFirst
    }

    /// Refuses trailing closures after the first `allowed`, which the modifier does not take.
    func checkTrailingClosures(of modifier: ModifierSyntax, allowed: Int) throws(Diagnostic) {
        guard modifier.trailingClosures.count > allowed else { return }
        let extra = modifier.trailingClosures[allowed]
        let found = extra.label ?? extra.closure.open
        throw reader.error(at: found, "expected a modifier such as '.onTapGesture { }', found \(reader.describe(found))")
    }

    /// `.subviews`, `[.gesture, .subviews]`.
    func readMask(_ syntax: ExpressionSyntax) throws(Diagnostic) -> GestureMask {
        var names: [SourceToken] = []
        switch syntax.base {
        case .array(_, let elements, _) where syntax.postfixes.isEmpty:
            for element in elements {
                guard case .implicitMember(_, let name) = element.base, element.postfixes.isEmpty else {
                    throw reader.error(at: element.firstToken, "expected a GestureMask such as .subviews, found \(reader.describe(element.firstToken))")
                }
                names.append(name)
            }
        case .implicitMember(_, let name) where syntax.postfixes.isEmpty:
            names.append(name)
        default:
            throw reader.error(at: syntax.firstToken, "expected a GestureMask (.all, .gesture, .subviews or .none), found \(reader.describe(syntax.firstToken))")
        }
        var mask = GestureMask.none
        for name in names {
            switch name.text {
            case "all": mask.formUnion(.all)
            case "gesture": mask.formUnion(.gesture)
            case "subviews": mask.formUnion(.subviews)
            case "none": break
            default:
                var message = "unknown GestureMask '.\(name.text)'; expected .all, .gesture, .subviews or .none"
                if let suggestion = Suggestion.nearest(to: name.text, among: ["all", "gesture", "subviews", "none"]) {
                    message += " (did you mean '.\(suggestion)'?)"
                }
                throw reader.error(at: syntax.firstToken, message)
            }
        }
        return mask
    }
}
