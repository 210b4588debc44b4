import Recognizers
import Testing

@Suite("LongPressGesture — docs/semantics.md#gestures")
struct LongPressGestureTests {
    private func lifecycle(_ log: CallbackLog, _ lines: [Line]) -> [String] {
        let pressing = GestureState(wrappedValue: false, reset: { _, _ in log("GS:pressing reset→false") })
        let gesture = LongPressGesture()
            .updating(pressing) { value, state, _ in state = value; log("updating(\(value)) GS:pressing→\(state)") }
            .onChanged { log("onChanged(\($0))") }
            .onEnded { log("onEnded(\($0))") }
        return replay(.gesture(gesture), log: log, lines)
    }

  @Test("active at touch-down, reset then onEnded at down + 0.5 s, nothing afterwards")
    func lifecycle() {
        let log = CallbackLog()
        let entries = lifecycle(log, [down(0, 100, 100), move(0.2, 103, 100), up(0.9, 103, 100)])
        #expect(entries == [
            "0 updating(true) GS:pressing→true",
            "0 onChanged(true)",
            "0.5 GS:pressing reset→false",
            "0.5 onEnded(true)",
        ])
    }

  @Test("released early — the state resets, no onEnded")
    func releasedEarly() {
        let log = CallbackLog()
        let entries = lifecycle(log, [down(0, 100, 100), up(0.3, 100, 100)])
        #expect(entries == ["0 updating(true) GS:pressing→true", "0 onChanged(true)", "0.3 GS:pressing reset→false"])
    }

  @Test("moved beyond maximumDistance — fails at that move")
    func movedTooFar() {
        let log = CallbackLog()
        let entries = lifecycle(log, [down(0, 100, 100), move(0.1, 106, 100), move(0.2, 111, 100), up(0.6, 111, 100)])
        #expect(entries == ["0 updating(true) GS:pressing→true", "0 onChanged(true)", "0.2 GS:pressing reset→false"])
    }

  @Test("onLongPressGesture — pressing(true), then pressing(false) and perform at recognition")
    func convenienceRecognized() {
        let log = CallbackLog()
        let modifier = ViewGesture.onLongPressGesture(minimumDuration: 1.0, perform: { log("perform") },
                                                      onPressingChanged: { log("pressing(\($0))") })
        let entries = replay(modifier, log: log, [down(0, 100, 100), up(1.5, 100, 100)])
        #expect(entries == ["0 pressing(true)", "1 pressing(false)", "1 perform"])
    }

  @Test("onLongPressGesture released early — pressing(false) only")
    func convenienceReleasedEarly() {
        let log = CallbackLog()
        let modifier = ViewGesture.onLongPressGesture(minimumDuration: 1.0, perform: { log("perform") },
                                                      onPressingChanged: { log("pressing(\($0))") })
        let entries = replay(modifier, log: log, [down(0, 100, 100), up(0.4, 100, 100)])
        #expect(entries == ["0 pressing(true)", "0.4 pressing(false)"])
    }

  @Test("minimumDuration 0 ends at touch-down")
    func zeroDuration() {
        let log = CallbackLog()
        let entries = replay(.gesture(LongPressGesture(minimumDuration: 0).onEnded { log("ended(\($0))") }), log: log,
                             [down(0, 100, 100), up(0.3, 100, 100)])
        #expect(entries == ["0 ended(true)"])
    }

    @Test("an up at exactly down + minimumDuration counts as success")
    func upAtDeadline() {
        let log = CallbackLog()
        let entries = replay(.gesture(LongPressGesture().onEnded { log("ended(\($0))") }), log: log,
                             [down(0, 100, 100), up(0.5, 100, 100)])
        #expect(entries == ["0.5 ended(true)"])
    }

    @Test("a deadline still pending at the end of the trace fires")
    func deadlineAtEndOfTrace() {
        let log = CallbackLog()
        let entries = replay(.gesture(LongPressGesture(minimumDuration: 2).onEnded { log("ended(\($0))") }), log: log,
                             [down(0, 100, 100)])
        #expect(entries == ["2 ended(true)"])
    }

    @Test("a second finger cancels the press: the state resets, no onEnded")
    func secondFinger() {
        let log = CallbackLog()
        let entries = lifecycle(log, [down(0, 100, 100), down(0.1, 150, 150, pointer: 2), up(0.9, 100, 100), up(0.9, 150, 150, pointer: 2)])
        #expect(entries == ["0 updating(true) GS:pressing→true", "0 onChanged(true)", "0.1 GS:pressing reset→false"])
    }
}
