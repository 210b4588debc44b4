import TraceFormat

/// The gestures a gesture expression can name: `let drag = DragGesture()` bindings, computed
/// `var drag: some Gesture { … }` properties, and custom `struct SwipeGesture: Gesture` types,
/// each read where it is used, with the values of the properties it can see.
struct GestureScope: Sendable {
    enum Combinator { case simultaneous, sequence, exclusive }

    /// The combinators' initializer forms, `SimultaneousGesture(a, b)`.
    static let initializers: [String: Combinator] = [
        "SimultaneousGesture": .simultaneous, "SequenceGesture": .sequence, "ExclusiveGesture": .exclusive,
    ]

    enum Binding: Sendable {
        /// `let drag = DragGesture()…`.
        case expression(ExpressionSyntax, SourceReader)
        /// `var drag: some Gesture { … }`: the tokens in its braces.
        case computed(Range<Int>, SourceReader)
        /// `struct SwipeGesture: Gesture { … }`.
        case type(TypeDeclaration, SourceReader)
        /// `func dragGesture(for note: Int) -> some Gesture { … }`: read per call, its
        /// parameters bound to the call's arguments.
        case function(FunctionDeclaration, SourceReader)
    }

    private var bindings: [String: Binding] = [:]
    /// The file's custom `Gesture` structs, shared by every copy of the scope so a struct's body
    /// sees all of them, itself included.
    private var types = GestureStructs()

    /// Unchecked: docs/architecture.md#threads says why it is safe.
    final class GestureStructs: @unchecked Sendable {
        var declarations: [String: (TypeDeclaration, SourceReader)] = [:]
    }
    /// How many named gestures are being read inside one another, so `var a: some Gesture { a }`
    /// is an error rather than a stack overflow.
    private var nesting = 0

    var isEmpty: Bool { bindings.isEmpty }

    func contains(_ name: String) -> Bool { bindings[name] != nil || types.declarations[name] != nil }

    /// Declares a custom gesture struct for every reader that shares this scope.
    func declare(_ type: TypeDeclaration, reader: SourceReader) { types.declarations[type.name.text] = (type, reader) }

    mutating func bind(_ name: String, _ binding: Binding) { bindings[name] = binding }

    /// The gesture `syntax` names, and the index of its first modifier; nil when its base names
    /// no gesture of the scope.
    func resolve(_ name: SourceToken, _ syntax: ExpressionSyntax, in reader: SourceReader)
        throws(Diagnostic) -> (expression: GestureReader.ReadGesture, firstModifier: Int)? {
        guard let binding = bindings[name.text] ?? types.declarations[name.text].map({ .type($0.0, $0.1) }) else { return nil }
        guard nesting < ExpressionParser.maximumNesting else {
            throw reader.error(at: name, "'\(name.text)' refers to itself; a gesture cannot contain itself")
        }
        switch binding {
        case .expression(let bound, var boundReader):
            if case .call? = syntax.postfixes.first {
                throw reader.error(at: syntax.postfixes[0].firstToken, "'\(name.text)' is a gesture, not a function; use it as '\(name.text)'")
            }
            boundReader.gestureScope.nesting = nesting + 1
            return (try boundReader.readWholeGesture(bound), 0)
        case .computed(let body, var boundReader):
            if case .call? = syntax.postfixes.first {
                throw reader.error(at: syntax.postfixes[0].firstToken, "'\(name.text)' is a gesture property, not a function; use it as '\(name.text)'")
            }
            boundReader.gestureScope.nesting = nesting + 1
            return (try boundReader.readGestureBlock(body, named: name), 0)
        case .function(let function, var boundReader):
            guard case .call(let list)? = syntax.postfixes.first else {
                throw reader.error(at: reader.token(after: syntax), "expected '(' after '\(name.text)'; '\(name.text)' is a function that makes a gesture")
            }
            boundReader.valueScope = try reader.evaluator.bindArguments(list, to: function, in: reader.valueScope, at: name, approximating: true)
            boundReader.gestureScope.nesting = nesting + 1
            return (try boundReader.readGestureBlock(function.body, named: name), 1)
        case .type(let declaration, let typeReader):
            guard case .call(let list)? = syntax.postfixes.first else {
                throw reader.error(at: reader.token(after: syntax), "expected '(' after '\(name.text)'; write '\(name.text)()' to create the gesture")
            }
            var inner = typeReader
            inner.valueScope = try reader.instanceScope(of: declaration, arguments: list, declaredIn: typeReader)
            inner.gestureScope.nesting = nesting + 1
            for property in declaration.properties where property.isGesture {
                if let body = property.computedBody { inner.gestureScope.bind(property.name.text, .computed(body, inner)) }
            }
            return (try inner.readGestureBlock(declaration.body, named: name), 1)
        }
    }
}

extension SourceReader {
    /// A gesture that must be all of `syntax`.
    func readWholeGesture(_ syntax: ExpressionSyntax) throws(Diagnostic) -> GestureReader.ReadGesture {
        let gesture = try gestureReader.readGesture(syntax)
        if let stray = gesture.stray {
            throw error(at: stray, "unexpected '\(stray.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return gesture
    }

    /// A block that makes a gesture: `let` bindings, then the gesture, with or without `return`.
    func readGestureBlock(_ range: Range<Int>, named name: SourceToken) throws(Diagnostic) -> GestureReader.ReadGesture {
        var reader = self
        var parser = syntaxParser(at: range.lowerBound)
        var result: GestureReader.ReadGesture?
        while parser.position < range.upperBound {
            let token = parser.current
            if token.kind == .punctuation, token.text == ";" { parser.skip(); continue }
            if token.kind == .identifier, token.text == "let" || token.text == "var" {
                let binding = try reader.readLocalBinding(&parser)
                guard case .operand(let syntax) = binding.value else {
                    throw error(at: binding.value.firstToken, "expected a gesture for '\(binding.name.text)', found \(describe(binding.value.firstToken))")
                }
                reader.gestureScope.bind(binding.name.text, .expression(syntax, reader))
                continue
            }
            if token.kind == .identifier, token.text == "return" { parser.skip() }
            if result != nil {
                throw error(at: parser.current, "unexpected \(describe(parser.current)) after the gesture of '\(name.text)'")
            }
            let syntax = try parser.expression()
            if syntax.isMissing { throw error(at: parser.current, "expected a gesture, found \(describe(parser.current))") }
            result = try reader.readWholeGesture(syntax)
        }
        guard let result else { throw error(at: name, "'\(name.text)' makes no gesture; its body is empty") }
        return result
    }

    /// `let name = value` or `let name: Type = value` inside a block: a property line, read as
    /// the declaration reader reads one, that must have a value.
    func readLocalBinding(_ parser: inout SyntaxParser) throws(Diagnostic) -> (name: SourceToken, value: ValueSyntax) {
        // Cannot trap: with a value required, nil is never returned.
        try readLocalBinding(&parser, requiringValue: true)!
    }

    /// The same, where a declaration without a value (`let style: Style`, assigned later) is
    /// nil unless `requiringValue`.
    func readLocalBinding(_ parser: inout SyntaxParser, requiringValue: Bool) throws(Diagnostic) -> (name: SourceToken, value: ValueSyntax)? {
        let property = try declarations.readProperty(&parser, wrapper: nil)
        guard let initial = property.initial else {
            if !requiringValue { return nil }
            throw error(at: parser.current, "expected '=' and a value after '\(property.name.text)'")
        }
        return (property.name, initial)
    }

    /// The values of a struct's properties for one instance: the arguments given, else the
    /// initial values, evaluated where they are written.
    func instanceScope(of declaration: TypeDeclaration, arguments list: ArgumentListSyntax,
                       declaredIn typeReader: SourceReader) throws(Diagnostic) -> ValueScope {
        var scope = typeReader.fileScope
        var given: [String: ExpressionSyntax] = [:]
        for argument in list.arguments {
            guard let label = argument.label else {
                // `CustomFocus(binding, equals: value)`: an `init` of the type's own, which the
                // memberwise binding cannot follow; what its properties hold is approximated.
                warn(at: argument.value.firstToken, "'\(declaration.name.text)' is made with an unlabeled argument (an init of its own); it is not bound to a property, and what reads its properties is approximated")
                continue
            }
            guard let property = declaration.property(label.text), property.computedBody == nil else {
                var message = "'\(declaration.name.text)' has no property '\(label.text)'"
                let names = declaration.properties.filter { $0.computedBody == nil }.map(\.name.text)
                if let suggestion = Suggestion.nearest(to: label.text, among: names) { message += "; did you mean '\(suggestion)'?" }
                throw error(at: label, message)
            }
            given[property.name.text] = argument.value
        }
        for property in declaration.properties where property.computedBody == nil {
            if let argument = given[property.name.text] {
                // A closure argument (`action: { … }`, or a closure passed on: `perform: perform`)
                // is app code, accepted and not run.
                if case .closure = argument.base { continue }
                if property.isClosure { continue }
                if case .binding(let binding) = argument.base, let bound = self.valueScope.lookup(binding.text) {
                    scope = scope.adding(property.name.text, bound)
                    continue
                }
                // An argument the tool cannot evaluate (a model, a value of another file) leaves
                // the property opaque: what reads it is approximated where it is read.
                if let value = try approximating(at: argument.firstToken, { () throws(Diagnostic) in
                    try evaluator.typed(try evaluator.evaluate(try valueParser.value(of: argument), in: self.valueScope), as: property.typeNames)
                }, assumed: { "cannot evaluate '\(property.name.text):' of '\(declaration.name.text)' (\($0)); what reads it is approximated" }) {
                    scope = scope.adding(property.name.text, value.typed(as: property.typeNames))
                }
            } else if let initial = property.initial {
                if let value = try? typeReader.evaluator.evaluate(initial, in: scope) { scope = scope.adding(property.name.text, value.typed(as: property.typeNames)) }
            } else if property.isOptional, property.isVariable {
                // `@State private var dragAmount: CGPoint?` starts as nil.
                scope = scope.adding(property.name.text, .null)
            }
        }
        return scope
    }
}

extension SourceReader {
    /// Whether the text starts with a declaration rather than an expression: pasted lines such
    /// as `@GestureState var …`, `let drag = …`, `struct …`, `return …`, `#if …`.
    var startsWithDeclaration: Bool {
        let first = self.tokens[0]
        if first.kind == .punctuation { return first.text == "@" || first.text == "#" }
        guard first.kind == .identifier else { return false }
        return ["let", "var", "struct", "return", "private", "fileprivate", "public", "internal", "import", "enum",
                "class", "extension", "func", "final", "static"].contains(first.text)
    }

    /// Puts a file's gesture structs, gesture bindings and constants in scope.
    mutating func bindDeclarations(of file: SourceFile) {
        for property in file.looseProperties {
            if let body = property.computedBody, property.isGesture {
                gestureScope.bind(property.name.text, .computed(body, self))
            } else if property.wrapper == nil, case .operand(let syntax)? = property.initial, Self.looksLikeGesture(syntax, scope: gestureScope) {
                gestureScope.bind(property.name.text, .expression(syntax, self))
            } else if let initial = property.initial, let value = try? evaluator.evaluate(initial, in: self.fileScope) {
                self.fileScope = self.fileScope.adding(property.name.text, value)
            }
        }
        self.valueScope = self.fileScope
        for type in file.types where type.kind == .gesture { gestureScope.declare(type, reader: self) }
    }

    /// Whether a binding's value is a gesture: it starts with a gesture's name, a combinator's
    /// initializer, or a gesture already in scope.
    static func looksLikeGesture(_ syntax: ExpressionSyntax, scope: GestureScope) -> Bool {
        guard case .name(let name) = syntax.base else { return false }
        return Catalog.gesture(named: name.text) != nil || GestureScope.initializers[name.text] != nil
            || name.text.hasSuffix("Gesture") || scope.contains(name.text)
    }
}
