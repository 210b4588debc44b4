import Testing
@testable import TraceFormat

@Suite("JoinableThread: the one way threads start")
struct JoinableThreadTests {
    private final class Counter: @unchecked Sendable {
        var values: [Int] = []
    }

    @Test("each thread's closure has run, and its writes are visible, once it is joined")
    func join() throws {
        let counters = (0..<4).map { _ in Counter() }
        var threads: [JoinableThread] = []
        for index in 0..<4 {
            let counter = counters[index]
            threads.append(try #require(JoinableThread.start { counter.values = Array(0...index) }))
        }
        for thread in threads { thread.join() }
        #expect(counters.map(\.values) == [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3]])
    }
}
