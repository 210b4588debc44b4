import Testing
@testable import gesture_replay

/// Every bundled trace: the fixtures and the real recordings.
private let allTraces: [String] = FileSystem.files(under: packageRoot + "/Fixtures") {
    $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl")
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
        let serial = one.check(allTraces).map { $0.actual }
        for _ in 0..<5 {
            #expect(two.check(allTraces).map { $0.actual } == serial)
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
        let serial = run(["check", "--jobs", "1", "--rates", "30,60,120", "--color", "never", "Fixtures"])
        for _ in 0..<3 {
            #expect(run(["check", "--jobs", "2", "--rates", "30,60,120", "--color", "never", "Fixtures"]) == serial)
        }
    }
}
