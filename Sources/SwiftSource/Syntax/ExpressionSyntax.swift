/// The Swift source reader's second layer: tokens into expressions with the tokens they span, so
/// a reader can quote and point at whatever it refuses. It knows Swift's shapes — names, literals,
/// member access, calls, trailing closures, key paths, arrays — and nothing of gestures; the
/// readers (`GestureReader`, `ModifierReader`) give the shapes meaning.
///
/// Closure bodies are kept as token ranges, not parsed: a callback's body is app code this tool
/// never runs. A reader that needs one (`.map { $0.translation }`, a `View` body) parses it on
/// demand with `SyntaxParser.expression(inBodyOf:)`.
package struct ExpressionSyntax: Sendable {
    package indirect enum Base {
        /// `DragGesture`, `true`, `Angle`.
        case name(SourceToken)
        /// `5`, `0.5`, `"card"`.
        case literal(SourceToken)
        /// `-5`.
        case negated(minus: SourceToken, literal: SourceToken)
        /// `$offset`.
        case binding(SourceToken)
        /// `.global`, `.named`.
        case implicitMember(dot: SourceToken, name: SourceToken)
        /// `\.translation.width` (`rooted` false) or `\DragGesture.Value.translation` (true).
        case keyPath(backslash: SourceToken, components: [SourceToken], rooted: Bool)
        case closure(ClosureSyntax)
        /// `[.gesture, .subviews]`.
        case array(open: SourceToken, elements: [ExpressionSyntax], close: SourceToken)
        /// `(perform)`, `(a, b)`.
        case parenthesized(open: SourceToken, elements: [ArgumentSyntax], close: SourceToken)
        /// An argument that goes on past its expression — `10 * 2`, `TapGesture() TapGesture()` —
        /// up to the next `,` or `)`: what was parsed and the first token that could not continue
        /// it. Operators are not evaluated; readers quote the whole argument.
        case unevaluated(ExpressionSyntax, stray: SourceToken)
        /// A token that starts no expression — a reader says what it expected there instead.
        case missing(SourceToken)
    }

    package enum Postfix {
        /// `.onEnded`.
        case member(dot: SourceToken, name: SourceToken)
        /// `(minimumDistance: 5)`.
        case call(ArgumentListSyntax)
        /// `{ … }`, or `label: { … }` after a first trailing closure.
        case trailingClosure(label: SourceToken?, ClosureSyntax)
        /// `[index]`, right after what it subscripts.
        case `subscript`(ArgumentListSyntax)
        /// `?` in `drag?.translation` (the rest is nil when the value is), or `!` in `drag!.x`.
        case unwrap(SourceToken)

        /// Where the postfix starts, for "found …" messages.
        package var firstToken: SourceToken {
            switch self {
            case .member(let dot, _): dot
            case .call(let list): list.open
            case .trailingClosure(let label, let closure): label ?? closure.open
            case .subscript(let list): list.open
            case .unwrap(let mark): mark
            }
        }
    }

    package var base: Base
    package var postfixes: [Postfix]
    /// The indices of the tokens it spans; `tokens[range.upperBound]` is the token after it.
    package var range: Range<Int>

    /// The first token, for messages: the unexpected token when the base is missing.
    package var firstToken: SourceToken {
        switch base {
        case .name(let token), .literal(let token), .binding(let token), .missing(let token): token
        case .negated(let minus, _): minus
        case .implicitMember(let dot, _): dot
        case .keyPath(let backslash, _, _): backslash
        case .closure(let closure): closure.open
        case .array(let open, _, _), .parenthesized(let open, _, _): open
        case .unevaluated(let parsed, _): parsed.firstToken
        }
    }

    package var isMissing: Bool {
        if case .missing = base { true } else { false }
    }
}

package struct ArgumentListSyntax {
    package var open: SourceToken
    package var arguments: [ArgumentSyntax]
    package var close: SourceToken
}

package struct ArgumentSyntax {
    /// nil for an unlabeled argument.
    package var label: SourceToken?
    package var value: ExpressionSyntax
}

package struct ClosureSyntax {
    package var open: SourceToken
    /// `value, state, _` in `{ value, state, _ in … }`; empty when the closure names none.
    package var parameters: [SourceToken]
    /// `SwipeDirection` in `{ value -> SwipeDirection in … }`, as written (dotted names joined).
    package var returnType: String? = nil
    /// The indices of the body's tokens, after `in` when there is one.
    package var body: Range<Int>
    package var close: SourceToken
}
