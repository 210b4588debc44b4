/// A gesture that recognizes one or more taps — SwiftUI's `TapGesture`.
///
/// Each tap must finish within 0.75 s of its touch-down and move less than 45 pt; with
/// `count > 1`, each following tap must go down and up within 0.35 s of the previous up. The
/// gesture never becomes active: it goes from possible straight to ended at the final up.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The required number of taps to complete the tap gesture.
    public var count: Int

    /// `count` below 1 is treated as 1; SwiftUI traps instead.
    public init(count: Int = 1) { self.count = count }

    public func _makeRecognizer() -> GestureRecognizer<Void> {
        TapRecognizer(count: count, coordinateSpace: .global).map { _ in () }
    }
}

extension GestureRecognizer {
    func map<T>(_ transform: @escaping (Value) -> T) -> GestureRecognizer<T> {
        MapRecognizer(base: self, transform: transform)
    }
}

/// Counts taps (docs/semantics.md#gestures) and reports the location of the final up, converted into
/// `coordinateSpace`; `TapGesture` drops the location, `SpatialTapGesture` keeps it.
final class TapRecognizer: GestureRecognizer<CGPoint> {
    private let count: Int
    private let coordinateSpace: CoordinateSpace
    // One engine thread drives a recognizer: its state skips the runtime exclusivity check
    // on every access (docs/performance.md), as PlatformRecognizer's does.
    @exclusivity(unchecked) private var listener = PointerListener(takesPrimaryButtonOnly: true)
    @exclusivity(unchecked) private var completedTaps = 0
    @exclusivity(unchecked) private var downLocation = CGPoint.zero
    /// When the current tap must be up by (maximum duration), while a finger is down.
    @exclusivity(unchecked) private var holdDeadline: GestureTime?
    /// When the next tap must be finished by, after a non-final tap.
    @exclusivity(unchecked) private var repeatDeadline: GestureTime?
    @exclusivity(unchecked) private var dependency = FailIfActiveDependency()
    @exclusivity(unchecked) private var state = RecognizerState.possible
    @exclusivity(unchecked) private var location: CGPoint?

    init(count: Int, coordinateSpace: CoordinateSpace) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        if !state.isTerminal { state = update.cancellation.map { .failed($0) } ?? recognize(update) }
        return dependency.apply(state, inherited: update.inherited, cancellation: update.cancellation)
    }

    override var value: CGPoint? { location }
    override func currentValue() -> CGPoint { location! }
    override var hasValue: Bool { location != nil }

    private func recognize(_ update: GestureUpdate) -> RecognizerState {
        if let holdDeadline, update.time >= holdDeadline {
            return .failed(GestureFailure(.heldTooLong(limit: update.settings.tapMaximumDuration)))
        }
        if let repeatDeadline, update.time >= repeatDeadline {
            return .failed(GestureFailure(.nextTapTooLate(interval: update.settings.tapRepeatInterval)))
        }
        switch listener.receive(update.events) {
        case .none:
            return state
        case .failed(let failure):
            return .failed(failure)
        case .event(let event):
            // The latest location is the tap's provisional value, and its final value at the end.
            location = update.geometry.convert(event.location, to: coordinateSpace)
            if event.phase == .began {
                downLocation = event.location
                holdDeadline = event.time + update.settings.tapMaximumDuration
                return .possible
            }
            let distance = downLocation.distance(to: event.location)
            if distance >= update.settings.tapMaximumMovement {
                return .failed(GestureFailure(.movedTooFar(distance: distance, limit: update.settings.tapMaximumMovement)))
            }
            guard event.phase == .ended else { return .possible }
            completedTaps += 1
            holdDeadline = nil
            if completedTaps == count {
                repeatDeadline = nil
                return .ended
            }
            // Each tap of a multi-tap starts from a fresh listener: the next finger has a new id.
            listener.reset()
            repeatDeadline = event.time + update.settings.tapRepeatInterval
            return .possible
        }
    }

    override func reset() {
        listener.reset()
        completedTaps = 0
        holdDeadline = nil
        repeatDeadline = nil
        dependency = FailIfActiveDependency()
        state = .possible
        location = nil
    }

    override var deadline: GestureTime? {
        state.isTerminal ? nil : earliest(holdDeadline, repeatDeadline)
    }

    override var heldBack: Bool { dependency.isHoldingBack }
    override var traits: GestureTraits { GestureTraits(kinds: .tap, largestTapCount: count, hasTimers: true) }
}

/// Taps wait for the gestures that take precedence over them (docs/semantics.md#proposals-implemented, `failIfActive`): they
/// fail if one of those is active, pass through once all have failed, and otherwise hold an
/// active or ended phase back as possible until the competitors resolve. A cancellation from the
/// arbitration fails whatever is not yet visible as ended — a held recognition included.
struct FailIfActiveDependency {
    private var failure: GestureFailure?

    private(set) var isHoldingBack = false

    mutating func apply(_ state: RecognizerState, inherited: InheritedPhase, cancellation: GestureFailure? = nil) -> RecognizerState {
        let visible = apply(state, inherited: inherited)
        if let cancellation, !visible.isTerminal {
            failure = cancellation
            isHoldingBack = false
            return .failed(cancellation)
        }
        return visible
    }

    private mutating func apply(_ state: RecognizerState, inherited: InheritedPhase) -> RecognizerState {
        isHoldingBack = false
        if let failure { return .failed(failure) }
        if inherited.contains(.active) {
            if case .failed = state { return state }
            failure = GestureFailure(.competitorActive)
            return .failed(failure!)
        }
        if inherited.contains(.failed) { return state }
        switch state {
        case .active, .ended:
            isHoldingBack = true
            return .possible
        case .possible, .failed: return state
        }
    }
}
