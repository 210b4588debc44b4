@testable import Recognizers
import Testing

/// `.onHover` and `.onContinuousHover` (docs/semantics.md#input-beyond-touch, proposed): the frame is the
/// region, nothing on top hides it, nested and overlapping views are hovered together, exits
/// run before entries, and hover binds no pointer.
@Suite("Hover: frames, not hit testing; exits first; no gesture sees it")
struct HoverTests {
    private func replay(_ scene: (CallbackLog) -> [SceneView], _ moves: [(Double, CGPoint?)], pointer: Int64 = 1) -> [String] {
        let log = CallbackLog()
        let replayer = GestureReplayer(profile: .macos15)
        log.replayer = replayer
        _ = try? replayer.load(scene(log))
        for (t, location) in moves { replayer.hover(pointer: pointer, at: location, time: GestureTime(seconds: t)) }
        replayer.finish()
        return log.entries
    }

    @Test("a view drawn on top hides nothing: both overlapping siblings are hovered; the one left first is exited first")
    func overlapping() {
        let scene: (CallbackLog) -> [SceneView] = { log in [
            SceneView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100)).onHover { log("A \($0)") },
            SceneView("B", frame: CGRect(x: 50, y: 0, width: 100, height: 100)).onHover { log("B \($0)") }
                .onTapGesture { log("B tap") },
        ] }
        #expect(replay(scene, [(0, CGPoint(x: 75, y: 50)), (0.1, CGPoint(x: 120, y: 50)), (0.2, CGPoint(x: 20, y: 50)), (0.3, nil)])
            == ["0 A true", "0 B true", "0.1 A false", "0.2 B false", "0.2 A true", "0.3 A false"])
    }

    @Test("onContinuousHover reports each sample inside in its space, and .ended once outside; the end of a trace ends nothing")
    func continuous() {
        let scene: (CallbackLog) -> [SceneView] = { log in [
            SceneView("P", frame: CGRect(x: 100, y: 100, width: 200, height: 200), children: [
                SceneView("C", frame: CGRect(x: 150, y: 150, width: 50, height: 50))
                    .onContinuousHover { log("C \($0)") }
                    .onContinuousHover(coordinateSpace: .named("P")) { log("C in P \($0)") },
            ]).coordinateSpace(name: "P"),
        ] }
        #expect(replay(scene, [(0, CGPoint(x: 160, y: 170)), (0.5, CGPoint(x: 190, y: 199)), (1, CGPoint(x: 10, y: 10)), (2, CGPoint(x: 151, y: 151))])
            == ["0 C active((10.0, 20.0))", "0 C in P active((60.0, 70.0))",
                "0.5 C active((40.0, 49.0))", "0.5 C in P active((90.0, 99.0))",
                "1 C ended", "1 C in P ended",
                "2 C active((1.0, 1.0))", "2 C in P active((51.0, 51.0))"])
    }

    @Test("two hovering pointers each have their own views")
    func twoPointers() {
        let log = CallbackLog()
        let replayer = GestureReplayer(profile: .ipados18)
        log.replayer = replayer
        _ = try? replayer.load([SceneView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100)).onHover { log("V \($0)") }])
        replayer.hover(pointer: 1, at: CGPoint(x: 10, y: 10), time: GestureTime(seconds: 0))
        replayer.hover(pointer: 2, at: CGPoint(x: 20, y: 20), time: GestureTime(seconds: 0.1))
        replayer.hover(pointer: 1, at: nil, time: GestureTime(seconds: 0.2))
        replayer.hover(pointer: 2, at: CGPoint(x: 30, y: 30), time: GestureTime(seconds: 0.3))
        #expect(log.entries == ["0 V true", "0.1 V true", "0.2 V false"])
    }
}
