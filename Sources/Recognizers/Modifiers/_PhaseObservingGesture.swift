/// A change of a gesture's phase, with the reason when it failed: what `--explain` reports.
public struct GesturePhaseChange: Equatable, Sendable {
    public var kind: GesturePhaseKind
    public var failure: GestureFailure?
    /// Recognized, but held back as possible until the gestures it depends on fail.
    public var heldBack: Bool
    /// The gesture instance ended while this gesture was still active or held back: another
    /// gesture decided the outcome, and this one never resolved.
    public var dropped = false
    /// iOS 18: the attached gesture this one is held back for or was failed by, as
    /// "TapGesture(count: 2) on P".
    public var competitor: String? = nil
}

extension Gesture {
    /// Calls `observer` whenever the gesture's phase changes, or it starts or stops being held
    /// back — not SwiftUI API; it is how tools explain why a callback did or did not run.
    public func _observingPhase(_ observer: @escaping (GesturePhaseChange) -> Void) -> _PhaseObservingGesture<Self> {
        _PhaseObservingGesture(base: self, observer: observer)
    }
}

public struct _PhaseObservingGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    var base: Base
    let observer: (GesturePhaseChange) -> Void

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        PhaseObservingRecognizer(base: base._makeRecognizer(), observer: observer)
    }
}

final class PhaseObservingRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let observer: (GesturePhaseChange) -> Void
    private var last = GesturePhaseChange(kind: .possible, failure: nil, heldBack: false)

    init(base: GestureRecognizer<Value>, observer: @escaping (GesturePhaseChange) -> Void) {
        self.base = base
        self.observer = observer
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        var failure: GestureFailure?
        if case .failed(let reason) = state { failure = reason }
        var change = GesturePhaseChange(kind: state.kind, failure: failure, heldBack: state == .possible && base.heldBack)
        if let competitor = update.competitor, change.heldBack || update.cancellation != nil {
            change.competitor = competitor
        }
        if change != last {
            last = change
            observer(change)
        }
        return state
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }
    override func reset() {
        if last.kind == .active || last.heldBack {
            observer(GesturePhaseChange(kind: last.kind, failure: nil, heldBack: last.heldBack, dropped: true))
        }
        last = GesturePhaseChange(kind: .possible, failure: nil, heldBack: false)
        base.reset()
    }
    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
