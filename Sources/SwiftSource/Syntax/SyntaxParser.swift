/// Builds `ExpressionSyntax` from tokens. Unbalanced brackets and malformed argument lists are
/// its errors; whether a name or a shape means anything is the readers'.
struct SyntaxParser {
    let source: SourceText
    let tokens: [SourceToken]
    var position: Int
    private var depth = 0
    /// False in an `if` condition, where Swift reads `{` as the start of the branch.
    var allowsTrailingClosures = true

    /// Expressions nest (an argument holds an expression) at most this deep, so hostile input
    /// cannot exhaust the stack of the parser or of the readers' walks over what it builds. A
    /// gesture counts its modifiers as levels too; `readGesture` checks those.
    /// Deeper expressions are refused rather than risk the stack of the recursive walks that
    /// build them; real code nests a handful of levels.
    package static let maximumDepth = 128
    /// The error for Swift source nested past `maximumDepth` (parentheses, operators, `#if`
    /// conditions, views inside views, `if` inside `if`), whichever reader finds it.
    static let sourceNestingMessage = "the source is nested more than \(maximumDepth) levels deep, the limit (docs/reliability.md#limits); split it into named gestures, values or views"

    /// For each opening bracket, the index of the bracket that closes it (-1: never closed).
    private let closingIndex: [Int]

    /// `closingIndex` is `closingTable(of: tokens)`, passed in by a reader that parses the same
    /// tokens many times (`SourceReader.syntaxParser(at:)`).
    init(source: SourceText, tokens: [SourceToken], position: Int = 0, closingIndex: [Int]? = nil, depth: Int = 0) {
        self.source = source
        self.tokens = tokens
        self.position = position
        self.closingIndex = closingIndex ?? Self.closingTable(of: tokens)
        self.depth = depth
    }

    /// For each opening bracket, the index of the bracket that closes it (-1: never closed): one
    /// pass with a stack, so finding a closure's end never rescans what it holds.
    ///
    /// A closer pairs with the nearest open bracket of its own kind: the brackets opened after that
    /// one stay unclosed, so a missing `)` is reported at its `(` (`.frame(width: 100` before a
    /// `}`), not at the `{` of the type around it.
    static func closingTable(of tokens: [SourceToken]) -> [Int] {
        var closing = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        // How many of each kind are open: a closer with none of its kind open does not search,
        // so a file of a million `(` then `]` stays linear.
        var openCount = (round: 0, curly: 0, square: 0)
        func count(_ text: String, _ change: Int) {
            switch text {
            case "(": openCount.round += change
            case "{": openCount.curly += change
            default: openCount.square += change
            }
        }
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let opener: String
            let anyOpen: Bool
            switch token.text {
            case "(", "{", "[":
                open.append(index)
                count(token.text, 1)
                continue
            case ")": opener = "("; anyOpen = openCount.round > 0
            case "}": opener = "{"; anyOpen = openCount.curly > 0
            case "]": opener = "["; anyOpen = openCount.square > 0
            default: continue
            }
            guard anyOpen, let match = open.lastIndex(where: { tokens[$0].text == opener }) else {
                // No opener of its kind at all: it closes the innermost, whose reader then
                // names it as the token it did not expect (`f(a: 1 2]`).
                if let last = open.popLast() {
                    closing[last] = index
                    count(tokens[last].text, -1)
                }
                continue
            }
            closing[open[match]] = index
            for unclosed in open[match...] { count(tokens[unclosed].text, -1) }
            open.removeSubrange(match...)
        }
        return closing
    }

    /// One more level for a reader that recurses over these tokens itself (prefix operators,
    /// nested conditionals): the same limit as the parser's own nesting. Pair with `leave()`.
    mutating func enter() throws(Diagnostic) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            depth -= 1
            throw error(at: current, Self.sourceNestingMessage)
        }
    }

    mutating func leave() { depth -= 1 }

    var current: SourceToken { tokens[position] }
    private func peek(_ distance: Int) -> SourceToken { tokens[min(position + distance, tokens.count - 1)] }
    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }
    private func isPunctuation(_ token: SourceToken, _ text: String) -> Bool { token.kind == .punctuation && token.text == text }

    /// One expression: a base and the postfixes after it. Stops before the first token that
    /// cannot continue it.
    mutating func expression() throws(Diagnostic) -> ExpressionSyntax {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error(at: current, Self.sourceNestingMessage)
        }
        let start = position
        let base = try parseBase()
        var postfixes: [ExpressionSyntax.Postfix] = []
        if case .missing = base { return ExpressionSyntax(base: base, postfixes: [], range: start..<start) }
        while true {
            let token = current
            // `..<` and `...` are operators, not member access.
            if isPunctuation(token, "."), !isPunctuation(peek(1), ".") {
                advance()
                // `model.$published`: a projected value (a publisher for `.onReceive`), a member too.
                // `pair.0`: a tuple's element by position.
                guard current.kind == .identifier || current.kind == .dollar || (current.kind == .number && current.text.allSatisfy(\.isNumber)) else {
                    throw error(at: current, "expected a modifier name after '.', found \(describe(current))")
                }
                postfixes.append(.member(dot: token, name: current))
                advance()
            } else if isPunctuation(token, "(") {
                postfixes.append(.call(try parseArgumentList()))
            } else if isPunctuation(token, "?") || isPunctuation(token, "!"), token.offset == tokens[position - 1].offset + tokens[position - 1].sourceLength,
                      token.text == "!" ? !(isPunctuation(peek(1), "=") && peek(1).offset == token.offset + 1)
                                        : isPunctuation(peek(1), ".") && peek(1).offset == token.offset + 1 {
                // `drag?.translation`, `value!`: written against the optional (a `?` after a
                // space is a ternary, `!=` an operator).
                postfixes.append(.unwrap(token))
                advance()
            } else if isPunctuation(token, "["), token.offset == tokens[position - 1].offset + tokens[position - 1].sourceLength {
                // `sizes[index]`: written against what it subscripts (a `[` after a space starts an array).
                postfixes.append(.subscript(try parseArgumentList()))
            } else if isPunctuation(token, "{"), allowsTrailingClosures {
                postfixes.append(.trailingClosure(label: nil, try parseClosure()))
            } else if token.kind == .identifier, isPunctuation(peek(1), ":"), isPunctuation(peek(2), "{"),
                      case .trailingClosure? = postfixes.last {
                advance(); advance()
                postfixes.append(.trailingClosure(label: token, try parseClosure()))
            } else {
                break
            }
        }
        return ExpressionSyntax(base: base, postfixes: postfixes, range: start..<position)
    }

    private mutating func parseBase() throws(Diagnostic) -> ExpressionSyntax.Base {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return .name(token)
        case .number, .string:
            advance()
            return .literal(token)
        case .dollar:
            advance()
            return .binding(token)
        case .end:
            return .missing(token)
        case .punctuation:
            break
        }
        switch token.text {
        case "-" where peek(1).kind == .number:
            advance()
            let literal = current
            advance()
            return .negated(minus: token, literal: literal)
        case "." where peek(1).kind == .identifier:
            advance()
            let name = current
            advance()
            return .implicitMember(dot: token, name: name)
        case "\\":
            advance()
            var components: [SourceToken] = []
            let rooted = current.kind == .identifier
            if rooted {
                components.append(current)
                advance()
            }
            while isPunctuation(current, ".") {
                advance()
                // `\.0`: a tuple element by position.
                guard current.kind == .identifier || (current.kind == .number && current.text.allSatisfy(\.isNumber)) else {
                    throw error(at: current, "expected a member name after '.'")
                }
                components.append(current)
                advance()
            }
            return .keyPath(backslash: token, components: components, rooted: rooted)
        case "{":
            return .closure(try parseClosure())
        case "[":
            let open = token
            try checkClosed(from: position)
            advance()
            var elements: [ExpressionSyntax] = []
            while !isPunctuation(current, "]") {
                let start = position
                var element = try expression()
                if element.isMissing, startsPrefixOperator() {
                    element = try unevaluated(ExpressionSyntax(base: .missing(current), postfixes: [], range: start..<start), closer: "]")
                }
                if element.isMissing { throw error(at: current, "expected an element or ']', found \(describe(current))") }
                // `[size == nil ? .resize(…) : size!]`: an element with operators, read by the value reader.
                if current.kind == .punctuation, !isPunctuation(current, ","), !isPunctuation(current, "]") { element = try unevaluated(element, closer: "]") }
                elements.append(element)
                if isPunctuation(current, ",") { advance() } else if !isPunctuation(current, "]") {
                    throw error(at: current, "expected ',' or ']' in the array, found \(describe(current))")
                }
            }
            let close = current
            advance()
            return .array(open: open, elements: elements, close: close)
        case "(":
            let list = try parseArgumentList()
            return .parenthesized(open: list.open, elements: list.arguments, close: list.close)
        default:
            return .missing(token)
        }
    }

    /// `( label: value, value, … )`.
    /// `(…)`, or `[…]` for a subscript.
    private mutating func parseArgumentList() throws(Diagnostic) -> ArgumentListSyntax {
        let open = current
        let closer = open.text == "[" ? "]" : ")"
        try checkClosed(from: position)
        advance()
        var arguments: [ArgumentSyntax] = []
        while !isPunctuation(current, closer) {
            var label: SourceToken?
            if current.kind == .identifier, isPunctuation(peek(1), ":") {
                label = current
                advance(); advance()
            }
            let start = position
            var value = try expression()
            if value.isMissing, startsPrefixOperator() {
                // A prefix operator before a name or a call (`-CGFloat(index)`, `!isOn`,
                // `items[..<count]`): the value reader parses the whole argument.
                value = try unevaluated(ExpressionSyntax(base: .missing(current), postfixes: [], range: start..<start), closer: closer)
            }
            if value.isMissing, current.kind == .punctuation, "<>=+-*/".contains(current.text),
               isPunctuation(peek(1), ",") || isPunctuation(peek(1), closer) {
                // `.sorted(by: <)`, `reduce(0, +)`: an operator passed as a function.
                value = try unevaluated(ExpressionSyntax(base: .missing(current), postfixes: [], range: start..<start), closer: closer)
            }
            if value.isMissing, label != nil, isPunctuation(current, ",") || isPunctuation(current, closer), isPunctuation(peek(-1), ":"),
               current.offset == peek(-1).offset + 1 {
                // `handleAction(action:)`: a function named with its labels, a value the reader does
                // not evaluate; what reads it is approximated.
                value = ExpressionSyntax(base: .unevaluated(ExpressionSyntax(base: .missing(current), postfixes: [], range: start..<start), stray: current),
                                         postfixes: [], range: start..<start)
            }
            if value.isMissing {
                if let label { throw error(at: current, "expected a value for '\(label.text)'") }
                throw error(at: current, "expected an argument or ')', found \(describe(current))")
            }
            if !isPunctuation(current, ","), !isPunctuation(current, closer) {
                value = try unevaluated(value, closer: closer)
            }
            arguments.append(ArgumentSyntax(label: label, value: value))
            if isPunctuation(current, ",") { advance() }
        }
        let close = current
        advance()
        return ArgumentListSyntax(open: open, arguments: arguments, close: close)
    }

    /// Whether the current token starts a prefix operator the value reader reads: `-`, `!`, and
    /// the ranges `..<` and `...` with no lower bound.
    private func startsPrefixOperator() -> Bool {
        guard current.kind == .punctuation else { return false }
        return current.text == "-" || current.text == "!" || (current.text == "." && isPunctuation(peek(1), "."))
    }

    /// `parsed` and the tokens after it, up to the `,` or `)` that ends the argument.
    private mutating func unevaluated(_ parsed: ExpressionSyntax, closer: String = ")") throws(Diagnostic) -> ExpressionSyntax {
        let stray = current
        while !isPunctuation(current, ","), !isPunctuation(current, closer) {
            if current.kind == .end { throw error(at: current, "expected '\(closer)' to close the argument list") }
            if current.kind == .punctuation, current.text == "(" || current.text == "{" || current.text == "[" {
                position = try matchingClose(from: position)
            } else if current.kind == .punctuation, current.text == "]" || current.text == "}" || current.text == ")" {
                throw error(at: current, "unexpected '\(current.text)' in the argument list")
            }
            advance()
        }
        return ExpressionSyntax(base: .unevaluated(parsed, stray: stray), postfixes: [], range: parsed.range.lowerBound..<position)
    }

    /// `{ a, b in … }`, `{ (a: T, b) -> R in … }`: the parameters, the declared result type
    /// and the body's range; the body is not parsed.
    private mutating func parseClosure() throws(Diagnostic) -> ClosureSyntax {
        let open = current
        let closeIndex = try matchingClose(from: position)
        advance()
        var parameters: [SourceToken] = []
        var scan = position
        var names: [SourceToken] = []
        // `a, b in` or `(a, b) in`: names separated by commas, then `in`.
        let parenthesized = isPunctuation(tokens[scan], "(")
        if parenthesized { scan += 1 }
        // `$item in` (`ForEach($items) { $item in … }`): the element, read as `item`; its binding
        // `$item` is what the body writes through.
        while scan < closeIndex, tokens[scan].kind == .identifier || tokens[scan].kind == .dollar, tokens[scan].text != "in" {
            var name = tokens[scan]
            name.kind = .identifier
            names.append(name)
            scan += 1
            // `(value: DragGesture.Value)`: the type is Swift's to check.
            if parenthesized, isPunctuation(tokens[scan], ":") {
                while scan < closeIndex, !isPunctuation(tokens[scan], ","), !isPunctuation(tokens[scan], ")"), !isPunctuation(tokens[scan], "{") { scan += 1 }
            }
            guard isPunctuation(tokens[scan], ",") else { break }
            scan += 1
        }
        if parenthesized, isPunctuation(tokens[scan], ")") { scan += 1 }
        var returnType: String?
        if !names.isEmpty, scan + 2 < closeIndex, isPunctuation(tokens[scan], "-"), isPunctuation(tokens[scan + 1], ">") {
            // `-> SwipeDirection in`, `-> Foo.Bar? in`: a type, then `in`, before any brace.
            var type = scan + 2
            var written = ""
            while type < min(closeIndex, scan + 2 + Self.longestClosureResultType), !(tokens[type].kind == .identifier && tokens[type].text == "in"),
                  !isPunctuation(tokens[type], "{"), !isPunctuation(tokens[type], "}") {
                written += tokens[type].text
                type += 1
            }
            if type < closeIndex, tokens[type].kind == .identifier, tokens[type].text == "in", !written.isEmpty {
                returnType = written
                scan = type
            }
        }
        if !names.isEmpty, tokens[scan].kind == .identifier, tokens[scan].text == "in" {
            parameters = names
            position = scan + 1
        }
        let body = position..<closeIndex
        position = closeIndex
        let close = current
        advance()
        return ClosureSyntax(open: open, parameters: parameters, returnType: parameters.isEmpty ? nil : returnType, body: body, close: close)
    }

    /// The most tokens a closure's declared result type is read for (`Result<Foo.Bar, Never>?`).
    private static let longestClosureResultType = 16

    private func checkClosed(from index: Int) throws(Diagnostic) {
        _ = try matchingClose(from: index)
    }

    /// The index of the bracket that closes the one at `index`.
    private func matchingClose(from index: Int) throws(Diagnostic) -> Int {
        let closing = closingIndex[index]
        guard closing < 0 else { return closing }
        let open = tokens[index]
        let close = switch open.text { case "(": ")"; case "[": "]"; default: "}" }
        throw error(at: open, "'\(open.text)' is never closed; expected a matching '\(close)'")
    }

    private func describe(_ token: SourceToken) -> String { token.quoted }

    private func error(at token: SourceToken, _ message: String) -> Diagnostic { source.diagnostic(at: token, message) }
}
