@testable import Recognizers
import Testing

/// `UISwipeGestureRecognizer`: 50 pt in an allowed direction within 0.5 s, recognized while the
/// finger is still down (`PlatformConstants`, proposed).
@Suite("Platform swipe: UISwipeGestureRecognizer's distance, direction and time")
struct PlatformSwipeRecognizerTests {
    @Test("49.9 pt right is not a swipe; 50 pt is, recognized mid-move, before the lift")
    func distance() {
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.1, 69.9, 100), up(0.15, 69.9, 100)])
            == ["0.15 failed: released after moving 49.9 pt (minimum 50 pt)"])
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.1, 70, 100), move(0.15, 120, 100), up(0.2, 120, 100)])
            == ["0.1 recognized (70, 100) ×1"])
    }

    @Test("a swipe left fails a right swipe recognizer; a direction set accepts either")
    func direction() {
        let left: [Line] = [down(0, 150, 100), move(0.1, 90, 100), up(0.15, 90, 100)]
        #expect(replay(.swipe(), left) == ["0.1 failed: moved in a direction it does not recognize"])
        #expect(replay(.swipe(direction: [.left, .right]), left) == ["0.1 recognized (90, 100) ×1"])
        // Diagonal: further across than along fails.
        #expect(replay(.swipe(direction: .right), [down(0, 20, 20), move(0.1, 60, 80)])
            == ["0.1 failed: moved in a direction it does not recognize"])
    }

    @Test("slower than 0.5 s fails at 0.5 s, by its timer")
    func duration() {
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.4, 50, 100), move(0.6, 90, 100), up(0.7, 90, 100)])
            == ["0.5 failed: did not move far enough within 0.5 s"])
    }

    @Test("numberOfTouchesRequired: two fingers swiping together")
    func twoFingers() {
        let lines: [Line] = [down(0, 20, 80), down(0, 20, 120, pointer: 2), move(0.1, 75, 80), move(0.1, 75, 120, pointer: 2)]
        #expect(replay(.swipe(numberOfTouchesRequired: 2), lines) == ["0.1 recognized (75, 100) ×2"])
        #expect(replay(.swipe(numberOfTouchesRequired: 2), [down(0, 20, 80), move(0.1, 75, 80)])
            == ["0.1 failed: 1 finger touched; it needs 2"])
    }
}
