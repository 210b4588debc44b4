import Recognizers
import Testing

@Suite("Optional gestures and phase observation")
struct OptionalGestureTests {
    @Test("a nil gesture always fails, so a parent's .gesture on a child's nil gesture still works")
    func nilGesture() {
        let log = CallbackLog()
        // As an app writes it (`isEditing ? nil : DragGesture()`), through a function so the
        // condition is not a constant the compiler warns about.
        func gesture(isEditing: Bool) -> DragGesture? { isEditing ? nil : DragGesture() }
        let childGesture = gesture(isEditing: true)
        let scene = [SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
            SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100)).gesture(childGesture),
        ]).onTapGesture { log("parent") }]
        #expect(replay(scene: scene, log: log, [down(0, 100, 100), up(0.05, 100, 100)]) == ["0.05 parent"])
        let alone = CallbackLog()
        #expect(replay(.gesture(childGesture.onEnded { _ in alone("ended") }), log: alone, [down(0, 0, 0), up(0.1, 50, 0)]).isEmpty)
    }

    @Test("_observingPhase reports each change with its reason, and held-back taps")
    func observing() {
        let log = CallbackLog()
        let gesture = TapGesture(count: 2)._observingPhase { log("double \($0.kind.rawValue)\($0.failure.map { ": \($0)" } ?? "")") }
            .exclusively(before: TapGesture()._observingPhase { log("single \($0.heldBack ? "held" : $0.kind.rawValue)") })
        let entries = replay(.gesture(gesture), log: log, [down(0, 0, 0), up(0.08, 0, 0)])
        #expect(entries == ["0.08 single held", "0.43 double failed: next tap did not finish within 0.35 s", "0.43 single ended"])
    }
}
