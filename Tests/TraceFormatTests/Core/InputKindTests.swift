import Testing
@testable import TraceFormat

/// The input kind every trace event carries: touch by default from the reader (both paths) and
/// synth, kept by the resampler, written only when it is not touch.
@Suite("InputKind: what made each trace event travels with it")
struct InputKindTests {
    @Test("the reader makes every event a touch, on the canonical path and the general one")
    func reader() throws {
        let path = temporaryTrace(#"{"t":0,"id":1,"phase":"down","x":1,"y":2}"# + "\n" + #"{ "phase": "up", "t": 0.1, "id": 1, "x": 1, "y": 2, "pressure": 0.4 }"# + "\n")
        var reader = try TraceReader(path: path)
        var kinds: [InputKind] = []
        while let event = try reader.next() { kinds.append(event.input) }
        #expect(kinds == [.touch, .touch])
    }

    @Test("the writer writes the input key only for what is not a finger: a finger's line stays version 1's")
    func writer() {
        var writer = TraceWriter(.memory)
        writer.write(TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 1, phase: .down, x: 1, y: 2))
        writer.write(TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 2, phase: .down, x: 1, y: 2, input: .pencil))
        #expect(writer.sink.text == #"{"t":0,"id":1,"phase":"down","x":1,"y":2}"# + "\n"
            + #"{"t":0,"id":2,"phase":"down","x":1,"y":2,"input":"pencil"}"# + "\n")
        #expect(InputKind.allCases.map(\.description) == ["touch", "pencil", "pointer", "indirect"])
    }

    @Test("events differing only in their kind are different events")
    func equality() {
        let touch = TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 1, phase: .down, x: 1, y: 2)
        var pencil = touch
        pencil.input = .pencil
        #expect(touch != pencil)
        #expect(touch.input == .touch)
    }

    @Test("synth's touches are touches; the resampler re-samples fingers only, a mouse's lines pass through as recorded")
    func synthesisAndResampling() {
        var script = TouchScript(rate: 60)
        script.drag(from: TracePoint(x: 0, y: 0), to: TracePoint(x: 100, y: 0), duration: 0.1)
        #expect(!script.events.isEmpty && script.events.allSatisfy { $0.input == .touch })
        var resampler = TraceResampler(rate: 100)
        var out: [TraceEvent] = []
        for (t, phase, x) in [(0.0, PointerPhase.down, 0.0), (0.05, .move, 50), (0.1, .up, 100)] {
            resampler.feed(TraceEvent(time: TraceTime(seconds: t), pointer: 1, phase: phase, x: x, y: 0, input: .pointer)) { out.append($0) }
        }
        resampler.finish { out.append($0) }
        #expect(out.map(\.time.nanoseconds) == [0, 50_000_000, 100_000_000])
        #expect(out.allSatisfy { $0.input == .pointer })
    }
}
