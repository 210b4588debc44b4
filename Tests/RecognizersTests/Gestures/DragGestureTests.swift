@testable import Recognizers
import Testing

@Suite("DragGesture — docs/semantics.md#gestures")
struct DragGestureTests {
    private func logged(_ gesture: DragGesture, _ log: CallbackLog) -> ViewGesture {
        .gesture(gesture.onChanged { log("onChanged " + describe($0)) }.onEnded { log("onEnded " + describe($0)) })
    }

  @Test("active once 10 pt away, every field of the value, constant 400 pt/s")
    func basicDrag() {
        let log = CallbackLog()
        let entries = replay(logged(DragGesture(), log), log: log, [
            down(0, 100, 100), move(0.01, 104, 100), move(0.02, 108, 100), move(0.03, 112, 100),
            move(0.04, 116, 100), up(0.05, 120, 100),
        ])
        #expect(entries == [
            "0.03 onChanged loc (112,100) start (100,100) tr (12,0) v (400,0) pEndLoc (212,100) pEndTr (112,0) time 0.03",
            "0.04 onChanged loc (116,100) start (100,100) tr (16,0) v (400,0) pEndLoc (216,100) pEndTr (116,0) time 0.04",
            "0.05 onEnded loc (120,100) start (100,100) tr (20,0) v (400,0) pEndLoc (220,100) pEndTr (120,0) time 0.05",
        ])
    }

  @Test("minimumDistance 0 fires at touch-down with zero velocity")
    func zeroDistance() {
        let log = CallbackLog()
        let entries = replay(logged(DragGesture(minimumDistance: 0), log), log: log,
                             [down(0, 50, 50), move(0.016, 58, 50), up(0.032, 66, 50)])
        #expect(entries == [
            "0 onChanged loc (50,50) start (50,50) tr (0,0) v (0,0) pEndLoc (50,50) pEndTr (0,0) time 0",
            "0.016 onChanged loc (58,50) start (50,50) tr (8,0) v (500,0) pEndLoc (183,50) pEndTr (133,0) time 0.016",
            "0.032 onEnded loc (66,50) start (50,50) tr (16,0) v (500,0) pEndLoc (191,50) pEndTr (141,0) time 0.032",
        ])
    }

  @Test("below the threshold nothing fires, and a plain tap neither")
    func belowThreshold() {
        let log = CallbackLog()
        #expect(replay(logged(DragGesture(), log), log: log, [down(0, 100, 100), move(0.05, 105, 105), up(0.1, 106, 106)]).isEmpty)
        #expect(replay(logged(DragGesture(), log), log: log, [down(0, 100, 100), up(0.1, 100, 100)]).isEmpty)
    }

  @Test("updating writes the state, which resets before onEnded")
    func updatingThenEnded() {
        let log = CallbackLog()
        let offset = GestureState(wrappedValue: CGSize.zero, reset: { _, _ in log("GS:offset reset→(0,0)") })
        let gesture = DragGesture()
            .updating(offset) { value, state, _ in
                state = value.translation
                log("updating GS:offset→(\(state.width),\(state.height))")
            }
            .onEnded { log("onEnded (\($0.translation.width),\($0.translation.height))") }
        let entries = replay(.gesture(gesture), log: log,
                             [down(0, 100, 100), move(0.01, 115, 100), move(0.02, 130, 100), up(0.03, 130, 100)])
        #expect(entries == [
            "0.01 updating GS:offset→(15.0,0.0)",
            "0.02 updating GS:offset→(30.0,0.0)",
            "0.03 GS:offset reset→(0,0)",
            "0.03 onEnded (30.0,0.0)",
        ])
        #expect(offset.wrappedValue == .zero)
    }

  @Test("a cancelled drag resets its state and never ends")
    func cancelled() {
        let log = CallbackLog()
        let offset = GestureState(wrappedValue: CGSize.zero, reset: { _, _ in log("GS:offset reset→(0,0)") })
        let gesture = DragGesture()
            .updating(offset) { value, state, _ in state = value.translation; log("updating GS:offset→(\(state.width),\(state.height))") }
            .onEnded { _ in log("onEnded") }
        let entries = replay(.gesture(gesture), log: log, [down(0, 100, 100), move(0.01, 120, 100), cancel(0.02, 120, 100)])
        #expect(entries == ["0.01 updating GS:offset→(20.0,0.0)", "0.02 GS:offset reset→(0,0)"])
    }

    @Test("the threshold can be met by the up alone: onEnded with no onChanged")
    func thresholdAtUp() {
        let log = CallbackLog()
        let entries = replay(logged(DragGesture(), log), log: log, [down(0, 0, 0), up(0.1, 30, 40)])
        #expect(entries == ["0.1 onEnded loc (30,40) start (0,0) tr (30,40) v (300,400) pEndLoc (105,140) pEndTr (105,140) time 0.1"])
    }

    @Test("a second finger fails an active drag: no onEnded, even when both lift")
    func secondFinger() {
        let log = CallbackLog()
        let entries = replay(logged(DragGesture(), log), log: log, [
            down(0, 0, 0), move(0.1, 20, 0), down(0.15, 100, 100, pointer: 2), move(0.2, 40, 0),
            up(0.3, 40, 0), up(0.3, 100, 100, pointer: 2),
        ])
        #expect(entries == ["0.1 onChanged loc (20,0) start (0,0) tr (20,0) v (200,0) pEndLoc (70,0) pEndTr (70,0) time 0.1"])
    }

    @Test("locations are reported in the gesture's coordinate space")
    func localCoordinates() {
        let log = CallbackLog()
        let geometry = ViewGeometry(frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        let gesture = DragGesture(minimumDistance: 0).onEnded { log("(\($0.location.x),\($0.location.y)) from (\($0.startLocation.x),\($0.startLocation.y))") }
        let entries = replay(.gesture(gesture), geometry: geometry, log: log, [down(0, 60, 30), up(0.1, 70, 30)])
        #expect(entries == ["0.1 (20.0,10.0) from (10.0,10.0)"])
    }

    @Test("samples sharing a timestamp replace each other instead of dividing by zero")
    func sameTimestamp() {
        let log = CallbackLog()
        let entries = replay(logged(DragGesture(minimumDistance: 0), log), log: log,
                             [down(0, 0, 0), move(0.01, 10, 0), move(0.01, 20, 0), up(0.02, 30, 0)])
        #expect(entries.allSatisfy { !$0.contains("inf") && !$0.contains("nan") })
        // Samples 0@0, 20@0.01 (replacing 10@0.01), 30@0.02: 0.25 × 1000 + 0.75 × 2000 pt/s.
        #expect(entries.last == "0.02 onEnded loc (30,0) start (0,0) tr (30,0) v (1750,0) pEndLoc (467.5,0) pEndTr (467.5,0) time 0.02")
    }

    /// VS: Apple's own `VelocitySampler`, called on macOS. [MEASURED]
    @Test("the sampler as Apple's: 1, 2, 4 at 1, 2, 3 s is 1.25/s; a sample 0.5 ms on is a segment; an older one is ignored")
    func samplerAsMeasured() {
        var sampler = VelocitySampler<Double>()
        sampler.add(1, at: GestureTime(seconds: 1))
        sampler.add(2, at: GestureTime(seconds: 2))
        sampler.add(4, at: GestureTime(seconds: 3))
        #expect(sampler.velocity == 1.25)
        sampler.add(100, at: GestureTime(seconds: 2.5))
        #expect(sampler.velocity == 1.25)
        var close = VelocitySampler<Double>()
        close.add(0, at: GestureTime(seconds: 0))
        close.add(1, at: GestureTime(seconds: 0.0005))
        #expect(close.velocity == 2000)
    }
}
