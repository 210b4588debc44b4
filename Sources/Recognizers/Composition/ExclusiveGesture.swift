extension Gesture {
    /// Combines two gestures exclusively: `self` takes precedence, and `other` is recognized only
    /// if `self` fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture that consists of two gestures where only one of them can succeed — SwiftUI's
/// `ExclusiveGesture`.
///
/// Arbitration: the first gesture wins whenever it is active or ended; the second speaks only
/// while the first is still possible or after it failed, and it inherits the first's state, so
/// a tap second waits for the first to fail and fails if the first becomes active (docs/semantics.md#the-model).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of an exclusive gesture: which of the two gestures produced it.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private enum Source { case none, first, second }
    /// Which child the combined value comes from after the latest update.
    private var source = Source.none

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var traits: GestureTraits { first.traits.combined(with: second.traits) }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let firstState = first.update(update)
        var inherited: InheritedPhase = []
        if case .failed = firstState, update.inherited.contains(.failed) { inherited.insert(.failed) }
        if firstState == .active { inherited.insert(.active) }
        var secondUpdate = update
        secondUpdate.inherited = inherited
        // While the first child is unresolved, it — not the attached gesture's competitor — is
        // what the second waits for.
        if update.competitor != nil, inherited != .failed { secondUpdate.competitor = nil }
        let secondState = second.update(secondUpdate)

        // Rows in precedence order: the first that matches wins (docs/semantics.md#combinator-phase-tables).
        switch (firstState, secondState) {
        case (.active, _):
            source = .first
            return .active
        case (.possible, .active):
            source = .second
            return .active
        case (.possible, _) where first.hasValue:
            source = .first
            return .possible
        case (.possible, .possible) where second.hasValue:
            source = .second
            return .possible
        case (.possible, _):
            source = .none
            return .possible
        case (.ended, _):
            source = .first
            return .ended
        case (.failed, .active):
            source = .second
            return .active
        case (.failed, .possible) where second.hasValue:
            source = .second
            return .possible
        case (.failed, .ended):
            source = .second
            return .ended
        case (.failed, .failed(let failure)):
            source = .none
            return .failed(failure)
        case (.failed(let failure), _):
            source = .none
            return .failed(failure)
        }
    }

    override var value: ExclusiveGesture<First, Second>.Value? {
        switch source {
        case .none: nil
        case .first: first.value.map { .first($0) }
        case .second: second.value.map { .second($0) }
        }
    }

    override func currentValue() -> ExclusiveGesture<First, Second>.Value {
        switch source {
        case .first: .first(first.currentValue())
        case .second: .second(second.currentValue())
        case .none: preconditionFailure("ExclusiveGesture has no value before a child produces one")
        }
    }

    override var hasValue: Bool {
        switch source {
        case .none: false
        case .first: first.hasValue
        case .second: second.hasValue
        }
    }

    override func reset() {
        source = .none
        first.reset()
        second.reset()
    }

    override var deadline: GestureTime? { earliest(first.deadline, second.deadline) }
}
