import Recognizers
import TraceFormat

/// Reads a view's modifier chain into layout modifiers (`.padding`, `.frame`, `.offset`, …) and
/// the modifiers the catalog reads, in the order written: the layout-modifier table, with each
/// modifier's reading beside it, and the table "did you mean" reads.
struct LayoutModifierReader {
    var viewReader: ViewReader
    var reader: SourceReader { viewReader.reader }

    /// An argument as a value expression, evaluated later (a live offset) or now.
    func parsed(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ValueSyntax { try reader.valueParser.value(of: syntax) }

    /// An argument's value as the scene starts.
    func value(_ syntax: ExpressionSyntax, _ call: ViewReader.ModifierCall) throws(Diagnostic) -> SourceValue {
        try reader.evaluator.evaluate(try reader.valueParser.value(of: syntax), in: call.scope)
    }

    /// Whether a condition argument holds as the scene starts.
    func condition(_ syntax: ExpressionSyntax, _ call: ViewReader.ModifierCall) throws(Diagnostic) -> Bool {
        try reader.evaluator.condition(try reader.valueParser.value(of: syntax), in: call.scope)
    }

    /// Where a token is written, as a modifier's position.
    func position(of token: SourceToken) -> SourcePosition {
        SourcePosition(line: reader.lines.line(of: token.offset), column: reader.lines.column(of: token.offset))
    }
}

/// The modifiers of a view read from source: layout, hit testing, gestures (through the scene
/// catalog, as JSON scenes read them), names, and the visual modifiers that change none of these
/// (accepted and ignored, `visualModifiers`).
extension LayoutModifierReader {
    /// The postfixes after a view's initializer, as modifiers: a name, its arguments, its closures.
    func splitModifiers(_ postfixes: ArraySlice<ExpressionSyntax.Postfix>, of syntax: ExpressionSyntax) throws(Diagnostic) -> [ModifierSyntax] {
        try reader.modifierReader.modifierChain(postfixes, after: nil, of: syntax, example: ".padding()")
    }


    static let layoutModifierNames = LayoutModifierRules.names + ContainerModifierReader.ContainerModifier.allCases.map(\.rawValue)

    func apply(_ modifier: ModifierSyntax, to node: inout ViewNode, scope: ValueScope) throws(Diagnostic) {
        let name = modifier.name
        guard let rule = LayoutModifierRules.byName[name.text] else {
            if let bar = ContainerModifierReader.ContainerModifier(rawValue: name.text) {
                let (values, unlabeled) = viewReader.labeled(modifier.arguments)
                return try viewReader.containerModifierReader.applyContainerModifier(bar, ViewReader.ModifierCall(syntax: modifier, values: values, unlabeled: unlabeled, scope: scope), to: &node)
            }
            if Catalog.viewModifier(named: name.text) != nil {
                warnIfParametersReadState(modifier)
                switch try chosenGesture(modifier, scope: scope) {
                case nil: node.modifiers.append(.scene(try reader.modifierReader.readModifier(modifier)))
                case .some(nil): break
                case .some(let chosen?): node.modifiers.append(.scene(try reader.modifierReader.readModifier(chosen)))
                }
                if name.text == "keyboardShortcut", !Self.takesKeyboardShortcut(node) {
                    reader.warn(at: name, "'.keyboardShortcut' acts only on a Button or Toggle; on \(node.typeName) it is not applied (a shortcut on a container does not reach the controls inside here)")
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
            reader.warn(at: name, message)
            return
        }
        let (values, unlabeled) = viewReader.labeled(modifier.arguments)
        try rule.apply(ViewReader.ModifierCall(syntax: modifier, values: values, unlabeled: unlabeled, scope: scope), to: &node, in: self)
    }

    /// A number argument; one that cannot be evaluated (`.opacity(item.archived ? 0.5 : 1)` with
    /// an item the reader does not know) is nil, the modifier's default, with a warning.
    func number(_ syntax: ExpressionSyntax?, _ call: ViewReader.ModifierCall) throws(Diagnostic) -> Double? {
        guard let syntax else { return nil }
        let reader = viewReader.reader
        return try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
            try reader.evaluator.numberArgument(syntax, in: call.scope)
        }, assumed: { "cannot evaluate \(reader.describe(syntax)) of '.\(call.name.text)' (\($0)); assumed its default" })
    }






    /// The views an unmodelled modifier's view-builder closures make (`.customSheet { Form { … } }`),
    /// in a placeholder named after the modifier; nil when it has none. Action closures
    /// (`onDismiss:`, `{ count += 1 }`) are not read.
    private func unmodelledContent(_ modifier: ModifierSyntax, scope: ValueScope) throws(Diagnostic) -> ViewNode? {
        let (values, unlabeled) = viewReader.labeled(modifier.arguments)
        let call = ViewCall(type: modifier.name, member: nil, values: values, unlabeled: unlabeled, closures: modifier.trailingClosures, scope: scope)
        let views = try BuiltInViewReader.closureViews(of: call, owner: "." + modifier.name.text, in: viewReader)
        guard !views.isEmpty else { return nil }
        var token = modifier.name
        token.text = "." + modifier.name.text
        return ViewNode(kind: .placeholder, typeName: token.text, token: modifier.name, children: views)
    }





    /// `.gesture(isLocked ? nil : DragGesture()…)`: the modifier with the gesture the start values
    /// choose, `.some(nil)` when they choose none; nil when the gesture is not a choice. A condition
    /// the reader cannot evaluate is assumed false, with a warning.
    private func chosenGesture(_ modifier: ModifierSyntax, scope: ValueScope) throws(Diagnostic) -> ModifierSyntax?? {
        guard Catalog.gestureAttachingModifiers.contains(where: { $0.name == modifier.name.text }),
              var list = modifier.arguments, let first = list.arguments.first, first.label == nil, case .unevaluated = first.value.base,
              case .ternary(let condition, let then, let otherwise) = try reader.valueParser.value(of: first.value) else { return nil }
        let taken = try reader.approximating(at: condition.firstToken, { () throws(Diagnostic) in
            try reader.evaluator.condition(condition, in: scope)
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
        // `.background(selected ? .blue : .clear)`, `.white.opacity(0.001)`: a ShapeStyle where a
        // view or a style is taken fills the view, as a color does (a clear one is not hit).
        if case .implicitMember(_, let style) = syntax.base { return [ViewNode(kind: .color(clear: style.text == "clear"), typeName: "Color", token: style)] }
        guard case .unevaluated = syntax.base else { return try viewReader.readView(syntax) }
        return try readChoice(try reader.valueParser.value(of: syntax), scope: scope)
    }

    /// `condition ? viewA : viewB` (as an argument or a statement of a body), or one view.
    func readChoice(_ value: ValueSyntax, scope: ValueScope) throws(Diagnostic) -> [ViewNode] {
        switch value {
        case .operand(let syntax):
            return try readViewOrChoice(syntax, scope: scope)
        case .ternary(let condition, let then, let otherwise):
            let taken = try reader.approximating(at: condition.firstToken, { () throws(Diagnostic) in
                try reader.evaluator.condition(condition, in: scope)
            }, assumed: { "cannot evaluate the condition (\($0)); assumed false, so the view after ':' is laid out" }) ?? false
            return try readChoice(taken ? then : otherwise, scope: scope)
        case .binary(let left, "+", _, let right):
            // `Text(a) + Text(b)`: one Text of both strings, laid out as one.
            let first = try readChoice(left, scope: scope), second = try readChoice(right, scope: scope)
            guard first.count == 1, second.count == 1, case .text(let a) = first[0].kind, case .text(let b) = second[0].kind else {
                throw viewReader.error(at: first.first?.token ?? reader.tokens[0], "only Texts are added with '+' in a body, as Swift's Text + Text")
            }
            var joined = first[0]
            joined.kind = .text(a + b)
            return [joined]
        case .prefix(let token, _), .binary(_, _, let token, _):
            throw viewReader.error(at: token, "expected a view such as Color.red, found \(reader.describe(token))")
        }
    }

    /// The effect's value, or nil — the effect left out — with a warning saying what was assumed when it cannot be
    /// evaluated (it reads a helper function, a model, a value of another file): an offset, a
    /// scale or a rotation changes where the view is hit, not whether the file can be read.
    func approximated<T>(_ call: ViewReader.ModifierCall, assuming identity: String,
                                 _ evaluate: () throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        try reader.approximating(at: call.name, evaluate, assumed: { "cannot evaluate '.\(call.name.text)' here (\($0)); assumed \(identity)" })
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
    func edgeSet(_ syntax: ExpressionSyntax) throws(Diagnostic) -> Set<String>? {
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
            let value = try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in
                let value = try reader.evaluator.evaluate(try reader.valueParser.value(of: syntax), in: reader.valueScope)
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
            reader.warn(at: name, message + " (an alignment guide of the app's own); assumed .center")
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
    func unitPoint(_ syntax: ExpressionSyntax) throws(Diagnostic) -> CGPoint {
        if let point = try? reader.evaluator.evaluate(try reader.valueParser.value(of: syntax), in: reader.valueScope).asPoint { return point }
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
        default: throw viewReader.error(at: syntax.firstToken, "expected a shape such as Rectangle() or Circle(), found \(reader.describe(syntax))")
        }
        if let shape = Self.shapes[name.text] { return shape }
        switch name.text {
        case "RoundedRectangle":
            if case .call(let list)? = syntax.postfixes.first, let radius = list.arguments.first(where: { $0.label?.text == "cornerRadius" }) {
                return .roundedRectangle(cornerRadius: try reader.evaluator.numberArgument(radius.value, in: reader.valueScope))
            }
            return .roundedRectangle(cornerRadius: 0)
        default:
            if let suggestion = Suggestion.misspelled(name.text, among: Self.shapes.keys.sorted() + ["RoundedRectangle"]) {
                throw viewReader.error(at: name, "'\(name.text)' is not a shape this tool hit-tests; did you mean '\(suggestion)'?")
            }
            // A property holding a shape, a custom `Shape` of the app's: hit on its frame, said.
            reader.warn(at: name, "cannot read \(reader.describe(syntax)) as a shape this tool hit-tests; assumed a rectangle (its frame)")
            return .rectangle
        }
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    func scrollAxes(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ScrollViewConfiguration.Axes {
        let text = reader.describe(syntax)
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
                let token = reader.tokens[index]
                if token.kind == .punctuation {
                    switch token.text {
                    case "{": braces += 1
                    case "}": braces -= 1
                    case "(": parentheses.append(index > 0 && Catalog.gesture(named: reader.tokens[index - 1].text) != nil)
                    case ")": _ = parentheses.popLast()
                    default: break
                    }
                }
                let inGesture = parentheses.last ?? direct
                guard braces == 0, inGesture, token.kind == .identifier, viewReader.state.isState(instance: viewReader.instance, name: token.text) else { continue }
                // A member (`value.scale`) or a label (`scale:`) of the same name is not the state.
                if index > 0, reader.tokens[index - 1].text == "." { continue }
                if index + 1 < reader.tokens.count, reader.tokens[index + 1].text == ":" { continue }
                reader.warn(at: token, "the gesture's parameters read '\(token.text)', which is state: the gesture is made once, with its start value, "
                            + "and keeps it for the whole replay (a change by a callback does not re-create it)")
                return
            }
        }
    }

    /// The expression as a live one when it reads state of this view.
    func liveExpression(_ expressions: [ValueSyntax], scope: ValueScope) -> LiveExpression? {
        var names: Set<String> = []
        for expression in expressions { collectNames(expression, into: &names) }
        // A helper function's body reads state too (`.scaleEffect(scaleAmount())`): its names count.
        var pending = names.filter { reader.functions[$0] != nil }
        var visited: Set<String> = []
        while let name = pending.popFirst() {
            guard visited.insert(name).inserted, let function = reader.functions[name] else { continue }
            for token in reader.tokens[function.body] where token.kind == .identifier {
                names.insert(token.text)
                if reader.functions[token.text] != nil { pending.insert(token.text) }
            }
        }
        let states = names.filter { viewReader.state.isState(instance: viewReader.instance, name: $0) }
        guard !states.isEmpty else { return nil }
        return LiveExpression(syntax: expressions, context: reader.context, scope: scope, instance: viewReader.instance, states: Set(states))
    }

    private func collectNames(_ syntax: ValueSyntax, into names: inout Set<String>) {
        switch syntax {
        case .operand(let expression):
            if case .name(let token) = expression.base { names.insert(token.text) }
            if case .parenthesized(_, let elements, _) = expression.base {
                for element in elements { if let inner = try? reader.valueParser.value(of: element.value) { collectNames(inner, into: &names) } }
            }
            // `.degrees(angle)`, `Angle(degrees: rotation)`: a call's arguments read state too.
            for case .call(let list) in expression.postfixes {
                for argument in list.arguments { if let inner = try? reader.valueParser.value(of: argument.value) { collectNames(inner, into: &names) } }
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
