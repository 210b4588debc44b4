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

    package static func run<Result>(workers: Int, _ work: @escaping (Int) -> Result) -> [Result] {
        let count = max(1, workers)
        let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        defer {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
        var threads: [JoinableThread] = []
        for worker in 1..<count {
            if let thread = JoinableThread.start({ slots[worker] = work(worker) }) {
                threads.append(thread)
            } else {
                slots[worker] = work(worker)
            }
        }
        slots[0] = work(0)
        for thread in threads { thread.join() }
        // Cannot trap: every slot is written before the threads are joined: a thread that cannot start runs its job inline.
        return (0..<count).map { slots[$0]! }
    }
}
