import Recognizers
import TraceFormat

/// SwiftUI's built-in views other than controls, as the Swift reader reads them: one table, by
/// type name, that reading and the `did you mean` suggestions share, each kind's reading, and the
/// controls made of other views (a Stepper: its label, then − and + buttons; a Picker: a menu row,
/// or segments). Controls come from their definitions (`ControlDefinitions`); a view of the file
/// is read by `ViewReader.instantiate`.
/// Static, with the view reader a parameter: a call passes it on instead of copying it, which
/// keeps each level of a deeply nested body small on the stack in a debug build.
enum BuiltInViewReader {
    /// A built-in view other than a control, by how it is read.
    enum BuiltIn {
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
    static let builtIns: [String: BuiltIn] = {
        var table: [String: BuiltIn] = [:]
        for entry in views { for name in entry.names { table[name] = entry.kind } }
        return table
    }()

    /// The names suggestions are made from, in order (`GeometryReader`, refused, left out).
    static let viewNames = views.flatMap(\.names)
        // A closure, not `\.swiftTypes`: a key path on an existential metatype crashes Swift 6.3's SILGen.
        + ControlDefinitions.all.flatMap { $0.swiftTypes }

    /// A view this reader does not know, holding the views of its closures (`LazyImage(url:) {
    /// state in … }`, `WithPerceptionTracking { … }`) stacked as a `ZStack`'s, so what it wraps is
    /// read, hit and replayed as written. A closure's parameters are unknown to the reader: a
    /// closure that cannot be read without them is left out, with a warning.
    static func placeholder(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        call.node(.placeholder, children: try closureViews(of: call, owner: call.type.text, in: viewReader))
    }

    /// The views of a call's view-builder closures (`viewClosures`), of a view or a modifier
    /// this tool does not know: a closure that cannot be read is left out with a warning saying
    /// whose it is; a limit stays an error.
    static func closureViews(of call: ViewCall, owner: String, in viewReader: ViewReader) throws(Diagnostic) -> [ViewNode] {
        var views: [ViewNode] = []
        for closure in viewClosures(of: call, in: viewReader) {
            do {
                views += try viewReader.readBlock(closure.body, scope: call.scope)
            } catch {
                guard !error.isLimit else { throw error }
                var warning = error
                warning.severity = .warning
                warning.message += "; the views of this closure of '\(owner)' are left out"
                viewReader.reader.cache.warn(warning)
            }
        }
        return views
    }

    static func read(_ builtIn: BuiltIn, _ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> [ViewNode] {
        switch builtIn {
        case .stack: return [try stack(call, in: viewReader)]
        case .group: return try viewReader.block(call.content(), call)
        case .forEach: return try forEach(call, in: viewReader)
        case .spacer: return [call.node(.spacer(minLength: try viewReader.number("minLength", call)))]
        case .shape(let shape): return [call.node(.shape(shape))]
        case .roundedRectangle: return [call.node(.shape(.roundedRectangle(cornerRadius: try viewReader.number("cornerRadius", call) ?? 0)))]
        case .color: return [call.node(.color(clear: call.member?.text == "clear"))]
        case .text: return [text(call, in: viewReader)]
        case .image: return [call.node(.image(resizable: false, systemName: call.values["systemName"] != nil))]
        case .empty: return [call.node(.empty)]
        case .section: return try section(call, in: viewReader)
        case .grid: return [try grid(call, in: viewReader)]
        // A Canvas fills what it is offered and is hit on its frame, as a color is.
        case .canvas: return [call.node(.color(clear: false))]
        case .toolbarItem: return try viewReader.containerModifierReader.toolbarItems(call)
        case .tab: return try viewReader.containerModifierReader.tab(call)
        case .stepper: return [try stepper(call, in: viewReader)]
        case .label: return [try label(call, in: viewReader)]
        case .divider: return [call.node(.divider)]
        case .firstOfContent: return Array(try viewReader.block(call.content(), call).prefix(1))
        case .contentOrTitle:
            if let content = call.content() { return try viewReader.readBlock(content.body, scope: call.scope) }
            return [text(call, in: viewReader)]
        case .progress:
            if call.unlabeled.first.flatMap(ExpressionSyntax.stringLiteral) != nil { return [text(call, in: viewReader)] }
            return [call.node(.image(resizable: false, systemName: true))]
        // `AnyView(view)`: the view it erases.
        case .anyView:
            guard let view = call.unlabeled.first else { throw viewReader.error(at: call.type, "expected the view of 'AnyView', such as 'AnyView(Text(\"A\"))'") }
            return try viewReader.layoutModifierReader.readViewOrChoice(view, scope: call.scope)
        case .picker: return [try picker(call, in: viewReader)]
        case .geometryReader:
            guard let closure = call.content() else {
                throw viewReader.error(at: call.type, "expected the content of 'GeometryReader', such as 'GeometryReader { proxy in Text(\"A\") }'")
            }
            let parameter = closure.parameters.first?.text
            let reader = viewReader
            let content = GeometryContent(read: { frame throws(Diagnostic) in
                let scope = parameter.map { call.scope.adding($0, .geometry(frame)) } ?? call.scope
                return try reader.readBlock(closure.body, scope: scope)
            }, report: { [state = viewReader.state] in state.deferError($0) })
            return [call.node(.geometryReader(content))]
        }
    }

    private static func stack(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        let name = call.type.text
        let axis: ViewNode.Axis? = name.hasSuffix("VStack") ? .vertical : name.hasSuffix("HStack") ? .horizontal : nil
        let alignment = try call.values["alignment"].map { (syntax) throws(Diagnostic) in try viewReader.layoutModifierReader.alignment(syntax, for: axis) } ?? .center
        let spacing = try viewReader.number("spacing", call)
        guard let closure = call.content() else {
            throw viewReader.error(at: call.type, "expected the content of '\(name)', such as '\(name) { Text(\"A\") }'")
        }
        return call.node(.stack(axis: axis, alignment: alignment, spacing: axis == nil ? nil : spacing), children: try viewReader.block(closure, call))
    }

    /// `Section { … }`, `Section("Title") { … }`, `Section(header: Text("A")) { … }`, `Section { … }
    /// header: { … } footer: { … }`: its header, its content and its footer, in its container.
    private static func section(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> [ViewNode] {
        let id = viewReader.state.newSection()
        func marked(_ views: [ViewNode], _ role: ListSectionMark.Role) -> [ViewNode] {
            views.map { view in
                var view = view
                view.listSection = ListSectionMark(section: id, role: role)
                return view
            }
        }
        var header: [ViewNode] = []
        if let title = call.unlabeled.first {
            header.append(ViewNode(kind: .text(ExpressionSyntax.stringLiteral(title) ?? viewReader.reader.describe(title)), typeName: "Text", token: call.type))
        }
        func part(_ label: String) throws(Diagnostic) -> [ViewNode] {
            if let closure = call.closures.first(where: { $0.label?.text == label })?.closure { return try viewReader.readBlock(closure.body, scope: call.scope) }
            if let view = call.values[label] {
                if case .closure(let closure) = view.base { return try viewReader.readBlock(closure.body, scope: call.scope) }
                return try viewReader.layoutModifierReader.readViewOrChoice(view, scope: call.scope)
            }
            return []
        }
        var rows: [ViewNode] = []
        if let content = call.closures.first(where: { $0.label == nil })?.closure ?? call.content() {
            rows = try viewReader.readBlock(content.body, scope: call.scope)
        }
        return marked(header + (try part("header")), .header) + marked(rows, .row) + marked(try part("footer"), .footer)
    }

    /// `LazyVGrid(columns:)`, `LazyHGrid(rows:)`, `Grid { GridRow { … } }`, laid out as SwiftUI lays
    /// out equal flexible tracks: rows (or columns) of stacks, each cell as wide (tall) as its
    /// share. `GridItem(.adaptive(minimum:))` tracks are counted from the screen, with a warning.
    private static func grid(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        let name = call.type.text
        guard let closure = call.content() else {
            throw viewReader.error(at: call.type, "expected the content of '\(name)', such as '\(name) { Text(\"A\") }'")
        }
        let cells = try viewReader.block(closure, call)
        let spacing = try viewReader.number(name == "LazyHGrid" ? "spacing" : "spacing", call)
        if name == "GridRow" { return call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: cells) }
        if name == "Grid" {
            // Each child is a row: a GridRow is one already; any other view spans the grid.
            return call.node(.stack(axis: .vertical, alignment: .center, spacing: try viewReader.number("verticalSpacing", call)), children: cells)
        }
        let horizontal = name == "LazyVGrid"
        let tracks = try trackCount(call.values[horizontal ? "columns" : "rows"], call, in: viewReader)
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
    private static func trackCount(_ syntax: ExpressionSyntax?, _ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> Int {
        guard let syntax else { throw viewReader.error(at: call.type, "expected the grid's tracks, such as 'columns: [GridItem(.flexible()), GridItem(.flexible())]'") }
        let text = viewReader.reader.describe(syntax)
        if case .array(_, let elements, _) = syntax.base, !text.contains("adaptive") { return max(1, elements.count) }
        // `Array(repeating: GridItem(.flexible()), count: 3)`.
        if case .name(let array) = syntax.base, array.text == "Array", case .call(let list)? = syntax.postfixes.first,
           let count = list.arguments.first(where: { $0.label?.text == "count" }),
           let value = try? viewReader.reader.evaluator.numberArgument(count.value, in: call.scope), value >= 1, value <= 1000 {
            return Int(value)
        }
        let count = try viewReader.reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) -> Int in
            let value = try viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: syntax), in: call.scope)
            guard case .array(let elements) = value, !elements.isEmpty else { throw viewReader.error(at: syntax.firstToken, "not an array of grid items") }
            return elements.count
        }, assumed: { _ in "cannot count the grid's tracks \(text); assumed \(LayoutConstants.assumedGridTracks)" })
        return count ?? LayoutConstants.assumedGridTracks
    }

    /// `ForEach` over a range or an array literal: its content once per element.
    static func forEach(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> [ViewNode] {
        // `ForEach(items, content: row)`: a view function of the view makes each row.
        var row = call.content().map { (parameters: $0.parameters, body: $0.body) }
        if row == nil, let named = call.values["content"], case .name(let name) = named.base, named.postfixes.isEmpty,
           let function = viewReader.reader.functions[name.text], function.returnsView {
            row = (function.parameters.prefix(1).map { parameter in var token = name; token.text = parameter.name; return token }, function.body)
        }
        guard let row else {
            throw viewReader.error(at: call.type, "expected the content of 'ForEach', such as 'ForEach(0..<3) { i in Text(\"\\(i)\") }'")
        }
        guard let data = call.unlabeled.first else {
            throw viewReader.error(at: call.type, "expected the data of 'ForEach', such as 'ForEach(0..<3)' or 'ForEach([\"a\", \"b\"], id: \\.self)'")
        }
        // `ForEach($items) { $item in … }`: the rows are the items; each row's binding is what it writes through.
        var elements = data
        if case .binding(let name) = data.base { elements.base = .name(name) }
        let evaluated = try viewReader.reader.approximating(at: data.firstToken, { () throws(Diagnostic) in
            try viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: elements), in: call.scope)
        }, assumed: { "cannot evaluate the data of 'ForEach' (\($0)); one row is laid out for its elements, without the element's value" })
        // `ForEach(0..<3) { Text("\\($0)") }`: with no parameter named, the element is `$0`.
        let parameter = row.parameters.first?.text ?? "$0"
        guard let evaluated else {
            // A model's array: one row stands for them, so its gestures are found and placed.
            return try viewReader.readBlock(row.body, scope: call.scope)
        }
        guard case .array(let elements) = evaluated else {
            throw viewReader.error(at: data.firstToken, "expected a range or an array literal for 'ForEach', found \(evaluated.description)")
        }
        var views: [ViewNode] = []
        views.reserveCapacity(elements.count)
        // A body that cannot see its element (`{ _ in Row() }`) reads the same for every
        // element: it is read once and repeated, unless reading it made something of its own
        // (a view with state, a Section), which each element must make anew.
        let mayReadElement = row.parameters.count > 1 || mayRead(parameter, in: row.body, in: viewReader)
        var repeated: [ViewNode]?
        for element in elements {
            if let repeated {
                views += repeated
                continue
            }
            let made = mayReadElement ? nil : viewReader.state.made
            let read = try viewReader.readBlock(row.body, scope: call.scope.adding(Self.bindings(of: row.parameters, to: element, parameter: parameter)))
            views += read
            if let made, viewReader.state.made == made { repeated = read }
        }
        return views
    }

    /// The closures of a call, trailing or labelled, that make views, in source order.
    static func viewClosures(of call: ViewCall, in viewReader: ViewReader) -> [ClosureSyntax] {
        var closures = call.closures.filter { !Self.isActionLabel($0.label?.text) }.map(\.closure)
        for (label, value) in call.values where !Self.isActionLabel(label) {
            if case .closure(let closure) = value.base { closures.append(closure) }
        }
        return closures.filter { makesViews($0, in: viewReader) }.sorted { $0.open.offset < $1.open.offset }
    }

    /// `onClear:`, `action:`, `perform:`: a closure the view calls, not one that makes its content.
    private static func isActionLabel(_ label: String?) -> Bool {
        guard let label else { return false }
        return label.hasPrefix("on") || ["action", "perform", "completion", "handler", "onTap"].contains(label)
    }

    /// Whether a closure's body starts as a view builder's does — a type (`Text(…)`, `Image`),
    /// `if`/`switch`/`let`, or its parameter made into a view (`image.resizable()`) — rather than
    /// as an action's (`onSearchClear()`, `count += 1`, `Task { … }`, `await`).
    private static func makesViews(_ closure: ClosureSyntax, in viewReader: ViewReader) -> Bool {
        guard !closure.body.isEmpty else { return false }
        let tokens = viewReader.reader.tokens
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
    private static func mayRead(_ parameter: String, in body: Range<Int>, in viewReader: ViewReader) -> Bool {
        parameter != "_" && viewReader.reader.tokens[body].contains { token in
            switch token.kind {
            case .identifier:
                token.text == parameter || viewReader.viewProperties[token.text] != nil || viewReader.reader.functions[token.text] != nil
                    || viewReader.reader.gestureScope.contains(token.text) || viewReader.boundViews[token.text] != nil
            case .dollar: parameter == "$" + token.text
            case .string: token.text.contains("\\(")
            default: false
            }
        }
    }

    /// `Label("Inbox", systemImage: "tray")`, `Label { Text("Inbox") } icon: { Image(…) }`: its
    /// icon and its title side by side, as the default label style on iOS puts them.
    private static func label(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        var icon: [ViewNode] = [], title: [ViewNode] = []
        if let closure = call.closures.first(where: { $0.label?.text == "icon" })?.closure { icon = try viewReader.readBlock(closure.body, scope: call.scope) }
        else if call.values["systemImage"] != nil || call.values["image"] != nil {
            icon = [ViewNode(kind: .image(resizable: false, systemName: call.values["systemImage"] != nil), typeName: "Image", token: call.type)]
        }
        if let closure = call.closures.first(where: { $0.label == nil || $0.label?.text == "title" })?.closure {
            title = try viewReader.readBlock(closure.body, scope: call.scope)
        } else {
            title = [text(call, in: viewReader)]
            title[0].typeName = "Text"
        }
        return call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: icon + title)
    }

    /// A Text's string (a literal, a number, else the expression as written), a text field's placeholder.
    private static func text(_ call: ViewCall, in viewReader: ViewReader) -> ViewNode {
        var text = ""
        if let first = call.unlabeled.first {
            switch try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: first), in: call.scope) {
            case .string(let string)?: text = string
            case .number(let number)?: text = NumberFormat.string(number)
            default: text = viewReader.reader.describe(first)
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
    /// `Stepper("Count", value: $n)`, `Stepper(value:in:) { Text("…") }`: as wide as offered,
    /// its label leading and its 94×32 − and + trailing, each a button.
    static func stepper(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        var children = try controlLabel(call, in: viewReader)
        children.append(ViewNode(kind: .spacer(minLength: nil), typeName: "Spacer", token: call.type))
        let size = LayoutConstants.stepperSize
        for symbol in ["−", "+"] {
            var button = ButtonDefinition.node(title: symbol, token: call.type)
            button.modifiers = [.frame(width: size.width / 2, height: size.height, alignment: .center), .contentShape(.rectangle)]
            button.systemSized = true
            children.append(button)
        }
        var node = call.node(.stack(axis: .horizontal, alignment: .center, spacing: 0), children: children)
        node.modifiers = [Self.fullWidth]
        return node
    }

    /// `Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0) … }`: a menu row, its
    /// label leading and the selected option (by tag, else the first) trailing as the button
    /// that opens the menu.
    static func picker(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> ViewNode {
        let options = try viewReader.block(call.content(), call)
        let titles = options.map { $0.firstText ?? $0.typeName }
        // The selected option, by tag; the first when none matches (a menu shows one anyway).
        let selected = call.values["selection"].flatMap { viewReader.containerModifierReader.selectedIndex($0, among: options, scope: call.scope) } ?? 0
        var children = try controlLabel(call, in: viewReader)
        children.append(ViewNode(kind: .spacer(minLength: nil), typeName: "Spacer", token: call.type))
        var menu = ButtonDefinition.node(title: titles.indices.contains(selected) ? titles[selected] : "", token: call.type)
        if case .text("")? = menu.children.first?.kind {
            // No title known (options of a model's array): the menu still shows its chevron,
            // a symbol's size, where a finger opens it.
            menu.children = [ViewNode(kind: .image(resizable: false, systemName: true), typeName: "Image", token: call.type)]
        }
        menu.systemSized = true
        children.append(menu)
        var node = call.node(.stack(axis: .horizontal, alignment: .center, spacing: nil), children: children)
        node.modifiers = [Self.fullWidth]
        node.pickerOptions = titles
        return node
    }

    /// A Picker in the segmented style: its options as equal buttons across it, 32 pt tall.
    static func segmentedPicker(_ picker: ViewNode, options: [String], in viewReader: ViewReader) -> ViewNode {
        var node = picker
        node.kind = .stack(axis: .horizontal, alignment: .center, spacing: 0)
        node.children = options.map { title in
            var segment = ButtonDefinition.node(title: title, token: picker.token)
            segment.modifiers = [.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center),
                                 .frame(width: nil, height: LayoutConstants.segmentedControlHeight, alignment: .center), .contentShape(.rectangle)]
            segment.systemSized = true
            return segment
        }
        node.pickerOptions = nil
        return node
    }

    /// A control's label: its title string, or its `label:` closure's views.
    private static func controlLabel(_ call: ViewCall, in viewReader: ViewReader) throws(Diagnostic) -> [ViewNode] {
        if let title = call.unlabeled.first, let string = ExpressionSyntax.stringLiteral(title) {
            return [ViewNode(kind: .text(string), typeName: "Text", token: title.firstToken)]
        }
        if let closure = call.closures.first(where: { $0.label?.text == "label" })?.closure
            ?? (call.typeIsStepper ? call.closures.first?.closure : nil) {
            return try viewReader.readBlock(closure.body, scope: call.scope)
        }
        // `Picker(selection: $x, label: HStack { … })`: iOS 13's label, a view as an argument.
        if let label = call.values["label"] {
            if case .closure(let closure) = label.base { return try viewReader.readBlock(closure.body, scope: call.scope) }
            return try viewReader.readView(label)
        }
        return []
    }

    private static var fullWidth: LayoutModifier { .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                                minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center) }
}

private extension ViewCall {
    var typeIsStepper: Bool { type.text == "Stepper" }
}
