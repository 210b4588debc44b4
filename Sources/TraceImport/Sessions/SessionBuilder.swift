import TraceFormat

/// What a contact tracker saw happen to one contact in a frame, in device units. `contact` is the
/// tracker's own key for it, unique for the whole recording; the session builder gives it a
/// pointer id. A `cancel` is a contact still down when the recording stops.
///
/// A Pencil's or a mouse's contact also hovers (`hover`, then `leave`), carries its pose
/// (pressure, height, angles: NaN where not given) or its button; a mouse's wheel is a `scroll`
/// at the cursor, `dx`/`dy` in lines, which no contact owns.
public struct ContactAction: Equatable, Sendable {
    public var phase: PointerPhase
    public var contact: Int
    public var x: Int32
    public var y: Int32
    public var input: InputKind = .touch
    public var button: UInt8 = 0
    public var pressure: Double = .nan
    public var zOffset: Double = .nan
    public var altitude: Double = .nan
    public var azimuth: Double = .nan
    public var dx: Double = 0
    public var dy: Double = 0
    /// A scroll's fingers' phase, a magnify's or rotation's `gesture`.
    public var stage: LinePhase = .none
    /// A scroll's unit: lines (a wheel's notches) or points (a trackpad's fingers).
    public var inLines = true

    public init(phase: PointerPhase, contact: Int, x: Int32, y: Int32, input: InputKind = .touch) {
        self.phase = phase
        self.contact = contact
        self.x = x
        self.y = y
        self.input = input
    }

    public static func down(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .down, contact: contact, x: x, y: y) }
    public static func move(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .move, contact: contact, x: x, y: y) }
    public static func up(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .up, contact: contact, x: x, y: y) }
    public static func cancel(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .cancel, contact: contact, x: x, y: y) }

    /// NaN-aware: two actions with the same unknown value are equal.
    public static func == (a: ContactAction, b: ContactAction) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return a.phase == b.phase && a.contact == b.contact && a.x == b.x && a.y == b.y && a.input == b.input && a.button == b.button
            && same(a.pressure, b.pressure) && same(a.zOffset, b.zOffset) && same(a.altitude, b.altitude) && same(a.azimuth, b.azimuth)
            && a.dx == b.dx && a.dy == b.dy && a.stage == b.stage && a.inLines == b.inLines
    }
}

/// One trace cut from a recording: its events (time from 0, pointer ids from 0) and what is in it.
public struct ImportedSession: Sendable {
    public var events: [TraceEvent] = []
    /// How many contacts went down.
    public var contacts = 0
    /// The most contacts down at once.
    public var maximumSimultaneous = 0
    /// What made it: fingers, a Pencil, or a mouse's or trackpad's cursor.
    public var input = InputKind.touch

    /// The profile whose inputs the session uses when a finger's is not enough: `ipados18` for
    /// a Pencil, `macos15` for a cursor; the importer writes it in the trace's header.
    public var profile: String? {
        switch input {
        case .pencil: ArbitrationProfileName.pencil
        case .pointer: ArbitrationProfileName.pointer
        case .touch, .indirect: nil
        }
    }

    public init() {}
}

/// Turns contact actions, frame by frame, into sessions: a session starts at a frame that puts a
/// finger down after no finger has been down for `splitGap`; each starts its times at 0 and its
/// pointer ids at 0, in the order contacts go down. The same for every recording format.
public struct SessionBuilder {
    private let transform: PointTransform
    /// In nanoseconds.
    private let splitGap: Int64
    private var sessions: [ImportedSession] = []
    private var session = ImportedSession()
    private var sessionStart: Int64?
    private var lastActivity: Int64 = 0
    private var nextPointer: Int64 = 0
    private var pointers: [Int: Int64] = [:]

    public init(transform: PointTransform, splitGap: Double) {
        self.transform = transform
        // Any gap longer than Int64 nanoseconds hold (292 years) never splits.
        self.splitGap = splitGap * 1e9 < 9e18 ? Int64(splitGap * 1e9) : .max
    }

    /// Call at each frame's end (`SYN_REPORT`) before its actions, with the contacts down before
    /// it: a long quiet time before it closes the session.
    public mutating func beginFrame(at time: Int64, contactsDown: Int) {
        if contactsDown == 0, sessionStart != nil, time - lastActivity > splitGap { closeSession() }
    }

    /// Call after a frame's actions, with the contacts down before and after it.
    public mutating func endFrame(at time: Int64, contactsDownBefore: Int, contactsDown: Int) {
        session.maximumSimultaneous = max(session.maximumSimultaneous, contactsDown)
        if contactsDown > 0 || contactsDownBefore > 0 { lastActivity = time }
    }

    /// Writes one action as a trace event at `time`, from the recording's `line`.
    public mutating func apply(_ action: ContactAction, at time: Int64, line: Int) {
        if sessionStart == nil { sessionStart = time }
        let point = transform.point(action.x, action.y)
        let at = TraceTime(nanoseconds: time - sessionStart!)
        if action.input != .touch { session.input = action.input }
        switch action.phase {
        case .scroll, .magnify, .rotate:
            var event = TraceEvent(time: at, pointer: 0, phase: action.phase, x: point.x, y: point.y, line: line)
            event.dx = action.dx
            event.dy = action.dy
            event.stage = action.stage
            event.inLines = action.phase == .scroll && action.inLines
            session.events.append(event)
            return
        default:
            break
        }
        // A finger is known from its down; a Pencil or a cursor from its first hover, and it
        // keeps its id from one touch to the next until it leaves.
        if pointers[action.contact] == nil || (action.phase == .down && action.input == .touch) {
            pointers[action.contact] = nextPointer
            nextPointer += 1
        }
        if action.phase == .down { session.contacts += 1 }
        let pointer = pointers[action.contact]!
        // A Pencil or a cursor that lifts or is cancelled still hovers, as the reader has it.
        let ends = action.input.hovers ? action.phase == .leave : action.phase == .up || action.phase == .cancel
        if ends { pointers[action.contact] = nil }
        var event = TraceEvent(time: at, pointer: pointer, phase: action.phase, x: point.x, y: point.y, line: line, input: action.input)
        event.button = action.button
        if action.input == .pencil {
            if action.phase == .hover { event.zOffset = action.zOffset } else { event.pressure = action.pressure }
            event.altitude = action.altitude
            event.azimuth = action.azimuth
        }
        session.events.append(event)
    }

    /// The sessions, in order.
    public mutating func finish() -> [ImportedSession] {
        closeSession()
        return sessions
    }

    private mutating func closeSession() {
        if !session.events.isEmpty { sessions.append(session) }
        session = ImportedSession()
        sessionStart = nil
        nextPointer = 0
        pointers.removeAll()
    }
}

/// The profiles an imported session names when its input needs one (TraceImport may not name
/// the engine's types).
enum ArbitrationProfileName {
    static let pencil = "ipados18"
    static let pointer = "macos15"
}
