/// The roots a scene starts from (`SourceModule.Root`): a view struct, a file's bare body, a preview.
extension ViewReader {
    /// A view struct as the root of the scene, with its properties' initial values.
    func readRoot(_ declaration: TypeDeclaration) throws(Diagnostic) -> ViewNode {
        try instantiate(declaration, at: declaration.name, arguments: nil)
    }

    /// A body as people copy it: the statements are the body of an implicit view named `Root`,
    /// whose state is `properties` (the lines with a wrapper before it).
    func readImplicitRoot(statements: [Range<Int>], properties: [PropertyDeclaration]) throws(Diagnostic) -> ViewNode {
        var inner = self
        let scope = try inner.declareRootState(properties)
        var children: [ViewNode] = []
        for statement in statements { children += try inner.readBlock(statement, scope: scope) }
        let token = reader.tokens[statements[0].lowerBound]
        return ViewNode(kind: .custom, typeName: "Root", token: token, children: ViewNode.body(children, token: token))
    }

    /// `#Preview { ItemRow(item: .mock) }`: the developer's sample data, laid out as the root.
    /// Its `@Previewable @State var` lines (first, as Xcode requires) are the state of an
    /// implicit view named `Preview`.
    func readPreview(_ preview: PreviewDeclaration) throws(Diagnostic) -> ViewNode {
        var parser = reader.syntaxParser(at: preview.body.lowerBound)
        var properties: [PropertyDeclaration] = []
        let declarations = reader.declarations
        while parser.position < preview.body.upperBound, parser.current.kind == .punctuation, parser.current.text == "@" {
            var pending = DeclarationReader.Pending()
            while parser.current.kind == .punctuation, parser.current.text == "@" { try declarations.readAttribute(&parser, into: &pending) }
            guard parser.current.text == "let" || parser.current.text == "var" else {
                throw error(at: parser.current, "expected '@Previewable @State var name = value' in the preview, found \(reader.describe(parser.current))")
            }
            properties.append(try declarations.readProperty(&parser, wrapper: pending.wrapper))
        }
        var inner = self
        let scope = try inner.declareRootState(properties)
        let children = try inner.readBlock(parser.position..<preview.body.upperBound, scope: scope)
        return ViewNode(kind: .custom, typeName: "Preview", token: preview.token, children: ViewNode.body(children, token: preview.token))
    }

    /// A new instance with `properties` as its state, started at their initial values; a value
    /// that cannot be evaluated (a model, a type of another file) is opaque, as in a struct.
    private mutating func declareRootState(_ properties: [PropertyDeclaration]) throws(Diagnostic) -> ValueScope {
        let instance = state.newInstance()
        var scope = reader.fileScope
        for property in properties {
            guard let initial = property.initial else {
                if property.isOptional, property.isVariable {
                    scope = scope.adding(property.name.text, .null)
                    state.declare(instance: instance, name: property.name.text, initial: .null)
                }
                continue
            }
            guard let value = try reader.approximating(at: property.name, { () throws(Diagnostic) in
                try reader.evaluator.evaluate(initial, in: scope).typed(as: property.typeNames)
            }, assumed: { _ in ViewReader.opaqueInitialValue(property) })
            else { continue }
            scope = scope.adding(property.name.text, value)
            state.declare(instance: instance, name: property.name.text, initial: value)
        }
        self.instance = instance
        reader.instance = instance
        return scope
    }
}
