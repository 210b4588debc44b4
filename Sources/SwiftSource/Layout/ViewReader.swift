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
        guard inner.depth <= ExpressionParser.maximumNesting else {
            throw error(at: reader.tokens[range.lowerBound], ExpressionParser.sourceNestingMessage)
        }
        while parser.position < range.upperBound {
            let token = parser.current
            if token.kind == .punctuation, token.text == ";" { parser.skip(); continue }
            if token.kind == .identifier {
                switch token.text {
                case "if":
                    views += try inner.readIf(&parser, scope: inner.reader.valueScope)
                    continue
                case "let", "var":
                    let binding = try inner.reader.readLocalBinding(&parser)
                    if case .operand(let syntax) = binding.value, SourceReader.looksLikeGesture(syntax, scope: inner.reader.gestureScope) {
                        inner.reader.gestureScope.bind(binding.name.text, .expression(syntax, inner.reader))
                    } else {
                        let value = try inner.reader.evaluate(binding.value, in: inner.reader.valueScope)
                        inner.reader.valueScope = inner.reader.valueScope.adding(binding.name.text, value)
                    }
                    continue
                case "return":
                    parser.skip()
                    continue
                case "switch", "guard", "for", "while":
                    throw error(at: token, "'\(token.text)' is not supported in a view body yet; use 'if'/'else' or 'ForEach'")
                default:
                    break
                }
            }
            let syntax = try parser.expression()
            if syntax.isMissing {
                throw error(at: token, "expected a view, found \(reader.describe(token))")
            }
            views += try inner.readView(syntax)
        }
        return views
    }

    /// `if condition { … } else if … { … } else { … }`, decided on the values the scene starts with.
    /// Every condition is read and checked; the views come from the first branch taken. The
    /// `else if` chain is walked in a loop, however long it is.
    private func readIf(_ parser: inout SyntaxParser, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        var result: [ViewNode]?
        while true {
            let keyword = parser.current
            parser.skip()
            if parser.current.kind == .identifier, parser.current.text == "let" || parser.current.text == "case" {
                throw error(at: parser.current, "'if \(parser.current.text)' is not supported in a view body yet; use 'if' with a Bool")
            }
            parser.allowsTrailingClosures = false
            let condition = try reader.parseValue(&parser)
            parser.allowsTrailingClosures = true
            let value = try reader.evaluate(condition, in: scope)
            guard let taken = value.asBool else {
                throw error(at: keyword, "the condition is \(value.description), not a Bool")
            }
            guard parser.current.kind == .punctuation, parser.current.text == "{" else {
                throw error(at: parser.current, "expected '{' after the condition, found \(reader.describe(parser.current))")
            }
            let close = try reader.closing(of: parser.position)
            let thenRange = (parser.position + 1)..<close
            parser.move(to: close + 1)
            if taken, result == nil { result = try readBlock(thenRange, scope: scope) }
            guard parser.current.kind == .identifier, parser.current.text == "else" else { break }
            parser.skip()
            if parser.current.kind == .identifier, parser.current.text == "if" { continue }
            guard parser.current.kind == .punctuation, parser.current.text == "{" else {
                throw error(at: parser.current, "expected '{' after 'else'")
            }
            let elseClose = try reader.closing(of: parser.position)
            if result == nil { result = try readBlock((parser.position + 1)..<elseClose, scope: scope) }
            parser.move(to: elseClose + 1)
            break
        }
        return result ?? []
    }

    // MARK: - Views

    /// One view expression with its modifiers; `ForEach` and `Group` make several.
    func readView(_ syntax: ExpressionSyntax) throws(Diagnostic) -> [ViewNode] {
        let scope = reader.valueScope
        var postfixes = syntax.postfixes[...]
        let typeToken: SourceToken
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
        if case .member(_, let name)? = postfixes.first, typeToken.text == "Color" || typeToken.text == "Image" {
            member = name
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
        var nodes = try readInitializer(typeToken, member: member, arguments: arguments, closures: closures, scope: scope)
        let modifiers = try splitModifiers(postfixes, of: syntax)
        for index in nodes.indices {
            for modifier in modifiers {
                // Counted on the node: a Group's or a ForEach's children take the modifiers outside them too.
                guard nodes[index].modifiers.count < Self.maximumModifiers else {
                    throw error(at: modifier.name, "the view has more than \(Self.maximumModifiers) modifiers, the limit (docs/reliability.md#limits)")
                }
                try apply(modifier, to: &nodes[index], scope: scope)
            }
        }
        return nodes
    }

    /// The content closure of a container: its trailing closure or `content:` argument.
    private func content(_ closures: [(label: SourceToken?, closure: ClosureSyntax)], _ values: [String: ExpressionSyntax],
                         label: String = "content") -> ClosureSyntax? {
        if let first = closures.first, first.label == nil || first.label?.text == label { return first.closure }
        if case .closure(let closure)? = values[label]?.base { return closure }
        return nil
    }

    /// The arguments by label, and the unlabeled ones in order.
    func labeled(_ arguments: ArgumentListSyntax?) -> (values: [String: ExpressionSyntax], unlabeled: [ExpressionSyntax]) {
        var values: [String: ExpressionSyntax] = [:]
        var unlabeled: [ExpressionSyntax] = []
        for argument in arguments?.arguments ?? [] {
            if let label = argument.label { values[label.text] = argument.value } else { unlabeled.append(argument.value) }
        }
        return (values, unlabeled)
    }

    private func readInitializer(_ type: SourceToken, member: SourceToken?, arguments: ArgumentListSyntax?,
                                 closures: [(label: SourceToken?, closure: ClosureSyntax)], scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        let (values, unlabeled) = labeled(arguments)
        func node(_ kind: ViewNode.Kind, children: [ViewNode] = []) -> ViewNode {
            ViewNode(kind: kind, typeName: type.text, token: type, children: children)
        }
        func block(_ closure: ClosureSyntax?) throws(Diagnostic) -> [ViewNode] {
            guard let closure else { return [] }
            return try readBlock(closure.body, scope: scope)
        }
        func number(_ label: String) throws(Diagnostic) -> Double? {
            guard let syntax = values[label] else { return nil }
            return try reader.numberArgument(syntax, in: scope)
        }
        switch type.text {
        case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack":
            let axis: ViewNode.Axis? = type.text.hasSuffix("VStack") ? .vertical : type.text.hasSuffix("HStack") ? .horizontal : nil
            let alignment = try values["alignment"].map { (syntax) throws(Diagnostic) in try self.alignment(syntax, for: axis) } ?? .center
            let spacing = try number("spacing")
            guard let closure = content(closures, values) else {
                throw error(at: type, "expected the content of '\(type.text)', such as '\(type.text) { Text(\"A\") }'")
            }
            return [node(.stack(axis: axis, alignment: alignment, spacing: axis == nil ? nil : spacing), children: try block(closure))]
        case "Group":
            return try block(content(closures, values))
        case "ForEach":
            guard let closure = content(closures, values) else {
                throw error(at: type, "expected the content of 'ForEach', such as 'ForEach(0..<3) { i in Text(\"\\(i)\") }'")
            }
            guard let data = unlabeled.first else {
                throw error(at: type, "expected the data of 'ForEach', such as 'ForEach(0..<3)' or 'ForEach([\"a\", \"b\"], id: \\.self)'")
            }
            let evaluated = try reader.evaluate(try reader.value(of: data), in: scope)
            guard case .array(let elements) = evaluated else {
                throw error(at: data.firstToken, "expected a range or an array literal for 'ForEach', found \(evaluated.description)")
            }
            let parameter = closure.parameters.first?.text
            var views: [ViewNode] = []
            views.reserveCapacity(elements.count)
            for element in elements {
                let elementScope = parameter.map { scope.adding($0, element) } ?? scope
                views += try readBlock(closure.body, scope: elementScope)
            }
            return views
        case "Spacer":
            return [node(.spacer(minLength: try number("minLength")))]
        case "Divider":
            return [node(.shape(.rectangle))]
        case "Rectangle": return [node(.shape(.rectangle))]
        case "Circle": return [node(.shape(.circle))]
        case "Ellipse": return [node(.shape(.ellipse))]
        case "Capsule": return [node(.shape(.capsule))]
        case "RoundedRectangle":
            return [node(.shape(.roundedRectangle(cornerRadius: try number("cornerRadius") ?? 0)))]
        case "Color":
            if let member { return [node(.color(clear: member.text == "clear"))] }
            return [node(.color(clear: false))]
        case "Text", "Label", "TextField", "SecureField":
            var text = ""
            if let first = unlabeled.first {
                let value = try? reader.evaluate(try reader.value(of: first), in: scope)
                switch value {
                case .string(let string)?: text = string
                case .number(let number)?: text = NumberFormat.string(number)
                default: text = reader.describe(first)
                }
            } else if let verbatim = values["verbatim"], let string = SourceReader.stringLiteral(verbatim) {
                text = string
            }
            var view = node(.text(text))
            // A Label is its icon and its title; the icon adds about two characters' width.
            if type.text == "Label" { view.kind = .text("  " + text) }
            if type.text == "TextField" || type.text == "SecureField" { view.kind = .text(text) }
            return [view]
        case "Image":
            if values["systemName"] != nil { return [node(.image(resizable: false, systemName: true))] }
            return [node(.image(resizable: false, systemName: false))]
        case "EmptyView":
            return [node(.empty)]
        case "ScrollView":
            var axes = ScrollViewConfiguration.Axes.vertical
            if let first = unlabeled.first ?? values["axes"] {
                axes = try scrollAxes(first)
            }
            return [node(.control(.scrollView(axes: axes)), children: try block(content(closures, values)))]
        case "List":
            return [node(.control(.list), children: try block(content(closures, values)))]
        case "TabView":
            return [node(.control(.pagedTabView), children: try block(content(closures, values)))]
        case "NavigationStack", "NavigationView":
            return [node(.control(.navigationStack), children: try block(content(closures, values, label: "root")))]
        case "Button", "NavigationLink", "Link":
            var label: [ViewNode] = []
            if let title = unlabeled.first, let string = SourceReader.stringLiteral(title) {
                label = [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
            } else if let labelClosure = closures.first(where: { $0.label?.text == "label" })?.closure
                        ?? (closures.count == 1 && values["action"] != nil ? closures[0].closure : nil)
                        ?? { if case .closure(let c)? = values["label"]?.base { c } else { nil } }() {
                label = try readBlock(labelClosure.body, scope: scope)
            } else if type.text == "NavigationLink", let first = closures.first, first.label == nil, values["destination"] != nil {
                label = try readBlock(first.closure.body, scope: scope)
            }
            guard !label.isEmpty else {
                throw error(at: type, "expected the label of '\(type.text)', such as '\(type.text)(\"Title\") { }' or '\(type.text) { } label: { Text(\"Title\") }'")
            }
            return [node(.control(.button), children: label)]
        case "Toggle":
            var isOn = false
            if let binding = values["isOn"] {
                if case .binding(let name) = binding.base, let value = scope.lookup(name.text), let bool = value.asBool { isOn = bool }
                else if let value = try? reader.evaluate(binding, in: scope), let bool = value.asBool { isOn = bool }
            }
            var label: [ViewNode] = []
            if let title = unlabeled.first, let string = SourceReader.stringLiteral(title) {
                label = [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
            }
            return [node(.control(.toggle(isOn: isOn)), children: label)]
        case "Slider":
            var value = 0.0
            if let binding = values["value"], case .binding(let name) = binding.base, let bound = scope.lookup(name.text)?.asNumber { value = bound }
            var range: ClosedRange<Double> = 0...1
            // `in: 0...100` needs only its bounds, however many whole numbers lie between.
            if let syntax = values["in"] {
                var bounds: (Double?, Double?)
                switch try reader.value(of: syntax) {
                case .binary(let lowSyntax, "...", _, let highSyntax):
                    bounds = (try reader.evaluate(lowSyntax, in: scope).asNumber, try reader.evaluate(highSyntax, in: scope).asNumber)
                case let value:
                    if case .array(let elements) = try reader.evaluate(value, in: scope) { bounds = (elements.first?.asNumber, elements.last?.asNumber) }
                }
                if let low = bounds.0, let high = bounds.1, low < high { range = low...high }
            }
            return [node(.control(.slider(value: value, range: range)))]
        case "GeometryReader":
            throw error(at: type, "'GeometryReader' is not supported yet; give the view a fixed .frame(width:height:)")
        default:
            if arguments == nil, closures.isEmpty, let body = viewProperties[type.text] {
                return try readBlock(body, scope: scope)
            }
            if let declaration = file.type(type.text), declaration.kind == .view {
                return [try instantiate(declaration, at: type, arguments: arguments)]
            }
            var message = "'\(type.text)' is not supported yet"
            if let suggestion = Suggestion.nearest(to: type.text, among: Self.viewNames + file.types.map(\.name.text)) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; use a stack, a shape, Text or Image with a fixed .frame(width:height:) in its place (docs/scene-format.md#swift-source)"
            }
            throw error(at: type, message)
        }
    }

    static let viewNames = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "Spacer", "Divider",
                            "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "Color", "Text", "Label", "Image",
                            "EmptyView", "ScrollView", "List", "TabView", "NavigationStack", "Button", "Toggle", "Slider"]

    /// A view of the file used by name: its body, read with its properties bound to the
    /// arguments (or their initial values), as a node of its own.
    func instantiate(_ declaration: TypeDeclaration, at token: SourceToken, arguments: ArgumentListSyntax?) throws(Diagnostic) -> ViewNode {
        guard !nesting.contains(declaration.name.text), nesting.count < 64 else {
            throw error(at: token, "'\(declaration.name.text)' contains itself; a view cannot be its own descendant")
        }
        let list = arguments ?? ArgumentListSyntax(open: token, arguments: [], close: token)
        var inner = self
        inner.nesting.append(declaration.name.text)
        inner.instance = state.newInstance()
        let scope = try reader.instanceScope(of: declaration, arguments: list, declaredIn: reader)
        for property in declaration.properties where property.computedBody == nil {
            if let value = scope.lookup(property.name.text), property.wrapper == "State" || property.wrapper == "GestureState" {
                state.declare(instance: inner.instance, name: property.name.text, initial: value)
            } else if property.wrapper == "State" || property.wrapper == "GestureState", property.initial != nil {
                throw error(at: property.name, "cannot evaluate the initial value of '\(property.name.text)'; give it a literal such as 'CGSize.zero' or '1.0'")
            }
        }
        inner.reader.valueScope = scope
        inner.reader.instance = inner.instance
        for property in declaration.properties {
            guard let body = property.computedBody else { continue }
            if property.isGesture {
                inner.reader.gestureScope.bind(property.name.text, .computed(body, inner.reader))
            }
        }
        let views = try inner.readBodyOf(declaration)
        return ViewNode(kind: .custom, typeName: declaration.name.text, token: token,
                        children: views.isEmpty ? [] : ViewNode.body(views, token: token))
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
