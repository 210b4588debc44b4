extension Gesture {
    /// Updates `state` while the gesture is active; the state resets when the gesture ends,
    /// fails or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// `updating(_:body:)`: runs `body` on every update in which the base is active with a value
/// that differs from the previous update's value, and resets the state — before any outer
/// `onEnded` runs — when the base becomes terminal or the instance is reset.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        UpdatingRecognizer(base: base._makeRecognizer(), storage: state.storage, body: body)
    }
}

final class UpdatingRecognizer<Value, State>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let storage: GestureState<State>.Storage
    private let body: (Value, inout State, inout Transaction) -> Void
    private let previousValue = RememberedValue<Value>()
    /// Whether `body` ran since the last reset: only then is there a state to reset.
    private var hasWrittenState = false
    /// The base is a long press alone, which a platform quirk may keep from updating.
    private let isLongPress: Bool

    init(base: GestureRecognizer<Value>, storage: GestureState<State>.Storage,
         body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.storage = storage
        self.body = body
        isLongPress = base.traits.kinds == .longPress
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        switch state {
        case .active:
            guard base.hasValue else { break }
            // FB16430342: a long press's `.updating` is never called (docs/semantics.md#platform-quirks).
            if isLongPress, update.settings.quirks.contains(.longPressUpdatingNeverCalled) { break }
            let value = base.currentValue()
            if previousValue.isSet, gestureValuesEqual(previousValue.value, value) { break }
            previousValue.set(value)
            var gestureState = storage.value
            var transaction = Transaction()
            body(value, &gestureState, &transaction)
            storage.value = gestureState
            hasWrittenState = true
        case .ended, .failed:
            resetStateIfWritten()
            previousValue.clear()
        case .possible:
            previousValue.clear()
        }
        return state
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }

    override func reset() {
        resetStateIfWritten()
        previousValue.clear()
        base.reset()
    }

    private func resetStateIfWritten() {
        guard hasWrittenState else { return }
        hasWrittenState = false
        storage.reset()
    }

    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
