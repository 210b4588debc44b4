/// `UITapGestureRecognizer`: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
/// A tap is the fingers coming down together (never more than required at once) and all lifting;
/// it is recognized at the last lift of the last tap, at where its fingers went down. Each touch may move less than 45 pt from
/// where it went down, each tap may last less than 0.75 s, and the next tap must go down within
/// 0.35 s of the previous lift: the profile's tap numbers (`GestureSettings`), which UIKit's and
/// SwiftUI's taps share.
final class PlatformTapRecognizer: PlatformRecognizer {
    private let numberOfTapsRequired: Int
    private let numberOfTouchesRequired: Int
    private var completedTaps = 0
    /// The current tap's touches and where each went down.
    private var tapTouches: [(pointer: Int64, down: CGPoint)] = []
    private var holdDeadline: GestureTime?
    private var repeatDeadline: GestureTime?
    private var recognizedLocation = CGPoint.zero

    init(_ gesture: PlatformGesture, numberOfTapsRequired: Int, numberOfTouchesRequired: Int) {
        self.numberOfTapsRequired = max(1, numberOfTapsRequired)
        self.numberOfTouchesRequired = max(1, numberOfTouchesRequired)
        super.init(gesture)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        let settings = update.settings
        if let holdDeadline, update.time >= holdDeadline {
            return .fail(GestureFailure(.heldTooLong(limit: settings.tapMaximumDuration)))
        }
        if let repeatDeadline, update.time >= repeatDeadline {
            return .fail(GestureFailure(.nextTapTooLate(interval: settings.tapRepeatInterval)))
        }
        for event in update.events {
            if event.phase == .began {
                if tapTouches.isEmpty {
                    holdDeadline = event.time + settings.tapMaximumDuration
                    repeatDeadline = nil
                }
                tapTouches.append((event.pointer, event.location))
                if tapTouches.count > numberOfTouchesRequired {
                    return .fail(GestureFailure(.wrongNumberOfTouches(count: tapTouches.count, required: numberOfTouchesRequired)))
                }
                continue
            }
            guard let index = tapTouches.firstIndex(where: { $0.pointer == event.pointer }) else { continue }
            let distance = tapTouches[index].down.distance(to: event.location)
            if distance >= settings.tapMaximumMovement {
                return .fail(GestureFailure(.movedTooFar(distance: distance, limit: settings.tapMaximumMovement)))
            }
        }
        guard liftingCount > 0, remainingCount == 0, !tapTouches.isEmpty else { return .none }
        // Every finger of this tap is up.
        if tapTouches.count != numberOfTouchesRequired {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: tapTouches.count, required: numberOfTouchesRequired)))
        }
        completedTaps += 1
        holdDeadline = nil
        // Where the fingers went down, not where they lifted. [MEASURED, DG: a tap that moved
        // 12 pt reported its touch-down point, docs/semantics.md#platform-recognizers-uikits-under-ios18]
        var x = 0.0, y = 0.0
        for touch in tapTouches { x += touch.down.x; y += touch.down.y }
        recognizedLocation = CGPoint(x: x / Double(tapTouches.count), y: y / Double(tapTouches.count))
        tapTouches.removeAll(keepingCapacity: true)
        if completedTaps == numberOfTapsRequired { return .recognize }
        repeatDeadline = update.time + settings.tapRepeatInterval
        return .none
    }

    override func currentValues() -> PlatformGestureValues {
        PlatformGestureValues(location: recognizedLocation, numberOfTouches: numberOfTouchesRequired)
    }

    override var ownDeadline: GestureTime? { earliest(holdDeadline, repeatDeadline) }

    override func resetOwnState() {
        completedTaps = 0
        tapTouches.removeAll(keepingCapacity: true)
        holdDeadline = nil
        repeatDeadline = nil
        recognizedLocation = .zero
    }
}
