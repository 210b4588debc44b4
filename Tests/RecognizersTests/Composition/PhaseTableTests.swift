@testable import Recognizers
import Testing

/// A gesture whose phase is dictated by the test, one entry per update, so each row of each
/// composition table can be checked pair by pair.
struct Scripted: Gesture {
    typealias Value = String
    typealias Body = Never
    enum Step { case possible, possibleWith(String), active(String), ended(String), failed }
    var steps: [Step]
    /// Records the inherited phase the gesture was given at each update.
    var inheritedLog: InheritedLog? = nil

    final class InheritedLog { var entries: [InheritedPhase] = [] }

    func _makeRecognizer() -> GestureRecognizer<String> { ScriptedRecognizer(steps: steps, log: inheritedLog) }
}

final class ScriptedRecognizer: GestureRecognizer<String> {
    let steps: [Scripted.Step]
    let log: Scripted.InheritedLog?
    var index = -1
    init(steps: [Scripted.Step], log: Scripted.InheritedLog?) { self.steps = steps; self.log = log }

    private var step: Scripted.Step { steps[min(max(index, 0), steps.count - 1)] }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        index += 1
        log?.entries.append(update.inherited)
        switch step {
        case .possible, .possibleWith: return .possible
        case .active: return .active
        case .ended: return .ended
        case .failed: return .failed(GestureFailure(.cancelled))
        }
    }

    override var value: String? {
        switch step {
        case .possible, .failed: nil
        case .possibleWith(let v), .active(let v), .ended(let v): v
        }
    }

    override var hasValue: Bool { value != nil }
}

/// Runs one update of `gesture` and returns its phase, with the value rendered.
func phase<G: Gesture>(of gesture: G, inherited: InheritedPhase = .failed) -> String {
    let recognizer = gesture._makeRecognizer()
    let update = GestureUpdate(time: GestureTime(nanoseconds: 0), events: [], inherited: inherited, geometry: sceneV)
    switch recognizer.phase(after: update) {
    case .possible(let value): return "possible(\(value.map { "\($0)" } ?? "nil"))"
    case .active(let value): return "active(\(value))"
    case .ended(let value): return "ended(\(value))"
    case .failed: return "failed"
    }
}

private var possible: Scripted { Scripted(steps: [.possible]) }
private var possibleA: Scripted { Scripted(steps: [.possibleWith("a")]) }
private var possibleB: Scripted { Scripted(steps: [.possibleWith("b")]) }
private var activeA: Scripted { Scripted(steps: [.active("a")]) }
private var activeB: Scripted { Scripted(steps: [.active("b")]) }
private var endedA: Scripted { Scripted(steps: [.ended("a")]) }
private var endedB: Scripted { Scripted(steps: [.ended("b")]) }
private var failed: Scripted { Scripted(steps: [.failed]) }

extension SimultaneousGesture.Value: CustomStringConvertible {
    public var description: String { "(\(first.map { "\($0)" } ?? "nil"), \(second.map { "\($0)" } ?? "nil"))" }
}

extension ExclusiveGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): ".first(\(value))"
        case .second(let value): ".second(\(value))"
        }
    }
}

@Suite("Phase tables of docs/semantics.md#combinator-phase-tables, row by row")
struct PhaseTableTests {
    @Test("SimultaneousGesture (docs/semantics.md#gestures)")
    func simultaneous() {
        // active on either side wins, carrying both unwrapped values
        #expect(phase(of: activeA.simultaneously(with: possible)) == "active((a, nil))")
        #expect(phase(of: activeA.simultaneously(with: endedB)) == "active((a, b))")
        #expect(phase(of: activeA.simultaneously(with: failed)) == "active((a, nil))")
        #expect(phase(of: possibleA.simultaneously(with: activeB)) == "active((a, b))")
        #expect(phase(of: failed.simultaneously(with: activeB)) == "active((nil, b))")
        #expect(phase(of: endedA.simultaneously(with: activeB)) == "active((a, b))")
        // possible on either side holds the combination possible, with no value
        #expect(phase(of: possibleA.simultaneously(with: endedB)) == "possible(nil)")
        #expect(phase(of: possible.simultaneously(with: failed)) == "possible(nil)")
        #expect(phase(of: endedA.simultaneously(with: possibleB)) == "possible(nil)")
        #expect(phase(of: failed.simultaneously(with: possible)) == "possible(nil)")
        // terminal pairs
        #expect(phase(of: endedA.simultaneously(with: endedB)) == "ended((a, b))")
        #expect(phase(of: endedA.simultaneously(with: failed)) == "ended((a, nil))")
        #expect(phase(of: failed.simultaneously(with: endedB)) == "ended((nil, b))")
        #expect(phase(of: failed.simultaneously(with: failed)) == "failed")
    }

    @Test("ExclusiveGesture (docs/semantics.md#combinator-phase-tables)")
    func exclusive() {
        #expect(phase(of: activeA.exclusively(before: activeB)) == "active(.first(a))")
        #expect(phase(of: activeA.exclusively(before: failed)) == "active(.first(a))")
        #expect(phase(of: possible.exclusively(before: activeB)) == "active(.second(b))")
        #expect(phase(of: possibleA.exclusively(before: activeB)) == "active(.second(b))")
        #expect(phase(of: possibleA.exclusively(before: endedB)) == "possible(.first(a))")
        #expect(phase(of: possible.exclusively(before: possibleB)) == "possible(.second(b))")
        #expect(phase(of: possible.exclusively(before: endedB)) == "possible(nil)")
        #expect(phase(of: possible.exclusively(before: failed)) == "possible(nil)")
        #expect(phase(of: possible.exclusively(before: possible)) == "possible(nil)")
        #expect(phase(of: endedA.exclusively(before: activeB)) == "ended(.first(a))")
        #expect(phase(of: endedA.exclusively(before: failed)) == "ended(.first(a))")
        #expect(phase(of: failed.exclusively(before: activeB)) == "active(.second(b))")
        #expect(phase(of: failed.exclusively(before: possibleB)) == "possible(.second(b))")
        #expect(phase(of: failed.exclusively(before: endedB)) == "ended(.second(b))")
        #expect(phase(of: failed.exclusively(before: failed)) == "failed")
        #expect(phase(of: failed.exclusively(before: possible)) == "failed")
    }

    @Test("ExclusiveGesture passes its inherited phase to the second gesture (docs/semantics.md#combinator-phase-tables)")
    func exclusiveInheritedPhase() {
        func inherited(first: Scripted, outer: InheritedPhase) -> InheritedPhase {
            let log = Scripted.InheritedLog()
            _ = phase(of: first.exclusively(before: Scripted(steps: [.possible], inheritedLog: log)), inherited: outer)
            return log.entries[0]
        }
        #expect(inherited(first: failed, outer: .failed) == .failed)
        #expect(inherited(first: failed, outer: []) == [])
        #expect(inherited(first: activeA, outer: .failed) == .active)
        #expect(inherited(first: possibleA, outer: .failed) == [])
        #expect(inherited(first: endedA, outer: .failed) == [])
    }

    @Test("SequenceGesture (docs/semantics.md#gestures)")
    func sequence() {
        func render<A, B>(_ value: SequenceGesture<A, B>.Value) -> String where A.Value == String, B.Value == String {
            switch value {
            case .first(let a): ".first(\(a))"
            case .second(let a, let b): ".second(\(a), \(b ?? "nil"))"
            }
        }
        func phases(_ first: [Scripted.Step], _ second: [Scripted.Step], updates: Int) -> [String] {
            let recognizer = Scripted(steps: first).sequenced(before: Scripted(steps: second))._makeRecognizer()
            var result: [String] = []
            for _ in 0..<updates {
                let update = GestureUpdate(time: GestureTime(nanoseconds: 0), events: [], geometry: sceneV)
                switch recognizer.phase(after: update) {
                case .possible(let value): result.append("possible(\(value.map(render) ?? "nil"))")
                case .active(let value): result.append("active(\(render(value)))")
                case .ended(let value): result.append("ended(\(render(value)))")
                case .failed: result.append("failed")
                }
            }
            return result
        }
        #expect(phases([.possible], [.possible], updates: 1) == ["possible(nil)"])
        #expect(phases([.possibleWith("a")], [.possible], updates: 1) == ["possible(.first(a))"])
        #expect(phases([.active("a")], [.possible], updates: 1) == ["active(.first(a))"])
        #expect(phases([.failed], [.active("b")], updates: 1) == ["failed"])
        // a ended: active(.second(a, nil)) while b is possible, then b's phases
        #expect(phases([.active("a"), .ended("a")], [.possible, .active("b"), .ended("b")], updates: 5)
                == ["active(.first(a))", "active(.second(a, nil))", "active(.second(a, nil))", "active(.second(a, b))", "ended(.second(a, b))"])
        #expect(phases([.ended("a")], [.failed], updates: 2) == ["active(.second(a, nil))", "failed"])
    }
}
