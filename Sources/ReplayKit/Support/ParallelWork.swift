#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import TraceFormat

/// Runs `work(worker)` for each of `workers` workers at once: worker 0 on this thread, the
/// others on their own threads, and returns their results in worker order. Each worker owns
/// everything it touches (`lint` gives each its own copy of the scene, `check` its own traces),
/// so nothing is shared but the result slots, each written by one thread before the threads are
/// joined. The one worker pool of `lint` and `check`.
package enum ParallelWork {
    /// How many workers the machine runs at once: its online cores, at most `limit`.
    package static func workerCount(limit: Int) -> Int {
        max(1, min(limit, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    }

    package static func run<Result: Sendable>(workers: Int, _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
        run(workers: workers, onThisThread: { work(0) }, work)
    }

    /// The same, with worker 0's work apart: it runs on this thread, so it may use what this
    /// thread holds and cannot share (lint's first worker reuses the replay it already loaded).
    package static func run<Result: Sendable>(workers: Int, onThisThread first: () -> Result,
                                              _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
        let count = max(1, workers)
        let slots = Slots<Result>(count: count)
        defer { slots.free() }
        var threads: [JoinableThread] = []
        for worker in 1..<count {
            if let thread = JoinableThread.start({ slots.base[worker] = work(worker) }) {
                threads.append(thread)
            } else {
                slots.base[worker] = work(worker)
            }
        }
        slots.base[0] = first()
        for thread in threads { thread.join() }
        // Cannot trap: every slot is written before the threads are joined: a thread that cannot start runs its job inline.
        return (0..<count).map { slots.base[$0]! }
    }

    /// One result slot per worker. Unchecked (docs/architecture.md#threads): each slot is
    /// written by one thread only, and read after every thread is joined.
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result?>
        init(count: Int) {
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
            self.count = count
        }
        private let count: Int
        func free() {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// `work(index)` for each index below `count`, on `workers` workers that each take the next
    /// index as they finish one, so a few long jobs do not leave a worker idle; the results in
    /// index order.
    package static func map<Result: Sendable>(_ count: Int, workers: Int, _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
        let next = NextIndex()
        let done = run(workers: min(max(1, workers), max(1, count))) { _ in
            var mine: [(Int, Result)] = []
            while let index = next.take(below: count) { mine.append((index, work(index))) }
            return mine
        }
        return done.flatMap { $0 }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The next index to take, shared by the workers under a lock. Unchecked
    /// (docs/architecture.md#threads): the lock guards `next`.
    private final class NextIndex: @unchecked Sendable {
        private var lock = pthread_mutex_t()
        private var next = 0
        init() { pthread_mutex_init(&lock, nil) }
        deinit { pthread_mutex_destroy(&lock) }
        func take(below count: Int) -> Int? {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
