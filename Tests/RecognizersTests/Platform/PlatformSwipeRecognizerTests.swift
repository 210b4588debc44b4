@testable import Recognizers
import Testing
import TraceFormat

/// `UISwipeGestureRecognizer` as UIKit was measured (docs/semantics.md#platform-recognizers-uikits-under-ios18): limits
/// that shrink with time, judged per finger, 0.5 s inclusive, and a location of (0, 0).
@Suite("Platform swipe: UISwipeGestureRecognizer's shrinking limits, per finger, within 0.5 s")
struct PlatformSwipeRecognizerTests {
    /// OUI's bracket probes: 50 · (1 − 0.94 t) along — 50 at 0, 45.3 at 0.1 s, 40.6 at 0.2 s.
    @Test("the distance along shrinks with time: 40.5 pt at 0.2 s is short, 40.7 pt is a swipe", arguments: [
        (0.1, 45.2, false), (0.1, 45.4, true), (0.2, 40.5, false), (0.2, 40.7, true), (0.5, 26.4, false), (0.5, 26.6, true),
    ])
    func primaryLimit(time: Double, distance: Double, recognizes: Bool) {
        let out = replay(.swipe(), [down(0, 20, 100), move(time, 20 + distance, 100), up(time + 0.05, 20 + distance, 100)])
        if recognizes {
            #expect(out == ["\(NumberFormat.string(time)) recognized (0, 0) ×1"])
        } else if time + 0.05 > 0.5 {
            #expect(out == ["0.500000001 failed: did not move far enough within 0.5 s"])
        } else {
            // A lift is no sample to recognize on: it fails, short of the limit of the last one.
            #expect(out == ["\(NumberFormat.string(((time + 0.05) * 1000).rounded() / 1000)) failed: released after moving \(NumberFormat.string(distance)) pt "
                + "(minimum \(GestureFailure.format(50 * (1 - 0.94 * time))) pt)"])
        }
    }

    /// 50 · (1 − 0.98 t) across: 45.1 at 0.1 s.
    @Test("movement across must stay under 50 · (1 − 0.98 t): 45 pt at 0.1 s passes, 45.2 pt fails")
    func secondaryLimit() {
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.1, 70, 145), up(0.15, 70, 145)]) == ["0.1 recognized (0, 0) ×1"])
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.1, 70, 145.2), up(0.15, 70, 145.2)])
            == ["0.1 failed: moved 45.2 pt across its direction (limit 45.1 pt by then)"])
    }

    @Test("a swipe left goes behind a right swipe's start and fails it; a direction set accepts either")
    func direction() {
        let left: [Line] = [down(0, 150, 100), move(0.1, 90, 100), up(0.15, 90, 100)]
        #expect(replay(.swipe(), left) == ["0.1 failed: moved back behind where it went down"])
        #expect(replay(.swipe(direction: [.left, .right]), left) == ["0.1 recognized (0, 0) ×1"])
    }

    @Test("0.1 pt behind the start fails it; a retreat that stays ahead (20 → 10 → 100 pt) still recognizes")
    func goingBack() {
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.05, 19.9, 100), move(0.1, 90, 100)])
            == ["0.05 failed: moved back behind where it went down"])
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.05, 40, 100), move(0.1, 30, 100), move(0.15, 120, 100)])
            == ["0.15 recognized (0, 0) ×1"])
    }

    @Test("a sample at 0.500 s is judged; past 0.5 s it fails, by its timer when no sample comes")
    func duration() {
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.4, 40, 100), move(0.5, 47, 100), up(0.6, 47, 100)])
            == ["0.5 recognized (0, 0) ×1"])
        #expect(replay(.swipe(), [down(0, 20, 100), move(0.4, 40, 100), move(0.501, 90, 100), up(0.6, 90, 100)])
            == ["0.500000001 failed: did not move far enough within 0.5 s"])
    }

    /// OUI: two fingers moving 100/50 pt recognize; 100/0 and 100/−100 do not — every finger on
    /// its own, not the centroid.
    @Test("numberOfTouchesRequired: every finger meets the limits on its own", arguments: [(50.0, true), (0.0, false), (-100.0, false)])
    func twoFingers(second: Double, recognizes: Bool) {
        let lines: [Line] = [down(0, 100, 80), down(0, 100, 200, pointer: 2), move(0.1, 200, 80), move(0.1, 100 + second, 200, pointer: 2),
                             up(0.15, 200, 80), up(0.15, 100 + second, 200, pointer: 2)]
        let out = replay(.swipe(numberOfTouchesRequired: 2), lines)
        #expect((out == ["0.1 recognized (0, 0) ×2"]) == recognizes)
    }

    @Test("one finger meeting the limits where two are required fails")
    func tooFewFingers() {
        #expect(replay(.swipe(numberOfTouchesRequired: 2), [down(0, 20, 80), move(0.1, 75, 80)])
            == ["0.1 failed: 1 finger touched; it needs 2"])
    }
}
