import Recognizers
import TraceFormat

/// Reads gesture expressions: primitives with their arguments, modifiers and combinators,
/// callbacks, `.map` closures and named gestures, as the catalog spells them.
struct GestureReader {
    var reader: SourceReader
}

/// Reads a SwiftUI gesture expression — `DragGesture(minimumDistance: 5).onChanged { _ in }` —
/// from its syntax into a `GestureExpression`, type-checking what Swift would: argument labels
/// and their order, `onChanged` only on Equatable values, key paths that name real members.
/// Which gestures exist and what they take is the catalog's (`Catalog.swift`).
extension GestureReader {
    /// A gesture read from `syntax`, its depth (a primitive is 1, each modifier adds one, a
    /// combinator is one more than the deeper of its two sides), and the first token of a postfix
    /// that cannot continue a gesture, if any — its caller says what it expected there.
    struct ReadGesture {
        var expression: GestureExpression
        var depth: Int
        var stray: SourceToken?
    }

    func readGesture(_ syntax: ExpressionSyntax) throws(Diagnostic) -> ReadGesture {
        if case .unevaluated(let parsed, let stray) = syntax.base {
            var gesture = try readGesture(parsed)
            gesture.stray = gesture.stray ?? stray
            return gesture
        }
        let limit = ExpressionParser.maximumNesting
        let start = try readStart(syntax)
        var expression = start.expression
        var depth = start.depth
        var index = start.firstModifier
        let postfixes = syntax.postfixes
        while index < postfixes.count {
            guard case .member(_, let nameToken) = postfixes[index] else {
                return ReadGesture(expression: expression, depth: depth, stray: postfixes[index].firstToken)
            }
            depth += 1
            guard depth <= limit else {
                throw reader.error(at: nameToken, ExpressionParser.nestingMessage)
            }
            switch nameToken.text {
            case "onChanged":
                guard expression.valueType.isEquatable else {
                    let type = expression.valueType
                    let why = type == .void ? "" : " (it holds a Void)"
                    throw reader.error(at: nameToken, "'onChanged' is unavailable: the value of \(expression.description) is \(type.swiftName), which is not Equatable\(why); use 'onEnded'")
                }
                let callback: CallbackBody?
                (index, callback) = try readCallbackArgument(of: syntax, after: index, value: expression.valueType)
                expression = .onChanged(expression, callback)
            case "onEnded":
                let callback: CallbackBody?
                (index, callback) = try readCallbackArgument(of: syntax, after: index, value: expression.valueType)
                expression = .onEnded(expression, callback)
            case "updating":
                let state: String
                let callback: CallbackBody?
                (state, index, callback) = try readGestureStateArgument(of: syntax, after: index, value: expression.valueType)
                expression = .updating(expression, state: state, callback)
            case "recorded":
                index += 1
                expression = .recorded(expression, name: try recordedName(of: syntax, at: index))
            case "map":
                let (mapped, last) = try readMapArgument(of: syntax, after: index, on: expression)
                index = last
                expression = mapped
            case "simultaneously", "sequenced", "exclusively":
                (expression, depth, index) = try readCombinator(nameToken, of: syntax, after: index, on: expression, depth: depth)
            default:
                throw unknownModifier(nameToken, on: expression)
            }
            index += 1
        }
        return ReadGesture(expression: expression, depth: depth, stray: nil)
    }

    /// A modifier no gesture has, with the nearest one.
    private func unknownModifier(_ nameToken: SourceToken, on expression: GestureExpression) -> Diagnostic {
        var message = "value of type '\(expression.description)' has no modifier '\(nameToken.text)'"
        if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.modifierNames + Catalog.combinatorNames) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected onChanged, onEnded, updating or map"
        }
        return reader.error(at: nameToken, message)
    }

    /// `.recorded("drag")`: the name in quotes conformance matches the device's records by.
    private func recordedName(of syntax: ExpressionSyntax, at index: Int) throws(Diagnostic) -> String {
        let postfixes = syntax.postfixes
        guard index < postfixes.count, case .call(let list) = postfixes[index], list.arguments.count == 1,
              list.arguments[0].label == nil, let name = ExpressionSyntax.stringLiteral(list.arguments[0].value) else {
            throw reader.error(at: index < postfixes.count ? postfixes[index].firstToken : reader.token(after: syntax),
                               "expected a name in quotes after 'recorded', such as 'recorded(\"drag\")': conformance matches the device's records to the replay's by it")
        }
        return name
    }

    /// `.simultaneously(with:)`, `.sequenced(before:)`, `.exclusively(before:)` after `index`:
    /// the combined gesture, its depth and the index of its call.
    private func readCombinator(_ nameToken: SourceToken, of syntax: ExpressionSyntax, after modifierIndex: Int, on expression: GestureExpression,
                                depth startDepth: Int) throws(Diagnostic) -> (GestureExpression, Int, Int) {
        let postfixes = syntax.postfixes
        let limit = ExpressionParser.maximumNesting
        var index = modifierIndex
        var depth = startDepth
        let label = nameToken.text == "simultaneously" ? "with" : "before"
        index += 1
        guard index < postfixes.count, case .call(let list) = postfixes[index] else {
            throw reader.error(at: index < postfixes.count ? postfixes[index].firstToken : reader.token(after: syntax),
                        "expected '(\(label): …)' after '\(nameToken.text)', such as '\(nameToken.text)(\(label): TapGesture())'")
        }
        guard let argument = list.arguments.first, argument.label?.text == label else {
            let found = list.arguments.first.map { $0.label ?? $0.value.firstToken } ?? list.close
            throw reader.error(at: found, "expected '\(label):' in '\(nameToken.text)(\(label):)', found \(reader.describe(found))")
        }
        let other = try readGesture(argument.value)
        if let stray = other.stray ?? (list.arguments.count > 1 ? list.arguments[1].label ?? list.arguments[1].value.firstToken : nil) {
            throw reader.error(at: stray, "expected ')' after the gesture in '\(nameToken.text)(\(label):)', found \(reader.describe(stray))")
        }
        depth = max(depth, other.depth + 1)
        guard depth <= limit else {
            throw reader.error(at: nameToken, ExpressionParser.nestingMessage)
        }
        switch nameToken.text {
        case "simultaneously": return (.simultaneous(expression, other.expression), depth, index)
        case "sequenced": return (.sequence(expression, other.expression), depth, index)
        default: return (.exclusive(expression, other.expression), depth, index)
        }
    }

    /// What a gesture expression starts with, before its modifiers: a primitive, a gesture known
    /// by name (`drag`, `SwipeGesture()`), or a combinator's initializer (`SimultaneousGesture(a, b)`).
    private struct Start {
        var expression: GestureExpression
        var depth: Int
        /// The index of the first postfix that is a modifier.
        var firstModifier: Int
    }

    private func readStart(_ syntax: ExpressionSyntax) throws(Diagnostic) -> Start {
        if case .parenthesized(_, let elements, _) = syntax.base, elements.count == 1, elements[0].label == nil {
            let inner = try readGesture(elements[0].value)
            if let stray = inner.stray { throw reader.error(at: stray, "expected ')' after the gesture, found \(reader.describe(stray))") }
            return Start(expression: inner.expression, depth: inner.depth, firstModifier: 0)
        }
        if case .name(let nameToken) = syntax.base {
            if let combinator = GestureScope.initializers[nameToken.text] {
                return try readInitializer(combinator, syntax)
            }
            if let named = try reader.gestureScope.resolve(nameToken, syntax, in: reader) {
                let written = GestureExpression.named(spelling(of: syntax, through: named.firstModifier), named.expression.expression)
                return Start(expression: written, depth: named.expression.depth, firstModifier: named.firstModifier)
            }
        }
        return Start(expression: try readPrimitive(syntax), depth: 1, firstModifier: 1)
    }

    /// The base and the first `postfixCount` postfixes of `syntax` as written, on one line with
    /// single spaces: `SwipeGesture(direction: .left)`. Long arguments are cut with '…'.
    private func spelling(of syntax: ExpressionSyntax, through postfixCount: Int) -> String {
        let start = syntax.firstToken.offset
        var end = start + syntax.firstToken.sourceLength
        if postfixCount > 0, case .call(let list) = syntax.postfixes[postfixCount - 1] { end = list.close.offset + 1 }
        var bytes: [UInt8] = []
        for byte in reader.source.bytes[start..<min(end, reader.source.bytes.count)] {
            let blank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            if !blank { bytes.append(byte) } else if bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        let limit = 60
        if text.count > limit, let open = text.firstIndex(of: "(") { text = String(text[...open]) + "…)" }
        return text
    }

    /// `SimultaneousGesture(a, b)`, `SequenceGesture(a, b)`, `ExclusiveGesture(a, b)`.
    private func readInitializer(_ combinator: GestureScope.Combinator, _ syntax: ExpressionSyntax) throws(Diagnostic) -> Start {
        guard case .name(let name) = syntax.base, case .call(let list)? = syntax.postfixes.first, list.arguments.count == 2,
              list.arguments.allSatisfy({ $0.label == nil }) else {
            throw reader.error(at: syntax.postfixes.first?.firstToken ?? reader.token(after: syntax),
                        "expected two gestures after '\(syntax.firstToken.text)', such as '\(syntax.firstToken.text)(TapGesture(), DragGesture())'")
        }
        let first = try readGesture(list.arguments[0].value)
        let second = try readGesture(list.arguments[1].value)
        if let stray = first.stray ?? second.stray { throw reader.error(at: stray, "expected ',' or ')' after the gesture, found \(reader.describe(stray))") }
        let depth = max(first.depth, second.depth) + 1
        guard depth <= ExpressionParser.maximumNesting else { throw reader.error(at: name, ExpressionParser.nestingMessage) }
        let expression: GestureExpression = switch combinator {
        case .simultaneous: .simultaneous(first.expression, second.expression)
        case .sequence: .sequence(first.expression, second.expression)
        case .exclusive: .exclusive(first.expression, second.expression)
        }
        return Start(expression: expression, depth: depth, firstModifier: 1)
    }

    /// A gesture kept where the reader cannot see it: a model's (`handler.drag`,
    /// `model.makeDrag()`), another type's (`Gestures.swipe`), a function not of the view
    /// (`makeDrag()`), a gesture type of another file (`SwipeRecognizer { … }`) — a name that is no gesture, type or gesture binding of the module and no
    /// misspelling of one, holding or making the gesture.
    func isUnseen(_ syntax: ExpressionSyntax) -> Bool {
        guard case .name(let name) = syntax.base, let first = syntax.postfixes.first, Catalog.gesture(named: name.text) == nil,
              Catalog.platformRecognizer(named: name.text) == nil, !reader.gestureScope.contains(name.text),
              !reader.types.names.contains(name.text), reader.functions[name.text] == nil,
              Suggestion.nearest(to: name.text, among: Catalog.gestureNames) == nil else { return false }
        switch first {
        case .member, .call, .trailingClosure: return true
        default: return false
        }
    }

    /// `DragGesture(minimumDistance: 5)`: the base and the first postfix.
    private func readPrimitive(_ syntax: ExpressionSyntax) throws(Diagnostic) -> GestureExpression {
        guard case .name(let nameToken) = syntax.base else {
            throw reader.error(at: syntax.firstToken, "expected a gesture such as DragGesture(), found \(reader.describe(syntax.firstToken))")
        }
        guard let entry = Catalog.gesture(named: nameToken.text) else {
            if Catalog.platformRecognizer(named: nameToken.text) != nil {
                throw reader.error(at: nameToken, "'\(nameToken.text)' is a UIKit recognizer, not a SwiftUI gesture: it has no callbacks and combines with none; "
                            + "attach it to a view of a scene with '.gesture(\(nameToken.text)(…))' (docs/scene-format.md)")
            }
            // A gesture struct of the project that could not be read: why, where it is declared.
            if let error = reader.types.unreadable[nameToken.text] { throw error }
            var message = "unknown gesture '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.gestureNames) {
                message += "; did you mean '\(suggestion)'?"
            } else if case .member(_, let member)? = syntax.postfixes.first, nameToken.text.first?.isLowercase == true {
                // `rotation.gesture` of an `@ObservedObject var rotation = Rotation()`.
                message = "'\(nameToken.text).\(member.text)' is a gesture of a model this tool does not read; "
                    + "a gesture changes the answer, so it is not approximated: write the gesture in the view, or pass the app's folder with --scene if it is a view's"
            } else if nameToken.text.first?.isUppercase == true {
                // A custom gesture or a UIGestureRecognizerRepresentable of another file.
                message += ", and no 'struct \(nameToken.text): Gesture' in the file; if it is defined in another file, pass the app's folder with --scene"
            } else {
                message += "; expected one of " + Catalog.gestureNames.joined(separator: ", ")
            }
            throw reader.error(at: nameToken, message)
        }
        guard case .call(let list)? = syntax.postfixes.first else {
            throw reader.error(at: syntax.postfixes.first?.firstToken ?? reader.token(after: syntax),
                        "expected '(' after '\(nameToken.text)'; write '\(nameToken.text)()' to use its defaults")
        }
        let values = try reader.bind(list.arguments, to: entry.labels, of: entry.name)
        return .primitive(try entry.read(reader, values))
    }

    /// `{ … }`, `({ … })`, `(perform)` after the member at `index` — any closure or reference.
    /// Returns the index of the last postfix it takes and the closure, kept for scenes that
    /// evaluate its assignments (a reference has none).
    private func readCallbackArgument(of syntax: ExpressionSyntax, after index: Int, value: ValueType) throws(Diagnostic) -> (Int, CallbackBody?) {
        let postfixes = syntax.postfixes
        // The caller found the modifier's name at `index`.
        guard case .member(_, let name) = postfixes[index] else { return (index, nil) }
        var last = index
        var closure: ClosureSyntax?
        if last + 1 < postfixes.count, case .call(let list) = postfixes[last + 1] {
            last += 1
            if list.arguments.count == 1, case .closure(let written) = list.arguments[0].value.base { closure = written }
        }
        if last + 1 < postfixes.count, case .trailingClosure(nil, let written) = postfixes[last + 1] {
            last += 1
            closure = written
        }
        guard last > index else {
            throw reader.error(at: reader.token(afterPostfix: index, of: syntax), "expected a closure after '\(name.text)', such as '\(name.text) { _ in }'")
        }
        return (last, try closure.map { (closure) throws(Diagnostic) in try callback(closure, value: value) })
    }

    /// `($name) { value, state, transaction in … }` or `($name, body: { … })`.
    private func readGestureStateArgument(of syntax: ExpressionSyntax, after index: Int, value: ValueType) throws(Diagnostic) -> (String, Int, CallbackBody?) {
        let postfixes = syntax.postfixes
        guard index + 1 < postfixes.count, case .call(let list) = postfixes[index + 1] else {
            throw reader.error(at: reader.token(afterPostfix: index, of: syntax),
                        "expected '($state)' after 'updating', such as 'updating($offset) { value, state, _ in }'")
        }
        let first = list.arguments.first
        guard let first, first.label == nil, case .binding(let binding) = first.value.base,
              // Cannot trap: `first!` after `!isEmpty` on the same line.
              !binding.text.isEmpty, !binding.text.first!.isNumber else {
            let found = first.map { $0.label ?? $0.value.firstToken } ?? list.close
            throw reader.error(at: found, "expected a @GestureState binding such as '$offset', found \(reader.describe(found))")
        }
        let state = binding.text
        if !first.value.postfixes.isEmpty {
            throw reader.error(at: first.value.postfixes[0].firstToken, "expected ')' after '$\(state)'")
        }
        if list.arguments.count > 1 {
            let body = list.arguments[1]
            guard let label = body.label, label.text == "body" else {
                let found = body.label ?? body.value.firstToken
                throw reader.error(at: found, "expected 'body:' after the state, found \(reader.describe(found))")
            }
            guard case .closure(let closure) = body.value.base, body.value.postfixes.isEmpty else {
                throw reader.error(at: body.value.firstToken, "expected a closure for 'body:'")
            }
            if list.arguments.count > 2 {
                let extra = list.arguments[2]
                throw reader.error(at: extra.label ?? extra.value.firstToken, "expected ')' after the closure")
            }
            return (state, index + 1, try callback(closure, value: value))
        }
        guard index + 2 < postfixes.count, case .trailingClosure(nil, let closure) = postfixes[index + 2] else {
            throw reader.error(at: reader.token(afterPostfix: index + 1, of: syntax),
                        "expected the updating closure, such as '{ value, state, _ in state = value }'")
        }
        return (state, index + 2, try callback(closure, value: value))
    }

    /// `.map(\.a.b)`, `.map { $0.a.b }`, `.map { v in v.a.b }` — key paths — and a closure of
    /// one expression, evaluated per value. Anything else is an error, never silently ignored.
    private func readMapArgument(of syntax: ExpressionSyntax, after index: Int, on base: GestureExpression) throws(Diagnostic)
        -> (GestureExpression, Int) {
        let type = base.valueType
        let postfixes = syntax.postfixes
        guard index + 1 < postfixes.count else {
            throw reader.error(at: reader.token(after: syntax), "expected a key path or closure after 'map', such as '.map(\\.translation)'")
        }
        var path: [SourceToken]
        let start: SourceToken
        switch postfixes[index + 1] {
        case .call(let list):
            start = list.open
            guard list.arguments.count == 1, list.arguments[0].label == nil,
                  case .keyPath(_, let components, let rooted) = list.arguments[0].value.base,
                  list.arguments[0].value.postfixes.isEmpty else {
                let found = list.arguments.first.map { $0.label ?? $0.value.firstToken } ?? list.close
                throw reader.error(at: found, "'.map' takes a key path such as '\\.translation' or a closure such as '{ $0.translation }'")
            }
            path = components
            if rooted {
                // An explicit root type (\DragGesture.Value.translation) is accepted and checked.
                var rootNames = [path.removeFirst().text]
                while path.first?.text == "Value" { rootNames.append(path.removeFirst().text) }
                let written = rootNames.joined(separator: ".")
                guard written == type.swiftName else {
                    throw reader.error(at: start, "key path root '\(written)' does not match the gesture's value type '\(type.swiftName)'")
                }
            }
        case .trailingClosure(nil, let closure):
            start = closure.open
            // `{ $0.translation.width }` is the key path it reads; any other one expression is
            // evaluated on each value.
            guard let body = SyntaxParser.expression(inBodyOf: closure, in: reader), let chain = Self.memberChain(body, of: closure) else {
                return (.mapClosure(base, try mapClosure(closure, on: type), resultType: resultType(of: closure)), index + 1)
            }
            path = chain
        default:
            throw reader.error(at: postfixes[index + 1].firstToken, "expected a key path or closure after 'map', such as '.map(\\.translation)'")
        }
        var valueType = type
        var names: [String] = []
        for member in path {
            switch valueType.lookup(member.text) {
            case .member(let next):
                valueType = next.type
                names.append(member.text)
            case .unmodelled:
                let readable = valueType.members.map(\.name)
                throw reader.error(at: member, "'.map' cannot read '\(member.text)' of \(valueType.swiftName): this tool does not model it"
                            + (readable.isEmpty ? "; map to the value itself" : "; map to one of " + readable.joined(separator: ", ")))
            case .unknown(let message):
                throw reader.error(at: member, message)
            }
        }
        if names.isEmpty { throw reader.error(at: start, "the key path names no member") }
        return (.map(base, keyPath: names, resultType: valueType), index + 1)
    }

    /// `$0.a.b` or `value.a.b` in `{ value in … }`: the members read from the parameter.
    private static func memberChain(_ body: ExpressionSyntax, of closure: ClosureSyntax) -> [SourceToken]? {
        switch body.base {
        case .binding(let binding) where binding.text == "0" && closure.parameters.isEmpty: break
        case .name(let name) where closure.parameters.count == 1 && closure.parameters[0].text == name.text: break
        default: return nil
        }
        var path: [SourceToken] = []
        for postfix in body.postfixes {
            guard case .member(_, let name) = postfix else { return nil }
            path.append(name)
        }
        return path
    }

    /// A closure of one expression, with or without `return`: read once, evaluated per value.
    private func mapClosure(_ closure: ClosureSyntax, on type: ValueType) throws(Diagnostic) -> MapClosure {
        // Its reads of the value are checked as a callback's are: `value.translatoin` is an error.
        try checkNesting(of: closure)
        try checkMembers(of: closure, value: type)
        var start = closure.body.lowerBound
        if start < closure.body.upperBound, reader.tokens[start].kind == .identifier, reader.tokens[start].text == "return" { start += 1 }
        var parser = reader.syntaxParser(at: start)
        guard start < closure.body.upperBound, let result = try? reader.valueParser.parseValue(&parser), parser.position == closure.body.upperBound else {
            throw unevaluableClosure(at: closure.open)
        }
        return MapClosure(context: reader.context, closure: closure, result: result)
    }

    /// The type a map closure declares (`{ value -> SwipeDirection in … }`), as the value type
    /// the callbacks after it receive; the project's own type, unchecked, when it is not one this
    /// tool models or is not written.
    private func resultType(of closure: ClosureSyntax) -> ValueType {
        let name = closure.returnType
        switch name {
        case "CGFloat", "Double", "Float", "Int": return .number
        case "Bool": return .bool
        case "CGSize": return .size
        case "CGPoint": return .point
        case "Angle": return .angle
        case let name?: return .project(name)
        case nil: return .project("the closure's result")
        }
    }

    private func unevaluableClosure(at token: SourceToken) -> Diagnostic {
        reader.error(at: token, "cannot evaluate this '.map' closure: its body must be one expression, such as "
              + "'.map { $0.translation.width < 0 ? Direction.left : .right }', or a key path, such as '.map(\\.translation)'")
    }
}
