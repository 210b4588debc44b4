#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two-finger listener behind Magnify and Rotate (docs/semantics.md#proposals-implemented; all proposed): it
/// tracks the first two pointers that go down and ignores any others. The scale is the fingers'
/// distance over their distance when the second went down; the rotation is the change of the
/// angle from the first finger to the second, unwrapped, positive clockwise on screen (y down).
struct PinchSample {
    var time: GestureTime
    var magnification: CGFloat
    var magnificationVelocity: CGFloat
    var rotation: Double
    var rotationVelocity: Double
    var startLocation: CGPoint
    var startAnchor: UnitPoint
}

final class PinchRecognizer: GestureRecognizer<PinchSample> {
    enum Threshold {
        case scale(CGFloat)
        case angle(Angle)
    }

    private let threshold: Threshold
    // One engine thread drives a recognizer: its state skips the runtime exclusivity check
    // on every access (docs/performance.md), as PlatformRecognizer's does.
    @exclusivity(unchecked) private var first: (pointer: Int64, location: CGPoint)?
    @exclusivity(unchecked) private var second: (pointer: Int64, location: CGPoint)?
    @exclusivity(unchecked) private var startDistance: CGFloat = 0
    @exclusivity(unchecked) private var lastAngle: Double = 0
    @exclusivity(unchecked) private var rotation: Double = 0
    @exclusivity(unchecked) private var startLocation = CGPoint.zero
    @exclusivity(unchecked) private var startAnchor = UnitPoint.zero
    @exclusivity(unchecked) private var isActive = false
    @exclusivity(unchecked) private var firstIsTransform = false
    @exclusivity(unchecked) private var scaleSampler = VelocitySampler<Double>()
    @exclusivity(unchecked) private var angleSampler = VelocitySampler<Double>()
    @exclusivity(unchecked) private var state = RecognizerState.possible
    @exclusivity(unchecked) private var current: PinchSample?

    init(threshold: Threshold) { self.threshold = threshold }

    override var traits: GestureTraits { GestureTraits(kinds: .other) }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        if !state.isTerminal { state = update.cancellation.map { .failed($0) } ?? recognize(update) }
        return state
    }

    override var value: PinchSample? { current }
    override func currentValue() -> PinchSample { current! }
    override var hasValue: Bool { current != nil }

    private func recognize(_ update: GestureUpdate) -> RecognizerState {
        guard !update.events.isEmpty else { return state }
        var secondLanded = false
        var lifted = false
        var tracked = false
        // A trackpad's contacts reach SwiftUI's pinch and rotation where the profile says
        // (`GestureSettings.transformsReachSwiftUIGestures`), and never join a finger's pair.
        let transform = update.isTrackpadTransform
        if transform && !update.settings.transformsReachSwiftUIGestures { return state }
        if first != nil && transform != firstIsTransform { return state }
        // A mouse has one cursor: its buttons' streams are never a pinch's fingers; a Mac pinches
        // on the trackpad, whose contacts come as a transform.
        for event in update.events where event.input != .pointer {
            if first == nil || event.pointer == first!.pointer {
                if first == nil { firstIsTransform = transform }
                if first == nil && event.phase != .began {
                    return .failed(GestureFailure(.eventMidstream(event.tracePointer)))
                }
                first = (event.pointer, event.location)
            } else if second == nil || event.pointer == second!.pointer {
                if second == nil {
                    guard event.phase == .began else { return .failed(GestureFailure(.eventMidstream(event.tracePointer))) }
                    secondLanded = true
                }
                second = (event.pointer, event.location)
            } else {
                continue  // A third finger is ignored.
            }
            tracked = true
            switch event.phase {
            case .cancelled: return .failed(GestureFailure(.cancelled))
            case .ended: lifted = true
            case .began, .moved: break
            }
        }
        // Only ignored fingers moved: nothing to report, so no callback runs (docs/semantics.md).
        guard tracked else { return state }
        guard let first, let second else {
            if lifted { return .failed(GestureFailure(.missingSecondPointer)) }
            // One finger: a provisional value at that finger, with nothing scaled or turned yet.
            if let first {
                let location = update.geometry.convert(first.location, to: .local)
                current = PinchSample(time: update.time, magnification: 1, magnificationVelocity: 0, rotation: 0,
                                      rotationVelocity: 0, startLocation: location,
                                      startAnchor: Self.anchor(of: location, in: update.geometry))
            }
            return .possible
        }
        let distance = first.location.distance(to: second.location)
        let angle = Self.angle(from: first.location, to: second.location)
        if secondLanded {
            startDistance = distance
            lastAngle = angle
            rotation = 0
            let midpoint = CGPoint(x: (first.location.x + second.location.x) / 2,
                                   y: (first.location.y + second.location.y) / 2)
            startLocation = update.geometry.convert(midpoint, to: .local)
            startAnchor = Self.anchor(of: startLocation, in: update.geometry)
        } else {
            var delta = angle - lastAngle
            if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
            rotation += delta
            lastAngle = angle
        }
        // Two fingers that landed on one spot have no scale yet; the first distance is the base.
        if startDistance == 0 { startDistance = distance }
        var magnification = startDistance > 0 ? distance / startDistance : 1
        if transform { magnification = GestureUpdate.roundedTrackpadScale(magnification) }
        scaleSampler.add(Double(magnification), at: update.time)
        angleSampler.add(rotation, at: update.time)
        let sample = PinchSample(
            time: update.time, magnification: magnification,
            magnificationVelocity: CGFloat(scaleSampler.velocity),
            rotation: rotation, rotationVelocity: angleSampler.velocity,
            startLocation: startLocation, startAnchor: startAnchor)
        if !isActive {
            switch threshold {
            case .scale(let minimum): isActive = abs(magnification - 1) >= minimum
            case .angle(let minimum): isActive = abs(rotation) >= abs(minimum.radians)
            }
        }
        current = sample
        if lifted { return isActive ? .ended : .failed(GestureFailure(.releasedBeforeThreshold)) }
        return isActive ? .active : .possible
    }

    private static func anchor(of location: CGPoint, in geometry: ViewGeometry) -> UnitPoint {
        let size = geometry.frame.size
        return UnitPoint(x: size.width > 0 ? location.x / size.width : 0, y: size.height > 0 ? location.y / size.height : 0)
    }

    private static func angle(from a: CGPoint, to b: CGPoint) -> Double {
        atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    override func reset() {
        first = nil
        second = nil
        startDistance = 0
        rotation = 0
        isActive = false
        scaleSampler.reset()
        angleSampler.reset()
        state = .possible
        current = nil
    }
}
