#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a trace file as a stream of validated pointer events, in fixed-size chunks, so memory
/// depends on the longest line and the number of fingers down — never on the trace's length.
///
/// Besides JSON syntax the reader checks what makes a trace replayable: times never go back, a
/// pointer goes down before it moves or lifts, and does not go down twice.
public struct TraceReader: ~Copyable {
    /// The name used in diagnostics: the path as given, or `<stdin>`.
    public let displayName: String

    /// Bytes read per system call.
    public static let chunkSize = 64 * 1024
    /// A longer line (a header with a huge scene, or a file with no newlines) is refused.
    public static let maximumLineLength = 16 * 1024 * 1024
    /// Pointers down at once. Touchscreens track ten or so; the limit keeps per-frame work bounded
    /// when a damaged trace never lifts its pointers.
    public static let maximumPointersDown = 256

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: UnsafeMutableRawBufferPointer
    private var dataStart = 0
    private var dataEnd = 0
    private var reachedEndOfFile = false
    private var lineNumber = 0
    private var lastTime: TraceTime?
    private var lastTimeLine = 0
    /// Pointers currently down or hovering. A handful at most, so a linear scan beats hashing.
    private var downPointers: [Int64] = []
    /// The line of each pointer's `down` (or, hovering, of its first hover or last up), parallel
    /// to `downPointers`.
    private var downLines: [Int] = []
    /// Each pointer's input, parallel to `downPointers`: one id is one device while tracked.
    private var pointerInputs: [InputKind] = []
    /// Each pointer's buttons down, one bit per button (bit 0 for a finger's or a Pencil's
    /// contact); 0 while it hovers. Parallel to `downPointers`.
    private var pointerButtons: [UInt16] = []
    /// How many of the pointers tracked are not fingers: while none is, a finger's line needs
    /// no check of its id's input.
    private var otherInputsTracked = 0
    /// The live event streams of mouse buttons other than the primary (`checkStream`).
    private var otherStreams: [Int64] = []
    /// Pointer events read so far.
    public private(set) var eventCount = 0
    /// The line on which a trackpad's magnify (0), rotation (1) or a Pencil's squeeze (2) under
    /// way began; 0 when none is.
    private var gesturesUnderWay = (0, 0, 0)
    /// The ids that have been a Pencil's, the last `pencilsRemembered`: what a squeeze's or
    /// double tap's `pencil` may name. Past that many the check is off (`pencilsOverflowed`),
    /// so memory stays bounded whatever a trace holds.
    private var pencilsSeen: [Int64] = []
    private var pencilsOverflowed = false
    static let pencilsRemembered = 16
    private var headerState: HeaderState = .unread
    private var lookahead: TraceEvent?
    /// The rest of a mouse's move with several buttons down, after `lookahead` (`expand`).
    private var expansions: [TraceEvent] = []
    /// Set after an over-long line was reported: the rest of it is skipped, so reading can go on.
    private var discardingLine = false

    private enum HeaderState { case unread, read }

    /// The inputs a trace may use, one bit per `InputKind` (all by default): the replay sets the
    /// profile's, so a Pencil line under an iPhone profile is an error at its line.
    public var allowedInputs: UInt8 = 0xFF
    /// The message for a pointer line whose input `allowedInputs` lacks.
    public var inputRefusal: (InputKind) -> String = { "input '\($0)' is not available here" }
    /// The line being validated, for the column of a refused input.
    private var currentLine = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The column of the lookahead event's `input` value, 0 when it has none.
    private var lookaheadInputColumn = 0

    /// Opens `path` for reading; `-` reads standard input.
    public init(path: String) throws(TraceError) {
        if path == "-" {
            self.init(fileDescriptor: 0, displayName: "<stdin>", ownsDescriptor: false)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw TraceError(kind: .cannotOpen, file: path, line: 0, column: 0,
                             message: "cannot open the trace: \(reason)")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw TraceError(kind: .cannotOpen, file: path, line: 0, column: 0,
                             message: "is a directory, not a trace; give a trace file, or check every trace in it with 'gesture-replay check \(path)'")
        }
        self.init(fileDescriptor: descriptor, displayName: path, ownsDescriptor: true)
    }

    public init(fileDescriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.descriptor = fileDescriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
        self.buffer = .allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// The settings line at the top of the trace, if there is one. Call before reading events;
    /// later calls return nil.
    public mutating func readHeader() throws(TraceError) -> TraceHeader? {
        guard headerState == .unread else { return nil }
        headerState = .read
        while let parsed = try headerLine() {
            switch parsed {
            case .blank: continue
            case .header(let header): return header
            case .event(var event):
                try validate(&event)
                lookaheadInputColumn = event.phase.isPointer ? inputColumn() : valueColumn(of: "phase")
                lookahead = event
                return nil
            }
        }
        return nil
    }

    /// The next pointer event, or nil at the end of the trace.
    public mutating func next() throws(TraceError) -> TraceEvent? {
        try nextEvent()
    }

    /// Writes events into `batch` from `count` on, counting them, until it is full; false once
    /// the trace has no more. One call per batch: the prefetcher's loop, with the reading
    /// inlined into it and no uniqueness check per event, which an array's `append` makes.
    public mutating func readEvents(into batch: UnsafeMutableBufferPointer<TraceEvent>, count: inout Int) throws(TraceError) -> Bool {
        while count < batch.count {
            guard let event = try nextEvent() else { return false }
            batch[count] = event
            count += 1
        }
        return true
    }

    @inline(__always)
    private mutating func nextEvent() throws(TraceError) -> TraceEvent? {
        if headerState == .unread { _ = try readHeader() }
        if lookahead != nil { return try takeLookahead() }
        while let parsed = try nextParsedLine() {
            switch parsed {
            case .blank: continue
            case .header:
                throw TraceError(file: displayName, line: lineNumber, column: 1,
                                 message: "a settings line (no \"phase\") is only allowed as the first line of a trace")
            case .event(var event):
                try validate(&event)
                return event
            }
        }
        return nil
    }

    /// A mouse's move with other buttons than the primary down, one event per button it holds
    /// (`button` says which): each button is its own event stream (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil),
    /// which a move reaches every one of. Called by `validateVersion2`, the only path a mouse's
    /// move takes (a finger's line never pays for it): the first stream's event replaces
    /// `event`, the others wait in `lookahead` and `expansions`.
    private mutating func expand(_ event: inout TraceEvent) {
        var streams: [TraceEvent] = []
        for bit in 0..<UInt8(16) where event.buttonsDown & (1 << UInt16(bit)) != 0 {
            var stream = event
            stream.button = bit
            streams.append(stream)
        }
        expansions = streams.dropFirst().reversed()
        if let next = expansions.popLast() { lookahead = next }
        event = streams[0]
    }

    /// Whether the first line that is not blank was a header, read or refused: what `validate`
    /// needs to know when it could not be read (a bad header's profile is unknown, a bad first
    /// event's is the default).
    public private(set) var firstLineIsHeader = false

    /// `nextParsedLine` for `readHeader`: a first line refused as a header, with no "phase", is
    /// taken for a header.
    private mutating func headerLine() throws(TraceError) -> LineParser.Parsed? {
        do throws(TraceError) {
            let parsed = try nextParsedLine()
            if case .header? = parsed { firstLineIsHeader = true }
            return parsed
        } catch {
            firstLineIsHeader = keyValueColumn(of: "phase") == nil
            throw error
        }
    }

    /// The event `readHeader` read ahead, checked against `allowedInputs`, which is set after it.
    @inline(never)
    private mutating func takeLookahead() throws(TraceError) -> TraceEvent {
        let event = lookahead!
        lookahead = expansions.popLast()
        let source = Self.source(of: event)
        if event.phase.hasInput && allowedInputs & (1 << source.rawValue) == 0 {
            throw TraceError(kind: .unavailableInput, file: displayName, line: event.line, column: lookaheadInputColumn,
                             message: Self.refusalLead(of: event, source: source) + inputRefusal(source))
        }
        return event
    }

    /// The input a line comes from: a pointer line's own; a scroll or a trackpad gesture a mouse's
    /// or trackpad's, a squeeze or a double tap a Pencil's.
    static func source(of event: TraceEvent) -> InputKind {
        if event.phase.isPointer { return event.input }
        return event.phase == .squeeze || event.phase == .pencilDoubleTap ? .pencil : .pointer
    }

    /// What a refusal of a line that is no pointer's says first.
    static func refusalLead(of event: TraceEvent, source: InputKind) -> String {
        event.phase.isPointer ? "" : "a '\(event.phase)' line comes from \(source == .pencil ? "an Apple Pencil" : "a mouse or trackpad"): "
    }

    /// Pointers that are down after the events read so far, with the line of their `down`.
    public var pointersDown: [(pointer: Int64, downLine: Int)] {
        downPointers.indices.filter { pointerButtons[$0] != 0 }.map { (downPointers[$0], downLines[$0]) }
    }

    /// Whether the trace is a regular file of at least `bytes` bytes: worth reading on a second
    /// thread (`TracePrefetcher`); pipes and small files are not.
    public func isRegularFile(atLeast bytes: Int) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) >= bytes
    }

    /// Lines read so far.
    public var linesRead: Int { lineNumber }

    private mutating func validate(_ event: inout TraceEvent) throws(TraceError) {
        if let lastTime, event.time < lastTime {
            throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "t"),
                             message: "time goes backwards: \(event.time) is before \(lastTime) on line \(lastTimeLine); times must never decrease")
        }
        lastTime = event.time
        lastTimeLine = event.line
        eventCount += 1
        if event.input == .touch && allowedInputs & 1 != 0 {
            // A finger's contact, most lines of most traces: version 1's rules.
            if event.phase.isContact { return try validateTouch(&event) }
        }
        try validateVersion2(&event)
    }

    @inline(__always)
    private mutating func validateTouch(_ event: inout TraceEvent) throws(TraceError) {
        let slot = downPointers.firstIndex(of: event.pointer)
        if otherInputsTracked > 0, let slot, pointerInputs[slot] != .touch { return try validateVersion2(&event) }
        switch event.phase {
        case .down:
            if slot != nil {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "phase"),
                                 message: "pointer \(event.pointer) goes down while it is already down; lift it ('up' or 'cancel') first or use a new id")
            }
            if !otherStreams.isEmpty { try checkStream(of: event, column: valueColumn(of: "phase")) }
            try track(event, buttons: 1, column: nil)
        default:
            guard let slot else {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "phase"),
                                 message: "'\(event.phase)' for pointer \(event.pointer), which is not down; expected a 'down' for it first")
            }
            if event.phase != .move { forget(slot) }
        }
    }

    /// The keys held down, by name, with the line of their `keydown`: a key goes down once before
    /// it repeats or comes up. At most `keysHeld` at once — more fingers than a hand has.
    private var keysDown: [(key: TraceName, line: Int)] = []
    static let keysHeld = 16

    private mutating func validateKey(_ event: TraceEvent) throws(TraceError) {
        let held = keysDown.firstIndex { $0.key == event.name }
        switch event.phase {
        case .keydown:
            if let held {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "key"),
                                 message: "key '\(event.name.escaped)' goes down while it is already down (since line \(keysDown[held].line)); a held key repeats with 'keyrepeat' lines and comes up with 'keyup'")
            }
            guard keysDown.count < Self.keysHeld else {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "key"),
                                 message: "more than \(Self.keysHeld) keys down at once; lift one with a 'keyup' line first")
            }
            keysDown.append((event.name, event.line))
        default:
            guard let held else {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "key"),
                                 message: "key '\(event.name.escaped)' \(event.phase == .keyup ? "comes up" : "repeats") but is not down; a 'keydown' line for it comes first")
            }
            if event.phase == .keyup { keysDown.remove(at: held) }
        }
    }

    /// What version 2 adds: inputs that hover, a mouse's buttons, the profile's inputs.
    @inline(never)
    private mutating func validateVersion2(_ event: inout TraceEvent) throws(TraceError) {
        let phaseColumn = valueColumn(of: "phase")
        guard event.phase.isPointer else { return try validateNonPointer(&event, column: phaseColumn) }
        if allowedInputs & (1 << event.input.rawValue) == 0 {
            throw TraceError(kind: .unavailableInput, file: displayName, line: event.line, column: inputColumn(), message: inputRefusal(event.input))
        }
        let slot = downPointers.firstIndex(of: event.pointer)
        if let slot, pointerInputs[slot] != event.input {
            throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                             message: "pointer \(event.pointer) is input '\(pointerInputs[slot])' since line \(downLines[slot]), but this line's input is '\(event.input)'; one id is one device until it lifts or leaves — use a new id")
        }
        let bit: UInt16 = 1 << UInt16(event.button)
        switch event.phase {
        case .down:
            let held = slot.map { pointerButtons[$0] } ?? 0
            if held & bit != 0 {
                let what = event.input == .pointer ? "button \(Self.buttonName(event.button)) of pointer \(event.pointer)" : "pointer \(event.pointer)"
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "\(what) goes down while it is already down; lift it ('up' or 'cancel') first or use a new id")
            }
            try checkStream(of: event, column: phaseColumn)
            if let slot {
                pointerButtons[slot] |= bit
                if held == 0 { downLines[slot] = event.line }
            } else {
                try track(event, buttons: bit, column: phaseColumn)
            }
            event.buttonsDown = pointerButtons[slot ?? downPointers.count - 1]
        case .move, .up, .cancel:
            guard let slot, pointerButtons[slot] != 0 else {
                let state = slot == nil ? "which is not down" : "which is hovering, not down"
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "'\(event.phase)' for pointer \(event.pointer), \(state); expected a 'down' for it first" + (slot != nil && event.phase == .move ? " (a pointer with no button down moves with 'hover')" : ""))
            }
            if event.phase != .move {
                guard pointerButtons[slot] & bit != 0 else {
                    throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                     message: "'\(event.phase)' for button \(Self.buttonName(event.button)) of pointer \(event.pointer), which is not down; its buttons down: \(Self.buttonNames(pointerButtons[slot]))")
                }
                pointerButtons[slot] &= ~bit
                if event.button != 0 { otherStreams.removeAll { $0 == Self.stream(of: event.pointer, button: event.button) } }
                // A cursor or Pencil that lifts stays over the content, hovering (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil).
                if pointerButtons[slot] == 0 && !event.input.hovers { forget(slot) }
                else if pointerButtons[slot] == 0 { downLines[slot] = event.line }
            }
            if let slot = downPointers.firstIndex(of: event.pointer) { event.buttonsDown = pointerButtons[slot] }
            if event.phase == .move && event.buttonsDown > 1 { expand(&event) }
        case .hover:
            if let slot {
                guard pointerButtons[slot] == 0 else {
                    throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                     message: "pointer \(event.pointer) hovers while it is down (since line \(downLines[slot])); it moves with 'move' until its 'up'")
                }
            } else {
                try track(event, buttons: 0, column: phaseColumn)
            }
        case .leave:
            guard let slot else {
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "'leave' for pointer \(event.pointer), which is not hovering; expected a 'hover' (or an 'up') for it first")
            }
            guard pointerButtons[slot] == 0 else {
                throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                                 message: "pointer \(event.pointer) leaves while it is down (since line \(downLines[slot])); lift it ('up' or 'cancel') first")
            }
            forget(slot)
        default:
            break
        }
    }

    /// A version-2 line that is no pointer: a key, focus, an assistive technology's action, a
    /// trackpad gesture or a Pencil's squeeze or double tap.
    private mutating func validateNonPointer(_ event: inout TraceEvent, column phaseColumn: Int) throws(TraceError) {
        // Every profile has a hardware keyboard and assistive technologies (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies).
        if event.phase.isKey { return try validateKey(event) }
        if event.phase == .focus || event.phase == .a11y { return }
        // A profile without the input a line comes from has none of its lines.
        let source = Self.source(of: event)
        if allowedInputs & (1 << source.rawValue) == 0 {
            throw TraceError(kind: .unavailableInput, file: displayName, line: event.line, column: phaseColumn,
                             message: Self.refusalLead(of: event, source: source) + inputRefusal(source))
        }
        if (event.phase == .magnify || event.phase == .rotate) && event.stage == .began && trackpadUnderWay == nil,
           let slot = downPointers.indices.first(where: { slot in
               (0..<16).contains { pointerButtons[slot] & (1 << UInt16($0)) != 0 && TraceEvent.reservedPointers.contains(Self.stream(of: downPointers[slot], button: UInt8($0))) }
           }) {
            throw TraceError(file: displayName, line: event.line, column: phaseColumn,
                             message: "a trackpad \(event.phase) begins while pointer \(downPointers[slot]) is down (since line \(downLines[slot])), whose event stream the engine uses for a trackpad gesture's contacts; give that pointer another id")
        }
        if (event.phase == .squeeze || event.phase == .pencilDoubleTap) && event.pointer != TraceEvent.anyPencil
            && !pencilsOverflowed && !pencilsSeen.contains(event.pointer) {
            let known = pencilsSeen.isEmpty ? "the trace has none yet" : "its Pencils so far: " + pencilsSeen.map(String.init).joined(separator: ", ")
            throw TraceError(file: displayName, line: event.line, column: valueColumn(of: "pencil"),
                             message: "'pencil' \(event.pointer) names no Pencil of the lines before (\(known)); name one, or drop 'pencil' for any Pencil")
        }
        switch event.phase {
        case .magnify: gesturesUnderWay.0 = try underWay(event, began: gesturesUnderWay.0, key: "gesture")
        case .rotate: gesturesUnderWay.1 = try underWay(event, began: gesturesUnderWay.1, key: "gesture")
        case .squeeze:
            gesturesUnderWay.2 = try underWay(event, began: gesturesUnderWay.2, key: "state")
            // A squeeze while its Pencil touches the screen is not delivered (HIG, docs/semantics.md#input-beyond-touch): the
            // replay says so, knowing from `buttonsDown` that it was down.
            event.buttonsDown = pencilIsDown(event.pointer) ? 1 : 0
        case .pencilDoubleTap:
            event.buttonsDown = pencilIsDown(event.pointer) ? 1 : 0
        default: break
        }
    }

    /// A magnify's, rotation's or squeeze's phase in order: one `began`, then `changed` until
    /// `ended` or `cancelled`. Returns the line the one under way after `event` began on (0: none).
    private func underWay(_ event: TraceEvent, began: Int, key: String) throws(TraceError) -> Int {
        let what = event.phase == .squeeze ? "squeeze" : "trackpad \(event.phase)"
        if event.stage == .began {
            guard began == 0 else {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: key),
                                 message: "a \(what) begins while the one that began on line \(began) is under way; end it ('ended' or 'cancelled') first")
            }
            return event.line
        } else {
            guard began != 0 else {
                throw TraceError(file: displayName, line: event.line, column: valueColumn(of: key),
                                 message: "a \(what) '\(event.stage)' with none under way; expected one with \"\(key)\": \"began\" first")
            }
            return event.stage == .ended || event.stage == .cancelled ? 0 : began
        }
    }

    /// Whether the Pencil with `id` (any Pencil when the line names none) is down.
    private func pencilIsDown(_ id: Int64) -> Bool {
        downPointers.indices.contains { pointerInputs[$0] == .pencil && pointerButtons[$0] != 0 && (id == TraceEvent.anyPencil || downPointers[$0] == id) }
    }

    /// Starts tracking a pointer that goes down (`buttons`: the bits down) or hovers (0), within
    /// the limit. `column`: the error's, or nil to find the phase's (a finger's path).
    @inline(__always)
    private mutating func track(_ event: TraceEvent, buttons: UInt16, column: Int?) throws(TraceError) {
        guard downPointers.count < Self.maximumPointersDown else {
            // With fingers only, the limit is on fingers down, as version 1 says it.
            let message = otherInputsTracked == 0 && event.input == .touch
                ? "more than \(Self.maximumPointersDown) pointers would be down at once, the limit (docs/reliability.md#limits); lift some ('up' or 'cancel') first"
                : "more than \(Self.maximumPointersDown) pointers would be tracked at once (down or hovering), the limit (docs/reliability.md#limits); lift some or end their hover ('leave') first"
            throw TraceError(file: displayName, line: event.line, column: column ?? valueColumn(of: "phase"), message: message)
        }
        if event.pointer <= TraceEvent.assistivePointer { try checkReserved(event) }
        if event.input == .pencil { rememberPencil(event.pointer) }
        downPointers.append(event.pointer)
        downLines.append(event.line)
        pointerInputs.append(event.input)
        pointerButtons.append(buttons)
        if event.input != .touch { otherInputsTracked += 1 }
    }

    /// A mouse's button other than the primary is its own event stream, its id with the button
    /// in the top byte (the engine's `PointerEvent.stream`): one that would be another live
    /// stream — a finger's id, or another mouse's button — is refused, not merged.
    private mutating func checkStream(of event: TraceEvent, column: Int) throws(TraceError) {
        let stream = Self.stream(of: event.pointer, button: event.button)
        if stream == TraceEvent.assistivePointer { throw assistivePointer(event) }
        if TraceEvent.reservedPointers.contains(stream), let line = trackpadUnderWay { throw reservedPointer(stream, event, since: line) }
        let taken = otherStreams.contains(stream)
            || (event.button != 0 && downPointers.indices.contains { downPointers[$0] == stream && pointerButtons[$0] & 1 != 0 })
        guard taken else {
            if event.button != 0 { otherStreams.append(stream) }
            return
        }
        throw TraceError(file: displayName, line: event.line, column: column,
                         message: "pointer \(event.pointer)\(event.button == 0 ? "" : "'s \(Self.buttonName(event.button)) button") would share its event stream with another pointer that is down (ids that differ only in their top byte, \(stream)); use another id")
    }

    /// Remembers a Pencil's id, out of the finger's path.
    @inline(never)
    private mutating func rememberPencil(_ id: Int64) {
        guard !pencilsSeen.contains(id) else { return }
        if pencilsSeen.count == Self.pencilsRemembered { pencilsOverflowed = true; pencilsSeen.removeFirst() }
        pencilsSeen.append(id)
    }

    /// A pointer whose id is a trackpad gesture's contact's, out of the finger's path.
    @inline(never)
    private func checkReserved(_ event: TraceEvent) throws(TraceError) {
        if event.pointer == TraceEvent.assistivePointer { throw assistivePointer(event) }
        if TraceEvent.reservedPointers.contains(event.pointer), let line = trackpadUnderWay { throw reservedPointer(event.pointer, event, since: line) }
    }

    private func assistivePointer(_ event: TraceEvent) -> TraceError {
        TraceError(file: displayName, line: event.line, column: valueColumn(of: "id"),
                   message: "pointer \(event.pointer)\(event.button == 0 ? "" : "'s \(Self.buttonName(event.button)) button") would share event stream \(TraceEvent.assistivePointer) with the tap an assistive technology's activation synthesizes; use another id")
    }

    /// The line a trackpad pinch or rotation under way began on, if one is.
    private var trackpadUnderWay: Int? {
        let line = max(gesturesUnderWay.0, gesturesUnderWay.1)
        return line == 0 ? nil : line
    }

    @inline(never)
    private func reservedPointer(_ stream: Int64, _ event: TraceEvent, since line: Int) -> TraceError {
        // At the id, whichever check found it.
        TraceError(file: displayName, line: event.line, column: valueColumn(of: "id"),
                   message: "pointer \(event.pointer)\(stream == event.pointer ? "" : "'s \(Self.buttonName(event.button)) button") would share event stream \(stream) with the contacts of the trackpad gesture under way since line \(line); use another id")
    }

    /// `PointerEvent.stream(of:button:)`, which this module cannot name.
    static func stream(of pointer: Int64, button: UInt8) -> Int64 { pointer ^ (Int64(button) << 56) }

    private mutating func forget(_ slot: Int) {
        if pointerInputs[slot] != .touch { otherInputsTracked -= 1 }
        if pointerButtons[slot] > 1 {
            let id = downPointers[slot]
            otherStreams.removeAll { stream in (1..<16).contains { pointerButtons[slot] & (1 << UInt16($0)) != 0 && stream == Self.stream(of: id, button: UInt8($0)) } }
        }
        downPointers.remove(at: slot)
        downLines.remove(at: slot)
        pointerInputs.remove(at: slot)
        pointerButtons.remove(at: slot)
    }

    /// A button as a trace names it.
    public static func buttonName(_ button: UInt8) -> String {
        switch button {
        case 0: "primary"
        case 1: "secondary"
        case 2: "middle"
        default: "\(button)"
        }
    }

    private static func buttonNames(_ buttons: UInt16) -> String {
        (0..<16).filter { buttons & (1 << UInt16($0)) != 0 }.map { buttonName(UInt8($0)) }.joined(separator: ", ")
    }

    // MARK: - Lines

    private mutating func nextParsedLine() throws(TraceError) -> LineParser.Parsed? {
        guard let range = try nextLineRange() else { return nil }
        lineNumber += 1
        var bytes = UnsafeBufferPointer(
            start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + range.lowerBound,
            count: range.count)
        // A UTF-8 byte-order mark, as some Windows editors write, may start the file (RFC 8259
        // §8.1 lets a parser ignore it). Columns count from after it, as the editor shows them.
        if lineNumber == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        currentLine = bytes
        var parser = LineParser(bytes: bytes, file: displayName, line: lineNumber)
        return try parser.parse()
    }

    /// The column of the current line's `input` value: only on the way to an error.
    private func inputColumn() -> Int { valueColumn(of: "input") }

    /// The column of the value of the current line's `key`, or 1 without one: found again on
    /// the way to an error, so a line's parse carries no columns.
    private func valueColumn(of name: String) -> Int { keyValueColumn(of: name) ?? 1 }

    /// The column of the value of the line's own key `name`, or nil when the line has none.
    private func keyValueColumn(of name: String) -> Int? {
        // A key of the line's own object: a string at depth 1 followed by ':' — never a value
        // that spells the name, nor a key of an object nested in a value.
        let key = Array(name.utf8)
        let line = currentLine
        var position = 0, depth = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while position < line.count {
            let byte = line[position]
            if byte == UInt8(ascii: "\"") {
                let start = position + 1
                position = start
                while position < line.count, line[position] != UInt8(ascii: "\"") {
                    position += line[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                let end = min(position, line.count)
                position += 1
                guard depth == 1, end - start == key.count, (0..<key.count).allSatisfy({ line[start + $0] == key[$0] }) else { continue }
                var after = position
                while after < line.count, isSpace(line[after]) { after += 1 }
                guard after < line.count, line[after] == UInt8(ascii: ":") else { continue }
                after += 1
                while after < line.count, isSpace(line[after]) { after += 1 }
                return after + 1
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            position += 1
        }
        return nil
    }

    /// The byte range of the next line in `buffer`, without its newline; refills as needed.
    private mutating func nextLineRange() throws(TraceError) -> Range<Int>? {
        if discardingLine { try discardRestOfLine() }
        var scanFrom = dataStart
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if scanFrom < dataEnd,
               let found = memchr(base + scanFrom, Int32(UInt8(ascii: "\n")), dataEnd - scanFrom) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let line = dataStart..<newline
                dataStart = newline + 1
                return line
            }
            scanFrom = dataEnd
            if reachedEndOfFile {
                guard dataStart < dataEnd else { return nil }
                let line = dataStart..<dataEnd
                dataStart = dataEnd
                return line
            }
            let scanned = scanFrom - dataStart
            try refill()
            scanFrom = dataStart + scanned
        }
    }

    /// Drops bytes up to and including the next newline, reading as needed.
    private mutating func discardRestOfLine() throws(TraceError) {
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if dataStart < dataEnd,
               let found = memchr(base + dataStart, Int32(UInt8(ascii: "\n")), dataEnd - dataStart) {
                dataStart = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                discardingLine = false
                return
            }
            dataStart = 0
            dataEnd = 0
            if reachedEndOfFile { discardingLine = false; return }
            try refill()
        }
    }

    /// Moves the partial line to the front, grows the buffer if the line fills it, and reads more.
    private mutating func refill() throws(TraceError) {
        let pending = dataEnd - dataStart
        if dataStart > 0 && pending > 0 {
            buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + dataStart, byteCount: pending)
        }
        dataStart = 0
        dataEnd = pending
        if dataEnd == buffer.count {
            guard buffer.count < Self.maximumLineLength else {
                lineNumber += 1
                dataStart = 0
                dataEnd = 0
                discardingLine = true
                throw TraceError(file: displayName, line: lineNumber, column: 1,
                                 message: "line is longer than \(Self.maximumLineLength) bytes (16 MiB), the limit for a trace line (docs/reliability.md#limits); a trace has one JSON object per line")
            }
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            larger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: dataEnd)
            buffer.deallocate()
            buffer = larger
        }
        while true {
            let count = read(descriptor, buffer.baseAddress! + dataEnd, min(buffer.count - dataEnd, Self.chunkSize))
            if count > 0 { dataEnd += count; return }
            if count == 0 { reachedEndOfFile = true; return }
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            throw TraceError(kind: .readFailed, file: displayName, line: lineNumber + 1, column: 0,
                             message: "read failed: \(reason)")
        }
    }
}
