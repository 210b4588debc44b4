import TraceFormat
import Recognizers

/// An expression of values, as written in view code: `offset.width + dragOffset.width`,
/// `isPressed ? 1.5 : 1`, `-value.translation.height`. Operands are the syntax parser's
/// expressions; this layer adds Swift's prefix, binary and ternary operators over them, with
/// Swift's precedence. Nothing here is evaluated; `ValueEvaluator` does that.
indirect enum ValueSyntax {
    case operand(ExpressionSyntax)
    case prefix(SourceToken, ValueSyntax)
    case binary(ValueSyntax, operator: String, at: SourceToken, ValueSyntax)
    case ternary(ValueSyntax, ValueSyntax, ValueSyntax)

    var firstToken: SourceToken {
        switch self {
        case .operand(let syntax): syntax.firstToken
        case .prefix(let token, _): token
        case .binary(let left, _, _, _), .ternary(let left, _, _): left.firstToken
        }
    }
}

/// A value of view code: what properties hold, what modifiers' arguments are, what closures
/// assign. `symbol` is an implicit member (`.leading`, `.red`, `.title`) left to the reader that
/// knows its type.
enum SourceValue {
    case number(Double)
    case bool(Bool)
    case string(String)
    case size(CGSize)
    case point(CGPoint)
    case angle(radians: Double)
    /// `.zero`, which is a size, a point, an angle or 0 wherever it lands.
    case zero
    case symbol(String)
    /// `nil`: an optional with no value (`@State var last: CGPoint? = nil`).
    case null
    /// A case of an enum of the file with associated values: `.dragging(translation: …)` (a
    /// case without any is a `symbol`).
    indirect case enumCase(String, [SourceValue])
    /// An instance of a struct or class of the file (`Item(name: "a")`, `Model()`): its stored
    /// properties by name, in declaration order.
    indirect case object(type: String, fields: [(name: String, value: SourceValue)])
    case array([SourceValue])
    /// A gesture's value in a callback (`value` in `.onChanged { value in … }`).
    case gesture(ReplayValue)
    /// A `GeometryReader`'s proxy: the reader's frame on screen (`size`, `frame(in:)`).
    case geometry(CGRect)
    /// A `CGRect` (`proxy.frame(in: .global)`): `minX`, `midX`, `width`, `size`, ….
    case rect(CGRect)

    var description: String {
        switch self {
        case .number(let number): NumberFormat.string(number)
        case .bool(let bool): bool ? "true" : "false"
        case .string(let string): GestureExpression.Primitive.swiftString(string)
        case .size(let size): "CGSize(width: \(NumberFormat.string(size.width)), height: \(NumberFormat.string(size.height)))"
        case .point(let point): "CGPoint(x: \(NumberFormat.string(point.x)), y: \(NumberFormat.string(point.y)))"
        case .angle(let radians): ".radians(\(NumberFormat.string(radians)))"
        case .zero: ".zero"
        case .symbol(let name): "." + name
        case .null: "nil"
        case .enumCase(let name, let values): "." + name + "(" + values.map(\.description).joined(separator: ", ") + ")"
        case .object(let type, let fields): type + "(" + fields.map { "\($0.name): \($0.value.description)" }.joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .gesture: "a gesture value"
        case .geometry: "a GeometryProxy"
        case .rect(let rect): "CGRect(x: \(NumberFormat.string(rect.minX)), y: \(NumberFormat.string(rect.minY)), width: \(NumberFormat.string(rect.width)), height: \(NumberFormat.string(rect.height)))"
        }
    }

    var asNumber: Double? {
        switch self {
        case .number(let number): number
        case .zero: 0
        case .gesture(let value): if case .number(let number) = value { number } else { nil }
        default: nil
        }
    }

    var asSize: CGSize? {
        switch self {
        case .size(let size): size
        case .zero: CGSize(width: 0, height: 0)
        case .gesture(let value): if case .size(let size) = value { size } else { nil }
        default: nil
        }
    }

    /// Radians: an angle, `.zero`, or a gesture's angle (`value.rotation`).
    var asAngle: Double? {
        switch self {
        case .angle(let radians): radians
        case .zero: 0
        case .gesture(let value): if case .angle(let angle) = value { angle.radians } else { nil }
        default: nil
        }
    }

    var asPoint: CGPoint? {
        switch self {
        case .point(let point): point
        case .zero: CGPoint(x: 0, y: 0)
        case .gesture(let value): if case .point(let point) = value { point } else { nil }
        default: nil
        }
    }

    var asBool: Bool? {
        switch self {
        case .bool(let bool): bool
        case .gesture(let value): if case .bool(let bool) = value { bool } else { nil }
        default: nil
        }
    }

    /// The zero of a value type by the names of its type annotation; nil for another type.
    static func zero(ofType typeNames: [String]) -> SourceValue? {
        switch typeNames.last {
        case "Float", "Double", "CGFloat", "Int": .number(0)
        case "Bool": .bool(false)
        case "String": .string("")
        case "CGSize": .size(CGSize(width: 0, height: 0))
        case "CGPoint": .point(CGPoint(x: 0, y: 0))
        case "Angle": .angle(radians: 0)
        default: nil
        }
    }

    /// The value as a property of the annotated type holds it: `.zero` in `var r: Angle = .zero`
    /// is an angle, so `r + other` adds angles.
    func typed(as typeNames: [String]) -> SourceValue {
        if case .zero = self, let zero = SourceValue.zero(ofType: typeNames) { return zero }
        return self
    }

    /// A gesture value's members as source values: sizes stay sizes, numbers numbers.
    static func from(_ value: ReplayValue) -> SourceValue {
        switch value {
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .size(let size): .size(size)
        case .point(let point): .point(point)
        case .angle(let angle): .angle(radians: angle.radians)
        case .text(let text): .string(text)
        case .mapped(let mapped): mapped.value
        default: .gesture(value)
        }
    }
}

extension SourceReader {
    /// A value expression starting at the parser's position; stops before the first token that
    /// cannot continue it (`,`, `)`, `}`, a new line's statement).
    func parseValue(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        try parseTernary(&parser)
    }

    /// The value spanned by an argument (which the syntax parser may have left `unevaluated`
    /// because of its operators).
    func value(of syntax: ExpressionSyntax) throws(Diagnostic) -> ValueSyntax {
        if case .unevaluated = syntax.base {
            var parser = syntaxParser(at: syntax.range.lowerBound)
            let value = try parseValue(&parser)
            guard parser.position >= syntax.range.upperBound else {
                throw error(at: parser.current, "unexpected \(describe(parser.current)) in the expression \(describe(syntax))")
            }
            return value
        }
        return .operand(syntax)
    }

    /// The operator at the parser's position, from adjacent punctuation tokens (`==`, `..<`,
    /// `&&`), and how many tokens it spans; nil when none starts there.
    func binaryOperator(at parser: SyntaxParser) -> (String, Int)? {
        var text = ""
        var index = parser.position
        var end = -1
        while index < tokens.count, tokens[index].kind == .punctuation, Self.isOperatorCharacter(tokens[index].text),
              end < 0 || tokens[index].offset == end {
            text += tokens[index].text
            end = tokens[index].offset + 1
            index += 1
        }
        // Most statements end at a brace or a name: no operator, and nothing to compare.
        guard !text.isEmpty else { return nil }
        let known = ["...", "..<", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=",
                     "+", "-", "*", "/", "<", ">", "=", "?", ":", "%"]
        // Longest known operator that the text starts with.
        for candidate in known where text.hasPrefix(candidate) {
            return (candidate, candidate.count)
        }
        return nil
    }

    /// One of `+-*/<>=!&|.?:%`, tested on the byte: `String.contains(String)` costs thousands of
    /// instructions, and this runs after every statement of a body (callgrind, 10,000 views).
    private static func isOperatorCharacter(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let byte = bytes.next(), bytes.next() == nil else { return false }
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "."), UInt8(ascii: "?"),
             UInt8(ascii: ":"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    private static let precedence: [String: Int] = [
        "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4,
        "...": 5, "..<": 5, "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
    ]

    private func parseTernary(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        try parser.enter()
        defer { parser.leave() }
        let condition = try parseBinary(&parser, minimum: 1)
        guard let (op, count) = binaryOperator(at: parser), op == "?" else { return condition }
        for _ in 0..<count { parser.skip() }
        let whenTrue = try parseTernary(&parser)
        guard let (colon, colonCount) = binaryOperator(at: parser), colon == ":" else {
            throw error(at: parser.current, "expected ':' in the conditional expression, found \(describe(parser.current))")
        }
        for _ in 0..<colonCount { parser.skip() }
        let whenFalse = try parseTernary(&parser)
        return .ternary(condition, whenTrue, whenFalse)
    }

    private func parseBinary(_ parser: inout SyntaxParser, minimum: Int) throws(Diagnostic) -> ValueSyntax {
        var left = try parsePrefix(&parser)
        // Each operator folded in is a level of the tree the evaluator walks recursively (and
        // Swift releases recursively): `1 + 1 + …` is bounded like `((…))`.
        var levels = 0
        defer { for _ in 0..<levels { parser.leave() } }
        while let (op, count) = binaryOperator(at: parser), let level = Self.precedence[op], level >= minimum {
            try parser.enter()
            levels += 1
            let at = parser.current
            for _ in 0..<count { parser.skip() }
            let right = try parseBinary(&parser, minimum: level + 1)
            left = .binary(left, operator: op, at: at, right)
        }
        return left
    }

    private func parsePrefix(_ parser: inout SyntaxParser) throws(Diagnostic) -> ValueSyntax {
        let token = parser.current
        if token.kind == .punctuation, token.text == "!" || token.text == "-" {
            // `-5` is a literal for the syntax parser; `-value.x` is a prefix here.
            let next = tokens[min(parser.position + 1, tokens.count - 1)]
            if token.text == "!" || next.kind != .number {
                try parser.enter()
                defer { parser.leave() }
                parser.skip()
                return .prefix(token, try parsePrefix(&parser))
            }
        }
        let operand = try parser.expression()
        if operand.isMissing {
            throw error(at: token, "expected a value, found \(describe(token))")
        }
        return .operand(operand)
    }
}

extension SyntaxParser {
    /// Moves past the current token, for readers that parse statements and operators.
    mutating func skip() { position = min(position + 1, tokens.count - 1) }

    /// Moves to `index`, for readers that resume after what they skipped.
    mutating func move(to index: Int) { position = min(index, tokens.count - 1) }
}

/// A value a `.map { … }` closure made of a gesture's value, kept as the evaluator has it so the
/// callbacks after the map read it as Swift would (`direction == .left`).
package struct MappedValue: Equatable {
    let value: SourceValue
    /// As Swift spells it: `.left`, `.dragging(CGSize(width: 10, height: 0))`.
    package var description: String { value.description }
    /// A case without values, `.increment`: what a callback's `switch` matches.
    package static func symbol(_ name: String) -> MappedValue { MappedValue(value: .symbol(name)) }

    /// The `KeyPress` an `.onKeyPress` action receives, as its statements read it: `key` (a
    /// `KeyEquivalent`, which compares with `.upArrow` or `"a"`), `characters`, `modifiers`, `phase`.
    package static func keyPress(key: Character, characters: String, modifiers: [String], phase: String) -> MappedValue {
        MappedValue(value: .object(type: "KeyPress", fields: [
            ("key", .object(type: "KeyEquivalent", fields: [("character", .string(String(key)))])), ("characters", .string(characters)),
            ("modifiers", .array(modifiers.map(SourceValue.symbol))), ("phase", .symbol(phase)),
        ]))
    }
    package static func == (a: MappedValue, b: MappedValue) -> Bool { a.description == b.description }

    /// As records write it: a case without values is its name (`"left"`), a case with values
    /// `{"dragging":[…]}`, an instance its stored properties, a size or point its fields.
    package var json: String { Self.json(value) }

    private static func json(_ value: SourceValue) -> String {
        switch value {
        case .number(let number): number.isFinite ? NumberFormat.string(number) : "null"
        case .bool(let bool): bool ? "true" : "false"
        case .string(let text): quoted(text)
        case .symbol(let name): quoted(name)
        case .null: "null"
        case .zero: "0"
        case .size(let size): "{\"width\":\(json(.number(size.width))),\"height\":\(json(.number(size.height)))}"
        case .point(let point): "{\"x\":\(json(.number(point.x))),\"y\":\(json(.number(point.y)))}"
        case .angle(let radians): "{\"radians\":\(json(.number(radians))),\"degrees\":\(json(.number(radians * 180 / .pi)))}"
        case .enumCase(let name, let values): "{" + quoted(name) + ":[" + values.map(json).joined(separator: ",") + "]}"
        case .object(_, let fields): "{" + fields.map { quoted($0.name) + ":" + json($0.value) }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(json).joined(separator: ",") + "]"
        case .gesture, .geometry, .rect: quoted(value.description)
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 { out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

extension ReplayValue {
    /// What an evaluated `.map { … }` result is as a gesture value: the shapes records know
    /// stay themselves (a number, a size), anything else is `mapped`.
    static func from(_ value: SourceValue) -> ReplayValue {
        switch value {
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .size(let size): .size(size)
        case .point(let point): .point(point)
        case .angle(let radians): .angle(.radians(radians))
        case .string(let text): .text(text)
        case .gesture(let gesture): gesture
        default: .mapped(MappedValue(value: value))
        }
    }
}
