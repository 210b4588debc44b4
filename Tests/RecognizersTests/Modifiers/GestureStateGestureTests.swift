import Recognizers
import Testing

@Suite("updating(_:body:) and @GestureState")
struct GestureStateGestureTests {
    @Test("the state holds the written value during the gesture and its initial value after")
    func stateLifecycle() {
        let log = CallbackLog()
        let offset = GestureState(wrappedValue: 0.0)
        var seen: [Double] = []
        let gesture = DragGesture(minimumDistance: 0)
            .updating(offset) { value, state, _ in state = value.translation.width }
            .onChanged { _ in seen.append(offset.wrappedValue) }
        replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.1, 7, 0), up(0.2, 9, 0)])
        #expect(seen == [0, 7])
        #expect(offset.wrappedValue == 0)
    }

    @Test("updating runs only when the value changes: a long press runs it once")
    func dedupe() {
        let log = CallbackLog()
        let pressing = GestureState(wrappedValue: false)
        let gesture = LongPressGesture().updating(pressing) { value, state, _ in state = value; log("updating") }
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.1, 1, 0), move(0.2, 2, 0), up(0.3, 2, 0)])
        #expect(entries == ["0 updating"])
    }

    /// FB16430342, opt-in (docs/semantics.md#platform-quirks).
    @Test("the quirk longPressUpdatingNeverCalled: a long press's updating never runs, its onEnded does; a drag's updating still runs")
    func longPressUpdatingQuirk() {
        var settings = ArbitrationProfile.ios18.settings
        settings.quirks = .longPressUpdatingNeverCalled
        let log = CallbackLog()
        let pressing = GestureState(wrappedValue: false)
        let press = LongPressGesture().updating(pressing) { value, state, _ in state = value; log("updating") }.onEnded { _ in log("onEnded") }
        #expect(replay(log: log, [down(0, 10, 10), up(0.6, 10, 10)], profile: .ios18, settings: settings) {
            try $0.attach(.gesture(press), geometry: sceneV)
        } == ["0.5 onEnded"])
        let dragLog = CallbackLog()
        let offset = GestureState(wrappedValue: 0.0)
        let drag = DragGesture().updating(offset) { value, state, _ in state = value.translation.width; dragLog("updating") }
        #expect(replay(log: dragLog, [down(0, 10, 10), move(0.1, 30, 10), up(0.2, 30, 10)], profile: .ios18, settings: settings) {
            try $0.attach(.gesture(drag), geometry: sceneV)
        } == ["0.1 updating"])
    }

    @Test("reset receives the value before the reset")
    func resetReceivesPreviousValue() {
        let log = CallbackLog()
        let offset = GestureState(wrappedValue: 0.0, reset: { value, _ in log("reset from \(value)") })
        let gesture = DragGesture().updating(offset) { value, state, _ in state = value.translation.width }
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.1, 12, 0), up(0.2, 15, 0)])
        #expect(entries == ["0.2 reset from 12.0"])
    }

    @Test("no reset without a prior update")
    func noResetWithoutUpdate() {
        let log = CallbackLog()
        let offset = GestureState(wrappedValue: 0.0, reset: { _, _ in log("reset") })
        let gesture = DragGesture().updating(offset) { value, state, _ in state = value.translation.width }
        #expect(replay(.gesture(gesture), log: log, [down(0, 0, 0), up(0.2, 3, 0)]).isEmpty)
    }

    @Test("an outer updating resets after an inner onEnded")
    func outerUpdatingOrder() {
        let log = CallbackLog()
        let state = GestureState(wrappedValue: 0, reset: { _, _ in log("reset") })
        let gesture = DragGesture().onEnded { _ in log("onEnded") }.updating(state) { _, value, _ in value += 1 }
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.1, 20, 0), up(0.2, 20, 0)])
        #expect(entries == ["0.2 onEnded", "0.2 reset"])
    }
}
