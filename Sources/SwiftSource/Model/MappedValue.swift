import TraceFormat
import Recognizers

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

    private static func quoted(_ text: String) -> String { TextEscaping.json(text) }
}
