/// `UILongPressGestureRecognizer`: begins once `numberOfTouchesRequired` fingers have been down
/// for `minimumPressDuration` without any moving `allowableMovement` from where it went down;
/// then reports every move (with no limit) and ends when a finger lifts. Unlike SwiftUI's
/// `LongPressGesture`, which ends at the duration, UIKit's begins there (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
final class PlatformLongPressRecognizer: PlatformRecognizer {
    private let minimumPressDuration: Double
    private let allowableMovement: CGFloat
    private let numberOfTouchesRequired: Int
    private var downs: [(pointer: Int64, location: CGPoint)] = []
    private var firstDown: GestureTime?
    private var beginTime: GestureTime?
    private var hasBegun = false

    init(_ gesture: PlatformGesture, minimumPressDuration: Double, allowableMovement: CGFloat, numberOfTouchesRequired: Int) {
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.numberOfTouchesRequired = max(1, numberOfTouchesRequired)
        super.init(gesture)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        if hasBegun {
            if remainingCount < numberOfTouchesRequired { return .end }
            return movement == .zero ? .none : .change
        }
        for event in update.events {
            switch event.phase {
            case .began:
                if firstDown == nil { firstDown = event.time }
                downs.append((event.pointer, event.location))
                if downs.count > numberOfTouchesRequired {
                    return .fail(GestureFailure(.wrongNumberOfTouches(count: downs.count, required: numberOfTouchesRequired)))
                }
                if downs.count == numberOfTouchesRequired { beginTime = event.time + minimumPressDuration }
            case .moved, .ended, .cancelled:
                guard let down = downs.first(where: { $0.pointer == event.pointer }) else { continue }
                let distance = down.location.distance(to: event.location)
                if distance >= allowableMovement {
                    return .fail(GestureFailure(.movedTooFar(distance: distance, limit: allowableMovement)))
                }
            }
        }
        if liftingCount > 0 {
            return .fail(GestureFailure(.releasedTooEarly(duration: update.time - (firstDown ?? update.time), minimum: minimumPressDuration)))
        }
        if let beginTime, update.time >= beginTime {
            hasBegun = true
            self.beginTime = nil
            return .begin
        }
        return .none
    }

    override var ownDeadline: GestureTime? { beginTime }

    override func resetOwnState() {
        downs.removeAll(keepingCapacity: true)
        firstDown = nil
        beginTime = nil
        hasBegun = false
    }
}
