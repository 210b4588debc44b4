import Testing
import TraceFormat
import TraceImport

@Suite("SessionBuilder: pointer ids, times from 0 and idle-gap splits, for every format")
struct SessionBuilderTests {
    @Test("a finger down after a quiet gap starts a new session with time 0 and pointer 0")
    func splitsAtIdleGaps() {
        var builder = SessionBuilder(transform: PointTransform(scaleX: 0.5, scaleY: 2, minimumX: 10, minimumY: 0), splitGap: 1)
        func frame(_ time: Int64, before: Int, after: Int, _ actions: [ContactAction]) {
            builder.beginFrame(at: time, contactsDown: before)
            for action in actions { builder.apply(action, at: time, line: Int(time / 1_000_000)) }
            builder.endFrame(at: time, contactsDownBefore: before, contactsDown: after)
        }
        frame(5_000_000_000, before: 0, after: 2, [.down(contact: 3, x: 10, y: 1), .down(contact: 4, x: 30, y: 1)])
        frame(5_100_000_000, before: 2, after: 0, [.up(contact: 4, x: 30, y: 1), .up(contact: 3, x: 12, y: 1)])
        frame(5_900_000_000, before: 0, after: 1, [.down(contact: 5, x: 10, y: 0)])   // 0.8 s later: same session
        frame(6_000_000_000, before: 1, after: 0, [.up(contact: 5, x: 10, y: 0)])
        frame(7_500_000_000, before: 0, after: 1, [.down(contact: 6, x: 20, y: 0)])   // 1.5 s later: a new one
        let sessions = builder.finish()
        #expect(sessions.count == 2)
        #expect(sessions[0].events.map { "\($0.time) \($0.pointer) \($0.phase) \(NumberFormat.string($0.x)) \(NumberFormat.string($0.y))" } == [
            "0 0 down 0 2", "0 1 down 10 2", "0.1 1 up 10 2", "0.1 0 up 1 2",
            "0.9 2 down 0 0", "1 2 up 0 0",
        ])
        #expect(sessions[0].contacts == 3)
        #expect(sessions[0].maximumSimultaneous == 2)
        #expect(sessions[1].events.map { "\($0.time) \($0.pointer) \($0.phase)" } == ["0 0 down"])
        #expect(sessions[1].events[0].line == 7500)
    }
}
