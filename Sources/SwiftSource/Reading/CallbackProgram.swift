/// A callback's closure body read once, when the scene loads, into the statements the state
/// runtime executes (`StateEffects`): assignments with their values parsed, `if`/`else` with
/// their conditions, `withAnimation` blocks, logging, and what is not understood. A replay then
/// evaluates values; it never parses again.
///
/// Execution moves from token to token as the replay always has: after an assignment that
/// cannot be evaluated, it goes on at the statement's line end, after one that can, right after
/// its value. Both places are read at load, so every statement execution can reach is parsed once.
/// Unchecked: docs/architecture.md#threads says why it is safe.
package final class CallbackProgram: @unchecked Sendable {
    /// One statement, starting at a token, inside a block that ends at another.
    enum Statement {
        /// `;`, `break`, or a call that only logs (`print`, `dump`, …): nothing to do, no note.
        case skip(next: Int)
        /// `return`: the callback ends here; `member` is the result it names, when that is an
        /// implicit member (`return .handled`), or the closure's one expression (`{ .handled }`).
        case exit(member: String?)
        /// `withAnimation { … }`: the block runs at once; hit testing follows the model value.
        case block(Range<Int>, next: Int)
        /// `if conditions { … } else if conditions { … } else { … }`: the arms in order, read in
        /// one loop however long the chain; nil when an arm's conditions do not parse.
        case branch(arms: [Arm]?, else: Range<Int>?, next: Int)
        /// `guard conditions else { … }`: the else block runs and the callback ends when one fails.
        case `guard`(conditions: [Condition]?, else: Range<Int>, next: Int)
        /// `switch subject { case …: … default: … }`; nil when a case does not parse, so the
        /// whole switch is noted.
        case `switch`(subject: ValueSyntax, cases: [SwitchCase]?, next: Int)
        /// An `if` whose body is not a block: noted to the end of the enclosing block, which stops.
        case brokenBranch
        /// `name = value`, `name.member += value`, `flag.toggle()`, …; nil when the statement is
        /// none of these. Not evaluated, it is noted from its start to `failureNext`, where
        /// execution goes on.
        case assignment(Assignment?, failureNext: Int)
    }

    /// One `if` or `else if` of a chain: its conditions and its block.
    struct Arm {
        var conditions: [Condition]
        var body: Range<Int>
    }

    struct Assignment {
        var target: SourceToken
        var member: SourceToken?
        /// `=`, `+=`, `-=`, `*=` or `/=`.
        var op: String
        var value: ValueSyntax
        /// Where execution goes on once it is evaluated.
        var next: Int
    }

    let context: SourceContext
    let closure: ClosureSyntax
    /// The reader while the body is read at load; nil afterwards, so a replay holds `context`.
    private var loading: SourceReader?
    private var reader: SourceReader { loading ?? SourceReader(context) }
    /// Statements by where they start and where their block ends.
    private var statements: [Int64: Statement] = [:]
    /// `not evaluated: …` for each statement that can never be evaluated, whatever the state —
    /// not an assignment, a condition that does not parse, an `if` without a block — in source
    /// order: known at load, so a replay can say so before its first event.
    package private(set) var loadNotes: [String] = []

    init(reader: SourceReader, closure: ClosureSyntax) {
        context = reader.context
        loading = reader
        self.closure = closure
        read(closure.body)
        loadNotes = unevaluable.sorted { $0.start < $1.start }.compactMap { note(from: $0.start, to: $0.end) }
        loading = nil
    }

    /// What each `return` read names (`handled` for `return .handled`; nil for anything else),
    /// in the order read: an `.onKeyPress` action's results (docs/semantics.md#keys-focus-and-assistive-technologies).
    private(set) var exits: [String?] = []

    /// Where the statements that can never be evaluated start and end, found as they are read.
    private var unevaluable: [(start: Int, end: Int)] = []

    private static func key(_ start: Int, _ limit: Int) -> Int64 { Int64(start) << 32 | Int64(limit) }

    /// The statement at `start` in a block ending at `limit`; read at load for every place
    /// execution can reach.
    func statement(at start: Int, limit: Int) -> Statement {
        statements[Self.key(start, limit)] ?? .brokenBranch
    }

    /// Reads every statement execution can reach in `range`, and in the blocks inside it.
    private func read(_ range: Range<Int>) {
        var pending = [range.lowerBound]
        while let start = pending.popLast() {
            guard start < range.upperBound, statements[Self.key(start, range.upperBound)] == nil else { continue }
            let statement = parse(at: start, limit: range.upperBound)
            statements[Self.key(start, range.upperBound)] = statement
            switch statement {
            case .skip(let next): pending.append(next)
            case .exit(let member): exits.append(member)
            case .block(let block, let next):
                read(block)
                pending.append(next)
            case .branch(let arms, let otherwise, let next):
                if let arms { for arm in arms { read(arm.body) } } else { unevaluable.append((start, next)) }
                if let otherwise { read(otherwise) }
                pending.append(next)
            case .guard(let conditions, let otherwise, let next):
                if conditions == nil { unevaluable.append((start, next)) }
                read(otherwise)
                pending.append(next)
            case .switch(_, let cases, let next):
                if let cases { for item in cases { read(item.body) } } else { unevaluable.append((start, next)) }
                pending.append(next)
            case .brokenBranch:
                unevaluable.append((start, range.upperBound))
            case .assignment(let assignment, let failureNext):
                if let assignment { pending.append(assignment.next) } else { unevaluable.append((start, failureNext)) }
                pending.append(failureNext)
            }
        }
    }

    private func parse(at start: Int, limit: Int) -> Statement {
        var parser = reader.syntaxParser(at: start)
        let token = parser.current
        if token.kind == .punctuation, token.text == ";" {
            parser.skip()
            return .skip(next: parser.position)
        }
        if token.kind == .identifier, ["print", "debugPrint", "dump", "NSLog", "break"].contains(token.text) {
            // Logging changes no state, and `break` ends a switch case, which its end does too:
            // skipped without a note.
            skipStatement(&parser, limit: limit)
            return .skip(next: parser.position)
        }
        if token.kind == .identifier, token.text == "return" {
            var member: String?
            var next = start + 1
            // `return KeyPress.Result.handled` names the same member as `return .handled`.
            if parser.tokens[next].text == "KeyPress", parser.tokens[next + 1].text == ".", parser.tokens[next + 2].text == "Result" { next += 3 }
            if next + 1 < limit, parser.tokens[next].text == ".", parser.tokens[next + 1].kind == .identifier { member = parser.tokens[next + 1].text }
            return .exit(member: member)
        }
        if token.kind == .punctuation, token.text == ".", start == closure.body.lowerBound, start + 2 == closure.body.upperBound,
           parser.tokens[start + 1].kind == .identifier {
            // `{ .handled }`: a closure of one implicit member returns it.
            return .exit(member: parser.tokens[start + 1].text)
        }
        if token.kind == .identifier, token.text == "withAnimation" {
            // `withAnimation { … }`, `withAnimation(.spring()) { … }`.
            parser.skip()
            if parser.current.text == "(", let close = try? reader.closing(of: parser.position) { parser.move(to: close + 1) }
            if parser.current.text == "{", let close = try? reader.closing(of: parser.position) {
                return .block((parser.position + 1)..<close, next: close + 1)
            }
            // Anything else after it is read as a statement from there, noted from `start`.
        } else if token.kind == .identifier, token.text == "if" {
            return parseIf(&parser)
        } else if token.kind == .identifier, token.text == "guard" {
            parser.skip()
            let conditions = parseConditions(&parser, until: "else")
            guard parser.current.text == "else", parser.tokens[parser.position + 1].text == "{",
                  let close = try? reader.closing(of: parser.position + 1) else { return .brokenBranch }
            return .guard(conditions: conditions, else: (parser.position + 2)..<close, next: close + 1)
        } else if token.kind == .identifier, token.text == "switch" {
            return parseSwitch(&parser) ?? .brokenBranch
        }
        let assignment = parseAssignment(&parser)
        var skipping = reader.syntaxParser(at: start)
        skipStatement(&skipping, limit: limit)
        return .assignment(assignment, failureNext: skipping.position)
    }

    /// `if conditions { … } [else if … { … }]… [else { … }]`, the parser at `if`: the chain read
    /// in a loop, so ten thousand `else if`s neither recurse nor read the rest of the chain again.
    private func parseIf(_ parser: inout SyntaxParser) -> Statement {
        var arms: [Arm]? = []
        var elseRange: Range<Int>?
        while true {
            parser.skip()
            let conditions = parseConditions(&parser, until: "{")
            guard parser.current.text == "{", let close = try? reader.closing(of: parser.position) else { return .brokenBranch }
            if let conditions { arms?.append(Arm(conditions: conditions, body: (parser.position + 1)..<close)) } else { arms = nil }
            parser.move(to: close + 1)
            guard parser.current.kind == .identifier, parser.current.text == "else" else { break }
            let next = parser.tokens[parser.position + 1]
            if next.kind == .identifier, next.text == "if" {
                parser.skip()
                continue
            }
            if next.text == "{", let elseClose = try? reader.closing(of: parser.position + 1) {
                elseRange = (parser.position + 2)..<elseClose
                parser.move(to: elseClose + 1)
            }
            break
        }
        return .branch(arms: arms, else: elseRange, next: parser.position)
    }

    private func parseConditions(_ parser: inout SyntaxParser, until terminator: String) -> [Condition]? {
        (try? reader.valueParser.parseConditions(&parser, until: terminator)) ?? nil
    }

    /// `switch subject { case …: … default: … }`, the parser at `switch`; nil when it has no block.
    private func parseSwitch(_ parser: inout SyntaxParser) -> Statement? {
        parser.skip()
        parser.allowsTrailingClosures = false
        let subject = try? reader.valueParser.parseValue(&parser)
        parser.allowsTrailingClosures = true
        guard let subject, parser.current.text == "{", let close = try? reader.closing(of: parser.position) else { return nil }
        return .switch(subject: subject, cases: reader.valueParser.switchCases(openingAt: parser.position, closingAt: close), next: close + 1)
    }

    /// `name = value`, `self.name = value`, `name.member = value`, `name += value`,
    /// `name.toggle()` (`name = !name`); nil when the statement is none of these.
    private func parseAssignment(_ parser: inout SyntaxParser) -> Assignment? {
        var target = parser.current
        guard target.kind == .identifier || target.kind == .dollar else { return nil }
        let targetStart = parser.position
        parser.skip()
        if target.text == "self", parser.current.text == "." {
            parser.skip()
            target = parser.current
            parser.skip()
        }
        var member: SourceToken?
        var postfixes: [ExpressionSyntax.Postfix] = []
        if parser.current.kind == .punctuation, parser.current.text == ".", parser.tokens[parser.position + 1].kind == .identifier,
           parser.tokens[parser.position + 1].text != "toggle" {
            member = parser.tokens[parser.position + 1]
            postfixes = [.member(dot: parser.current, name: parser.tokens[parser.position + 1])]
            parser.skip(); parser.skip()
        }
        if parser.current.text == ".", parser.tokens[parser.position + 1].text == "toggle",
           parser.tokens[parser.position + 2].text == "(", parser.tokens[parser.position + 3].text == ")" {
            let toggle = parser.tokens[parser.position + 1]
            let current = ExpressionSyntax(base: .name(target), postfixes: postfixes, range: targetStart..<parser.position)
            parser.move(to: parser.position + 4)
            let not = SourceToken(kind: .punctuation, text: "!", offset: toggle.offset)
            return Assignment(target: target, member: member, op: "=", value: .prefix(not, .operand(current)), next: parser.position)
        }
        guard let (op, count) = reader.valueParser.binaryOperator(at: parser), ["=", "+=", "-=", "*=", "/="].contains(op) else { return nil }
        for _ in 0..<count { parser.skip() }
        guard let value = try? reader.valueParser.parseValue(&parser) else { return nil }
        return Assignment(target: target, member: member, op: op, value: value, next: parser.position)
    }

    /// The statement ends found so far, by the tokens walked to find them: a walk from any of
    /// those tokens (all on the statement's line) ends at the same place, so a line of many
    /// statements is walked once, not once per statement.
    private var ends: [Int64: Int] = [:]

    /// Moves past the statement at the parser's position: to the next token on a later line at
    /// this level, past a `;`, or to `limit`.
    private func skipStatement(_ parser: inout SyntaxParser, limit: Int) {
        let line = reader.lines.line(of: parser.current.offset)
        var walked: [Int] = []
        defer { for start in walked { ends[Self.key(start, limit)] = parser.position } }
        while parser.position < limit {
            let token = parser.current
            let onLine = reader.lines.line(of: token.offset) == line
            if onLine, let end = ends[Self.key(parser.position, limit)] {
                parser.move(to: end)
                return
            }
            if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[",
               let close = try? reader.closing(of: parser.position) {
                if onLine { walked.append(parser.position) }
                parser.move(to: close + 1)
                continue
            }
            if token.kind == .punctuation, token.text == ";" {
                walked.append(parser.position)
                parser.skip()
                return
            }
            if !onLine { return }
            walked.append(parser.position)
            parser.skip()
        }
    }

    /// `not evaluated: …` for the tokens from `start` to `end`, as the note says it.
    func note(from start: Int, to end: Int) -> String? {
        guard end > start else { return nil }
        let first = reader.tokens[start]
        let last = reader.tokens[end - 1]
        let text = String(decoding: reader.source.bytes[first.offset..<min(reader.source.bytes.count, last.offset + max(1, last.sourceLength))], as: UTF8.self)
        let (origin, line) = reader.source.place(ofLine: reader.lines.line(of: first.offset))
        var statement = text.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
        // The note points at the statement; a long one (a callback nested thousands deep) is cut,
        // as a compiler's excerpt is.
        if statement.count > Self.longestEcho { statement = String(statement.prefix(Self.longestEcho)) + "…" }
        return "\(origin):\(line):\(reader.lines.column(of: first.offset)): note: not evaluated: \(statement)"
    }

    /// The most characters of a statement a `not evaluated` note quotes.
    static let longestEcho = Diagnostic.excerptWidth
}
