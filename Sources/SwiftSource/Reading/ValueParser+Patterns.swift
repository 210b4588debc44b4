
extension ValueParser {
    /// One pattern at the parser's position; `binding` inside `let …`, where names bind.
    func parsePattern(_ parser: inout SyntaxParser, binding: Bool = false) throws(Diagnostic) -> Pattern {
        try parser.enter()
        defer { parser.leave() }
        let token = parser.current
        if token.kind == .identifier, token.text == "let" || token.text == "var" {
            parser.skip()
            return try parsePattern(&parser, binding: true)
        }
        if token.kind == .identifier, token.text == "_" {
            parser.skip()
            return .wildcard
        }
        var caseName: SourceToken?
        if token.kind == .punctuation, token.text == ".", parser.tokens[parser.position + 1].kind == .identifier {
            caseName = parser.tokens[parser.position + 1]
        } else if token.kind == .identifier, parser.tokens[parser.position + 1].text == ".", parser.tokens[parser.position + 2].kind == .identifier,
                  reader.types.enumNamed(token.text)?.cases[parser.tokens[parser.position + 2].text] != nil {
            // `DragState.dragging(let t)`.
            parser.skip()
            caseName = parser.tokens[parser.position + 1]
        }
        if let caseName {
            parser.skip(); parser.skip()
            guard parser.current.kind == .punctuation, parser.current.text == "(",
                  parser.current.offset == caseName.offset + caseName.text.utf8.count else { return .enumCase(caseName.text, nil) }
            let close = try reader.closing(of: parser.position)
            parser.skip()
            var elements: [Pattern] = []
            while parser.position < close {
                // `translation: let t`: the label names the element; the position matches it.
                if parser.current.kind == .identifier, parser.tokens[parser.position + 1].text == ":" { parser.skip(); parser.skip() }
                elements.append(try parsePattern(&parser, binding: binding))
                guard parser.current.text == "," else { break }
                parser.skip()
            }
            guard parser.position == close else { throw reader.error(at: parser.current, "expected ',' or ')' in the pattern, found \(reader.describe(parser.current))") }
            parser.skip()
            return .enumCase(caseName.text, elements)
        }
        if binding, token.kind == .identifier {
            parser.skip()
            if parser.current.kind == .punctuation, parser.current.text == "?", parser.current.offset == token.offset + token.text.utf8.count {
                parser.skip()
                return .some(.binding(token.text))
            }
            return .binding(token.text)
        }
        return .value(try parseValue(&parser))
    }

}

extension ValueParser {
    /// The comma-separated clauses of an `if` or `guard`, the parser left at `terminator` (`{`
    /// or `else`); nil when one does not parse (`#available`), the parser then moved to the
    /// terminator all the same.
    func parseConditions(_ parser: inout SyntaxParser, until terminator: String) throws(Diagnostic) -> [Condition]? {
        // What does not parse is nil; a limit reached stays an error.
        func attempt<T>(_ read: (inout SyntaxParser) throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
            do { return try read(&parser) } catch { if error.isLimit { throw error }; return nil }
        }
        var conditions: [Condition]? = []
        parser.allowsTrailingClosures = false
        defer { parser.allowsTrailingClosures = true }
        while conditions != nil {
            let token = parser.current
            if token.kind == .identifier, token.text == "let" || token.text == "var", parser.tokens[parser.position + 1].kind == .identifier {
                parser.skip()
                let name = parser.current
                if parser.tokens[parser.position + 1].text == "=" {
                    parser.skip(); parser.skip()
                } 
                // `if let name`: Swift 5.7's shorthand for `if let name = name`, read from `name`.
                if let value = try attempt({ (parser) throws(Diagnostic) in try parseValue(&parser) }) { conditions?.append(.bind(name: name.text, value: value)) } else { conditions = nil }
            } else if token.kind == .punctuation, token.text == "#", parser.tokens[parser.position + 1].text == "available" || parser.tokens[parser.position + 1].text == "unavailable",
                      parser.tokens[parser.position + 2].text == "(", let close = try? reader.closing(of: parser.position + 2) {
                conditions?.append(.availability(parser.tokens[parser.position + 1].text == "available"))
                parser.move(to: close + 1)
            } else if token.kind == .identifier, token.text == "case" {
                parser.skip()
                if let pattern = try attempt({ (parser) throws(Diagnostic) in try parsePattern(&parser) }), parser.current.text == "=" {
                    parser.skip()
                    if let value = try attempt({ (parser) throws(Diagnostic) in try parseValue(&parser) }) { conditions?.append(.match(pattern, value)) } else { conditions = nil }
                } else {
                    conditions = nil
                }
            } else if let value = try attempt({ (parser) throws(Diagnostic) in try parseValue(&parser) }) {
                conditions?.append(.test(value))
            } else {
                conditions = nil
            }
            guard parser.current.kind == .punctuation, parser.current.text == "," else { break }
            parser.skip()
        }
        if conditions == nil || parser.current.text != terminator {
            // Find the terminator at this level, past whatever did not parse.
            while parser.current.kind != .end, parser.current.text != terminator {
                if parser.current.kind == .punctuation, "([".contains(parser.current.text), let close = try? reader.closing(of: parser.position) {
                    parser.move(to: close + 1)
                } else {
                    parser.skip()
                }
            }
            return nil
        }
        return conditions
    }

    /// The cases of the switch whose braces are at `open` and `close`; nil when one does not parse.
    func switchCases(openingAt open: Int, closingAt close: Int) -> [SwitchCase]? {
        // The `case` and `default` labels at the switch's own level, each first on its line or after `;`.
        var labels: [Int] = []
        /// Where each label's line starts: `@unknown default:` starts at its `@`.
        var starts: [Int] = []
        var index = open + 1
        while index < close {
            let token = reader.tokens[index]
            if token.kind == .punctuation, "([{".contains(token.text), let inner = try? reader.closing(of: index) {
                index = inner + 1
                continue
            }
            if token.kind == .identifier, token.text == "case" || token.text == "default",
               index == open + 1 || reader.lines.line(of: reader.tokens[index - 1].offset) != reader.lines.line(of: token.offset) || reader.tokens[index - 1].text == ";" {
                labels.append(index)
                starts.append(index)
            } else if token.kind == .identifier, token.text == "default", index >= open + 3, reader.tokens[index - 1].text == "unknown",
                      reader.tokens[index - 2].text == "@" {
                labels.append(index)
                starts.append(index - 2)
            }
            index += 1
        }
        var cases: [SwitchCase] = []
        for (number, label) in labels.enumerated() {
            let end = number + 1 < labels.count ? starts[number + 1] : close
            var parser = reader.syntaxParser(at: label + 1)
            var patterns: [Pattern]?
            if reader.tokens[label].text == "case" {
                var read: [Pattern] = []
                while true {
                    guard let pattern = try? parsePattern(&parser) else { return nil }
                    read.append(pattern)
                    guard parser.current.text == "," else { break }
                    parser.skip()
                }
                patterns = read
            }
            // `case let n where n > 3:`: the case holds only where its clause does.
            var clause: ValueSyntax?
            if patterns != nil, parser.current.kind == .identifier, parser.current.text == "where" {
                parser.skip()
                guard let value = try? parseValue(&parser) else { return nil }
                clause = value
            }
            guard parser.current.kind == .punctuation, parser.current.text == ":" else { return nil }
            cases.append(SwitchCase(patterns: patterns, whereClause: clause, body: (parser.position + 1)..<end))
        }
        return cases
    }

}
