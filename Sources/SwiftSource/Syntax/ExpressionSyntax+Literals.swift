/// What readers ask of an expression's shape alone: a member written on a type or implicitly,
/// a string or Bool literal, a closure argument.
extension ExpressionSyntax {
    /// `.name…` or `Type.name…`: the member's name and the postfixes after it.
    static func member(of syntax: ExpressionSyntax, onType type: String) -> (SourceToken, ArraySlice<ExpressionSyntax.Postfix>)? {
        switch syntax.base {
        case .implicitMember(_, let name):
            return (name, syntax.postfixes[...])
        case .name(let written) where written.text == type:
            guard case .member(_, let name)? = syntax.postfixes.first else { return nil }
            return (name, syntax.postfixes.dropFirst())
        default:
            return nil
        }
    }

    static func stringLiteral(_ syntax: ExpressionSyntax) -> String? {
        guard syntax.postfixes.isEmpty, case .literal(let literal) = syntax.base, literal.kind == .string else { return nil }
        return literal.text
    }

    /// A closure given as the argument (`perform: { … }`), else the trailing one.
    static func closure(_ argument: ExpressionSyntax?, else trailing: ClosureSyntax?) -> ClosureSyntax? {
        if case .closure(let closure)? = argument?.base { return closure }
        return trailing
    }

    /// `true` or `false`.
    static func boolLiteral(_ syntax: ExpressionSyntax) -> Bool? {
        guard syntax.postfixes.isEmpty, case .name(let name) = syntax.base else { return nil }
        return name.text == "true" ? true : name.text == "false" ? false : nil
    }
}
