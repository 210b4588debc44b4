extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture: every
    /// phase keeps its kind and carries the transformed value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: body)
    }
}

public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    public var _body: Content
    let transform: (Content.Value) -> Value

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        MapRecognizer(base: _body._makeRecognizer(), transform: transform)
    }
}

final class MapRecognizer<Input, Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Input>
    private let transform: (Input) -> Value

    init(base: GestureRecognizer<Input>, transform: @escaping (Input) -> Value) {
        self.base = base
        self.transform = transform
    }

    override func update(_ update: GestureUpdate) -> RecognizerState { base.update(update) }
    override var value: Value? { base.value.map(transform) }
    override func currentValue() -> Value { transform(base.currentValue()) }
    override var hasValue: Bool { base.hasValue }
    override func reset() { base.reset() }
    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
