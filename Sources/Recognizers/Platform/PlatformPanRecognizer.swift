/// `UIPanGestureRecognizer`: begins once the centroid of `minimumNumberOfTouches` to
/// `maximumNumberOfTouches` fingers has moved 10 pt (`PlatformConstants.panHysteresis`) from
/// where they went down, reports every move, and ends when fewer than the minimum remain.
///
/// `translation` runs from the touch-down, so it already holds the hysteresis when the pan
/// begins (proposed). It follows the fingers' average movement, so a finger landing or lifting
/// does not make it jump, as in UIKit. `velocity` is estimated from the translation as SwiftUI's
/// drag does (OpenSwiftUI's `VelocitySampler`, proposed for UIKit).
class PlatformPanRecognizer: PlatformRecognizer {
    /// The fingers' velocity, in points per second.
    var currentVelocity: CGPoint {
        let rate = velocity.velocity
        return CGPoint(x: rate.width, y: rate.height)
    }

    private let minimumNumberOfTouches: Int
    private let maximumNumberOfTouches: Int
    @exclusivity(unchecked) private(set) var translation = CGPoint.zero
    @exclusivity(unchecked) private var velocity = VelocitySampler<CGSize>()
    /// Whether the threshold was met (the recognizer may still be held back).
    @exclusivity(unchecked) var hasBegun = false
    /// How far the touches move before the pan begins: the profile's (`GestureSettings`), read
    /// from each update.
    @exclusivity(unchecked) var hysteresis = PlatformConstants.panHysteresis

    init(_ gesture: PlatformGesture, minimumNumberOfTouches: Int, maximumNumberOfTouches: Int) {
        self.minimumNumberOfTouches = max(1, minimumNumberOfTouches)
        self.maximumNumberOfTouches = max(self.minimumNumberOfTouches, maximumNumberOfTouches)
        super.init(gesture)
    }

    /// Whether the pan may begin with this translation: nil to keep waiting, or a failure. A
    /// plain pan begins at the hysteresis in any direction.
    func beginning(at translation: CGPoint) -> Step {
        let distance = CGPoint.zero.distance(to: translation)
        return distance >= hysteresis ? .begin : .none
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        hysteresis = update.settings.panHysteresis
        if hasBegun {
            translation.x += movement.x
            translation.y += movement.y
            // Every touch report is a sample, a still one too: a finger held before it lifts
            // lifts with little velocity, as in UIKit.
            if !update.events.isEmpty { velocity.add(CGSize(width: translation.x, height: translation.y), at: update.time) }
            if remainingCount < minimumNumberOfTouches { return .end }
            return movement == .zero ? .none : .change
        }
        if remainingCount == 0 {
            return .fail(GestureFailure(.releasedBeforeMinimumDistance(
                distance: CGPoint.zero.distance(to: translation), minimum: hysteresis)))
        }
        if touches.count > maximumNumberOfTouches {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: touches.count, required: maximumNumberOfTouches)))
        }
        translation.x += movement.x
        translation.y += movement.y
        velocity.add(CGSize(width: translation.x, height: translation.y), at: update.time)
        guard touches.count >= minimumNumberOfTouches else { return .none }
        let step = beginning(at: translation)
        if step == .begin { hasBegun = true }
        return step
    }

    override func currentValues() -> PlatformGestureValues {
        let rate = velocity.velocity
        return PlatformGestureValues(location: centroid, numberOfTouches: touches.count, translation: translation,
                                     velocity: CGPoint(x: rate.width, y: rate.height))
    }

    override func resetOwnState() {
        translation = .zero
        velocity.reset()
        hasBegun = false
    }
}

/// `UIScreenEdgePanGestureRecognizer`: a one-finger pan whose touch lands within 20 pt of one of
/// `edges` of the screen and that begins once it has moved the hysteresis away from that edge,
/// further than along it; moving the hysteresis along the edge first fails it (proposed). The
/// screen is the scene's bounds.
final class PlatformScreenEdgePanRecognizer: PlatformPanRecognizer {
    private let edges: PlatformGesture.RectEdge
    private let screen: CGRect
    /// The edge the touch landed at, as the unit vector pointing away from it.
    private var away: CGPoint?

    init(_ gesture: PlatformGesture, edges: PlatformGesture.RectEdge, screen: CGRect) {
        self.edges = edges
        self.screen = screen
        super.init(gesture, minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        if away == nil, let first = touches.first {
            let candidates: [(PlatformGesture.RectEdge, Double, CGPoint)] = [
                (.left, first.location.x - screen.minX, CGPoint(x: 1, y: 0)),
                (.right, screen.maxX - first.location.x, CGPoint(x: -1, y: 0)),
                (.top, first.location.y - screen.minY, CGPoint(x: 0, y: 1)),
                (.bottom, screen.maxY - first.location.y, CGPoint(x: 0, y: -1)),
            ]
            let allowed = candidates.filter { edges.contains($0.0) }
            guard let nearest = allowed.min(by: { $0.1 < $1.1 }) else {
                return .fail(GestureFailure(.notAtScreenEdge(distance: .infinity, limit: PlatformConstants.screenEdgeRegion)))
            }
            if nearest.1 > PlatformConstants.screenEdgeRegion {
                return .fail(GestureFailure(.notAtScreenEdge(distance: nearest.1, limit: PlatformConstants.screenEdgeRegion)))
            }
            away = nearest.2
        }
        return super.evaluate(update)
    }

    override func beginning(at translation: CGPoint) -> Step {
        guard let away else { return .none }
        let outward = translation.x * away.x + translation.y * away.y
        let along = abs(translation.x * away.y - translation.y * away.x)
        if outward >= hysteresis && outward > along { return .begin }
        if along >= hysteresis { return .fail(GestureFailure(.wrongDirection)) }
        return .none
    }

    override func resetOwnState() {
        super.resetOwnState()
        away = nil
    }
}
