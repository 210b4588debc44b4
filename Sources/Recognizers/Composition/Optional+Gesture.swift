/// A `nil` gesture never recognizes: it fails at once, as SwiftUI's optional gestures do, so
/// `.gesture(isEditing ? nil : DragGesture())` compiles and behaves the same here.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    public func _makeRecognizer() -> GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture._makeRecognizer()
        case .none: FailedRecognizer(GestureFailure(.disabled))
        }
    }
}

/// A gesture that has failed before it starts: a `nil` gesture, or one disabled or masked out.
final class FailedRecognizer<Value>: GestureRecognizer<Value> {
    private let failure: GestureFailure
    init(_ failure: GestureFailure) { self.failure = failure }
    override func update(_ update: GestureUpdate) -> RecognizerState { .failed(failure) }
}
