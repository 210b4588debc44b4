@testable import Recognizers
import Testing
import TraceFormat

/// Focus and keys (docs/semantics.md#keys-focus-and-assistive-technologies): one focused view per scene, keys up the
/// focus chain until one handler returns `.handled`, then Tab and keyboard shortcuts.
@Suite("Focus and keys: the focus chain, .handled and .ignored, Tab, keyboard shortcuts")
struct GestureReplayerFocusTests {
    private func press(_ key: Character, _ phase: KeyPress.Phases = .down, _ modifiers: EventModifiers = []) -> KeyPress {
        KeyPress(key: KeyEquivalent(key), characters: String(key), modifiers: modifiers, phase: phase)
    }

    /// P contains F (focusable, with two handlers) and B, a Button with ⌘S; Q is a second Button with ⌘S after it.
    private func scene(_ log: CallbackLog, fFirst: KeyPress.Result = .ignored, disabledB: Bool = false) -> [SceneView] {
        let field = SceneView("F", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            .focus(FocusHandler(focusable: .automatic, onChange: { log("F focus \($0)") }))
            .onKeyPress(KeyPressHandler(keys: .keys([KeyEquivalent("\u{F703}")])) { log("F right \($0.phase.name)"); return fFirst })
            .onKeyPress(KeyPressHandler(keys: .any, phases: .all) { log("F any \($0.characters) \($0.phase.name)"); return .ignored })
        var save = SceneView("B", frame: CGRect(x: 0, y: 200, width: 100, height: 44)).control(.button()).keyboardShortcut(KeyboardShortcut(KeyEquivalent("s")))
        if disabledB { save = save.disabled(true) }
        let other = SceneView("Q", frame: CGRect(x: 0, y: 300, width: 100, height: 44)).control(.button()).keyboardShortcut(KeyboardShortcut(KeyEquivalent("s")))
        return [SceneView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [field, save, other])
            .onKeyPress(KeyPressHandler(keys: .characters({ $0.isLetter })) { log("P letter \($0.characters)"); return .handled })]
    }

    @Test("no focus: no .onKeyPress runs, whatever the key (docs/semantics.md#keys-focus-and-assistive-technologies); a shortcut still fires, at the key down")
    func noFocus() {
        var outcomes: [KeyOutcome] = []
        let log = replayScene(profile: .ipados18, { self.scene($0) }) { replayer in
            outcomes.append(replayer.key(press("a"), time: GestureTime(seconds: 0.1)))
            outcomes.append(replayer.key(press("s", .down, .command), time: GestureTime(seconds: 0.2)))
            outcomes.append(replayer.key(press("s", .up, .command), time: GestureTime(seconds: 0.3)))
        }
        #expect(log == ["0.2 B action"])
        #expect(outcomes == [.unhandled(focused: false), .shortcut(view: "B"), .unhandled(focused: false)])
    }

    @Test("the focused view's handlers in source order, then its ancestors', until one returns .handled (docs/semantics.md#keys-focus-and-assistive-technologies)")
    func chain() {
        let log = replayScene(profile: .ipados18, { self.scene($0) }) { replayer in
            #expect(replayer.focus("F", time: GestureTime(seconds: 0.1)) == .moved(from: nil, to: "F"))
            // Right arrow: F's first handler ignores it, F's second ignores it, P's takes letters only.
            #expect(replayer.key(press("\u{F703}"), time: GestureTime(seconds: 0.2)) == .unhandled(focused: true))
            #expect(replayer.key(press("x"), time: GestureTime(seconds: 0.3)) == .handled(view: "P"))
            // A repeat reaches the handlers whose phases take it; an up only `.all`'s.
            #expect(replayer.key(press("\u{F703}", .up), time: GestureTime(seconds: 0.4)) == .unhandled(focused: true))
            #expect(replayer.focus(nil, time: GestureTime(seconds: 0.5)) == .moved(from: "F", to: nil))
        }
        #expect(log == ["0.1 F focus true", "0.2 F right down", "0.2 F any \u{F703} down", "0.3 F any x down", "0.3 P letter x",
                        "0.4 F any \u{F703} up", "0.5 F focus false"])
    }

    @Test(".handled stops the key: neither the next handler, an ancestor, nor a shortcut sees it")
    func handledStops() {
        let log = replayScene(profile: .ipados18, { self.scene($0, fFirst: .handled) }) { replayer in
            replayer.focus("F", time: GestureTime(seconds: 0.1))
            #expect(replayer.key(press("\u{F703}"), time: GestureTime(seconds: 0.2)) == .handled(view: "F"))
        }
        #expect(log == ["0.1 F focus true", "0.2 F right down"])
    }

    @Test("a shortcut needs its exact modifiers, skips disabled controls, and the first in preorder wins (docs/semantics.md#keys-focus-and-assistive-technologies)")
    func shortcuts() {
        var outcomes: [KeyOutcome] = []
        _ = replayScene(profile: .ipados18, { self.scene($0, disabledB: true) }) { replayer in
            outcomes.append(replayer.key(press("s", .down, [.command, .option]), time: GestureTime(seconds: 0.1)))
            outcomes.append(replayer.key(press("s", .down, [.command, .capsLock]), time: GestureTime(seconds: 0.2)))
        }
        #expect(outcomes == [.unhandled(focused: false), .shortcut(view: "Q")])
        // A capital letter stands for Shift and its key (docs/semantics.md#keys-focus-and-assistive-technologies).
        let capital = KeyboardShortcut(KeyEquivalent("A"))
        #expect(capital.matches(press("a", .down, [.command, .shift])) && capital.matches(press("A", .down, [.command, .shift])))
        #expect(!capital.matches(press("a", .down, .command)))
        #expect(KeyboardShortcut.defaultAction.matches(press("\r")) && !KeyboardShortcut.defaultAction.matches(press("\r", .down, .command)))
        // A capital pressed is Shift and its key too: ⌘T is not ⌘t, and K with ⌘ is ⌘⇧K.
        #expect(!KeyboardShortcut(KeyEquivalent("t")).matches(press("T", .down, .command)))
        #expect(KeyboardShortcut(KeyEquivalent("K")).matches(press("K", .down, .command)))
    }

    @Test("Space presses the focused Button with full keyboard access; a repeat or another key does not")
    func spacePresses() {
        var outcomes: [KeyOutcome] = []
        let log = replayScene(profile: .macos15, { self.scene($0) }) { replayer in
            replayer.onControlEvent = { event in outcomes.append(.activated(view: "\(event.view) via \(event.via?.rawValue ?? "")")) }
            replayer.fullKeyboardAccess = true
            replayer.focus("B", time: GestureTime(seconds: 0.1))
            outcomes.append(replayer.key(press(" "), time: GestureTime(seconds: 0.2)))
            outcomes.append(replayer.key(press(" ", .repeat), time: GestureTime(seconds: 0.3)))
            outcomes.append(replayer.key(press("x"), time: GestureTime(seconds: 0.4)))
        }
        // The key that is no Space goes up the focus chain to P's handler.
        #expect(log == ["0.4 P letter x"])
        #expect(outcomes == [.activated(view: "B via fullKeyboardAccess"), .activated(view: "B"), .unhandled(focused: true), .handled(view: "P")])
    }

    @Test("state a key's callback assigns moves focus: true or the equals: value gains it, false or another value loses it")
    func focusFollowsState() {
        // A stand-in for @FocusState: F's binding asks for focus while `wanted` says so; the key
        // handler on P assigns it.
        final class Binding { var wanted: Bool? = false }
        let binding = Binding()
        let log = replayScene(profile: .ipados18, { log in
            [SceneView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [
                SceneView("F", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    .focus(FocusHandler(focusable: .automatic))
                    .focus(FocusHandler(focusable: nil, onChange: { binding.wanted = $0; log("F focus \($0)") }, wanted: { binding.wanted })),
                SceneView("G", frame: CGRect(x: 0, y: 200, width: 100, height: 100)).focus(FocusHandler(focusable: .automatic)),
            ]).onKeyPress(KeyPressHandler(keys: .any) { press in
                binding.wanted = press.characters == "f"
                log("P \(press.characters)")
                return .handled
            })]
        }) { replayer in
            replayer.focus("G", time: GestureTime(seconds: 0.1))
            replayer.key(press("f"), time: GestureTime(seconds: 0.2))
            #expect(replayer.focusedView == "F")
            replayer.key(press("x"), time: GestureTime(seconds: 0.3))
            #expect(replayer.focusedView == nil)
        }
        #expect(log == ["0.2 P f", "0.2 F focus true", "0.3 P x", "0.3 F focus false"])
    }

    @Test("a view takes focus with .focusable; a Button only with full keyboard access; never disabled (docs/semantics.md#keys-focus-and-assistive-technologies)")
    func focusable() {
        _ = replayScene(profile: .ipados18, { self.scene($0) }) { replayer in
            #expect(replayer.focus("B", time: GestureTime(seconds: 0.1)) == .notFocusable)
            #expect(replayer.focus("nowhere", time: GestureTime(seconds: 0.1)) == .unknownView)
            #expect(replayer.focus("F", time: GestureTime(seconds: 0.1)) == .moved(from: nil, to: "F"))
            #expect(replayer.focus("F", time: GestureTime(seconds: 0.1)) == .unchanged)
            replayer.fullKeyboardAccess = true
            #expect(replayer.focus("B", time: GestureTime(seconds: 0.2)) == .moved(from: "F", to: "B"))
            #expect(replayer.focusedView == "B")
        }
    }

    @Test("Tab and Shift-Tab move focus leading to trailing, depth first, wrapping, with full keyboard access (docs/semantics.md#keys-focus-and-assistive-technologies)")
    func tab() {
        var moves: [KeyOutcome] = []
        _ = replayScene(profile: .ipados18, { self.scene($0) }) { replayer in
            replayer.fullKeyboardAccess = true
            for index in 0..<4 { moves.append(replayer.key(press("\t"), time: GestureTime(seconds: Double(index)))) }
            moves.append(replayer.key(press("\t", .down, .shift), time: GestureTime(seconds: 5)))
        }
        #expect(moves == [.focusMoved(.moved(from: nil, to: "F")), .focusMoved(.moved(from: "F", to: "B")),
                          .focusMoved(.moved(from: "B", to: "Q")), .focusMoved(.moved(from: "Q", to: "F")),
                          .focusMoved(.moved(from: "F", to: "Q"))])
    }

    @Test("a touch on a view with .edit focus gives it focus; a touch elsewhere leaves focus where it is (docs/semantics.md#keys-focus-and-assistive-technologies)")
    func tapFocuses() {
        let log = replayScene(profile: .ipados18, { self.scene($0) }) { replayer in
            replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 50, y: 50), time: GestureTime(seconds: 0.1))])
            replayer.process(frame: [PointerEvent(pointer: 1, phase: .ended, location: CGPoint(x: 50, y: 50), time: GestureTime(seconds: 0.2))])
            replayer.process(frame: [PointerEvent(pointer: 2, phase: .began, location: CGPoint(x: 200, y: 600), time: GestureTime(seconds: 0.3))])
            replayer.process(frame: [PointerEvent(pointer: 2, phase: .ended, location: CGPoint(x: 200, y: 600), time: GestureTime(seconds: 0.4))])
            #expect(replayer.focusedView == "F")
        }
        #expect(log == ["0.1 F focus true"])
    }
}
