import Recognizers
@testable import ReplayKit
import Testing
import TraceFormat

@Suite("FrameBuilder: the one statement of the frame rule")
struct FrameBuilderTests {
    private func event(_ seconds: Double, _ pointer: Int64, _ phase: PointerPhase = .move) -> PointerEvent {
        PointerEvent(TraceEvent(time: TraceTime(seconds: seconds), pointer: pointer, phase: phase, x: 0, y: 0))
    }

    @Test("frames group equal times with distinct pointers; a repeated pointer or a new time starts a new frame")
    func grouping() {
        var frames = FrameBuilder()
        var sizes: [Int] = []
        for e in [event(0, 1, .down), event(0, 2, .down), event(0.1, 1), event(0.1, 1), event(0.1, 2)] {
            frames.add(e) { sizes.append($0.count) }
        }
        #expect(sizes == [2, 1])
        frames.finish { sizes.append($0.count) }
        #expect(sizes == [2, 1, 2])
        frames.finish { sizes.append($0.count) }
        #expect(sizes == [2, 1, 2])
    }

    @Test("a trace event becomes the same pointer, phase, place and time")
    func bridge() {
        let pointer = PointerEvent(TraceEvent(time: TraceTime(nanoseconds: 1_500_000_001), pointer: 7, phase: .cancel, x: 1.5, y: -2))
        #expect(pointer.pointer == 7)
        #expect(pointer.phase == .cancelled)
        #expect(pointer.location == CGPoint(x: 1.5, y: -2))
        #expect(pointer.time == GestureTime(nanoseconds: 1_500_000_001))
        let back = TraceEvent(pointer)
        #expect(back.time == TraceTime(nanoseconds: 1_500_000_001))
        #expect((back.pointer, back.phase, back.x, back.y) == (7, .cancel, 1.5, -2))
    }

    @Test("a trace event's input kind becomes the engine's and back: touch is a direct touch, indirect an indirect touch")
    func inputKinds() {
        let pairs: [(InputKind, PointerInput)] = [(.touch, .directTouch), (.pencil, .pencil), (.pointer, .pointer), (.indirect, .indirectTouch)]
        #expect(pairs.map(\.0) == InputKind.allCases)
        for (trace, engine) in pairs {
            let event = TraceEvent(time: TraceTime(nanoseconds: 5), pointer: 3, phase: .move, x: 1, y: 2, input: trace)
            #expect(PointerEvent(event).input == engine)
            #expect(TraceEvent(PointerEvent(event)) == event)
        }
    }
}
