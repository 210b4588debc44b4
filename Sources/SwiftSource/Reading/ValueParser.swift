import Recognizers
import TraceFormat

/// Parses values of view code — operands with Swift's prefix, binary and ternary operators and
/// their precedence — and the patterns and conditions of `if`, `guard` and `switch`, into
/// `ValueSyntax`, `Pattern` and `Condition` for the evaluator.
struct ValueParser {
    var reader: SourceReader
}

extension ValueParser {
    /// A value expression starting at the parser's position; stops before the first token that
    /// cannot continue it (`,`, `)`, `}`, a new line's statement).
    func parseValue(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        try parseTernary(&parser)
    }

    /// The value spanned by an argument (which the syntax parser may have left `unevaluated`
    /// because of its operators).
    func value(of syntax: ExpressionSyntax) throws(Diagnostic) -> ValueSyntax {
        if case .unevaluated = syntax.base {
            var parser = reader.syntaxParser(at: syntax.range.lowerBound)
            let value = try parseValue(&parser)
            guard parser.position >= syntax.range.upperBound else {
                // `.frame(width: 100 height: 100)`: a label after a value is a missing comma,
                // which Swift refuses too. Anything else may be Swift this reader does not
                // parse (`x as? T`), approximated where it is read.
                let next = parser.position + 1 < reader.tokens.count ? reader.tokens[parser.position + 1].text : ""
                let missingComma = parser.current.kind == .identifier && next == ":"
                throw reader.error(at: parser.current, (missingComma ? Diagnostic.syntaxPrefix : "")
                                   + "unexpected \(reader.describe(parser.current)) in the expression \(reader.describe(syntax))"
                                   + (missingComma ? "; expected ',' before \(reader.describe(parser.current))" : ""))
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
        while index < reader.tokens.count, reader.tokens[index].kind == .punctuation, Self.isOperatorCharacter(reader.tokens[index].text),
              end < 0 || reader.tokens[index].offset == end {
            text += reader.tokens[index].text
            end = reader.tokens[index].offset + 1
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
            throw reader.error(at: parser.current, "expected ':' in the conditional expression, found \(reader.describe(parser.current))")
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
            let next = reader.tokens[min(parser.position + 1, reader.tokens.count - 1)]
            if token.text == "!" || next.kind != .number {
                try parser.enter()
                defer { parser.leave() }
                parser.skip()
                return .prefix(token, try parsePrefix(&parser))
            }
        }
        let operand = try parser.expression()
        if operand.isMissing {
            throw reader.error(at: token, "expected a value, found \(reader.describe(token))")
        }
        return .operand(operand)
    }
}
