/// The context of a state change; SwiftUI's `Transaction`, carried so `updating` bodies and
/// `reset` closures have the same signatures as in SwiftUI. Replay has no animations.
public struct Transaction: Sendable {
    public var isContinuous = false
    public var disablesAnimations = false
    public init() {}
}

/// A property wrapper that updates a property while the user performs a gesture and resets it
/// to its initial value when the gesture ends or is cancelled — SwiftUI's `@GestureState`.
///
/// Copies share one storage, so a test can hold the state, pass `$state` to `updating`, and read
/// `state` after a replay.
@propertyWrapper
public struct GestureState<Value> {
    final class Storage {
        var value: Value
        let initialValue: Value
        let resetAction: (Value, inout Transaction) -> Void

        init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.value = initialValue
            self.initialValue = initialValue
            self.resetAction = reset
        }

        func reset() {
            var transaction = Transaction()
            resetAction(value, &transaction)
            value = initialValue
        }
    }

    let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(initialValue: wrappedValue, reset: { _, _ in })
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = Storage(initialValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// `reset` receives the value before it returns to `wrappedValue`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = Storage(initialValue: wrappedValue, reset: reset)
    }

    public var wrappedValue: Value { storage.value }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
