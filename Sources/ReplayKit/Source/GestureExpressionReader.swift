import Recognizers
import TraceFormat

/// Reads a SwiftUI gesture expression — `DragGesture(minimumDistance: 5).onChanged { _ in }` —
/// into a `GestureExpression`, type-checking what Swift would: argument labels and their order,
/// `onChanged` only on Equatable values, key paths that name real members. Which gestures exist
/// and what they take is the catalog's (`Catalog.swift`).
extension SourceReader {
    mutating func parseExpression() throws(Diagnostic) -> GestureExpression {
        try parseNestedExpression().expression
    }

    /// The expression and its depth: a primitive is 1, each modifier adds one, a combinator is one
    /// more than the deeper of its two sides.
    mutating func parseNestedExpression() throws(Diagnostic) -> (expression: GestureExpression, depth: Int) {
        var expression = try parsePrimitive()
        var depth = 1
        while current.text == "." && current.kind == .punctuation {
            let nameToken = try parseMemberName()
            depth += 1
            guard depth <= ExpressionParser.maximumNesting else {
                throw error(at: nameToken, "the gesture is nested more than \(ExpressionParser.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
            }
            switch nameToken.text {
            case "onChanged":
                guard expression.valueType.isEquatable else {
                    let type = expression.valueType
                    let why = type == .void ? "" : " (it holds a Void)"
                    throw error(at: nameToken, "'onChanged' is unavailable: the value of \(expression.description) is \(type.swiftName), which is not Equatable\(why); use 'onEnded'")
                }
                try skipCallbackArgument(after: nameToken)
                expression = .onChanged(expression)
            case "onEnded":
                try skipCallbackArgument(after: nameToken)
                expression = .onEnded(expression)
            case "updating":
                let name = try parseGestureStateArgument(after: nameToken)
                expression = .updating(expression, state: name)
            case "map":
                let (path, type) = try parseMapArgument(on: expression.valueType, after: nameToken)
                expression = .map(expression, keyPath: path, resultType: type)
            case "simultaneously", "sequenced", "exclusively":
                let label = nameToken.text == "simultaneously" ? "with" : "before"
                nesting += 1
                defer { nesting -= 1 }
                guard nesting < ExpressionParser.maximumNesting else {
                    throw error(at: nameToken, "the gesture is nested more than \(ExpressionParser.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
                }
                let (other, otherDepth) = try parseCombinatorArgument(of: nameToken, label: label)
                depth = max(depth, otherDepth + 1)
                guard depth <= ExpressionParser.maximumNesting else {
                    throw error(at: nameToken, "the gesture is nested more than \(ExpressionParser.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
                }
                switch nameToken.text {
                case "simultaneously": expression = .simultaneous(expression, other)
                case "sequenced": expression = .sequence(expression, other)
                default: expression = .exclusive(expression, other)
                }
            default:
                var message = "value of type '\(expression.description)' has no modifier '\(nameToken.text)'"
                if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.modifierNames + Catalog.combinatorNames) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected onChanged, onEnded, updating or map"
                }
                throw error(at: nameToken, message)
            }
        }
        return (expression, depth)
    }

    mutating func parsePrimitive() throws(Diagnostic) -> GestureExpression {
        let nameToken = current
        guard nameToken.kind == .identifier else {
            throw error(at: nameToken, "expected a gesture such as DragGesture(), found \(describe(nameToken))")
        }
        guard let entry = Catalog.gesture(named: nameToken.text) else {
            var message = "unknown gesture '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Catalog.gestureNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Catalog.gestureNames.joined(separator: ", ")
            }
            throw error(at: nameToken, message)
        }
        advance()
        guard current.text == "(" else {
            throw error(at: current, "expected '(' after '\(nameToken.text)'; write '\(nameToken.text)()' to use its defaults")
        }
        let arguments = try parseArguments()
        let values = try bind(arguments, to: entry.labels, of: entry.name)
        return .primitive(try entry.read(self, values))
    }

    /// `{ … }`, `({ … })`, `(perform)` — any balanced closure or reference, not evaluated.
    mutating func skipCallbackArgument(after name: SourceToken) throws(Diagnostic) {
        if current.text == "(" {
            try skipBalanced(open: "(", close: ")")
            if current.text == "{" { try skipBalanced(open: "{", close: "}") }
            return
        }
        guard current.text == "{" else {
            throw error(at: current, "expected a closure after '\(name.text)', such as '\(name.text) { _ in }'")
        }
        try skipBalanced(open: "{", close: "}")
    }

    /// `(with: OTHER)` / `(before: OTHER)`: another whole gesture expression.
    mutating func parseCombinatorArgument(of name: SourceToken, label: String) throws(Diagnostic) -> (GestureExpression, Int) {
        guard current.text == "(" else {
            throw error(at: current, "expected '(\(label): …)' after '\(name.text)', such as '\(name.text)(\(label): TapGesture())'")
        }
        advance()
        guard current.text == label, peek(1).text == ":" else {
            throw error(at: current, "expected '\(label):' in '\(name.text)(\(label):)', found \(describe(current))")
        }
        advance(); advance()
        let other = try parseNestedExpression()
        guard current.text == ")" else {
            throw error(at: current, "expected ')' after the gesture in '\(name.text)(\(label):)', found \(describe(current))")
        }
        advance()
        return other
    }

    /// `($name) { value, state, transaction in … }` or `($name, body: { … })`.
    mutating func parseGestureStateArgument(after name: SourceToken) throws(Diagnostic) -> String {
        guard current.text == "(" else {
            throw error(at: current, "expected '($state)' after 'updating', such as 'updating($offset) { value, state, _ in }'")
        }
        advance()
        guard current.kind == .dollar, !current.text.isEmpty, !current.text.first!.isNumber else {
            throw error(at: current, "expected a @GestureState binding such as '$offset', found \(describe(current))")
        }
        let state = current.text
        advance()
        if current.text == "," {
            advance()
            guard current.text == "body", peek(1).text == ":" else {
                throw error(at: current, "expected 'body:' after the state, found \(describe(current))")
            }
            advance(); advance()
            guard current.text == "{" else { throw error(at: current, "expected a closure for 'body:'") }
            try skipBalanced(open: "{", close: "}")
            guard current.text == ")" else { throw error(at: current, "expected ')' after the closure") }
            advance()
            return state
        }
        guard current.text == ")" else { throw error(at: current, "expected ')' after '$\(state)'") }
        advance()
        guard current.text == "{" else {
            throw error(at: current, "expected the updating closure, such as '{ value, state, _ in state = value }'")
        }
        try skipBalanced(open: "{", close: "}")
        return state
    }

    /// `.map(\.a.b)`, `.map { $0.a.b }`, `.map { v in v.a.b }` — key paths, the closures this
    /// tool can evaluate honestly. Anything else is an error, never silently ignored.
    mutating func parseMapArgument(on type: ValueType, after name: SourceToken) throws(Diagnostic) -> ([String], ValueType) {
        let start = current
        var path: [SourceToken] = []
        if current.text == "(" {
            advance()
            guard current.text == "\\" else {
                throw error(at: current, "'.map' takes a key path such as '\\.translation' or a closure such as '{ $0.translation }'")
            }
            advance()
            // An explicit root type (\DragGesture.Value.translation) is accepted and checked.
            if current.kind == .identifier {
                let root = [current.text]
                var rootNames = root
                advance()
                while current.text == "." && peek(1).kind == .identifier && peek(1).text == "Value" {
                    advance(); rootNames.append(current.text); advance()
                }
                let written = rootNames.joined(separator: ".")
                guard written == type.swiftName else {
                    throw error(at: start, "key path root '\(written)' does not match the gesture's value type '\(type.swiftName)'")
                }
            }
            path = try parseMemberChain()
            guard current.text == ")" else { throw error(at: current, "expected ')' after the key path, found \(describe(current))") }
            advance()
        } else if current.text == "{" {
            advance()
            if current.kind == .dollar && current.text == "0" {
                advance()
            } else if current.kind == .identifier, peek(1).text == "in", peek(2).text == current.text {
                advance(); advance(); advance()
            } else {
                throw unevaluableClosure(at: start)
            }
            path = try parseMemberChain()
            guard current.text == "}" else { throw unevaluableClosure(at: start) }
            advance()
        } else {
            throw error(at: current, "expected a key path or closure after 'map', such as '.map(\\.translation)'")
        }
        var valueType = type
        var names: [String] = []
        for member in path {
            guard let next = valueType.members.first(where: { $0.name == member.text }) else {
                var message = "value of type '\(valueType.swiftName)' has no member '\(member.text)'"
                if let suggestion = Suggestion.nearest(to: member.text, among: valueType.members.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                } else if !valueType.members.isEmpty {
                    message += "; its members are " + valueType.members.map(\.name).joined(separator: ", ")
                }
                throw error(at: member, message)
            }
            valueType = next.type
            names.append(member.text)
        }
        if names.isEmpty { throw error(at: start, "the key path names no member") }
        return (names, valueType)
    }

    mutating func parseMemberChain() throws(Diagnostic) -> [SourceToken] {
        var members: [SourceToken] = []
        while current.text == "." && current.kind == .punctuation {
            advance()
            guard current.kind == .identifier else { throw error(at: current, "expected a member name after '.'") }
            members.append(current)
            advance()
        }
        return members
    }

    func unevaluableClosure(at token: SourceToken) -> Diagnostic {
        error(at: token, "cannot evaluate this '.map' closure; write it as a key path, such as '.map(\\.translation)' or '.map { $0.translation.width }'")
    }
}
