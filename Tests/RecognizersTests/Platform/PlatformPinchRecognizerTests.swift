@testable import Recognizers
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`: two fingers, 10 pt of distance
/// or 1° of turn to begin (proposed), scale and rotation from the second finger's touch-down.
@Suite("Platform pinch and rotation: two fingers, scale and rotation")
struct PlatformPinchRecognizerTests {
    private let apart: [Line] = [down(0, 50, 100), down(0, 150, 100, pointer: 2)]

    @Test("the distance changing by 9.9 pt does not begin a pinch; by 10 pt it does, with the scale")
    func pinchHysteresis() {
        #expect(replay(.pinch(), apart + [move(0.1, 159.9, 100, pointer: 2), up(0.2, 50, 100)])
            == ["0.2 failed: released before passing its threshold"])
        #expect(replay(.pinch(), apart + [move(0.1, 160, 100, pointer: 2), move(0.2, 250, 100, pointer: 2), up(0.3, 50, 100)]) == [
            "0.1 began (105, 100) ×2 scale 1.1",
            "0.2 changed (150, 100) ×2 scale 2",
            "0.3 ended (150, 100) ×2 scale 2",
        ])
    }

    @Test("a rotation begins at 1° and follows the turn, clockwise positive")
    func rotation() {
        // Turning (150,100) about (50,100): 0.9° does not begin, 1° does, then 90°.
        func at(_ degrees: Double) -> (Double, Double) {
            let radians = Angle(degrees: degrees).radians
            return (50 + 100 * cos(radians), 100 + 100 * sin(radians))
        }
        let (x1, y1) = at(0.9), (x2, y2) = at(1), (x3, y3) = at(90)
        let lines = apart + [move(0.1, x1, y1, pointer: 2), move(0.2, x2, y2, pointer: 2), move(0.3, x3, y3, pointer: 2), up(0.4, 50, 100)]
        let log = replay(.rotation(), lines)
        #expect(log.count == 3)
        #expect(log.first?.hasPrefix("0.2 began") == true)
        #expect(log.first?.hasSuffix("rotation 1°") == true)
        #expect(log.dropFirst().first?.hasSuffix("rotation 90°") == true)
        #expect(log.last?.hasPrefix("0.4 ended") == true)
    }

    @Test("one finger alone fails when it lifts")
    func missingSecondFinger() {
        #expect(replay(.pinch(), [down(0, 50, 100), move(0.1, 80, 100), up(0.2, 80, 100)])
            == ["0.2 failed: lifted before a second finger came down"])
    }
}
