/// `UISwipeGestureRecognizer`, as UIKit was measured (docs/semantics.md#platform-recognizers-uikits-under-ios18):
/// every required finger, on its own, must travel along an allowed direction a distance that
/// shrinks with time (`50 · (1 − 0.94 t)` pt, `t` seconds since the first touch-down) while staying
/// under `50 · (1 − 0.98 t)` pt across it, within 0.5 s inclusive. It is recognized at the first
/// touch sample that satisfies both, fingers still down. Going 0.1 pt behind the start, moving too
/// far across, lifting first, taking longer or a finger count other than `numberOfTouchesRequired`
/// fails it. Its `location(in:)` is (0, 0). [MEASURED, OUI and DG]
final class PlatformSwipeRecognizer: PlatformRecognizer {
    private let direction: PlatformGesture.SwipeDirection
    private let numberOfTouchesRequired: Int
    /// Where each finger went down, by pointer, in landing order.
    private var starts: [(pointer: Int64, location: CGPoint)] = []
    private var firstDown: GestureTime?
    /// The allowed directions still possible (a finger behind its start or too far across rules
    /// one out).
    private var open: PlatformGesture.SwipeDirection = []
    private var lastFailure: GestureFailure?
    /// The distance along asked of the latest sample with every finger down: what a lift
    /// reports it fell short of.
    private var lastMinimum = PlatformConstants.swipeMinimumDistance

    private static let units: [(PlatformGesture.SwipeDirection, CGPoint)] = [
        (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)), (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
    ]

    init(_ gesture: PlatformGesture, direction: PlatformGesture.SwipeDirection, numberOfTouchesRequired: Int) {
        self.direction = direction.isEmpty ? .right : direction
        self.numberOfTouchesRequired = max(1, numberOfTouchesRequired)
        open = self.direction
        super.init(gesture)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        let duration = PlatformConstants.swipeMaximumDuration
        if let firstDown, update.time - firstDown > duration {
            return .fail(GestureFailure(.tooSlow(limit: duration)))
        }
        for event in update.events where event.phase == .began {
            if firstDown == nil { firstDown = event.time }
            starts.append((event.pointer, event.location))
        }
        if starts.count > numberOfTouchesRequired {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: starts.count, required: numberOfTouchesRequired)))
        }
        // Only a touch sample is judged: a timer tick moves no finger.
        guard let firstDown, !update.events.isEmpty else { return .none }
        let elapsed = update.time - firstDown
        let minimum = PlatformConstants.swipeMinimumDistance
        let alongLimit = minimum * (1 - PlatformConstants.swipeAlongDecay * elapsed)
        let acrossLimit = minimum * (1 - PlatformConstants.swipeAcrossDecay * elapsed)
        var met: PlatformGesture.SwipeDirection = []
        for (candidate, unit) in Self.units where open.contains(candidate) {
            var every = true
            for touch in touches {
                guard let start = starts.first(where: { $0.pointer == touch.pointer })?.location else { continue }
                let moved = CGPoint(x: touch.location.x - start.x, y: touch.location.y - start.y)
                let along = moved.x * unit.x + moved.y * unit.y
                let across = abs(moved.x * unit.y - moved.y * unit.x)
                if along <= -PlatformConstants.swipeBacktrack {
                    open.remove(candidate)
                    lastFailure = GestureFailure(.movedBehindStart)
                    every = false
                    break
                }
                if across >= acrossLimit {
                    open.remove(candidate)
                    lastFailure = GestureFailure(.movedAcross(distance: across, limit: acrossLimit))
                    every = false
                    break
                }
                if along < alongLimit { every = false }
            }
            if every { met.insert(candidate) }
        }
        if open.isEmpty { return .fail(lastFailure ?? GestureFailure(.wrongDirection)) }
        if liftingCount > 0 {
            let travelled = touches.map { touch in
                starts.first(where: { $0.pointer == touch.pointer }).map { $0.location.distance(to: touch.location) } ?? 0
            }.max() ?? 0
            return .fail(GestureFailure(.releasedBeforeMinimumDistance(distance: travelled, minimum: lastMinimum)))
        }
        lastMinimum = alongLimit
        guard !met.isEmpty else { return .none }
        if starts.count != numberOfTouchesRequired {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: starts.count, required: numberOfTouchesRequired)))
        }
        return .recognize
    }

    /// UIKit answered (0, 0) for `location(in:)` in every recorded swipe. [MEASURED]
    override var reportsLocation: Bool { false }

    /// One nanosecond past the duration: a sample at 0.500 s is still judged. [MEASURED: 0.500 s
    /// recognizes, 0.501 s does not]
    override var ownDeadline: GestureTime? {
        firstDown.map { $0 + PlatformConstants.swipeMaximumDuration + 1e-9 }
    }

    override func resetOwnState() {
        starts.removeAll(keepingCapacity: true)
        firstDown = nil
        open = direction
        lastFailure = nil
        lastMinimum = PlatformConstants.swipeMinimumDistance
    }
}
