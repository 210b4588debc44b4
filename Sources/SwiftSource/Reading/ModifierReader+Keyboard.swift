import Recognizers
import TraceFormat

extension ModifierReader {
    /// `.upArrow`, `KeyEquivalent.upArrow`, `"a"`, `KeyEquivalent("a")`: the key's character
    /// (`KeyNames`).
    func keyEquivalent(_ syntax: ExpressionSyntax, depth: Int = 0) throws(Diagnostic) -> Character {
        if let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "KeyEquivalent"), rest.isEmpty {
            // The app's own: `extension KeyEquivalent { static let plus: KeyEquivalent = "+" }`.
            if KeyNames.named.first(where: { $0.name == name.text }) == nil, depth < ValueEvaluator.maximumCallDepth,
               case .operand(let value)? = reader.types.statics["KeyEquivalent"]?[name.text] {
                return try keyEquivalent(value, depth: depth + 1)
            }
            guard let character = KeyNames.named.first(where: { $0.name == name.text }).map({ Character($0.scalar) }) else {
                var message = "unknown key \(reader.describe(name)); expected a KeyEquivalent such as " + KeyNames.named.prefix(4).map { "." + $0.name }.joined(separator: ", ") + " or a one-character string"
                if let suggestion = KeyNames.suggestion(for: name.text) { message += " (did you mean '.\(suggestion)'?)" }
                throw reader.error(at: name, message)
            }
            return character
        }
        var literal = ExpressionSyntax.stringLiteral(syntax)
        if literal == nil, case .name(let type) = syntax.base, type.text == "KeyEquivalent",
           syntax.postfixes.count == 1, case .call(let list) = syntax.postfixes[0], list.arguments.count == 1 {
            literal = ExpressionSyntax.stringLiteral(list.arguments[0].value)
        }
        guard let literal, literal.count == 1, let character = literal.first else {
            throw reader.error(at: syntax.firstToken, "expected a key such as .upArrow or a one-character string such as \"a\", found \(reader.describe(syntax))")
        }
        return character
    }

    /// A key of `.onKeyPress` in an app's Swift: one the reader cannot read (a model's, another
    /// package's constant) is nil, with a warning — the handler stays, and no press matches
    /// that key. Elsewhere (a gesture on the command line) it stays an error.
    func approximatedKey(_ syntax: ExpressionSyntax) throws(Diagnostic) -> Character? {
        guard reader.approximatesArguments else { return try keyEquivalent(syntax) }
        return try reader.approximating(at: syntax.firstToken, { () throws(Diagnostic) in try keyEquivalent(syntax) },
                                        assumed: { "cannot read \(reader.describe(syntax)) as a key (\($0)); no key press matches it" })
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
                throw reader.error(at: element.firstToken, "expected \(expected), found \(reader.describe(element))")
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
        if let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "CharacterSet"), rest.isEmpty {
            guard let set = sets.first(where: { $0.0 == name.text }) else {
                throw reader.error(at: name, "unknown character set \(reader.describe(name)); expected one of " + sets.map { "." + $0.0 }.joined(separator: ", ") + ", or CharacterSet(charactersIn: \"…\")")
            }
            return .characters("." + set.0, set.1)
        }
        if case .name(let type) = syntax.base, type.text == "CharacterSet", syntax.postfixes.count == 1,
           case .call(let list) = syntax.postfixes[0], list.arguments.count == 1, list.arguments[0].label?.text == "charactersIn",
           let text = ExpressionSyntax.stringLiteral(list.arguments[0].value) {
            let characters = Set(text)
            return .characters("CharacterSet(charactersIn: \"\(text)\")", { characters.contains($0) })
        }
        throw reader.error(at: syntax.firstToken, "expected a character set such as .letters or CharacterSet(charactersIn: \"abc\"), found \(reader.describe(syntax))")
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
        if let (name, rest) = ExpressionSyntax.member(of: syntax, onType: "UnitPoint"), rest.isEmpty, let (x, y) = units[name.text] {
            return .unit(UnitPoint(x: x, y: y))
        }
        let isUnit = if case .name(let type) = syntax.base { type.text == "UnitPoint" } else { false }
        guard let point = try? reader.evaluator.evaluate(try reader.valueParser.value(of: syntax), in: reader.valueScope).asPoint, point.x.isFinite, point.y.isFinite else {
            throw reader.error(at: syntax.firstToken, "expected a point such as .center, UnitPoint(x: 0.5, y: 0.2) or CGPoint(x: 10, y: 10), found \(reader.describe(syntax))")
        }
        return isUnit ? .unit(UnitPoint(x: point.x, y: point.y)) : .point(point)
    }
}
