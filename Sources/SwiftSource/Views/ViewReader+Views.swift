import Recognizers
import TraceFormat

/// A view initializer as written, `VStack(alignment: .leading) { … }`: its type, the `.member`
/// of `Color.red`, its arguments by label and in order, its trailing closures, and the scope it
/// is read in.
struct ViewCall {
    let type: SourceToken
    let member: SourceToken?
    let values: [String: ExpressionSyntax]
    let unlabeled: [ExpressionSyntax]
    let closures: [(label: SourceToken?, closure: ClosureSyntax)]
    let scope: ValueScope

    /// A view of this call's type.
    func node(_ kind: ViewNode.Kind, children: [ViewNode] = []) -> ViewNode {
        ViewNode(kind: kind, typeName: type.text, token: type, children: children)
    }

    /// The content closure of a container: its trailing closure or `content:` argument.
    func content(label: String = "content") -> ClosureSyntax? {
        if let first = closures.first, first.label == nil || first.label?.text == label { return first.closure }
        if case .closure(let closure)? = values[label]?.base { return closure }
        return nil
    }
}

/// SwiftUI's views as the Swift reader knows them: one table, by type name, that reading and
/// the `did you mean` suggestions share. Controls come from their definitions
/// (`ControlDefinitions`); a view of the file is read by `instantiate`.
extension ViewReader {
    /// A built-in view other than a control, by how it is read.
    private enum BuiltIn {
        case stack, group, forEach, spacer, shape(ShapeKind), roundedRectangle, color, text, image, empty, geometryReader
        case section, grid, canvas, toolbarItem, tab, stepper, picker, label, divider, anyView
        /// SwiftUI's views that show their content closure or their title, read as that: a
        /// `TimelineView`'s or a `ViewThatFits`' content (the first that fits: the first), a
        /// `LabeledContent`'s, a `ContentUnavailableView`'s title, a `ProgressView`'s spinner.
        case firstOfContent, contentOrTitle, progress
    }

    /// The built-in views other than controls, in the order suggestions are made.
    private static let views: [(names: [String], kind: BuiltIn)] = [
        (["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"], .stack),
        // A ScrollViewReader lays out its content; its proxy's `scrollTo` is noted where called.
        // `withAnimation { Circle() }` in a body returns its content.
        (["Group", "ScrollViewReader", "withAnimation", "TimelineView"], .group),
        (["ViewThatFits"], .firstOfContent),
        (["LabeledContent", "ContentUnavailableView"], .contentOrTitle),
        (["ProgressView"], .progress),
        (["Section"], .section),
        (["LazyVGrid", "LazyHGrid", "Grid", "GridRow"], .grid),
        (["Canvas"], .canvas),
        (["ToolbarItem", "ToolbarItemGroup"], .toolbarItem),
        (["Tab"], .tab),
        (["Stepper"], .stepper),
        (["Picker"], .picker),
        (["ForEach"], .forEach),
        (["Spacer"], .spacer),
        (["Divider"], .divider),
        (["AnyView"], .anyView),
        (["Rectangle"], .shape(.rectangle)),
        (["Circle"], .shape(.circle)),
        (["Ellipse"], .shape(.ellipse)),
        (["Capsule"], .shape(.capsule)),
        (["RoundedRectangle"], .roundedRectangle),
        (["Color"], .color),
        (["Text", "TextField", "SecureField"], .text),
        (["Label"], .label),
        (["Image"], .image),
        (["EmptyView"], .empty),
        (["GeometryReader"], .geometryReader),
    ]

    /// The views above by type name.
    private static let builtIns: [String: BuiltIn] = {
        var table: [String: BuiltIn] = [:]
        for entry in views { for name in entry.names { table[name] = entry.kind } }
        return table
    }()

    /// The names suggestions are made from, in order (`GeometryReader`, refused, left out).
    static let viewNames = views.flatMap(\.names)
        // A closure, not `\.swiftTypes`: a key path on an existential metatype crashes Swift 6.3's SILGen.
        + ControlDefinitions.all.flatMap { $0.swiftTypes }

    /// The views an initializer makes: a built-in view or control, a computed view property of
    /// the struct being read, or a view of the file.
    func readInitializer(_ call: ViewCall, arguments: ArgumentListSyntax?) throws(Diagnostic) -> [ViewNode] {
        let type = call.type
        if let builtIn = Self.builtIns[type.text] { return try read(builtIn, call) }
        if let control = ControlDefinitions.bySwiftType[type.text] { return [try control.read(call, with: self)] }
        if arguments == nil, call.closures.isEmpty, let body = viewProperties[type.text] {
            return try readBlock(body, scope: call.scope)
        }
        if let declaration = file.type(type.text), declaration.kind == .view {
            do {
                // A generic container's views (`Card { Text("A") }`, `Row(label: { … })`): read
                // here, in the caller's scope, and bound to the properties that hold them.
                var bound: [String: ViewNode] = [:]
                var closures = call.closures.filter { $0.label == nil }.map(\.closure)[...]
                for property in declaration.viewProperties {
                    let closure: ClosureSyntax?
                    if case .closure(let given)? = call.values[property.name.text]?.base { closure = given }
                    else if let label = call.closures.first(where: { $0.label?.text == property.name.text }) { closure = label.closure }
                    else { closure = closures.popFirst() }
                    guard let closure else { continue }
                    let views = try readBlock(closure.body, scope: call.scope)
                    bound[property.name.text] = ViewNode(kind: .custom, typeName: property.name.text, token: type, children: ViewNode.body(views, token: type))
                }
                let passed = bound.isEmpty ? arguments : arguments.map { list in
                    var list = list
                    list.arguments.removeAll { argument in argument.label.map { bound[$0.text] != nil } ?? false }
                    return list
                }
                return [try instantiate(declaration, at: type, arguments: passed, bound: bound)]
            } catch {
                // A view of the project that cannot be read stops only itself: said once where
                // it fails, and a placeholder where it is used. A limit, or a view inside itself, stays an error.
                guard !error.isLimit, !nesting.contains(type.text), error.file != "--view" else { throw error }
                var warning = error
                warning.severity = .warning
                warning.message += "; '\(type.text)' is laid out as a placeholder where it is used"
                reader.cache.warn(warning)
                return [try placeholder(call)]
            }
        }
        if reader.types.unreadable[type.text] != nil {
            reader.warn(at: type, "'\(type.text)' could not be read (see the warning at its declaration); laid out as \(ViewNode.placeholderBehaviour)")
            return [try placeholder(call)]
        }
        if let function = reader.functions[type.text], function.returnsView {
            // A `@ViewBuilder` method of the view: its body, with the call's arguments bound.
            guard reader.callDepth < ValueEvaluator.maximumCallDepth else {
                throw error(at: type, "calls of '\(type.text)' nest more than \(ValueEvaluator.maximumCallDepth) deep, the limit (docs/reliability.md#limits)")
            }
            var inner = self
            inner.reader.callDepth += 1
            // `controlIcon(image) { share() }`: a trailing closure is an argument too.
            let passed = Self.withTrailingClosures(arguments, call.closures, at: type, for: function)
            inner.boundClosures = Self.closures(in: passed, for: function)
            return try inner.readBlock(function.body, scope: try reader.evaluator.bindArguments(passed, to: function, in: call.scope, at: type, approximating: true))
        }
        // Defined in another file or a library: a placeholder, said at its place.
        var message = "'\(type.text)' is not defined in this file"
        if let owner = nesting.last.flatMap(file.type), owner.property(type.text) != nil {
            message = "'\(type.text)' is a property holding a view this tool does not read"
        } else if let suggestion = Suggestion.nearest(to: type.text, among: Self.viewNames + file.types.map(\.name.text)) {
            message += " (did you mean '\(suggestion)'?)"
        }
        message += "; laid out as \(ViewNode.placeholderBehaviour)"
        if !viewClosures(of: call).isEmpty { message += ", with its closures' views inside it" }
        message += " (give it a .frame(width:height:) of its real size)"
        reader.warn(at: type, message)
        return [try placeholder(call)]
    }

    /// A view this reader does not know, holding the views of its closures (`LazyImage(url:) {
    /// state in … }`, `WithPerceptionTracking { … }`) stacked as a `ZStack`'s, so what it wraps is
    /// read, hit and replayed as written. A closure's parameters are unknown to the reader: a
    /// closure that cannot be read without them is left out, with a warning.
    private func placeholder(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        call.node(.placeholder, children: try closureViews(of: call, owner: call.type.text))
    }

    /// The views of a call's view-builder closures (`viewClosures`), of a view or a modifier
    /// this tool does not know: a closure that cannot be read is left out with a warning saying
    /// whose it is; a limit stays an error.
    func closureViews(of call: ViewCall, owner: String) throws(Diagnostic) -> [ViewNode] {
        var views: [ViewNode] = []
        for closure in viewClosures(of: call) {
            do {
                views += try readBlock(closure.body, scope: call.scope)
            } catch {
                guard !error.isLimit else { throw error }
                var warning = error
                warning.severity = .warning
                warning.message += "; the views of this closure of '\(owner)' are left out"
                reader.cache.warn(warning)
            }
        }
        return views
    }

    private func read(_ builtIn: BuiltIn, _ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        switch builtIn {
        case .stack: return [try stack(call)]
        case .group: return try block(call.content(), call)
        case .forEach: return try forEach(call)
        case .spacer: return [call.node(.spacer(minLength: try number("minLength", call)))]
        case .shape(let shape): return [call.node(.shape(shape))]
        case .roundedRectangle: return [call.node(.shape(.roundedRectangle(cornerRadius: try number("cornerRadius", call) ?? 0)))]
        case .color: return [call.node(.color(clear: call.member?.text == "clear"))]
        case .text: return [text(call)]
        case .image: return [call.node(.image(resizable: false, systemName: call.values["systemName"] != nil))]
        case .empty: return [call.node(.empty)]
        case .section: return try section(call)
        case .grid: return [try grid(call)]
        // A Canvas fills what it is offered and is hit on its frame, as a color is.
        case .canvas: return [call.node(.color(clear: false))]
        case .toolbarItem: return try containerModifierReader.toolbarItems(call)
        case .tab: return try containerModifierReader.tab(call)
        case .stepper: return [try stepper(call)]
        case .label: return [try label(call)]
        case .divider: return [call.node(.divider)]
        case .firstOfContent: return Array(try block(call.content(), call).prefix(1))
        case .contentOrTitle:
            if let content = call.content() { return try readBlock(content.body, scope: call.scope) }
            return [text(call)]
        case .progress:
            if call.unlabeled.first.flatMap(ExpressionSyntax.stringLiteral) != nil { return [text(call)] }
            return [call.node(.image(resizable: false, systemName: true))]
        // `AnyView(view)`: the view it erases.
        case .anyView:
            guard let view = call.unlabeled.first else { throw error(at: call.type, "expected the view of 'AnyView', such as 'AnyView(Text(\"A\"))'") }
            return try layoutModifierReader.readViewOrChoice(view, scope: call.scope)
        case .picker: return [try picker(call)]
        case .geometryReader:
            guard let closure = call.content() else {
                throw error(at: call.type, "expected the content of 'GeometryReader', such as 'GeometryReader { proxy in Text(\"A\") }'")
            }
            let parameter = closure.parameters.first?.text
            let reader = self
            let content = GeometryContent(read: { frame throws(Diagnostic) in
                let scope = parameter.map { call.scope.adding($0, .geometry(frame)) } ?? call.scope
                return try reader.readBlock(closure.body, scope: scope)
            }, report: { [state] in state.deferError($0) })
            return [call.node(.geometryReader(content))]
        }
    }

    /// The views a closure of the call makes; none without one.
    func block(_ closure: ClosureSyntax?, _ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        guard let closure else { return [] }
        return try readBlock(closure.body, scope: call.scope)
    }

    /// A number argument of a view (`spacing:`, `minLength:`, `cornerRadius:`); one that cannot be
    /// evaluated (a constant of another package) is nil, the view's default, with a warning.
    func number(_ label: String, _ call: ViewCall) throws(Diagnostic) -> Double? {
        guard let syntax = call.values[label] else { return nil }
        let reader = self.reader
        return try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in try reader.evaluator.numberArgument(syntax, in: call.scope) },
                                        assumed: { "cannot evaluate '\(label):' of '\(call.type.text)' (\($0)); assumed its default" })
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

    private func stack(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        let name = call.type.text
        let axis: ViewNode.Axis? = name.hasSuffix("VStack") ? .vertical : name.hasSuffix("HStack") ? .horizontal : nil
        let alignment = try call.values["alignment"].map { (syntax) throws(Diagnostic) in try self.layoutModifierReader.alignment(syntax, for: axis) } ?? .center
        let spacing = try number("spacing", call)
        guard let closure = call.content() else {
            throw error(at: call.type, "expected the content of '\(name)', such as '\(name) { Text(\"A\") }'")
        }
        return call.node(.stack(axis: axis, alignment: alignment, spacing: axis == nil ? nil : spacing), children: try block(closure, call))
    }

    /// `Section { … }`, `Section("Title") { … }`, `Section(header: Text("A")) { … }`, `Section { … }
    /// header: { … } footer: { … }`: its header, its content and its footer, in its container.
    private func section(_ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        let id = state.newSection()
        func marked(_ views: [ViewNode], _ role: ListSectionMark.Role) -> [ViewNode] {
            views.map { view in
                var view = view
                view.listSection = ListSectionMark(section: id, role: role)
                return view
            }
        }
        var header: [ViewNode] = []
        if let title = call.unlabeled.first {
            header.append(ViewNode(kind: .text(ExpressionSyntax.stringLiteral(title) ?? reader.describe(title)), typeName: "Text", token: call.type))
        }
        func part(_ label: String) throws(Diagnostic) -> [ViewNode] {
            if let closure = call.closures.first(where: { $0.label?.text == label })?.closure { return try readBlock(closure.body, scope: call.scope) }
            if let view = call.values[label] {
                if case .closure(let closure) = view.base { return try readBlock(closure.body, scope: call.scope) }
                return try layoutModifierReader.readViewOrChoice(view, scope: call.scope)
            }
            return []
        }
        var rows: [ViewNode] = []
        if let content = call.closures.first(where: { $0.label == nil })?.closure ?? call.content() {
            rows = try readBlock(content.body, scope: call.scope)
        }
        return marked(header + (try part("header")), .header) + marked(rows, .row) + marked(try part("footer"), .footer)
    }

    /// `LazyVGrid(columns:)`, `LazyHGrid(rows:)`, `Grid { GridRow { … } }`, laid out as SwiftUI lays
    /// out equal flexible tracks: rows (or columns) of stacks, each cell as wide (tall) as its
    /// share. `GridItem(.adaptive(minimum:))` tracks are counted from the screen, with a warning.
    private func grid(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        let name = call.type.text
        guard let closure = call.content() else {
            throw error(at: call.type, "expected the content of '\(name)', such as '\(name) { Text(\"A\") }'")
        }
        let cells = try block(closure, call)
        let spacing = try number(name == "LazyHGrid" ? "spacing" : "spacing", call)
        if name == "GridRow" { return call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: cells) }
        if name == "Grid" {
            // Each child is a row: a GridRow is one already; any other view spans the grid.
            return call.node(.stack(axis: .vertical, alignment: .center, spacing: try number("verticalSpacing", call)), children: cells)
        }
        let horizontal = name == "LazyVGrid"
        let tracks = try trackCount(call.values[horizontal ? "columns" : "rows"], call)
        var lines: [ViewNode] = []
        var index = 0
        while index < cells.count {
            var line = Array(cells[index..<min(cells.count, index + tracks)])
            // A last line that is not full keeps the tracks' sizes: empty cells fill it.
            while line.count < tracks { line.append(ViewNode(kind: .empty, typeName: "EmptyView", token: call.type)) }
            for cell in line.indices {
                // Each cell takes an equal share of the line, as flexible grid items do.
                line[cell].modifiers.append(horizontal
                    ? .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)
                    : .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: .infinity, alignment: .center))
            }
            lines.append(ViewNode(kind: .stack(axis: horizontal ? .horizontal : .vertical, alignment: .center, spacing: LayoutConstants.gridSpacing),
                                  typeName: horizontal ? "GridRow" : "GridColumn", token: call.type, children: line))
            index += tracks
        }
        return call.node(.stack(axis: horizontal ? .vertical : .horizontal, alignment: .center, spacing: spacing ?? LayoutConstants.gridSpacing), children: lines)
    }

    /// How many columns (rows) a grid's `GridItem` array makes.
    private func trackCount(_ syntax: ExpressionSyntax?, _ call: ViewCall) throws(Diagnostic) -> Int {
        guard let syntax else { throw error(at: call.type, "expected the grid's tracks, such as 'columns: [GridItem(.flexible()), GridItem(.flexible())]'") }
        let text = reader.describe(syntax)
        if case .array(_, let elements, _) = syntax.base, !text.contains("adaptive") { return max(1, elements.count) }
        // `Array(repeating: GridItem(.flexible()), count: 3)`.
        if case .name(let array) = syntax.base, array.text == "Array", case .call(let list)? = syntax.postfixes.first,
           let count = list.arguments.first(where: { $0.label?.text == "count" }),
           let value = try? reader.evaluator.numberArgument(count.value, in: call.scope), value >= 1, value <= 1000 {
            return Int(value)
        }
        let count = try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) -> Int in
            let value = try reader.evaluator.evaluate(try reader.valueParser.value(of: syntax), in: call.scope)
            guard case .array(let elements) = value, !elements.isEmpty else { throw error(at: syntax.firstToken, "not an array of grid items") }
            return elements.count
        }, assumed: { _ in "cannot count the grid's tracks \(text); assumed \(LayoutConstants.assumedGridTracks)" })
        return count ?? LayoutConstants.assumedGridTracks
    }

    /// `ForEach` over a range or an array literal: its content once per element.
    func forEach(_ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        // `ForEach(items, content: row)`: a view function of the view makes each row.
        var row = call.content().map { (parameters: $0.parameters, body: $0.body) }
        if row == nil, let named = call.values["content"], case .name(let name) = named.base, named.postfixes.isEmpty,
           let function = reader.functions[name.text], function.returnsView {
            row = (function.parameters.prefix(1).map { parameter in var token = name; token.text = parameter.name; return token }, function.body)
        }
        guard let row else {
            throw error(at: call.type, "expected the content of 'ForEach', such as 'ForEach(0..<3) { i in Text(\"\\(i)\") }'")
        }
        guard let data = call.unlabeled.first else {
            throw error(at: call.type, "expected the data of 'ForEach', such as 'ForEach(0..<3)' or 'ForEach([\"a\", \"b\"], id: \\.self)'")
        }
        let evaluated = try reader.approximating(at: data.firstToken, { () throws(Diagnostic) in
            try reader.evaluator.evaluate(try reader.valueParser.value(of: data), in: call.scope)
        }, assumed: { "cannot evaluate the data of 'ForEach' (\($0)); one row is laid out for its elements, without the element's value" })
        // `ForEach(0..<3) { Text("\\($0)") }`: with no parameter named, the element is `$0`.
        let parameter = row.parameters.first?.text ?? "$0"
        guard let evaluated else {
            // A model's array: one row stands for them, so its gestures are found and placed.
            return try readBlock(row.body, scope: call.scope)
        }
        guard case .array(let elements) = evaluated else {
            throw error(at: data.firstToken, "expected a range or an array literal for 'ForEach', found \(evaluated.description)")
        }
        var views: [ViewNode] = []
        views.reserveCapacity(elements.count)
        // A body that cannot see its element (`{ _ in Row() }`) reads the same for every
        // element: it is read once and repeated, unless reading it made something of its own
        // (a view with state, a Section), which each element must make anew.
        let mayReadElement = row.parameters.count > 1 || mayRead(parameter, in: row.body)
        var repeated: [ViewNode]?
        for element in elements {
            if let repeated {
                views += repeated
                continue
            }
            let made = mayReadElement ? nil : state.made
            let read = try readBlock(row.body, scope: call.scope.adding(Self.bindings(of: row.parameters, to: element, parameter: parameter)))
            views += read
            if let made, state.made == made { repeated = read }
        }
        return views
    }

    /// The closures of a call, trailing or labelled, that make views, in source order.
    func viewClosures(of call: ViewCall) -> [ClosureSyntax] {
        var closures = call.closures.filter { !Self.isActionLabel($0.label?.text) }.map(\.closure)
        for (label, value) in call.values where !Self.isActionLabel(label) {
            if case .closure(let closure) = value.base { closures.append(closure) }
        }
        return closures.filter(makesViews).sorted { $0.open.offset < $1.open.offset }
    }

    /// `onClear:`, `action:`, `perform:`: a closure the view calls, not one that makes its content.
    private static func isActionLabel(_ label: String?) -> Bool {
        guard let label else { return false }
        return label.hasPrefix("on") || ["action", "perform", "completion", "handler", "onTap"].contains(label)
    }

    /// Whether a closure's body starts as a view builder's does — a type (`Text(…)`, `Image`),
    /// `if`/`switch`/`let`, or its parameter made into a view (`image.resizable()`) — rather than
    /// as an action's (`onSearchClear()`, `count += 1`, `Task { … }`, `await`).
    private func makesViews(_ closure: ClosureSyntax) -> Bool {
        guard !closure.body.isEmpty else { return false }
        let tokens = reader.tokens
        let first = tokens[closure.body.lowerBound]
        guard first.kind == .identifier else { return first.kind == .dollar }
        if ["if", "switch", "let", "var", "ForEach"].contains(first.text) { return true }
        if ["Task", "withAnimation", "DispatchQueue", "await", "try", "self", "return"].contains(first.text) { return false }
        if first.text.first?.isUppercase == true { return true }
        // A parameter of the closure made into a view (`image.resizable()`), not a call or an assignment.
        let next = closure.body.lowerBound + 1 < closure.body.upperBound ? tokens[closure.body.lowerBound + 1].text : ""
        return closure.parameters.contains { $0.text == first.text } && next == "."
    }

    /// A `ForEach` element bound to its closure's parameters: to the one, or, destructured
    /// (`{ label, value in … }` over tuples), each to its element of the tuple.
    static func bindings(of parameters: [SourceToken], to element: SourceValue, parameter: String) -> [(String, SourceValue)] {
        guard parameters.count > 1 else { return [(parameter, element)] }
        guard case .object(SourceValue.tupleType, let fields) = element else { return [] }
        return zip(parameters, fields).map { ($0.text, $1.value) }
    }

    /// Whether a closure's body may read its parameter: names it, interpolates into a string
    /// (whose parts are read later, so any interpolation counts), or names what is read in the
    /// scope it is used in — a computed view property, a function, a gesture of the view, a
    /// bound view — whose own body may name the parameter.
    private func mayRead(_ parameter: String, in body: Range<Int>) -> Bool {
        parameter != "_" && reader.tokens[body].contains { token in
            switch token.kind {
            case .identifier:
                token.text == parameter || viewProperties[token.text] != nil || reader.functions[token.text] != nil
                    || reader.gestureScope.contains(token.text) || boundViews[token.text] != nil
            case .dollar: parameter == "$" + token.text
            case .string: token.text.contains("\\(")
            default: false
            }
        }
    }

    /// `Label("Inbox", systemImage: "tray")`, `Label { Text("Inbox") } icon: { Image(…) }`: its
    /// icon and its title side by side, as the default label style on iOS puts them.
    private func label(_ call: ViewCall) throws(Diagnostic) -> ViewNode {
        var icon: [ViewNode] = [], title: [ViewNode] = []
        if let closure = call.closures.first(where: { $0.label?.text == "icon" })?.closure { icon = try readBlock(closure.body, scope: call.scope) }
        else if call.values["systemImage"] != nil || call.values["image"] != nil {
            icon = [ViewNode(kind: .image(resizable: false, systemName: call.values["systemImage"] != nil), typeName: "Image", token: call.type)]
        }
        if let closure = call.closures.first(where: { $0.label == nil || $0.label?.text == "title" })?.closure {
            title = try readBlock(closure.body, scope: call.scope)
        } else {
            title = [text(call)]
            title[0].typeName = "Text"
        }
        return call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: icon + title)
    }

    /// A Text's string (a literal, a number, else the expression as written), a text field's placeholder.
    private func text(_ call: ViewCall) -> ViewNode {
        var text = ""
        if let first = call.unlabeled.first {
            switch try? reader.evaluator.evaluate(try reader.valueParser.value(of: first), in: call.scope) {
            case .string(let string)?: text = string
            case .number(let number)?: text = NumberFormat.string(number)
            default: text = reader.describe(first)
            }
        } else if let verbatim = call.values["verbatim"], let string = ExpressionSyntax.stringLiteral(verbatim) {
            text = string
        }
        var node = call.node(.text(text))
        if node.typeName == "TextField" || node.typeName == "SecureField" {
            // A text field takes focus when tapped and takes keys while it has it (`.edit`, docs/semantics.md#keys-focus-and-assistive-technologies),
            // as `.focusable()` makes a view do.
            node.modifiers.insert(.scene(ModifierSpec(kind: .focus(FocusModifier(focusable: .automatic)), name: "focusable")), at: 0)
        }
        return node
    }
}
