import Recognizers
import TraceFormat

/// Reads a file's declarations: view, gesture and data types, `ViewModifier`s, `View`
/// extensions, functions, properties and loose statements (`SourceFile`), skipping what it
/// does not need.
struct DeclarationReader {
    var reader: SourceReader
}


extension DeclarationReader {
    func readFile() throws(Diagnostic) -> SourceFile {
        var file = SourceFile()
        var parser = reader.syntaxParser()
        var pending = Pending()
        while parser.current.kind != .end {
            let token = parser.current
            if token.kind == .punctuation, token.text == "@" {
                try readAttribute(&parser, into: &pending)
                continue
            }
            if token.kind == .punctuation, token.text == "#" {
                try readMacro(&parser, into: &file)
                pending = Pending()
                continue
            }
            if token.kind == .punctuation, token.text == ";" { parser.skip(); continue }
            guard token.kind == .identifier else {
                file.looseStatements.append(try statementRange(&parser))
                continue
            }
            if Self.declarationKeywords.contains(token.text) {
                try readDeclarationOrSkip(&parser, into: &file, pending: pending)
                pending = Pending()
                continue
            }
            switch token.text {
            case "import":
                parser.skip()
                let line = reader.lines.line(of: token.offset)
                while parser.current.kind != .end, reader.lines.line(of: parser.current.offset) == line { parser.skip() }
            case _ where token.text == "static" || Self.declarationModifiers.contains(token.text):
                parser.skip()
            case "let", "var":
                file.looseProperties.append(try readProperty(&parser, wrapper: pending.wrapper))
                pending = Pending()
            default:
                file.looseStatements.append(try statementRange(&parser))
            }
        }
        // Views nested in other types, after the file's own: a name is looked up first among those.
        file.types += reader.types.nested
        // What extensions add to a view, in whichever file they are.
        for index in file.types.indices {
            guard let members = file.typeExtensions[file.types[index].name.text] else { continue }
            file.types[index].properties += members.properties
            file.types[index].functions += members.functions
        }
        if let snippet = Self.snippetView(of: file) { file.types.append(snippet) }
        return file
    }

    /// One declaration that cannot be read does not stop the others: it is skipped, said once at
    /// its place, and what uses it is approximated.
    private func readDeclarationOrSkip(_ parser: inout SyntaxParser, into file: inout SourceFile, pending: Pending) throws(Diagnostic) {
        let start = parser.position
        do {
            try readDeclaration(&parser, into: &file, pending: pending)
        } catch {
            if error.isLimit { throw error }
            parser.move(to: start)
            try skipDeclaration(&parser)
            if parser.position == start { parser.skip() }
            let name = Self.declaredName(at: start, in: parser.tokens)
            var warning = error
            warning.message += "; " + (name.map { "'\($0)' is" } ?? "the declaration is") + " not read"
                + (name == nil ? "" : ", and what uses it is approximated")
            warning.severity = .warning
            reader.cache.warn(warning)
            if let name { reader.types.markUnreadable(name, error) }
        }
    }

    /// The keywords that start a declaration `readDeclaration` reads.
    private static let declarationKeywords: Set<String> = ["struct", "func", "enum", "class", "extension", "actor", "protocol", "init", "typealias"]

    private func readDeclaration(_ parser: inout SyntaxParser, into file: inout SourceFile, pending: Pending) throws(Diagnostic) {
        switch parser.current.text {
        case "struct":
            let start = parser.position
            if let declaration = try readStruct(&parser, previews: &file.previews) { file.types.append(declaration) }
            // `struct MyApp: App`: the conformances before its `{` name `App`.
            let header = reader.tokens[start..<parser.position].prefix { $0.text != "{" }
            if header.contains(where: { $0.kind == .identifier && $0.text == "App" }) { file.appRanges.append(start..<parser.position) }
            if file.appRoot == nil {
                file.appRoot = windowGroupContent(start..<parser.position)
                if file.appRoot != nil { file.appDefaultSize = windowDefaultSize(start..<parser.position) }
            }
        case "func":
            if let function = try readFunction(&parser) { file.looseFunctions.append(function) }
        case "enum":
            try readEnum(&parser)
        case "class", "extension", "actor":
            // Data and helpers: their static members and nested enums are read, the rest skipped.
            try readOtherType(&parser, into: &file)
        case "typealias":
            // `typealias Row = ItemRow`: another name of a type; anything more is skipped.
            let tokens = parser.tokens, at = parser.position
            if at + 3 < tokens.count, tokens[at + 1].kind == .identifier, tokens[at + 2].text == "=", tokens[at + 3].kind == .identifier {
                reader.types.addAlias(tokens[at + 1].text, of: tokens[at + 3].text)
            }
            try skipDeclaration(&parser)
        default:
            // `protocol`, `init`.
            try skipDeclaration(&parser)
        }
    }

    /// The name a declaration starting at `start` declares (`struct Name`), if it names one.
    private static func declaredName(at start: Int, in tokens: [SourceToken]) -> String? {
        guard start + 1 < tokens.count, tokens[start + 1].kind == .identifier, tokens[start].text != "init" else { return nil }
        return tokens[start + 1].text
    }

    /// `#Preview { … }`, `#Preview("Name", traits: .landscapeLeft) { … }`: a preview, a root with
    /// the developer's data. Any other macro at the top level (`#warning`, a package's
    /// `#Playground`) lays out nothing: skipped, with a warning.
    private func readMacro(_ parser: inout SyntaxParser, into file: inout SourceFile) throws(Diagnostic) {
        let hash = parser.current
        parser.skip()
        guard parser.current.kind == .identifier else { throw reader.error(at: hash, "expected a macro name after '#'") }
        let name = parser.current
        parser.skip()
        var title: String?
        if parser.current.kind == .punctuation, parser.current.text == "(" {
            let close = try reader.closing(of: parser.position)
            if parser.position + 1 < close, parser.tokens[parser.position + 1].kind == .string { title = parser.tokens[parser.position + 1].text }
            parser.move(to: close + 1)
        }
        guard parser.current.kind == .punctuation, parser.current.text == "{" else {
            if name.text != "Preview" { reader.warn(at: name, "'#\(name.text)' lays out nothing here; skipped") }
            return
        }
        let open = parser.position
        let close = try reader.closing(of: open)
        parser.move(to: close + 1)
        // A widget's preview goes on with labelled closures (`timeline: { … }`): its entries, not
        // a view's content.
        while parser.current.kind == .identifier, parser.position + 2 < parser.tokens.count,
              parser.tokens[parser.position + 1].text == ":", parser.tokens[parser.position + 2].kind == .punctuation,
              parser.tokens[parser.position + 2].text == "{" {
            parser.move(to: try reader.closing(of: parser.position + 2) + 1)
        }
        guard name.text == "Preview" else {
            reader.warn(at: name, "'#\(name.text)' lays out nothing here; skipped")
            return
        }
        var token = hash
        token.text = "#Preview"
        file.previews.append(PreviewDeclaration(name: title, token: token, body: (open + 1)..<close))
    }

    /// Property lines and `var body: some View { … }` with no struct around them — the commonest
    /// shape in guides — read as the struct they were copied from, named `Root` as a bare body is.
    private static func snippetView(of file: SourceFile) -> TypeDeclaration? {
        guard !file.types.contains(where: { $0.kind == .view }), file.looseStatements.isEmpty,
              let body = file.looseProperties.last(where: { $0.name.text == "body" }), let range = body.computedBody else { return nil }
        var name = body.name
        name.text = "Root"
        return TypeDeclaration(kind: .view, name: name, properties: file.looseProperties.filter { $0.name.text != "body" },
                               body: range, functions: file.looseFunctions)
    }

    /// `WindowGroup { ContentView() }` in `struct MyApp: App { … }`: the first view it names.
    private func windowGroupContent(_ range: Range<Int>) -> String? {
        guard range.count > 3, reader.tokens[range.lowerBound + 1].kind == .identifier,
              reader.tokens[range].prefix(8).contains(where: { $0.text == "App" }) else { return nil }
        for index in range where reader.tokens[index].text == "WindowGroup" {
            var next = index + 1
            while next < range.upperBound, reader.tokens[next].text != "{" { next += 1 }
            if next + 1 < range.upperBound, reader.tokens[next + 1].kind == .identifier { return reader.tokens[next + 1].text }
        }
        return nil
    }

    /// `.defaultSize(width: 900, height: 600)` or `.defaultSize(CGSize(width: 900, height: 600))`
    /// in an `App`'s body: literal sizes only.
    private func windowDefaultSize(_ range: Range<Int>) -> CGSize? {
        let tokens = reader.tokens
        for index in range where tokens[index].text == "defaultSize" && index > range.lowerBound && tokens[index - 1].text == "." {
            var width: Double?, height: Double?
            var at = index + 1
            while at + 2 < range.upperBound, tokens[at].text != ")" || width == nil || height == nil {
                if tokens[at].text == "width", tokens[at + 1].text == ":", tokens[at + 2].kind == .number { width = Double(tokens[at + 2].text) }
                if tokens[at].text == "height", tokens[at + 1].text == ":", tokens[at + 2].kind == .number { height = Double(tokens[at + 2].text) }
                if tokens[at].text == ")", width != nil, height != nil { break }
                if at > index + 16 { break }
                at += 1
            }
            if let width, let height, width > 0, height > 0, width.isFinite, height.isFinite { return CGSize(width: width, height: height) }
        }
        return nil
    }

    /// What attributes before a declaration said.
    struct Pending { var wrapper: String? }

    /// `@State`, `@GestureState`, `@Environment(\.x)`, `@MainActor`, `@main`, `@available(…)`.
    func readAttribute(_ parser: inout SyntaxParser, into pending: inout Pending) throws(Diagnostic) {
        let at = parser.current
        parser.skip()
        guard parser.current.kind == .identifier else { throw reader.error(at: at, "expected an attribute name after '@'") }
        var name = parser.current.text
        parser.skip()
        // `@SwiftUI.State`: the module-qualified attribute is the same wrapper.
        while parser.current.kind == .punctuation, parser.current.text == ".", parser.tokens[parser.position + 1].kind == .identifier {
            parser.skip()
            name = parser.current.text
            parser.skip()
        }
        if parser.current.kind == .punctuation, parser.current.text == "(", parser.current.offset == parser.tokens[parser.position - 1].offset + name.utf8.count {
            try skipBalanced(&parser, openingAt: "(")
        }
        switch name {
        case "State", "GestureState", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject",
             "FocusState", "AppStorage", "SceneStorage", "Namespace", "Bindable", "ScaledMetric", "Published":
            pending.wrapper = name
        default:
            break
        }
    }

    /// `struct Name<…>: A, B { members }`; nil for a struct that is neither a View nor a Gesture.
    func readStruct(_ parser: inout SyntaxParser, previews: inout [PreviewDeclaration]) throws(Diagnostic) -> TypeDeclaration? {
        parser.skip()
        guard parser.current.kind == .identifier else { throw reader.error(at: parser.current, "expected a name after 'struct'") }
        let name = parser.current
        parser.skip()
        let generics = readGenerics(&parser)
        var conformances: [String] = []
        while parser.current.kind != .end, !(parser.current.kind == .punctuation && parser.current.text == "{") {
            if parser.current.kind == .identifier { conformances.append(parser.current.text) }
            parser.skip()
        }
        guard parser.current.kind == .punctuation, parser.current.text == "{" else {
            throw reader.error(at: name, "expected '{' to start the body of struct '\(name.text)'")
        }
        let close = try reader.closing(of: parser.position)
        parser.skip()
        reader.types.declare(name.text)
        let kind: TypeDeclaration.Kind
        if conformances.contains("View") { kind = .view } else if conformances.contains("Gesture") { kind = .gesture }
        else if conformances.contains("ViewModifier") { kind = .modifier }
        else if conformances.contains("PreviewProvider") {
            // `static var previews: some View { … }`: a preview, named after its provider.
            let tokens = parser.tokens
            if let at = (parser.position..<close).first(where: { tokens[$0].text == "previews" && $0 > 0 && tokens[$0 - 1].text == "var" }),
               let open = (at..<close).first(where: { tokens[$0].kind == .punctuation && tokens[$0].text == "{" }) {
                let end = try reader.closing(of: open)
                previews.append(PreviewDeclaration(name: name.text, token: name, body: (open + 1)..<end))
            }
            parser.move(to: close + 1)
            return nil
        } else if conformances.contains("UIGestureRecognizerRepresentable") {
            try readRepresentable(&parser, name: name, until: close)
            return nil
        } else {
            // A data type: its stored properties, static members and nested enums are read.
            reader.types.add(try readDataType(&parser, name: name, until: close))
            parser.move(to: close + 1)
            return nil
        }
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []
        var body: Range<Int>?
        var pending = Pending()
        try readMembers(&parser, until: close, of: name.text) { (parser) throws(Diagnostic) -> Bool in
            let token = parser.current
            if token.kind == .punctuation, token.text == "@" {
                try readAttribute(&parser, into: &pending)
                return true
            }
            switch token.text {
            case "let", "var":
                let property = try readProperty(&parser, wrapper: pending.wrapper)
                pending = Pending()
                if property.name.text == "body", let computed = property.computedBody {
                    body = computed
                } else {
                    properties.append(property)
                }
                return true
            case "func":
                if let function = try readFunction(&parser) { functions.append(function) }
                pending = Pending()
                return true
            default:
                pending = Pending()
                return false
            }
        }
        parser.move(to: close + 1)
        if kind == .modifier {
            guard let function = functions.first(where: { $0.name.text == "body" }) else {
                throw reader.error(at: name, "struct '\(name.text)' has no 'func body(content: Content) -> some View { … }'")
            }
            return TypeDeclaration(kind: kind, name: name, properties: properties, body: function.body,
                                   functions: functions.filter { $0.name.text != "body" }, contentName: function.parameters.first?.name ?? "content")
        }
        guard let body else {
            let what = kind == .view ? "View" : "Gesture"
            throw reader.error(at: name, "struct '\(name.text)' has no 'var body: some \(what) { … }'")
        }
        return TypeDeclaration(kind: kind, name: name, properties: properties, body: body, functions: functions, generics: generics)
    }

    /// `struct Card<Content: View>`: the generic parameters, each a name a property's type may be.
    private func readGenerics(_ parser: inout SyntaxParser) -> [String] {
        var generics: [String] = []
        guard parser.current.kind == .punctuation, parser.current.text == "<" else { return generics }
        var depth = 0
        var expectsName = true
        while parser.current.kind != .end {
            let token = parser.current
            if token.kind == .punctuation, token.text == "<" { depth += 1; expectsName = depth == 1 }
            else if token.kind == .punctuation, token.text == ">" { depth -= 1; if depth == 0 { break } }
            else if token.kind == .punctuation, token.text == ",", depth == 1 { expectsName = true }
            else if token.kind == .identifier, expectsName { generics.append(token.text); expectsName = false }
            parser.skip()
        }
        return generics
    }

    /// `struct Name: UIGestureRecognizerRepresentable`: read as the UIKit recognizer its
    /// `makeUIGestureRecognizer` makes.
    private func readRepresentable(_ parser: inout SyntaxParser, name: SourceToken, until close: Int) throws(Diagnostic) {
        var make: Range<Int>?
        let body = parser.position..<close
        try readMembers(&parser, until: close, of: name.text) { (parser) throws(Diagnostic) -> Bool in
            guard parser.current.text == "func" else { return false }
            if let function = try readFunction(&parser), function.name.text == "makeUIGestureRecognizer" { make = function.body }
            return true
        }
        parser.move(to: close + 1)
        guard let make else { throw reader.error(at: name, "struct '\(name.text)' has no 'func makeUIGestureRecognizer(context:)'") }
        reader.types.addRepresentable(name.text, makeBody: make, body: body)
    }

    /// `class Name: …`, `extension Name …`, `actor Name`: only what values come from is read.
    /// `extension View { … }` gives its functions that return a view: modifiers of the app's own.
    /// `extension ContentView { var header: some View { … } }`: members of any other type's
    /// extension that a view may use, kept to join that type (`SourceFile.typeExtensions`).
    private func readOtherType(_ parser: inout SyntaxParser, into file: inout SourceFile) throws(Diagnostic) {
        let start = parser.position
        let keyword = parser.current.text
        parser.skip()
        guard parser.current.kind == .identifier else { parser.move(to: start); try skipDeclaration(&parser); return }
        let name = parser.current.text
        if keyword != "extension" { reader.types.declare(name) }
        while parser.current.kind != .end, !(parser.current.kind == .punctuation && parser.current.text == "{") {
            if parser.current.kind == .punctuation, parser.current.text == "<" { try skipAngles(&parser); continue }
            parser.skip()
        }
        guard parser.current.kind == .punctuation, parser.current.text == "{" else { return }
        let close = try reader.closing(of: parser.position)
        parser.skip()
        if keyword == "class", let token = Optional(parser.tokens[start + 1]), token.text == name {
            reader.types.add(try readDataType(&parser, name: token, until: close))
            parser.move(to: close + 1)
            return
        }
        // `extension Outer.Inner`: the members join `Inner`.
        var extended = name
        var at = start + 2
        while at + 1 < close, parser.tokens[at].text == ".", parser.tokens[at + 1].kind == .identifier {
            extended = parser.tokens[at + 1].text
            at += 2
        }
        var members = SourceFile.TypeExtension()
        try readMembers(&parser, until: close, of: extended) { (parser) throws(Diagnostic) -> Bool in
            guard keyword == "extension" else { return false }
            if name == "View" {
                guard parser.current.text == "func" else { return false }
                if let function = try readFunction(&parser), function.returnsView { file.viewExtensions[function.name.text] = function }
                return true
            }
            switch parser.current.text {
            case "var":
                let property = try readProperty(&parser, wrapper: nil)
                if property.computedBody != nil { members.properties.append(property) }
                return true
            case "func":
                if let function = try readFunction(&parser) { members.functions.append(function) }
                return true
            default:
                return false
            }
        }
        if !members.properties.isEmpty || !members.functions.isEmpty {
            file.typeExtensions[extended, default: SourceFile.TypeExtension()].properties += members.properties
            file.typeExtensions[extended, default: SourceFile.TypeExtension()].functions += members.functions
        }
        parser.move(to: close + 1)
    }

    /// The members of a struct or class that holds data: stored `let`/`var`s in order, and
    /// whether it has an `init` of its own.
    private func readDataType(_ parser: inout SyntaxParser, name: SourceToken, until close: Int) throws(Diagnostic) -> DataTypeDeclaration {
        var declaration = DataTypeDeclaration(name: name)
        var pending = Pending()
        try readMembers(&parser, until: close, of: name.text) { (parser) throws(Diagnostic) -> Bool in
            switch parser.current.text {
            case "@":
                try readAttribute(&parser, into: &pending)
                return true
            case "let", "var":
                let property = try readProperty(&parser, wrapper: pending.wrapper)
                pending = Pending()
                if property.computedBody == nil { declaration.properties.append(property) }
                return true
            case "init":
                declaration.hasInitializer = true
                return false
            default:
                return false
            }
        }
        return declaration
    }

    /// `func name<…>(parameters) throws -> Type { body }` in a struct (where a function always
    /// has a body); only the parameters' labels, names and defaults are read, not their types.
    func readFunction(_ parser: inout SyntaxParser) throws(Diagnostic) -> FunctionDeclaration? {
        let start = parser.position
        parser.skip()
        let name = parser.current
        guard name.kind == .identifier else { parser.move(to: start); try skipDeclaration(&parser); return nil }
        parser.skip()
        if parser.current.kind == .punctuation, parser.current.text == "<" { try skipAngles(&parser) }
        guard parser.current.kind == .punctuation, parser.current.text == "(" else {
            parser.move(to: start)
            try skipDeclaration(&parser)
            return nil
        }
        let close = try reader.closing(of: parser.position)
        var parameters: [FunctionDeclaration.Parameter] = []
        parser.skip()
        while parser.position < close {
            // `label name: Type = default` up to the next comma at this level.
            var names: [String] = []
            // `@ViewBuilder content: …`: an attribute before the names.
            while parser.position < close, parser.current.kind == .punctuation, parser.current.text == "@",
                  parser.tokens[parser.position + 1].kind == .identifier {
                parser.skip()
                parser.skip()
            }
            while parser.position < close, parser.current.kind == .identifier { names.append(parser.current.text); parser.skip() }
            var defaultValue: ValueSyntax?
            while parser.position < close, !(parser.current.kind == .punctuation && parser.current.text == ",") {
                let token = parser.current
                if token.kind == .punctuation, token.text == "=" {
                    parser.skip()
                    defaultValue = try? reader.valueParser.parseValue(&parser)
                    continue
                }
                if token.kind == .punctuation, token.text == "(" || token.text == "[" { try skipBalanced(&parser, openingAt: token.text); continue }
                if token.kind == .punctuation, token.text == "<" { try skipAngles(&parser); continue }
                parser.skip()
            }
            if parser.position < close { parser.skip() }
            guard let last = names.last else { continue }
            let label = names.count >= 2 ? names[0] : last
            parameters.append(.init(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue))
        }
        parser.move(to: close + 1)
        var returnTypeNames: [String] = []
        while parser.current.kind != .end, !(parser.current.kind == .punctuation && parser.current.text == "{") {
            if parser.current.kind == .identifier { returnTypeNames.append(parser.current.text) }
            if parser.current.kind == .punctuation, parser.current.text == "(" || parser.current.text == "[" {
                try skipBalanced(&parser, openingAt: parser.current.text)
                continue
            }
            if parser.current.kind == .punctuation, parser.current.text == "<" { try skipAngles(&parser); continue }
            parser.skip()
        }
        guard parser.current.kind == .punctuation, parser.current.text == "{" else { return nil }
        let bodyClose = try reader.closing(of: parser.position)
        let body = (parser.position + 1)..<bodyClose
        parser.move(to: bodyClose + 1)
        return FunctionDeclaration(name: name, parameters: parameters, returnTypeNames: returnTypeNames.filter { $0 != "throws" && $0 != "async" }, body: body)
    }

    /// A property's type: names, dots, generics, optionals, arrays, tuples and closures' arrows.
    private func readType(_ parser: inout SyntaxParser, onLine line: Int, into property: inout PropertyDeclaration) throws(Diagnostic) {
        while parser.current.kind != .end {
            let token = parser.current
            if token.kind == .punctuation {
                if token.text == "=" || token.text == "{" { break }
                if token.text == "(" || token.text == "[" || token.text == "<" {
                    if token.text == "<" { try skipAngles(&parser) } else { try skipBalanced(&parser, openingAt: token.text) }
                    continue
                }
                if !".?!-> &".contains(token.text) { break }
                if token.text == ">", parser.tokens[parser.position - 1].text == "-" { property.hasArrow = true }
            } else if reader.lines.line(of: token.offset) != line {
                break
            } else {
                property.typeNames.append(token.text)
            }
            property.isOptional = token.kind == .punctuation && token.text == "?"
            parser.skip()
        }
    }

    /// `let name: Type = value`, `var name = value`, `var name: some View { … }`.
    func readProperty(_ parser: inout SyntaxParser, wrapper: String?) throws(Diagnostic) -> PropertyDeclaration {
        let keyword = parser.current
        parser.skip()
        guard parser.current.kind == .identifier else {
            throw reader.error(at: parser.current, "expected a name after '\(keyword.text)', found \(reader.describe(parser.current))")
        }
        let name = parser.current
        parser.skip()
        var property = PropertyDeclaration(name: name, wrapper: wrapper)
        property.isVariable = keyword.text == "var"
        let line = reader.lines.line(of: name.offset)
        if parser.current.kind == .punctuation, parser.current.text == ":" {
            parser.skip()
            try readType(&parser, onLine: line, into: &property)
        }
        if parser.current.kind == .punctuation, parser.current.text == "=" {
            parser.skip()
            let start = parser.position
            do throws(Diagnostic) {
                property.initial = try reader.valueParser.parseValue(&parser)
                // A value that stops mid-line (`Reducer<A, B>.combine(…)` read as `Reducer < A`)
                // was not read whole: the property is opaque, as for any other it cannot read.
                let next = parser.current, last = parser.tokens[max(start, parser.position - 1)]
                if next.kind != .end, reader.lines.line(of: next.offset) == reader.lines.line(of: last.offset),
                   !(next.kind == .punctuation && (next.text == ";" || next.text == "}")) {
                    throw reader.error(at: next, "not read whole")
                }
            } catch {
                if error.isLimit { throw error }
                // A literal or macro this tool does not read: the property is opaque.
                parser.move(to: start)
                try skipExpression(&parser)
                property.initialUnreadable = true
            }
        } else if parser.current.kind == .punctuation, parser.current.text == "{", reader.lines.line(of: parser.current.offset) == line {
            let open = parser.position
            let close = try reader.closing(of: open)
            property.computedBody = (open + 1)..<close
            // `{ get { … } }` is a computed property written long-hand.
            if parser.tokens[open + 1].kind == .identifier, parser.tokens[open + 1].text == "get",
               parser.tokens[open + 2].kind == .punctuation, parser.tokens[open + 2].text == "{" {
                property.computedBody = (open + 3)..<(try reader.closing(of: open + 2))
            }
            parser.move(to: close + 1)
        }
        return property
    }

    /// Moves past an expression this tool cannot parse: to the first token of a later line that
    /// does not continue it (`.`, an operator, a line ending with one), past bracketed groups.
    private func skipExpression(_ parser: inout SyntaxParser) throws(Diagnostic) {
        var line = reader.lines.line(of: parser.current.offset)
        while parser.current.kind != .end {
            let token = parser.current
            if reader.lines.line(of: token.offset) != line {
                let previous = parser.tokens[parser.position - 1]
                let continues = (token.kind == .punctuation && ".+-*/?:&|".contains(token.text))
                    || (previous.kind == .punctuation && ",=+-*/?:&|(".contains(previous.text))
                guard continues else { return }
                line = reader.lines.line(of: token.offset)
            }
            if token.kind == .punctuation, token.text == "}" || token.text == ")" || token.text == "]" { return }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
                parser.move(to: try reader.closing(of: parser.position) + 1)
                continue
            }
            parser.skip()
        }
    }

    /// The tokens of one statement outside declarations: an expression, `return` and an
    /// expression, or `if … { } else { }`.
    func statementRange(_ parser: inout SyntaxParser) throws(Diagnostic) -> Range<Int> {
        let start = parser.position
        if parser.current.kind == .identifier, parser.current.text == "return" { parser.skip() }
        if parser.current.kind == .identifier, parser.current.text == "if" {
            try skipIf(&parser)
            return start..<parser.position
        }
        let expression = try parser.expression()
        if expression.isMissing {
            throw reader.error(at: parser.current, "unexpected \(reader.describe(parser.current)); expected a view, a gesture or a declaration")
        }
        // Operators after the expression belong to it (`a + b` as a statement is odd, but Swift's).
        while let (op, count) = reader.valueParser.binaryOperator(at: parser), op != "=", op != ":" , op != "?" {
            for _ in 0..<count { parser.skip() }
            _ = try parser.expression()
        }
        return start..<parser.position
    }

    /// `if condition { … } [else if … { … }] [else { … }]`.
    private func skipIf(_ parser: inout SyntaxParser) throws(Diagnostic) {
        // An `else if` chain in a loop: it may be as long as the file.
        while true {
            parser.skip()
            try skipBalanced(&parser, until: "{")
            try skipBalanced(&parser, openingAt: "{")
            guard parser.current.kind == .identifier, parser.current.text == "else" else { return }
            parser.skip()
            guard parser.current.kind == .identifier, parser.current.text == "if" else {
                try skipBalanced(&parser, openingAt: "{")
                return
            }
        }
    }

    /// A declaration skipped whole: up to its body's closing brace, or its line's end.
    func skipDeclaration(_ parser: inout SyntaxParser) throws(Diagnostic) {
        let line = reader.lines.line(of: parser.current.offset)
        while parser.current.kind != .end {
            let token = parser.current
            if token.kind == .punctuation, token.text == "{" {
                try skipBalanced(&parser, openingAt: "{")
                return
            }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                try skipBalanced(&parser, openingAt: token.text)
                continue
            }
            if token.kind == .punctuation, token.text == "<" { try skipAngles(&parser); continue }
            if reader.lines.line(of: token.offset) != line, token.kind == .identifier, !["where", "throws", "async", "rethrows"].contains(token.text) {
                // A declaration with no body (`typealias`, a protocol requirement) ends with its line.
                let previous = parser.tokens[parser.position - 1]
                // After `,` `:` `=` `&` or `->` the declaration goes on (`) -> Double {` on its own line).
                let arrow = previous.text == ">" && parser.tokens[parser.position - 2].text == "-"
                if !(previous.kind == .punctuation && (",:=&".contains(previous.text) || arrow)) { return }
            }
            parser.skip()
        }
    }

    /// Moves past the bracketed group opening at the current token.
    func skipBalanced(_ parser: inout SyntaxParser, openingAt open: String) throws(Diagnostic) {
        guard parser.current.kind == .punctuation, parser.current.text == open else {
            throw reader.error(at: parser.current, "expected '\(open)', found \(reader.describe(parser.current))")
        }
        parser.move(to: try reader.closing(of: parser.position) + 1)
    }

    /// Moves to the next `text` at this nesting level, skipping bracketed groups.
    private func skipBalanced(_ parser: inout SyntaxParser, until text: String) throws(Diagnostic) {
        while parser.current.kind != .end, !(parser.current.kind == .punctuation && parser.current.text == text) {
            if parser.current.kind == .punctuation, parser.current.text == "(" || parser.current.text == "[" {
                try skipBalanced(&parser, openingAt: parser.current.text)
            } else {
                parser.skip()
            }
        }
        guard parser.current.kind != .end else { throw reader.error(at: parser.current, "expected '\(text)'") }
    }

    /// `<T: View>`: generic parameters, which the bracket table does not pair.
    private func skipAngles(_ parser: inout SyntaxParser) throws(Diagnostic) {
        var depth = 0
        repeat {
            if parser.current.kind == .end { throw reader.error(at: parser.current, "'<' is never closed") }
            if parser.current.text == "<" { depth += 1 } else if parser.current.text == ">" { depth -= 1 }
            parser.skip()
        } while depth > 0
    }
}
