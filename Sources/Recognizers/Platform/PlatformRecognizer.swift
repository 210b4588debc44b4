/// The running state of one UIKit-style recognizer (`PlatformGesture`): UIKit's state machine —
/// `possible → began → changed… → ended | cancelled` for a continuous recognizer,
/// `possible → recognized` for a discrete one, or `possible → failed` — over the touches that
/// reach its view. Subclasses decide, per update, what their touches amount to (`evaluate`); this
/// class turns that into states, holds a transition back while the recognizers it waits for are
/// undecided, asks the delegate whether to begin, and calls the action.
///
/// To the engine it is a gesture recognizer like any other: `active` while began, `ended` once
/// ended or recognized, `failed` once failed or cancelled.
class PlatformRecognizer: GestureRecognizer<Void> {
    /// What one update of the touches amounts to.
    enum Step: Equatable {
        case none
        /// A continuous recognizer's threshold is met.
        case begin
        /// A began recognizer's values changed.
        case change
        /// A continuous recognizer's touches are gone.
        case end
        /// A discrete recognizer is recognized.
        case recognize
        case fail(GestureFailure)
    }

    enum Stage { case possible, began, ended, cancelled, failed }

    let gesture: PlatformGesture
    // Unchecked exclusivity, as in the engine: one thread, no access held across a call out, and
    // a control's pan runs this on every event of a scroll.
    @exclusivity(unchecked) private(set) var stage = Stage.possible
    @exclusivity(unchecked) private var failure: GestureFailure?
    /// A `begin` or `recognize` held back while a recognizer this one waits for is undecided.
    @exclusivity(unchecked) private var pending: Step?
    /// A held-back beginning whose touches ended before it was released.
    @exclusivity(unchecked) private var endedWhileHeld = false
    @exclusivity(unchecked) private var geometry = ViewGeometry.defaultWindow
    /// The time of the update in progress.
    @exclusivity(unchecked) private(set) var time = GestureTime(nanoseconds: 0)

    /// The touches down during this update, in landing order, at their latest locations (global):
    /// those that lift in this update are still here, and leave after `evaluate`.
    @exclusivity(unchecked) private(set) var touches: [(pointer: Int64, location: CGPoint)] = []
    /// How many of `touches` lift in this update.
    @exclusivity(unchecked) private(set) var liftingCount = 0
    /// The average movement, in this update, of the touches that were already down.
    @exclusivity(unchecked) private(set) var movement = CGPoint.zero

    init(_ gesture: PlatformGesture) {
        self.gesture = gesture
    }

    /// The touches still down after this update.
    var remainingCount: Int { touches.count - liftingCount }

    /// The centroid of `touches` (global), `location(in:)` before conversion.
    var centroid: CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for touch in touches { x += touch.location.x; y += touch.location.y }
        return CGPoint(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    // MARK: What subclasses provide

    func evaluate(_ update: GestureUpdate) -> Step { preconditionFailure("\(Self.self) must override evaluate(_:)") }

    /// The values reported now, with `location` in global points (converted here).
    func currentValues() -> PlatformGestureValues { PlatformGestureValues(location: centroid, numberOfTouches: touches.count) }

    /// The subclass's own timer (a long press's duration, a tap's limits), while undecided.
    var ownDeadline: GestureTime? { nil }

    /// Whether `location(in:)` says where the touches are: a swipe's answers (0, 0).
    var reportsLocation: Bool { true }

    func resetOwnState() {}

    /// Called after each transition, with the values it reports: where a control's recognizer
    /// moves its control.
    func transitioned(_ state: PlatformGestureState) {}

    /// Called when the recognizer fails, whatever the reason.
    func failed(_ reason: GestureFailure, competitor: String?) {}

    // MARK: The state machine

    /// Whether it takes a trackpad's pinch and rotation (UIKit's `.transform` events): only
    /// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` do (docs/semantics.md#input-beyond-touch).
    var takesTrackpadTransforms: Bool { false }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        guard stage == .possible || stage == .began else { return terminalState }
        if update.isTrackpadTransform && !takesTrackpadTransforms {
            // Not its events: the update reaches it as a tick, for what it inherits.
            var tick = update
            tick.events = []
            return self.update(tick)
        }
        geometry = update.geometry
        time = update.time
        if let cancellation = update.cancellation { return fail(cancellation, competitor: update.competitor) }
        var cancelled = false
        track(update.events, cancelled: &cancelled)
        defer { removeLifted() }
        if cancelled {
            if stage == .began {
                stage = .cancelled
                failure = GestureFailure(.cancelled)
                emit(.cancelled)
                return terminalState
            }
            return fail(GestureFailure(.cancelled), competitor: nil)
        }
        // A discrete recognition is final: while it waits, later touches change nothing.
        let step = pending == .recognize ? .none : evaluate(update)
        if case .fail(let failure) = step { return fail(failure, competitor: nil) }
        if stage == .began {
            switch step {
            case .change: emit(.changed)
            case .end:
                stage = .ended
                emit(.ended)
            default: break
            }
            return stage == .ended ? .ended : .active
        }
        switch step {
        case .begin, .recognize: pending = step
        case .end where pending == .begin: endedWhileHeld = true
        default: break
        }
        // Waiting: the arbitration passes no `failed` inheritance until what it waits for fails.
        guard let transition = pending, update.inherited.contains(.failed) else { return .possible }
        pending = nil
        if let shouldBegin = gesture.delegate.gestureRecognizerShouldBegin, !shouldBegin(localValues()) {
            return fail(GestureFailure(.delegateRefusedToBegin), competitor: nil)
        }
        if transition == .recognize {
            stage = .ended
            emit(.recognized)
            return .ended
        }
        stage = .began
        emit(.began)
        if endedWhileHeld {
            stage = .ended
            emit(.ended)
            return .ended
        }
        return .active
    }

    private var terminalState: RecognizerState {
        stage == .ended ? .ended : .failed(failure ?? GestureFailure(.disabled))
    }

    private func fail(_ reason: GestureFailure, competitor: String?) -> RecognizerState {
        stage = .failed
        failure = reason
        pending = nil
        gesture.onFailed?(reason, competitor)
        failed(reason, competitor: competitor)
        return .failed(reason)
    }

    private func emit(_ state: PlatformGestureState) {
        gesture.action?(PlatformGestureEvent(state: state, values: localValues()))
        transitioned(state)
    }

    private func localValues() -> PlatformGestureValues {
        var values = currentValues()
        values.location = reportsLocation ? geometry.convert(values.location, to: .local) : .zero
        return values
    }

    private func track(_ events: [PointerEvent], cancelled: inout Bool) {
        var moved = CGPoint.zero
        var movedCount = 0
        liftingCount = 0
        for event in events {
            if event.phase == .cancelled { cancelled = true }
            if let index = touches.firstIndex(where: { $0.pointer == event.pointer }) {
                let previous = touches[index].location
                moved.x += event.location.x - previous.x
                moved.y += event.location.y - previous.y
                movedCount += 1
                touches[index].location = event.location
            } else if event.phase == .began {
                touches.append((event.pointer, event.location))
            } else {
                // A pointer first seen mid-stream: UIKit only delivers touches that began on the view.
                continue
            }
            if event.phase == .ended || event.phase == .cancelled { liftingCount += 1 }
        }
        // Lifting touches go to the end, each part in landing order, so they can leave in one cut.
        if liftingCount > 0 {
            let lifting = Set(events.lazy.filter { $0.phase == .ended || $0.phase == .cancelled }.map(\.pointer))
            touches = touches.filter { !lifting.contains($0.pointer) } + touches.filter { lifting.contains($0.pointer) }
            liftingCount = touches.count(where: { lifting.contains($0.pointer) })
        }
        movement = movedCount == 0 ? .zero : CGPoint(x: moved.x / Double(movedCount), y: moved.y / Double(movedCount))
    }

    private func removeLifted() {
        touches.removeLast(liftingCount)
        liftingCount = 0
    }

    override func reset() {
        stage = .possible
        failure = nil
        pending = nil
        endedWhileHeld = false
        touches.removeAll(keepingCapacity: true)
        liftingCount = 0
        movement = .zero
        resetOwnState()
    }

    override var deadline: GestureTime? {
        stage == .possible || stage == .began ? ownDeadline : nil
    }

    override var heldBack: Bool { pending != nil }
    override var traits: GestureTraits { GestureTraits(kinds: .other, hasTimers: true) }
}
