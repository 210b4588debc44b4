import TraceFormat
import Recognizers

/// An expression of values, as written in view code: `offset.width + dragOffset.width`,
/// `isPressed ? 1.5 : 1`, `-value.translation.height`. Operands are the syntax parser's
/// expressions; this layer adds Swift's prefix, binary and ternary operators over them, with
/// Swift's precedence. Nothing here is evaluated; `ValueEvaluator` does that.
indirect enum ValueSyntax: Sendable {
    case operand(ExpressionSyntax)
    case prefix(SourceToken, ValueSyntax)
    case binary(ValueSyntax, operator: String, at: SourceToken, ValueSyntax)
    case ternary(ValueSyntax, ValueSyntax, ValueSyntax)

    var firstToken: SourceToken {
        switch self {
        case .operand(let syntax): syntax.firstToken
        case .prefix(let token, _): token
        case .binary(let left, _, _, _), .ternary(let left, _, _): left.firstToken
        }
    }
}


extension SyntaxParser {
    /// Moves past the current token, for readers that parse statements and operators.
    mutating func skip() { position = min(position + 1, tokens.count - 1) }

    /// Moves to `index`, for readers that resume after what they skipped.
    mutating func move(to index: Int) { position = min(index, tokens.count - 1) }
}

extension ReplayValue {
    /// What an evaluated `.map { … }` result is as a gesture value: the shapes records know
    /// stay themselves (a number, a size), anything else is `mapped`.
    static func from(_ value: SourceValue) -> ReplayValue {
        switch value {
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .size(let size): .size(size)
        case .point(let point): .point(point)
        case .angle(let radians): .angle(.radians(radians))
        case .string(let text): .text(text)
        case .gesture(let gesture): gesture
        default: .mapped(MappedValue(value: value))
        }
    }
}
