@testable import Recognizers
import Testing

/// `UITapGestureRecognizer`: 45 pt, 0.75 s and 0.35 s (`PlatformConstants`), finger counts, and
/// the location UIKit reports (where the fingers went down, in the view's coordinates).
@Suite("Platform tap: UITapGestureRecognizer's taps, fingers and limits")
struct PlatformTapRecognizerTests {
    /// DG: a tap that moved 12 pt reported where it went down. [MEASURED]
    @Test("one tap is recognized at the lift, at its touch-down point")
    func recognizedAtLift() {
        #expect(replay(.tap(), [down(0, 50, 50), up(0.1, 52, 50)]) == ["0.1 recognized (50, 50) ×1"])
        #expect(replay(.tap(), [down(0, 50, 50), move(0.05, 62, 50), up(0.1, 62, 50)]) == ["0.1 recognized (50, 50) ×1"])
    }

    @Test("a touch may move just under 45 pt; at 45 the tap fails")
    func allowableMovement() {
        #expect(replay(.tap(), [down(0, 50, 50), move(0.05, 94.9, 50), up(0.1, 94.9, 50)]) == ["0.1 recognized (50, 50) ×1"])
        #expect(replay(.tap(), [down(0, 50, 50), move(0.05, 95, 50), up(0.1, 95, 50)])
            == ["0.05 failed: moved 45 pt (limit 45 pt)"])
    }

    @Test("a tap lifted at 0.749 s is recognized; one held to 0.75 s fails at 0.75 s, by its timer")
    func maximumDuration() {
        #expect(replay(.tap(), [down(0, 50, 50), up(0.749, 50, 50)]) == ["0.749 recognized (50, 50) ×1"])
        #expect(replay(.tap(), [down(0, 50, 50), up(0.8, 50, 50)]) == ["0.75 failed: held 0.75 s, the longest a tap may last"])
    }

    @Test("a double tap needs the second touch-down within 0.35 s of the first lift")
    func interval() {
        let quick: [Line] = [down(0, 50, 50), up(0.1, 50, 50), down(0.449, 50, 50, pointer: 2), up(0.5, 50, 50, pointer: 2)]
        #expect(replay(.tap(numberOfTapsRequired: 2), quick) == ["0.5 recognized (50, 50) ×1"])
        let slow: [Line] = [down(0, 50, 50), up(0.1, 50, 50), down(0.46, 50, 50, pointer: 2), up(0.5, 50, 50, pointer: 2)]
        // The late touch starts a new double tap of its own, which also gets no second tap.
        #expect(replay(.tap(numberOfTapsRequired: 2), slow)
            == ["0.45 failed: next tap did not finish within 0.35 s", "0.85 failed: next tap did not finish within 0.35 s"])
    }

    @Test("a two-finger tap is recognized when both are up, at their centroid; one finger or three fail")
    func touchesRequired() {
        let two: [Line] = [down(0, 40, 40), down(0.02, 80, 60, pointer: 2), up(0.1, 40, 40), up(0.12, 80, 60, pointer: 2)]
        #expect(replay(.tap(numberOfTouchesRequired: 2), two) == ["0.12 recognized (60, 50) ×2"])
        #expect(replay(.tap(numberOfTouchesRequired: 2), [down(0, 40, 40), up(0.1, 40, 40)])
            == ["0.1 failed: 1 finger touched; it needs 2"])
        let three: [Line] = [down(0, 40, 40), down(0, 80, 60, pointer: 2), down(0.01, 60, 90, pointer: 3)]
        #expect(replay(.tap(numberOfTouchesRequired: 2), three) == ["0.01 failed: 3 fingers touched; it needs 2"])
    }

    @Test("a one-finger tap fails when a second finger lands")
    func extraFinger() {
        #expect(replay(.tap(), [down(0, 40, 40), down(0.05, 80, 60, pointer: 2), up(0.1, 40, 40), up(0.1, 80, 60, pointer: 2)])
            == ["0.05 failed: 2 fingers touched; it needs 1"])
    }

    @Test("a cancelled touch fails the tap")
    func cancelled() {
        #expect(replay(.tap(), [down(0, 50, 50), cancel(0.1, 50, 50)]) == ["0.1 failed: cancelled"])
    }
}
