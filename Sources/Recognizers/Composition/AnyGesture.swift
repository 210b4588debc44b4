/// A type-erased gesture — SwiftUI's `AnyGesture`. Behaves exactly as the gesture it wraps.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let make: () -> GestureRecognizer<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeRecognizer() }
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> { make() }
}

extension Gesture {
    /// Wraps the gesture in `AnyGesture`.
    public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
