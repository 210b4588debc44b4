/// `UISwipeGestureRecognizer`: recognized, while the fingers are still down, once their centroid
/// has moved 50 pt in one of the allowed directions and further in it than across it, within
/// 0.5 s of the first touch-down. Moving 50 pt any other way, lifting first, taking too long or
/// a finger count other than `numberOfTouchesRequired` fails it (`PlatformConstants`, proposed).
final class PlatformSwipeRecognizer: PlatformRecognizer {
    private let direction: PlatformGesture.SwipeDirection
    private let numberOfTouchesRequired: Int
    private var travelled = CGPoint.zero
    private var deadlineTime: GestureTime?
    private var landed = 0

    init(_ gesture: PlatformGesture, direction: PlatformGesture.SwipeDirection, numberOfTouchesRequired: Int) {
        self.direction = direction.isEmpty ? .right : direction
        self.numberOfTouchesRequired = max(1, numberOfTouchesRequired)
        super.init(gesture)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        if let deadlineTime, update.time >= deadlineTime {
            return .fail(GestureFailure(.tooSlow(limit: PlatformConstants.swipeMaximumDuration)))
        }
        for event in update.events where event.phase == .began {
            if deadlineTime == nil { deadlineTime = event.time + PlatformConstants.swipeMaximumDuration }
            landed += 1
        }
        if landed > numberOfTouchesRequired {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: landed, required: numberOfTouchesRequired)))
        }
        travelled.x += movement.x
        travelled.y += movement.y
        let minimum = PlatformConstants.swipeMinimumDistance
        let directions: [(PlatformGesture.SwipeDirection, CGPoint)] = [
            (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)), (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
        ]
        for (candidate, unit) in directions where direction.contains(candidate) {
            let along = travelled.x * unit.x + travelled.y * unit.y
            let across = abs(travelled.x * unit.y - travelled.y * unit.x)
            guard along >= minimum, along > across else { continue }
            if landed != numberOfTouchesRequired {
                return .fail(GestureFailure(.wrongNumberOfTouches(count: landed, required: numberOfTouchesRequired)))
            }
            return .recognize
        }
        if max(abs(travelled.x), abs(travelled.y)) >= minimum { return .fail(GestureFailure(.wrongDirection)) }
        if liftingCount > 0 {
            return .fail(GestureFailure(.releasedBeforeMinimumDistance(distance: CGPoint.zero.distance(to: travelled), minimum: minimum)))
        }
        return .none
    }

    override var ownDeadline: GestureTime? { deadlineTime }

    override func resetOwnState() {
        travelled = .zero
        deadlineTime = nil
        landed = 0
    }
}
