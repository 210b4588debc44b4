@testable import Recognizers
import Testing

/// `UIPanGestureRecognizer` and `UIScreenEdgePanGestureRecognizer`: the 10 pt hysteresis, the
/// touch counts, translation from the touch-down, and the screen-edge region of 20 pt.
@Suite("Platform pan: UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer")
struct PlatformPanRecognizerTests {
    @Test("9.9 pt does not begin; 10 pt begins, with the translation from the touch-down; ended at the lift")
    func hysteresis() {
        #expect(replay(.pan(), [down(0, 50, 50), move(0.1, 59.9, 50), up(0.2, 59.9, 50)])
            == ["0.2 failed: released after moving 9.9 pt (minimum 10 pt)"])
        #expect(replay(.pan(), [down(0, 50, 50), move(0.1, 56, 58), move(0.2, 70, 58), up(0.3, 70, 58)]) == [
            "0.1 began (56, 58) ×1 translation (6, 8)",
            "0.2 changed (70, 58) ×1 translation (20, 8)",
            "0.3 ended (70, 58) ×1 translation (20, 8)",
        ])
    }

    @Test("velocity is the translation's rate, in points per second")
    func velocity() {
        let log = CallbackLog()
        var velocities: [CGPoint] = []
        var pan = PlatformGesture.pan()
        pan.action = { velocities.append($0.values.velocity!) }
        _ = replay(log: log, [down(0, 50, 50), move(0.1, 70, 50), move(0.2, 90, 50), up(0.2, 90, 50)], profile: .ios18) {
            try $0.attach(.gesture(pan), geometry: sceneV)
        }
        #expect(velocities.map(\.x) == [200, 200, 200])
        #expect(velocities.map(\.y) == [0, 0, 0])
    }

    @Test("a second finger landing or lifting moves the centroid but not the translation")
    func fingerCountChanges() {
        let lines: [Line] = [down(0, 50, 50), move(0.1, 70, 50), down(0.15, 150, 50, pointer: 2), move(0.2, 80, 50),
                             move(0.2, 160, 50, pointer: 2), up(0.25, 160, 50, pointer: 2), up(0.3, 80, 50)]
        #expect(replay(.pan(), lines) == [
            "0.1 began (70, 50) ×1 translation (20, 0)",
            "0.2 changed (120, 50) ×2 translation (30, 0)",
            "0.3 ended (80, 50) ×1 translation (30, 0)",
        ])
    }

    @Test("minimumNumberOfTouches waits for the fingers; maximumNumberOfTouches fails on one too many")
    func touchCounts() {
        #expect(replay(.pan(minimumNumberOfTouches: 2), [down(0, 50, 50), move(0.1, 80, 50), up(0.2, 80, 50)])
            == ["0.2 failed: released after moving 30 pt (minimum 10 pt)"])
        #expect(replay(.pan(maximumNumberOfTouches: 1), [down(0, 50, 50), down(0.05, 90, 50, pointer: 2), move(0.1, 80, 50)])
            == ["0.05 failed: 2 fingers touched; it needs 1"])
    }

    @Test("screen edge: a touch 20 pt from the left edge begins once it moves 10 pt right; 20.1 pt away fails")
    func screenEdgeRegion() {
        #expect(replay(.screenEdgePan(edges: .left), [down(0, 20, 100), move(0.1, 30, 102), up(0.2, 30, 102)])
            == ["0.1 began (30, 102) ×1 translation (10, 2)", "0.2 ended (30, 102) ×1 translation (10, 2)"])
        #expect(replay(.screenEdgePan(edges: .left), [down(0, 20.1, 100), move(0.1, 60, 100)])
            == ["0 failed: touched 20.1 pt from the screen edge (limit 20 pt)"])
    }

    @Test("screen edge: moving 10 pt along the edge first fails; the right edge pans leftwards")
    func screenEdgeDirection() {
        #expect(replay(.screenEdgePan(edges: .left), [down(0, 5, 100), move(0.1, 8, 110), up(0.2, 8, 110)])
            == ["0.1 failed: moved in a direction it does not recognize"])
        #expect(replay(.screenEdgePan(edges: [.left, .right]), [down(0, 195, 100), move(0.1, 180, 100), up(0.2, 180, 100)])
            == ["0.1 began (180, 100) ×1 translation (-15, 0)", "0.2 ended (180, 100) ×1 translation (-15, 0)"])
    }
}
