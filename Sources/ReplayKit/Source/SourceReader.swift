import Recognizers
import TraceFormat

/// The Swift source reader's cursor over tokens, shared by its readers — gesture expressions
/// (`GestureExpressionReader.swift`), view modifier chains (`ModifierReader.swift`) and, next, a
/// `View` body — with the argument forms they share: labeled argument lists bound to a signature,
/// numbers, integers, coordinate spaces, angles and balanced closures that are skipped.
struct SourceReader {
    let source: SourceText
    private(set) var tokens: [SourceToken]
    private(set) var position = 0
    /// Combinator arguments being parsed, one inside another.
    var nesting = 0

    init(_ source: SourceText) throws(Diagnostic) {
        self.source = source
        tokens = try SwiftLexer.tokens(of: source)
    }

    var current: SourceToken { tokens[position] }
    func peek(_ distance: Int) -> SourceToken { tokens[min(position + distance, tokens.count - 1)] }
    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    /// `.name`: the modifier's name token, after the dot.
    mutating func parseMemberName() throws(Diagnostic) -> SourceToken {
        advance()
        let nameToken = current
        guard nameToken.kind == .identifier else {
            throw error(at: nameToken, "expected a modifier name after '.', found \(describe(nameToken))")
        }
        advance()
        return nameToken
    }

    /// A labeled argument: the label token and the tokens of its value.
    struct Argument {
        var label: SourceToken
        var value: [SourceToken]
    }

    mutating func parseArguments() throws(Diagnostic) -> [Argument] {
        advance()  // (
        var arguments: [Argument] = []
        if current.text == ")" { advance(); return arguments }
        while true {
            let label = current
            guard label.kind == .identifier, peek(1).text == ":" else {
                throw error(at: label, "expected a labeled argument such as 'minimumDistance: 5', found \(describe(label))")
            }
            advance(); advance()
            var value: [SourceToken] = []
            var depth = 0
            while true {
                let token = current
                if token.kind == .end { throw error(at: token, "expected ')' to close the argument list") }
                if depth == 0 && (token.text == "," || token.text == ")") && token.kind == .punctuation { break }
                if token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{") { depth += 1 }
                if token.kind == .punctuation && (token.text == ")" || token.text == "]" || token.text == "}") { depth -= 1 }
                value.append(token)
                advance()
            }
            if value.isEmpty { throw error(at: current, "expected a value for '\(label.text)'") }
            arguments.append(Argument(label: label, value: value))
            if current.text == ")" { advance(); return arguments }
            advance()  // ,
        }
    }

    /// Matches labeled arguments to a signature, as Swift does: known labels, in order, once each.
    func bind(_ arguments: [Argument], to labels: [String], of name: String) throws(Diagnostic) -> [[SourceToken]?] {
        var values = [[SourceToken]?](repeating: nil, count: labels.count)
        var lastIndex = -1
        for argument in arguments {
            guard let index = labels.firstIndex(of: argument.label.text) else {
                var message = "\(name) has no parameter '\(argument.label.text)'"
                if let suggestion = Suggestion.nearest(to: argument.label.text, among: labels) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += labels.isEmpty ? "; it takes no arguments"
                        : "; its parameters are " + labels.map { "'\($0):'" }.joined(separator: ", ")
                }
                throw error(at: argument.label, message)
            }
            if values[index] != nil { throw error(at: argument.label, "argument '\(argument.label.text)' is given twice") }
            if index < lastIndex {
                throw error(at: argument.label, "argument '\(argument.label.text)' must precede argument '\(labels[lastIndex])'")
            }
            lastIndex = index
            values[index] = argument.value
        }
        return values
    }

    func number(_ tokens: [SourceToken]?, default defaultValue: Double) throws(Diagnostic) -> Double {
        guard let tokens else { return defaultValue }
        var sign = 1.0
        var rest = tokens[...]
        if rest.first?.text == "-" { sign = -1; rest = rest.dropFirst() }
        if rest.count == 1, rest.first!.kind == .number, let value = Double(rest.first!.text.filter { $0 != "_" }) {
            guard value.isFinite else {
                throw error(at: rest.first!, "'\(rest.first!.text)' is too large for a Double; use a finite number")
            }
            return sign * value
        }
        throw error(at: tokens[0], "expected a number, found \(describe(tokens))")
    }

    func integer(_ tokens: [SourceToken]?, default defaultValue: Int, minimum: Int) throws(Diagnostic) -> Int {
        guard let tokens else { return defaultValue }
        guard tokens.count == 1, tokens[0].kind == .number, let value = Int(tokens[0].text.filter { $0 != "_" }) else {
            throw error(at: tokens[0], "expected an integer, found \(describe(tokens))")
        }
        guard value >= minimum else { throw error(at: tokens[0], "expected an integer of at least \(minimum), found \(value)") }
        return value
    }

    func coordinateSpace(_ tokens: [SourceToken]?) throws(Diagnostic) -> CoordinateSpace {
        guard let tokens else { return .local }
        var rest = tokens[...]
        if rest.first?.text == "CoordinateSpace" { rest = rest.dropFirst() }
        let names = rest.map(\.text)
        if names == [".", "local"] { return .local }
        if names == [".", "global"] { return .global }
        if names.count == 5, names[0] == ".", names[1] == "named", names[2] == "(", rest[rest.startIndex + 3].kind == .string, names[4] == ")" {
            return .named(names[3])
        }
        throw error(at: tokens[0], "expected a coordinate space (.local, .global or .named(\"name\")), found \(describe(tokens))")
    }

    func angle(_ tokens: [SourceToken]) throws(Diagnostic) -> GestureExpression.WrittenAngle {
        var rest = tokens[...]
        if rest.first?.text == "Angle" { rest = rest.dropFirst() }
        let texts = rest.map(\.text)
        // .degrees(5) / .radians(0.1) / Angle(degrees: 5) / Angle.degrees(5)
        var unit: String?
        var valueTokens: ArraySlice<SourceToken> = []
        if texts.count >= 4, texts[0] == ".", texts[2] == "(", texts.last == ")" {
            unit = texts[1]
            valueTokens = rest.dropFirst(3).dropLast()
        } else if texts.count >= 5, texts[0] == "(", texts[2] == ":", texts.last == ")" {
            unit = texts[1]
            valueTokens = rest.dropFirst(3).dropLast()
        } else if texts == [".", "zero"] {
            return GestureExpression.WrittenAngle(value: 0, inDegrees: true)
        }
        guard let unit, unit == "degrees" || unit == "radians" else {
            throw error(at: tokens[0], "expected an angle such as .degrees(5) or .radians(0.1), found \(describe(tokens))")
        }
        let value = try number(Array(valueTokens), default: 0)
        return GestureExpression.WrittenAngle(value: value, inDegrees: unit == "degrees")
    }

    mutating func skipBalanced(open: String, close: String) throws(Diagnostic) {
        let start = current
        var depth = 0
        repeat {
            let token = current
            if token.kind == .end {
                throw error(at: start, "'\(open)' is never closed; expected a matching '\(close)'")
            }
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "{" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "}" || token.text == "]" { depth -= 1 }
            }
            advance()
        } while depth > 0
    }

    // MARK: - Diagnostics

    func describe(_ token: SourceToken) -> String {
        token.kind == .end ? "the end of the expression" : "'\(token.text)'"
    }

    func describe(_ tokens: [SourceToken]) -> String {
        "'" + String(decoding: source.bytes[tokens.first!.offset..<min(source.bytes.count, tokens.last!.offset + max(1, tokens.last!.sourceLength))], as: UTF8.self) + "'"
    }

    func error(at token: SourceToken, _ message: String) -> Diagnostic {
        source.diagnostic(offset: token.offset, length: max(1, token.sourceLength), message)
    }
}
