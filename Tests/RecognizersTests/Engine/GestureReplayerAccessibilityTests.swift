@testable import Recognizers
import Testing
import TraceFormat

/// Assistive technologies' actions (docs/semantics.md#keys-focus-and-assistive-technologies, proposed): activation, adjustment,
/// scrolling and named actions on the view they name, without hit testing.
@Suite("Accessibility actions: the default action before the gestures, controls, a synthesized tap, adjust and scroll")
struct GestureReplayerAccessibilityTests {
    /// Replays `scene` and logs callbacks and control events, each control event with who caused it.
    private func replay(_ scene: @escaping (CallbackLog) -> [SceneView], drive: (GestureReplayer) -> Void) -> [String] {
        let log = CallbackLog()
        let replayer = GestureReplayer(profile: .ios18)
        log.replayer = replayer
        replayer.onControlEvent = { log("\($0.view) \(describe($0.kind)) via \($0.via?.rawValue ?? "touch")") }
        _ = try? replayer.load(scene(log))
        drive(replayer)
        replayer.finish()
        return log.entries
    }

    private func at(_ seconds: Double) -> GestureTime { GestureTime(seconds: seconds) }

    /// H: a tap and a default action; T: a tap only, its activation point at its top-left
    /// quarter's centre; D: a drag only; B: a Button; S: a Slider 0…10 at 5; A: adjustable and scrollable.
    private func scene(_ log: CallbackLog) -> [SceneView] {
        [
            SceneView("H", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                .modifier(.onTapGesture { log("H tap") })
                .accessibility(AccessibilityHandler(.action(.default, { log("H default action") })))
                .accessibility(AccessibilityHandler(.action(.named("Delete"), { log("H Delete") }))),
            SceneView("T", frame: CGRect(x: 100, y: 0, width: 100, height: 100))
                .modifier(.onTapGesture { log("T tap") })
                .accessibilityActivationPoint(.unit(UnitPoint(x: 0.25, y: 0.25))),
            SceneView("D", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log("D drag ended") }),
            SceneView("B", frame: CGRect(x: 0, y: 200, width: 100, height: 44)).control(.button()),
            SceneView("S", frame: CGRect(x: 0, y: 300, width: 300, height: 44)).control(.slider(value: 5, range: 0...10)),
            SceneView("A", frame: CGRect(x: 0, y: 400, width: 100, height: 100))
                .accessibility(AccessibilityHandler(.adjustable({ log("A \($0.rawValue)") })))
                .accessibility(AccessibilityHandler(.scroll({ log("A scroll \($0.rawValue)") }))),
        ]
    }

    @Test("activate runs the default action instead of the tap; a Button acts; a tap-only view is tapped at its activation point for 0.05 s")
    func activate() {
        var outcomes: [AccessibilityOutcome] = []
        let log = replay(scene) { replayer in
            outcomes.append(replayer.accessibility(.activate, view: "H", time: at(0.1)))
            outcomes.append(replayer.accessibility(.activate, view: "B", via: .switchControl, time: at(0.2)))
            outcomes.append(replayer.accessibility(.activate, view: "T", time: at(0.3)))
        }
        #expect(outcomes == [.handler, .control, .synthesizedTap(CGPoint(x: 125, y: 25))])
        #expect(log == ["0.1 H default action", "0.2 B action via switchControl", "0.35 T tap"])
    }

    @Test("activate never reaches a drag, even one that a tap would end; nor a view that is gone")
    func unreachable() {
        var outcomes: [AccessibilityOutcome] = []
        let log = replay(scene) { replayer in
            outcomes.append(replayer.accessibility(.activate, view: "D", time: at(0.1)))
            outcomes.append(replayer.accessibility(.activate, view: "nowhere", time: at(0.2)))
            outcomes.append(replayer.accessibility(.magicTap, view: "H", time: at(0.3)))
        }
        #expect(outcomes == [.nothing(reason: "no accessibility action, control or tap gesture: an activation reaches no long press, drag, pinch or rotation"),
                             .unknownView, .nothing(reason: "no .accessibilityAction(.magicTap)")])
        #expect(log == [])
    }

    @Test("a view hidden from assistive technologies, or inside one, is reached by none of their requests")
    func hidden() {
        var outcomes: [AccessibilityOutcome] = []
        let log = replay({ log in
            [SceneView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), children: [
                SceneView("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    .accessibility(AccessibilityHandler(.action(.default, { log("C default") }))),
            ]).accessibilityHidden(true)]
        }) { replayer in
            outcomes.append(replayer.accessibility(.activate, view: "C", time: at(0.1)))
        }
        #expect(outcomes == [.nothing(reason: "assistive technologies do not see it: .accessibilityHidden(true) on 'P'")])
        #expect(log == [])
    }

    @Test("a child of an element that ignores or combines its children is no element; a combined one takes their actions; a tap reaches a Button")
    func elements() {
        var outcomes: [AccessibilityOutcome] = []
        let log = replay({ log in
            [SceneView("C", frame: CGRect(x: 0, y: 0, width: 200, height: 100), children: [
                SceneView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    .accessibility(AccessibilityHandler(.adjustable({ log("A \($0.rawValue)") }))),
                SceneView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100)).control(.button()),
            ]).accessibilityElement(children: .combine),
             SceneView("W", frame: CGRect(x: 0, y: 200, width: 100, height: 100), children: [
                SceneView("X", frame: CGRect(x: 0, y: 200, width: 100, height: 100)).control(.button()),
             ])]
        }) { replayer in
            outcomes.append(replayer.accessibility(.increment, view: "A", time: at(0.1)))
            outcomes.append(replayer.accessibility(.increment, view: "C", time: at(0.2)))
            outcomes.append(replayer.accessibility(.activate, view: "W", time: at(0.3)))
        }
        #expect(outcomes == [.nothing(reason: "it is no element of its own: 'C' has .accessibilityElement(children: .combine); act on 'C'"),
                             .handler, .synthesizedTap(CGPoint(x: 50, y: 250))])
        #expect(log == ["0.2 A increment", "0.3 X pressed true via touch", "0.35 X pressed false via touch", "0.35 X action via touch"])
    }

    @Test("a Slider with a step takes one step per increment")
    func sliderStep() {
        let log = replay({ _ in [SceneView("S", frame: CGRect(x: 0, y: 0, width: 300, height: 44)).control(.slider(value: 5, range: 0...10, step: 2.5))] }) { replayer in
            replayer.accessibility(.increment, view: "S", time: at(0.1))
            replayer.accessibility(.increment, view: "S", time: at(0.2))
            replayer.accessibility(.decrement, view: "S", time: at(0.3))
        }
        #expect(log == ["0.1 S sliderValue 7.5 via voiceOver", "0.2 S sliderValue 10 via voiceOver", "0.3 S sliderValue 7.5 via voiceOver"])
    }

    @Test("a second activation lifts the first synthesized tap at once; a named action runs its handler")
    func overlapping() {
        let log = replay(scene) { replayer in
            replayer.accessibility(.activate, view: "T", time: at(0.1))
            replayer.accessibility(.named("Delete"), view: "H", time: at(0.12))
        }
        #expect(log == ["0.12 T tap", "0.12 H Delete"])
    }

    @Test("increment and decrement run the adjustable action, or step a Slider by a tenth of its range; scroll its handler")
    func adjust() {
        let log = replay(scene) { replayer in
            replayer.accessibility(.increment, view: "A", time: at(0.1))
            replayer.accessibility(.decrement, view: "A", time: at(0.2))
            replayer.accessibility(.scroll(.bottom), view: "A", time: at(0.3))
            replayer.accessibility(.increment, view: "S", time: at(0.4))
            for step in 0..<6 { replayer.accessibility(.increment, view: "S", time: at(0.5 + Double(step) / 10)) }
            #expect(replayer.accessibility(.scroll(.top), view: "S", time: at(1.2)) == .nothing(reason: "no .accessibilityScrollAction"))
        }
        #expect(log == ["0.1 A increment", "0.2 A decrement", "0.3 A scroll bottom", "0.4 S sliderValue 6 via voiceOver",
                        "0.5 S sliderValue 7 via voiceOver", "0.6 S sliderValue 8 via voiceOver", "0.7 S sliderValue 9 via voiceOver",
                        "0.8 S sliderValue 10 via voiceOver"])
    }
}
