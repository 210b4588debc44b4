extension Gesture {
    /// Adds an action to perform when the gesture ends. It does not run when the gesture fails
    /// or is cancelled.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: action)
    }
}

/// `onEnded`: runs once, on the update in which the gesture reaches `ended`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var _body: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        EndedRecognizer(base: _body._makeRecognizer(), action: action)
    }
}

final class EndedRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let action: (Value) -> Void
    private var hasFired = false

    init(base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        if state == .ended && !hasFired { fire() }
        return state
    }

    /// Kept out of `update` so the per-event path never materializes a generic value.
    @inline(never) private func fire() {
        guard base.hasValue else { return }
        hasFired = true
        action(base.currentValue())
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }

    override func reset() {
        hasFired = false
        base.reset()
    }

    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
