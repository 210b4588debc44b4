import TraceFormat
import Recognizers

/// A value of view code: what properties hold, what modifiers' arguments are, what closures
/// assign. `symbol` is an implicit member (`.leading`, `.red`, `.title`) left to the reader that
/// knows its type.
enum SourceValue: Sendable {
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
    /// The type name of a tuple's object: its fields are its elements' labels, or positions.
    static let tupleType = "(tuple)"
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
        case .string(let string): string.swiftLiteral
        case .size(let size): "CGSize(width: \(NumberFormat.string(size.width)), height: \(NumberFormat.string(size.height)))"
        case .point(let point): "CGPoint(x: \(NumberFormat.string(point.x)), y: \(NumberFormat.string(point.y)))"
        case .angle(let radians): ".radians(\(NumberFormat.string(radians)))"
        case .zero: ".zero"
        case .symbol(let name): "." + name
        case .null: "nil"
        case .enumCase(let name, let values): "." + name + "(" + values.map(\.description).joined(separator: ", ") + ")"
        case .object(let type, let fields) where type == Self.tupleType:
            "(" + fields.map { (Int($0.name) == nil ? $0.name + ": " : "") + $0.value.description }.joined(separator: ", ") + ")"
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
