import Recognizers
import Testing

@Suite("ExclusiveGesture — docs/semantics.md#proposals-implemented")
struct ExclusiveGestureTests {
    private func doubleBeforeSingle(_ log: CallbackLog) -> ViewGesture {
        .gesture(
            TapGesture(count: 2).onEnded { log("D") }
                .exclusively(before: TapGesture(count: 1).onEnded { log("S") })
                .onEnded { value in
                    switch value {
                    case .first: log("X(.first(()))")
                    case .second: log("X(.second(()))")
                    }
                })
    }

  @Test("a single tap waits for the double tap to fail, 0.35 s after the up")
    func singleTapWaits() {
        let log = CallbackLog()
        let entries = replay(doubleBeforeSingle(log), log: log, [down(0, 100, 100), up(0.08, 100, 100)])
        #expect(entries == ["0.43 S", "0.43 X(.second(()))"])
    }

  @Test("a double tap wins and the single tap never fires")
    func doubleTapWins() {
        let log = CallbackLog()
        let entries = replay(doubleBeforeSingle(log), log: log,
                             [down(0, 100, 100), up(0.08, 100, 100), down(0.2, 100, 100, pointer: 2), up(0.28, 100, 100, pointer: 2)])
        #expect(entries == ["0.28 D", "0.28 X(.first(()))"])
    }

    @Test("an active first gesture fails a tap second")
    func activeFirstFailsTap() {
        let log = CallbackLog()
        let gesture = LongPressGesture().onEnded { _ in log("press") }
            .exclusively(before: TapGesture().onEnded { log("tap") })
        let entries = replay(.gesture(gesture), log: log, [down(0, 100, 100), up(0.1, 100, 100)])
        #expect(entries.isEmpty)
    }

    @Test("a dependency-free second gesture runs on its own")
    func dependencyFreeSecond() {
        let log = CallbackLog()
        let gesture = TapGesture(count: 2).onEnded { log("D") }
            .exclusively(before: DragGesture(minimumDistance: 0).onEnded { log("drag \($0.translation.width)") })
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), up(0.1, 5, 0)])
        #expect(entries == ["0.1 drag 5.0"])
    }
}
