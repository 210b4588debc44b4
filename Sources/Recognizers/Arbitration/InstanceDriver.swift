/// What runs for the pointers bound to one view, as an arbitration profile builds it: one
/// composed gesture (iOS 13–17), or several recognizers and the relations between them. The
/// engine owns the instance's life (docs/semantics.md#gestures: it begins when a pointer lands and ends when every
/// finger is up and nothing is pending) and hands every update to the driver; the driver answers
/// with the state of the whole instance and its next timer.
///
/// A class, not a protocol: drivers are built once per view and updated on every event, and a
/// class's vtable call is the cheapest erased call on that path. Subclasses live in this module.
class InstanceDriver {
    /// Updates everything the instance runs and returns its state as a whole: terminal once
    /// nothing in it can fire again until every finger is up.
    func update(_ update: GestureUpdate) -> RecognizerState { preconditionFailure("\(Self.self) must override update(_:)") }

    /// Returns everything to its initial state for the next instance.
    func reset() {}

    /// The earliest time at which the instance wants an update with no events, if any.
    var deadline: GestureTime? { nil }

    /// Whether `deadline` can ever be non-nil: the engine asks a driver without timers for none.
    var hasTimers: Bool { true }
}
