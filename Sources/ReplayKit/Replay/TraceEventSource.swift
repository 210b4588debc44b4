import TraceFormat

/// Where a replay's events come from: the reader on this thread, the reader on a second thread
/// (`PrefetchedEvents`), or either re-sampled (`ResampledEvents`). The replay loop is one loop
/// over any of them; the frame rule is `FrameBuilder`'s alone.
package protocol TraceEventSource: ~Copyable {
    /// The next event, or nil at the end. A bad line throws; the call after it goes on with the
    /// next line, so a caller can skip it.
    mutating func next() throws(TraceError) -> TraceEvent?
    /// Stops early, after an error the replay does not skip.
    mutating func stop()
    /// Events read so far (after the end: all of them).
    var eventCount: Int { get }
    /// Pointers down after the events read so far, with the line of their `down`.
    var pointersDown: [(pointer: Int64, downLine: Int)] { get }
}

extension TraceReader: TraceEventSource {
    package mutating func stop() {}
}

/// The trace parsed on a second thread (`TracePrefetcher`) in batches, handed out one event at a
/// time; a batch's error comes after its events, so everything before a bad line replays first.
package struct PrefetchedEvents: TraceEventSource {
    private let prefetcher: TracePrefetcher
    private var batch: [TraceEvent] = []
    private var index = 0
    private var pendingError: TraceError?
    private var ended = false

    package init(_ reader: consuming TraceReader) {
        prefetcher = TracePrefetcher(reader: reader)
    }

    @inline(__always)
    package mutating func next() throws(TraceError) -> TraceEvent? {
        if index < batch.count {
            index += 1
            return batch[index - 1]
        }
        return try nextBatch()
    }

    private mutating func nextBatch() throws(TraceError) -> TraceEvent? {
        while true {
            if let error = pendingError {
                pendingError = nil
                throw error
            }
            if !batch.isEmpty {
                prefetcher.recycle(batch)
                batch = []
            }
            guard !ended, let next = prefetcher.next() else {
                if !ended {
                    ended = true
                    prefetcher.join()
                }
                return nil
            }
            batch = next.events
            index = 0
            pendingError = next.error
            if index < batch.count {
                index += 1
                return batch[0]
            }
        }
    }

    package mutating func stop() {
        guard !ended else { return }
        ended = true
        prefetcher.stop()
    }

    package var eventCount: Int { prefetcher.eventCount }
    package var pointersDown: [(pointer: Int64, downLine: Int)] { prefetcher.pointersDown }
}

/// Another source's events re-sampled at a fixed rate (`--resample`): downs and ups exact, moves
/// on one grid, a bounded buffer (`TraceResampler`).
package struct ResampledEvents<Inner: TraceEventSource & ~Copyable>: TraceEventSource, ~Copyable {
    private var inner: Inner
    private var resampler: TraceResampler
    private var ready: [TraceEvent] = []
    private var index = 0
    private var innerEnded = false

    package init(_ inner: consuming Inner, rate: Double) {
        self.inner = inner
        resampler = TraceResampler(rate: rate)
    }

    package mutating func next() throws(TraceError) -> TraceEvent? {
        while index == ready.count {
            ready.removeAll(keepingCapacity: true)
            index = 0
            if innerEnded { return nil }
            if let event = try inner.next() {
                resampler.feed(event) { ready.append($0) }
            } else {
                innerEnded = true
                resampler.finish { ready.append($0) }
            }
        }
        index += 1
        return ready[index - 1]
    }

    package mutating func stop() { inner.stop() }
    package var eventCount: Int { inner.eventCount }
    package var pointersDown: [(pointer: Int64, downLine: Int)] { inner.pointersDown }
}
