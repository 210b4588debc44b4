import Testing
@testable import ReplayKit
@testable import gesture_replay

/// Every input a fuzz target found crashing (Fixtures/fuzz/), and the crashes found around it
/// by hand, replayed the way the target ran them. None may trap.
@Suite("Fuzzing findings stay fixed")
struct FuzzRegressionTests {
    @Test("the trace target's crash: a failure reason for a pointer 1e113 points away, with --explain --keep-going")
    func hugeDistanceExplained() {
        let trace = "Fixtures/fuzz/trace-huge-distance-explained.jsonl"
        let salvaged = run([trace, "--explain", "--keep-going", "--format", "text"])
        #expect(salvaged.status == 0)
        #expect(salvaged.stdout.contains("0.259977  tap         TapGesture()         [failed]           moved 1e+113 pt (limit 45 pt)\n"))
        let strict = run([trace, "--explain", "--format", "json"])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(trace):13:31: error: unknown phase 'qove'"))
    }

    @Test("the trace target's out-of-memory: --resample over a 55-hour gap makes a second of grid samples, not 19 million, and stops at the bad line after it")
    func resampleGap() {
        let trace = "Fixtures/fuzz/trace-oom-resample-gap.jsonl"
        let result = run([trace, "--resample", "97", "--gesture", "DragGesture().onEnded { _ in }"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(trace):62:6: error: time goes backwards: 1.447986 is before 199394.3 on line 61"))
    }

    private let hugeMove = """
        {"t":0,"id":1,"phase":"down","x":0,"y":0}
        {"t":0.1,"id":1,"phase":"move","x":1e300,"y":0}
        {"t":0.2,"id":1,"phase":"up","x":0,"y":0}

        """

    @Test("parameters past any deadline or distance: the deadline saturates, the reason prints the number", arguments: [
        ("LongPressGesture(minimumDuration: 1e300).onEnded { _ in }",
         "0.1       root  LongPressGesture(minimumDuration: 1e+300)  [failed]           moved 1e+300 pt (limit 10 pt)\n"),
        ("DragGesture(minimumDistance: 1e308).onEnded { _ in }",
         "0.2       root  DragGesture(minimumDistance: 1e+308)  [failed]           released after moving 1e+300 pt (minimum 1e+308 pt)\n"),
        ("LongPressGesture(minimumDuration: -1e300).onEnded { _ in }",
         "0         root  LongPressGesture(minimumDuration: -1e+300)  onEnded            true\n"),
    ] as [(String, String)])
    func extremeParameters(gesture: String, line: String) {
        let result = run(["-", "--explain", "--format", "text", "--gesture", gesture], stdin: hugeMove)
        #expect(result.status == 0)
        #expect(result.stdout.contains(line))
    }

    @Test("a parameter too large for a Double is a located usage error")
    func infiniteParameter() {
        let result = run(["-", "--gesture", "LongPressGesture(minimumDuration: 1e400)"], stdin: hugeMove)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("--gesture:1:35: error: '1e400' is too large for a Double; use a finite number\n"))
    }
}
