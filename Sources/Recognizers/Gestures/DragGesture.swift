import FoundationEssentials

/// A dragging motion that invokes an action as the drag-event sequence changes — SwiftUI's
/// `DragGesture`.
///
/// It becomes active once the touch has been `minimumDistance` or more from its touch-down
/// (at once when that is 0), and ends at the lift; lifting before the threshold, a `cancel` or a
/// second finger fails it, with no `onEnded`.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event, in trace nanoseconds.
        public var timestamp: GestureTime
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event: the touch-down.
        public var startLocation: CGPoint
        /// The current velocity, in points per second.
        public var velocity: CGSize

        public init(timestamp: GestureTime, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.timestamp = timestamp
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }

        /// The time associated with the drag gesture's current event.
        public var time: Date { timestamp.date }

        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would stop if it ended now: `location + velocity × 0.25 s`.
        public var predictedEndLocation: CGPoint {
            let horizon = GestureConstants.dragPredictionHorizon
            return CGPoint(x: location.x + velocity.width * horizon, y: location.y + velocity.height * horizon)
        }

        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = GestureConstants.dragMinimumDistance,
                coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let coordinateSpace: CoordinateSpace
    // One engine thread drives a recognizer: its state skips the runtime exclusivity check
    // on every access (docs/performance.md), as PlatformRecognizer's does.
    @exclusivity(unchecked) private var listener = PointerListener()
    @exclusivity(unchecked) private var startGlobal = CGPoint.zero
    @exclusivity(unchecked) private var startLocation = CGPoint.zero
    @exclusivity(unchecked) private var farthest: CGFloat = 0
    @exclusivity(unchecked) private var sampler = VelocitySampler<CGSize>()
    @exclusivity(unchecked) private var state = RecognizerState.possible
    @exclusivity(unchecked) private var current: DragGesture.Value?

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    override var traits: GestureTraits { GestureTraits(kinds: .other) }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        if !state.isTerminal { state = update.cancellation.map { .failed($0) } ?? recognize(update) }
        return state
    }

    override var value: DragGesture.Value? { current }
    override func currentValue() -> DragGesture.Value { current! }
    override var hasValue: Bool { current != nil }

    private func recognize(_ update: GestureUpdate) -> RecognizerState {
        switch listener.receive(update.events) {
        case .none:
            return state
        case .failed(let failure):
            return .failed(failure)
        case .event(let event):
            let location = update.geometry.convert(event.location, to: coordinateSpace)
            if event.phase == .began {
                startGlobal = event.location
                startLocation = location
                farthest = 0
            } else {
                farthest = max(farthest, startGlobal.distance(to: event.location))
            }
            sampler.add(CGSize(width: location.x, height: location.y), at: event.time)
            // Below the threshold the value is provisional: combinators see it, callbacks do not.
            current = DragGesture.Value(timestamp: event.time, location: location, startLocation: startLocation,
                                        velocity: sampler.velocity)
            guard farthest >= minimumDistance else {
                if event.phase == .ended {
                    return .failed(GestureFailure(.releasedBeforeMinimumDistance(distance: farthest, minimum: minimumDistance)))
                }
                return .possible
            }
            return event.phase == .ended ? .ended : .active
        }
    }

    override func reset() {
        listener.reset()
        sampler.reset()
        farthest = 0
        state = .possible
        current = nil
    }
}
