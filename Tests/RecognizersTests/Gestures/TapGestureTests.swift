import Recognizers
import Testing

@Suite("TapGesture — docs/semantics.md#gestures")
struct TapGestureTests {
    private func tap(count: Int = 1, _ log: CallbackLog) -> ViewGesture {
        .gesture(TapGesture(count: count).onEnded { log("onEnded") })
    }

  @Test("a single tap ends at the up")
    func singleTap() {
        let log = CallbackLog()
        #expect(replay(tap(log), log: log, [down(0, 100, 100), up(0.08, 100, 100)]) == ["0.08 onEnded"])
    }

  @Test("30 pt of movement is within the 45 pt slop")
    func slop() {
        let log = CallbackLog()
        let entries = replay(tap(log), log: log, [down(0, 100, 100), move(0.04, 130, 100), up(0.08, 130, 100)])
        #expect(entries == ["0.08 onEnded"])
    }

  @Test("moving 46 pt fails the tap")
    func movedTooFar() {
        let log = CallbackLog()
        #expect(replay(tap(log), log: log, [down(0, 100, 100), move(0.04, 146, 100), up(0.08, 146, 100)]).isEmpty)
    }

    @Test("45 pt exactly fails: the limit is ≥")
    func movementLimitIsInclusive() {
        let log = CallbackLog()
        #expect(replay(tap(log), log: log, [down(0, 100, 100), up(0.08, 145, 100)]).isEmpty)
        let justInside = CallbackLog()
        #expect(replay(tap(justInside), log: justInside, [down(0, 100, 100), up(0.08, 144.9, 100)]) == ["0.08 onEnded"])
    }

  @Test("held 0.75 s the tap fails at the deadline, not at the up")
    func heldTooLong() throws {
        let log = CallbackLog()
        let replayer = GestureReplayer()
        log.replayer = replayer
        var failures: [String] = []
        replayer.onRootPhaseChange = { _, kind, failure in
            if kind == .failed { failures.append("\(replayer.time.nanoseconds) \(failure!)") }
        }
        try replayer.attach(tap(log), geometry: sceneV)
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 100, y: 100), time: GestureTime(seconds: 0))])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .ended, location: CGPoint(x: 100, y: 100), time: GestureTime(seconds: 0.9))])
        replayer.finish()
        #expect(log.entries.isEmpty)
        #expect(failures == ["750000000 held 0.75 s, the longest a tap may last"])
    }

  @Test("a double tap ends at the second up")
    func doubleTap() {
        let log = CallbackLog()
        let entries = replay(.onTapGesture(count: 2) { log("double") }, log: log,
                             [down(0, 100, 100), up(0.08, 100, 100), down(0.2, 102, 101, pointer: 2), up(0.28, 102, 101, pointer: 2)])
        #expect(entries == ["0.28 double"])
    }

  @Test("a second tap after the 0.35 s window starts over, and fails too")
    func doubleTapTooSlow() {
        let log = CallbackLog()
        let entries = replay(.onTapGesture(count: 2) { log("double") }, log: log,
                             [down(0, 100, 100), up(0.08, 100, 100), down(0.5, 100, 100, pointer: 2), up(0.58, 100, 100, pointer: 2)])
        #expect(entries.isEmpty)
    }

  @Test("a triple tap")
    func tripleTap() {
        let log = CallbackLog()
        let entries = replay(tap(count: 3, log), log: log, [
            down(0, 100, 100), up(0.08, 100, 100),
            down(0.2, 100, 100, pointer: 2), up(0.28, 100, 100, pointer: 2),
            down(0.4, 100, 100, pointer: 3), up(0.48, 100, 100, pointer: 3),
        ])
        #expect(entries == ["0.48 onEnded"])
    }

    @Test("the next tap must be up by the deadline: an up at exactly up + 0.35 s is too late")
    func repeatDeadlineIsInclusive() {
        let log = CallbackLog()
        let entries = replay(tap(count: 2, log), log: log,
                             [down(0, 100, 100), up(0.1, 100, 100), down(0.3, 100, 100, pointer: 2), up(0.45, 100, 100, pointer: 2)])
        #expect(entries.isEmpty)
    }

    @Test("a second finger fails a tap in progress")
    func secondFinger() {
        let log = CallbackLog()
        let entries = replay(tap(log), log: log,
                             [down(0, 100, 100), down(0.02, 150, 100, pointer: 2), up(0.05, 150, 100, pointer: 2), up(0.08, 100, 100)])
        #expect(entries.isEmpty)
    }

    @Test("a cancelled tap does not end")
    func cancelled() {
        let log = CallbackLog()
        #expect(replay(tap(log), log: log, [down(0, 100, 100), cancel(0.05, 100, 100)]).isEmpty)
    }

    @Test("taps after a failed instance are recognized again")
    func recognizesAgainAfterFailure() {
        let log = CallbackLog()
        let entries = replay(tap(log), log: log,
                             [down(0, 100, 100), move(0.04, 160, 100), up(0.08, 160, 100), down(1, 10, 10, pointer: 2), up(1.05, 10, 10, pointer: 2)])
        #expect(entries == ["1.05 onEnded"])
    }
}
