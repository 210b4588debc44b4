/// `UIPanGestureRecognizer`: begins once the centroid of `minimumNumberOfTouches` to
/// `maximumNumberOfTouches` fingers has moved 10 pt along either axis
/// (`PlatformConstants.panHysteresis`) from where they went down, reports every move, and ends
/// when fewer than the minimum remain.
///
/// `translation` absorbs the hysteresis: at the sample that begins the pan it is the travel less
/// the slop crossed, and from there it follows the fingers' average movement, so a finger landing
/// or lifting does not make it jump. `velocity` is UIKit's own estimate over about the last
/// 100 ms (`UIKitVelocityEstimator`), not SwiftUI's sampler. [MEASURED, OUI and DG,
/// docs/semantics.md#platform-recognizers-uikits-under-ios18]
class PlatformPanRecognizer: PlatformRecognizer {
    /// The fingers' velocity, in points per second.
    var currentVelocity: CGPoint { velocity.velocity }

    private let minimumNumberOfTouches: Int
    private let maximumNumberOfTouches: Int
    /// The centroid's movement since the touch-down, the slop included.
    @exclusivity(unchecked) private(set) var travel = CGPoint.zero
    /// The part of `travel` the hysteresis took: zero until the pan begins.
    @exclusivity(unchecked) private var slop = CGPoint.zero
    @exclusivity(unchecked) private var velocity = UIKitVelocityEstimator()
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

    /// UIKit's `translation(in:)`: the travel less the slop.
    var translation: CGPoint { CGPoint(x: travel.x - slop.x, y: travel.y - slop.y) }

    /// Whether `translation` has crossed the hysteresis: `≥` along either axis. A diagonal move
    /// of 10.08 pt whose larger component is 8.3 pt has not. [MEASURED, DG; the per-axis rule is
    /// chosen over a Euclidean limit between 10.23 and 10.86 pt, which fits as well,
    /// docs/semantics.md#platform-recognizers-uikits-under-ios18]
    func crossesHysteresis(_ translation: CGPoint) -> Bool {
        max(abs(translation.x), abs(translation.y)) >= hysteresis
    }

    /// Whether the pan may begin with this travel: nil to keep waiting, or a failure. A plain pan
    /// begins at the hysteresis in any direction.
    func beginning(at travel: CGPoint) -> Step {
        crossesHysteresis(travel) ? .begin : .none
    }

    /// How far this pan's touches move before it begins: the profile's pan hysteresis; a List's
    /// swipe actions have their own.
    func hysteresis(in settings: GestureSettings) -> CGFloat { settings.panHysteresis }

    override func evaluate(_ update: GestureUpdate) -> Step {
        hysteresis = hysteresis(in: update.settings)
        travel.x += movement.x
        travel.y += movement.y
        if !update.events.isEmpty { velocity.add(travel, at: update.time, inPlaceLift: liftingCount > 0 && movement == .zero) }
        if hasBegun {
            if remainingCount < minimumNumberOfTouches { return .end }
            return movement == .zero ? .none : .change
        }
        if remainingCount == 0 {
            return .fail(GestureFailure(.releasedBeforeMinimumDistance(
                distance: CGPoint.zero.distance(to: travel), minimum: hysteresis)))
        }
        if touches.count > maximumNumberOfTouches {
            return .fail(GestureFailure(.wrongNumberOfTouches(count: touches.count, required: maximumNumberOfTouches)))
        }
        guard touches.count >= minimumNumberOfTouches else { return .none }
        let step = beginning(at: travel)
        if step == .begin { absorbSlop() }
        return step
    }

    /// The pan begins: the slop is the travel scaled back onto the hysteresis's square, so a
    /// vertical move of 12 pt reports 2 pt. [MEASURED, OUI: 12 → 2, 24 → 14]
    func absorbSlop() {
        hasBegun = true
        let larger = max(abs(travel.x), abs(travel.y))
        guard larger > 0 else { return }
        let share = min(1, hysteresis / larger)
        slop = CGPoint(x: travel.x * share, y: travel.y * share)
    }

    override func currentValues() -> PlatformGestureValues {
        PlatformGestureValues(location: centroid, numberOfTouches: touches.count, translation: translation,
                              velocity: velocity.velocity)
    }

    override func resetOwnState() {
        travel = .zero
        slop = .zero
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

    override func beginning(at travel: CGPoint) -> Step {
        guard let away else { return .none }
        let outward = travel.x * away.x + travel.y * away.y
        let along = abs(travel.x * away.y - travel.y * away.x)
        if outward >= hysteresis && outward > along { return .begin }
        if along >= hysteresis { return .fail(GestureFailure(.wrongDirection)) }
        return .none
    }

    override func resetOwnState() {
        super.resetOwnState()
        away = nil
    }
}
