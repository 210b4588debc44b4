import Recognizers
import TraceFormat

/// A problem in SwiftUI source given on the command line or in a scene, located like a compiler
/// diagnostic and shown with the offending line and a caret.
package struct SourceError: Error, CustomStringConvertible {
    package var origin: String
    package var line: Int
    package var column: Int
    package var length: Int
    package var message: String
    package var sourceLine: String

    /// Source lines longer than this are shown as an excerpt around the caret.
    package static let excerptWidth = 100

    package var description: String {
        var shown = sourceLine
        var caretColumn = column
        var caretLength = length
        if sourceLine.count > Self.excerptWidth {
            // A window around the caret, marked with ellipses where the line goes on.
            let characters = Array(sourceLine)
            let start = max(0, min(column - 1 - Self.excerptWidth / 2, characters.count - Self.excerptWidth))
            let end = min(characters.count, start + Self.excerptWidth)
            shown = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            caretColumn = column - start + (start > 0 ? 1 : 0)
            caretLength = min(length, end - (column - 1))
        }
        let caret = String(repeating: " ", count: max(0, caretColumn - 1)) + "^" + String(repeating: "~", count: max(0, caretLength - 1))
        return "\(origin):\(line):\(column): error: \(message)\n  \(shown)\n  \(caret)"
    }
}

/// Reads a SwiftUI gesture expression — `DragGesture(minimumDistance: 5).onChanged { _ in }` —
/// into a `GestureExpression`, type-checking what Swift would: argument labels and their order,
/// `onChanged` only on Equatable values, key paths that name real members.
package struct ExpressionParser {
    private struct Token {
        /// The token's own text in the source, without the whitespace after it.
        var sourceLength: Int {
            switch kind {
            case .string: text.utf8.count + 2
            case .dollar: text.utf8.count + 1
            default: text.utf8.count
            }
        }

        enum Kind: Equatable { case identifier, number, string, dollar, punctuation, end }
        var kind: Kind
        var text: String
        var offset: Int
    }

    private let source: [UInt8]
    private let origin: String
    private var tokens: [Token] = []
    private var position = 0
    /// Combinator arguments being parsed, one inside another.
    private var nesting = 0

    package static let primitiveNames = [
        "TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture",
        "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture",
    ]
    package static let modifierNames = ["onChanged", "onEnded", "updating", "map"]
    package static let combinatorNames = ["simultaneously", "sequenced", "exclusively"]

    package init(_ text: String, origin: String) {
        self.source = Array(text.utf8)
        self.origin = origin
    }

    package static func parse(_ text: String, origin: String) throws(SourceError) -> GestureExpression {
        var parser = ExpressionParser(text, origin: origin)
        try parser.tokenize()
        let expression = try parser.parseExpression()
        let trailing = parser.current
        if trailing.kind != .end {
            throw parser.error(at: trailing, "unexpected '\(trailing.text)' after the gesture; expected '.' and a modifier, or the end")
        }
        return expression
    }

    /// Parses a view's modifier chain: `.onTapGesture { … }.gesture(DragGesture(), including: .gesture)`.
    package static func parseModifiers(_ text: String, origin: String) throws(SourceError) -> [ModifierSpec] {
        var parser = ExpressionParser(text, origin: origin)
        try parser.tokenize()
        var modifiers: [ModifierSpec] = []
        while parser.current.kind != .end {
            modifiers.append(try parser.parseModifier())
        }
        return modifiers
    }

    package static let viewModifierNames = [
        "gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture",
        "coordinateSpace", "disabled",
    ]

    private mutating func parseModifier() throws(SourceError) -> ModifierSpec {
        guard current.text == ".", current.kind == .punctuation else {
            throw error(at: current, "expected a modifier such as '.onTapGesture { }', found \(describe(current))")
        }
        let nameToken = try parseMemberName()
        switch nameToken.text {
        case "gesture", "highPriorityGesture", "simultaneousGesture":
            guard current.text == "(" else { throw error(at: current, "expected '(' after '\(nameToken.text)'") }
            advance()
            let expression = try parseExpression()
            var mask = GestureMask.all
            if current.text == "," {
                advance()
                let label = current
                guard peek(1).text == ":" else { throw error(at: label, "expected 'including:' or 'isEnabled:', found \(describe(label))") }
                advance(); advance()
                switch label.text {
                case "including":
                    mask = try parseMask()
                case "isEnabled":
                    guard current.text == "true" || current.text == "false" else {
                        throw error(at: current, "expected true or false for 'isEnabled:', found \(describe(current))")
                    }
                    mask = current.text == "true" ? .all : .subviews
                    advance()
                default:
                    var message = "\(nameToken.text)(_:) has no parameter '\(label.text)'"
                    if let suggestion = Suggestion.nearest(to: label.text, among: ["including", "isEnabled"]) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    throw error(at: label, message)
                }
            }
            guard current.text == ")" else { throw error(at: current, "expected ')' to close '\(nameToken.text)(…)', found \(describe(current))") }
            advance()
            let priority: ViewGesture.Priority = switch nameToken.text {
            case "highPriorityGesture": .high
            case "simultaneousGesture": .simultaneous
            default: .normal
            }
            return ModifierSpec(kind: .gesture(expression, priority: priority, mask: mask), name: nameToken.text)
        case "onTapGesture":
            let arguments = current.text == "(" ? try parseArguments() : []
            let values = try bind(arguments, to: ["count", "coordinateSpace", "perform"], of: "onTapGesture")
            let count = try integer(values[0], default: 1, minimum: 1)
            let space = try values[1].map { (tokens) throws(SourceError) in try coordinateSpace(tokens) }
            if values[2] == nil { try skipTrailingClosure(for: nameToken) }
            return ModifierSpec(kind: .onTapGesture(count: count, coordinateSpace: space), name: nameToken.text)
        case "onLongPressGesture":
            let arguments = current.text == "(" ? try parseArguments() : []
            let values = try bind(arguments, to: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged"],
                                  of: "onLongPressGesture")
            let duration = try number(values[0], default: GestureConstants.longPressMinimumDuration)
            let distance = try number(values[1], default: GestureConstants.longPressMaximumDistance)
            var hasPressing = values[3] != nil
            if values[2] == nil { try skipTrailingClosure(for: nameToken) }
            if current.text == "onPressingChanged", peek(1).text == ":" {
                advance(); advance()
                guard current.text == "{" else { throw error(at: current, "expected a closure after 'onPressingChanged:'") }
                try skipBalanced(open: "{", close: "}")
                hasPressing = true
            }
            return ModifierSpec(kind: .onLongPressGesture(minimumDuration: duration, maximumDistance: distance,
                                                          reportsPressing: hasPressing), name: nameToken.text)
        case "coordinateSpace":
            guard current.text == "(" else { throw error(at: current, "expected '(name: \"…\")' after 'coordinateSpace'") }
            advance()
            var name: String?
            if current.text == "name", peek(1).text == ":", peek(2).kind == .string, peek(3).text == ")" {
                name = peek(2).text
                advance(); advance(); advance()
            } else if current.text == ".", peek(1).text == "named", peek(2).text == "(", peek(3).kind == .string,
                      peek(4).text == ")", peek(5).text == ")" {
                name = peek(3).text
                advance(); advance(); advance(); advance(); advance()
            }
            guard let name else {
                throw error(at: current, "expected 'coordinateSpace(name: \"P\")' or 'coordinateSpace(.named(\"P\"))', found \(describe(current))")
            }
            advance()
            return ModifierSpec(kind: .coordinateSpace(name), name: nameToken.text)
        case "disabled":
            guard current.text == "(", peek(1).text == "true" || peek(1).text == "false", peek(2).text == ")" else {
                throw error(at: current, "expected 'disabled(true)' or 'disabled(false)'")
            }
            advance()
            let disabled = current.text == "true"
            advance(); advance()
            return ModifierSpec(kind: .disabled(disabled), name: nameToken.text)
        default:
            var message = "unknown view modifier '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Self.viewModifierNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Self.viewModifierNames.map { "." + $0 }.joined(separator: ", ")
            }
            throw error(at: nameToken, message)
        }
    }

    private mutating func parseMask() throws(SourceError) -> GestureMask {
        let start = current
        var names: [String] = []
        if current.text == "[" {
            advance()
            while current.text != "]" {
                guard current.text == ".", peek(1).kind == .identifier else {
                    throw error(at: current, "expected a GestureMask such as .subviews, found \(describe(current))")
                }
                names.append(peek(1).text)
                advance(); advance()
                if current.text == "," { advance() }
            }
            advance()
        } else {
            guard current.text == ".", peek(1).kind == .identifier else {
                throw error(at: current, "expected a GestureMask (.all, .gesture, .subviews or .none), found \(describe(current))")
            }
            names.append(peek(1).text)
            advance(); advance()
        }
        var mask = GestureMask.none
        for name in names {
            switch name {
            case "all": mask.formUnion(.all)
            case "gesture": mask.formUnion(.gesture)
            case "subviews": mask.formUnion(.subviews)
            case "none": break
            default:
                var message = "unknown GestureMask '.\(name)'; expected .all, .gesture, .subviews or .none"
                if let suggestion = Suggestion.nearest(to: name, among: ["all", "gesture", "subviews", "none"]) {
                    message += " (did you mean '.\(suggestion)'?)"
                }
                throw error(at: start, message)
            }
        }
        return mask
    }

    private mutating func skipTrailingClosure(for name: Token) throws(SourceError) {
        guard current.text == "{" else {
            throw error(at: current, "expected the 'perform' closure after '\(name.text)', such as '\(name.text) { }'")
        }
        try skipBalanced(open: "{", close: "}")
    }

    // MARK: - Grammar

    /// `.name`: the modifier's name token, after the dot.
    private mutating func parseMemberName() throws(SourceError) -> Token {
        advance()
        let nameToken = current
        guard nameToken.kind == .identifier else {
            throw error(at: nameToken, "expected a modifier name after '.', found \(describe(nameToken))")
        }
        advance()
        return nameToken
    }

    /// How deeply gestures may nest — each modifier and each combinator is a level. Deeper
    /// expressions are refused rather than risk the stack of the recursive walks that build them;
    /// real gesture code nests a handful of levels.
    package static let maximumNesting = 128

    private mutating func parseExpression() throws(SourceError) -> GestureExpression {
        try parseNestedExpression().expression
    }

    /// The expression and its depth: a primitive is 1, each modifier adds one, a combinator is one
    /// more than the deeper of its two sides.
    private mutating func parseNestedExpression() throws(SourceError) -> (expression: GestureExpression, depth: Int) {
        var expression = try parsePrimitive()
        var depth = 1
        while current.text == "." && current.kind == .punctuation {
            let nameToken = try parseMemberName()
            depth += 1
            guard depth <= Self.maximumNesting else {
                throw error(at: nameToken, "the gesture is nested more than \(Self.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
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
                guard nesting < Self.maximumNesting else {
                    throw error(at: nameToken, "the gesture is nested more than \(Self.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
                }
                let (other, otherDepth) = try parseCombinatorArgument(of: nameToken, label: label)
                depth = max(depth, otherDepth + 1)
                guard depth <= Self.maximumNesting else {
                    throw error(at: nameToken, "the gesture is nested more than \(Self.maximumNesting) levels deep, the limit (docs/reliability.md#limits); split it into named gestures")
                }
                switch nameToken.text {
                case "simultaneously": expression = .simultaneous(expression, other)
                case "sequenced": expression = .sequence(expression, other)
                default: expression = .exclusive(expression, other)
                }
            default:
                var message = "value of type '\(expression.description)' has no modifier '\(nameToken.text)'"
                if let suggestion = Suggestion.nearest(to: nameToken.text, among: Self.modifierNames + Self.combinatorNames) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected onChanged, onEnded, updating or map"
                }
                throw error(at: nameToken, message)
            }
        }
        return (expression, depth)
    }

    private mutating func parsePrimitive() throws(SourceError) -> GestureExpression {
        let nameToken = current
        guard nameToken.kind == .identifier else {
            throw error(at: nameToken, "expected a gesture such as DragGesture(), found \(describe(nameToken))")
        }
        guard Self.primitiveNames.contains(nameToken.text) else {
            var message = "unknown gesture '\(nameToken.text)'"
            if let suggestion = Suggestion.nearest(to: nameToken.text, among: Self.primitiveNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of " + Self.primitiveNames.joined(separator: ", ")
            }
            throw error(at: nameToken, message)
        }
        advance()
        guard current.text == "(" else {
            throw error(at: current, "expected '(' after '\(nameToken.text)'; write '\(nameToken.text)()' to use its defaults")
        }
        let arguments = try parseArguments()
        switch nameToken.text {
        case "TapGesture":
            let values = try bind(arguments, to: ["count"], of: nameToken.text)
            return .primitive(.tap(count: try integer(values[0], default: 1, minimum: 1)))
        case "SpatialTapGesture":
            let values = try bind(arguments, to: ["count", "coordinateSpace"], of: nameToken.text)
            return .primitive(.spatialTap(count: try integer(values[0], default: 1, minimum: 1),
                                          coordinateSpace: try coordinateSpace(values[1])))
        case "LongPressGesture":
            let values = try bind(arguments, to: ["minimumDuration", "maximumDistance"], of: nameToken.text)
            return .primitive(.longPress(
                minimumDuration: try number(values[0], default: GestureConstants.longPressMinimumDuration),
                maximumDistance: try number(values[1], default: GestureConstants.longPressMaximumDistance)))
        case "DragGesture":
            let values = try bind(arguments, to: ["minimumDistance", "coordinateSpace"], of: nameToken.text)
            return .primitive(.drag(minimumDistance: try number(values[0], default: GestureConstants.dragMinimumDistance),
                                    coordinateSpace: try coordinateSpace(values[1])))
        case "MagnifyGesture", "MagnificationGesture":
            let values = try bind(arguments, to: ["minimumScaleDelta"], of: nameToken.text)
            return .primitive(.magnify(
                minimumScaleDelta: try number(values[0], default: GestureConstants.magnifyMinimumScaleDelta),
                deprecatedName: nameToken.text == "MagnificationGesture"))
        default:
            let values = try bind(arguments, to: ["minimumAngleDelta"], of: nameToken.text)
            let defaultAngle = GestureExpression.WrittenAngle(value: 1, inDegrees: true)
            return .primitive(.rotate(minimumAngleDelta: try values[0].map { (argument) throws(SourceError) in try angle(argument) } ?? defaultAngle,
                                      deprecatedName: nameToken.text == "RotationGesture"))
        }
    }

    /// A labeled argument: the label token and the tokens of its value.
    private struct Argument {
        var label: Token
        var value: [Token]
    }

    private mutating func parseArguments() throws(SourceError) -> [Argument] {
        advance()  // (
        var arguments: [Argument] = []
        if current.text == ")" { advance(); return arguments }
        while true {
            let label = current
            guard label.kind == .identifier, peek(1).text == ":" else {
                throw error(at: label, "expected a labeled argument such as 'minimumDistance: 5', found \(describe(label))")
            }
            advance(); advance()
            var value: [Token] = []
            var depth = 0
            while true {
                let token = current
                if token.kind == .end { throw error(at: token, "expected ')' to close the argument list") }
                if depth == 0 && (token.text == "," || token.text == ")") && token.kind == .punctuation { break }
                if token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{") { depth += 1 }
                if token.kind == .punctuation && (token.text == ")" || token.text == "]" || token.text == "}") { depth -= 1 }
                value.append(token)
                advance()
            }
            if value.isEmpty { throw error(at: current, "expected a value for '\(label.text)'") }
            arguments.append(Argument(label: label, value: value))
            if current.text == ")" { advance(); return arguments }
            advance()  // ,
        }
    }

    /// Matches labeled arguments to a signature, as Swift does: known labels, in order, once each.
    private func bind(_ arguments: [Argument], to labels: [String], of name: String) throws(SourceError) -> [[Token]?] {
        var values = [[Token]?](repeating: nil, count: labels.count)
        var lastIndex = -1
        for argument in arguments {
            guard let index = labels.firstIndex(of: argument.label.text) else {
                var message = "\(name) has no parameter '\(argument.label.text)'"
                if let suggestion = Suggestion.nearest(to: argument.label.text, among: labels) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += labels.isEmpty ? "; it takes no arguments"
                        : "; its parameters are " + labels.map { "'\($0):'" }.joined(separator: ", ")
                }
                throw error(at: argument.label, message)
            }
            if values[index] != nil { throw error(at: argument.label, "argument '\(argument.label.text)' is given twice") }
            if index < lastIndex {
                throw error(at: argument.label, "argument '\(argument.label.text)' must precede argument '\(labels[lastIndex])'")
            }
            lastIndex = index
            values[index] = argument.value
        }
        return values
    }

    private func number(_ tokens: [Token]?, default defaultValue: Double) throws(SourceError) -> Double {
        guard let tokens else { return defaultValue }
        var sign = 1.0
        var rest = tokens[...]
        if rest.first?.text == "-" { sign = -1; rest = rest.dropFirst() }
        if rest.count == 1, rest.first!.kind == .number, let value = Double(rest.first!.text.filter { $0 != "_" }) {
            guard value.isFinite else {
                throw error(at: rest.first!, "'\(rest.first!.text)' is too large for a Double; use a finite number")
            }
            return sign * value
        }
        throw error(at: tokens[0], "expected a number, found \(describe(tokens))")
    }

    private func integer(_ tokens: [Token]?, default defaultValue: Int, minimum: Int) throws(SourceError) -> Int {
        guard let tokens else { return defaultValue }
        guard tokens.count == 1, tokens[0].kind == .number, let value = Int(tokens[0].text.filter { $0 != "_" }) else {
            throw error(at: tokens[0], "expected an integer, found \(describe(tokens))")
        }
        guard value >= minimum else { throw error(at: tokens[0], "expected an integer of at least \(minimum), found \(value)") }
        return value
    }

    private func coordinateSpace(_ tokens: [Token]?) throws(SourceError) -> CoordinateSpace {
        guard let tokens else { return .local }
        var rest = tokens[...]
        if rest.first?.text == "CoordinateSpace" { rest = rest.dropFirst() }
        let names = rest.map(\.text)
        if names == [".", "local"] { return .local }
        if names == [".", "global"] { return .global }
        if names.count == 5, names[0] == ".", names[1] == "named", names[2] == "(", rest[rest.startIndex + 3].kind == .string, names[4] == ")" {
            return .named(names[3])
        }
        throw error(at: tokens[0], "expected a coordinate space (.local, .global or .named(\"name\")), found \(describe(tokens))")
    }

    private func angle(_ tokens: [Token]) throws(SourceError) -> GestureExpression.WrittenAngle {
        var rest = tokens[...]
        if rest.first?.text == "Angle" { rest = rest.dropFirst() }
        let texts = rest.map(\.text)
        // .degrees(5) / .radians(0.1) / Angle(degrees: 5) / Angle.degrees(5)
        var unit: String?
        var valueTokens: ArraySlice<Token> = []
        if texts.count >= 4, texts[0] == ".", texts[2] == "(", texts.last == ")" {
            unit = texts[1]
            valueTokens = rest.dropFirst(3).dropLast()
        } else if texts.count >= 5, texts[0] == "(", texts[2] == ":", texts.last == ")" {
            unit = texts[1]
            valueTokens = rest.dropFirst(3).dropLast()
        } else if texts == [".", "zero"] {
            return GestureExpression.WrittenAngle(value: 0, inDegrees: true)
        }
        guard let unit, unit == "degrees" || unit == "radians" else {
            throw error(at: tokens[0], "expected an angle such as .degrees(5) or .radians(0.1), found \(describe(tokens))")
        }
        let value = try number(Array(valueTokens), default: 0)
        return GestureExpression.WrittenAngle(value: value, inDegrees: unit == "degrees")
    }

    /// `{ … }`, `({ … })`, `(perform)` — any balanced closure or reference, not evaluated.
    private mutating func skipCallbackArgument(after name: Token) throws(SourceError) {
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
    private mutating func parseCombinatorArgument(of name: Token, label: String) throws(SourceError) -> (GestureExpression, Int) {
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
    private mutating func parseGestureStateArgument(after name: Token) throws(SourceError) -> String {
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
    private mutating func parseMapArgument(on type: ValueType, after name: Token) throws(SourceError) -> ([String], ValueType) {
        let start = current
        var path: [(Token)] = []
        if current.text == "(" {
            advance()
            guard current.text == "\\" else {
                throw error(at: current, "'.map' takes a key path such as '\\.translation' or a closure such as '{ $0.translation }'")
            }
            advance()
            // An explicit root type (\DragGesture.Value.translation) is accepted and checked.
            if current.kind == .identifier {
                let root = [current.text]
                var rootTokens = root
                advance()
                while current.text == "." && peek(1).kind == .identifier && peek(1).text == "Value" {
                    advance(); rootTokens.append(current.text); advance()
                }
                let written = rootTokens.joined(separator: ".")
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

    private mutating func parseMemberChain() throws(SourceError) -> [Token] {
        var members: [Token] = []
        while current.text == "." && current.kind == .punctuation {
            advance()
            guard current.kind == .identifier else { throw error(at: current, "expected a member name after '.'") }
            members.append(current)
            advance()
        }
        return members
    }

    private func unevaluableClosure(at token: Token) -> SourceError {
        error(at: token, "cannot evaluate this '.map' closure; write it as a key path, such as '.map(\\.translation)' or '.map { $0.translation.width }'")
    }

    private mutating func skipBalanced(open: String, close: String) throws(SourceError) {
        let start = current
        var depth = 0
        repeat {
            let token = current
            if token.kind == .end {
                throw error(at: start, "'\(open)' is never closed; expected a matching '\(close)'")
            }
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "{" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "}" || token.text == "]" { depth -= 1 }
            }
            advance()
        } while depth > 0
    }

    // MARK: - Tokens

    private var current: Token { tokens[position] }
    private func peek(_ distance: Int) -> Token { tokens[min(position + distance, tokens.count - 1)] }
    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private mutating func tokenize() throws(SourceError) {
        var index = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte >= 0x80
        }
        while index < source.count {
            let byte = source[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "/"):
                while index < source.count && source[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < source.count && !(source[index] == UInt8(ascii: "*") && source[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < source.count else {
                    throw error(offset: start, length: 2, "unterminated '/*' comment")
                }
                index += 2
            case UInt8(ascii: "\""):
                index += 1
                var text: [UInt8] = []
                while index < source.count && source[index] != UInt8(ascii: "\"") {
                    if source[index] == UInt8(ascii: "\\") && index + 1 < source.count { index += 1 }
                    text.append(source[index])
                    index += 1
                }
                guard index < source.count else { throw error(offset: start, length: 1, "unterminated string literal") }
                index += 1
                tokens.append(Token(kind: .string, text: String(decoding: text, as: UTF8.self), offset: start))
            case UInt8(ascii: "$"):
                index += 1
                while index < source.count && isIdentifierByte(source[index]) { index += 1 }
                tokens.append(Token(kind: .dollar, text: String(decoding: source[(start + 1)..<index], as: UTF8.self), offset: start))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < source.count && (isIdentifierByte(source[index]) || (source[index] == UInt8(ascii: ".")
                        && index + 1 < source.count && source[index + 1] &- UInt8(ascii: "0") < 10)) {
                    index += 1
                }
                tokens.append(Token(kind: .number, text: String(decoding: source[start..<index], as: UTF8.self), offset: start))
            case _ where isIdentifierByte(byte) || byte == UInt8(ascii: "`"):
                index += 1
                while index < source.count && (isIdentifierByte(source[index]) || source[index] == UInt8(ascii: "`")) { index += 1 }
                let text = String(decoding: source[start..<index], as: UTF8.self).filter { $0 != "`" }
                tokens.append(Token(kind: .identifier, text: text, offset: start))
            default:
                index += 1
                tokens.append(Token(kind: .punctuation, text: String(Character(Unicode.Scalar(byte))), offset: start))
            }
        }
        tokens.append(Token(kind: .end, text: "", offset: source.count))
    }

    // MARK: - Diagnostics

    private func describe(_ token: Token) -> String {
        token.kind == .end ? "the end of the expression" : "'\(token.text)'"
    }

    private func describe(_ tokens: [Token]) -> String {
        "'" + String(decoding: source[tokens.first!.offset..<min(source.count, tokens.last!.offset + max(1, tokens.last!.sourceLength))], as: UTF8.self) + "'"
    }

    private func error(at token: Token, _ message: String) -> SourceError {
        error(offset: token.offset, length: max(1, token.sourceLength), message)
    }

    private func error(offset: Int, length: Int, _ message: String) -> SourceError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = lineStart
        while lineEnd < source.count && source[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        return SourceError(origin: origin, line: line, column: offset - lineStart + 1, length: length, message: message,
                           sourceLine: String(decoding: source[lineStart..<lineEnd], as: UTF8.self))
    }
}
