import Recognizers
import TraceFormat

/// Reads a view's modifier chain into layout modifiers (`.padding`, `.frame`, `.offset`, …) and
/// the modifiers the catalog reads, in the order written: the layout-modifier table, with each
/// modifier's reading beside it, and the table "did you mean" reads.
struct LayoutModifierReader {
    var viewReader: ViewReader
}

/// The modifiers of a view read from source: layout, hit testing, gestures (through the scene
/// catalog, as JSON scenes read them), names, and the visual modifiers that change none of these
/// (accepted and ignored, `visualModifiers`).
extension LayoutModifierReader {
    /// The postfixes after a view's initializer, as modifiers: a name, its arguments, its closures.
    func splitModifiers(_ postfixes: ArraySlice<ExpressionSyntax.Postfix>, of syntax: ExpressionSyntax) throws(Diagnostic) -> [ModifierSyntax] {
        try viewReader.reader.modifierReader.modifierChain(postfixes, after: nil, of: syntax, example: ".padding()")
    }


    /// The modifiers that lay out, hit-test or name a view, by how they are read.
    enum LayoutModifierKind {
        case padding, frame, offset, position, fixedSize, overlay, background, aspectRatio, scaledToFit, scaledToFill,
             resizable, contentShape, allowsHitTesting, hidden, opacity, scaleEffect, rotationEffect, ignoresSafeArea,
             font, imageScale, listStyle, buttonStyle, controlSize, lineLimit, pickerStyle, layoutPriority, zIndex, name, swipeActions, tabViewStyle, disabled
    }

    /// Every layout modifier, in the order suggestions are made: the one list reading and
    /// `did you mean` share. Gesture modifiers are the catalog's (`Catalog+ViewModifiers`).
    private static let layoutModifiers: [(names: [String], kind: LayoutModifierKind)] = [
        (["padding"], .padding), (["frame"], .frame), (["offset"], .offset), (["position"], .position),
        (["fixedSize"], .fixedSize), (["overlay", "chartOverlay"], .overlay), (["background", "chartBackground"], .background), (["aspectRatio"], .aspectRatio),
        (["scaledToFit"], .scaledToFit), (["scaledToFill"], .scaledToFill), (["resizable"], .resizable),
        (["contentShape"], .contentShape), (["allowsHitTesting"], .allowsHitTesting), (["hidden"], .hidden),
        (["opacity"], .opacity), (["scaleEffect"], .scaleEffect), (["rotationEffect"], .rotationEffect),
        (["ignoresSafeArea", "edgesIgnoringSafeArea"], .ignoresSafeArea), (["font"], .font), (["imageScale"], .imageScale), (["listStyle"], .listStyle), (["buttonStyle"], .buttonStyle),
        (["controlSize"], .controlSize), (["lineLimit"], .lineLimit), (["pickerStyle"], .pickerStyle),
        (["layoutPriority"], .layoutPriority), (["zIndex"], .zIndex), (["accessibilityIdentifier", "id"], .name),
        (["swipeActions"], .swipeActions), (["tabViewStyle"], .tabViewStyle), (["disabled"], .disabled),
    ]

    static let layoutModifierKinds: [String: LayoutModifierKind] = {
        var table: [String: LayoutModifierKind] = [:]
        for entry in layoutModifiers { for name in entry.names { table[name] = entry.kind } }
        return table
    }()

    static let layoutModifierNames = layoutModifiers.flatMap(\.names) + ContainerModifierReader.ContainerModifier.allCases.map(\.rawValue)

    func apply(_ modifier: ModifierSyntax, to node: inout ViewNode, scope: ValueScope) throws(Diagnostic) {
        let name = modifier.name
        guard let kind = Self.layoutModifierKinds[name.text] else {
            if let bar = ContainerModifierReader.ContainerModifier(rawValue: name.text) {
                let (values, unlabeled) = viewReader.labeled(modifier.arguments)
                return try viewReader.containerModifierReader.applyContainerModifier(bar, ViewReader.ModifierCall(syntax: modifier, values: values, unlabeled: unlabeled, scope: scope), to: &node)
            }
            if Catalog.viewModifier(named: name.text) != nil {
                warnIfParametersReadState(modifier)
                switch try chosenGesture(modifier, scope: scope) {
                case nil: node.modifiers.append(.scene(try viewReader.reader.modifierReader.readModifier(modifier)))
                case .some(nil): break
                case .some(let chosen?): node.modifiers.append(.scene(try viewReader.reader.modifierReader.readModifier(chosen)))
                }
                if name.text == "keyboardShortcut", !Self.takesKeyboardShortcut(node) {
                    viewReader.reader.warn(at: name, "'.keyboardShortcut' acts only on a Button or Toggle; on \(node.typeName) it is not applied (a shortcut on a container does not reach the controls inside here)")
                }
                return
            }
            if Self.visualModifiers.contains(name.text) {
                // A stroked shape is drawn, and hit, on its outline only: not where it fills.
                if name.text == "stroke" || name.text == "strokeBorder", case .shape = node.kind, node.modifiers.isEmpty { node.roles.stroked = true }
                return
            }
            if let modified = try viewReader.customModified(modifier, node, scope: scope) {
                node = modified
                return
            }
            // A name this close to a gesture modifier is a misspelling that would lose a gesture.
            if let gesture = Suggestion.misspelled(name.text, among: Catalog.viewModifierNames) {
                throw viewReader.error(at: name, "'.\(name.text)' is not a modifier this tool knows; did you mean '.\(gesture)'?")
            }
            // A modifier of the app's own (a View extension, a ViewModifier) or one this tool does
            // not model: accepted, and said.
            var message = "'.\(name.text)' is not modelled"
            if let suggestion = Suggestion.nearest(to: name.text, among: Self.layoutModifierNames) { message += " (did you mean '.\(suggestion)'?)" }
            message += "; assumed to change neither the view's layout nor where it is hit"
            if let content = try unmodelledContent(modifier, scope: scope) {
                // A package's `.sheet`- or `.overlay`-like modifier: what it shows is read, behind
                // the view, so it is listed, replayed and linted and takes no touch from the view.
                message += "; the views of its closures are laid out behind the view, in a placeholder"
                node.modifiers.append(.background(content, alignment: .center))
            }
            viewReader.reader.warn(at: name, message)
            return
        }
        let (values, unlabeled) = viewReader.labeled(modifier.arguments)
        let call = ViewReader.ModifierCall(syntax: modifier, values: values, unlabeled: unlabeled, scope: scope)
        switch kind {
        case .padding: node.modifiers.append(try padding(call))
        case .frame: node.modifiers.append(try frame(call))
        case .offset: if let offset = try offset(call) { node.modifiers.append(offset) }
        case .position: if let position = try position(call) { node.modifiers.append(position) }
        case .fixedSize:
            let horizontal = values["horizontal"].flatMap(ExpressionSyntax.boolLiteral) ?? true
            let vertical = values["vertical"].flatMap(ExpressionSyntax.boolLiteral) ?? true
            node.modifiers.append(.fixedSize(horizontal: horizontal, vertical: vertical))
        case .overlay, .background: node.modifiers.append(try secondary(call))
        case .aspectRatio: node.modifiers.append(try aspectRatio(call))
        case .scaledToFit: node.modifiers.append(.aspectRatio(nil, fill: false))
        case .scaledToFill: node.modifiers.append(.aspectRatio(nil, fill: true))
        case .resizable: node.modifiers.append(.resizable)
        case .contentShape:
            guard let first = unlabeled.last else { throw viewReader.error(at: name, "expected a shape for '.contentShape', such as '.contentShape(Rectangle())'") }
            node.modifiers.append(.contentShape(try shape(first)))
        case .allowsHitTesting:
            guard let first = unlabeled.first else {
                throw viewReader.error(at: name, "expected a Bool for '.allowsHitTesting', such as '.allowsHitTesting(false)'")
            }
            // A model's value (`model.selected.count <= 1`): hit, as the view is at rest most of the time.
            let reader = viewReader.reader
            let value = try reader.approximating(at: first.firstToken, { () throws(Diagnostic) in
                try reader.evaluator.evaluate(try reader.valueParser.value(of: first), in: scope)
            }, assumed: { "cannot evaluate \(reader.describe(first)) of '.allowsHitTesting' (\($0)); assumed true, so the view is hit" })
            guard let bool = value.map({ $0.asBool }) ?? true else {
                throw viewReader.error(at: name, "expected a Bool for '.allowsHitTesting', such as '.allowsHitTesting(false)'")
            }
            node.modifiers.append(.allowsHitTesting(bool))
        case .hidden: node.modifiers.append(.hidden)
        case .opacity:
            let opacity = try number(unlabeled.first, call) ?? 1
            node.modifiers.append(.opacity(opacity))
            // `.opacity(isExpanded ? 1 : 0)`: hidden at rest, shown once a callback changes the state.
            if opacity <= 0, let first = unlabeled.first, SourceReader.isComputed(first) { node.roles.disabledByState = true }
        case .scaleEffect: if let effect = try scaleEffect(call) { node.modifiers.append(effect) }
        case .rotationEffect: if let effect = try rotationEffect(call) { node.modifiers.append(effect) }
        case .ignoresSafeArea: node.modifiers.append(.ignoresSafeArea)
        case .font:
            // A size read from a model or a condition on one: the body style, said.
            if let font = try approximated(call, assuming: "the body font", { () throws(Diagnostic) in try font(call) }) ?? nil {
                node.modifiers.append(.font(font))
            }
        case .imageScale:
            // `.imageScale(.large)`; a scale read from elsewhere keeps the medium size, said.
            guard let first = unlabeled.first, case .implicitMember(_, let scale) = first.base,
                  let factor = ["small": LayoutConstants.symbolScaleSmall, "medium": 1, "large": LayoutConstants.symbolScaleLarge][scale.text] else {
                viewReader.reader.warn(at: name, "cannot evaluate '.imageScale' here; assumed .medium")
                return
            }
            node.modifiers.append(.imageScale(factor))
        case .listStyle:
            // `.listStyle(.plain)`, `.listStyle(PlainListStyle())`; another style is the default's, said.
            var written = ""
            if let first = unlabeled.first {
                switch first.base {
                case .implicitMember(_, let member): written = member.text
                case .name(let type) where type.text.hasSuffix("ListStyle"):
                    let stem = type.text.dropLast("ListStyle".count)
                    written = stem.prefix(1).lowercased() + stem.dropFirst()
                default: break
                }
            }
            if let style = ListStyleKind(rawValue: written) {
                node.modifiers.append(.listStyle(style))
            } else {
                viewReader.reader.warn(at: name, "list style \(unlabeled.first.map(viewReader.reader.describe) ?? "''") is not modelled; laid out as the default, inset grouped")
            }
        case .buttonStyle:
            // `.bordered`, `.borderedProminent`, `BorderedButtonStyle()`: a padded label; any other
            // (`.plain`, `.borderless`, the app's own) keeps the label's size.
            let written = unlabeled.first.map(viewReader.reader.describe) ?? ""
            let lowercased = written.lowercased()
            let builtIn = Self.builtInButtonStyles.contains { lowercased.contains($0) }
            var unread: SourcePosition?
            if !builtIn {
                viewReader.reader.warn(at: name, "button style \(written) is not read (its makeBody is the Buttons' look and hit area); the Buttons in it are laid out as their labels")
                unread = SourcePosition(line: viewReader.reader.lines.line(of: name.offset), column: viewReader.reader.lines.column(of: name.offset))
            }
            node.modifiers.append(.buttonStyle(bordered: lowercased.contains("bordered") && !lowercased.contains("borderless"), unread: unread))
        case .controlSize:
            if let first = unlabeled.first, case .implicitMember(_, let size) = first.base, let value = ControlSize(rawValue: size.text) {
                node.modifiers.append(.controlSize(value))
            }
        case .lineLimit:
            // `.lineLimit(2)`, `.lineLimit(nil)`; a range's upper bound (`.lineLimit(1...3)`) is its limit.
            if let first = unlabeled.first {
                if case .name(let token) = first.base, token.text == "nil" { node.modifiers.append(.lineLimit(nil)) }
                else if case .array(let bounds)? = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: first), in: scope), let last = bounds.last?.asNumber {
                    node.modifiers.append(.lineLimit(max(1, Int(last))))
                } else if let number = try? viewReader.reader.evaluator.numberArgument(first, in: scope), number >= 1, number < 10_000 {
                    node.modifiers.append(.lineLimit(Int(number)))
                }
            }
        case .pickerStyle:
            // Segmented: the options side by side. Another style keeps the menu row. Written on
            // a container, it is not read (said).
            let written = unlabeled.first.map(viewReader.reader.describe) ?? ""
            guard let options = node.pickerOptions else {
                viewReader.reader.warn(at: name, "'.pickerStyle' is read on a Picker itself; the Pickers inside keep the menu style")
                return
            }
            if written.lowercased().contains("segmented") { node = viewReader.segmentedPicker(node, options: options) }
        case .layoutPriority: node.modifiers.append(.layoutPriority(try number(unlabeled.first, call) ?? 0))
        case .zIndex: node.modifiers.append(.zIndex(try number(unlabeled.first, call) ?? 0))
        case .name:
            if let first = unlabeled.first, let value = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: first), in: scope) {
                switch value {
                case .string(let string): node.name = string
                case .number(let number): node.name = NumberFormat.string(number)
                default: break
                }
            }
        case .swipeActions: node.swipeActions = try swipeActions(call)
        case .tabViewStyle:
            // `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`: the tabs become pages.
            if case .tabView(let pages) = node.kind, let style = unlabeled.first, viewReader.reader.describe(style).lowercased().contains("page") {
                node = TabViewDefinition.paged(node, pages: pages)
            }
        case .disabled:
            // `.disabled(showMenu)`, `.disabled(count > 3 ? true : false)`: its value at rest.
            guard modifier.trailingClosures.isEmpty, call.unlabeled.count == 1, values.isEmpty else {
                node.modifiers.append(.scene(try viewReader.reader.modifierReader.readModifier(modifier)))
                return
            }
            let disabled = try viewReader.reader.approximating(at: call.unlabeled[0].firstToken, { () throws(Diagnostic) in
                try viewReader.reader.evaluator.condition(try viewReader.reader.valueParser.value(of: call.unlabeled[0]), in: scope)
            }, assumed: { "cannot evaluate '.disabled' here (\($0)); assumed false, so the view takes touches" }) ?? false
            if disabled {
                node.modifiers.append(.allowsHitTesting(false))
                if ExpressionSyntax.boolLiteral(call.unlabeled[0]) == nil { node.roles.disabledByState = true }
            }
            node.modifiers.append(.scene(ModifierSpec(kind: .disabled(disabled), name: name.text,
                                                      position: SourcePosition(line: viewReader.reader.lines.line(of: name.offset), column: viewReader.reader.lines.column(of: name.offset)))))
        }
    }

    /// A number argument; one that cannot be evaluated (`.opacity(item.archived ? 0.5 : 1)` with
    /// an item the reader does not know) is nil, the modifier's default, with a warning.
    private func number(_ syntax: ExpressionSyntax?, _ call: ViewReader.ModifierCall) throws(Diagnostic) -> Double? {
        guard let syntax else { return nil }
        let reader = viewReader.reader
        return try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
            try reader.evaluator.numberArgument(syntax, in: call.scope)
        }, assumed: { "cannot evaluate \(reader.describe(syntax)) of '.\(call.name.text)' (\($0)); assumed its default" })
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 16)`, `.padding([.top, .leading])`,
    /// `.padding(EdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10))`.
    private func padding(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier {
        if let first = call.unlabeled.first, case .name(let type) = first.base, type.text == "EdgeInsets",
           case .call(let list)? = first.postfixes.first {
            var insets: [String: Double] = [:]
            for argument in list.arguments {
                guard let label = argument.label, ["top", "leading", "bottom", "trailing"].contains(label.text) else {
                    throw viewReader.error(at: argument.value.firstToken, "expected EdgeInsets(top:leading:bottom:trailing:)")
                }
                insets[label.text] = try viewReader.reader.evaluator.numberArgument(argument.value, in: call.scope)
            }
            return .padding(EdgeInsets(top: insets["top"] ?? 0, leading: insets["leading"] ?? 0,
                                       bottom: insets["bottom"] ?? 0, trailing: insets["trailing"] ?? 0))
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length = LayoutConstants.defaultPadding
        for argument in call.syntax.arguments?.arguments ?? [] {
            if argument.label == nil, let set = try edgeSet(argument.value) {
                edges = set
            } else if argument.label == nil || argument.label?.text == "length" || argument.label?.text == "all" {
                length = try number(argument.value, call) ?? LayoutConstants.defaultPadding
            } else {
                // Cannot trap: on this branch the argument has a label.
                throw viewReader.error(at: argument.label!, "'.padding' has no parameter '\(argument.label!.text)'; write .padding(16) or .padding(.horizontal, 16)")
            }
        }
        return .padding(EdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                                   bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0))
    }

    /// `.frame(width:height:alignment:)` or its flexible form, `minWidth:…maxHeight:`.
    private func frame(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier {
        let values = call.values, name = call.name
        let alignment = try values["alignment"].map { (syntax) throws(Diagnostic) in try self.alignment(syntax, for: nil) } ?? .center
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        for label in values.keys where label != "alignment" && label != "width" && label != "height" && !flexible.contains(label) {
            throw viewReader.error(at: name, "'.frame' has no parameter '\(label)'; use width:height: or minWidth:idealWidth:maxWidth:…")
        }
        guard flexible.contains(where: { values[$0] != nil }) else {
            return .frame(width: try dimension("width", call), height: try dimension("height", call), alignment: alignment)
        }
        if values["width"] != nil || values["height"] != nil {
            throw viewReader.error(at: name, "'.frame' takes either width:height: or minWidth:…maxHeight:, not both")
        }
        return .flexibleFrame(minWidth: try dimension("minWidth", call), idealWidth: try dimension("idealWidth", call),
                              maxWidth: try dimension("maxWidth", call), minHeight: try dimension("minHeight", call),
                              idealHeight: try dimension("idealHeight", call), maxHeight: try dimension("maxHeight", call),
                              alignment: alignment)
    }

    /// A `.frame` dimension; one the reader cannot evaluate (a constant of another file, a
    /// model's value) is left out — the view keeps its own size along it — with a warning.
    private func dimension(_ label: String, _ call: ViewReader.ModifierCall) throws(Diagnostic) -> Double? {
        guard let syntax = call.values[label] else { return nil }
        return try viewReader.reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
            try viewReader.reader.evaluator.numberArgument(syntax, in: call.scope)
        }, assumed: { "cannot evaluate '\(label):' of '.frame' (\($0)); assumed none, so the view keeps its own size there" })
    }

    /// `.offset(size)` or `.offset(x:y:)`, live when it reads state.
    private func offset(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier? {
        let expressions: [ValueSyntax]
        if let size = call.unlabeled.first {
            expressions = [try viewReader.reader.valueParser.value(of: size)]
        } else {
            expressions = [try call.values["x"].map { (s) throws(Diagnostic) in try viewReader.reader.valueParser.value(of: s) } ?? .operand(Self.zeroSyntax(call.name)),
                           try call.values["y"].map { (s) throws(Diagnostic) in try viewReader.reader.valueParser.value(of: s) } ?? .operand(Self.zeroSyntax(call.name))]
        }
        let live = liveExpression(expressions, scope: call.scope)
        guard let value = try approximated(call, assuming: "no offset", { () throws(Diagnostic) in
            try Self.offsetValue(expressions, reader: viewReader.reader, scope: call.scope)
        }) else { return nil }
        return .offset(value, live: live)
    }

    private func position(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier? {
        try approximated(call, assuming: "the view stays where its container puts it") { () throws(Diagnostic) in
            let x = try number(call.values["x"], call) ?? 0, y = try number(call.values["y"], call) ?? 0
            guard let point = call.unlabeled.first else { return .position(CGPoint(x: x, y: y)) }
            guard let value = try viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: point), in: call.scope).asPoint else {
                throw viewReader.error(at: point.firstToken, "expected a CGPoint for '.position'")
            }
            return .position(value)
        }
    }

    /// The views an unmodelled modifier's view-builder closures make (`.customSheet { Form { … } }`),
    /// in a placeholder named after the modifier; nil when it has none. Action closures
    /// (`onDismiss:`, `{ count += 1 }`) are not read.
    private func unmodelledContent(_ modifier: ModifierSyntax, scope: ValueScope) throws(Diagnostic) -> ViewNode? {
        let (values, unlabeled) = viewReader.labeled(modifier.arguments)
        let call = ViewCall(type: modifier.name, member: nil, values: values, unlabeled: unlabeled, closures: modifier.trailingClosures, scope: scope)
        let views = try viewReader.closureViews(of: call, owner: "." + modifier.name.text)
        guard !views.isEmpty else { return nil }
        var token = modifier.name
        token.text = "." + modifier.name.text
        return ViewNode(kind: .placeholder, typeName: token.text, token: modifier.name, children: views)
    }

    /// `.overlay { … }`, `.background(Color.red)`, `.background(.red)`: a view behind or in front.
    private func secondary(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier {
        let name = call.name
        let alignment = try call.values["alignment"].map { (syntax) throws(Diagnostic) in try self.alignment(syntax, for: nil) } ?? .center
        // `.background(.red)`, `.background(.ultraThinMaterial)`: a style fills the view.
        var view: ViewNode
        if let first = call.unlabeled.first, case .implicitMember(_, let style) = first.base {
            view = ViewNode(kind: .color(clear: style.text == "clear"), typeName: "Color", token: style)
        } else if let first = call.unlabeled.first, case .name(let property) = first.base, first.postfixes.isEmpty,
                  case .symbol(let style)? = call.scope.lookup(property.text) {
            // `.background(color)` with `var color: Color = .blue`.
            view = ViewNode(kind: .color(clear: style == "clear"), typeName: "Color", token: property)
        } else {
            var views: [ViewNode]
            if let first = call.unlabeled.first {
                views = try readViewOrChoice(first, scope: call.scope)
            } else if let closure = call.contentClosure {
                views = try viewReader.readBlock(closure.body, scope: call.scope)
            } else {
                throw viewReader.error(at: name, "expected a view for '.\(name.text)', such as '.\(name.text)(Color.blue)'")
            }
            // `nil`, or an `if` that is false: no view there.
            if views.isEmpty { views = [ViewNode(kind: .empty, typeName: "EmptyView", token: name)] }
            view = views.count == 1 ? views[0]
                : ViewNode(kind: .stack(axis: nil, alignment: .center, spacing: nil), typeName: "ZStack", token: name, children: views)
        }
        if name.text == "background", call.values["in"] != nil { view.kind = .color(clear: false) }
        // A chart's overlay and background (`.chartOverlay { proxy in … }`) cover the chart as these do.
        return name.text.hasSuffix("verlay") ? .overlay(view, alignment: alignment) : .background(view, alignment: alignment)
    }

    private func aspectRatio(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier {
        var ratio: Double?
        if let first = call.unlabeled.first {
            if let size = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: first), in: call.scope), let s = size.asSize, s.height > 0 {
                ratio = s.width / s.height
            } else {
                ratio = try number(first, call)
            }
        }
        let fill = call.values["contentMode"].map { viewReader.reader.describe($0).contains("fill") } ?? false
        return .aspectRatio(ratio, fill: fill)
    }

    private func scaleEffect(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier? {
        let anchor = try call.values["anchor"].map { (syntax) throws(Diagnostic) in try self.unitPoint(syntax) } ?? CGPoint(x: 0.5, y: 0.5)
        var expressions: [ValueSyntax] = []
        if let first = call.unlabeled.first { expressions = [try viewReader.reader.valueParser.value(of: first)] }
        else { expressions = [try viewReader.reader.valueParser.value(of: call.values["x"] ?? Self.oneSyntax(call.name)), try viewReader.reader.valueParser.value(of: call.values["y"] ?? Self.oneSyntax(call.name))] }
        guard let scale = try approximated(call, assuming: "a scale of 1", { () throws(Diagnostic) in
            try Self.scaleValue(expressions, reader: viewReader.reader, scope: call.scope)
        }) else { return nil }
        return .scaleEffect(scale, anchor: anchor, live: liveExpression(expressions, scope: call.scope))
    }

    private func rotationEffect(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> LayoutModifier? {
        let anchor = try call.values["anchor"].map { (syntax) throws(Diagnostic) in try self.unitPoint(syntax) } ?? CGPoint(x: 0.5, y: 0.5)
        guard let first = call.unlabeled.first else {
            throw viewReader.error(at: call.name, "expected an angle for '.rotationEffect', such as '.rotationEffect(.degrees(45))'")
        }
        guard let radians = try approximated(call, assuming: "no rotation", { () throws(Diagnostic) in
            let value = try viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: first), in: call.scope)
            guard let radians = value.asAngle else {
                throw viewReader.error(at: call.name, "expected an angle for '.rotationEffect', such as '.rotationEffect(.degrees(45))'; found \(value.description)")
            }
            return radians
        }) else { return nil }
        return .rotationEffect(radians: radians, anchor: anchor, live: liveExpression([try viewReader.reader.valueParser.value(of: first)], scope: call.scope))
    }

    /// `.gesture(isLocked ? nil : DragGesture()…)`: the modifier with the gesture the start values
    /// choose, `.some(nil)` when they choose none; nil when the gesture is not a choice. A condition
    /// the reader cannot evaluate is assumed false, with a warning.
    private func chosenGesture(_ modifier: ModifierSyntax, scope: ValueScope) throws(Diagnostic) -> ModifierSyntax?? {
        guard Catalog.gestureAttachingModifiers.contains(where: { $0.name == modifier.name.text }),
              var list = modifier.arguments, let first = list.arguments.first, first.label == nil, case .unevaluated = first.value.base,
              case .ternary(let condition, let then, let otherwise) = try viewReader.reader.valueParser.value(of: first.value) else { return nil }
        let taken = try viewReader.reader.approximating(at: condition.firstToken, { () throws(Diagnostic) in
            try viewReader.reader.evaluator.condition(condition, in: scope)
        }, assumed: { "cannot evaluate the condition (\($0)); assumed false, so the gesture after ':' is attached" }) ?? false
        guard case .operand(let chosen) = taken ? then : otherwise else {
            throw viewReader.error(at: (taken ? then : otherwise).firstToken, "expected a gesture or nil after '\(taken ? "?" : ":")'")
        }
        if case .name(let token) = chosen.base, token.text == "nil", chosen.postfixes.isEmpty { return .some(nil) }
        list.arguments[0].value = chosen
        var result = modifier
        result.arguments = list
        return .some(result)
    }

    /// A view argument, or `condition ? viewA : viewB` decided on the values the scene starts
    /// with; a condition the reader cannot evaluate is assumed false, with a warning.
    func readViewOrChoice(_ syntax: ExpressionSyntax, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        // `.overlay(isActive ? Circle().stroke(…) : nil)`: an optional view, none when nil.
        if case .name(let name) = syntax.base, name.text == "nil", syntax.postfixes.isEmpty { return [] }
        // `(Button(…) { … })`: a view in parentheses is the view.
        if case .parenthesized(_, let elements, _) = syntax.base, elements.count == 1, elements[0].label == nil, syntax.postfixes.isEmpty {
            return try readViewOrChoice(elements[0].value, scope: scope)
        }
        guard case .unevaluated = syntax.base else { return try viewReader.readView(syntax) }
        return try readChoice(try viewReader.reader.valueParser.value(of: syntax), scope: scope)
    }

    /// `condition ? viewA : viewB` (as an argument or a statement of a body), or one view.
    func readChoice(_ value: ValueSyntax, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        switch value {
        case .operand(let syntax):
            return try readViewOrChoice(syntax, scope: scope)
        case .ternary(let condition, let then, let otherwise):
            let taken = try viewReader.reader.approximating(at: condition.firstToken, { () throws(Diagnostic) in
                try viewReader.reader.evaluator.condition(condition, in: scope)
            }, assumed: { "cannot evaluate the condition (\($0)); assumed false, so the view after ':' is laid out" }) ?? false
            return try readChoice(taken ? then : otherwise, scope: scope)
        case .binary(let left, "+", _, let right):
            // `Text(a) + Text(b)`: one Text of both strings, laid out as one.
            let first = try readChoice(left, scope: scope), second = try readChoice(right, scope: scope)
            guard first.count == 1, second.count == 1, case .text(let a) = first[0].kind, case .text(let b) = second[0].kind else {
                throw viewReader.error(at: first.first?.token ?? viewReader.reader.tokens[0], "only Texts are added with '+' in a body, as Swift's Text + Text")
            }
            var joined = first[0]
            joined.kind = .text(a + b)
            return [joined]
        case .prefix(let token, _), .binary(_, _, let token, _):
            throw viewReader.error(at: token, "expected a view such as Color.red, found \(viewReader.reader.describe(token))")
        }
    }

    /// The effect's value, or nil — the effect left out — with a warning saying what was assumed when it cannot be
    /// evaluated (it reads a helper function, a model, a value of another file): an offset, a
    /// scale or a rotation changes where the view is hit, not whether the file can be read.
    private func approximated<T>(_ call: ViewReader.ModifierCall, assuming identity: String,
                                 _ evaluate: () throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        try viewReader.reader.approximating(at: call.name, evaluate, assumed: { "cannot evaluate '.\(call.name.text)' here (\($0)); assumed \(identity)" })
    }

    /// `.font(.title)`, `.font(.system(size: 40))`, `.font(.system(.title, design: .rounded))`;
    /// nil for any other font.
    private func font(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> FontMetrics? {
        guard let first = call.unlabeled.first, case .implicitMember(_, let member) = first.base else { return nil }
        if let textStyle = TextStyle(rawValue: member.text) { return FontMetrics(textStyle) }
        guard member.text == "system", case .call(let list)? = first.postfixes.first else { return nil }
        if let size = list.arguments.first(where: { $0.label?.text == "size" }) {
            let points = try viewReader.reader.evaluator.numberArgument(size.value, in: call.scope)
            guard points > 0, points < 10_000 else { throw viewReader.error(at: size.value.firstToken, "a font size must be above 0 and below 10000 points") }
            return FontMetrics(pointSize: points)
        }
        if let style = list.arguments.first(where: { $0.label == nil }), case .implicitMember(_, let name) = style.value.base,
           let textStyle = TextStyle(rawValue: name.text) {
            return FontMetrics(textStyle)
        }
        return nil
    }

    /// A List row's `.swipeActions(edge:allowsFullSwipe:) { Button(…) }`: its buttons' titles.
    private func swipeActions(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> SwipeActions {
        var edge = SwipeActions.Edge.trailing
        if let written = call.values["edge"], viewReader.reader.describe(written).contains("leading") { edge = .leading }
        let full = call.values["allowsFullSwipe"].flatMap(ExpressionSyntax.boolLiteral) ?? true
        var actions: [String] = []
        if let closure = call.syntax.trailingClosures.first?.closure {
            for view in try viewReader.readBlock(closure.body, scope: call.scope) {
                if let label = view.children.first, case .text(let text) = label.kind { actions.append(text) } else { actions.append(view.typeName) }
            }
        }
        return SwipeActions(edge: edge, allowsFullSwipe: full, actions: actions.isEmpty ? ["Delete"] : actions)
    }

    /// Modifiers that change how a view looks or what it does off-screen, never its layout,
    /// hit testing or gestures: accepted and ignored.
    static let visualModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "tint", "accentColor", "bold", "italic",
        "fontWeight", "fontDesign", "fontWidth", "monospaced", "monospacedDigit", "underline", "strikethrough", "shadow",
        "cornerRadius", "clipShape", "clipped", "mask", "border", "animation", "transition", "onAppear", "onDisappear",
        "task", "onChange", "onReceive", "navigationBarBackButtonHidden",
        "toolbarBackground", "listRowInsets", "listRowBackground", "listRowSeparator",
        "toggleStyle", "labelStyle", "textFieldStyle",
        "multilineTextAlignment", "textCase", "kerning", "tracking", "truncationMode", "minimumScaleFactor",
        "alert", "confirmationDialog", "popover",
        "navigationDestination", "environment", "environmentObject", "preferredColorScheme", "statusBarHidden",
        "scrollIndicators", "sensoryFeedback", "symbolRenderingMode", "symbolEffect", "interpolation",
        "renderingMode", "blur", "brightness", "saturation", "grayscale", "contrast", "colorMultiply", "blendMode",
        "compositingGroup", "drawingGroup", "redacted", "submitLabel", "keyboardType", "onSubmit", "focused",
        "refreshable", "searchable", "scrollContentBackground", "interactiveDismissDisabled", "onMove",
        "help", "badge", "containerRelativeFrame", "contentTransition", "matchedGeometryEffect",
        "hoverEffect", "privacySensitive", "textSelection", "dynamicTypeSize",
        "buttonBorderShape", "scrollTargetLayout", "scrollTargetBehavior", "scrollPosition", "safeAreaInset",
        // GestureRecorder's (docs/recording.md): it notes the view and shows a badge whose
        // touches the recorder leaves out, so the replay has nothing of it to place or hit.
        "recordingGestures",
    ]

    /// `.horizontal`, `[.top, .leading]`, `.all`; nil when the argument is a length.
    private func edgeSet(_ syntax: ExpressionSyntax) throws(Diagnostic) -> Set<String>? {
        var names: [SourceToken] = []
        switch syntax.base {
        case .implicitMember(_, let name) where syntax.postfixes.isEmpty: names = [name]
        case .array(_, let elements, _):
            for element in elements {
                guard case .implicitMember(_, let name) = element.base else { return nil }
                names.append(name)
            }
        default: return nil
        }
        var set: Set<String> = []
        for name in names {
            switch name.text {
            case "all": set.formUnion(["top", "leading", "bottom", "trailing"])
            case "horizontal": set.formUnion(["leading", "trailing"])
            case "vertical": set.formUnion(["top", "bottom"])
            case "top", "leading", "bottom", "trailing": set.insert(name.text)
            // `.padding(.layoutPadding)`: a length, a static of an `extension CGFloat` (the project's,
            // or a package's the reader does not have): read as a number, approximated if unknown.
            case _ where names.count == 1: return nil
            default: throw viewReader.error(at: name, "unknown edge '.\(name.text)'; expected .top, .leading, .bottom, .trailing, .horizontal, .vertical or .all")
            }
        }
        return set
    }

    /// `.leading`, `.topTrailing`, `.center`; for a stack only its cross axis's names.
    func alignment(_ syntax: ExpressionSyntax, for axis: ViewNode.Axis?) throws(Diagnostic) -> Alignment {
        let table = Self.alignments
        guard let (name, rest) = ExpressionSyntax.member(of: syntax, onType: axis == .vertical ? "HorizontalAlignment" : axis == .horizontal ? "VerticalAlignment" : "Alignment"),
              rest.isEmpty else {
            // A property holding one (`let viewsAlignment: VerticalAlignment`): its value, else the centre, said.
            let value = try viewReader.reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
                let value = try viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: syntax), in: viewReader.reader.valueScope)
                guard case .symbol(let name) = value, let (h, v) = table[name] else {
                    throw viewReader.error(at: syntax.firstToken, "expected an alignment such as .leading or .topLeading, found \(value.description)")
                }
                return Alignment(horizontal: h, vertical: v)
            }, assumed: { "cannot evaluate the alignment (\($0)); assumed .center" })
            return value ?? Alignment(horizontal: 0.5, vertical: 0.5)
        }
        guard let (h, v) = table[name.text] else {
            var message = "unknown alignment '.\(name.text)'"
            if let suggestion = Suggestion.nearest(to: name.text, among: table.keys.sorted()) {
                message += "; did you mean '.\(suggestion)'?"
                throw viewReader.error(at: name, message)
            }
            // The app's own alignment guide (`extension VerticalAlignment { static let … }`).
            viewReader.reader.warn(at: name, message + " (an alignment guide of the app's own); assumed .center")
            return Alignment(horizontal: 0.5, vertical: 0.5)
        }
        return Alignment(horizontal: h, vertical: v)
    }

    /// Each alignment's point in its view, as fractions of its width and height.
    private static let alignments: [String: (Double, Double)] = [
        "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5), "top": (0.5, 0), "bottom": (0.5, 1),
        "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
        "firstTextBaseline": (0.5, 0), "lastTextBaseline": (0.5, 1), "leadingFirstTextBaseline": (0, 0),
    ]

    /// `.center`, `.topLeading`, `UnitPoint(x:y:)`.
    private func unitPoint(_ syntax: ExpressionSyntax) throws(Diagnostic) -> CGPoint {
        if let point = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: syntax), in: viewReader.reader.valueScope).asPoint { return point }
        let alignment = try self.alignment(syntax, for: nil)
        return CGPoint(x: alignment.horizontal, y: alignment.vertical)
    }

    /// The shapes hit on their path, by their names as views (`Circle()`) and as `ShapeStyle`
    /// members (`.circle`); `RoundedRectangle` takes its radius and is read apart.
    private static let shapes: [String: ShapeKind] = [
        "Rectangle": .rectangle, "rect": .rectangle, "rectangle": .rectangle, "Circle": .circle, "circle": .circle,
        "Ellipse": .ellipse, "ellipse": .ellipse, "Capsule": .capsule, "capsule": .capsule,
    ]

    /// `Rectangle()`, `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.rect`, `.circle`, `.capsule`.
    func shape(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ShapeKind {
        let name: SourceToken
        switch syntax.base {
        case .name(let token), .implicitMember(_, let token): name = token
        default: throw viewReader.error(at: syntax.firstToken, "expected a shape such as Rectangle() or Circle(), found \(viewReader.reader.describe(syntax))")
        }
        if let shape = Self.shapes[name.text] { return shape }
        switch name.text {
        case "RoundedRectangle":
            if case .call(let list)? = syntax.postfixes.first, let radius = list.arguments.first(where: { $0.label?.text == "cornerRadius" }) {
                return .roundedRectangle(cornerRadius: try viewReader.reader.evaluator.numberArgument(radius.value, in: viewReader.reader.valueScope))
            }
            return .roundedRectangle(cornerRadius: 0)
        default:
            if let suggestion = Suggestion.misspelled(name.text, among: Self.shapes.keys.sorted() + ["RoundedRectangle"]) {
                throw viewReader.error(at: name, "'\(name.text)' is not a shape this tool hit-tests; did you mean '\(suggestion)'?")
            }
            // A property holding a shape, a custom `Shape` of the app's: hit on its frame, said.
            viewReader.reader.warn(at: name, "cannot read \(viewReader.reader.describe(syntax)) as a shape this tool hit-tests; assumed a rectangle (its frame)")
            return .rectangle
        }
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    func scrollAxes(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ScrollViewConfiguration.Axes {
        let text = viewReader.reader.describe(syntax)
        var axes: ScrollViewConfiguration.Axes = []
        if text.contains("horizontal") { axes.insert(.horizontal) }
        if text.contains("vertical") { axes.insert(.vertical) }
        guard !axes.isEmpty else { throw viewReader.error(at: syntax.firstToken, "expected .vertical, .horizontal or [.horizontal, .vertical], found \(text)") }
        return axes
    }

    /// SwiftUI's own button styles, as written (`.plain`, `PlainButtonStyle()`, `.borderedProminent`),
    /// lowercased: any other is the app's own.
    static let builtInButtonStyles = [".automatic", "automaticbuttonstyle", ".plain", "plainbuttonstyle", ".borderless", "borderlessbuttonstyle",
                                      ".bordered", "borderedbuttonstyle", "borderedprominentbuttonstyle", ".link", "linkbuttonstyle",
                                      ".accessoryBar".lowercased(), ".card", "cardbuttonstyle", ".glass"]

    /// Whether the view is a control a `.keyboardShortcut` fires, as its definition says.
    private static func takesKeyboardShortcut(_ node: ViewNode) -> Bool {
        guard case .control(let control) = node.kind else { return false }
        return control.control.interactions.contains(.press)
    }

    /// A gesture is made once, when the view is: a parameter that reads state this view's
    /// callbacks may change (`DragGesture(minimumDistance: editing ? 0 : 30)`) keeps its start
    /// value for the whole replay. Said at the first state read in the arguments of a SwiftUI
    /// gesture or of `.onTapGesture`/`.onLongPressGesture`; closures are callbacks, which read
    /// state as they run, and a function's or custom type's arguments may feed only those.
    private func warnIfParametersReadState(_ modifier: ModifierSyntax) {
        // Only a gesture's parameters are read once; an accessibility value or label is no gesture's.
        guard let arguments = modifier.arguments?.arguments, !modifier.name.text.hasPrefix("accessibility") else { return }
        let direct = !Catalog.gestureAttachingModifiers.contains { $0.name == modifier.name.text }
        for argument in arguments where !argument.value.range.isEmpty {
            var braces = 0
            // For each open parenthesis, whether it is a SwiftUI gesture's argument list.
            var parentheses: [Bool] = []
            for index in argument.value.range {
                let token = viewReader.reader.tokens[index]
                if token.kind == .punctuation {
                    switch token.text {
                    case "{": braces += 1
                    case "}": braces -= 1
                    case "(": parentheses.append(index > 0 && Catalog.gesture(named: viewReader.reader.tokens[index - 1].text) != nil)
                    case ")": _ = parentheses.popLast()
                    default: break
                    }
                }
                let inGesture = parentheses.last ?? direct
                guard braces == 0, inGesture, token.kind == .identifier, viewReader.state.isState(instance: viewReader.instance, name: token.text) else { continue }
                // A member (`value.scale`) or a label (`scale:`) of the same name is not the state.
                if index > 0, viewReader.reader.tokens[index - 1].text == "." { continue }
                if index + 1 < viewReader.reader.tokens.count, viewReader.reader.tokens[index + 1].text == ":" { continue }
                viewReader.reader.warn(at: token, "the gesture's parameters read '\(token.text)', which is state: the gesture is made once, with its start value, "
                            + "and keeps it for the whole replay (a change by a callback does not re-create it)")
                return
            }
        }
    }

    /// The expression as a live one when it reads state of this view.
    private func liveExpression(_ expressions: [ValueSyntax], scope: ValueScope) -> LiveExpression? {
        var names: Set<String> = []
        for expression in expressions { collectNames(expression, into: &names) }
        // A helper function's body reads state too (`.scaleEffect(scaleAmount())`): its names count.
        var pending = names.filter { viewReader.reader.functions[$0] != nil }
        var visited: Set<String> = []
        while let name = pending.popFirst() {
            guard visited.insert(name).inserted, let function = viewReader.reader.functions[name] else { continue }
            for token in viewReader.reader.tokens[function.body] where token.kind == .identifier {
                names.insert(token.text)
                if viewReader.reader.functions[token.text] != nil { pending.insert(token.text) }
            }
        }
        let states = names.filter { viewReader.state.isState(instance: viewReader.instance, name: $0) }
        guard !states.isEmpty else { return nil }
        return LiveExpression(syntax: expressions, context: viewReader.reader.context, scope: scope, instance: viewReader.instance, states: Set(states))
    }

    private func collectNames(_ syntax: ValueSyntax, into names: inout Set<String>) {
        switch syntax {
        case .operand(let expression):
            if case .name(let token) = expression.base { names.insert(token.text) }
            if case .parenthesized(_, let elements, _) = expression.base {
                for element in elements { if let inner = try? viewReader.reader.valueParser.value(of: element.value) { collectNames(inner, into: &names) } }
            }
            // `.degrees(angle)`, `Angle(degrees: rotation)`: a call's arguments read state too.
            for case .call(let list) in expression.postfixes {
                for argument in list.arguments { if let inner = try? viewReader.reader.valueParser.value(of: argument.value) { collectNames(inner, into: &names) } }
            }
        case .prefix(_, let operand): collectNames(operand, into: &names)
        case .binary(let left, _, _, let right):
            collectNames(left, into: &names)
            collectNames(right, into: &names)
        case .ternary(let a, let b, let c):
            collectNames(a, into: &names)
            collectNames(b, into: &names)
            collectNames(c, into: &names)
        }
    }

    static func offsetValue(_ expressions: [ValueSyntax], reader: SourceReader, scope: ValueScope) throws(Diagnostic) -> CGSize {
        if expressions.count == 1 {
            let value = try reader.evaluator.evaluate(expressions[0], in: scope)
            guard let size = value.asSize else { throw reader.error(at: expressions[0].firstToken, "expected a CGSize for '.offset', found \(value.description)") }
            return size
        }
        let x = try reader.evaluator.evaluate(expressions[0], in: scope), y = try reader.evaluator.evaluate(expressions[1], in: scope)
        guard let dx = x.asNumber, let dy = y.asNumber else {
            throw reader.error(at: expressions[0].firstToken, "expected numbers for '.offset(x:y:)'")
        }
        return CGSize(width: dx, height: dy)
    }

    static func scaleValue(_ expressions: [ValueSyntax], reader: SourceReader, scope: ValueScope) throws(Diagnostic) -> CGSize {
        if expressions.count == 1 {
            let value = try reader.evaluator.evaluate(expressions[0], in: scope)
            if let number = value.asNumber { return CGSize(width: number, height: number) }
            if let size = value.asSize { return size }
            throw reader.error(at: expressions[0].firstToken, "expected a number for '.scaleEffect', found \(value.description)")
        }
        let x = try reader.evaluator.evaluate(expressions[0], in: scope), y = try reader.evaluator.evaluate(expressions[1], in: scope)
        return CGSize(width: x.asNumber ?? 1, height: y.asNumber ?? 1)
    }

    /// A literal `0` or `1` standing in for an argument left out, pointing at the modifier.
    static func zeroSyntax(_ at: SourceToken) -> ExpressionSyntax {
        ExpressionSyntax(base: .literal(SourceToken(kind: .number, text: "0", offset: at.offset)), postfixes: [], range: 0..<0)
    }

    static func oneSyntax(_ at: SourceToken) -> ExpressionSyntax {
        ExpressionSyntax(base: .literal(SourceToken(kind: .number, text: "1", offset: at.offset)), postfixes: [], range: 0..<0)
    }
}
