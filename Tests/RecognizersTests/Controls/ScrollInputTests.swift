@testable import Recognizers
import Testing

/// Scroll wheels and trackpad scrolls (docs/semantics.md#input-beyond-touch): they move the innermost
/// scroll view under the cursor that scrolls their way, never a gesture.
@Suite("Scroll input: the scroll view under the cursor moves, no gesture sees it")
struct ScrollInputTests {
    @Test("a wheel over a row with a drag scrolls the list, not the drag; a click afterwards lands where the row has moved to")
    func wheelThenTap() {
        let entries = replayScene(profile: .macos15, { log in
            let row = SceneView("R", frame: CGRect(x: 0, y: 100, width: 390, height: 100))
                .gesture(DragGesture().onChanged { _ in log("drag") })
                .onTapGesture { log("tap") }
            return [SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [row])
                .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 3000))))]
        }) { replayer in
            replayer.scroll(at: CGPoint(x: 50, y: 150), by: CGPoint(x: 0, y: 80), input: .wheel, time: GestureTime(seconds: 0))
            // The row now spans y 20…120: a click at 150 misses it, one at 50 taps it.
            for (t, y) in [(0.5, 150.0), (1.0, 50.0)] {
                let down = PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 50, y: y), time: GestureTime(seconds: t), input: .pointer)
                var up = down
                up.phase = .ended
                up.time = GestureTime(seconds: t + 0.05)
                replayer.process(frame: [down])
                replayer.process(frame: [up])
            }
        }
        #expect(entries == ["0 S scrollPhase interacting", "0 S scrollEnd (0, 80)", "0 S scrollPhase idle", "1.05 tap"])
    }

    @Test("the fingers' lift waits one display frame for momentum before the view comes to rest; content edges clamp")
    func momentumWait() {
        let entries = replayScene(profile: .ipados18, { _ in
            [SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 900))))]
        }) { replayer in
            replayer.scroll(at: CGPoint(x: 10, y: 10), by: CGPoint(x: 0, y: 40), input: .fingers(.began), time: GestureTime(seconds: 0))
            replayer.scroll(at: CGPoint(x: 10, y: 10), by: CGPoint(x: 0, y: 40), input: .fingers(.ended), time: GestureTime(seconds: 0.1))
            replayer.scroll(at: CGPoint(x: 10, y: 10), by: CGPoint(x: 0, y: -500), input: .wheel, time: GestureTime(seconds: 1))
        }
        #expect(entries == ["0 S scrollPhase interacting", "0.116666667 S scrollEnd (0, 56)", "0.116666667 S scrollPhase idle",
                            "1 S scrollPhase interacting", "1 S scrollEnd (0, 0)", "1 S scrollPhase idle"])
    }
}
