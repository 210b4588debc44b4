import Testing
@testable import Recognizers

/// Drivers ask only gestures with timers for a deadline after each event; a gesture that keeps
/// a timer but says it has none would never fire it.
@Suite("GestureTraits: which gestures keep timers")
struct GestureTraitsTests {
    @Test("taps, long presses and anything made with them keep timers; drags, pinches and rotations do not")
    func timers() {
        #expect(TapGesture(count: 2)._makeRecognizer().traits.hasTimers)
        #expect(LongPressGesture()._makeRecognizer().traits.hasTimers)
        #expect(!DragGesture()._makeRecognizer().traits.hasTimers)
        #expect(!MagnifyGesture()._makeRecognizer().traits.hasTimers)
        #expect(!RotateGesture()._makeRecognizer().traits.hasTimers)
        #expect(!DragGesture().onEnded { _ in }.map { _ in 1 }._makeRecognizer().traits.hasTimers)
        #expect(DragGesture().simultaneously(with: TapGesture())._makeRecognizer().traits.hasTimers)
        #expect(LongPressGesture().sequenced(before: DragGesture())._makeRecognizer().traits.hasTimers)
        #expect(DragGesture().exclusively(before: LongPressGesture()).onChanged { _ in }._makeRecognizer().traits.hasTimers)
    }

    @Test("a drag alone asks for no deadline, even mid-gesture; a long press asks for its own")
    func deadlines() {
        let drag = DragGesture()._makeRecognizer()
        let down = PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 10, y: 10), time: GestureTime(nanoseconds: 0))
        _ = drag.update(GestureUpdate(time: down.time, events: [down], geometry: ViewGeometry(frame: CGRect(x: 0, y: 0, width: 100, height: 100))))
        #expect(drag.deadline == nil)
        let press = LongPressGesture(minimumDuration: 0.5)._makeRecognizer()
        _ = press.update(GestureUpdate(time: down.time, events: [down], geometry: ViewGeometry(frame: CGRect(x: 0, y: 0, width: 100, height: 100))))
        #expect(press.deadline == GestureTime(nanoseconds: 500_000_000))
    }
}
