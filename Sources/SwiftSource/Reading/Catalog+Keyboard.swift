import Recognizers
import TraceFormat

extension Catalog {
    /// `.onKeyPress` in its five forms, `.focusable`, `.focused` and `.keyboardShortcut`
    /// (docs/semantics.md#keys-focus-and-assistive-technologies).
    static let keyboardModifiers: [ViewModifier] = [
        ViewModifier(
            name: "onKeyPress", spelling: ".onKeyPress(_:phases:action:), .onKeyPress(keys:phases:action:), .onKeyPress(characters:phases:action:), .onKeyPress(phases:action:)",
            labels: ["keys", "characters", "phases", "action"],
            read: { reader, modifier, labels throws(Diagnostic) in
                var arguments = modifier.arguments?.arguments ?? []
                var keys = KeyPressModifier.Keys.any
                // `.onKeyPress(.upArrow)` / `.onKeyPress("a")`: the one key, unlabeled and first.
                if let first = arguments.first, first.label == nil, !first.value.isClosure {
                    keys = .keys((try reader.modifierReader.approximatedKey(first.value)).map { [$0] } ?? [])
                    arguments.removeFirst()
                }
                let values = try reader.bind(arguments.filter { !($0.label == nil && $0.value.isClosure) }, to: labels, of: modifier.name.text)
                if let list = values[0] {
                    guard case .array(_, let elements, _) = list.base, !elements.isEmpty else {
                        throw reader.error(at: list.firstToken, "expected a set of keys such as 'keys: [.upArrow, .downArrow]', found \(reader.describe(list))")
                    }
                    var read: [Character] = []
                    for element in elements { if let key = try reader.modifierReader.approximatedKey(element) { read.append(key) } }
                    keys = .keys(read)
                }
                if let set = values[1] { keys = try reader.modifierReader.characterSet(set) }
                // `.onKeyPress(_:action:)` takes the key's down and repeats, as the phases default does.
                let phases = try values[2].map { (syntax) throws(Diagnostic) in try reader.modifierReader.keyPhases(syntax) } ?? [.down, .repeat]
                let unlabeled = arguments.first { $0.label == nil && $0.value.isClosure }?.value
                let action = values[3] ?? unlabeled
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: action == nil ? 1 : 0)
                if action == nil { try reader.modifierReader.requirePerformClosure(of: modifier) }
                let closure = ExpressionSyntax.closure(action, else: modifier.trailingClosures.first?.closure)
                let perform = try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: nil) }
                let result = reader.modifierReader.keyPressResult(of: perform)
                if case .assumedHandled = result {
                    reader.warn(at: modifier.name, "the action's result is not a literal '.handled' or '.ignored' on every path; taken as .handled (records say \"assumed-handled\")")
                }
                return .keyPress(KeyPressModifier(keys: keys, phases: phases, perform: perform, result: result))
            }),
        ViewModifier(
            name: "focusable", spelling: ".focusable(_:interactions:)", labels: ["interactions"],
            read: { reader, modifier, labels throws(Diagnostic) in
                var arguments = modifier.arguments?.arguments ?? []
                // The deprecated `.focusable(_:onFocusChange:)` (tvOS 13, macOS 10.15): the view
                // is focusable; its closure, which only reports focus, is not run.
                var closures = modifier.trailingClosures.count
                if let index = arguments.firstIndex(where: { $0.label?.text == "onFocusChange" }) {
                    reader.warn(at: arguments[index].value.firstToken, "onFocusChange is not run: focus changes are replayed, the closure that reports them is not")
                    arguments.remove(at: index)
                } else if closures == 1, let closure = modifier.trailingClosures.first, closure.label == nil {
                    reader.warn(at: closure.closure.open, "onFocusChange is not run: focus changes are replayed, the closure that reports them is not")
                    closures = 0
                }
                var isFocusable = true
                if let first = arguments.first, first.label == nil {
                    guard let value = ExpressionSyntax.boolLiteral(first.value) else {
                        throw reader.error(at: first.value.firstToken, "expected 'focusable(true)' or 'focusable(false)', found \(reader.describe(first.value))")
                    }
                    isFocusable = value
                    arguments.removeFirst()
                }
                let values = try reader.bind(arguments, to: labels, of: "focusable")
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: modifier.trailingClosures.count - closures)
                let interactions = try values[0].map { (syntax) throws(Diagnostic) in
                    try reader.modifierReader.options(syntax, named: ["activate": FocusInteractions.activate, "edit": .edit, "automatic": .automatic],
                                       expected: "focus interactions .activate, .edit or .automatic")
                } ?? .automatic
                return .focus(FocusModifier(focusable: isFocusable ? interactions : []))
            }),
        ViewModifier(
            name: "focused", spelling: ".focused(_:equals:)", labels: ["equals"],
            read: { reader, modifier, labels throws(Diagnostic) in
                var arguments = modifier.arguments?.arguments ?? []
                guard let first = arguments.first, first.label == nil, case .binding(let name) = first.value.base, first.value.postfixes.isEmpty else {
                    throw reader.error(at: arguments.first?.value.firstToken ?? modifier.afterArguments,
                                       "expected a @FocusState binding such as 'focused($isFocused)' or 'focused($field, equals: .email)'")
                }
                arguments.removeFirst()
                let values = try reader.bind(arguments, to: labels, of: "focused")
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: 0)
                let property = name.text.hasPrefix("$") ? String(name.text.dropFirst()) : name.text
                var focus = FocusModifier(focusable: nil, binding: property)
                focus.context = reader.context
                if let equals = values[0] {
                    focus.equals = try reader.valueParser.value(of: equals)
                    focus.equalsText = String(reader.describe(equals).dropFirst().dropLast())
                }
                return .focus(focus)
            }),
        ViewModifier(
            name: "keyboardShortcut", spelling: ".keyboardShortcut(_:modifiers:)", labels: ["modifiers"],
            read: { reader, modifier, labels throws(Diagnostic) in
                var arguments = modifier.arguments?.arguments ?? []
                guard let first = arguments.first, first.label == nil else {
                    throw reader.error(at: modifier.arguments?.open ?? modifier.afterArguments,
                                       "expected a key such as 'keyboardShortcut(\"s\")', 'keyboardShortcut(.defaultAction)' or 'keyboardShortcut(.cancelAction)'")
                }
                arguments.removeFirst()
                let values = try reader.bind(arguments, to: labels, of: "keyboardShortcut")
                try reader.modifierReader.checkTrailingClosures(of: modifier, allowed: 0)
                if case .implicitMember(_, let member) = first.value.base, member.text == "defaultAction" || member.text == "cancelAction" {
                    if let extra = values[0] { throw reader.error(at: extra.firstToken, "'.\(member.text)' has its own key and no modifiers") }
                    return .keyboardShortcut(member.text == "defaultAction" ? .defaultAction : .cancelAction)
                }
                let key = try reader.modifierReader.keyEquivalent(first.value)
                let modifiers = try values[0].map { (syntax) throws(Diagnostic) in try reader.modifierReader.eventModifiers(syntax) } ?? .command
                return .keyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: modifiers))
            }),
    ]
}

extension ExpressionSyntax {
    var isClosure: Bool { if case .closure = base { postfixes.isEmpty } else { false } }
}
