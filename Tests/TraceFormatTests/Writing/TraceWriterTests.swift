import Testing
@testable import TraceFormat

@Suite("TraceWriter and number formatting")
struct TraceWriterTests {
    @Test("writes canonical lines that read back to the same events")
    func roundTrip() throws {
        let events = [
            TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 1, phase: .down, x: 120.5, y: 80),
            TraceEvent(time: TraceTime(nanoseconds: 16_000_001), pointer: 1, phase: .move, x: -0.1, y: 1e-7),
            TraceEvent(time: TraceTime(nanoseconds: 2_000_000_000), pointer: 1, phase: .cancel, x: 1e21, y: 3),
        ]
        var writer = TraceWriter(.memory)
        writer.writeHeader(profile: "ios17", sceneJSON: nil)
        for event in events { writer.write(event) }
        #expect(writer.sink.text == """
            {"profile":"ios17"}
            {"t":0,"id":1,"phase":"down","x":120.5,"y":80}
            {"t":0.016000001,"id":1,"phase":"move","x":-0.1,"y":1e-07}
            {"t":2,"id":1,"phase":"cancel","x":1e+21,"y":3}

            """)
        let path = temporaryTrace(writer.sink.text)
        var reader = try TraceReader(path: path)
        #expect(try reader.readHeader()?.profile?.name == "ios17")
        var read: [TraceEvent] = []
        while let event = try reader.next() { read.append(event) }
        #expect(read == events)
    }

    @Test("numbers print in shortest round-trip form", arguments: [
        (80.0, "80"), (0.0, "0"), (-0.0, "0"), (120.5, "120.5"), (0.1 + 0.2, "0.30000000000000004"), (-12.0, "-12"),
        (1e15, "1000000000000000"), (9007199254740992, "9007199254740992"), (1e16, "1e+16"), (.infinity, "null"),
    ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        #expect(NumberFormat.string(value) == expected)
    }

    @Test("times print as exact decimal seconds", arguments: [
        (0, "0"), (30_000_000, "0.03"), (1_000_000_000, "1"), (-1, "-0.000000001"), (Int64.max, "9223372036.854775807"),
    ] as [(Int64, String)])
    func times(nanoseconds: Int64, expected: String) {
        #expect(TraceTime(nanoseconds: nanoseconds).description == expected)
    }

    @Test("JSON strings are escaped")
    func strings() {
        var sink = OutputSink(.memory)
        sink.appendJSONString("a\"b\\c\nd\u{1}")
        #expect(sink.text == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }
}
