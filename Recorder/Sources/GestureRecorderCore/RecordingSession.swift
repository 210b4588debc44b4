/// A recording in progress: touches and callbacks in, takes out. Each take is a trace
/// (`take-001.jsonl`: the header, then the touches) and the callbacks the device ran
/// (`take-001.device.jsonl`), both on one clock: seconds from the take's first touch.
///
/// A take starts at a touch when none is open, and ends when a touch starts after
/// `limits.splitGap` with nothing down, or when it has grown past `limits.takeBytes` and
/// nothing is down, so a take holds whole gestures. Callbacks after the last touch (a double
/// tap's wait, a long press's timer) go to the take that is open. Past `limits.sessionBytes`
/// no new take starts. Not thread-safe: the glue calls it on the main thread.
public final class RecordingSession {
    public struct Limits: Sendable {
        /// Seconds with nothing down after which a new touch starts a new take.
        public var splitGap: Double
        /// Bytes of a take's two files after which, once nothing is down, the take ends.
        public var takeBytes: Int
        /// Bytes of the whole session after which no new take starts.
        public var sessionBytes: Int

        public init(splitGap: Double = 2, takeBytes: Int = 4 << 20, sessionBytes: Int = 64 << 20) {
            self.splitGap = splitGap
            self.takeBytes = takeBytes
            self.sessionBytes = sessionBytes
        }
    }

    /// What the session did with what it was given, for the overlay and for tests.
    public struct Counts: Sendable, Equatable {
        public var touchLines = 0
        public var callbackLines = 0
        /// Samples with a time before the line above them, written at that line's time:
        /// a trace's times never decrease.
        public var clampedTimes = 0
        /// Samples dropped: a non-finite number, or no take open for a callback.
        public var dropped = 0
        /// Writes that failed (a full disk): the session stops.
        public var failedWrites = 0
        public init() {}
    }

    public let storage: TakeStorage
    public var header: RecordingHeader
    public let limits: Limits
    public private(set) var counts = Counts()
    /// The takes written, by trace file name: `take-001.jsonl`, ….
    public private(set) var takes: [String] = []
    /// Whether the session has stopped taking input: `stop()`, its size limit, a failed write.
    public private(set) var isStopped = false
    public private(set) var limitReached = false
    public var clock = ClockAlignment()

    private var ids = PointerIDs()
    /// The open take: its number, the uptime its times count from, the last time written, its bytes.
    private var open: (number: Int, origin: Double, lastTouch: Int64, bytes: Int, touchLines: Int)?
    private var sessionBytes = 0
    private var lastSampleTime = -Double.infinity
    /// The event being delivered: its time, for callbacks that run inside it, and its samples.
    private var eventTime: Double?
    private var pending: [TouchSample] = []

    public init(storage: TakeStorage, header: RecordingHeader, limits: Limits = Limits()) {
        self.storage = storage
        self.header = header
        self.limits = limits
    }

    /// `take-001`: a take's files' common name.
    public static func takeName(_ number: Int) -> String {
        let digits = String(number)
        return "take-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Every file of the session, in order: each take's trace, then its device records.
    public var fileNames: [String] {
        takes.flatMap { [$0, String($0.dropLast(".jsonl".count)) + ".device.jsonl"] }
    }

    /// An event with these samples is about to be delivered at `uptime`: callbacks until
    /// `endEvent()` ran for it. A touch that starts a take opens it now, so the callbacks
    /// SwiftUI runs for the event that begins a gesture have their take; the samples are
    /// written at `endEvent()`, once UIKit has had the event.
    public func beginEvent(uptime: Double, samples: [TouchSample] = []) {
        eventTime = uptime
        pending = samples
        if ids.count == 0, let first = samples.first(where: { $0.phase == .began || $0.phase == .hoverEntered }),
           first.timestamp.isFinite, !isStopped {
            startTakeIfDue(at: first.timestamp)
        }
    }

    public func endEvent() {
        let samples = pending
        pending = []
        record(samples)
        eventTime = nil
    }

    /// The samples of one event, in order (coalesced samples first, as UIKit gives them).
    public func record(_ samples: [TouchSample]) {
        for sample in samples { record(sample) }
    }

    private func record(_ sample: TouchSample) {
        guard !isStopped, let phase = sample.tracePhase else { return }
        guard sample.timestamp.isFinite, sample.x.isFinite, sample.y.isFinite else {
            counts.dropped += 1
            return
        }
        let known = ids.contains(sample.touch)
        // A touch that went down before the recording started, or before this take: its
        // moves would be a pointer the trace never put down.
        if !known, sample.phase == .moved || sample.phase == .ended || sample.phase == .cancelled || sample.phase == .hoverExited {
            counts.dropped += 1
            return
        }
        if !known, ids.count == 0 { startTakeIfDue(at: sample.timestamp) }
        guard let take = open else {
            counts.dropped += 1
            return
        }
        var nanoseconds = JSONText.nanoseconds(sample.timestamp - take.origin)
        if nanoseconds < take.lastTouch {
            nanoseconds = take.lastTouch
            counts.clampedTimes += 1
        }
        let id = ids.id(of: sample.touch)
        var line = "{\"t\":\(JSONText.seconds(nanoseconds: nanoseconds)),\"id\":\(id),\"phase\":\"\(phase)\""
        if phase != "leave" { line += ",\"x\":\(JSONText.numberOrNull(sample.x)),\"y\":\(JSONText.numberOrNull(sample.y))" }
        if sample.kind != .direct { line += ",\"input\":\"\(sample.input)\"" }
        if sample.kind == .pencil || sample.kind == .direct, let pressure = sample.pressure, pressure.isFinite, sample.isContact {
            line += ",\"pressure\":\(JSONText.numberOrNull(min(1, max(0, pressure))))"
        }
        if sample.kind == .pencil {
            for (key, value) in [("altitude", sample.altitude), ("azimuth", sample.azimuth), ("roll", sample.roll)] {
                if let value, value.isFinite { line += ",\"\(key)\":\(JSONText.numberOrNull(value))" }
            }
            if phase == "hover", let z = sample.zOffset, z.isFinite { line += ",\"zOffset\":\(JSONText.numberOrNull(min(1, max(0, z))))" }
        }
        if sample.ends { ids.release(sample.touch) }
        open?.lastTouch = nanoseconds
        open?.touchLines += 1
        lastSampleTime = max(lastSampleTime, sample.timestamp)
        write(line + "}\n", to: Self.takeName(take.number) + ".jsonl")
        counts.touchLines += 1
    }

    /// A callback `.recorded(name)` added ran, with its value. Its time is the event's being
    /// delivered, else `now` (a timer's: a long press, a tap that waited for a double tap).
    public func callback(_ name: String, _ callback: RecordedCallback, _ value: RecordedValue, now: Double) {
        guard !isStopped else { return }
        guard let take = open else {
            counts.dropped += 1
            return
        }
        let t = (eventTime ?? now) - take.origin
        let clock = self.clock
        let json = value.json { wall in
            guard let uptime = clock.uptime(atWall: wall) else { return "null" }
            // A `Date` in 2026 is precise to about 0.1 µs: its time is written to the µs.
            let nanoseconds = JSONText.nanoseconds(uptime - take.origin)
            let rounded = nanoseconds.addingReportingOverflow(nanoseconds >= 0 ? 500 : -500)
            return JSONText.seconds(nanoseconds: rounded.overflow ? nanoseconds : rounded.partialValue / 1_000 * 1_000)
        }
        let line = "{\"t\":\(JSONText.seconds(nanoseconds: JSONText.nanoseconds(t))),\"recorded\":\(JSONText.string(name)),\"callback\":\"\(callback.rawValue)\",\"value\":\(json)}\n"
        write(line, to: Self.takeName(take.number) + ".device.jsonl")
        counts.callbackLines += 1
    }

    /// Ends the session: no more lines.
    public func stop() {
        isStopped = true
        open = nil
        ids.removeAll()
    }

    /// Starts a take for a touch at `uptime` when none is open, or the open one is done.
    private func startTakeIfDue(at uptime: Double) {
        if let take = open {
            // Opened for this event already, before its touches were written.
            if take.touchLines == 0 { return }
            let idle = uptime - lastSampleTime
            guard idle >= limits.splitGap || take.bytes >= limits.takeBytes else { return }
            open = nil
        }
        guard sessionBytes < limits.sessionBytes else {
            limitReached = true
            return
        }
        let number = takes.count + 1
        open = (number, uptime, 0, 0, 0)
        ids.removeAll()
        takes.append(Self.takeName(number) + ".jsonl")
        write(header.line + "\n", to: Self.takeName(number) + ".jsonl")
        // A take without callbacks still has its device file: the device ran none.
        write("", to: Self.takeName(number) + ".device.jsonl")
    }

    private func write(_ text: String, to name: String) {
        guard storage.append(text, to: name) else {
            counts.failedWrites += 1
            stop()
            return
        }
        sessionBytes += text.utf8.count
        open?.bytes += text.utf8.count
    }
}
