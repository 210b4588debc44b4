/// A gesture that succeeds when the user performs a long press — SwiftUI's `LongPressGesture`.
///
/// It is active (value `true`) from touch-down, and ends — with the finger still down — once
/// `minimumDuration` has passed; lifting earlier, or moving `maximumDistance` or more from the
/// touch-down, fails it. After it ends, later moves and the lift do nothing.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = GestureConstants.longPressMinimumDuration,
                maximumDistance: CGFloat = GestureConstants.longPressMaximumDistance) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    // One engine thread drives a recognizer: its state skips the runtime exclusivity check
    // on every access (docs/performance.md), as PlatformRecognizer's does.
    @exclusivity(unchecked) private var listener = PointerListener(takesPrimaryButtonOnly: true)
    @exclusivity(unchecked) private var downLocation = CGPoint.zero
    @exclusivity(unchecked) private var downTime = GestureTime(nanoseconds: 0)
    @exclusivity(unchecked) private var recognitionTime: GestureTime?
    @exclusivity(unchecked) private var state = RecognizerState.possible
    @exclusivity(unchecked) private var dependency = FailIfActiveDependency()

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        if !state.isTerminal { state = update.cancellation.map { .failed($0) } ?? recognize(update) }
        guard update.settings.longPressIsDependent else { return state }
        return dependency.apply(state, inherited: update.inherited, cancellation: update.cancellation)
    }

    override var heldBack: Bool { dependency.isHoldingBack }
    override var traits: GestureTraits { GestureTraits(kinds: .longPress, hasTimers: true) }

    /// Always `true` once pressed: SwiftUI never reports `false` (docs/semantics.md#proposals-implemented).
    override var value: Bool? { hasValue ? true : nil }
    override func currentValue() -> Bool { true }

    override var hasValue: Bool {
        switch state {
        case .active, .ended: true
        case .possible, .failed: false
        }
    }

    private func recognize(_ update: GestureUpdate) -> RecognizerState {
        // The duration is met at exactly `down + minimumDuration` (≥), before any event at that time.
        if let recognitionTime, update.time >= recognitionTime { return .ended }
        switch listener.receive(update.events) {
        case .none:
            return state
        case .failed(let failure):
            return .failed(failure)
        case .event(let event):
            if event.phase == .began {
                downLocation = event.location
                downTime = event.time
                let deadline = event.time + minimumDuration
                if deadline <= event.time { return .ended }
                recognitionTime = deadline
                return .active
            }
            let distance = downLocation.distance(to: event.location)
            if distance >= maximumDistance {
                return .failed(GestureFailure(.movedTooFar(distance: distance, limit: maximumDistance)))
            }
            if event.phase == .ended {
                return .failed(GestureFailure(.releasedTooEarly(duration: event.time - downTime, minimum: minimumDuration)))
            }
            return .active
        }
    }

    override func reset() {
        listener.reset()
        recognitionTime = nil
        state = .possible
        dependency = FailIfActiveDependency()
    }

    override var deadline: GestureTime? { state.isTerminal ? nil : recognitionTime }
}
