import Recognizers
import TraceFormat

extension ModifierReader {
    /// `UITapGestureRecognizer(numberOfTouchesRequired: 2)`; nil when `syntax` does not name a
    /// UIKit recognizer class.
    func readPlatformRecognizer(_ syntax: ExpressionSyntax) throws(Diagnostic) -> PlatformRecognizerSpec? {
        if case .name(let name) = syntax.base, let represented = reader.types.representables[name.text] {
            return try representedRecognizer(name, make: represented.make, body: represented.body)
        }
        // Any `UI…Gesture…` name is meant as UIKit's, so a misspelt one gets UIKit's suggestions.
        guard case .name(let name) = syntax.base, name.text.hasPrefix("UI"), name.text.contains("Gesture") else { return nil }
        guard let entry = Catalog.platformRecognizer(named: name.text) else {
            var message = "unknown UIKit recognizer '\(name.text)'"
            if let suggestion = Suggestion.nearest(to: name.text, among: Catalog.platformRecognizers.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Catalog.platformRecognizers.map(\.name).joined(separator: ", ")
            }
            throw reader.error(at: name, message)
        }
        guard case .call(let list)? = syntax.postfixes.first else {
            let found = syntax.postfixes.first?.firstToken ?? reader.token(after: syntax)
            throw reader.error(at: found, "expected '(…)' after '\(name.text)', such as '\(name.text)()'")
        }
        if syntax.postfixes.count > 1 {
            throw reader.error(at: syntax.postfixes[1].firstToken, "a UIKit recognizer takes no callbacks or combinators, found \(reader.describe(syntax.postfixes[1].firstToken)); its records come from its action (docs/output-format.md)")
        }
        let values = try reader.bind(list.arguments, to: entry.labels, of: name.text)
        return try platformRecognizer(entry, name: name, values: values, close: list.close)
    }

    /// `struct TwoFingerTap: UIGestureRecognizerRepresentable` used as `.gesture(TwoFingerTap { … })`:
    /// the recognizer `makeUIGestureRecognizer` makes — its class, the properties its initializer
    /// and `recognizer.property = value` lines set — with UIKit's delegate defaults. Its action
    /// (`handleUIGestureRecognizerAction`) is app code: the recognizer's own records report it.
    private func representedRecognizer(_ type: SourceToken, make: Range<Int>, body: Range<Int>) throws(Diagnostic) -> PlatformRecognizerSpec {
        guard let index = make.first(where: { reader.tokens[$0].kind == .identifier && Catalog.platformRecognizer(named: reader.tokens[$0].text) != nil }),
              let entry = Catalog.platformRecognizer(named: reader.tokens[index].text) else {
            throw reader.error(at: type, "'\(type.text).makeUIGestureRecognizer' makes no recognizer this tool knows; expected one of "
                        + Catalog.platformRecognizers.map(\.name).joined(separator: ", "))
        }
        var values = [ExpressionSyntax?](repeating: nil, count: entry.labels.count)
        var parser = reader.syntaxParser(at: index)
        let made = try parser.expression()
        if case .call(let list)? = made.postfixes.first {
            for (offset, value) in try reader.bind(list.arguments, to: entry.labels, of: entry.name).enumerated() where value != nil { values[offset] = value }
        }
        // `recognizer.numberOfTouchesRequired = 2`.
        var at = make.lowerBound
        while at + 3 < make.upperBound {
            if reader.tokens[at].text == ".", reader.tokens[at + 1].kind == .identifier, reader.tokens[at + 2].text == "=",
               let property = entry.properties.firstIndex(of: reader.tokens[at + 1].text) {
                var parser = reader.syntaxParser(at: at + 3)
                values[property] = try parser.expression()
                at = parser.position
                continue
            }
            at += 1
        }
        // `recognizer.delegate = context.coordinator`: the coordinator's answers, where it says them.
        let setsDelegate = make.contains { index in
            index + 2 < make.upperBound && reader.tokens[index].text == "." && reader.tokens[index + 1].text == "delegate" && reader.tokens[index + 2].text == "="
        }
        if setsDelegate {
            for (offset, answer) in delegateAnswers(in: body, of: type) { values[entry.properties.count + offset] = answer }
        }
        var spec = try platformRecognizer(entry, name: type, values: values, close: type)
        spec.written = type.text + "()"
        return spec
    }

    /// The delegate methods of a representable's body (its `Coordinator`) that return a constant
    /// — `{ true }`, `{ return false }` — by their place in `Catalog.delegateAnswerLabels`. One
    /// that returns anything else keeps UIKit's default, with a warning.
    private func delegateAnswers(in body: Range<Int>, of type: SourceToken) -> [(Int, ExpressionSyntax)] {
        var answers: [(Int, ExpressionSyntax)] = []
        var index = body.lowerBound
        while index + 2 < body.upperBound {
            defer { index += 1 }
            guard reader.tokens[index].text == "func", reader.tokens[index + 1].kind == .identifier,
                  ["gestureRecognizer", "gestureRecognizerShouldBegin"].contains(reader.tokens[index + 1].text),
                  reader.tokens[index + 2].text == "(", let parametersEnd = try? reader.closing(of: index + 2) else { continue }
            let labels = (index + 3..<parametersEnd).map { reader.tokens[$0].text }
            let method = reader.tokens[index + 1].text == "gestureRecognizerShouldBegin" ? "gestureRecognizerShouldBegin"
                : Catalog.delegateAnswerLabels.dropLast().first { labels.contains($0) }
            guard let method, let place = Catalog.delegateAnswerLabels.firstIndex(of: method) else { continue }
            // The body: the first brace after the parameters (`-> Bool {`).
            guard let open = (parametersEnd..<body.upperBound).first(where: { reader.tokens[$0].text == "{" }),
                  let close = try? reader.closing(of: open) else { continue }
            var start = open + 1
            if start < close, reader.tokens[start].text == "return" { start += 1 }
            var parser = reader.syntaxParser(at: start)
            if let value = try? parser.expression(), parser.position == close, ExpressionSyntax.boolLiteral(value) != nil {
                answers.append((place, value))
            } else {
                let defaultAnswer = method == "gestureRecognizerShouldBegin" ? "true" : "false"
                reader.warn(at: reader.tokens[index + 1], "the delegate's '\(method)' of '\(type.text)' returns what this tool cannot evaluate; "
                     + "assumed UIKit's default, \(defaultAnswer), for every other gesture (the library's PlatformGestureDelegate takes any answer)")
            }
            index = close
        }
        return answers
    }

    private func platformRecognizer(_ entry: Catalog.PlatformRecognizer, name: SourceToken, values: [ExpressionSyntax?],
                                    close: SourceToken) throws(Diagnostic) -> PlatformRecognizerSpec {
        if entry.properties == ["edges"], values[0] == nil {
            throw reader.error(at: close, "\(name.text) needs 'edges:', such as '\(name.text)(edges: .left)'; with no edge it never begins")
        }
        let kind = try entry.read(reader, Array(values.prefix(entry.properties.count)))
        let answers = values.suffix(Catalog.delegateAnswerLabels.count)
        func answer(_ offset: Int, default defaultValue: Bool) throws(Diagnostic) -> Bool {
            guard let written = answers[answers.startIndex + offset] else { return defaultValue }
            guard let value = ExpressionSyntax.boolLiteral(written) else {
                throw reader.error(at: written.firstToken, "expected true or false for '\(Catalog.delegateAnswerLabels[offset]):', found \(reader.describe(written))")
            }
            return value
        }
        let delegate = PlatformDelegateAnswers(shouldRecognizeSimultaneouslyWith: try answer(0, default: false),
                                               shouldRequireFailureOf: try answer(1, default: false),
                                               shouldBeRequiredToFailBy: try answer(2, default: false),
                                               gestureRecognizerShouldBegin: try answer(3, default: true))
        let unavailable = reader.error(at: name, "'\(name.text)' is attached as a UIGestureRecognizerRepresentable, which SwiftUI has since iOS 18; "
                                   + "the ios17 profile cannot replay it: use --profile ios18, or remove it for an iOS 17 run")
        return PlatformRecognizerSpec(kind: kind, answers: delegate, unavailableUnderIOS17: unavailable)
    }

    /// `.left`, `[.left, .right]`, each also after `type.`: the union of the named raw values.
    func optionSet(_ syntax: ExpressionSyntax, _ names: [(String, UInt8)], type: String) throws(Diagnostic) -> UInt8 {
        var elements: [ExpressionSyntax] = [syntax]
        if case .array(_, let written, _) = syntax.base, syntax.postfixes.isEmpty { elements = written }
        var value: UInt8 = 0
        for element in elements {
            // `.left`, or spelled with its type: `UISwipeGestureRecognizer.Direction.left`.
            var member: SourceToken?
            switch element.base {
            case .implicitMember(_, let name) where element.postfixes.isEmpty: member = name
            case .name(let written) where type.hasPrefix(written.text):
                let path = element.postfixes.compactMap { postfix -> SourceToken? in
                    if case .member(_, let name) = postfix { name } else { nil }
                }
                if path.count == element.postfixes.count, let last = path.last,
                   ([written.text] + path.dropLast().map(\.text)).joined(separator: ".") == type {
                    member = last
                }
            default: break
            }
            guard let member, let known = names.first(where: { $0.0 == member.text }) else {
                let expected = names.map { "." + $0.0 }.joined(separator: ", ")
                throw reader.error(at: element.firstToken, "expected a \(type) (\(expected), or an array of them), found \(reader.describe(element))")
            }
            value |= known.1
        }
        return value
    }
}
