#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`: two fingers, the first two that
/// land. A pinch begins once their distance has changed by 10 pt and reports `scale` (the
/// distance over the distance when the second finger landed); a rotation begins once their angle
/// has turned 1° and reports `rotation` in radians, followed through full turns. Both end when
/// one of the two lifts (`PlatformConstants`, proposed). Other fingers are ignored.
final class PlatformPinchRecognizer: PlatformRecognizer {
    private let measuresRotation: Bool
    private var pair: (Int64, Int64)?
    private var startDistance = 0.0
    private var lastAngle = 0.0
    private var scale = 1.0
    private var rotation = 0.0
    private var velocity = VelocitySampler<Double>()
    private var hasBegun = false

    override var takesTrackpadTransforms: Bool { true }

    init(_ gesture: PlatformGesture, measuresRotation: Bool) {
        self.measuresRotation = measuresRotation
        super.init(gesture)
    }

    private func pairLocations() -> (CGPoint, CGPoint)? {
        guard let pair,
              let a = touches.first(where: { $0.pointer == pair.0 }),
              let b = touches.first(where: { $0.pointer == pair.1 }) else { return nil }
        return (a.location, b.location)
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        if pair == nil {
            if touches.count >= 2 {
                pair = (touches[0].pointer, touches[1].pointer)
                startDistance = touches[0].location.distance(to: touches[1].location)
                lastAngle = atan2(touches[1].location.y - touches[0].location.y, touches[1].location.x - touches[0].location.x)
                velocity.add(measuresRotation ? 0 : 1, at: update.time)
            } else if liftingCount > 0 {
                return .fail(GestureFailure(.missingSecondPointer))
            }
            if pair == nil { return .none }
        }
        guard let (a, b) = pairLocations() else { return hasBegun ? .end : .fail(GestureFailure(.releasedBeforeThreshold)) }
        let distance = a.distance(to: b)
        var turn = atan2(b.y - a.y, b.x - a.x) - lastAngle
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        lastAngle += turn
        rotation += turn
        let previousScale = scale
        scale = startDistance > 0 ? distance / startDistance : 1
        if update.isTrackpadTransform { scale = GestureUpdate.roundedTrackpadScale(scale) }
        let value = measuresRotation ? rotation : scale
        let lifting = touches.suffix(liftingCount).contains { $0.pointer == pair!.0 || $0.pointer == pair!.1 }
        // Two fingers spreading evenly move their centre nowhere: the pinch changed all the same.
        let changed = movement != .zero || scale != previousScale || turn != 0
        if changed || lifting { velocity.add(value, at: update.time) }
        if hasBegun {
            if lifting { return .end }
            return changed ? .change : .none
        }
        if lifting { return .fail(GestureFailure(.releasedBeforeThreshold)) }
        let crossed = measuresRotation
            ? abs(rotation) >= update.settings.rotationHysteresis.radians
            : abs(distance - startDistance) >= update.settings.pinchHysteresis
        guard crossed else { return .none }
        hasBegun = true
        return .begin
    }

    override func currentValues() -> PlatformGestureValues {
        let location = pairLocations().map { CGPoint(x: ($0.0.x + $0.1.x) / 2, y: ($0.0.y + $0.1.y) / 2) } ?? centroid
        return PlatformGestureValues(location: location, numberOfTouches: min(touches.count, 2),
                                     scalarVelocity: velocity.velocity,
                                     scale: measuresRotation ? nil : scale, rotation: measuresRotation ? rotation : nil)
    }

    override func resetOwnState() {
        pair = nil
        startDistance = 0
        lastAngle = 0
        scale = 1
        rotation = 0
        velocity.reset()
        hasBegun = false
    }
}
