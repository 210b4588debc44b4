import Recognizers
import Testing

@Suite("SequenceGesture — long press before drag (docs/semantics.md#proposals-implemented)")
struct SequenceGestureTests {
    private func pressThenDrag(_ log: CallbackLog, dragMinimum: CGFloat = 10) -> ViewGesture {
        let state = GestureState<String>(wrappedValue: "inactive", reset: { _, _ in log("reset") })
        return .gesture(
            LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture(minimumDistance: dragMinimum))
                .updating(state) { value, state, _ in
                    switch value {
                    case .first(true): state = "pressing"
                    case .second(true, let drag): state = "dragging \(drag?.translation.width ?? 0)"
                    default: state = "?"
                    }
                    log(state)
                }
                .onEnded { value in
                    if case .second(true, let drag?) = value { log("ended \(drag.translation.width) from \(drag.startLocation.x)") }
                })
    }

    @Test("pressed, then dragged: the drag starts where the finger was when the press was recognized")
    func dragged() {
        let log = CallbackLog()
        let entries = replay(pressThenDrag(log), log: log, [
            down(0, 100, 100), move(0.3, 102, 100), move(0.6, 105, 100), move(0.7, 125, 100), up(0.8, 130, 100),
        ])
        #expect(entries == [
            "0 pressing",
            "0.5 dragging 0.0",
            "0.7 dragging 20.0",
            "0.8 reset",
            "0.8 ended 25.0 from 105.0",
        ])
    }

    @Test("pressed and released without dragging: the drag fails, so the sequence fails — state resets, no onEnded")
    func releasedWithoutDragging() {
        let log = CallbackLog()
        let entries = replay(pressThenDrag(log), log: log, [down(0, 100, 100), up(0.9, 100, 100)])
        #expect(entries == ["0 pressing", "0.5 dragging 0.0", "0.9 reset"])
    }

    @Test("with DragGesture(minimumDistance: 0) a release after the press ends the sequence")
    func releaseWithZeroDistanceDrag() {
        let log = CallbackLog()
        let entries = replay(pressThenDrag(log, dragMinimum: 0), log: log, [down(0, 100, 100), up(0.9, 100, 100)])
        #expect(entries == ["0 pressing", "0.5 dragging 0.0", "0.9 reset", "0.9 ended 0.0 from 100.0"])
    }

    @Test("released before the press is recognized: the sequence fails at once")
    func releasedEarly() {
        let log = CallbackLog()
        #expect(replay(pressThenDrag(log), log: log, [down(0, 100, 100), up(0.2, 100, 100)]) == ["0 pressing", "0.2 reset"])
    }
}

@Suite("SimultaneousGesture — magnify with rotate (docs/semantics.md#gestures)")
struct SimultaneousGestureTests {
    @Test("both children see both fingers; the combination ends when both have ended")
    func magnifyAndRotate() {
        let log = CallbackLog()
        let gesture = MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { log("changed \($0.first.map { "\($0.magnification)" } ?? "nil") \($0.second.map { "\(Int($0.rotation.degrees.rounded()))°" } ?? "nil")") }
            .onEnded { log("ended \($0.first?.magnification ?? 0) \(Int($0.second?.rotation.degrees.rounded() ?? 0))°") }
        let entries = replay(.gesture(gesture), log: log, [
            down(0, 100, 100, pointer: 1), down(0, 200, 100, pointer: 2),
            move(0.1, 100, 300, pointer: 2),
            up(0.2, 100, 300, pointer: 2), up(0.2, 100, 100, pointer: 1),
        ])
        #expect(entries == ["0.1 changed 2.0 90°", "0.2 ended 2.0 90°"])
    }

    @Test("with a tap, the combined onEnded waits for the tap to fail at 0.75 s")
    func waitsForBoth() {
        let log = CallbackLog()
        let gesture = TapGesture().simultaneously(with: LongPressGesture().onEnded { _ in log("press") })
            .onEnded { value in log("both: tap \(value.first == nil ? "nil" : "()"), press \(value.second.map { "\($0)" } ?? "nil")") }
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), up(1, 0, 0)])
        #expect(entries == ["0.5 press", "0.75 both: tap nil, press true"])
    }
}
