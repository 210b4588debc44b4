extension DeclarationReader {
    /// `enum Name: Raw, Protocols { case …; var …: T { … }; func …; static let … }`, the parser
    /// at `enum`; nested enums are read as well, nested structs and classes skipped.
    func readEnum(_ parser: inout SyntaxParser) throws(Diagnostic) {
        parser.skip()
        guard parser.current.kind == .identifier else { throw reader.error(at: parser.current, "expected a name after 'enum'") }
        var declaration = EnumDeclaration(name: parser.current)
        while parser.current.kind != .end, !(parser.current.kind == .punctuation && parser.current.text == "{") { parser.skip() }
        guard parser.current.kind == .punctuation, parser.current.text == "{" else {
            throw reader.error(at: declaration.name, "expected '{' to start the body of enum '\(declaration.name.text)'")
        }
        let close = try reader.closing(of: parser.position)
        parser.skip()
        try readMembers(&parser, until: close, of: declaration.name.text) { (parser) throws(Diagnostic) -> Bool in
            let token = parser.current
            switch token.text {
            case "case":
                // `case a, b(CGSize), c(translation: CGSize) = 3`.
                parser.skip()
                while parser.position < close, parser.current.kind == .identifier {
                    let name = parser.current.text
                    parser.skip()
                    var labels: [String?] = []
                    if parser.current.kind == .punctuation, parser.current.text == "(" {
                        let end = try reader.closing(of: parser.position)
                        var element = parser.position + 1
                        while element < end {
                            let isLabel = reader.tokens[element].kind == .identifier && reader.tokens[element + 1].text == ":"
                            labels.append(isLabel ? reader.tokens[element].text : nil)
                            // On to the next element at this level.
                            while element < end, reader.tokens[element].text != "," {
                                if "([".contains(reader.tokens[element].text), reader.tokens[element].kind == .punctuation { element = try reader.closing(of: element) }
                                element += 1
                            }
                            element += 1
                        }
                        parser.move(to: end + 1)
                    }
                    declaration.cases[name] = labels
                    if parser.current.text == "=" { parser.skip(); _ = try? parser.expression() }
                    guard parser.current.text == "," else { break }
                    parser.skip()
                }
                return true
            case "func":
                if let function = try readFunction(&parser) { declaration.functions[function.name.text] = function }
                return true
            case "var":
                let property = try readProperty(&parser, wrapper: nil)
                if let body = property.computedBody {
                    declaration.functions[property.name.text] = FunctionDeclaration(property: property, body: body)
                }
                return true
            default:
                return false
            }
        }
        parser.move(to: close + 1)
        reader.types.add(declaration)
    }

    /// Reads the members of a type's body up to `close`: `read` takes those it knows (and says
    /// so), attributes first; modifiers and `static let`s (into `types`) are read here, nested
    /// enums too; anything else is skipped as a declaration.
    func readMembers(_ parser: inout SyntaxParser, until close: Int, of type: String,
                     _ read: (inout SyntaxParser) throws(Diagnostic) -> Bool) throws(Diagnostic) {
        var isStatic = false
        while parser.position < close {
            let token = parser.current
            if token.kind == .punctuation, token.text == "@" {
                // The reader of the type keeps the attributes it needs (`@State`).
                if try read(&parser) { continue }
                var ignored = Pending()
                try readAttribute(&parser, into: &ignored)
                continue
            }
            if token.kind == .punctuation, token.text == ";" { parser.skip(); continue }
            if token.kind == .identifier, ["static", "class"].contains(token.text), parser.tokens[parser.position + 1].kind == .identifier,
               ["let", "var", "func"].contains(parser.tokens[parser.position + 1].text) {
                isStatic = true
                parser.skip()
                continue
            }
            if token.kind == .identifier, Self.declarationModifiers.contains(token.text) { parser.skip(); continue }
            if isStatic, token.text == "func" {
                // `static func card(…) -> some View`: a view made by a function of the type.
                isStatic = false
                if let function = try readFunction(&parser), function.returnsView { reader.types.addViewFunction(function, of: type) }
                continue
            }
            if isStatic, token.text == "let" || token.text == "var" {
                isStatic = false
                let property = try readProperty(&parser, wrapper: nil)
                if let initial = property.initial { reader.types.addStatic(property.name.text, of: type, value: initial) }
                continue
            }
            isStatic = false
            if token.kind == .identifier, token.text == "enum" {
                try readEnum(&parser)
                continue
            }
            if try read(&parser) { continue }
            if token.kind == .identifier, token.text == "struct", parser.tokens[parser.position + 1].kind == .identifier,
               try readNestedStruct(&parser) { continue }
            if token.kind == .identifier, ["struct", "class", "extension", "actor", "protocol"].contains(token.text),
               parser.tokens[parser.position + 1].kind == .identifier {
                reader.types.declare(parser.tokens[parser.position + 1].text)
            }
            let before = parser.position
            try skipDeclaration(&parser)
            if parser.position == before { parser.skip() }
        }
    }

    /// A view nested in a type or an extension (`extension Pager { struct Content: View }`): a
    /// view of the module, by its own name (`Content`, `Pager.Content`). False, the parser back
    /// at the struct, when it cannot be read: it is then skipped as a declaration.
    private func readNestedStruct(_ parser: inout SyntaxParser) throws(Diagnostic) -> Bool {
        let start = parser.position
        var previews: [PreviewDeclaration] = []
        do {
            if let nested = try readStruct(&parser, previews: &previews) { reader.types.addNested(nested) }
            return true
        } catch {
            if error.isLimit { throw error }
            reader.types.markUnreadable(parser.tokens[start + 1].text, error)
            parser.move(to: start)
            return false
        }
    }

    /// Words before a declaration that change nothing this tool reads.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "final", "nonisolated", "open", "package", "mutating",
        "lazy", "weak", "override", "indirect", "dynamic", "required", "convenience", "isolated",
    ]
}

extension FunctionDeclaration {
    /// A computed property as a function of no arguments: `var isActive: Bool { … }`.
    init(property: PropertyDeclaration, body: Range<Int>) {
        self.init(name: property.name, parameters: [], returnTypeNames: property.typeNames, body: body, isProperty: true)
    }
}
