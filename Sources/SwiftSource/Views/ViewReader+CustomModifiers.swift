/// Modifiers of the app's own — how guides package a custom gesture: `struct CardStyle:
/// ViewModifier { func body(content: Content) -> some View { … } }` used as
/// `.modifier(CardStyle())`, and `extension View { func cardStyle() -> some View { … } }` used as
/// `.cardStyle()`. Each is read where it is used, its body laid out with `content` (or `self`)
/// standing for the view it modifies.
extension ViewReader {
    /// A body's expression that starts from the view being modified: `content.padding()`,
    /// `self.background(…)`, or, in an extension, a modifier with no receiver (`padding()`,
    /// `modifier(SwipeModifier())`) on the implicit `self`. Nil for any other expression.
    func readModified(_ syntax: ExpressionSyntax) throws(Diagnostic) -> [ViewNode]? {
        if case .binding(let dollar) = syntax.base, let node = boundViews["$" + dollar.text] {
            // `$0.padding()` in a closure called with a view.
            var nodes = [node]
            try applyAll(try layoutModifierReader.splitModifiers(syntax.postfixes[...], of: syntax), to: &nodes, scope: reader.valueScope)
            return nodes
        }
        guard case .name(let token) = syntax.base else { return nil }
        if let closure = boundClosures[token.text], case .call(let list)? = syntax.postfixes.first {
            // `apply(self)`, `content(proxy, reader)`: the closure's body, each parameter (or
            // `$0`, `$1`) the view or the value passed; one that cannot be evaluated is unknown.
            var inner = self
            inner.boundClosures[token.text] = nil
            var scope = reader.valueScope
            for (index, argument) in list.arguments.enumerated() {
                let parameter = index < closure.parameters.count ? closure.parameters[index].text : "$\(index)"
                if case .name(let name) = argument.value.base, argument.value.postfixes.isEmpty, let view = boundViews[name.text] {
                    inner.boundViews[parameter] = view
                } else if let value = try? reader.evaluator.evaluate(try reader.valueParser.value(of: argument.value), in: reader.valueScope) {
                    scope = scope.adding(parameter, value)
                }
            }
            var nodes = try inner.readBlock(closure.body, scope: scope)
            try applyAll(try layoutModifierReader.splitModifiers(syntax.postfixes.dropFirst(), of: syntax), to: &nodes, scope: reader.valueScope)
            return nodes
        }
        if let node = boundViews[token.text], !(token.text == "self" && syntax.postfixes.first.map(Self.isCall) == true) {
            var nodes = [node]
            var postfixes = syntax.postfixes[...]
            // `content()`: a generic container's view held as a closure, called.
            if token.text != "self", case .call(let list)? = postfixes.first, list.arguments.isEmpty { postfixes = postfixes.dropFirst() }
            try applyAll(try layoutModifierReader.splitModifiers(postfixes, of: syntax), to: &nodes, scope: reader.valueScope)
            return nodes
        }
        // `padding()` in `extension View`: a modifier of the implicit `self` (the `self.` of
        // `self.padding()` was dropped as the file was read).
        guard let node = boundViews["self"], isModifierName(token.text), case .call? = syntax.postfixes.first else { return nil }
        let first = ModifierSyntax(name: token, arguments: nil, trailingClosures: [], afterArguments: reader.token(after: syntax))
        let modifiers = try reader.modifierReader.modifierChain(syntax.postfixes[...], after: first, of: syntax, example: ".padding()")
        var nodes = [node]
        try applyAll(modifiers, to: &nodes, scope: reader.valueScope)
        return nodes
    }

    private static func isCall(_ postfix: ExpressionSyntax.Postfix) -> Bool { if case .call = postfix { true } else { false } }

    /// Whether `name` is a modifier rather than a view: one this tool reads, one of the file's, or
    /// `modifier(_:)`.
    private func isModifierName(_ name: String) -> Bool {
        name == "modifier" || file.viewExtensions[name] != nil || LayoutModifierRules.byName[name] != nil
            || Catalog.viewModifier(named: name) != nil || LayoutModifierReader.visualModifiers.contains(name)
    }

    /// `.modifier(CardStyle(color: .red))` or `.cardStyle()`: the view `node` as the modifier's
    /// body makes it; nil when `modifier` is neither.
    func customModified(_ modifier: ModifierSyntax, _ node: ViewNode, scope: ValueScope) throws(Diagnostic) -> ViewNode? {
        let name = modifier.name
        if name.text == "modifier" {
            guard let argument = modifier.arguments?.arguments.first?.value, case .name(let type) = argument.base,
                  let declaration = file.type(type.text), declaration.kind == .modifier else { return nil }
            let list: ArgumentListSyntax?
            if case .call(let arguments)? = argument.postfixes.first { list = arguments } else { list = nil }
            let wrapper = try instantiate(declaration, at: type, arguments: list, content: node)
            return Self.unwrapped(wrapper)
        }
        guard let function = file.viewExtensions[name.text] else { return nil }
        guard reader.callDepth < ValueEvaluator.maximumCallDepth else {
            throw error(at: name, "calls of '.\(name.text)' nest more than \(ValueEvaluator.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
        }
        var inner = self
        inner.reader.callDepth += 1
        inner.boundViews["self"] = node
        let arguments = Self.withTrailingClosures(modifier.arguments, modifier.trailingClosures, at: modifier.name, for: function)
        inner.boundClosures = Self.closures(in: arguments, for: function)
        let views = try inner.readBlock(function.body, scope: try reader.evaluator.bindArguments(arguments, to: function, in: scope, at: name, approximating: true))
        return views.count == 1 ? views[0] : ViewNode(kind: .stack(axis: nil, alignment: .center, spacing: nil), typeName: "ZStack", token: name, children: views)
    }

    /// The call's arguments with its trailing closures given to the parameters no argument names,
    /// in order, as Swift matches them.
    static func withTrailingClosures(_ arguments: ArgumentListSyntax?, _ trailingClosures: [(label: SourceToken?, closure: ClosureSyntax)],
                                     at name: SourceToken, for function: FunctionDeclaration) -> ArgumentListSyntax? {
        guard !trailingClosures.isEmpty else { return arguments }
        var list = arguments ?? ArgumentListSyntax(open: name, arguments: [], close: name)
        let named = Set(list.arguments.compactMap { $0.label?.text })
        // The unlabeled arguments written take the first unlabeled parameters.
        var unlabeledWritten = list.arguments.filter { $0.label == nil }.count
        var open = function.parameters.filter { parameter in
            guard let label = parameter.label else {
                if unlabeledWritten > 0 { unlabeledWritten -= 1; return false }
                return true
            }
            return !named.contains(label)
        }[...]
        for (label, closure) in trailingClosures {
            let parameter = label.flatMap { label in function.parameters.first { $0.label == label.text } } ?? open.popFirst()
            let value = ExpressionSyntax(base: .closure(closure), postfixes: [], range: (closure.body.lowerBound - 1)..<(closure.body.upperBound + 1))
            let token = parameter?.label.map { SourceToken(kind: .identifier, text: $0, offset: closure.open.offset) }
            list.arguments.append(ArgumentSyntax(label: token, value: value))
        }
        return list
    }

    /// The closures an argument list passes, by the name of the parameter each is bound to.
    static func closures(in list: ArgumentListSyntax?, for function: FunctionDeclaration) -> [String: ClosureSyntax] {
        var closures: [String: ClosureSyntax] = [:]
        for (parameter, argument) in function.arguments(of: list) {
            if let argument, case .closure(let closure) = argument.base, argument.postfixes.isEmpty { closures[parameter.name] = closure }
        }
        return closures
    }

    /// The view a modifier's body made, without the node `instantiate` puts around a view's body.
    private static func unwrapped(_ wrapper: ViewNode) -> ViewNode {
        guard wrapper.children.count == 1 else { return wrapper }
        return wrapper.children[0]
    }
}
