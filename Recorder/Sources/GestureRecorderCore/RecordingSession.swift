/// A recording in progress: touches and callbacks in, takes out. Each take is a trace
/// (`take-001.jsonl`: the header, then the touches) and the callbacks the device ran
/// (`take-001.device.jsonl`), both on one clock: seconds from the take's first touch.
///
/// A take starts at a touch when none is open, and ends when a touch starts after
/// `limits.splitGap` with nothing down (a hovering pointer is not down), or when it has grown
/// past `limits.takeBytes` and nothing is down, so a take holds whole gestures. Callbacks after
/// the last touch (a double tap's wait, a long press's timer) go to the take that is open. At
/// `limits.sessionBytes` the session stops. Not thread-safe: the glue calls it on the main thread.
public final class RecordingSession {
    public struct Limits: Sendable {
        /// Seconds with nothing down after which a new touch starts a new take.
        public var splitGap: Double
        /// Bytes of a take's two files after which, once nothing is down, the take ends.
        public var takeBytes: Int
        /// Bytes of the whole session at which it stops.
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
    /// The touches in contact (down, not hovering): a take splits only when none is.
    private var contacts: Set<UInt64> = []
    /// The open take: its number, the uptime its times count from, the last time written, its bytes.
    private var open: (number: Int, origin: Double, lastTouch: Int64, bytes: Int, touchLines: Int)?
    private var sessionBytes = 0
    private var lastSampleTime = -Double.infinity
    /// The event being delivered: its time, for callbacks that run inside it, and its samples.
    private var eventTime: Double?
    private var pending: [TouchSample] = []

    /// What every file's name starts with: `take-` and the session's time, so that the files
    /// of several sessions can share a folder (an AirDrop's Downloads) without clashing.
    public let prefix: String

    public init(storage: TakeStorage, header: RecordingHeader, limits: Limits = Limits(), prefix: String = "take-") {
        self.storage = storage
        self.header = header
        self.limits = limits
        self.prefix = prefix
    }

    /// `take-001`: a take's files' common name.
    public func takeName(_ number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Places in the window whose touches are not recorded, for their whole life: the badge
    /// that starts and stops a recording, which the app under test does not have.
    public var excludedFrames: [(x: Double, y: Double, width: Double, height: Double)] = []
    private var excluded: Set<UInt64> = []
    private var stopping = false

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
        if contacts.isEmpty, let first = samples.first(where: { $0.phase == .began || $0.phase == .hoverEntered }),
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

    /// The touches of one event, each at its own time and place as the event delivers it.
    /// SwiftUI updates its gestures once per event, so each touch is one line, and a line's
    /// frame is its event's (docs/trace-format.md, "Frames"); the samples UIKit coalesced into
    /// it ride along as `coalesced`, a note the replay does not read.
    public func record(_ samples: [TouchSample]) {
        for sample in samples { record(sample) }
    }

    private func record(_ sample: TouchSample) {
        guard !isStopped, let phase = sample.tracePhase else { return }
        guard sample.timestamp.isFinite, sample.x.isFinite, sample.y.isFinite else {
            counts.dropped += 1
            return
        }
        if excluded.contains(sample.touch) {
            if sample.ends { excluded.remove(sample.touch) }
            return
        }
        if sample.phase == .began, excludedFrames.contains(where: { sample.x >= $0.x && sample.x <= $0.x + $0.width && sample.y >= $0.y && sample.y <= $0.y + $0.height }) {
            excluded.insert(sample.touch)
            return
        }
        var known = ids.contains(sample.touch)
        // A touch that went down before the recording started, or before this take: its
        // moves would be a pointer the trace never put down.
        if !known, sample.phase == .moved || sample.phase == .ended || sample.phase == .cancelled || sample.phase == .hoverExited {
            counts.dropped += 1
            return
        }
        // A touch that begins again without having ended (its end never reached the app, and
        // UIKit reuses the object): the old contact is cancelled first, as a trace needs.
        if known, sample.phase == .began || sample.phase == .hoverEntered, let take = open {
            let id = ids.id(of: sample.touch)
            write("{\"t\":\(JSONText.seconds(nanoseconds: max(take.lastTouch, JSONText.nanoseconds(sample.timestamp - take.origin)))),\"id\":\(id),"
                  + "\"phase\":\"\(contacts.contains(sample.touch) ? "cancel" : "leave")\"}\n", to: takeName(take.number) + ".jsonl")
            release(sample.touch)
            known = false
        }
        if !known, contacts.isEmpty { startTakeIfDue(at: sample.timestamp) }
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
        let coalesced = sample.coalesced.filter { $0.timestamp.isFinite && $0.x.isFinite && $0.y.isFinite }
        if !coalesced.isEmpty {
            line += ",\"coalesced\":[" + coalesced.map { point in
                "[\(JSONText.seconds(nanoseconds: JSONText.nanoseconds(point.timestamp - take.origin))),\(JSONText.numberOrNull(point.x)),\(JSONText.numberOrNull(point.y))]"
            }.joined(separator: ",") + "]"
        }
        if sample.ends {
            release(sample.touch)
        } else if sample.isContact {
            contacts.insert(sample.touch)
        }
        open?.lastTouch = nanoseconds
        open?.touchLines += 1
        lastSampleTime = max(lastSampleTime, sample.timestamp)
        write(line + "}\n", to: takeName(take.number) + ".jsonl")
        counts.touchLines += 1
    }

    private func release(_ touch: UInt64) {
        ids.release(touch)
        contacts.remove(touch)
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
        write(line, to: takeName(take.number) + ".device.jsonl")
        counts.callbackLines += 1
    }

    /// Ends the session: a touch still down is cancelled, as the take ends under it; no more
    /// lines; its files closed.
    public func stop() {
        guard !isStopped, !stopping else { return }
        stopping = true
        if let take = open {
            let time = JSONText.seconds(nanoseconds: take.lastTouch)
            for touch in contacts.sorted() {
                write("{\"t\":\(time),\"id\":\(ids.id(of: touch)),\"phase\":\"cancel\"}\n", to: takeName(take.number) + ".jsonl")
            }
        }
        isStopped = true
        closeTake()
        ids.removeAll()
        contacts = []
        pending = []
    }

    private func closeTake() {
        guard let take = open else { return }
        open = nil
        storage.close(takeName(take.number) + ".jsonl")
        storage.close(takeName(take.number) + ".device.jsonl")
    }

    /// Starts a take for a touch at `uptime` when none is open, or the open one is done.
    private func startTakeIfDue(at uptime: Double) {
        if let take = open {
            // Opened for this event already, before its touches were written.
            if take.touchLines == 0 { return }
            let idle = uptime - lastSampleTime
            guard idle >= limits.splitGap || take.bytes >= limits.takeBytes else { return }
            closeTake()
        }
        let number = takes.count + 1
        open = (number, uptime, 0, 0, 0)
        // Hovering pointers carry on into the new take under new ids: a hover line starts one.
        ids.removeAll()
        takes.append(takeName(number) + ".jsonl")
        write(header.line + "\n", to: takeName(number) + ".jsonl")
        // A take without callbacks still has its device file: the device ran none.
        write("", to: takeName(number) + ".device.jsonl")
    }

    private func write(_ text: String, to name: String) {
        guard !isStopped else { return }
        guard storage.append(text, to: name) else {
            counts.failedWrites += 1
            stop()
            return
        }
        sessionBytes += text.utf8.count
        open?.bytes += text.utf8.count
        if sessionBytes >= limits.sessionBytes {
            limitReached = true
            stop()
        }
    }
}
