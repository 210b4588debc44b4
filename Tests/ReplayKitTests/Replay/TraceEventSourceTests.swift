@testable import ReplayKit
import Testing
import TraceFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func temporaryTrace(_ text: String) -> String {
    let path = "/tmp/gesture-replay-sources-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).jsonl"
    let file = fopen(path, "w")!
    fputs(text, file)
    fclose(file)
    return path
}

/// Every event of `source` as `t id phase`, and the errors between them as `error LINE`.
private func drain<Source: TraceEventSource & ~Copyable>(_ source: inout Source) -> [String] {
    var out: [String] = []
    while true {
        do {
            guard let event = try source.next() else { return out }
            out.append("\(event.time) \(event.pointer) \(event.phase)")
        } catch {
            out.append("error \(error.line)")
        }
    }
}

@Suite("Event sources: the reader, the prefetcher and the resampler feed one replay loop")
struct TraceEventSourceTests {
    private let trace = """
        {"t":0,"id":1,"phase":"down","x":0,"y":0}
        {"t":0.01,"id":1,"phase":"move","x":1,"y":0}
        {"t":0.02,"id":1,"phase":"bad","x":2,"y":0}
        {"t":0.03,"id":1,"phase":"move","x":3,"y":0}
        {"t":0.04,"id":1,"phase":"up","x":3,"y":0}

        """

    @Test("the reader and the prefetcher give the same events, with the bad line's error in its place")
    func readerAndPrefetcherAgree() throws {
        let path = temporaryTrace(trace)
        var reader = try TraceReader(path: path)
        let inline = drain(&reader)
        var prefetched = PrefetchedEvents(try TraceReader(path: path))
        let threaded = drain(&prefetched)
        #expect(inline == ["0 1 down", "0.01 1 move", "error 3", "0.03 1 move", "0.04 1 up"])
        #expect(threaded == inline)
        #expect(prefetched.eventCount == 4)
        #expect(prefetched.pointersDown.isEmpty)
    }

    @Test("re-sampled at 50 Hz: down and up exact, moves on the 20 ms grid")
    func resampled() throws {
        let path = temporaryTrace(trace.replacing("\"bad\"", with: "\"move\""))
        var source = ResampledEvents(try TraceReader(path: path), rate: 50)
        #expect(drain(&source) == ["0 1 down", "0.02 1 move", "0.04 1 up"])
        #expect(source.eventCount == 5)
    }
}
