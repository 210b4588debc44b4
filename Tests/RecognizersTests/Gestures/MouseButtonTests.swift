@testable import Recognizers
import Testing

/// A mouse's buttons (docs/semantics.md#input-beyond-touch): each button its own event
/// stream; taps, long presses and `Button` take the primary button only and fail on another;
/// a drag takes any.
@Suite("Mouse buttons: primary-only taps, long presses and Buttons; a drag with any button")
struct MouseButtonTests {
    private func click(_ t: Double, _ phase: TouchPhase, _ x: Double = 100, button: PointerButton = .primary, pointer: Int64 = 1) -> PointerEvent {
        PointerEvent(pointer: PointerEvent.stream(of: pointer, button: button), phase: phase, location: CGPoint(x: x, y: 100),
                     time: GestureTime(seconds: t), input: .pointer, button: button)
    }

    /// Replays one event per frame through `modifier` under `macos15`; the callbacks and every
    /// failure with its reason.
    private func replay(_ modifier: (CallbackLog) -> ViewGesture, _ events: [PointerEvent]) -> [String] {
        let log = CallbackLog()
        let replayer = GestureReplayer(profile: .macos15)
        log.replayer = replayer
        replayer.onRootPhaseChange = { _, kind, failure in
            if kind == .failed, let failure { log("failed: \(failure)") }
        }
        _ = try? replayer.attach(modifier(log), geometry: sceneV)
        for event in events { replayer.process(frame: [event]) }
        replayer.finish()
        return log.entries
    }

    @Test("a primary click taps; a secondary click fails the tap with its reason (docs/semantics.md#input-beyond-touch)")
    func tap() {
        let tap: (CallbackLog) -> ViewGesture = { log in .onTapGesture { log("tap") } }
        #expect(replay(tap, [click(0, .began), click(0.08, .ended)]) == ["0.08 tap"])
        #expect(replay(tap, [click(0, .began, button: .secondary), click(0.08, .ended, button: .secondary)])
            == ["0 failed: secondary button (taps, long presses and buttons take the primary button only)"])
        #expect(replay(tap, [click(0, .began, button: PointerButton(rawValue: 4))]) == ["0 failed: button 4 (taps, long presses and buttons take the primary button only)"])
    }

    @Test("a secondary button pressed during a primary click fails the tap at its press, not as another finger")
    func secondDuringFirst() {
        let tap: (CallbackLog) -> ViewGesture = { log in .onTapGesture { log("tap") } }
        #expect(replay(tap, [click(0, .began), click(0.02, .began, button: .secondary), click(0.04, .ended, button: .secondary), click(0.06, .ended)])
            == ["0.02 failed: secondary button (taps, long presses and buttons take the primary button only)"])
    }

    @Test("click and hold drives a long press with the primary button only (docs/semantics.md#input-beyond-touch, proposed)")
    func longPress() {
        let press: (CallbackLog) -> ViewGesture = { log in .gesture(LongPressGesture().onEnded { _ in log("pressed") }) }
        #expect(replay(press, [click(0, .began), click(0.6, .ended)]) == ["0.5 pressed"])
        #expect(replay(press, [click(0, .began, button: .secondary), click(0.6, .ended, button: .secondary)])
            == ["0 failed: secondary button (taps, long presses and buttons take the primary button only)"])
    }

    @Test("a drag follows a pointer with any button down")
    func drag() {
        let drag: (CallbackLog) -> ViewGesture = { log in .gesture(DragGesture().onEnded { log("ended \($0.translation.width)") }) }
        for button in [PointerButton.primary, .secondary] {
            #expect(replay(drag, [click(0, .began, button: button), click(0.1, .moved, 130, button: button), click(0.2, .ended, 140, button: button)])
                == ["0.2 ended 40.0"])
        }
    }

    @Test("a Button acts on a primary click; a secondary click does nothing, with the reason (docs/semantics.md#input-beyond-touch, proposed)")
    func button() {
        let view = SceneView("B", frame: CGRect(x: 50, y: 50, width: 100, height: 100)).control(.button())
        for (button, expected) in [(PointerButton.primary, ["0 B pressed true", "0.1 B pressed false", "0.1 B action"]),
                                   (.secondary, ["0 B failed: secondary button (taps, long presses and buttons take the primary button only)"])] {
            let entries = replayScene(profile: .macos15, explain: true, { _ in [view] }) { replayer in
                replayer.process(frame: [click(0, .began, button: button)])
                replayer.process(frame: [click(0.1, .ended, button: button)])
            }
            #expect(entries == expected, "\(button)")
        }
    }

    @Test("a Mac's context menu opens at a secondary click's or a control-click's press, and the control-click still taps; a held click opens nothing")
    func macContextMenu() {
        var control = click(0.5, .began)
        control.modifiers = .control
        let entries = replayScene(profile: .macos15, { log in
            [SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300)).onTapGesture { log("tap") }.contextMenu()]
        }) { replayer in
            for frame in [click(0, .began, button: .secondary), click(0.05, .ended, button: .secondary), control, click(0.55, .ended),
                          click(1, .began), click(1.8, .ended)] {
                replayer.process(frame: [frame])
            }
        }
        #expect(entries == ["0 P contextMenu presented", "0.5 P contextMenu presented", "0.55 tap"])
    }

    @Test("on an iPad a mouse's long press opens the context menu as a finger's does")
    func iPadContextMenu() {
        let entries = replayScene(profile: .ipados18, { _ in [SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300)).contextMenu()] }) { replayer in
            for frame in [click(0, .began, button: .secondary), click(0.05, .ended, button: .secondary), click(1, .began), click(1.8, .ended)] {
                replayer.process(frame: [frame])
            }
        }
        #expect(entries == ["1.5 P contextMenu presented"])
    }

    @Test("each button of one pointer is its own stream, and knows the trace's id")
    func streams() {
        #expect(PointerEvent.stream(of: 3, button: .primary) == 3)
        let secondary = PointerEvent.stream(of: 3, button: .secondary)
        #expect(secondary != 3)
        #expect(PointerEvent.stream(of: -2, button: .middle) != -2)
        var event = click(0, .began, pointer: 7)
        event.button = .secondary
        event.pointer = PointerEvent.stream(of: 7, button: .secondary)
        #expect(event.tracePointer == 7)
    }
}
