/// Re-samples a trace at another rate, as a device with a different touch sampling rate would
/// have reported the same fingers: every `down`, `up` and `cancel` is kept exactly (time and
/// place); the `move`s are replaced by samples on one grid of `rate` Hz shared by all pointers and
/// anchored at the trace's first event, each placed on the straight line between the original
/// samples around it.
///
/// Events go in and come out in time order. A grid sample of a pointer is known only once that
/// pointer's next original sample has been read, so output waits until every pointer that is down
/// has caught up. The grid samples between two original samples are made as they are released,
/// not when the second sample is read: what is held back is a few numbers per gap, so a gap of
/// hours between two samples costs no memory (it used to hold every grid sample of the gap).
public struct TraceResampler {
    public let rate: Double
    private var origin: TraceTime?
    private var pointers: [Int64: Sample] = [:]
    /// Original events not yet safe to release, with the rank of their pointer (the order
    /// pointers went down) and the order they were read in; they order events of equal time.
    private var pending: [(event: TraceEvent, rank: Int, sequence: Int)] = []
    private var pendingStart = 0
    /// The grid samples still to make between two original samples of a pointer.
    private var segments: [Segment] = []
    private var nextRank = 0
    private var nextSequence = 0

    private struct Sample {
        var time: TraceTime
        var x: Double
        var y: Double
        /// The index on the grid of the next grid time after `time`.
        var nextTick: Int64
        var rank: Int
        /// A mouse's buttons down (`TraceEvent.buttonsDown`), which its grid moves carry.
        var buttons: UInt16
    }

    /// The straight line from one original sample of a pointer to its next, and the grid ticks
    /// on it not made yet: `nextTick` up to `endTick` (exclusive).
    private struct Segment {
        var pointer: Int64
        var from: (time: TraceTime, x: Double, y: Double)
        var to: (time: TraceTime, x: Double, y: Double)
        var nextTick: Int64
        var endTick: Int64
        var rank: Int
        var sequence: Int
        var line: Int
        var input: InputKind
        var buttons: UInt16
    }

    /// The longest silence of a finger that is down over which its moves are interpolated; a
    /// longer one is a rest, and the finger moves over this last stretch only. Bounds the grid
    /// samples made per gap (`rate` × 1 s) whatever the trace's times. [PROPOSED]
    public static let maximumInterpolatedGap = TraceTime(nanoseconds: 1_000_000_000)

    /// `rate` is in samples per second, greater than zero.
    public init(rate: Double) {
        precondition(rate > 0 && rate.isFinite, "a sampling rate is a positive number of hertz")
        self.rate = rate
    }

    /// The time of grid tick `index`, rounded to the microsecond as device clocks stamp touches;
    /// rounded per tick, so ticks never drift.
    private func tickTime(_ index: Int64) -> TraceTime {
        TraceTime(nanoseconds: origin!.nanoseconds + TraceTime.tickOffset(index, rate: rate))
    }

    /// The first tick strictly after `time`.
    private func firstTick(after time: TraceTime) -> Int64 {
        let elapsed = Double(time.nanoseconds - origin!.nanoseconds) / 1e9
        var index = Int64((elapsed * rate).rounded(.down))
        while tickTime(index) <= time { index += 1 }
        while index > 0 && tickTime(index - 1) > time { index -= 1 }
        return index
    }

    /// Feeds one event of the original trace (in time order, as `TraceReader` delivers them) and
    /// passes every re-sampled event that is now final to `emit`.
    public mutating func feed(_ event: TraceEvent, emit: (TraceEvent) -> Void) {
        if origin == nil { origin = event.time }
        // Re-sampling models a touch panel's rate: a mouse's, a Pencil's and a trackpad's lines
        // pass through as recorded.
        guard event.input == .touch else {
            hold(event, rank: nextRank)
            release(through: watermark(readTime: event.time), emit: emit)
            return
        }
        switch event.phase {
        case .down:
            if var sample = pointers[event.pointer] {
                // Another button of a mouse that is down: its stream starts here.
                hold(event, rank: sample.rank)
                sample.buttons = event.buttonsDown
                pointers[event.pointer] = sample
                break
            }
            hold(event, rank: nextRank)
            pointers[event.pointer] = Sample(time: event.time, x: event.x, y: event.y, nextTick: firstTick(after: event.time),
                                             rank: nextRank, buttons: event.buttonsDown)
            nextRank += 1
        case .move, .up, .cancel:
            guard var sample = pointers[event.pointer] else {
                hold(event, rank: nextRank)
                break
            }
            // Grid samples between the previous original sample and this one; a move that lands
            // on a tick becomes that tick's sample, an up on a tick keeps its own exact place.
            var end = firstTick(after: event.time)
            if event.phase != .move, end > sample.nextTick, tickTime(end - 1) == event.time { end -= 1 }
            // A finger that reported nothing for longer than `maximumInterpolatedGap` was resting
            // there, as a device reports no move while a finger rests: it moves to the next
            // sample over the last stretch only, and the ticks before it are not made.
            var from = (time: sample.time, x: sample.x, y: sample.y)
            if event.time.nanoseconds - sample.time.nanoseconds > Self.maximumInterpolatedGap.nanoseconds {
                from.time = TraceTime(nanoseconds: event.time.nanoseconds - Self.maximumInterpolatedGap.nanoseconds)
                sample.nextTick = max(sample.nextTick, firstTick(after: from.time))
            }
            if end > sample.nextTick {
                segments.append(Segment(pointer: event.pointer, from: from, to: (event.time, event.x, event.y),
                                        nextTick: sample.nextTick, endTick: end, rank: sample.rank, sequence: nextSequence,
                                        line: event.line, input: event.input, buttons: sample.buttons))
                nextSequence += 1
                sample.nextTick = end
            }
            if event.phase == .move || event.buttonsDown != 0 {
                if event.phase != .move { hold(event, rank: sample.rank) }
                sample.time = event.time
                sample.x = event.x
                sample.y = event.y
                sample.buttons = event.buttonsDown
                pointers[event.pointer] = sample
            } else {
                hold(event, rank: sample.rank)
                pointers[event.pointer] = nil
            }
        default:
            // Hovers, scrolls, trackpad gestures and Pencil lines pass through at their times.
            hold(event, rank: nextRank)
        }
        release(through: watermark(readTime: event.time), emit: emit)
    }

    /// Releases everything held back; call after the last event.
    public mutating func finish(emit: (TraceEvent) -> Void) {
        release(through: nil, emit: emit)
    }

    private mutating func hold(_ event: TraceEvent, rank: Int) {
        pending.append((event, rank, nextSequence))
        nextSequence += 1
    }

    /// No later output can come before this time: pointers that are down produce ticks after
    /// their last original sample, and events not read yet come at or after the last read time.
    private func watermark(readTime: TraceTime) -> TraceTime {
        var limit = readTime
        for sample in pointers.values where sample.time < limit { limit = sample.time }
        return limit
    }

    /// The grid sample a segment makes next.
    private func tick(of segment: Segment) -> TraceEvent {
        let time = tickTime(segment.nextTick)
        let fraction = segment.to.time == segment.from.time ? 1
            : Double(time.nanoseconds - segment.from.time.nanoseconds) / Double(segment.to.time.nanoseconds - segment.from.time.nanoseconds)
        var event = TraceEvent(time: time, pointer: segment.pointer, phase: .move,
                               x: segment.from.x + (segment.to.x - segment.from.x) * fraction,
                               y: segment.from.y + (segment.to.y - segment.from.y) * fraction, line: segment.line, input: segment.input)
        event.buttonsDown = segment.buttons
        return event
    }

    /// Emits, in order of time, then of the pointers' ranks, then of reading, every held event
    /// and grid sample before `limit` (all of them without one).
    private mutating func release(through limit: TraceTime?, emit: (TraceEvent) -> Void) {
        let unsorted = pending[pendingStart...]
        if unsorted.count > 1 {
            let sorted = unsorted.sorted { a, b in
                if a.event.time != b.event.time { return a.event.time < b.event.time }
                if a.rank != b.rank { return a.rank < b.rank }
                return a.sequence < b.sequence
            }
            pending.replaceSubrange(pendingStart..., with: sorted)
        }
        while true {
            // The earliest grid sample of any segment (few are open at once: one or two per finger).
            var best: (index: Int, time: TraceTime, rank: Int, sequence: Int)?
            for (index, segment) in segments.enumerated() {
                let time = tickTime(segment.nextTick)
                if let current = best, (current.time, current.rank, current.sequence) <= (time, segment.rank, segment.sequence) { continue }
                best = (index, time, segment.rank, segment.sequence)
            }
            let held = pendingStart < pending.count ? pending[pendingStart] : nil
            let takeHeld: Bool
            if let held, let tick = best {
                takeHeld = (held.event.time, held.rank, held.sequence) < (tick.time, tick.rank, tick.sequence)
            } else {
                takeHeld = held != nil
            }
            if takeHeld, let held {
                if let limit, held.event.time >= limit { break }
                emit(held.event)
                pendingStart += 1
            } else if let tick = best {
                if let limit, tick.time >= limit { break }
                emit(self.tick(of: segments[tick.index]))
                segments[tick.index].nextTick += 1
                if segments[tick.index].nextTick >= segments[tick.index].endTick { segments.remove(at: tick.index) }
            } else {
                break
            }
        }
        if pendingStart > 1024 || pendingStart == pending.count {
            pending.removeSubrange(0..<pendingStart)
            pendingStart = 0
        }
    }
}
