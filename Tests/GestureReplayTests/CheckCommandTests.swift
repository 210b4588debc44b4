import Testing
@testable import ReplayKit
@testable import gesture_replay

/// A scratch corpus: copies of bundled fixtures (with or without their expected output).
private func corpus(_ names: [String], withExpected: Bool = true) -> String {
    let directory = temporaryDirectory()
    for name in names {
        writeFile(directory + "/\(name).jsonl", readFile(packageRoot + "/Fixtures/traces/\(name).jsonl")!)
        if withExpected {
            writeFile(directory + "/\(name).expected.jsonl", readFile(packageRoot + "/Fixtures/traces/\(name).expected.jsonl")!)
        }
    }
    return directory
}

private let noCI: [String: String?] = ["CI": nil, "NO_COLOR": nil]

@Suite("gesture-replay check: expected output, diffs, --update, JUnit, jobs, shards and rates")
struct CheckCommandTests {
    @Test("every bundled fixture matches its expected output")
    func bundledFixturesPass() {
        let result = run(["check", "Fixtures/traces"])
        #expect(result == RunResult(status: 0, stdout: "61 passed, 0 failed\n", stderr: ""))
        let profiles = run(["check", "--profiles", "ios17,ios18", "Fixtures/traces"])
        #expect(profiles == RunResult(status: 0, stdout: """
            61 passed, 0 failed; 10 depend on the profile (ios17 vs ios18); \
            not replayable (a UIKit recognizer, an input the profile lacks), so checked under the others: 8 under ios17, 7 under ios18

            """, stderr: ""))
    }

    @Test("a directory with no traces is an error, so an empty or mistyped corpus cannot pass CI")
    func emptyDirectory() {
        let directory = temporaryDirectory()
        let result = run(["check", "--color", "never", directory])
        #expect(result == RunResult(status: 66, stdout: """
            ERROR \(directory)
              \(directory): error: no traces (*.jsonl) in this directory; check the path
            0 passed, 1 failed

            """, stderr: ""))
    }

    @Test("--profiles --update writes one expected file when the profiles agree and one per profile when they differ, and removes the stale kind")
    func profilesUpdate() {
        let directory = corpus(["tap"], withExpected: false)
        let differs = "profiles-child-tap-under-parent-double-tap"
        writeFile(directory + "/\(differs).jsonl", readFile(packageRoot + "/Fixtures/traces/\(differs).jsonl")!)
        let created = run(["check", "--profiles", "ios17,ios18", "--update", directory], environment: noCI)
        #expect(created == RunResult(status: 0, stdout: """
            created \(directory)/\(differs).ios17.expected.jsonl
            created \(directory)/\(differs).ios18.expected.jsonl
            created \(directory)/tap.expected.jsonl
            2 passed, 0 failed; 1 depends on the profile (ios17 vs ios18); 3 expected files written

            """, stderr: ""))
        for profile in ["ios17", "ios18"] {
            #expect(readFile(directory + "/\(differs).\(profile).expected.jsonl")
                    == readFile(packageRoot + "/Fixtures/traces/\(differs).\(profile).expected.jsonl"))
        }
        #expect(!FileSystem.exists(directory + "/\(differs).expected.jsonl"))
        // A plain check uses the file of the profile the trace replays with (its header's: ios18).
        #expect(run(["check", directory]).status == 0)
        // A shared file left from before the profiles disagreed: the check says so; --update
        // replaces it with the two.
        writeFile(directory + "/tap.ios17.expected.jsonl", "")
        let stale = run(["check", "--profiles", "ios17,ios18", "--color", "never", directory])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("FAIL \(directory)/tap.jsonl: ios17: "))
        let cleaned = run(["check", "--profiles", "ios17,ios18", "--update", directory], environment: noCI)
        #expect(cleaned.stdout.contains("updated \(directory)/tap.expected.jsonl\nremoved \(directory)/tap.ios17.expected.jsonl\n"))
        #expect(!FileSystem.exists(directory + "/tap.ios17.expected.jsonl"))
    }

    @Test("--profiles with a scene only ios18 can replay: checked and recorded under ios18 alone; a stale ios17 file is removed")
    func profilesWithUIKitRecognizer() {
        let directory = temporaryDirectory()
        let name = "profiles-two-finger-tap-beside-one-finger-tap"
        writeFile(directory + "/\(name).jsonl", readFile(packageRoot + "/Fixtures/traces/\(name).jsonl")!)
        writeFile(directory + "/\(name).ios17.expected.jsonl", "")
        let created = run(["check", "--profiles", "ios17,ios18", "--update", directory], environment: noCI)
        #expect(created == RunResult(status: 0, stdout: """
            created \(directory)/\(name).ios18.expected.jsonl
            removed \(directory)/\(name).ios17.expected.jsonl
            1 passed, 0 failed; 1 depends on the profile (ios17 vs ios18); \
            not replayable (a UIKit recognizer, an input the profile lacks), so checked under the others: 1 under ios17; 1 expected file written

            """, stderr: ""))
        #expect(readFile(directory + "/\(name).ios18.expected.jsonl") == readFile(packageRoot + "/Fixtures/traces/\(name).ios18.expected.jsonl"))
        // A plain check replays it with its own profile, the default ios18, against that file.
        #expect(run(["check", directory]) == RunResult(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
    }

    @Test("a difference prints the trace, the record with its neighbours and the changed field, and exits 1")
    func difference() {
        let directory = corpus(["drag"])
        let expectedPath = directory + "/drag.expected.jsonl"
        let changed = readFile(expectedPath)!.replacing("\"translation\":{\"width\":20,", with: "\"translation\":{\"width\":21,")
        writeFile(expectedPath, changed)
        let result = run(["check", "--color", "never", directory])
        let records = readFile(packageRoot + "/Fixtures/traces/drag.expected.jsonl")!.split(separator: "\n")
        #expect(result.status == 1)
        #expect(result.stdout == """
            FAIL \(directory)/drag.jsonl: record 4 differs
                   2 \(records[1])
                   3 \(records[2])
              -    4 \(changed.split(separator: "\n")[3])
              +    4 \(records[3])
              changed in record 4:
                value.translation.width: 21 → 20
            0 passed, 1 failed

            """)
        #expect(result.stderr == "")
    }

    @Test("colour on request: removed red, added green, as git diff")
    func colour() {
        let directory = corpus(["tap"])
        writeFile(directory + "/tap.expected.jsonl", "")
        let result = run(["check", "--color", "always", directory])
        #expect(result.stdout.contains("\u{1B}[32m  +    1 {\"t\":0.08,"))
        #expect(result.stdout.hasPrefix("\u{1B}[1;31mFAIL\u{1B}[0m \u{1B}[1m\(directory)/tap.jsonl\u{1B}[0m: 1 record added (onEnded); 1 record replayed, 0 expected\n"))
        #expect(result.stdout.hasSuffix("\u{1B}[1;31m0 passed, 1 failed\u{1B}[0m\n"))
    }

    @Test("--profiles against one expected file that only one profile matches: the diff, aligned, and that --update splits the file per profile")
    func profilesOneFile() {
        let directory = temporaryDirectory()
        let name = "profiles-child-tap-under-parent-double-tap"
        writeFile(directory + "/t.jsonl", readFile(packageRoot + "/Fixtures/traces/\(name).jsonl")!)
        writeFile(directory + "/t.expected.jsonl", readFile(packageRoot + "/Fixtures/traces/\(name).ios17.expected.jsonl")!)
        let result = run(["check", "--color", "never", "--profiles", "ios17,ios18", directory])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("FAIL \(directory)/t.jsonl: ios18: record 1 differs\n"))
        #expect(result.stdout.contains("  changed in record 1:\n    t: 0.05 → 0.4\n"))
        #expect(result.stdout.contains("  the profiles give different records and there is one expected file; --update splits it into one per profile (t.ios17.expected.jsonl, t.ios18.expected.jsonl):\n"))
    }

    @Test("a missing record is named with the counts")
    func missingRecord() {
        let directory = corpus(["tap"])
        let expected = readFile(directory + "/tap.expected.jsonl")!
        writeFile(directory + "/tap.expected.jsonl", expected + expected)
        let result = run(["check", "--color", "never", directory])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("FAIL \(directory)/tap.jsonl: record 2 (onEnded) missing; 1 record replayed, 2 expected\n"))
        #expect(result.stdout.contains("\n  -    2 {\"t\":0.08,"))
    }

    @Test("a missing expected file fails and says how to create it")
    func missingExpected() {
        let directory = corpus(["tap"], withExpected: false)
        let result = run(["check", "--color", "never", directory + "/tap.jsonl"])
        #expect(result == RunResult(status: 1, stdout: """
            FAIL \(directory)/tap.jsonl: no expected output: \(directory)/tap.expected.jsonl does not exist
              create it from the current output with:
                gesture-replay check --update \(directory)/tap.jsonl
            0 passed, 1 failed

            """, stderr: ""))
    }

    @Test("--update creates and rewrites expected files, lists them, and leaves matching ones alone")
    func update() {
        let directory = corpus(["tap", "drag"])
        writeFile(directory + "/drag.expected.jsonl", "{}\n")
        writeFile(directory + "/new.jsonl", readFile(packageRoot + "/Fixtures/traces/magnify.jsonl")!)
        let result = run(["check", "--update", "--color", "never", directory], environment: noCI)
        #expect(result == RunResult(status: 0, stdout: """
            updated \(directory)/drag.expected.jsonl
            created \(directory)/new.expected.jsonl
            3 passed, 0 failed; 2 expected files written

            """, stderr: ""))
        #expect(readFile(directory + "/drag.expected.jsonl") == readFile(packageRoot + "/Fixtures/traces/drag.expected.jsonl"))
        #expect(readFile(directory + "/new.expected.jsonl") == readFile(packageRoot + "/Fixtures/traces/magnify.expected.jsonl"))
        #expect(run(["check", directory]).stdout == "3 passed, 0 failed\n")
    }

    @Test("--update is refused when CI is set, unless --force is given")
    func updateInCI() {
        let directory = corpus(["tap"], withExpected: false)
        let refused = run(["check", "--update", directory], environment: ["CI": "true"])
        #expect(refused.status == 64)
        #expect(refused.stdout == "")
        #expect(refused.stderr.hasPrefix("error: refusing to '--update' because the CI environment variable is set"))
        #expect(readFile(directory + "/tap.expected.jsonl") == nil)
        let forced = run(["check", "--update", "--force", "--color", "never", directory], environment: ["CI": "true"])
        #expect(forced.status == 0)
        #expect(forced.stdout == "created \(directory)/tap.expected.jsonl\n1 passed, 0 failed; 1 expected file written\n")
    }

    @Test("a trace that cannot be replayed is an error with its location, exit 65, and the others are still checked")
    func badTrace() {
        let directory = corpus(["tap"])
        writeFile(directory + "/bad.jsonl", "{\"t\":0,\"id\":1,\"phase\":\"dwon\",\"x\":0,\"y\":0}\n")
        let result = run(["check", "--color", "never", directory])
        #expect(result.status == 65)
        #expect(result.stdout == """
            ERROR \(directory)/bad.jsonl
              \(directory)/bad.jsonl:1:24: error: unknown phase 'dwon'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'down'?)
            1 passed, 1 failed

            """)
    }

    @Test("JUnit XML: one testcase per trace, failures with message and diff, errors apart, well-formed")
    func junit() throws {
        let directory = corpus(["tap", "drag"])
        writeFile(directory + "/drag.expected.jsonl", "")
        writeFile(directory + "/bad.jsonl", "{\"t\":0,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n")
        let report = directory + "/report.xml"
        let result = run(["check", "--junit", report, "--color", "always", directory])
        #expect(result.status == 65)
        let xml = try #require(readFile(report))
        let root = try XMLElement.parse(xml)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "3" && root.attributes["failures"] == "1" && root.attributes["errors"] == "1")
        let suite = try #require(root.children.first)
        #expect(root.children.count == 1 && suite.name == "testsuite")
        #expect(suite.attributes["name"] == "gesture-replay check" && suite.attributes["tests"] == "3")
        #expect(suite.children.map(\.name) == ["testcase", "testcase", "testcase"])
        #expect(suite.children.map { $0.attributes["name"] } == ["bad.jsonl", "drag.jsonl", "tap.jsonl"])
        let dottedDirectory = directory.split(separator: "/").joined(separator: ".")
        #expect(suite.children.allSatisfy { $0.attributes["classname"] == dottedDirectory })
        let error = try #require(suite.children[0].children.first)
        #expect(error.name == "error")
        #expect(error.attributes["message"] == "\(directory)/bad.jsonl:1:23: error: 'up' for pointer 1, which is not down; expected a 'down' for it first")
        let failure = try #require(suite.children[1].children.first)
        #expect(failure.name == "failure" && failure.attributes["type"] == "difference")
        #expect(failure.attributes["message"] == "4 records added (onChanged, onEnded); 4 records replayed, 0 expected")
        #expect(failure.text.hasPrefix("  +    1 {\"t\":0.02,\"view\":\"root\""))
        #expect(!failure.text.contains("\u{1B}"), "colour is for terminals, not for reports")
        #expect(suite.children[2].children.isEmpty)
    }

    @Test("--jobs gives the same output in the same order for 1 and 2 jobs")
    func jobs() {
        let directory = corpus(["tap", "drag", "magnify", "rotate", "double-tap"])
        writeFile(directory + "/drag.expected.jsonl", "")
        writeFile(directory + "/rotate.expected.jsonl", "{}\n")
        let one = run(["check", "--jobs", "1", "--color", "never", directory])
        let two = run(["check", "--jobs", "2", "--color", "never", directory])
        #expect(one.status == 1)
        #expect(one == two)
        #expect(one.stdout.hasSuffix("3 passed, 2 failed\n"))
        #expect(one.stdout.firstRange(of: "drag.jsonl")!.lowerBound < one.stdout.firstRange(of: "rotate.jsonl")!.lowerBound)
    }

    @Test("--shard K/N takes every N-th trace of the sorted list from the K-th: the shards partition the corpus")
    func shards() {
        let directory = corpus(["tap", "drag", "magnify", "rotate", "double-tap"])
        func names(_ shard: String) -> [String] {
            let report = directory + "/shard.xml"
            _ = run(["check", "--shard", shard, "--junit", report, directory])
            return readFile(report)!.split(separator: "\n").compactMap { line in
                guard let start = line.firstRange(of: " name=\""), line.contains("<testcase") else { return nil }
                return String(line[start.upperBound...].prefix(while: { $0 != "\"" }))
            }
        }
        // Sorted: double-tap, drag, magnify, rotate, tap.
        #expect(names("1/2") == ["double-tap.jsonl", "magnify.jsonl", "tap.jsonl"])
        #expect(names("2/2") == ["drag.jsonl", "rotate.jsonl"])
        #expect(names("3/3") == ["magnify.jsonl"])
    }

    @Test("--rates reports a trace whose callbacks change with the sampling rate")
    func rates() {
        let directory = temporaryDirectory()
        // The finger wanders 50 pt and back within 8 ms: a 60 Hz panel never sees it, a 240 Hz one does.
        writeFile(directory + "/wobble.jsonl", """
            {"profile":"ios17","gesture":"TapGesture().onEnded { }"}
            {"t":0,"id":1,"phase":"down","x":100,"y":100}
            {"t":0.004,"id":1,"phase":"move","x":150,"y":100}
            {"t":0.008,"id":1,"phase":"move","x":100,"y":100}
            {"t":0.05,"id":1,"phase":"up","x":100,"y":100}

            """)
        writeFile(directory + "/wobble.expected.jsonl", "")
        writeFile(directory + "/steady.jsonl", readFile(packageRoot + "/Fixtures/traces/tap.jsonl")!)
        writeFile(directory + "/steady.expected.jsonl", readFile(packageRoot + "/Fixtures/traces/tap.expected.jsonl")!)
        _ = run(["check", "--update", directory], environment: noCI)
        let result = run(["check", "--rates", "60,120,240", "--color", "never", directory])
        #expect(result == RunResult(status: 1, stdout: """
            FAIL \(directory)/wobble.jsonl: callbacks change with the sampling rate
              callbacks change with the sampling rate (60 Hz: 1 record, 120 Hz: 1 record, 240 Hz: 0 records):
              step 1: at 60 Hz root[0] onEnded null; at 240 Hz (nothing)
            1 passed, 1 failed

            """, stderr: ""))
    }

    @Test("a drag's extra onChanged at a faster rate is not a rate sensitivity")
    func moreSamplesAreNotSensitivity() {
        let result = run(["check", "--rates", "60,120,240", "Fixtures/traces/drag.jsonl", "Fixtures/traces/scene-long-press-then-drag-dragged.jsonl"])
        #expect(result == RunResult(status: 0, stdout: "2 passed, 0 failed\n", stderr: ""))
    }

    @Test("usage errors name the flag and the fix", arguments: [
        (["check", "--profiles", "ios18", "x"], "error: '--profiles' compares profiles; give at least two, such as ios17,ios18"),
        (["check", "--profiles", "ios17,ios81", "x"], "error: unknown profile 'ios81' for '--profiles'; this version replays \(profileList) (did you mean 'ios18'?)"),
        (["check"], "error: missing expected argument '<path> ...'; give trace files or a directory of traces"),
        (["check", "--shard", "3/2", "x"], "error: invalid value '3/2' for '--shard'; expected <k>/<n> with 1 ≤ k ≤ n, such as 2/4"),
        (["check", "--rates", "60", "x"], "error: '--rates' needs at least two rates to compare, such as 60,120,240"),
        (["check", "--jobs", "0", "x"], "error: invalid value '0' for '--jobs'; expected a number of parallel checks of at least 1, such as 4"),
        (["check", "--force", "x"], "error: '--force' only applies to '--update'; add '--update' to rewrite expected files"),
        (["check", "--updte", "x"], "error: unknown option '--updte'; did you mean '--update'?"),
        (["check", "-"], "error: 'check' reads trace files and directories, not standard input; give a path"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n" + CheckCommand.usage + "\n  See 'gesture-replay check --help'.\n")
    }

    @Test("--help explains the layout and the exit statuses")
    func help() {
        let result = run(["check", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Check that traces still replay to their expected output."))
        #expect(result.stdout.contains("NAME.expected.jsonl"))
    }
}
