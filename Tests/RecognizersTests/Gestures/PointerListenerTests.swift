@testable import Recognizers
import Testing

/// The listener every single-pointer primitive is built on passes over the events of input
/// kinds its gesture does not take (SwiftUI's `inputKinds:`).
@Suite("PointerListener: input kinds")
struct PointerListenerTests {
    private func event(_ pointer: Int64, _ phase: TouchPhase, _ input: PointerInput) -> PointerEvent {
        PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: 0, y: 0), time: GestureTime(nanoseconds: 0), input: input)
    }

    @Test("every kind by default; a touch is invisible to a pencil-only listener, which goes on to track the pencil")
    func filters() {
        var all = PointerListener()
        guard case .event(let seen) = all.receive([event(1, .began, .directTouch)]) else {
            Issue.record("the default listener takes a touch")
            return
        }
        #expect(seen.pointer == 1)
        var pencil = PointerListener()
        pencil.inputKinds = .pencil
        guard case .none = pencil.receive([event(1, .began, .directTouch)]) else {
            Issue.record("a pencil-only listener does not see a touch")
            return
        }
        #expect(pencil.tracked == nil)
        // The touch's own moves are not a pointer first seen mid-stream, and the pencil is tracked.
        guard case .event(let drawn) = pencil.receive([event(1, .moved, .directTouch), event(2, .began, .pencil)]) else {
            Issue.record("a pencil-only listener tracks the pencil")
            return
        }
        #expect(drawn.pointer == 2)
        #expect(pencil.tracked == 2)
    }

    @Test("GestureInputKinds holds one bit per kind, and .all holds each of SwiftUI's, not a trackpad's transform")
    func kinds() {
        #expect(PointerInput.allCases.filter { GestureInputKinds.all.contains($0) } == [.directTouch, .pencil, .pointer, .indirectTouch])
        #expect(GestureInputKinds([.pencil, .pointer]).contains(.pointer))
        #expect(!GestureInputKinds.pencil.contains(.directTouch))
        #expect(PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 0, y: 0), time: GestureTime(nanoseconds: 0)).input == .directTouch)
    }
}
