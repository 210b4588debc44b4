/// What a pointer did. UIKit's and the DOM's names are accepted as aliases when reading.
public enum PointerPhase: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case down, move, up, cancel

    public var description: String {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        }
    }

    /// Every spelling the reader accepts, canonical names first.
    public static let spellings: [(String, PointerPhase)] = [
        ("down", .down), ("move", .move), ("up", .up), ("cancel", .cancel),
        ("began", .down), ("moved", .move), ("ended", .up), ("cancelled", .cancel), ("canceled", .cancel),
        ("pointerdown", .down), ("pointermove", .move), ("pointerup", .up), ("pointercancel", .cancel),
    ]
}

/// What made a pointer event, as a trace names it (input-beyond-touch.md §8(a), the `input`
/// key; Apple's `GestureInputKinds`): a finger on the screen, an Apple Pencil, a mouse or
/// trackpad button press with the pointer over the content, or fingers on a trackpad's surface.
/// Traces are touch only today: the reader makes every event `.touch` and the format has no key
/// for the others yet.
public enum InputKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case touch, pencil, pointer, indirect

    public var description: String {
        switch self {
        case .touch: "touch"
        case .pencil: "pencil"
        case .pointer: "pointer"
        case .indirect: "indirect"
        }
    }
}

/// One line of a trace: a pointer event at a time, in global (window) points, y pointing down.
public struct TraceEvent: Equatable, Sendable {
    public var time: TraceTime
    public var pointer: Int64
    public var phase: PointerPhase
    /// What made it; beside `phase`, where the struct has room for it.
    public var input: InputKind
    public var x: Double
    public var y: Double
    /// Where the event came from, so later stages can point at it.
    public var line: Int

    public init(time: TraceTime, pointer: Int64, phase: PointerPhase, x: Double, y: Double, line: Int = 0,
                input: InputKind = .touch) {
        self.time = time
        self.pointer = pointer
        self.phase = phase
        self.input = input
        self.x = x
        self.y = y
        self.line = line
    }

    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.time == rhs.time && lhs.pointer == rhs.pointer && lhs.phase == rhs.phase
            && lhs.input == rhs.input && lhs.x == rhs.x && lhs.y == rhs.y
    }
}

/// The optional first line of a trace that carries replay settings instead of an event.
public struct TraceHeader: Equatable, Sendable {
    /// The `profile` value, with the column where it was written.
    public var profile: (name: String, line: Int, column: Int)?
    /// The raw JSON text of the `scene` object, with where it starts.
    public var scene: (json: String, line: Int, column: Int)?
    /// The raw JSON string token of the `gesture` expression (quotes included), with where it starts.
    public var gesture: (json: String, line: Int, column: Int)?
    /// The `view` value: the root view of a Swift-source scene, as `--view` names it.
    public var view: (name: String, line: Int, column: Int)?
    /// The `device` value: the device preset a Swift-source scene is laid out on, as `--device` names it.
    public var device: (name: String, line: Int, column: Int)?

    public init() {}

    public static func == (lhs: TraceHeader, rhs: TraceHeader) -> Bool {
        lhs.profile?.name == rhs.profile?.name && lhs.scene?.json == rhs.scene?.json
            && lhs.gesture?.json == rhs.gesture?.json && lhs.view?.name == rhs.view?.name
            && lhs.device?.name == rhs.device?.name
    }
}
