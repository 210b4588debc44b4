import TraceFormat

/// What a contact tracker saw happen to one contact in a frame, in device units. `contact` is the
/// tracker's own key for it, unique for the whole recording; the session builder gives it a
/// pointer id. A `cancel` is a contact still down when the recording stops.
public struct ContactAction: Equatable, Sendable {
    public var phase: PointerPhase
    public var contact: Int
    public var x: Int32
    public var y: Int32

    public static func down(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .down, contact: contact, x: x, y: y) }
    public static func move(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .move, contact: contact, x: x, y: y) }
    public static func up(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .up, contact: contact, x: x, y: y) }
    public static func cancel(contact: Int, x: Int32, y: Int32) -> ContactAction { ContactAction(phase: .cancel, contact: contact, x: x, y: y) }
}

/// One trace cut from a recording: its events (time from 0, pointer ids from 0) and what is in it.
public struct ImportedSession: Sendable {
    public var events: [TraceEvent] = []
    /// How many contacts went down.
    public var contacts = 0
    /// The most contacts down at once.
    public var maximumSimultaneous = 0

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
        self.splitGap = Int64(splitGap * 1e9)
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
        if action.phase == .down {
            pointers[action.contact] = nextPointer
            nextPointer += 1
            session.contacts += 1
        }
        guard let pointer = pointers[action.contact] else {
            assertionFailure("a tracker reported \(action) for a contact that never went down")
            return
        }
        if action.phase == .up || action.phase == .cancel { pointers[action.contact] = nil }
        let point = transform.point(action.x, action.y)
        session.events.append(TraceEvent(time: TraceTime(nanoseconds: time - sessionStart!), pointer: pointer,
                                         phase: action.phase, x: point.x, y: point.y, line: line, input: .touch))
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
    }
}
