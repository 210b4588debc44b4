extension Gesture {
    /// Sequences a gesture with another one to create a composed gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// A gesture that's a sequence of two gestures — SwiftUI's `SequenceGesture`.
///
/// The second gesture sees events only after the first ended, starting with the next event of a
/// finger that is still down, which it takes as that finger's first (docs/semantics.md#proposals-implemented, proposed). So in
/// `LongPressGesture().sequenced(before: DragGesture())` the drag starts where the finger was
/// when the press was recognized.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a sequence: the first gesture's, or both once the second has begun.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>.Value> {
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var firstValue: First.Value?
    private var firstEnded = false
    private var secondState = RecognizerState.possible
    /// Pointers the second gesture has seen, so a finger's first event can be presented as its down.
    private var secondSeen: [Int64] = []

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var traits: GestureTraits { first.traits.combined(with: second.traits) }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        guard firstEnded else {
            let state = first.update(update)
            switch state {
            case .possible, .active, .failed: return state
            case .ended:
                firstEnded = true
                firstValue = first.value
                return .active
            }
        }
        secondState = updateSecond(update)
        switch secondState {
        case .possible, .active: return .active
        case .ended, .failed: return secondState
        }
    }

    /// The second gesture allows incomplete event sequences: a finger it has not seen, arriving
    /// mid-stream, first reaches it as a down at that place and time, then as itself.
    private func updateSecond(_ update: GestureUpdate) -> RecognizerState {
        var entering: [PointerEvent] = []
        for event in update.events where !secondSeen.contains(event.pointer) {
            secondSeen.append(event.pointer)
            if event.phase != .began {
                var down = event
                down.phase = .began
                entering.append(down)
            }
        }
        if !entering.isEmpty {
            var entry = update
            entry.events = entering
            let state = second.update(entry)
            if state.isTerminal { return state }
        }
        return second.update(update)
    }

    override var hasValue: Bool { firstEnded ? firstValue != nil : first.hasValue }

    override var value: SequenceGesture<First, Second>.Value? {
        guard firstEnded else { return first.value.map { .first($0) } }
        guard let firstValue else { return nil }
        // The second's value shows only once it is active: while possible it has not begun.
        switch secondState {
        case .active, .ended: return .second(firstValue, second.value)
        case .possible, .failed: return .second(firstValue, nil)
        }
    }

    override func currentValue() -> SequenceGesture<First, Second>.Value {
        firstEnded ? value! : .first(first.currentValue())
    }

    override func reset() {
        firstValue = nil
        firstEnded = false
        secondState = .possible
        secondSeen.removeAll()
        first.reset()
        second.reset()
    }

    override var deadline: GestureTime? { firstEnded ? second.deadline : first.deadline }
}
