import Testing
import TestSupport
@testable import SwiftSource

/// Control flow in callbacks, run against the scene's state: each test moves a square with
/// `.offset(x:)` so that which later taps hit it shows what the statements did.
@Suite("StateEffects: guard, if let, else if, switch, toggle() and return in callbacks")
struct CallbackStatementsTests {
    @Test("switch picks the first matching case (values, ranges, default); guard's else returns before the rest")
    func switchAndGuard() throws {
        let scene = """
            @State private var x = 0.0
            @State private var mode = 0
            Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture {
                guard mode < 3 else { return }
                switch mode {
                case 0: x += 100
                case 1..<2:
                    x -= 50
                default:
                    break
                }
                mode += 1
            }
            """
        // The square starts at 170…220. Tap 1 moves it to 270…320 (the second tap at 195
        // misses); tap 3 at 295 moves it back 50 (220…270); taps 4 and 5 at 245 hit it: mode 2
        // does nothing, and from mode 3 the guard returns, so it never moves again.
        let taps = SceneHarness.taps([(195, 428.5), (195, 428.5), (295, 428.5), (245, 428.5), (245, 428.5), (245, 428.5)])
        #expect(try SceneHarness.replay(scene, taps).records == [
            "0.05 Root/Color perform", "1.05 Root/Color perform", "1.55 Root/Color perform", "2.05 Root/Color perform", "2.55 Root/Color perform",
        ])
    }

    @Test("if let binds only when the optional has a value, and the binding is seen inside its block; ?? and == nil read optionals")
    func ifLet() throws {
        let scene = """
            @State private var x = 0.0
            @State private var saved: Double? = nil
            Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture {
                if let previous = saved {
                    x = previous + (saved ?? 0)
                } else if saved == nil {
                    saved = 50
                }
            }
            """
        // Tap 1: nothing saved yet, so 50 is saved and the square stays; tap 2 moves it 100 right
        // (170…220 to 270…320): tap 3 where it was misses, tap 4 at 295 finds it.
        let taps = SceneHarness.taps([(195, 428.5), (195, 428.5), (195, 428.5), (295, 428.5)])
        #expect(try SceneHarness.replay(scene, taps) == (records: ["0.05 Root/Color perform", "0.55 Root/Color perform", "1.55 Root/Color perform"], notes: []))
    }

    @Test("an else-if chain of 20,000 arms is read in one loop (it overflowed the stack when each else read the rest of the chain) and takes its matching arm")
    func longElseIfChain() throws {
        let chain = (0..<20_000).map { "if x == \($0 + 1) { x = 0 }" }.joined(separator: " else ")
        let scene = """
            @State private var x = 0.0
            Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture {
                \(chain) else { x = 100 }
            }
            """
        // No arm matches x = 0: the else moves the square 100 pt right, where the second tap finds it.
        let result = try SceneHarness.replay(scene, SceneHarness.taps([(195, 428.5), (295, 428.5)]))
        #expect(result.records == ["0.05 Root/Color perform", "0.55 Root/Color perform"])
        #expect(result.notes.isEmpty)
    }

    @Test("flag.toggle() flips a Bool state that a ternary offset reads")
    func toggle() throws {
        let scene = """
            @State private var moved = false
            Color.red.frame(width: 50, height: 50).offset(x: moved ? 100 : 0).onTapGesture { moved.toggle() }
            """
        let taps = SceneHarness.taps([(195, 428.5), (195, 428.5), (295, 428.5), (195, 428.5)])
        #expect(try SceneHarness.replay(scene, taps).records == ["0.05 Root/Color perform", "1.05 Root/Color perform", "1.55 Root/Color perform"])
    }

    @Test("a switch over an enum case with a binding pattern is noted once and left alone; the statements after it run")
    func bindingPatternNoted() throws {
        let scene = """
            @State private var x = 0.0
            Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture {
                switch phase {
                case .dragging(let t): x = t
                default: break
                }
                x += 100
            }
            """
        let result = try SceneHarness.replay(scene, SceneHarness.taps([(195, 428.5), (295, 428.5)]))
        #expect(result.records == ["0.05 Root/Color perform", "0.55 Root/Color perform"])
        #expect(result.notes == ["View.swift:3:5: note: not evaluated: switch phase { case .dragging(let t): x = t default: break }"])
    }
}
