extension ValueEvaluator {
    /// The value a function's or computed property's body returns: `return value`, a lone
    /// expression (also as a branch of `if` or `switch`), `let` constants, `if`/`else if`/`else`
    /// with `let` and `case` clauses, `guard … else`, and `switch` with patterns. Nil when the
    /// body ends without returning; an error for any other statement, naming it.
    func evaluateBody(_ range: Range<Int>, in scope: ValueScope, of name: String) throws(Diagnostic) -> SourceValue? {
        var local = scope
        var parser = reader.syntaxParser(at: range.lowerBound)
        // The parser starts as deep as the body is nested: a body inside 128 `if`s is the limit.
        try parser.enter()
        defer { parser.leave() }
        while parser.position < range.upperBound {
            let statement = parser.current
            if statement.kind == .punctuation, statement.text == ";" { parser.skip(); continue }
            guard statement.kind == .identifier else { return try lastExpression(&parser, range, in: local, of: name) }
            switch statement.text {
            case "let", "var":
                let binding = try reader.readLocalBinding(&parser)
                local = local.adding(binding.name.text, try evaluate(binding.value, in: local))
            case "return":
                parser.skip()
                let next = parser.current
                if parser.position >= range.upperBound || reader.lines.line(of: next.offset) != reader.lines.line(of: statement.offset) || next.text == "}" {
                    return .null
                }
                return try evaluate(try reader.valueParser.parseValue(&parser), in: local)
            case "if":
                if let value = try evaluateIf(&parser, in: local, of: name) { return value }
            case "guard":
                parser.skip()
                guard let conditions = try reader.valueParser.parseConditions(&parser, until: "else"), parser.current.text == "else",
                      parser.tokens[parser.position + 1].text == "{" else {
                    throw reader.error(at: statement, "cannot evaluate '\(name)': this 'guard' is not read")
                }
                let close = try reader.closing(of: parser.position + 1)
                guard let bindings = try holds(conditions, in: local) else {
                    return try evaluateBody((parser.position + 2)..<close, in: local, of: name)
                }
                local = local.adding(bindings)
                parser.move(to: close + 1)
            case "switch":
                parser.skip()
                parser.allowsTrailingClosures = false
                let subject = try reader.valueParser.parseValue(&parser)
                parser.allowsTrailingClosures = true
                guard parser.current.text == "{" else { throw reader.error(at: parser.current, "expected '{' after the switch's subject") }
                let close = try reader.closing(of: parser.position)
                guard let cases = reader.valueParser.switchCases(openingAt: parser.position, closingAt: close) else {
                    throw reader.error(at: statement, "cannot evaluate '\(name)': a case of this switch is not read")
                }
                parser.move(to: close + 1)
                if let (body, bindings) = try choose(cases, for: try evaluate(subject, in: local), in: local) {
                    if let value = try evaluateBody(body, in: local.adding(bindings), of: name) { return value }
                }
            case "print", "debugPrint", "dump", "NSLog":
                _ = try parser.expression()
            default:
                return try lastExpression(&parser, range, in: local, of: name)
            }
        }
        return nil
    }

    /// A lone expression, the body's value when nothing follows it.
    private func lastExpression(_ parser: inout SyntaxParser, _ range: Range<Int>, in scope: ValueScope,
                                of name: String) throws(Diagnostic) -> SourceValue {
        let statement = parser.current
        let value = try reader.valueParser.parseValue(&parser)
        guard parser.position >= range.upperBound else {
            throw reader.error(at: statement, "cannot evaluate '\(name)': its body has \(reader.describe(statement)) before its last statement")
        }
        return try evaluate(value, in: scope)
    }

    /// `if … { } else if … { } else { }` at the parser's position: the value of the branch taken
    /// when it returns one; the parser is left after the whole chain.
    private func evaluateIf(_ parser: inout SyntaxParser, in scope: ValueScope, of name: String) throws(Diagnostic) -> SourceValue? {
        var chosen: (body: Range<Int>, bindings: [(String, SourceValue)])?
        while true {
            let keyword = parser.current
            parser.skip()
            guard let conditions = try reader.valueParser.parseConditions(&parser, until: "{"), parser.current.text == "{" else {
                throw reader.error(at: keyword, "cannot evaluate '\(name)': this 'if' is not read")
            }
            let close = try reader.closing(of: parser.position)
            if chosen == nil, let bindings = try holds(conditions, in: scope) { chosen = ((parser.position + 1)..<close, bindings) }
            parser.move(to: close + 1)
            guard parser.current.kind == .identifier, parser.current.text == "else" else { break }
            parser.skip()
            if parser.current.kind == .identifier, parser.current.text == "if" { continue }
            guard parser.current.text == "{" else { throw reader.error(at: parser.current, "expected '{' or 'if' after 'else'") }
            let elseClose = try reader.closing(of: parser.position)
            if chosen == nil { chosen = ((parser.position + 1)..<elseClose, []) }
            parser.move(to: elseClose + 1)
            break
        }
        guard let (body, bindings) = chosen else { return nil }
        return try evaluateBody(body, in: scope.adding(bindings), of: name)
    }
}
