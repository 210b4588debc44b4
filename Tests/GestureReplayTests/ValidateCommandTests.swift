import Testing
@testable import ReplayKit
@testable import gesture_replay

@Suite("gesture-replay validate: every error and every suspicious sample, located")
struct ValidateCommandTests {
    @Test("a folder is its traces, as check finds them; an expected-output file a glob picked up is skipped with a note; an empty folder is 66")
    func folders() {
        let directory = temporaryDirectory()
        writeFile(directory + "/swipe.jsonl", "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n")
        writeFile(directory + "/swipe.expected.jsonl", "{\"t\":0.1,\"view\":\"root\",\"modifier\":0,\"path\":\"\",\"gesture\":\"TapGesture()\",\"callback\":\"onEnded\"}\n")
        #expect(run(["validate", directory]) == RunResult(status: 0, stdout: "\(directory)/swipe.jsonl: 2 events, 0 errors, 0 warnings\n", stderr: ""))
        #expect(run(["validate", directory + "/swipe.expected.jsonl", directory + "/swipe.jsonl"]) == RunResult(
            status: 0, stdout: "\(directory)/swipe.jsonl: 2 events, 0 errors, 0 warnings\n",
            stderr: "\(directory)/swipe.expected.jsonl: note: skipped: an expected output of 'check', not a trace\n"))
        let empty = temporaryDirectory()
        #expect(run(["validate", empty]) == RunResult(status: 66, stdout: "", stderr: "\(empty): error: no traces (*.jsonl) in this directory; check the path\n"))
    }

    @Test("every error is reported, not only the first, with warnings between them, and exit 65")
    func everything() {
        let path = temporaryDirectory() + "/bad.jsonl"
        writeFile(path, """
            {"profile":"ios16"}
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.01,"id":1,"phase":"mvoe","x":0,"y":0}
            {"t":0.02,"id":1,"phase":"move","x":500,"y":0}
            {"t":0.02,"id":1,"phase":"move","x":501,"y":0}
            {"t":0.01,"id":1,"phase":"move","x":1,"y":0}
            {"t":2,"id":2,"phase":"up","x":1,"y":0}
            {"t":3,"id":1,"phase":"move","x":520,"y":0}
            {"t":3,"id":3,"phase":"down","x":1,"y":0

            """)
        #expect(run(["validate", path]) == RunResult(status: 65, stdout: """
            \(path):1:12: error: unknown profile 'ios16'; this version replays \(profileList) (did you mean 'ios17'?)
            \(path):2:1: warning: pointer 1 goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel')
            \(path):3:27: error: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'move'?)
            \(path):4:1: warning: pointer 1 jumps 500 points since line 2, more than --max-jump 150; a sample may be missing or two contacts may share an id
            \(path):5:1: warning: pointer 1 has two samples at t=0.02 (lines 4 and 5); they replay as two frames at the same time
            \(path):6:6: error: time goes backwards: 0.01 is before 0.02 on line 5; times must never decrease
            \(path):7:23: error: 'up' for pointer 2, which is not down; expected a 'down' for it first
            \(path):8:1: warning: no event for 2.98 s (since line 5), longer than --max-gap 0.75 s: gesture timers fire inside the gap
            \(path):9:41: error: unterminated object; expected ',' or '}' before the end of the line
            \(path): 4 events, 5 errors, 4 warnings

            """, stderr: ""))
    }

    @Test("a clean trace: a summary line and exit 0; warnings alone do not fail unless --strict")
    func cleanAndStrict() {
        #expect(run(["validate", "Fixtures/traces/drag.jsonl"]) == RunResult(status: 0, stdout: "Fixtures/traces/drag.jsonl: 6 events, 0 errors, 0 warnings\n", stderr: ""))
        let path = temporaryDirectory() + "/held.jsonl"
        writeFile(path, "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n")
        let lenient = run(["validate", path])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "\(path):1:1: warning: pointer 1 goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel')\n"
                + "\(path): 1 event, 0 errors, 1 warning\n")
        // The line says what the summary counts.
        let strict = run(["validate", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stdout == "\(path):1:1: error: pointer 1 goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel') (an error under --strict)\n"
                + "\(path): 1 event, 1 error, 0 warnings\n")
    }

    @Test("the tool's own synth output passes its own validator, --strict included: a long press held still has no gap")
    func synthPassesValidate() {
        let path = temporaryDirectory() + "/press.jsonl"
        let synth = run(["synth", "long-press", "--at", "100,100", "-o", path])
        #expect(synth.status == 0)
        #expect(readFile(path) == "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":100,\"y\":100}\n{\"t\":0.8,\"id\":1,\"phase\":\"up\",\"x\":100,\"y\":100}\n")
        #expect(run(["validate", "--strict", path]) == RunResult(status: 0, stdout: "\(path): 2 events, 0 errors, 0 warnings\n", stderr: ""))
    }

    @Test("thresholds are options")
    func thresholds() {
        let path = temporaryDirectory() + "/t.jsonl"
        writeFile(path, """
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.4,"id":1,"phase":"up","x":60,"y":80}

            """)
        #expect(run(["validate", path]).stdout == "\(path): 2 events, 0 errors, 0 warnings\n")
        #expect(run(["validate", "--max-jump", "99", "--max-gap", "0.3", path]).stdout == """
            \(path):2:1: warning: no event for 0.4 s (since line 1), longer than --max-gap 0.3 s: gesture timers fire inside the gap
            \(path):2:1: warning: pointer 1 jumps 100 points since line 1, more than --max-jump 99; a sample may be missing or two contacts may share an id
            \(path): 2 events, 0 errors, 2 warnings

            """)
    }

    @Test("a header with a gesture that does not parse is an error pointing into the header")
    func badHeaderGesture() {
        let path = temporaryDirectory() + "/h.jsonl"
        writeFile(path, "{\"gesture\":\"TapGesture(count: two)\"}\n")
        let result = run(["validate", path])
        #expect(result.status == 65)
        #expect(result.stdout.hasPrefix("\(path):1:31: error: "))
    }

    @Test("a missing file exits 66; every file is still visited")
    func missingFile() {
        let result = run(["validate", "/nonexistent.jsonl", "Fixtures/traces/tap.jsonl"])
        #expect(result.status == 66)
        #expect(result.stdout == "Fixtures/traces/tap.jsonl: 3 events, 0 errors, 0 warnings\n")
        #expect(result.stderr == "/nonexistent.jsonl: error: cannot open the trace: No such file or directory\n")
    }

    @Test("a trace with no events is an error, as replaying it is: empty, or a header alone")
    func noEvents() {
        let directory = temporaryDirectory()
        writeFile(directory + "/empty.jsonl", "")
        writeFile(directory + "/header.jsonl", "{\"profile\":\"ios18\"}\n")
        #expect(run(["validate", directory + "/empty.jsonl", directory + "/header.jsonl"]) == RunResult(status: 65, stdout: """
            \(directory)/empty.jsonl: error: the trace has no pointer events; a trace is JSON Lines such as {"t":0,"id":1,"phase":"down","x":10,"y":10}
            \(directory)/empty.jsonl: 0 events, 1 error, 0 warnings
            \(directory)/header.jsonl:1:1: error: the trace has a header but no pointer events; add lines such as {"t":0,"id":1,"phase":"down","x":10,"y":10}
            \(directory)/header.jsonl: 0 events, 1 error, 0 warnings

            """, stderr: ""))
    }

    @Test("--help names the warnings and their thresholds")
    func help() {
        let result = run(["validate", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Report every problem in traces, with its file:line:column."))
        #expect(result.stdout.contains("--max-jump <points>"))
        #expect(result.stdout.contains("--max-gap <s>"))
    }

    @Test("usage errors name the flag", arguments: [
        (["validate"], "error: missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input"),
        (["validate", "--max-jump", "-1", "t"], "error: invalid value '-1' for '--max-jump'; expected a distance in points greater than 0"),
        (["validate", "--strikt", "t"], "error: unknown option '--strikt'; did you mean '--strict'?"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n" + ValidateCommand.usage + "\n  See 'gesture-replay validate --help'.\n")
    }
}
