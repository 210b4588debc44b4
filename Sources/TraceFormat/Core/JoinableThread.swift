#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread running one closure, joined once. The one way this package starts threads:
/// `TracePrefetcher`'s reader and `ParallelWork`'s workers. Starting can fail (a process at its
/// thread limit); callers then run the work on their own thread, correct, just not parallel.
package struct JoinableThread {
    private let handle: pthread_t

    private init(handle: pthread_t) { self.handle = handle }

    /// Starts `body` on a new thread; nil when no thread can be started (`body` did not run).
    package static func start(_ body: @escaping @Sendable () -> Void) -> JoinableThread? {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        let created = pthread_create(&handle, nil, { context in
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0, let handle else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        #else
        var handle = pthread_t()
        let created = pthread_create(&handle, nil, { context in
            // Cannot trap: pthread_create always passes the context it was given.
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        #endif
        return JoinableThread(handle: handle)
    }

    /// Waits for the thread's closure to return.
    package func join() {
        pthread_join(handle, nil)
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
