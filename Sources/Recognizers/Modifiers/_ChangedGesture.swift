extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes while it is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: action)
    }
}

/// `onChanged`: runs on every update in which the gesture is active with a value different from
/// the last one delivered to this action; the memory is cleared on reset.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var _body: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        ChangedRecognizer(base: _body._makeRecognizer(), action: action)
    }
}

final class ChangedRecognizer<Value: Equatable>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let action: (Value) -> Void
    private let lastDelivered = RememberedValue<Value>()

    init(base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        if state == .active { deliverIfChanged() }
        return state
    }

    @inline(never) private func deliverIfChanged() {
        guard base.hasValue else { return }
        let value = base.currentValue()
        if lastDelivered.isSet, lastDelivered.value == value { return }
        lastDelivered.set(value)
        action(value)
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }

    override func reset() {
        lastDelivered.clear()
        base.reset()
    }

    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
