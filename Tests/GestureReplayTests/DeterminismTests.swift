import Testing
@testable import ReplayKit
@testable import gesture_replay

/// Every bundled trace: the fixtures and the real recordings (not the fuzzing findings, which
/// are broken on purpose).
private let allTraces: [String] = ["/Fixtures/traces", "/Fixtures/real"].flatMap { directory in
    FileSystem.files(under: packageRoot + directory) { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
}

@Suite("Determinism: the same input gives byte-identical output, however often and however parallel")
struct DeterminismTests {
    @Test("there are traces to replay")
    func corpus() {
        #expect(allTraces.count >= 30)
    }

    @Test("every bundled trace replayed 20 times in one process gives the same records, and 2 jobs give what 1 job gives")
    func inProcess() {
        for trace in allTraces {
            guard case .success(let first) = CheckCommand.records(of: trace, rate: nil) else {
                Issue.record("\(trace) does not replay")
                continue
            }
            for _ in 1..<20 {
                guard case .success(let again) = CheckCommand.records(of: trace, rate: nil) else { return }
                #expect(again == first, "\(trace) replays the same")
            }
        }
        var one = CheckCommand(paths: [packageRoot + "/Fixtures"])
        one.jobs = 1
        var two = one
        two.jobs = 2
        let serial = one.check(allTraces).map { $0.writes.first?.bytes }
        for _ in 0..<5 {
            #expect(two.check(allTraces).map { $0.writes.first?.bytes } == serial)
        }
    }

    @Test("the binary prints the same bytes on every run: JSON, explained text, and check with 1 and 2 jobs")
    func binary() {
        for trace in allTraces {
            for arguments in [["--format", "json"], ["--explain", "--format", "text"]] {
                let first = run([trace] + arguments)
                #expect(first.status == 0, "\(trace) replays")
                for _ in 0..<3 { #expect(run([trace] + arguments) == first) }
            }
        }
        let serial = run(["check", "--jobs", "1", "--rates", "30,60,120", "--color", "never", "Fixtures/traces", "Fixtures/real"])
        for _ in 0..<3 {
            #expect(run(["check", "--jobs", "2", "--rates", "30,60,120", "--color", "never", "Fixtures/traces", "Fixtures/real"]) == serial)
        }
    }

    @Test("a trace over 1 MiB, parsed on a second thread, gives what the same trace from a pipe gives — errors, skipped lines and unlifted pointers included")
    func prefetchedEqualsStreamed() {
        var lines: [String] = []
        var time = 0
        for stroke in 0..<2_000 {
            let id = stroke + 1
            lines.append(#"{"t":\#(Double(time) / 1000),"id":\#(id),"phase":"down","x":\#(stroke % 300),"y":100}"#)
            for step in 1...8 {
                time += 8
                lines.append(#"{"t":\#(Double(time) / 1000),"id":\#(id),"phase":"move","x":\#(stroke % 300 + step * 3),"y":\#(100 + step)}"#)
            }
            time += 8
            lines.append(#"{"t":\#(Double(time) / 1000),"id":\#(id),"phase":"up","x":\#(stroke % 300 + 24),"y":108}"#)
            time += 400
        }
        let clean = lines.joined(separator: "\n") + "\n"
        var damaged = lines
        damaged[9_000] = "not json"
        damaged[15_001] = #"{"t":0,"id":99999,"phase":"move","x":0,"y":0}"#
        damaged.append(#"{"t":9999,"id":424242,"phase":"down","x":1,"y":1}"#)
        let damagedText = damaged.joined(separator: "\n") + "\n"
        #expect(clean.utf8.count > 1 << 20)
        let directory = temporaryDirectory()
        for (name, text) in [("clean.jsonl", clean), ("damaged.jsonl", damagedText)] {
            let path = directory + "/" + name
            writeFile(path, text)
            for arguments in [["--format", "json"], ["--keep-going", "--format", "json"], ["--explain", "--format", "text"]] {
                let fromFile = run([path] + arguments)
                var fromPipe = run(["-"] + arguments, stdin: text)
                fromPipe.stderr = fromPipe.stderr.replacing("<stdin>", with: path)
                #expect(fromFile == fromPipe, "\(name) \(arguments)")
                #expect(fromFile.stdout.count > 100_000)
            }
        }
        let strict = run([directory + "/damaged.jsonl", "--format", "json"])
        #expect(strict.status == 65)
        #expect(strict.stderr == "\(directory)/damaged.jsonl:9001:1: error: expected a JSON object ('{'), found 'not'\n")
    }
}
