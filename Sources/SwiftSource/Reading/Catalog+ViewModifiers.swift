import Recognizers
import TraceFormat

extension Catalog {
    /// A view modifier a scene's `modifiers` can use: how it is read after its name. Adding one
    /// is an entry here and its case in `ModifierSpec.Kind`; the compiler then points at what
    /// it attaches (`RecordingBuilder+Modifiers.swift`) and does to the view
    /// (`SceneSpec+Recording.swift`).
    package struct ViewModifier: Sendable {
        package let name: String
        /// How it is written, for help.
        package let spelling: String
        /// The labels of the arguments after the first, unlabeled one (the gesture modifiers'
        /// `including:`/`isEnabled:` alternatives), or of all of them, in Swift's order.
        package let labels: [String]
        /// Whether a user acts through it (a gesture, a tap, hover, a key, an accessibility
        /// action); false for what only describes or configures the view (`.coordinateSpace`,
        /// `.disabled`, `.accessibilityLabel`).
        var isInteraction = true
        /// The modifier from its syntax (name, arguments, trailing closures) and the entry's
        /// `labels`, so the signature is written once.
        let read: @Sendable (SourceReader, ModifierSyntax, _ labels: [String]) throws(Diagnostic) -> ModifierSpec.Kind
    }

    /// The modifiers whose first argument is a gesture (`.gesture(DragGesture())`).
    package static let gestureAttachingModifiers: [ViewModifier] = [
        gestureModifier(name: "gesture", spelling: ".gesture(_:including:)", priority: .normal),
        gestureModifier(name: "highPriorityGesture", spelling: ".highPriorityGesture", priority: .high),
        gestureModifier(name: "simultaneousGesture", spelling: ".simultaneousGesture", priority: .simultaneous),
    ]

    package static let viewModifiers: [ViewModifier] = gestureAttachingModifiers + [
        ViewModifier(
            name: "onTapGesture", spelling: ".onTapGesture(count:coordinateSpace:perform:)",
            labels: ["count", "coordinateSpace", "perform"],
            read: { reader, modifier, labels throws(Diagnostic) in
                let values = try reader.bind(modifier.arguments?.arguments ?? [], to: labels, of: modifier.name.text)
                let count = try reader.integer(values[0], default: 1, minimum: 1)
                var space = try values[1].map { (syntax) throws(Diagnostic) in try reader.coordinateSpace(syntax) }
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: values[2] == nil ? 1 : 0)
                if values[2] == nil { try reader.modifierReader.requirePerformClosure(of: modifier) }
                // A closure taking the location (`{ location in … }`, `{ _ in … }`, `{ print($0) }`)
                // makes Swift pick the `(CGPoint) -> Void` overload, whose space defaults to .local.
                let perform = ExpressionSyntax.closure(values[2], else: modifier.trailingClosures.first?.closure)
                if space == nil, let perform, reader.modifierReader.takesOneArgument(perform) { space = .local }
                return .onTapGesture(count: count, coordinateSpace: space, perform: try perform.map { (closure) throws(Diagnostic) in
                    try reader.gestureReader.callback(closure, value: space == nil ? nil : .point)
                })
            }),
        ViewModifier(
            name: "onLongPressGesture", spelling: ".onLongPressGesture(…)",
            labels: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged"],
            read: { reader, modifier, labels throws(Diagnostic) in
                let arguments = modifier.arguments?.arguments ?? []
                var values: [ExpressionSyntax?]
                if arguments.contains(where: { $0.label?.text == "pressing" }) {
                    // iOS 13's `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`,
                    // the same gesture with the pressing closure before `perform`.
                    let legacy = [labels[0], labels[1], "pressing", labels[2]]
                    let bound = try reader.bind(arguments, to: legacy, of: modifier.name.text)
                    values = [bound[0], bound[1], bound[3], bound[2]]
                } else {
                    values = try reader.bind(arguments, to: labels, of: modifier.name.text)
                }
                let duration = try reader.number(values[0], default: GestureConstants.longPressMinimumDuration)
                let distance = try reader.distance(values[1], default: GestureConstants.longPressMaximumDistance)
                var closures = modifier.trailingClosures[...]
                func body(_ value: ExpressionSyntax?, _ trailing: ClosureSyntax?, receiving type: ValueType?) throws(Diagnostic) -> CallbackBody? {
                    try ExpressionSyntax.closure(value, else: trailing).map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: type) }
                }
                let perform = try body(values[2], values[2] == nil ? closures.first?.closure : nil, receiving: nil)
                if values[2] == nil {
                    try reader.modifierReader.requirePerformClosure(of: modifier)
                    closures = closures.dropFirst()
                }
                // The second trailing closure: `.onLongPressGesture { } onPressingChanged: { }`; or,
                // after `perform:` as an argument, the first, unlabeled, as Swift gives a trailing
                // closure to the parameter after the last one written.
                var reportsPressing = values[3] != nil
                var pressingClosure: ClosureSyntax?
                if values[3] == nil, let pressing = closures.first,
                   pressing.label?.text == "onPressingChanged" || (pressing.label == nil && values[2] != nil) {
                    reportsPressing = true
                    pressingClosure = pressing.closure
                    closures = closures.dropFirst()
                }
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: modifier.trailingClosures.count - closures.count)
                return .onLongPressGesture(minimumDuration: duration, maximumDistance: distance, reportsPressing: reportsPressing,
                                           perform: perform, onPressingChanged: try body(values[3], pressingClosure, receiving: .bool))
            }),
        ViewModifier(
            name: "onHover", spelling: ".onHover(perform:)", labels: ["perform"],
            read: { reader, modifier, labels throws(Diagnostic) in
                .hover(try readHover(reader, modifier, labels, continuous: false))
            }),
        ViewModifier(
            name: "onContinuousHover", spelling: ".onContinuousHover(coordinateSpace:perform:)", labels: ["coordinateSpace", "perform"],
            read: { reader, modifier, labels throws(Diagnostic) in
                .hover(try readHover(reader, modifier, labels, continuous: true))
            }),
        ViewModifier(
            name: "onPencilSqueeze", spelling: ".onPencilSqueeze(perform:)", labels: ["perform"],
            read: { reader, modifier, labels throws(Diagnostic) in
                .pencil(PencilModifier(doubleTap: false, perform: try readPerform(reader, modifier, labels)))
            }),
        ViewModifier(
            name: "onPencilDoubleTap", spelling: ".onPencilDoubleTap(perform:)", labels: ["perform"],
            read: { reader, modifier, labels throws(Diagnostic) in
                .pencil(PencilModifier(doubleTap: true, perform: try readPerform(reader, modifier, labels)))
            }),
        ViewModifier(
            name: "coordinateSpace", spelling: ".coordinateSpace(name:)", labels: ["name"], isInteraction: false,
            read: { reader, modifier, _ throws(Diagnostic) in
                guard let list = modifier.arguments else {
                    throw reader.error(at: modifier.afterArguments, "expected '(name: \"…\")' after 'coordinateSpace'")
                }
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: 0)
                var name: String?
                if list.arguments.count == 1 {
                    let argument = list.arguments[0]
                    if argument.label?.text == "name" {
                        name = try reader.coordinateSpaceName(argument.value)
                    } else if argument.label == nil, case .implicitMember(_, let member) = argument.value.base, member.text == "named",
                              argument.value.postfixes.count == 1, case .call(let inner) = argument.value.postfixes[0],
                              inner.arguments.count == 1, inner.arguments[0].label == nil {
                        name = try reader.coordinateSpaceName(inner.arguments[0].value)
                    }
                }
                guard let name else {
                    let found = list.arguments.first.map { $0.label ?? $0.value.firstToken } ?? list.close
                    throw reader.error(at: found, "expected 'coordinateSpace(name: \"P\")' or 'coordinateSpace(.named(\"P\"))', found \(reader.describe(found))")
                }
                return .coordinateSpace(name)
            }),
        ViewModifier(
            name: "disabled", spelling: ".disabled(_:)", labels: [], isInteraction: false,
            read: { reader, modifier, _ throws(Diagnostic) in
                guard let list = modifier.arguments, list.arguments.count == 1, list.arguments[0].label == nil,
                      let disabled = ExpressionSyntax.boolLiteral(list.arguments[0].value) else {
                    throw reader.error(at: modifier.arguments?.open ?? modifier.afterArguments, "expected 'disabled(true)' or 'disabled(false)'")
                }
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: 0)
                return .disabled(disabled)
            }),
        ViewModifier(
            name: "contextMenu", spelling: ".contextMenu { … }", labels: ["menuItems", "preview"],
            read: { reader, modifier, labels throws(Diagnostic) in
                // The menu's items are the app's own: a long press presents it, what it holds is not read.
                _ = try reader.bind(modifier.arguments?.arguments ?? [], to: labels, of: "contextMenu")
                return .contextMenu
            }),
    ] + keyboardModifiers + accessibilityModifiers

    /// `.onHover(perform:)` and `.onContinuousHover(coordinateSpace:perform:)`: the closure as
    /// an argument or trailing. `.onHover`'s receives a Bool; `.onContinuousHover`'s a
    /// `HoverPhase`, which no callback statement reads yet (its records carry it).
    private static func readHover(_ reader: SourceReader, _ modifier: ModifierSyntax, _ labels: [String], continuous: Bool) throws(Diagnostic) -> HoverModifier {
        let values = try reader.bind(modifier.arguments?.arguments ?? [], to: labels, of: modifier.name.text)
        let performValue = values[continuous ? 1 : 0]
        let space = continuous ? try values[0].map { (syntax) throws(Diagnostic) in try reader.coordinateSpace(syntax) } ?? .local : .local
        try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: performValue == nil ? 1 : 0)
        if performValue == nil { try reader.modifierReader.requirePerformClosure(of: modifier) }
        let closure = ExpressionSyntax.closure(performValue, else: modifier.trailingClosures.first?.closure)
        let perform = try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: continuous ? nil : .bool) }
        return HoverModifier(continuous: continuous, coordinateSpace: space, perform: perform)
    }

    /// A modifier whose one argument is its `perform` closure, as an argument or trailing, whose
    /// value (a Pencil's phase or value) no callback statement reads yet: its records carry it.
    private static func readPerform(_ reader: SourceReader, _ modifier: ModifierSyntax, _ labels: [String]) throws(Diagnostic) -> CallbackBody? {
        let values = try reader.bind(modifier.arguments?.arguments ?? [], to: labels, of: modifier.name.text)
        try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: values[0] == nil ? 1 : 0)
        if values[0] == nil { try reader.modifierReader.requirePerformClosure(of: modifier) }
        let closure = ExpressionSyntax.closure(values[0], else: modifier.trailingClosures.first?.closure)
        return try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: nil) }
    }

    /// The accessibility modifiers: which of them a view has and the traits it adds, for `lint`;
    /// the action handlers and the activation point also for a trace's `a11y` lines.
    private static let accessibilityModifiers: [ViewModifier] = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityActivationPoint", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityElement", "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityShowsLargeContentViewer",
    ].map { name in
        ViewModifier(
            name: name, spelling: ".\(name)(…)", labels: [],
            isInteraction: ["accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction"].contains(name),
            read: { reader, modifier, _ throws(Diagnostic) in
                let arguments = modifier.arguments?.arguments ?? []
                switch name {
                case "accessibilityAction": return .accessibility(try readAccessibilityAction(reader, modifier))
                case "accessibilityActions": return .accessibility(.actions)
                case "accessibilityAdjustableAction", "accessibilityScrollAction":
                    let argument = arguments.first { if case .closure = $0.value.base { $0.label == nil } else { false } }?.value
                    try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: argument == nil ? 1 : 0)
                    if argument == nil { try reader.modifierReader.requirePerformClosure(of: modifier) }
                    let closure = ExpressionSyntax.closure(argument, else: modifier.trailingClosures.first?.closure)
                    let perform = try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: nil) }
                    return .accessibility(name == "accessibilityAdjustableAction" ? .adjustableAction(perform: perform) : .scrollAction(perform: perform))
                case "accessibilityActivationPoint":
                    guard let first = arguments.first, first.label == nil else {
                        throw reader.error(at: modifier.arguments?.open ?? modifier.afterArguments,
                                           "expected a point such as 'accessibilityActivationPoint(.center)' or 'accessibilityActivationPoint(CGPoint(x: 10, y: 10))'")
                    }
                    return .accessibility(.activationPoint(try reader.modifierReader.activationPoint(first.value)))
                case "accessibilityElement":
                    // `children:` defaults to `.ignore`.
                    guard let argument = arguments.first(where: { $0.label?.text == "children" }) else { return .accessibility(.element(children: "ignore")) }
                    guard let (member, rest) = ExpressionSyntax.member(of: argument.value, onType: "AccessibilityChildBehavior"), rest.isEmpty,
                          ["ignore", "combine", "contain"].contains(member.text) else {
                        reader.warn(at: argument.value.firstToken, "cannot read \(reader.describe(argument.value)) as .ignore, .combine or .contain; taken as .ignore")
                        return .accessibility(.element(children: "ignore"))
                    }
                    return .accessibility(.element(children: member.text))
                case "accessibilityAddTraits", "accessibilityRemoveTraits":
                    // `.isButton`, `[.isButton, .isHeader]`: the names after the dots.
                    var traits: [String] = []
                    func collect(_ syntax: ExpressionSyntax) {
                        switch syntax.base {
                        case .implicitMember(_, let member): traits.append(member.text)
                        case .array(_, let elements, _): elements.forEach(collect)
                        default: break
                        }
                    }
                    arguments.map(\.value).forEach(collect)
                    if traits.isEmpty, reader.approximatesArguments, let argument = arguments.first?.value {
                        // `rating == value ? .isSelected : []`: the traits any branch names.
                        let tokens = reader.tokens[argument.range]
                        for (dot, name) in zip(tokens, tokens.dropFirst()) where dot.text == "." && name.kind == .identifier && name.text.hasPrefix("is") {
                            if !traits.contains(name.text) { traits.append(name.text) }
                        }
                        reader.warn(at: argument.firstToken, "cannot evaluate \(reader.describe(argument)); assumed the traits it names, "
                                    + (traits.isEmpty ? "none" : traits.map { "." + $0 }.joined(separator: ", ")))
                        if traits.isEmpty { return .accessibility(.other(name)) }
                    }
                    guard !traits.isEmpty else {
                        throw reader.error(at: modifier.arguments?.open ?? modifier.afterArguments,
                                           "expected traits such as '\(name)(.isButton)' or '\(name)([.isButton, .isHeader])'")
                    }
                    return .accessibility(name == "accessibilityAddTraits" ? .addTraits(traits) : .removeTraits(traits))
                case "accessibilityHidden":
                    guard let argument = arguments.first?.value else { return .accessibility(.hidden(true)) }
                    if let literal = ExpressionSyntax.boolLiteral(argument) { return .accessibility(.hidden(literal)) }
                    // A property (`.accessibilityHidden(isDecorative)`): its value as the view starts.
                    if let value = (try? reader.evaluator.evaluate(try reader.valueParser.value(of: argument), in: reader.valueScope))?.asBool { return .accessibility(.hidden(value)) }
                    reader.warn(at: argument.firstToken, "cannot evaluate \(reader.describe(argument)); the view is taken as hidden from assistive technologies")
                    return .accessibility(.hidden(true))
                default: return .accessibility(.other(name))
                }
            })
    }

    /// `.accessibilityAction { }`, `.accessibilityAction(.escape) { }`,
    /// `.accessibilityAction(named: "Delete") { }`, `.accessibilityAction(named: Text("Delete")) { }`;
    /// the closure as the last argument or trailing. The other forms (a label view builder, an
    /// `AccessibilityActionKind` the reader does not know) are read as a default action.
    private static func readAccessibilityAction(_ reader: SourceReader, _ modifier: ModifierSyntax) throws(Diagnostic) -> AccessibilityModifier {
        // `Text(x)` and `LocalizedStringKey(x)` name what `x` does.
        func list(_ syntax: ExpressionSyntax) -> ExpressionSyntax {
            if case .name(let type) = syntax.base, type.text == "Text" || type.text == "LocalizedStringKey", syntax.postfixes.count == 1,
               case .call(let list) = syntax.postfixes[0], list.arguments.count == 1, list.arguments[0].label == nil {
                return list.arguments[0].value
            }
            return syntax
        }
        let arguments = modifier.arguments?.arguments ?? []
        var kind = AccessibilityActionKind.default
        var closureArgument: ExpressionSyntax?
        for argument in arguments {
            if case .closure = argument.value.base { closureArgument = argument.value; continue }
            if argument.label?.text == "named" {
                var text = ExpressionSyntax.stringLiteral(argument.value)
                // `Text("Delete")`, `LocalizedStringKey("Delete")`.
                if text == nil, case .name = argument.value.base, case .call(let list)? = argument.value.postfixes.first,
                   let inner = list.arguments.first, inner.label == nil {
                    text = ExpressionSyntax.stringLiteral(inner.value)
                }
                if text == nil, reader.approximatesArguments {
                    // `named: title`, `named: Text(item.name)`: its value, or its written text, said.
                    let named = list(argument.value)
                    if case .string(let value)? = try? reader.evaluator.evaluate(try reader.valueParser.value(of: named), in: reader.valueScope) {
                        text = value
                    } else {
                        text = String(reader.describe(named).dropFirst().dropLast())
                        reader.warn(at: named.firstToken, "cannot evaluate the action's name \(reader.describe(named)); it is named by its written text")
                    }
                }
                guard let text else {
                    throw reader.error(at: argument.value.firstToken, "expected an action name such as 'named: \"Delete\"', found \(reader.describe(argument.value))")
                }
                kind = .named(text)
            } else if argument.label == nil, let (member, rest) = ExpressionSyntax.member(of: argument.value, onType: "AccessibilityActionKind"), rest.isEmpty {
                switch member.text {
                case "default": kind = .default
                case "escape": kind = .escape
                case "magicTap": kind = .magicTap
                default:
                    throw reader.error(at: member, "unknown accessibility action kind \(reader.describe(member)); expected .default, .escape or .magicTap")
                }
            } else if argument.label == nil, argument.value.firstToken.offset == arguments.last?.value.firstToken.offset {
                // The handler passed by name (`.accessibilityAction(.default, onOpenDay)`): it runs,
                // and records, but what it does is not read.
                reader.warn(at: argument.value.firstToken, "the action \(reader.describe(argument.value)) is passed by name; it records when run, and what it does is not evaluated")
            } else {
                // A kind made elsewhere (`AccessibilityActionKind(named:)`, a property) or a label view.
                reader.warn(at: argument.value.firstToken, "\(reader.describe(argument.value)) is not read; the action is taken as the default action")
            }
        }
        let closure = ExpressionSyntax.closure(closureArgument, else: modifier.trailingClosures.first?.closure)
        let perform = try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: nil) }
        return .action(kind, perform: perform)
    }

    /// `including:` or `isEnabled:` after a gesture: the mask it gives (a disabled gesture still
    /// lets the view's subviews' gestures run).
    private static func gestureMask(_ argument: ArgumentSyntax, of name: String, labels: [String], reader: SourceReader) throws(Diagnostic) -> GestureMask {
        guard let label = argument.label else {
            throw reader.error(at: argument.value.firstToken, "expected 'including:' or 'isEnabled:', found \(reader.describe(argument.value.firstToken))")
        }
        switch label.text {
        case "including":
            return try reader.modifierReader.readMask(argument.value)
        case "isEnabled":
            var enabled = ExpressionSyntax.boolLiteral(argument.value)
            if enabled == nil, reader.approximatesArguments {
                // `isEnabled: !isEditing`: its value as the view starts; unknown, enabled.
                enabled = try reader.approximating(at: argument.value.firstToken, { () throws(Diagnostic) in
                    try reader.evaluator.condition(try reader.valueParser.value(of: argument.value), in: reader.valueScope)
                }, assumed: { "cannot evaluate 'isEnabled:' (\($0)); the gesture is taken as enabled" }) ?? true
            }
            guard let enabled else {
                throw reader.error(at: argument.value.firstToken, "expected true or false for 'isEnabled:', found \(reader.describe(argument.value.firstToken))")
            }
            // A disabled gesture still lets the view's subviews' gestures run.
            return enabled ? .all : .subviews
        default:
            var message = "\(name)(_:) has no parameter '\(label.text)'"
            if let suggestion = Suggestion.nearest(to: label.text, among: labels) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw reader.error(at: label, message)
        }
    }

    /// `.gesture`, `.highPriorityGesture` and `.simultaneousGesture`: one gesture expression and
    /// an optional `including:` mask or `isEnabled:` flag.
    private static func gestureModifier(name: String, spelling: String, priority: ViewGesture.Priority) -> ViewModifier {
        ViewModifier(
            name: name, spelling: spelling, labels: ["including", "isEnabled"],
            read: { reader, modifier, labels throws(Diagnostic) in
                guard let list = modifier.arguments else {
                    throw reader.error(at: modifier.afterArguments, "expected '(' after '\(name)'")
                }
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: 0)
                guard let first = list.arguments.first, first.label == nil else {
                    let found = list.arguments.first?.label ?? list.close
                    throw reader.error(at: found, "expected a gesture such as DragGesture(), found \(reader.describe(found))")
                }
                if let platform = try reader.modifierReader.readPlatformRecognizer(first.value) {
                    guard priority == .normal else {
                        throw reader.error(at: modifier.name, "a UIKit recognizer is attached with '.gesture(_:)', as a UIGestureRecognizerRepresentable; SwiftUI has no '\(name)(_:)' for one")
                    }
                    if list.arguments.count > 1 {
                        let extra = list.arguments[1]
                        throw reader.error(at: extra.label ?? extra.value.firstToken,
                                           "'.gesture(_:)' with a UIKit recognizer takes no other argument; found \(reader.describe(extra.label ?? extra.value.firstToken))")
                    }
                    return .platformGesture(platform)
                }
                if reader.approximatesArguments, reader.gestureReader.isUnseen(first.value) {
                    let written = String(reader.describe(first.value).dropFirst().dropLast())
                    reader.warn(at: first.value.firstToken, "'\(written)' is a gesture this tool cannot see (a model's or another type's); "
                                + "it is kept as an unknown gesture that never fires and blocks no other (write the gesture in the view, or pass the app's folder)")
                    return .opaqueGesture(written: written)
                }
                let gesture: GestureReader.ReadGesture
                do throws(Diagnostic) {
                    gesture = try reader.gestureReader.readGesture(first.value)
                } catch {
                    // A gesture property of the view whose body the reader cannot follow (an `if`
                    // or `switch` choosing among gestures, `AnyGesture?`): unknown, as an unseen one.
                    guard reader.approximatesArguments, !error.isLimit, case .name(let named) = first.value.base,
                          reader.gestureScope.contains(named.text) else { throw error }
                    let written = String(reader.describe(first.value).dropFirst().dropLast())
                    reader.warn(at: first.value.firstToken, "cannot read the gesture '\(written)' (\(error.message)); "
                                + "it is kept as an unknown gesture that never fires and blocks no other")
                    return .opaqueGesture(written: written)
                }
                let extra = list.arguments.count > 2 ? list.arguments[2] : nil
                if let stray = gesture.stray ?? extra.map({ $0.label ?? $0.value.firstToken }) {
                    throw reader.error(at: stray, "expected ')' to close '\(name)(…)', found \(reader.describe(stray))")
                }
                let mask = list.arguments.count > 1 ? try gestureMask(list.arguments[1], of: name, labels: labels, reader: reader) : .all
                return .gesture(gesture.expression, priority: priority, mask: mask)
            })
    }

    package static var viewModifierNames: [String] { viewModifiers.map(\.name) }

    package static func viewModifier(named name: String) -> ViewModifier? { viewModifiers.first { $0.name == name } }
}

extension ModifierSpec {
    /// The modifier's catalog entry.
    package var entry: Catalog.ViewModifier { Catalog.viewModifier(named: name)! }
}
