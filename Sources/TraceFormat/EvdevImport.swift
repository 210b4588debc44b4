/// Linux input recordings — evemu's `.events` text and libinput's `libinput record` YAML — turned
/// into traces: the kernel's evdev events grouped by `SYN_REPORT`, contacts followed through
/// multi-touch protocol B (slots and tracking ids), protocol A (`SYN_MT_REPORT` between contacts,
/// matched frame to frame) or single touch (`ABS_X`/`ABS_Y` and `BTN_TOUCH`), device units
/// scaled to points, and one trace per session, split where no finger is down for a while.

/// One evdev event as a recording lists it.
public struct EvdevEvent: Equatable, Sendable {
    public var nanoseconds: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32
    /// Where it was written, for errors.
    public var line: Int

    public init(nanoseconds: Int64, type: UInt16, code: UInt16, value: Int32, line: Int) {
        self.nanoseconds = nanoseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }
}

/// What a recording says about its device: its name and the range of each absolute axis.
public struct EvdevDevice: Equatable, Sendable {
    public struct Axis: Equatable, Sendable {
        public var minimum: Int32
        public var maximum: Int32
        /// Units per millimetre; 0 when the device does not say.
        public var resolution: Int32
    }

    public var name = ""
    public var axes: [UInt16: Axis] = [:]

    public init() {}

    /// How the device reports contacts.
    public enum TouchProtocol: String, Sendable { case b = "B", a = "A", singleTouch = "single touch" }

    public var touchProtocol: TouchProtocol {
        if axes[Evdev.absMTSlot] != nil { return .b }
        if axes[Evdev.absMTPositionX] != nil { return .a }
        return .singleTouch
    }

    /// The axes positions come from: the multi-touch ones when there are any.
    public var positionAxes: (x: Axis, y: Axis)? {
        if let x = axes[Evdev.absMTPositionX], let y = axes[Evdev.absMTPositionY] { return (x, y) }
        if let x = axes[Evdev.absX], let y = axes[Evdev.absY] { return (x, y) }
        return nil
    }
}

/// The evdev codes the importers read (linux/input-event-codes.h).
public enum Evdev {
    public static let synReport: UInt16 = 0, synMTReport: UInt16 = 2, synDropped: UInt16 = 3
    public static let evSyn: UInt16 = 0, evKey: UInt16 = 1, evAbs: UInt16 = 3
    public static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    public static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    public static let absMTTrackingID: UInt16 = 0x39
    public static let btnTouch: UInt16 = 0x14a, btnToolPen: UInt16 = 0x140, btnToolFinger: UInt16 = 0x145
}

/// How device units become points.
public enum EvdevScaling: Equatable, Sendable {
    /// The device's range fitted into a width × height box in points, aspect kept, at (0, 0).
    case fit(width: Double, height: Double)
    /// Millimetres (from the axes' resolution) times points per millimetre.
    case millimetres(pointsPerMillimetre: Double)
}

/// Turns a recording's events into traces, one per session.
public struct EvdevTraceBuilder {
    public let device: EvdevDevice
    public let scaling: EvdevScaling
    /// A session ends when no finger has been down for this long.
    public let splitGap: Int64

    /// One contact as the device reports it, and the pointer id it has in its session.
    private struct Contact {
        var pointer: Int64
        var x: Int32
        var y: Int32
        var emitted = false
        var moved = false
    }

    public struct Session: Sendable {
        public var events: [TraceEvent] = []
        public var contacts = 0
        public var maximumSimultaneous = 0
    }

    public init(device: EvdevDevice, scaling: EvdevScaling, splitGap: Double = 1.0) throws(TraceError) {
        self.device = device
        self.scaling = scaling
        self.splitGap = Int64(splitGap * 1e9)
    }

    /// The scale and offsets from device units to points, or the reason there are none.
    public func transform(file: String) throws(TraceError) -> (scaleX: Double, scaleY: Double, minimumX: Double, minimumY: Double) {
        guard let (x, y) = device.positionAxes else {
            throw TraceError(file: file, line: 0, column: 0,
                             message: "the recording describes no position axes (ABS_X/ABS_Y or ABS_MT_POSITION_X/Y); is it a touch device?")
        }
        switch scaling {
        case .fit(let width, let height):
            let rangeX = Double(x.maximum) - Double(x.minimum), rangeY = Double(y.maximum) - Double(y.minimum)
            guard rangeX > 0, rangeY > 0 else {
                throw TraceError(file: file, line: 0, column: 0, message: "the device's position range is empty (\(x.minimum)…\(x.maximum) × \(y.minimum)…\(y.maximum))")
            }
            let scale = min(width / rangeX, height / rangeY)
            return (scale, scale, Double(x.minimum), Double(y.minimum))
        case .millimetres(let pointsPerMillimetre):
            guard x.resolution > 0, y.resolution > 0 else {
                throw TraceError(file: file, line: 0, column: 0,
                                 message: "the device reports no resolution, so its units cannot become millimetres; give --fit WIDTH HEIGHT")
            }
            return (pointsPerMillimetre / Double(x.resolution), pointsPerMillimetre / Double(y.resolution), Double(x.minimum), Double(y.minimum))
        }
    }

    /// The sessions of `events`, in order.
    public func sessions(_ events: [EvdevEvent], file: String) throws(TraceError) -> [Session] {
        let (scaleX, scaleY, minimumX, minimumY) = try transform(file: file)
        let protocolKind = device.touchProtocol
        var sessions: [Session] = []
        var session = Session()
        var sessionStart: Int64?
        var lastActivity: Int64 = 0
        var nextPointer: Int64 = 0

        // Protocol B: contacts by slot.
        var slots: [Int32: Contact] = [:]
        var slot: Int32 = 0
        // A slot keeps its last position after its contact lifts; a new contact in it that does
        // not report a coordinate has the old one (the kernel only sends changes).
        var slotPositions: [Int32: (x: Int32, y: Int32)] = [:]
        // Protocol A: this frame's contacts as they are reported, and last frame's by pointer.
        var frameContacts: [(x: Int32, y: Int32, id: Int32?)] = []
        var pending: (x: Int32?, y: Int32?, id: Int32?) = (nil, nil, nil)
        var previous: [Contact] = []
        // Single touch.
        var single: Contact?
        var touching = false
        var singleX: Int32 = 0, singleY: Int32 = 0
        var lastTrackingByPointer: [Int64: Int32] = [:]

        func point(_ x: Int32, _ y: Int32) -> (Double, Double) {
            ((Double(x) - minimumX) * scaleX, (Double(y) - minimumY) * scaleY)
        }
        func emit(_ phase: PointerPhase, _ contact: Contact, at nanoseconds: Int64, line: Int) {
            if sessionStart == nil { sessionStart = nanoseconds }
            let (x, y) = point(contact.x, contact.y)
            session.events.append(TraceEvent(time: TraceTime(nanoseconds: nanoseconds - sessionStart!), pointer: contact.pointer,
                                             phase: phase, x: x, y: y, line: line))
        }
        /// A contact with the session's next pointer id; called when the contact's first frame is
        /// complete, after the frame may have started a new session.
        func newContact(x: Int32, y: Int32) -> Contact {
            defer { nextPointer += 1; session.contacts += 1 }
            return Contact(pointer: nextPointer, x: x, y: y)
        }
        func closeSession() {
            if !session.events.isEmpty { sessions.append(session) }
            session = Session()
            sessionStart = nil
            nextPointer = 0
        }
        var down: Int { slots.values.filter(\.emitted).count + previous.count + (single == nil ? 0 : 1) }

        for event in events {
            if event.type == Evdev.evSyn && event.code == Evdev.synReport {
                // A new session begins at a frame that puts a finger down after a long quiet time.
                let time = event.nanoseconds
                let anyDownBefore = down > 0
                if !anyDownBefore, sessionStart != nil, time - lastActivity > splitGap { closeSession() }
                switch protocolKind {
                case .b:
                    for key in slots.keys.sorted() {
                        guard var contact = slots[key] else { continue }
                        if !contact.emitted {
                            contact.pointer = newContact(x: contact.x, y: contact.y).pointer
                            emit(.down, contact, at: time, line: event.line)
                            contact.emitted = true
                            contact.moved = false
                        } else if contact.moved {
                            emit(.move, contact, at: time, line: event.line)
                            contact.moved = false
                        }
                        slots[key] = contact
                    }
                case .a:
                    if let x = pending.x, let y = pending.y { frameContacts.append((x, y, pending.id)) }
                    pending = (nil, nil, nil)
                    // Each reported contact continues the contact of the last frame with its
                    // tracking id, else the nearest one: closest pairs are matched first, so a
                    // finger that arrives and is reported first does not take over another's path.
                    var matchedPrevious = Array(repeating: false, count: previous.count)
                    var assignment = Array(repeating: -1, count: frameContacts.count)
                    for (reportedIndex, reported) in frameContacts.enumerated() {
                        guard let id = reported.id else { continue }
                        if let index = previous.indices.first(where: { !matchedPrevious[$0] && lastTrackingByPointer[previous[$0].pointer] == id }) {
                            matchedPrevious[index] = true
                            assignment[reportedIndex] = index
                        }
                    }
                    var pairs: [(distance: Double, reported: Int, previous: Int)] = []
                    for (reportedIndex, reported) in frameContacts.enumerated() where reported.id == nil {
                        for (index, candidate) in previous.enumerated() where !matchedPrevious[index] {
                            let dx = Double(candidate.x) - Double(reported.x), dy = Double(candidate.y) - Double(reported.y)
                            pairs.append((dx * dx + dy * dy, reportedIndex, index))
                        }
                    }
                    pairs.sort { ($0.distance, $0.reported, $0.previous) < ($1.distance, $1.reported, $1.previous) }
                    for pair in pairs where assignment[pair.reported] < 0 && !matchedPrevious[pair.previous] {
                        assignment[pair.reported] = pair.previous
                        matchedPrevious[pair.previous] = true
                    }
                    var current: [Contact] = []
                    let frameStart = session.events.count
                    for (reportedIndex, reported) in frameContacts.enumerated() {
                        if assignment[reportedIndex] >= 0 {
                            var contact = previous[assignment[reportedIndex]]
                            if contact.x != reported.x || contact.y != reported.y {
                                contact.x = reported.x
                                contact.y = reported.y
                                emit(.move, contact, at: time, line: event.line)
                            }
                            current.append(contact)
                        } else {
                            let contact = newContact(x: reported.x, y: reported.y)
                            if let id = reported.id { lastTrackingByPointer[contact.pointer] = id }
                            emit(.down, contact, at: time, line: event.line)
                            current.append(contact)
                        }
                    }
                    let unmatched = previous.indices.filter { !matchedPrevious[$0] }.map { previous[$0] }
                    for lifted in unmatched { emit(.up, lifted, at: time, line: event.line) }
                    // Within a frame, in pointer order, whatever order the device reported in.
                    if session.events.count - frameStart > 1 {
                        session.events[frameStart...].sort { $0.pointer < $1.pointer }
                    }
                    previous = current
                    frameContacts.removeAll()
                case .singleTouch:
                    if touching {
                        if var contact = single {
                            if contact.x != singleX || contact.y != singleY {
                                contact.x = singleX
                                contact.y = singleY
                                emit(.move, contact, at: time, line: event.line)
                                single = contact
                            }
                        } else {
                            let contact = newContact(x: singleX, y: singleY)
                            emit(.down, contact, at: time, line: event.line)
                            single = contact
                        }
                    } else if let contact = single {
                        emit(.up, contact, at: time, line: event.line)
                        single = nil
                    }
                }
                session.maximumSimultaneous = max(session.maximumSimultaneous, down)
                if down > 0 || anyDownBefore { lastActivity = time }
                continue
            }
            if event.type == Evdev.evSyn && event.code == Evdev.synDropped {
                throw TraceError(file: file, line: event.line, column: 1,
                                 message: "SYN_DROPPED: the kernel dropped events while recording, so contacts cannot be followed past here; record again")
            }
            switch (protocolKind, event.type, event.code) {
            case (.b, Evdev.evAbs, Evdev.absMTSlot):
                slot = event.value
            case (.b, Evdev.evAbs, Evdev.absMTTrackingID):
                if event.value < 0 {
                    if let contact = slots.removeValue(forKey: slot), contact.emitted {
                        emit(.up, contact, at: event.nanoseconds, line: event.line)
                    }
                } else {
                    // A new tracking id in an occupied slot lifts the old contact first.
                    if let contact = slots.removeValue(forKey: slot), contact.emitted {
                        emit(.up, contact, at: event.nanoseconds, line: event.line)
                    }
                    let position = slotPositions[slot] ?? (0, 0)
                    // Its pointer id comes with its first complete frame.
                    slots[slot] = Contact(pointer: -1, x: position.x, y: position.y)
                }
            case (.b, Evdev.evAbs, Evdev.absMTPositionX):
                slotPositions[slot, default: (0, 0)].x = event.value
                if var contact = slots[slot] { contact.moved = contact.moved || contact.x != event.value; contact.x = event.value; slots[slot] = contact }
            case (.b, Evdev.evAbs, Evdev.absMTPositionY):
                slotPositions[slot, default: (0, 0)].y = event.value
                if var contact = slots[slot] { contact.moved = contact.moved || contact.y != event.value; contact.y = event.value; slots[slot] = contact }
            case (.a, Evdev.evSyn, Evdev.synMTReport):
                if let x = pending.x, let y = pending.y { frameContacts.append((x, y, pending.id)) }
                pending = (nil, nil, nil)
            case (.a, Evdev.evAbs, Evdev.absMTPositionX): pending.x = event.value
            case (.a, Evdev.evAbs, Evdev.absMTPositionY): pending.y = event.value
            case (.a, Evdev.evAbs, Evdev.absMTTrackingID): pending.id = event.value
            case (.singleTouch, Evdev.evAbs, Evdev.absX): singleX = event.value
            case (.singleTouch, Evdev.evAbs, Evdev.absY): singleY = event.value
            case (.singleTouch, Evdev.evKey, Evdev.btnTouch): touching = event.value != 0
            default: break
            }
        }
        // A recording that stops with fingers down did not see them lift: they are cancelled at
        // its last event, as UIKit cancels touches it stops tracking.
        if let last = events.last {
            for key in slots.keys.sorted() where slots[key]!.emitted { emit(.cancel, slots[key]!, at: last.nanoseconds, line: last.line) }
            for contact in previous { emit(.cancel, contact, at: last.nanoseconds, line: last.line) }
            if let single { emit(.cancel, single, at: last.nanoseconds, line: last.line) }
        }
        closeSession()
        return sessions
    }
}
