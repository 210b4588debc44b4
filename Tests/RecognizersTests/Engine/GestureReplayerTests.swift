import Recognizers
import Testing

@Suite("GestureReplayer — instance lifetime, timers and pointers (docs/semantics.md#gestures; docs/semantics.md#the-model)")
struct GestureReplayerTests {
    @Test("after a long press ends with the finger down, later events do nothing until all fingers lift")
    func frozenUntilLift() {
        let log = CallbackLog()
        let gesture = LongPressGesture().onEnded { _ in log("ended") }
        let entries = replay(.gesture(gesture), log: log, [
            down(0, 0, 0), down(0.7, 50, 50, pointer: 2), up(0.8, 50, 50, pointer: 2), up(0.9, 0, 0),
            down(1.0, 0, 0, pointer: 3), up(1.6, 0, 0, pointer: 3),
        ])
        #expect(entries == ["0.5 ended", "1.5 ended"])
    }

    @Test("a timer fires before an event at the same time")
    func timerBeforeEventAtSameTime() {
        let log = CallbackLog()
        let gesture = LongPressGesture().onEnded { _ in log("ended") }
        #expect(replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.5, 20, 0)]) == ["0.5 ended"])
    }

    @Test("two fingers landing in one frame fail a one-finger gesture")
    func twoFingersOneFrame() {
        let log = CallbackLog()
        let gesture = TapGesture().onEnded { log("tap") }
        #expect(replay(.gesture(gesture), log: log, [down(0, 0, 0), down(0, 50, 0, pointer: 2), up(0.1, 0, 0), up(0.1, 50, 0, pointer: 2)]).isEmpty)
    }

    @Test("a finger landing in the frame the tracked one lifts is still a second finger")
    func landingWhileLifting() throws {
        let log = CallbackLog()
        let gesture = TapGesture().onEnded { log("tap") }
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), up(0.1, 0, 0), down(0.1, 50, 0, pointer: 2), up(0.2, 50, 0, pointer: 2)])
        #expect(entries.isEmpty)
    }

    @Test("attachments are independent and timers fire across them in time order")
    func timersInTimeOrder() throws {
        let log = CallbackLog()
        let replayer = GestureReplayer()
        log.replayer = replayer
        try replayer.attach(.gesture(LongPressGesture(minimumDuration: 0.6).onEnded { _ in log("slow") }))
        try replayer.attach(.gesture(LongPressGesture(minimumDuration: 0.4).onEnded { _ in log("fast") }))
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: .zero, time: GestureTime(seconds: 0))])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .ended, location: .zero, time: GestureTime(seconds: 1))])
        replayer.finish()
        #expect(log.entries == ["0.4 fast", "0.6 slow"])
    }

    @Test("root phase changes carry the failure reason")
    func failureReasons() throws {
        let replayer = GestureReplayer()
        var reasons: [String] = []
        replayer.onRootPhaseChange = { _, kind, failure in reasons.append("\(kind.rawValue)\(failure.map { ": \($0)" } ?? "")") }
        try replayer.attach(.gesture(TapGesture()))
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: .zero, time: GestureTime(seconds: 0))])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .moved, location: CGPoint(x: 46, y: 0), time: GestureTime(seconds: 0.1))])
        #expect(reasons == ["failed: moved 46 pt (limit 45 pt)"])
    }
}
