import TraceFormat
import Recognizers

/// An expression of values, as written in view code: `offset.width + dragOffset.width`,
/// `isPressed ? 1.5 : 1`, `-value.translation.height`. Operands are the syntax parser's
/// expressions; this layer adds Swift's prefix, binary and ternary operators over them, with
/// Swift's precedence. Nothing here is evaluated; `ValueEvaluator` does that.
indirect enum ValueSyntax {
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

extension SourceReader {
    /// A value expression starting at the parser's position; stops before the first token that
    /// cannot continue it (`,`, `)`, `}`, a new line's statement).
    func parseValue(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        try parseTernary(&parser)
    }

    /// The value spanned by an argument (which the syntax parser may have left `unevaluated`
    /// because of its operators).
    func value(of syntax: ExpressionSyntax) throws(Diagnostic) -> ValueSyntax {
        if case .unevaluated = syntax.base {
            var parser = syntaxParser(at: syntax.range.lowerBound)
            let value = try parseValue(&parser)
            guard parser.position >= syntax.range.upperBound else {
                throw error(at: parser.current, "unexpected \(describe(parser.current)) in the expression \(describe(syntax))")
            }
            return value
        }
        return .operand(syntax)
    }

    /// The operator at the parser's position, from adjacent punctuation tokens (`==`, `..<`,
    /// `&&`), and how many tokens it spans; nil when none starts there.
    func binaryOperator(at parser: SyntaxParser) -> (String, Int)? {
        var text = ""
        var index = parser.position
        var end = -1
        while index < tokens.count, tokens[index].kind == .punctuation, Self.isOperatorCharacter(tokens[index].text),
              end < 0 || tokens[index].offset == end {
            text += tokens[index].text
            end = tokens[index].offset + 1
            index += 1
        }
        // Most statements end at a brace or a name: no operator, and nothing to compare.
        guard !text.isEmpty else { return nil }
        let known = ["...", "..<", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=",
                     "+", "-", "*", "/", "<", ">", "=", "?", ":", "%"]
        // Longest known operator that the text starts with.
        for candidate in known where text.hasPrefix(candidate) {
            return (candidate, candidate.count)
        }
        return nil
    }

    /// One of `+-*/<>=!&|.?:%`, tested on the byte: `String.contains(String)` costs thousands of
    /// instructions, and this runs after every statement of a body (callgrind, 10,000 views).
    private static func isOperatorCharacter(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let byte = bytes.next(), bytes.next() == nil else { return false }
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "."), UInt8(ascii: "?"),
             UInt8(ascii: ":"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    private static let precedence: [String: Int] = [
        "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4,
        "...": 5, "..<": 5, "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
    ]

    private func parseTernary(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        try parser.enter()
        defer { parser.leave() }
        let condition = try parseBinary(&parser, minimum: 1)
        guard let (op, count) = binaryOperator(at: parser), op == "?" else { return condition }
        for _ in 0..<count { parser.skip() }
        let whenTrue = try parseTernary(&parser)
        guard let (colon, colonCount) = binaryOperator(at: parser), colon == ":" else {
            throw error(at: parser.current, "expected ':' in the conditional expression, found \(describe(parser.current))")
        }
        for _ in 0..<colonCount { parser.skip() }
        let whenFalse = try parseTernary(&parser)
        return .ternary(condition, whenTrue, whenFalse)
    }

    private func parseBinary(_ parser: inout SyntaxParser, minimum: Int) throws(Diagnostic) -> ValueSyntax {
        var left = try parsePrefix(&parser)
        // Each operator folded in is a level of the tree the evaluator walks recursively (and
        // Swift releases recursively): `1 + 1 + …` is bounded like `((…))`.
        var levels = 0
        defer { for _ in 0..<levels { parser.leave() } }
        while let (op, count) = binaryOperator(at: parser), let level = Self.precedence[op], level >= minimum {
            try parser.enter()
            levels += 1
            let at = parser.current
            for _ in 0..<count { parser.skip() }
            let right = try parseBinary(&parser, minimum: level + 1)
            left = .binary(left, operator: op, at: at, right)
        }
        return left
    }

    private func parsePrefix(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        let token = parser.current
        if token.kind == .punctuation, token.text == "!" || token.text == "-" {
            // `-5` is a literal for the syntax parser; `-value.x` is a prefix here.
            let next = tokens[min(parser.position + 1, tokens.count - 1)]
            if token.text == "!" || next.kind != .number {
                try parser.enter()
                defer { parser.leave() }
                parser.skip()
                return .prefix(token, try parsePrefix(&parser))
            }
        }
        let operand = try parser.expression()
        if operand.isMissing {
            throw error(at: token, "expected a value, found \(describe(token))")
        }
        return .operand(operand)
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
