@testable import Recognizers
import Testing

/// `UIPanGestureRecognizer` and `UIScreenEdgePanGestureRecognizer`: the 10 pt hysteresis along
/// either axis, the touch counts, a translation that absorbs the slop, and the screen-edge region
/// of 20 pt (docs/semantics.md#platform-recognizers-uikits-under-ios18).
@Suite("Platform pan: UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer")
struct PlatformPanRecognizerTests {
    @Test("9.9 pt does not begin; 10 pt along an axis begins, its translation less the slop; ended at the lift")
    func hysteresis() {
        #expect(replay(.pan(), [down(0, 50, 50), move(0.1, 59.9, 50), up(0.2, 59.9, 50)])
            == ["0.2 failed: released after moving 9.9 pt (minimum 10 pt)"])
        #expect(replay(.pan(), [down(0, 50, 50), move(0.1, 50, 62), move(0.2, 50, 65), up(0.3, 50, 65)]) == [
            "0.1 began (50, 62) ×1 translation (0, 2)",
            "0.2 changed (50, 65) ×1 translation (0, 5)",
            "0.3 ended (50, 65) ×1 translation (0, 5)",
        ])
    }

    /// DG's iPhone: diagonal samples of 10.08 and 10.23 pt (larger component 8.3 and 9.7 pt) did
    /// not begin the pan; the next sample did. [MEASURED]
    @Test("a diagonal move of 10.08 pt (8.3 pt along the larger axis) does not begin; 10 pt along an axis does")
    func diagonalHysteresis() {
        let travel = (x: 8.3, y: (10.08 * 10.08 - 8.3 * 8.3).squareRoot())
        #expect(replay(.pan(), [down(0, 50, 50), move(0.016, 50 + travel.x, 50 + travel.y), move(0.033, 50 + 9.7, 50 + 2.5),
                                move(0.05, 60, 53), up(0.066, 60, 53)]).first == "0.05 began (60, 53) ×1 translation (0, 0)")
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

    /// UIKit's estimate over the last 100 ms (measured UIKit §1, §3: docs/sources.md#m1, docs/sources.md#m3): a lift in place 8 ms
    /// after the last move is no sample, so the flick keeps its 750 pt/s; a finger held still
    /// 0.32 s, its still samples reported, lifts at 0.
    @Test("the velocity at the end: 6 pt per 8 ms lifted in place is 750 pt/s; held still first, 0")
    func velocityAtEnd() {
        func ended(_ lines: [Line]) -> CGPoint? {
            var velocity: CGPoint?
            var pan = PlatformGesture.pan()
            pan.action = { if $0.state == .ended { velocity = $0.values.velocity } }
            _ = replay(log: CallbackLog(), lines, profile: .ios18) { try $0.attach(.gesture(pan), geometry: sceneV) }
            return velocity
        }
        var flick: [Line] = [down(0, 100, 190)]
        for step in 1...14 { flick.append(move(Double(step) * 0.008, 100, 190 - Double(step) * 6)) }
        #expect(ended(flick + [up(0.12, 100, 106)]).map { abs($0.y + 750) < 1e-6 && $0.x == 0 } == true)
        var held = flick
        for step in 1...40 { held.append(move(0.112 + Double(step) * 0.008, 100, 106)) }
        #expect(ended(held + [up(0.44, 100, 106)]) == CGPoint(x: 0, y: 0))
    }

    @Test("a second finger landing or lifting moves the centroid but not the translation")
    func fingerCountChanges() {
        let lines: [Line] = [down(0, 50, 50), move(0.1, 70, 50), down(0.15, 150, 50, pointer: 2), move(0.2, 80, 50),
                             move(0.2, 160, 50, pointer: 2), up(0.25, 160, 50, pointer: 2), up(0.3, 80, 50)]
        #expect(replay(.pan(), lines) == [
            "0.1 began (70, 50) ×1 translation (10, 0)",
            "0.2 changed (120, 50) ×2 translation (20, 0)",
            "0.3 ended (80, 50) ×1 translation (20, 0)",
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
            == ["0.1 began (30, 102) ×1 translation (0, 0)", "0.2 ended (30, 102) ×1 translation (0, 0)"])
        #expect(replay(.screenEdgePan(edges: .left), [down(0, 20.1, 100), move(0.1, 60, 100)])
            == ["0 failed: touched 20.1 pt from the screen edge (limit 20 pt)"])
    }

    @Test("screen edge: moving 10 pt along the edge first fails; the right edge pans leftwards")
    func screenEdgeDirection() {
        #expect(replay(.screenEdgePan(edges: .left), [down(0, 5, 100), move(0.1, 8, 110), up(0.2, 8, 110)])
            == ["0.1 failed: moved in a direction it does not recognize"])
        #expect(replay(.screenEdgePan(edges: [.left, .right]), [down(0, 195, 100), move(0.1, 180, 100), up(0.2, 180, 100)])
            == ["0.1 began (180, 100) ×1 translation (-5, 0)", "0.2 ended (180, 100) ×1 translation (-5, 0)"])
    }
}
