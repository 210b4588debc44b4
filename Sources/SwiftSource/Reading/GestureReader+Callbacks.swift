/// A callback's closure checked as Swift's compiler would check its reads of the gesture's
/// value: `value.translatoin` on a `DragGesture.Value` is an error at load, before any event,
/// with the nearest member suggested — never a different member read at replay time.
extension GestureReader {
    /// The closure as a callback receiving a value of `value` (nil: none, as `perform`).
    func callback(_ closure: ClosureSyntax, value: ValueType?) throws(Diagnostic) -> CallbackBody {
        try checkNesting(of: closure)
        if let value { try checkMembers(of: closure, value: value) }
        return CallbackBody(reader: reader, closure: closure)
    }

    /// Whether `name` may be declared again in `body`, where the check leaves it to Swift: in a
    /// pattern after `let`, `var`, `for` or `case` (`let (a, name) = …`, `for (i, name) in`,
    /// `if case let .x(name)`), up to its `=`, `in` or `{`; or in a closure's header
    /// (`{ a, name in`, `{ (name: Item) in`, `{ [weak m] name in`), up to its `in`. Either is
    /// read at most `patternLength` tokens on.
    private func isRedeclared(_ name: String, in body: Range<Int>) -> Bool {
        func mentions(from start: Int, until stops: Set<String>) -> Bool {
            var index = start
            while index < min(body.upperBound, start + Self.patternLength) {
                let token = reader.tokens[index]
                if token.kind == .identifier, token.text == name { return true }
                if stops.contains(token.text) { return false }
                index += 1
            }
            return false
        }
        for index in body where reader.tokens[index].kind == .identifier {
            switch reader.tokens[index].text {
            case "let", "var", "for", "case": if mentions(from: index + 1, until: ["=", "in", "{", "}"]) { return true }
            default: break
            }
        }
        for index in body where reader.tokens[index].kind == .punctuation && reader.tokens[index].text == "{" {
            // A closure's header ends with `in` before any statement: a brace or a line's
            // statement first means it has none.
            var next = index + 1
            while next < min(body.upperBound, index + 1 + Self.patternLength) {
                let token = reader.tokens[next]
                if token.kind == .identifier, token.text == "in" {
                    if mentions(from: index + 1, until: ["in"]) { return true }
                    break
                }
                if token.kind == .punctuation, ["{", "}", "=", ";"].contains(token.text) { break }
                next += 1
            }
        }
        return false
    }

    /// How far a pattern or a closure header is read for a redeclared name.
    private static let patternLength = 64

    /// The replay walks a callback's `if` and `withAnimation` blocks recursively: their nesting
    /// is bounded here, at load, like every other nesting of the source.
    func checkNesting(of closure: ClosureSyntax) throws(Diagnostic) {
        var depth = 0
        for index in closure.body where reader.tokens[index].kind == .punctuation {
            switch reader.tokens[index].text {
            case "{":
                depth += 1
                guard depth <= SyntaxParser.maximumDepth else { throw reader.error(at: reader.tokens[index], SyntaxParser.sourceNestingMessage) }
            case "}": depth -= 1
            default: break
            }
        }
    }

    /// Follows every `name.member.member…` chain rooted at the closure's value parameter (its
    /// first, or `$0`) through the type's member table. A chain stops, unchecked, at a member
    /// the tool does not model (`value.time.timeIntervalSince1970`: the replay notes it) and at
    /// anything that is not a plain member (a call, `?`, `!`).
    func checkMembers(of closure: ClosureSyntax, value type: ValueType) throws(Diagnostic) {
        let body = closure.body
        guard !body.isEmpty else { return }
        let name: String
        let anonymous: Bool
        if let first = closure.parameters.first {
            guard first.text != "_" else { return }
            name = first.text
            anonymous = false
        } else {
            name = "0"
            anonymous = true
        }
        // A name declared again inside the body (`let value = …`, `{ a, value in … }`) may be
        // another value: its chains are left to Swift.
        if !anonymous, isRedeclared(name, in: body) { return }
        var depth = 0
        var index = body.lowerBound
        while index < body.upperBound {
            let token = reader.tokens[index]
            index += 1
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth -= 1 }
            // `$0` inside a nested closure is that closure's own.
            let isRoot = anonymous ? token.kind == .dollar && token.text == "0" && depth == 0
                : token.kind == .identifier && token.text == name
            // `self.value` is the view's property, whatever the closure's parameter is called.
            guard isRoot, index - 1 == body.lowerBound || reader.tokens[index - 2].text != ".", !reader.selfPrefixed.contains(token.offset) else { continue }
            var current = type
            chain: while index + 1 < body.upperBound, reader.tokens[index].kind == .punctuation, reader.tokens[index].text == ".",
                         reader.tokens[index + 1].kind == .identifier {
                let member = reader.tokens[index + 1]
                index += 2
                switch current.lookup(member.text) {
                case .member(let next): current = next.type
                case .unmodelled: break chain
                case .unknown(let message): throw reader.error(at: member, message)
                }
            }
        }
    }
}
