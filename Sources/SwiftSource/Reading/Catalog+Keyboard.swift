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
                    keys = .keys([try reader.keyEquivalent(first.value)])
                    arguments.removeFirst()
                }
                let values = try reader.bind(arguments.filter { !($0.label == nil && $0.value.isClosure) }, to: labels, of: modifier.name.text)
                if let list = values[0] {
                    guard case .array(_, let elements, _) = list.base, !elements.isEmpty else {
                        throw reader.error(at: list.firstToken, "expected a set of keys such as 'keys: [.upArrow, .downArrow]', found \(reader.describe(list))")
                    }
                    keys = .keys(try elements.map { (element) throws(Diagnostic) in try reader.keyEquivalent(element) })
                }
                if let set = values[1] { keys = try reader.characterSet(set) }
                // `.onKeyPress(_:action:)` takes the key's down and repeats, as the phases default does.
                let phases = try values[2].map { (syntax) throws(Diagnostic) in try reader.keyPhases(syntax) } ?? [.down, .repeat]
                let unlabeled = arguments.first { $0.label == nil && $0.value.isClosure }?.value
                let action = values[3] ?? unlabeled
                try reader.checkTrailingClosures(of: modifier, allowed: action == nil ? 1 : 0)
                if action == nil { try reader.requirePerformClosure(of: modifier) }
                let closure = SourceReader.closure(action, else: modifier.trailingClosures.first?.closure)
                let perform = try closure.map { (closure) throws(Diagnostic) in try reader.gestureReader.callback(closure, value: nil) }
                let result = reader.keyPressResult(of: perform)
                if case .assumedHandled = result {
                    reader.warn(at: modifier.name, "the action's result is not a literal '.handled' or '.ignored' on every path; taken as .handled (records say \"assumed-handled\")")
                }
                return .keyPress(KeyPressModifier(keys: keys, phases: phases, perform: perform, result: result))
            }),
        ViewModifier(
            name: "focusable", spelling: ".focusable(_:interactions:)", labels: ["interactions"],
            read: { reader, modifier, labels throws(Diagnostic) in
                var arguments = modifier.arguments?.arguments ?? []
                var isFocusable = true
                if let first = arguments.first, first.label == nil {
                    guard let value = SourceReader.boolLiteral(first.value) else {
                        throw reader.error(at: first.value.firstToken, "expected 'focusable(true)' or 'focusable(false)', found \(reader.describe(first.value))")
                    }
                    isFocusable = value
                    arguments.removeFirst()
                }
                let values = try reader.bind(arguments, to: labels, of: "focusable")
                try reader.checkTrailingClosures(of: modifier, allowed: 0)
                let interactions = try values[0].map { (syntax) throws(Diagnostic) in
                    try reader.options(syntax, named: ["activate": FocusInteractions.activate, "edit": .edit, "automatic": .automatic],
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
                try reader.checkTrailingClosures(of: modifier, allowed: 0)
                let property = name.text.hasPrefix("$") ? String(name.text.dropFirst()) : name.text
                var focus = FocusModifier(focusable: nil, binding: property)
                focus.context = reader.context
                if let equals = values[0] {
                    focus.equals = try reader.value(of: equals)
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
                try reader.checkTrailingClosures(of: modifier, allowed: 0)
                if case .implicitMember(_, let member) = first.value.base, member.text == "defaultAction" || member.text == "cancelAction" {
                    if let extra = values[0] { throw reader.error(at: extra.firstToken, "'.\(member.text)' has its own key and no modifiers") }
                    return .keyboardShortcut(member.text == "defaultAction" ? .defaultAction : .cancelAction)
                }
                let key = try reader.keyEquivalent(first.value)
                let modifiers = try values[0].map { (syntax) throws(Diagnostic) in try reader.eventModifiers(syntax) } ?? .command
                return .keyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: modifiers))
            }),
    ]
}

extension ExpressionSyntax {
    var isClosure: Bool { if case .closure = base { postfixes.isEmpty } else { false } }
}

extension SourceReader {
    /// `.upArrow`, `KeyEquivalent.upArrow`, `"a"`, `KeyEquivalent("a")`: the key's character
    /// (`KeyNames`).
    func keyEquivalent(_ syntax: ExpressionSyntax) throws(Diagnostic) -> Character {
        if let (name, rest) = Self.member(of: syntax, onType: "KeyEquivalent"), rest.isEmpty {
            guard let character = KeyNames.named.first(where: { $0.name == name.text }).map({ Character($0.scalar) }) else {
                var message = "unknown key \(describe(name)); expected a KeyEquivalent such as " + KeyNames.named.prefix(4).map { "." + $0.name }.joined(separator: ", ") + " or a one-character string"
                if let suggestion = KeyNames.suggestion(for: name.text) { message += " (did you mean '.\(suggestion)'?)" }
                throw error(at: name, message)
            }
            return character
        }
        var literal = Self.stringLiteral(syntax)
        if literal == nil, case .name(let type) = syntax.base, type.text == "KeyEquivalent",
           syntax.postfixes.count == 1, case .call(let list) = syntax.postfixes[0], list.arguments.count == 1 {
            literal = Self.stringLiteral(list.arguments[0].value)
        }
        guard let literal, literal.count == 1, let character = literal.first else {
            throw error(at: syntax.firstToken, "expected a key such as .upArrow or a one-character string such as \"a\", found \(describe(syntax))")
        }
        return character
    }

    /// `.down`, `.up`, `.repeat`, `.all`, `[.down, .repeat]`.
    func keyPhases(_ syntax: ExpressionSyntax) throws(Diagnostic) -> KeyPress.Phases {
        try options(syntax, named: ["down": .down, "repeat": .repeat, "up": .up, "all": .all], expected: "key phases .down, .repeat, .up or .all")
    }

    /// `.command`, `[.command, .shift]`, `[]`: the names a trace's `mods` has (`ModifierKeys`,
    /// numbered as SwiftUI's `EventModifiers`).
    func eventModifiers(_ syntax: ExpressionSyntax) throws(Diagnostic) -> EventModifiers {
        let names = Dictionary(uniqueKeysWithValues: ModifierKeys.names.map { ($0.0, EventModifiers(rawValue: $0.1.rawValue)) })
        return try options(syntax, named: names, expected: "event modifiers such as .command or [.command, .shift]")
    }

    /// An option set written as one member (`.edit`) or an array of them (`[.down, .up]`).
    func options<Options: OptionSet>(_ syntax: ExpressionSyntax, named names: [String: Options], expected: String) throws(Diagnostic) -> Options
        where Options.Element == Options {
        var elements = [syntax]
        if case .array(_, let inner, _) = syntax.base { elements = inner }
        var options: Options = []
        for element in elements {
            guard case .implicitMember(_, let member) = element.base, let option = names[member.text] else {
                throw error(at: element.firstToken, "expected \(expected), found \(describe(element))")
            }
            options.formUnion(option)
        }
        return options
    }

    /// `characters: .letters` and the other `CharacterSet`s a key's characters are tested against,
    /// or `CharacterSet(charactersIn: "abc")`.
    func characterSet(_ syntax: ExpressionSyntax) throws(Diagnostic) -> KeyPressModifier.Keys {
        let sets: [(String, @Sendable (Character) -> Bool)] = [
            ("letters", { $0.isLetter }), ("lowercaseLetters", { $0.isLowercase }), ("uppercaseLetters", { $0.isUppercase }),
            ("decimalDigits", { $0.isNumber && $0.isASCII }), ("alphanumerics", { $0.isLetter || $0.isNumber }),
            ("whitespaces", { $0 == " " || $0 == "\t" }), ("whitespacesAndNewlines", { $0.isWhitespace }),
            ("punctuationCharacters", { $0.isPunctuation }), ("symbols", { $0.isSymbol }),
        ]
        if let (name, rest) = Self.member(of: syntax, onType: "CharacterSet"), rest.isEmpty {
            guard let set = sets.first(where: { $0.0 == name.text }) else {
                throw error(at: name, "unknown character set \(describe(name)); expected one of " + sets.map { "." + $0.0 }.joined(separator: ", ") + ", or CharacterSet(charactersIn: \"…\")")
            }
            return .characters("." + set.0, set.1)
        }
        if case .name(let type) = syntax.base, type.text == "CharacterSet", syntax.postfixes.count == 1,
           case .call(let list) = syntax.postfixes[0], list.arguments.count == 1, list.arguments[0].label?.text == "charactersIn",
           let text = Self.stringLiteral(list.arguments[0].value) {
            let characters = Set(text)
            return .characters("CharacterSet(charactersIn: \"\(text)\")", { characters.contains($0) })
        }
        throw error(at: syntax.firstToken, "expected a character set such as .letters or CharacterSet(charactersIn: \"abc\"), found \(describe(syntax))")
    }

    /// What an `.onKeyPress` action returns, from the `return`s its statements read (docs/semantics.md#keys-focus-and-assistive-technologies): every
    /// `return .handled` / `return .ignored` (or `KeyPress.Result.…`) alike, or the one expression
    /// `.handled`; differing returns, or returns beside statements the reader cannot read (which
    /// may hide others), are decided by the return the replay reaches.
    func keyPressResult(of body: CallbackBody?) -> KeyPressModifier.Result {
        guard let program = body?.program, !program.exits.isEmpty,
              program.exits.allSatisfy({ $0 == "handled" || $0 == "ignored" }) else { return .assumedHandled }
        let results = Set(program.exits.compactMap { $0 })
        guard results.count == 1, program.loadNotes.isEmpty else { return .reached }
        return .always(results.first == "handled" ? .handled : .ignored)
    }

    /// `.center`, `UnitPoint(x:y:)`, `CGPoint(x:y:)`: where assistive technologies act on a view.
    func activationPoint(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ActivationPoint {
        let units: [String: (Double, Double)] = [
            "zero": (0, 0), "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5), "top": (0.5, 0), "bottom": (0.5, 1),
            "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
        ]
        if let (name, rest) = Self.member(of: syntax, onType: "UnitPoint"), rest.isEmpty, let (x, y) = units[name.text] {
            return .unit(UnitPoint(x: x, y: y))
        }
        let isUnit = if case .name(let type) = syntax.base { type.text == "UnitPoint" } else { false }
        guard let point = try? evaluator.evaluate(try value(of: syntax), in: valueScope).asPoint, point.x.isFinite, point.y.isFinite else {
            throw error(at: syntax.firstToken, "expected a point such as .center, UnitPoint(x: 0.5, y: 0.2) or CGPoint(x: 10, y: 10), found \(describe(syntax))")
        }
        return isUnit ? .unit(UnitPoint(x: point.x, y: point.y)) : .point(point)
    }
}
