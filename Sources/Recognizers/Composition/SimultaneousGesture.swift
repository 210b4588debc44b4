extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other — SwiftUI's `SimultaneousGesture`. Both children see every event; the
/// combination is active while either is, and ends only when both are terminal and one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture: each child's current value, nil where it has none.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var firstState = RecognizerState.possible
    private var secondState = RecognizerState.possible
    private var producesValue = false

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var traits: GestureTraits { first.traits.combined(with: second.traits) }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        firstState = first.update(update)
        secondState = second.update(update)
        // Rows in precedence order: the first that matches wins (docs/semantics.md#gestures).
        switch (firstState, secondState) {
        case (.active, _), (_, .active):
            producesValue = true
            return .active
        case (.possible, _), (_, .possible):
            producesValue = false
            return .possible
        case (.ended, .ended), (.ended, .failed), (.failed, .ended):
            producesValue = true
            return .ended
        case (.failed, .failed(let failure)):
            producesValue = false
            return .failed(failure)
        }
    }

    override var hasValue: Bool { producesValue }

    override var value: SimultaneousGesture<First, Second>.Value? {
        guard producesValue else { return nil }
        return .init(first: Self.unwrapped(first, firstState), second: Self.unwrapped(second, secondState))
    }

    /// A child's current value: nil once it failed.
    private static func unwrapped<V>(_ child: GestureRecognizer<V>, _ state: RecognizerState) -> V? {
        if case .failed = state { return nil }
        return child.value
    }

    override func reset() {
        firstState = .possible
        secondState = .possible
        producesValue = false
        first.reset()
        second.reset()
    }

    override var deadline: GestureTime? { earliest(first.deadline, second.deadline) }
}
