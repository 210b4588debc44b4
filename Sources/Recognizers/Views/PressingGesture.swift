/// Reports whether a press is in progress, as `onLongPressGesture`'s `onPressingChanged` does.
struct PressingGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never
    var base: Base
    var onPressingChanged: ((Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer<Value> {
        PressingRecognizer(base: base._makeRecognizer(), onPressingChanged: onPressingChanged)
    }
}

/// `true` when the base becomes active, `false` when it leaves that state — failing, ending, or
/// its instance being reset.
final class PressingRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let onPressingChanged: ((Bool) -> Void)?
    private var isPressing = false

    init(base: GestureRecognizer<Value>, onPressingChanged: ((Bool) -> Void)?) {
        self.base = base
        self.onPressingChanged = onPressingChanged
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        let pressing = state == .active
        if pressing != isPressing {
            isPressing = pressing
            onPressingChanged?(pressing)
        }
        return state
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }

    override func reset() {
        if isPressing {
            isPressing = false
            onPressingChanged?(false)
        }
        base.reset()
    }

    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
