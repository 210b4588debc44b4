import Recognizers
import TraceFormat

/// What the Swift source reader's readers share — gesture expressions (`GestureReader`), view
/// modifier chains (`ModifierReader`), declarations, values and `View` bodies: the source and its
/// tokens, the syntax parser over them, and the argument forms every reader reads the same way —
/// labeled arguments bound to a signature, numbers, integers, coordinate spaces and angles.
@dynamicMemberLookup
struct SourceReader: Sendable {
    /// The source and what evaluation needs of it, which a replay keeps after loading (its
    /// fields read as the reader's own: `reader.tokens`, `reader.valueScope`).
    var context: SourceContext
    /// Line numbers of the source, for statements that end with their line; built on first use,
    /// so a scene's one-line modifier strings never pay for it.
    var lines: LineTable { context.cache.lines(of: context.source) }

    subscript<Value>(dynamicMember field: WritableKeyPath<SourceContext, Value>) -> Value {
        get { context[keyPath: field] }
        set { context[keyPath: field] = newValue }
    }

    subscript<Value>(dynamicMember field: KeyPath<SourceContext, Value>) -> Value { context[keyPath: field] }

    /// Gestures known by name: `let` bindings, computed `some Gesture` properties and custom
    /// `Gesture` structs, each with its syntax (`GestureScope.swift`).
    var gestureScope = GestureScope()
    /// Reading an app's Swift, where a gesture parameter the reader cannot evaluate takes its
    /// default with a warning; a gesture written on the command line or in a trace's header
    /// has nothing to approximate from, so there it is an error.
    var approximatesArguments = false
    /// The scope's name for the type of the view being read, what `Self` names; not an
    /// identifier Swift allows, so no property can take it.
    static let selfTypeName = "(Self)"

    init(_ source: SourceText, conditions: CompileConditions = CompileConditions()) throws(Diagnostic) {
        let cache = ReaderCache()
        let types = TypeTable()
        var warnings: [Diagnostic] = []
        let lexed = try SwiftLexer.tokens(of: source, warnings: &warnings)
        let active = try Preprocessor.activeTokens(lexed, in: source, conditions: conditions, warnings: &warnings)
        for branch in Preprocessor.debugBranches(lexed, in: source) { types.addDebugBranch(branch.range, at: branch.place) }
        let (tokens, selfPrefixed) = Self.withoutSelfPrefixes(active)
        if active.count < lexed.count {
            // What another platform's or flag's `#if` branch names: a view used only there is
            // that build's, not a screen of this one.
            let kept = Set(active.map(\.offset))
            for token in lexed where token.kind == .identifier && !kept.contains(token.offset) { types.nameInInactiveCode(token.text) }
        }
        for warning in warnings { cache.warn(warning) }
        context = SourceContext(source: source, tokens: tokens, cache: cache, selfPrefixed: selfPrefixed, types: types)
    }

    /// A reader over `context`, to evaluate what it holds; its gesture scope is empty.
    init(_ context: SourceContext) { self.context = context }

    /// The tokens with `self.` dropped before a name or a `$binding`: in a view, `self.offset`
    /// is `offset` and `self.$drag` is `$drag`, wherever they are written.
    static func withoutSelfPrefixes(_ tokens: [SourceToken]) -> (tokens: [SourceToken], prefixed: Set<Int>) {
        var result: [SourceToken] = []
        var prefixed: Set<Int> = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .identifier, token.text == "self", index + 2 < tokens.count,
               tokens[index + 1].kind == .punctuation, tokens[index + 1].text == ".",
               tokens[index + 1].offset == token.offset + 4,
               tokens[index + 2].kind == .identifier || tokens[index + 2].kind == .dollar,
               index == 0 || !(tokens[index - 1].kind == .punctuation && tokens[index - 1].text == ".") {
                prefixed.insert(tokens[index + 2].offset)
                index += 2
                continue
            }
            result.append(token)
            index += 1
        }
        return (result, prefixed)
    }

    /// A parser at the first token. It counts the brackets around `position` as levels already
    /// entered: a reader that parses what is inside parentheses later, with a parser of its own
    /// (`value(of:)`), stays under the one nesting limit however deep it goes.
    func syntaxParser(at position: Int = 0) -> SyntaxParser {
        SyntaxParser(source: self.source, tokens: self.tokens, position: position, closingIndex: self.cache.closingTable(of: self.tokens),
                     depth: self.cache.nestingTable(of: self.tokens)[min(position, self.tokens.count - 1)])
    }

    /// The index of the bracket that closes the one at `index`.
    func closing(of index: Int) throws(Diagnostic) -> Int {
        let close = self.cache.closingTable(of: self.tokens)[index]
        guard close < 0 else { return close }
        throw error(at: self.tokens[index], "'\(self.tokens[index].text)' is never closed")
    }

    /// The token just after `syntax`, where a reader points when something it needs is missing.
    func token(after syntax: ExpressionSyntax) -> SourceToken {
        self.tokens[min(syntax.range.upperBound, self.tokens.count - 1)]
    }

    /// The token after the postfix at `index`: the next postfix's first, or the one after `syntax`.
    func token(afterPostfix index: Int, of syntax: ExpressionSyntax) -> SourceToken {
        index + 1 < syntax.postfixes.count ? syntax.postfixes[index + 1].firstToken : token(after: syntax)
    }

    /// Matches labeled arguments to a signature, as Swift does: known labels, in order, once each.
    func bind(_ arguments: [ArgumentSyntax], to labels: [String], of name: String) throws(Diagnostic) -> [ExpressionSyntax?] {
        var values = [ExpressionSyntax?](repeating: nil, count: labels.count)
        var lastIndex = -1
        for argument in arguments {
            guard let label = argument.label else {
                throw error(at: argument.value.firstToken, "expected a labeled argument such as 'minimumDistance: 5', found \(describe(argument.value.firstToken))")
            }
            guard let index = labels.firstIndex(of: label.text) else {
                var message = "\(name) has no parameter '\(label.text)'"
                // A shortened label (`numberOfTaps` for `numberOfTapsRequired`) is too far for an edit distance.
                if let suggestion = Suggestion.nearest(to: label.text, among: labels) ?? labels.first(where: { $0.hasPrefix(label.text) }) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += labels.isEmpty ? "; it takes no arguments"
                        : "; its parameters are " + labels.map { "'\($0):'" }.joined(separator: ", ")
                }
                throw error(at: label, message)
            }
            if values[index] != nil { throw error(at: label, "argument '\(label.text)' is given twice") }
            if index < lastIndex {
                throw error(at: label, "argument '\(label.text)' must precede argument '\(labels[lastIndex])'")
            }
            lastIndex = index
            values[index] = argument.value
        }
        return values
    }

    /// `5`, `0.5`, `-2`, or a property or expression of the scope that makes a number.
    func number(_ syntax: ExpressionSyntax?, default defaultValue: Double) throws(Diagnostic) -> Double {
        guard let syntax else { return defaultValue }
        if approximatesArguments || !self.valueScope.values.isEmpty, Self.isComputed(syntax) {
            // A computed argument is held to what a literal is: `.infinity` or `0 / 0` as a
            // duration or distance would stop every timer and comparison making sense.
            guard let value = try evaluatedArgument(syntax, default: NumberFormat.string(defaultValue), {
                (evaluator: ValueEvaluator, scope: ValueScope) throws(Diagnostic) in try evaluator.numberArgument(syntax, in: scope)
            }) else { return defaultValue }
            guard value.isFinite else { throw error(at: syntax.firstToken, "\(describe(syntax)) is \(Self.describe(value)) here; use a finite number") }
            return value
        }
        if syntax.postfixes.isEmpty {
            switch syntax.base {
            case .literal(let literal) where literal.kind == .number:
                return try finite(literal)
            case .negated(_, let literal):
                return -(try finite(literal))
            default:
                break
            }
        }
        throw error(at: syntax.firstToken, "expected a number, found \(describe(syntax))")
    }

    /// A long press's `maximumDistance:`: a number, or `.infinity` (`CGFloat.infinity`), which
    /// apps write for a press that any movement keeps — the largest finite distance, so every
    /// comparison still makes sense.
    func distance(_ syntax: ExpressionSyntax?, default defaultValue: Double) throws(Diagnostic) -> Double {
        if let syntax, let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "CGFloat") ?? ExpressionSyntax.member(of: syntax, onType: "Double"),
           name.text == "infinity", rest.isEmpty {
            return .greatestFiniteMagnitude
        }
        return try number(syntax, default: defaultValue)
    }

    /// A gesture's parameter written as an expression: its value in the view's scope as it
    /// starts, or, when the reader cannot evaluate it (a constant of another package, a model's
    /// property), nil, and the parameter takes its default with a warning saying so
    /// (docs/scene-format.md#approximations). A limit stays an error.
    private func evaluatedArgument<T>(_ syntax: ExpressionSyntax, default described: String,
                                      _ evaluate: (ValueEvaluator, ValueScope) throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        guard approximatesArguments else { return try evaluate(evaluator, self.valueScope) }
        return try approximating(at: syntax.firstToken, { () throws(Diagnostic) in try evaluate(evaluator, self.valueScope) },
                          assumed: { "cannot evaluate \(describe(syntax)) (\($0)); the gesture's parameter takes its default, \(described)" })
    }

    /// Whether a number argument names something or computes (not a literal).
    static func isComputed(_ syntax: ExpressionSyntax) -> Bool {
        switch syntax.base {
        case .literal, .negated: !syntax.postfixes.isEmpty
        default: true
        }
    }

    private func finite(_ literal: SourceToken) throws(Diagnostic) -> Double {
        guard let value = Double(literal.text.filter { $0 != "_" }) else {
            throw error(at: literal, "expected a number, found \(describe(literal))")
        }
        guard value.isFinite else { throw error(at: literal, "'\(literal.text)' is too large for a Double; use a finite number") }
        return value
    }

    /// A number as a message says it: `infinity` where JSON output would write `null`.
    static func describe(_ number: Double) -> String {
        number.isNaN ? "not a number" : number.isInfinite ? (number < 0 ? "-infinity" : "infinity") : NumberFormat.string(number)
    }

    func integer(_ syntax: ExpressionSyntax?, default defaultValue: Int, minimum: Int) throws(Diagnostic) -> Int {
        guard let syntax else { return defaultValue }
        if approximatesArguments || !self.valueScope.values.isEmpty, Self.isComputed(syntax) {
            guard let value = try evaluatedArgument(syntax, default: String(defaultValue), {
                (evaluator: ValueEvaluator, scope: ValueScope) throws(Diagnostic) in try evaluator.numberArgument(syntax, in: scope)
            }) else { return defaultValue }
            guard value.rounded() == value, value >= Double(minimum), value <= Double(Int32.max) else {
                throw error(at: syntax.firstToken, "\(describe(syntax)) is \(Self.describe(value)) here; expected an integer of at least \(minimum)")
            }
            return Int(value)
        }
        guard syntax.postfixes.isEmpty, case .literal(let literal) = syntax.base, literal.kind == .number,
              let value = Int(literal.text.filter { $0 != "_" }) else {
            throw error(at: syntax.firstToken, "expected an integer, found \(describe(syntax))")
        }
        guard value >= minimum else { throw error(at: literal, "expected an integer of at least \(minimum), found \(value)") }
        return value
    }

    /// `.local`, `.global`, `.named("card")`, each also after `CoordinateSpace`.
    func coordinateSpace(_ syntax: ExpressionSyntax?) throws(Diagnostic) -> CoordinateSpace {
        guard let syntax else { return .local }
        if let space = try space(syntax, onType: "CoordinateSpace") { return space }
        throw error(at: syntax.firstToken, "expected a coordinate space (.local, .global or .named(\"name\")), found \(describe(syntax))")
    }

    /// `.local`, `.global` or `.named("P")` on `type` (`CoordinateSpace`, `CoordinateSpace3D`).
    private func space(_ syntax: ExpressionSyntax, onType type: String) throws(Diagnostic) -> CoordinateSpace? {
        guard let (name, rest) = ExpressionSyntax.member(of: syntax, onType: type) else { return nil }
        switch (name.text, rest.count) {
        case ("local", 0): return .local
        case ("global", 0): return .global
        case ("named", 1):
            if case .call(let list)? = rest.first, list.arguments.count == 1, list.arguments[0].label == nil,
               let string = try coordinateSpaceName(list.arguments[0].value) {
                return .named(string)
            }
        default: break
        }
        return nil
    }

    /// A coordinate space's name: a string literal, a constant that holds one
    /// (`.named(CanvasSpace)` with `let CanvasSpace = "canvas"`), or, in an app's Swift, a name the
    /// reader cannot evaluate taken as its written text with a warning, so that the view and
    /// the gesture that both write `CanvasSpace` name the same space. Nil for anything else.
    func coordinateSpaceName(_ syntax: ExpressionSyntax) throws(Diagnostic) -> String? {
        if let literal = ExpressionSyntax.stringLiteral(syntax) { return literal }
        guard approximatesArguments || !self.valueScope.values.isEmpty else { return nil }
        let evaluated = try? evaluator.evaluate(try valueParser.value(of: syntax), in: self.valueScope)
        if case .string(let name)? = evaluated { return name }
        guard approximatesArguments else { return nil }
        let written = describe(syntax)
        warn(at: syntax.firstToken, "cannot evaluate \(written) as a coordinate space's name; the space is named by its written text, the same wherever it is written")
        return String(written.dropFirst().dropLast())
    }

    /// visionOS's 3D coordinate space as the 2D one a value's `location` is in: `.local`,
    /// `.global`, `.named("P")`; `.immersiveSpace` is taken as the window's (`.global`) with a
    /// warning, since this tool has no immersive space.
    func coordinateSpace3D(_ syntax: ExpressionSyntax) throws(Diagnostic) -> CoordinateSpace {
        if let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "CoordinateSpace3D"), name.text == "immersiveSpace", rest.isEmpty {
            warn(at: syntax.firstToken, "'.immersiveSpace' is not modelled; the gesture's 2D locations are taken in the window (.global)")
            return .global
        }
        if let space = try space(syntax, onType: "CoordinateSpace3D") { return space }
        if approximatesArguments {
            // A space of the app's own (`.named(scene.space)` of a model, a custom `CoordinateSpace3D`).
            warn(at: syntax.firstToken, "cannot read \(describe(syntax)) as a 3D coordinate space; taken as .local")
            return .local
        }
        throw error(at: syntax.firstToken, "expected a 3D coordinate space (.local, .global, .immersiveSpace or .named(\"name\")), found \(describe(syntax))")
    }

    /// `.degrees(5)`, `.radians(0.1)`, `Angle(degrees: 5)`, `Angle.degrees(5)`, `.zero`.
    func angle(_ syntax: ExpressionSyntax) throws(Diagnostic) -> GestureExpression.WrittenAngle {
        var unit: SourceToken?
        var value: ExpressionSyntax?
        if case .name(let type) = syntax.base, type.text == "Angle", syntax.postfixes.count == 1,
           case .call(let list) = syntax.postfixes[0], list.arguments.count == 1, let label = list.arguments[0].label {
            unit = label
            value = list.arguments[0].value
        } else if let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "Angle") {
            if name.text == "zero", rest.isEmpty { return GestureExpression.WrittenAngle(value: 0, inDegrees: true) }
            if rest.count == 1, case .call(let list)? = rest.first, list.arguments.count == 1, list.arguments[0].label == nil {
                unit = name
                value = list.arguments[0].value
            }
        }
        guard let unit, unit.text == "degrees" || unit.text == "radians", let value else {
            // A property or an expression of the view (`minimumAngleDelta: angle`): its value as the view starts.
            if !self.valueScope.values.isEmpty, let radians = (try? evaluator.evaluate(try valueParser.value(of: syntax), in: self.valueScope))?.asAngle, radians.isFinite {
                return GestureExpression.WrittenAngle(value: radians, inDegrees: false)
            }
            throw error(at: syntax.firstToken, "expected an angle such as .degrees(5) or .radians(0.1), found \(describe(syntax))")
        }
        return GestureExpression.WrittenAngle(value: try number(value, default: 0), inDegrees: unit.text == "degrees")
    }

    // MARK: - Diagnostics

    func describe(_ token: SourceToken) -> String { token.quoted }

    /// The expression as written, quoted.
    func describe(_ syntax: ExpressionSyntax) -> String {
        guard !syntax.range.isEmpty else { return describe(syntax.firstToken) }
        let first = self.tokens[syntax.range.lowerBound]
        let last = self.tokens[syntax.range.upperBound - 1]
        let end = min(self.source.bytes.count, last.offset + max(1, last.sourceLength))
        return "'" + String(decoding: self.source.bytes[first.offset..<end], as: UTF8.self) + "'"
    }

    func error(at token: SourceToken, _ message: String) -> Diagnostic { self.source.diagnostic(at: token, message) }

    /// Says, at `token`, what the reader assumed where it approximates (docs/scene-format.md#swift-source).
    func warn(at token: SourceToken, _ message: String) {
        var warning = self.source.diagnostic(at: token, message)
        warning.severity = .warning
        self.cache.warn(warning)
    }

    /// Works out now everything the cache would on first use, so that the scene's callback
    /// programs, which keep its `SourceContext`, only read it afterwards: lint's threads share them.
    func prepareForSharing() {
        _ = self.cache.lines(of: self.source)
        _ = self.cache.closingTable(of: self.tokens)
        _ = self.cache.nestingTable(of: self.tokens)
    }

    /// `body`'s value, or nil with a warning at `token` saying what was assumed (`assumed` gets
    /// why it could not be evaluated): the one way the reader approximates a value it cannot
    /// evaluate (docs/scene-format.md#swift-source). A limit reached stays an error.
    func approximating<T>(at token: SourceToken, _ body: () throws(Diagnostic) -> T,
                          assumed: (String) -> String) throws(Diagnostic) -> T? {
        do {
            return try body()
        } catch {
            if error.isLimit || error.isSyntax { throw error }
            warn(at: token, assumed(error.message))
            return nil
        }
    }

    /// The warnings every copy of this reader gave, in order.
    var warnings: [Diagnostic] { self.cache.warnings }
}

/// The reader's other readers: each a type of its own over this reader (`ValueEvaluator`,
/// `DeclarationReader`, …), made where it is asked for.
extension SourceReader {
    var evaluator: ValueEvaluator { ValueEvaluator(reader: self) }
    var declarations: DeclarationReader { DeclarationReader(reader: self) }
    var gestureReader: GestureReader { GestureReader(reader: self) }
    var modifierReader: ModifierReader { ModifierReader(reader: self) }
    var valueParser: ValueParser { ValueParser(reader: self) }
}
