@testable import Recognizers
import Testing

/// `UILongPressGestureRecognizer`: it begins at the duration (where SwiftUI's long press ends),
/// follows every move, and ends at the lift; 0.5 s and 10 pt (`PlatformConstants`).
@Suite("Platform long press: UILongPressGestureRecognizer begins at its duration and ends at the lift")
struct PlatformLongPressRecognizerTests {
    @Test("held still: began at 0.5 s by the timer, changed on each move with no limit, ended at the lift")
    func lifecycle() {
        let lines: [Line] = [down(0, 50, 50), move(0.7, 120, 50), up(1, 120, 50)]
        #expect(replay(.longPress(), lines) == [
            "0.5 began (50, 50) ×1", "0.7 changed (120, 50) ×1", "1 ended (120, 50) ×1",
        ])
    }

    @Test("moving 9.9 pt before the duration still begins; 10 pt fails")
    func allowableMovement() {
        #expect(replay(.longPress(), [down(0, 50, 50), move(0.2, 59.9, 50), up(0.6, 59.9, 50)])
            == ["0.5 began (59.9, 50) ×1", "0.6 ended (59.9, 50) ×1"])
        #expect(replay(.longPress(), [down(0, 50, 50), move(0.2, 60, 50), up(0.6, 60, 50)])
            == ["0.2 failed: moved 10 pt (limit 10 pt)"])
    }

    @Test("lifted at 0.49 s: fails, released too early")
    func releasedEarly() {
        #expect(replay(.longPress(), [down(0, 50, 50), up(0.49, 50, 50)]) == ["0.49 failed: released after 0.49 s (minimum 0.5 s)"])
    }

    @Test("minimumPressDuration and numberOfTouchesRequired: the duration runs from the second finger")
    func properties() {
        let lines: [Line] = [down(0, 40, 40), down(0.2, 80, 40, pointer: 2), up(1.5, 40, 40), up(1.5, 80, 40, pointer: 2)]
        #expect(replay(.longPress(minimumPressDuration: 1, numberOfTouchesRequired: 2), lines)
            == ["1.2 began (60, 40) ×2", "1.5 ended (60, 40) ×2"])
    }

    @Test("a cancelled touch after it began: cancelled, reported to the action")
    func cancelledAfterBegan() {
        #expect(replay(.longPress(), [down(0, 50, 50), cancel(0.6, 50, 50)]) == ["0.5 began (50, 50) ×1", "0.6 cancelled (50, 50) ×1"])
    }
}
