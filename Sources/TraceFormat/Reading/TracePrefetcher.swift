#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and parses a trace on a second thread while the caller replays what was read before, so
/// that on two cores parsing and replaying overlap. Events come back in batches, in file order,
/// each batch ending early at the first error it met, which comes with it — so a consumer
/// replays everything before a bad line first, exactly as when reading on one thread.
///
/// At most `depth` batches wait at any time: memory stays bounded however long the trace is.
/// Unchecked: docs/architecture.md#threads says why it is safe.
public final class TracePrefetcher: @unchecked Sendable {
    public struct Batch {
        public var events: [TraceEvent]
        /// The error that ended this batch; reading goes on after it unless `stop()` is called.
        public var error: TraceError?
    }

    /// Events per batch: large enough that handing a batch over costs nothing per event, small
    /// enough that the first replay starts at once. 192 KiB of events, as 4,096 events were
    /// before a trace event grew to 64 bytes (0.13.0): the batches in flight are most of a
    /// replay's memory.
    public static let batchSize = 196_608 / MemoryLayout<TraceEvent>.stride
    static let depth = 4

    /// Only the producing thread touches it once started: no runtime exclusivity check per event.
    @exclusivity(unchecked) private var reader: TraceReader
    private var ready: [Batch] = []
    private var spare: [[TraceEvent]] = []
    private var finished = false
    private var stopped = false
    private var mutex = pthread_mutex_t()
    private var changed = pthread_cond_t()
    private var thread: JoinableThread?
    /// The reader's state once it has read everything (or stopped), for end-of-trace checks.
    public private(set) var eventCount = 0
    public private(set) var pointersDown: [(pointer: Int64, downLine: Int)] = []

    /// Takes over `reader` (its header already read) and starts reading on a new thread.
    public init(reader: consuming TraceReader) {
        self.reader = reader
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&changed, nil)
        // The thread keeps the prefetcher alive until it has read everything or is stopped.
        thread = JoinableThread.start { [self] in produce() }
        if thread == nil {
            // No thread: read everything here instead; correct, just not parallel.
            produce()
        }
    }

    deinit {
        pthread_cond_destroy(&changed)
        pthread_mutex_destroy(&mutex)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }

    private func produce() {
        while true {
            var events = locked { spare.popLast() } ?? []
            if events.count < Self.batchSize {
                events += repeatElement(TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 0, phase: .down, x: 0, y: 0),
                                        count: Self.batchSize - events.count)
            }
            var error: TraceError?
            var atEnd = false
            var filled = 0
            do {
                atEnd = try events.withUnsafeMutableBufferPointer { (batch) throws(TraceError) -> Bool in
                    try !reader.readEvents(into: batch, count: &filled)
                }
            } catch let failure {
                error = failure
                // A failed read cannot go on; a bad line can, and so can a line the profile
                // lacks the input of (validate reads on).
                if failure.kind == .cannotOpen || failure.kind == .readFailed { atEnd = true }
            }
            events.removeLast(events.count - filled)
            let count = reader.eventCount
            let down = atEnd ? reader.pointersDown : []
            let keepGoing: Bool = locked {
                while ready.count >= Self.depth && !stopped { pthread_cond_wait(&changed, &mutex) }
                if stopped { return false }
                ready.append(Batch(events: events, error: error))
                eventCount = count
                if atEnd {
                    pointersDown = down
                    finished = true
                }
                pthread_cond_broadcast(&changed)
                return !atEnd
            }
            if !keepGoing { return }
        }
    }

    /// The next batch in file order, or nil once the trace is read.
    public func next() -> Batch? {
        locked {
            while ready.isEmpty && !finished && !stopped { pthread_cond_wait(&changed, &mutex) }
            guard !ready.isEmpty else { return nil }
            let batch = ready.removeFirst()
            pthread_cond_broadcast(&changed)
            return batch
        }
    }

    /// Hands a batch's storage back for reuse.
    public func recycle(_ events: [TraceEvent]) {
        locked { if spare.count < Self.depth { spare.append(events) } }
    }

    /// Stops reading (after an error the caller will not go past) and waits for the thread.
    public func stop() {
        locked {
            stopped = true
            pthread_cond_broadcast(&changed)
        }
        join()
    }

    /// Waits for the reading thread to end; call after the last batch.
    public func join() {
        thread.take()?.join()
    }
}
