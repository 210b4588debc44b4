/// Re-samples a trace at another rate, as a device with a different touch sampling rate would
/// have reported the same fingers: every `down`, `up` and `cancel` is kept exactly (time and
/// place); the `move`s are replaced by samples on one grid of `rate` Hz shared by all pointers and
/// anchored at the trace's first event, each placed on the straight line between the original
/// samples around it.
///
/// Events go in and come out in time order. A grid sample of a pointer is known only once that
/// pointer's next original sample has been read, so output waits until every pointer that is down
/// has caught up; what is held back is bounded by the longest gap between two samples of one
/// pointer, not by the length of the trace.
public struct TraceResampler {
    public let rate: Double
    private var origin: TraceTime?
    private var pointers: [Int64: Sample] = [:]
    /// Output not yet safe to release, with the rank of its pointer (the order pointers went
    /// down), which orders events of equal time.
    private var pending: [(event: TraceEvent, rank: Int)] = []
    private var nextRank = 0
    private var pendingStart = 0

    private struct Sample {
        var time: TraceTime
        var x: Double
        var y: Double
        /// The index on the grid of the next grid time after `time`.
        var nextTick: Int64
        var rank: Int
    }

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
        switch event.phase {
        case .down:
            pending.append((event, nextRank))
            pointers[event.pointer] = Sample(time: event.time, x: event.x, y: event.y, nextTick: firstTick(after: event.time), rank: nextRank)
            nextRank += 1
        case .move, .up, .cancel:
            guard var sample = pointers[event.pointer] else {
                pending.append((event, nextRank))
                break
            }
            // Grid samples between the previous original sample and this one; a move that lands
            // on a tick becomes that tick's sample, an up on a tick keeps its own exact place.
            while true {
                let tick = tickTime(sample.nextTick)
                if tick > event.time || (tick == event.time && event.phase != .move) { break }
                let fraction = event.time == sample.time ? 1
                    : Double(tick.nanoseconds - sample.time.nanoseconds) / Double(event.time.nanoseconds - sample.time.nanoseconds)
                pending.append((TraceEvent(time: tick, pointer: event.pointer, phase: .move,
                                           x: sample.x + (event.x - sample.x) * fraction,
                                           y: sample.y + (event.y - sample.y) * fraction, line: event.line, input: event.input),
                                sample.rank))
                sample.nextTick += 1
            }
            if event.phase == .move {
                sample.time = event.time
                sample.x = event.x
                sample.y = event.y
                pointers[event.pointer] = sample
            } else {
                pending.append((event, sample.rank))
                pointers[event.pointer] = nil
            }
        }
        release(through: watermark(readTime: event.time), emit: emit)
    }

    /// Releases everything held back; call after the last event.
    public mutating func finish(emit: (TraceEvent) -> Void) {
        release(through: nil, emit: emit)
    }

    /// No later output can come before this time: pointers that are down produce ticks after
    /// their last original sample, and events not read yet come at or after the last read time.
    private func watermark(readTime: TraceTime) -> TraceTime {
        var limit = readTime
        for sample in pointers.values where sample.time < limit { limit = sample.time }
        return limit
    }

    private mutating func release(through limit: TraceTime?, emit: (TraceEvent) -> Void) {
        // Ticks are appended pointer by pointer; order them by time, then by the order their
        // pointers went down, then as appended.
        let unsorted = pending[pendingStart...]
        if unsorted.count > 1 {
            let sorted = unsorted.enumerated().sorted { a, b in
                if a.element.event.time != b.element.event.time { return a.element.event.time < b.element.event.time }
                if a.element.rank != b.element.rank { return a.element.rank < b.element.rank }
                return a.offset < b.offset
            }.map(\.element)
            pending.replaceSubrange(pendingStart..., with: sorted)
        }
        var index = pendingStart
        while index < pending.count, limit.map({ pending[index].event.time < $0 }) ?? true {
            emit(pending[index].event)
            index += 1
        }
        pendingStart = index
        if pendingStart > 1024 || pendingStart == pending.count {
            pending.removeSubrange(0..<pendingStart)
            pendingStart = 0
        }
    }
}
