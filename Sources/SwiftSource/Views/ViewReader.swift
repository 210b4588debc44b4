import Recognizers
import TraceFormat

/// Reads a `View` body from Swift source into `ViewNode`s: SwiftUI's containers, shapes, text,
/// images and controls, views of the same file used by name, `ForEach` over ranges and array
/// literals, `if`/`else` on literals and initial state, and the modifiers that lay out, hit-test
/// or attach gestures. Anything else is a located error naming the construct and what to write.
struct ViewReader {
    var reader: SourceReader
    let file: SourceFile
    /// The state every view instance declares, with its initial value.
    let state: StateTable
    /// The struct instance whose body is being read, for state keys.
    var instance: Int = 0
    /// Views of the file being read inside one another, so a view that contains itself is an
    /// error rather than a stack overflow.
    var nesting: [String] = []
    /// Blocks inside blocks (`VStack { HStack { … } }`) around the one being read: bounded, so
    /// the readers' and the layout's recursion over views cannot exhaust the stack.
    var depth = 0
    /// Modifiers on one view: the layout recurses once per modifier.
    static let maximumModifiers = 256
    /// Views already read that a body names: `content` in a `ViewModifier`'s body, `self` in a
    /// `View` extension's (`ViewReader+CustomModifiers.swift`).
    var boundViews: [String: ViewNode] = [:]
    /// Closures passed to a modifier or view function of the app's own, by parameter name
    /// (`applyIf(cond) { $0.padding() }`): where the body calls one with a view (`apply(self)`),
    /// its body is read with its parameter standing for that view.
    var boundClosures: [String: ClosureSyntax] = [:]
    /// The root's `@Binding`s nothing passes: their start values are assumed, so an `if` on one
    /// is undecided and lays out every branch.
    var unpassedBindings: Set<String> = []

    init(reader: SourceReader, file: SourceFile, state: StateTable) {
        self.reader = reader
        self.file = file
        self.state = state
    }

    func error(at token: SourceToken, _ message: String) -> Diagnostic { reader.error(at: token, message) }

    // MARK: - Bodies

    /// The views a builder block makes: a closure's body or a struct's `body`.
    func readBlock(_ range: Range<Int>, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        var parser = reader.syntaxParser(at: range.lowerBound)
        var views: [ViewNode] = []
        var inner = self
        inner.reader.valueScope = scope
        inner.depth += 1
        guard inner.depth <= SyntaxParser.maximumDepth else {
            throw error(at: reader.tokens[range.lowerBound], SyntaxParser.sourceNestingMessage)
        }
        while parser.position < range.upperBound {
            let token = parser.current
            if try inner.readNonView(&parser, before: range.upperBound) { continue }
            if token.kind == .identifier {
                switch token.text {
                case "if":
                    views += try inner.readIf(&parser, scope: inner.reader.valueScope)
                    continue
                case "let", "var":
                    try inner.readLocal(&parser)
                    continue
                case "return":
                    parser.skip()
                    continue
                case "switch":
                    views += try inner.readSwitch(&parser, scope: inner.reader.valueScope)
                    continue
                case "guard":
                    let (guarded, ends) = try inner.readGuard(&parser, at: token)
                    if ends { return views + guarded }
                    views += guarded
                    continue
                case "for", "while":
                    throw error(at: token, "'\(token.text)' is not supported in a view body yet; use 'if'/'else' or 'ForEach'")
                default:
                    break
                }
            }
            let start = parser.position
            let syntax = try parser.expression()
            if syntax.isMissing {
                throw error(at: token, "expected a view, found \(reader.describe(token))")
            }
            if let (op, _) = reader.valueParser.binaryOperator(at: parser), op != "=",
               reader.lines.line(of: parser.current.offset) == reader.lines.line(of: reader.tokens[parser.position - 1].offset) {
                // `index == current ? Image(…) : Image(…)`: a view chosen on the start values.
                var value = reader.syntaxParser(at: start)
                views += try inner.layoutModifierReader.readChoice(try reader.valueParser.parseValue(&value), scope: inner.reader.valueScope)
                parser.move(to: value.position)
                continue
            }
            views += try inner.readView(syntax)
        }
        return views
    }

    /// `guard ready else { return EmptyView() }` in a function that makes a view: the else
    /// block's views when a condition fails (`ends`: nothing after it is laid out), else what
    /// follows, with the guard's bindings; both when it cannot be decided, as an undecided `if`.
    mutating func readGuard(_ parser: inout SyntaxParser, at token: SourceToken) throws(Diagnostic) -> (views: [ViewNode], ends: Bool) {
        parser.skip()
        let first = parser.current
        let conditions = try reader.valueParser.parseConditions(&parser, until: "else")
        guard parser.current.text == "else" else { throw error(at: token, "expected 'else' after the guard's conditions") }
        parser.skip()
        guard parser.current.kind == .punctuation, parser.current.text == "{" else {
            throw error(at: parser.current, "expected '{' after 'else'")
        }
        let close = try reader.closing(of: parser.position)
        let elseRange = (parser.position + 1)..<close
        parser.move(to: close + 1)
        let reader = self.reader
        let holds: [(String, SourceValue)]??? = try conditions.map { (conditions) throws(Diagnostic) in
            try reader.approximating(at: first, { () throws(Diagnostic) in try reader.evaluator.holds(conditions, in: reader.valueScope) },
                                     assumed: { "cannot evaluate the guard's condition (\($0)); its else block and what follows are both laid out" })
        }
        switch holds {
        case .some(.some(.some(let bindings))):
            self.reader.valueScope = reader.valueScope.adding(bindings)
            return ([], false)
        case .some(.some(.none)):
            return (try readBlock(elseRange, scope: reader.valueScope), true)
        default:
            if conditions == nil { reader.warn(at: first, "cannot read the guard's condition; its else block and what follows are both laid out") }
            return (try readBlock(elseRange, scope: reader.valueScope), false)
        }
    }

    /// A statement of a body that makes no view, read here: `;`, `@Bindable var model = model`
    /// (Observation's idiom as a body's first line: the binding; its wrapper only says how
    /// SwiftUI observes it), and `style = .species`, a local declared above without a value,
    /// assigned (bound in this block from here on; what reads it outside is approximated).
    private mutating func readNonView(_ parser: inout SyntaxParser, before end: Int) throws(Diagnostic) -> Bool {
        let token = parser.current
        if token.kind == .punctuation, token.text == ";" {
            parser.skip()
            return true
        }
        if token.kind == .punctuation, token.text == "@", parser.tokens[parser.position + 1].kind == .identifier,
           ["let", "var"].contains(parser.tokens[parser.position + 2].text) {
            parser.skip()
            parser.skip()
            return true
        }
        if token.kind == .identifier, parser.position + 2 < end, parser.tokens[parser.position + 1].text == "=",
           parser.tokens[parser.position + 2].text != "=" {
            try readAssignment(&parser)
            return true
        }
        return false
    }

    /// `switch subject { case …: views … }` in a body: the case the start values choose; a subject
    /// that cannot be evaluated hides no case: every case is laid out, one after the other, each
    /// a branch lint knows never shows with another (as an undecided `if`), with a warning.
    private func readSwitch(_ parser: inout SyntaxParser, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        let keyword = parser.current
        parser.skip()
        parser.allowsTrailingClosures = false
        let subject = try reader.valueParser.parseValue(&parser)
        parser.allowsTrailingClosures = true
        guard parser.current.kind == .punctuation, parser.current.text == "{" else {
            throw error(at: parser.current, "expected '{' after the switch's subject, found \(reader.describe(parser.current))")
        }
        let close = try reader.closing(of: parser.position)
        guard let cases = reader.valueParser.switchCases(openingAt: parser.position, closingAt: close), !cases.isEmpty else {
            throw error(at: keyword, "cannot read the cases of this switch; write each as 'case .name:' or 'case .name(let value):'")
        }
        parser.move(to: close + 1)
        let decided = try reader.approximating(at: subject.firstToken, { () throws(Diagnostic) in
            try reader.evaluator.choose(cases, for: try reader.evaluator.evaluate(subject, in: scope), in: scope)
        }, assumed: { "cannot evaluate the switch's subject (\($0)); every case is laid out, one after the other" })
        guard let chosen = decided else {
            // Names a case binds (`case .loaded(let items)`) are unknown inside: approximated where
            // read; a case that cannot be read at all is left out.
            func read(_ switchCase: SwitchCase) throws(Diagnostic) -> [ViewNode]? {
                try reader.approximating(at: subject.firstToken, { () throws(Diagnostic) in try readBlock(switchCase.body, scope: scope) },
                                         assumed: { "cannot read a case of this switch (\($0)); it is left out" })
            }
            // A variant: the case of its number, or the last.
            if let forced = state.forcedBranch { return try read(cases[min(forced, cases.count - 1)]) ?? [] }
            let group = state.newAlternative()
            var views: [ViewNode] = []
            for (index, switchCase) in cases.enumerated() {
                guard let caseViews = try read(switchCase) else { continue }
                views += Self.inBranch(caseViews, AlternativeBranch(group: group, branch: index))
            }
            return views
        }
        guard let (body, bindings) = chosen else { return [] }
        return try readBlock(body, scope: scope.adding(bindings))
    }

    /// Whether a condition's tokens name one of the root's unpassed `@Binding`s (not as a member
    /// of something else).
    private func readsUnpassedBinding(_ range: Range<Int>) -> Bool {
        guard !unpassedBindings.isEmpty else { return false }
        let tokens = reader.tokens
        return range.contains { index in
            tokens[index].kind == .identifier && unpassedBindings.contains(tokens[index].text) && (index == 0 || tokens[index - 1].text != ".")
        }
    }

    /// `views` as laid out from `branch` of an `if` or `switch` the reader could not decide: lint
    /// knows views of two branches of one never show together (`SceneSpec.alternatives`).
    private static func inBranch(_ views: [ViewNode], _ branch: AlternativeBranch) -> [ViewNode] {
        views.map { view in
            var view = view
            view.roles.alternatives.append(branch)
            return view
        }
    }

    /// An `if`'s conditions, read as callbacks read them (Bools, `let name [= value]`, `case
    /// pattern = value`): whether its branch is taken, with the names it binds, or unknown (an
    /// environment value, a model, the root's binding a parent passes).
    private func decideCondition(_ parser: inout SyntaxParser, scope: ValueScope) throws(Diagnostic) -> (taken: Bool, unknown: Bool, scope: ValueScope) {
        let first = parser.current
        let firstIndex = parser.position
        let parsed = try reader.valueParser.parseConditions(&parser, until: "{")
        if parsed != nil, readsUnpassedBinding(firstIndex..<parser.position) {
            // `if viewerShown` with the root's binding: the value a parent passes is unknown.
            return (false, true, scope)
        }
        guard let conditions = parsed else {
            reader.warn(at: first, "cannot read this condition; both branches are laid out, one after the other")
            return (false, true, scope)
        }
        let bindings = try reader.approximating(at: first, { () throws(Diagnostic) in
            try reader.evaluator.holds(conditions, in: scope)
        }, assumed: { "cannot evaluate the condition (\($0)); both branches are laid out, one after the other" })
        if let bindings = bindings ?? nil { return (true, false, scope.adding(bindings)) }
        return (false, bindings == nil, scope)
    }

    /// `if condition { … } else if … { … } else { … }`, decided on the values the scene starts with.
    /// Every condition is read and checked; the views come from the first branch taken. A
    /// condition that cannot be decided (a model's value, the environment) hides no branch: its
    /// views and those of what follows are laid out, one after the other, with a warning. The
    /// `else if` chain is walked in a loop, however long it is.
    private func readIf(_ parser: inout SyntaxParser, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        var result: [ViewNode]?
        // The branches of conditions that could not be decided, before the one taken, each
        // tagged with its branch so lint knows they never show together.
        var undecided: [ViewNode] = []
        var group: Int?
        var branch = 0
        while true {
            parser.skip()
            // Clauses as callbacks read them: Bools, `let name [= value]`, `case pattern = value`.
            let first = parser.current
            let (taken, unknown, thenScope) = try decideCondition(&parser, scope: scope)
            guard parser.current.kind == .punctuation, parser.current.text == "{" else {
                throw error(at: parser.current, "expected '{' after the condition, found \(reader.describe(parser.current))")
            }
            let close = try reader.closing(of: parser.position)
            let thenRange = (parser.position + 1)..<close
            parser.move(to: close + 1)
            if taken, result == nil {
                result = try readBlock(thenRange, scope: thenScope)
                if let group { result = Self.inBranch(result ?? [], AlternativeBranch(group: group, branch: branch)) }
            }
            if unknown, result == nil, let forced = state.forcedBranch {
                // A variant: this branch when it is the one of its number; what follows otherwise.
                if branch == forced {
                    result = try reader.approximating(at: first, { () throws(Diagnostic) in try readBlock(thenRange, scope: thenScope) },
                                                      assumed: { "cannot read this branch (\($0)); it is left out" }) ?? []
                }
                branch += 1
            } else if unknown, result == nil {
                let id = group ?? state.newAlternative()
                group = id
                // Names the condition would bind (`if let item = model.item`) are unknown inside:
                // what reads them is approximated; a branch that cannot be read at all is left out.
                if let views = try reader.approximating(at: first, { () throws(Diagnostic) in try readBlock(thenRange, scope: thenScope) },
                                                        assumed: { "cannot read this branch (\($0)); it is left out" }) {
                    undecided += Self.inBranch(views, AlternativeBranch(group: id, branch: branch))
                }
                branch += 1
            }
            guard parser.current.kind == .identifier, parser.current.text == "else" else { break }
            parser.skip()
            if parser.current.kind == .identifier, parser.current.text == "if" { continue }
            guard parser.current.kind == .punctuation, parser.current.text == "{" else {
                throw error(at: parser.current, "expected '{' after 'else'")
            }
            let elseClose = try reader.closing(of: parser.position)
            if result == nil {
                result = try readBlock((parser.position + 1)..<elseClose, scope: scope)
                if let group { result = Self.inBranch(result ?? [], AlternativeBranch(group: group, branch: branch)) }
            }
            parser.move(to: elseClose + 1)
            break
        }
        return undecided + (result ?? [])
    }

    // MARK: - Views

    /// `style = .species` in a builder block: the name bound to the value from here on. A
    /// function of its own, so `readBlock`'s frame, which nesting multiplies, stays small.
    @inline(never)
    private mutating func readAssignment(_ parser: inout SyntaxParser) throws(Diagnostic) {
        let name = parser.current.text
        parser.skip()
        parser.skip()
        let value = try reader.valueParser.parseValue(&parser)
        if let evaluated = try? reader.evaluator.evaluate(value, in: reader.valueScope) {
            reader.valueScope = reader.valueScope.adding(name, evaluated)
        }
    }

    /// `let name = value` in a builder block: a gesture bound by name, or a value in scope; one
    /// that cannot be evaluated is approximated where read. A function of its own, so
    /// `readBlock`'s frame, which nesting multiplies, stays small.
    @inline(never)
    private mutating func readLocal(_ parser: inout SyntaxParser) throws(Diagnostic) {
        if parser.tokens[parser.position + 1].text == "(" { return try readTupleBinding(&parser) }
        // `let style: Row.Style` assigned below (in a switch): unbound, so what reads it is approximated.
        guard let binding = try reader.readLocalBinding(&parser, requiringValue: false) else { return }
        if case .operand(let syntax) = binding.value, SourceReader.looksLikeGesture(syntax, scope: reader.gestureScope) {
            reader.gestureScope.bind(binding.name.text, .expression(syntax, reader))
        } else if let value = try reader.approximating(at: binding.name, { () throws(Diagnostic) in
            try reader.evaluator.evaluate(binding.value, in: reader.valueScope)
        }, assumed: { "cannot evaluate '\(binding.name.text)' (\($0)); what reads it is approximated" }) {
            reader.valueScope = reader.valueScope.adding(binding.name.text, value)
        }
    }

    /// `let (level, insets) = model.indentation(of: id)`: each name bound to its element of the
    /// tuple the value makes; when it cannot be evaluated, the names are unbound and what reads
    /// them is approximated.
    @inline(never)
    private mutating func readTupleBinding(_ parser: inout SyntaxParser) throws(Diagnostic) {
        parser.skip()
        let close = try reader.closing(of: parser.position)
        let names = reader.tokens[(parser.position + 1)..<close].filter { $0.kind == .identifier }.map(\.text)
        parser.move(to: close + 1)
        guard parser.current.text == "=" else { return }
        parser.skip()
        let value = try reader.valueParser.parseValue(&parser)
        guard case .object(SourceValue.tupleType, let fields)? = try? reader.evaluator.evaluate(value, in: reader.valueScope) else { return }
        reader.valueScope = reader.valueScope.adding(zip(names, fields).map { ($0, $1.value) })
    }

    /// `item.variations.map { variations in ForEach(variations) { … } }`: an optional's `map`
    /// making a view — none when the value is nil, the closure's views with its parameter bound
    /// when it is not, and, when the value cannot be evaluated, the closure's views with the
    /// parameter unknown (approximated where read), with a warning. Nil for any other expression.
    @inline(never)
    private func readOptionalMap(_ syntax: ExpressionSyntax, scope: ValueScope) throws(Diagnostic) -> [ViewNode]? {
        guard case .name(let base) = syntax.base, base.text.first?.isLowercase == true, syntax.postfixes.count >= 3,
              case .member(_, let map) = syntax.postfixes[syntax.postfixes.count - 2], map.text == "map",
              case .trailingClosure(nil, let closure) = syntax.postfixes[syntax.postfixes.count - 1] else { return nil }
        let value = ExpressionSyntax(base: syntax.base, postfixes: Array(syntax.postfixes.dropLast(2)), range: syntax.range)
        let parameter = closure.parameters.first?.text ?? "$0"
        let evaluated = try reader.approximating(at: base, { () throws(Diagnostic) in
            try reader.evaluator.evaluate(try reader.valueParser.value(of: value), in: scope)
        }, assumed: { "cannot evaluate \(reader.describe(value)) (\($0)); the views its map makes are laid out, without its value" })
        switch evaluated {
        case .null?: return []
        case let value?: return try readBlock(closure.body, scope: scope.adding(parameter, value))
        case nil: return try readBlock(closure.body, scope: scope)
        }
    }

    /// `Theme.card("A")`: a view made by a static function of the project's type — its body,
    /// its arguments bound and the type's other statics in scope by their bare names, as a view
    /// method's. Nil for any other expression. A function of its own, so `readView`'s frame,
    /// which every nested view adds to the stack, stays small.
    @inline(never)
    private func readTypeFunction(_ type: SourceToken, _ postfixes: ArraySlice<ExpressionSyntax.Postfix>, of syntax: ExpressionSyntax,
                                  scope: ValueScope) throws(Diagnostic) -> [ViewNode]? {
        guard case .member(_, let name)? = postfixes.first, let function = reader.types.viewFunctions[type.text]?[name.text],
              postfixes.count >= 2, case .call(let list) = postfixes[postfixes.startIndex + 1] else { return nil }
        guard reader.callDepth < ValueEvaluator.maximumCallDepth else {
            throw error(at: name, "calls of '\(name.text)' nest more than \(ValueEvaluator.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
        }
        var inner = self
        inner.reader.callDepth += 1
        var bound = try reader.evaluator.bindArguments(list, to: function, in: scope, at: name, approximating: true)
        for (member, initial) in (reader.types.statics[type.text] ?? [:]).sorted(by: { $0.key < $1.key }) where bound.lookup(member) == nil {
            var evaluator = reader.evaluator
            evaluator.staticOwner = type.text
            if let value = try? evaluator.evaluate(initial, in: reader.fileScope) { bound = bound.adding(member, value) }
        }
        var nodes = try inner.readBlock(function.body, scope: bound)
        try applyAll(try layoutModifierReader.splitModifiers(postfixes.dropFirst(2), of: syntax), to: &nodes, scope: scope)
        return nodes
    }

    /// One view expression with its modifiers; `ForEach` and `Group` make several.
    func readView(_ syntax: ExpressionSyntax) throws(Diagnostic) -> [ViewNode] {
        let scope = reader.valueScope
        if let nodes = try readModified(syntax) { return nodes }
        if let nodes = try readOptionalMap(syntax, scope: scope) { return nodes }
        var postfixes = syntax.postfixes[...]
        var typeToken: SourceToken
        switch syntax.base {
        case .name(let token): typeToken = token
        case .implicitMember(_, let name):
            // `.red` as a view is Color.red in a builder that expects a View.
            throw error(at: name, "expected a view, found '.\(name.text)'; write 'Color.\(name.text)' for a color")
        default:
            throw error(at: syntax.firstToken, "expected a view such as VStack { … } or Circle(), found \(reader.describe(syntax))")
        }
        // The initializer: an optional `.member` (Color.red), a call, trailing closures.
        var member: SourceToken?
        if let target = reader.types.aliases[typeToken.text], file.type(typeToken.text) == nil { typeToken.text = target }
        if let nodes = try readTypeFunction(typeToken, postfixes, of: syntax, scope: scope) { return nodes }
        if case .member(_, let name)? = postfixes.first, typeToken.text == "Color" || typeToken.text == "Image" {
            member = name
            postfixes = postfixes.dropFirst()
        } else if case .member(_, let name)? = postfixes.first, name.text.first?.isUppercase == true,
                  reader.types.names.contains(typeToken.text), file.type(name.text)?.kind == .view {
            // `Pager.Content(…)`: a view nested in a type of the module, by its own name.
            typeToken = name
            postfixes = postfixes.dropFirst()
        }
        var arguments: ArgumentListSyntax?
        if case .call(let list)? = postfixes.first {
            arguments = list
            postfixes = postfixes.dropFirst()
        }
        var closures: [(label: SourceToken?, closure: ClosureSyntax)] = []
        while case .trailingClosure(let label, let closure)? = postfixes.first {
            closures.append((label, closure))
            postfixes = postfixes.dropFirst()
        }
        let (values, unlabeled) = labeled(arguments)
        let call = ViewCall(type: typeToken, member: member, values: values, unlabeled: unlabeled, closures: closures, scope: scope)
        var nodes = try readInitializer(call, arguments: arguments)
        try applyAll(try layoutModifierReader.splitModifiers(postfixes, of: syntax), to: &nodes, scope: scope)
        return nodes
    }

    /// Each modifier on each node, in order.
    func applyAll(_ modifiers: [ModifierSyntax], to nodes: inout [ViewNode], scope: ValueScope) throws(Diagnostic) {
        for index in nodes.indices {
            for modifier in modifiers {
                // Counted on the node: a Group's or a ForEach's children take the modifiers outside them too.
                guard nodes[index].modifiers.count < Self.maximumModifiers else {
                    throw error(at: modifier.name, "the view has more than \(Self.maximumModifiers) modifiers, the limit (docs/reliability.md#limits)")
                }
                try layoutModifierReader.apply(modifier, to: &nodes[index], scope: scope)
            }
        }
    }

    /// The gestures a view's body may name: its functions and computed properties that return
    /// one, and the gestures stored in it (`let drag = DragGesture().onEnded { … }`).
    private mutating func bindGestures(of declaration: TypeDeclaration) {
        for function in declaration.functions where function.returnTypeNames.contains(where: { $0.hasSuffix("Gesture") }) {
            reader.gestureScope.bind(function.name.text, .function(function, reader))
        }
        for property in declaration.properties {
            if let body = property.computedBody, property.isGesture {
                reader.gestureScope.bind(property.name.text, .computed(body, reader))
            } else if property.computedBody == nil, property.wrapper == nil, case .operand(let syntax)? = property.initial,
                      SourceReader.looksLikeGesture(syntax, scope: reader.gestureScope) {
                reader.gestureScope.bind(property.name.text, .expression(syntax, reader))
            }
        }
    }

    /// A view of the file used by name: its body, read with its properties bound to the
    /// arguments (or their initial values), as a node of its own.
    /// A `ViewModifier` is instantiated the same way, with `content` the view it modifies.
    func instantiate(_ declaration: TypeDeclaration, at token: SourceToken, arguments: ArgumentListSyntax?,
                     content: ViewNode? = nil, bound: [String: ViewNode] = [:]) throws(Diagnostic) -> ViewNode {
        guard !nesting.contains(declaration.name.text), nesting.count < 64 else {
            throw error(at: token, "'\(declaration.name.text)' contains itself; a view cannot be its own descendant")
        }
        let list = arguments ?? ArgumentListSyntax(open: token, arguments: [], close: token)
        var inner = self
        inner.nesting.append(declaration.name.text)
        inner.instance = state.newInstance()
        // A body sees only its own `content`, not the views bound where it is used.
        inner.boundViews = content.map { [declaration.contentName ?? "content": $0] } ?? bound
        var scope = try reader.instanceScope(of: declaration, arguments: list, declaredIn: reader).adding(SourceReader.selfTypeName, .string(declaration.name.text))
        inner.unpassedBindings = []
        for property in declaration.properties where property.computedBody == nil {
            if property.wrapper == "Binding", scope.lookup(property.name.text) == nil, let value = SourceValue.zero(ofType: property.typeNames) {
                // The root's binding has no parent to give it a value: the type's zero, a state of
                // this view, so callbacks that write it move what reads it.
                reader.warn(at: property.name, "'\(property.name.text)' is a @Binding that nothing passes here; assumed \(value.description), and an if on it lays out both branches")
                inner.unpassedBindings.insert(property.name.text)
                scope = scope.adding(property.name.text, value)
                state.declare(instance: inner.instance, name: property.name.text, initial: value)
                continue
            }
            if property.wrapper == "FocusState" {
                // SwiftUI starts it unfocused: `false`, or `nil` for an optional value.
                let value: SourceValue = property.typeNames == ["Bool"] ? .bool(false) : .null
                scope = scope.adding(property.name.text, value)
                state.declare(instance: inner.instance, name: property.name.text, initial: value)
                continue
            }
            // A model the view owns (`@StateObject var model = Model()`) is state too: callbacks change it.
            let isState = ["State", "GestureState", "StateObject", "ObservedObject"].contains(property.wrapper ?? "")
            if let value = scope.lookup(property.name.text), isState {
                state.declare(instance: inner.instance, name: property.name.text, initial: value)
            } else if isState, property.initial != nil || property.initialUnreadable {
                // A model, a type of the project: opaque. What reads it is approximated where it is read.
                reader.warn(at: property.name, Self.opaqueInitialValue(property))
            }
        }
        inner.reader.valueScope = scope
        // Computed value properties (`var scale: CGFloat { … }`) are functions without a call.
        let computed = declaration.properties.compactMap { property in
            property.computedBody.flatMap { body in
                property.isGesture || property.typeNames.contains("View") ? nil : FunctionDeclaration(property: property, body: body)
            }
        }
        inner.reader.functions = Dictionary((declaration.functions + computed).map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        inner.reader.instance = inner.instance
        inner.bindGestures(of: declaration)
        let views = try inner.readBodyOf(declaration)
        return ViewNode(kind: .custom, typeName: declaration.name.text, token: token,
                        children: views.isEmpty ? [] : ViewNode.body(views, token: token))
    }

    /// The warning for a state whose initial value cannot be evaluated (a model, a type of another file).
    static func opaqueInitialValue(_ property: PropertyDeclaration) -> String {
        "cannot evaluate the initial value of '\(property.name.text)'; what reads it is approximated, and callbacks do not change it"
    }

    /// A struct's `body`, whose computed view properties (`var header: some View { … }`) it may name.
    func readBodyOf(_ declaration: TypeDeclaration) throws(Diagnostic) -> [ViewNode] {
        var inner = self
        for property in declaration.properties where !property.isGesture {
            if let body = property.computedBody { inner.viewProperties[property.name.text] = body }
        }
        return try inner.readBlock(declaration.body, scope: reader.valueScope)
    }

    /// Computed view properties of the struct being read.
    var viewProperties: [String: Range<Int>] = [:]
}

extension ViewReader {
    /// A modifier as written, `.frame(width: 100)`: its name, its arguments by label and in
    /// order, and the scope it is read in.
    struct ModifierCall {
        let syntax: ModifierSyntax
        let values: [String: ExpressionSyntax]
        let unlabeled: [ExpressionSyntax]
        let scope: ValueScope
        var name: SourceToken { syntax.name }

        /// Its content closure: the trailing one, or a `content:` argument.
        var contentClosure: ClosureSyntax? {
            if let trailing = syntax.trailingClosures.first?.closure { return trailing }
            if case .closure(let closure)? = values["content"]?.base { return closure }
            return nil
        }
    }

    /// The reader of this view's modifier chains.
    var layoutModifierReader: LayoutModifierReader { LayoutModifierReader(viewReader: self) }
    /// The reader of the modifiers this view tells its container with.
    var containerModifierReader: ContainerModifierReader { ContainerModifierReader(viewReader: self) }
}
