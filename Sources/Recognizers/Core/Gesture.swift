/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states — SwiftUI's protocol, with SwiftUI's name.
///
/// Write custom gestures exactly as in SwiftUI, by giving a `body`:
///
///     struct SwipeGesture: Gesture {
///         var body: some Gesture<SwipeDirection> { DragGesture().map { … } }
///     }
public protocol Gesture<Value> {
    /// The type of value the gesture produces while it changes and when it ends.
    associatedtype Value = Body.Value
    /// The gesture this one is made of; `Never` for the primitives of this module.
    associatedtype Body: Gesture

    var body: Body { get }

    /// Builds the running recognizer for one gesture instance. Implemented by the primitives and
    /// wrappers of this module; custom gestures inherit an implementation that uses `body`.
    func _makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer() -> GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Gesture where Body == Never {
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
    public typealias Body = Never
    public func _makeRecognizer() -> GestureRecognizer<Never> { switch self {} }
}

/// Equality used where SwiftUI compares values that are not statically Equatable (the `updating`
/// dedupe): Equatable values compare, `Void` is always equal, anything else always differs.
func gestureValuesEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
    if V.self == Void.self { return true }
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
