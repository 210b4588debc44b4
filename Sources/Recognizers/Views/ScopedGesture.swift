/// A gesture that sees the geometry of the view it is attached to, whatever view's gesture
/// instance it runs in: `.local` and named spaces resolve against its own view.
struct ScopedGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never
    var base: Base
    var geometry: ViewGeometry

    func _makeRecognizer() -> GestureRecognizer<Value> { ScopedRecognizer(base: base._makeRecognizer(), geometry: geometry) }
}

final class ScopedRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let geometry: ViewGeometry

    init(base: GestureRecognizer<Value>, geometry: ViewGeometry) {
        self.base = base
        self.geometry = geometry
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        var scoped = update
        scoped.geometry = geometry
        return base.update(scoped)
    }

    override var value: Value? { base.value }
    override func currentValue() -> Value { base.currentValue() }
    override var hasValue: Bool { base.hasValue }
    override func reset() { base.reset() }
    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
    override var traits: GestureTraits { base.traits }
}
