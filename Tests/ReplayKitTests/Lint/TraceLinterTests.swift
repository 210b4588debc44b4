@testable import ReplayKit
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("TraceLinter: every error and suspicious sample of a trace, in line order, as values")
struct TraceLinterTests {
    private func lint(_ text: String, _ linter: TraceLinter = TraceLinter()) -> TraceLinter.Report {
        let path = "/tmp/gesture-replay-lint-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        let file = fopen(path, "w")!
        fputs(text, file)
        fclose(file)
        return linter.validate(path)
    }

    @Test("an error, a jump, an equal timestamp and an unlifted pointer, each located, reading on after the error")
    func findings() {
        let report = lint("""
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0,"id":1,"phase":"move","x":200,"y":0}
            {"t":0.1,"id":2,"phase":"slide","x":0,"y":0}
            {"t":0.2,"id":1,"phase":"up","x":200,"y":0}
            {"t":0.3,"id":3,"phase":"down","x":5,"y":5}

            """, TraceLinter(maximumJump: 150))
        #expect(report.events == 4)
        #expect(report.fatal == nil)
        #expect(report.findings.map { "\($0.line):\($0.column) \($0.severity.rawValue)" } == [
            "2:1 warning", "2:1 warning", "3:26 error", "5:1 warning",
        ])
        #expect(report.findings[1].message.hasPrefix("pointer 1 jumps 200 points since line 1, more than --max-jump 150"))
        #expect(report.findings[3].message == "pointer 3 goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel')")
    }

    @Test("a gap longer than the longest gesture timeout (0.75 s) across which a contact moved is a warning at the event after it; a still finger's or one between gestures is not")
    func gaps() {
        #expect(TraceLinter.longestGestureTimeout == 0.75)
        let report = lint("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":1,\"id\":1,\"phase\":\"up\",\"x\":30,\"y\":0}\n")
        #expect(report.findings.map(\.message) == ["no event for 1 s (since line 1), longer than --max-gap 0.75 s: gesture timers fire inside the gap"])
        // A 0.8 s press held still (synth long-press), then a tap 2 s later: no gap worth a warning.
        let held = lint("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":0.8,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n"
                        + "{\"t\":2.8,\"id\":2,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":2.85,\"id\":2,\"phase\":\"up\",\"x\":0,\"y\":0}\n")
        #expect(held.findings.isEmpty)
    }

    @Test("a file that cannot be opened is fatal, kind cannotOpen")
    func missing() {
        let report = TraceLinter().validate("/nonexistent/trace.jsonl")
        #expect(report.fatal?.kind == .cannotOpen)
        #expect(report.findings.isEmpty)
    }
}
