import Testing

@Suite("The command line: options, exit statuses and error messages (docs/trace-format.md#errors)")
struct ReplayCommandTests {
    private let drag = "DragGesture().onEnded { _ in }"

    @Test("text times are to the microsecond and values to four decimals; JSON keeps every digit")
    func textTimes() {
        let trace = "Fixtures/traces/controls-scroll-drag-vertical.jsonl"
        let text = run([trace, "--profile", "ios17", "--format", "text"]).stdout.split(separator: "\n").suffix(3)
        // UIKit decelerates in whole milliseconds: at rest 2045 ms after the lift. [MEASURED]
        #expect(text == ["0.22      Feed  ScrollView     scrollPhase        decelerating",
                         "2.265     Feed  ScrollView     scrollEnd          (0, 414.409)",
                         "2.265     Feed  ScrollView     scrollPhase        idle"])
        #expect(run([trace, "--profile", "ios17", "--format", "json"]).stdout
            .contains(#"{"t":2.265,"view":"Feed","control":"ScrollView","event":"scrollEnd","value":{"x":0,"y":414.408956832698}}"#))
    }

    @Test("--version is the changelog's newest version")
    func versionMatchesChangelog() throws {
        let changelog = try #require(readFile(packageRoot + "/CHANGELOG.md"))
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") }).dropFirst(3)
        #expect(run(["--version"]).stdout == newest + "\n")
    }

    @Test("--help and --version")
    func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Replay recorded touch traces through SwiftUI's gesture recognizers."))
        #expect(help.stdout.contains("USAGE: gesture-replay [--gesture <expression> | --scene <file>] [--view <name> | --preview <name>] [--device <name> | --screen <WxH>] [--define <flag>…] [--strict] [--profile <profile>] [--explain] [--control-offsets] [--compare-profiles [--profiles <p,...>]] [--resample <hz>] [--keep-going] [--format <format>] <trace> ..."))
        #expect(run(["-h"]).stdout == help.stdout)
        #expect(run(["--version"]) == RunResult(status: 0, stdout: "0.22.0\n", stderr: ""))
    }

    @Test("usage errors exit 64, name the flag and say what to do", arguments: [
        ([], "error: missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input"),
        (["t.jsonl", "--gestrue", "x"], "error: unknown option '--gestrue'; did you mean '--gesture'?"),
        (["t.jsonl", "--format", "jsno"], "error: invalid value 'jsno' for '--format'; expected json or text (did you mean 'json'?)"),
        (["t.jsonl", "--gesture"], "error: missing value for '--gesture'"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\nUSAGE: gesture-replay [--gesture <expression> | --scene <file>] [--view <name> | --preview <name>] [--device <name> | --screen <WxH>] [--define <flag>…] [--strict] [--profile <profile>] [--explain] [--control-offsets] [--compare-profiles [--profiles <p,...>]] [--resample <hz>] [--keep-going] [--format <format>] <trace> ...\n  See 'gesture-replay --help'.\n")
    }

    @Test("a bad gesture expression exits 64 with a caret under the mistake")
    func badExpression() {
        let result = run(["Fixtures/traces/drag.jsonl", "--gesture", "DragGesture(minimumDistance: 5).onEnd { _ in }"])
        #expect(result.status == 64)
        #expect(result.stderr == """
            --gesture:1:33: error: value of type 'DragGesture(minimumDistance: 5)' has no modifier 'onEnd'; did you mean 'onEnded'?
              DragGesture(minimumDistance: 5).onEnd { _ in }
                                              ^~~~~
            Help: gesture-replay --help lists the gestures and their parameters.

            """)
    }

    @Test("a trace that cannot be opened exits 66")
    func cannotOpen() {
        let result = run(["Fixtures/traces/nope.jsonl", "--gesture", drag])
        #expect(result.status == 66)
        #expect(result.stderr == "Fixtures/traces/nope.jsonl: error: cannot open the trace: No such file or directory\n")
    }

    @Test("a bad line exits 65 after replaying and printing everything before it")
    func badLineKeepsEarlierOutput() {
        let trace = """
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.1,"id":1,"phase":"up","x":0,"y":0}
            {"t":0.2,"id":2,"phase":"down","x":0,"y":0}
            {"t":0.3,"id":2,"phase":"mvoe","x":0,"y":0}
            """
        let result = run(["-", "--gesture", "TapGesture().onEnded { }", "--format", "json"], stdin: trace)
        #expect(result.status == 65)
        #expect(result.stdout == "{\"t\":0.1,\"view\":\"root\",\"modifier\":0,\"path\":\"\",\"gesture\":\"TapGesture()\",\"callback\":\"onEnded\",\"value\":null}\n")
        #expect(result.stderr == "<stdin>:4:26: error: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'move'?)\n")
    }

    @Test("standard input replays like a file; json is the default when output is not a terminal")
    func standardInput() {
        let file = readFile(packageRoot + "/Fixtures/traces/drag.jsonl")!
        let fromFile = run(["Fixtures/traces/drag.jsonl", "--gesture", drag])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.hasPrefix("{\"t\":0.05,"))
        #expect(run(["-", "--gesture", drag], stdin: file) == fromFile)
    }

    @Test("several traces replay one after another, each record naming its trace")
    func severalTraces() {
        let result = run(["Fixtures/traces/tap.jsonl", "Fixtures/traces/double-tap.jsonl", "--gesture=TapGesture(count: 2).onEnded { }"])
        #expect(result.status == 0)
        #expect(result.stdout == "{\"trace\":\"Fixtures/traces/double-tap.jsonl\",\"t\":0.28,\"view\":\"root\",\"modifier\":0,\"path\":\"\",\"gesture\":\"TapGesture(count: 2)\",\"callback\":\"onEnded\",\"value\":null}\n")
    }

    @Test("a bad trace does not stop the next one; the status reports the failure")
    func badTraceThenGoodTrace() {
        let result = run(["Fixtures/traces/nope.jsonl", "Fixtures/traces/tap.jsonl", "--gesture", "TapGesture().onEnded { }", "--format", "text"])
        #expect(result.status == 66)
        #expect(result.stdout == "Fixtures/traces/tap.jsonl  0.08      root  TapGesture()  onEnded            ()\n")
    }

    @Test("header settings this version cannot honour are data errors at their location")
    func headerSettings() {
        let profile = run(["-", "--gesture", drag], stdin: "{\"profile\": \"ios16\"}\n")
        #expect(profile.status == 65)
        #expect(profile.stderr == "<stdin>:1:13: error: unknown profile 'ios16'; this version replays \(profileList) (did you mean 'ios17'?)\n")
        let accepted = run(["-", "--gesture", drag], stdin: "{\"profile\": \"ios17\"}\n{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":1,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n")
        #expect(accepted == RunResult(status: 0, stdout: "", stderr: ""))
    }

    @Test("an output that cannot be written exits 74")
    func writeFailure() {
        let result = run(["Fixtures/traces/drag.jsonl", "--gesture", drag], stdoutPath: "/dev/full")
        #expect(result.status == 74)
        #expect(result.stderr == "gesture-replay: error: cannot write standard output: No space left on device\n")
    }

    @Test("'help COMMAND' shows the command's help; a first argument that is neither a file nor a command gets the nearest command")
    func helpAndNearestCommand() {
        let help = run(["help", "check"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Check that traces still replay to their expected output.\n"))
        #expect(run(["help"]).stdout.hasPrefix("OVERVIEW: Replay recorded touch traces through SwiftUI's gesture recognizers.\n"))
        #expect(run(["chek", "Fixtures/traces"]) == RunResult(
            status: 64, stdout: "", stderr: "error: 'chek' is neither a trace file nor a command; did you mean 'check'?\n  See 'gesture-replay --help'.\n"))
        // `replay` is what the command does, not a subcommand: say so and give the command without it.
        #expect(run(["replay", "Fixtures/traces/tap.jsonl", "--explain"]) == RunResult(status: 64, stdout: "", stderr: """
            error: there is no 'replay' subcommand; replaying is the default: 'gesture-replay TRACE …'
              Run it without 'replay': gesture-replay Fixtures/traces/tap.jsonl --explain

            """))
        // Far from every command: the usual missing-file error.
        #expect(run(["nothing-here.jsonl"]).status == 66)
        #expect(run(["help", "help"]).stdout == run(["--help"]).stdout)
        #expect(run(["help", "chek"]) == RunResult(status: 64, stdout: "", stderr: """
            error: 'help' takes a subcommand, and 'chek' is none; did you mean 'check'?
              Subcommands: check, synth, validate, import, render, layout, lint, conformance. See 'gesture-replay --help'.

            """))
    }

    @Test("a directory given as a trace says so and points to check, exit 66")
    func directoryAsTrace() {
        #expect(run(["Fixtures/traces"]) == RunResult(status: 66, stdout: "", stderr: """
            Fixtures/traces: error: is a directory, not a trace; give a trace file, or check every trace in it with 'gesture-replay check Fixtures/traces'

            """))
    }

    @Test("every command's --help ends with examples", arguments: [[], ["check"], ["synth"], ["validate"], ["import"], ["render"]])
    func helpHasExamples(command: [String]) {
        let help = run(command + ["--help"]).stdout
        #expect(help.contains("\nEXAMPLE"))
    }

    @Test("output records where a trace is expected are named as such")
    func recordsInsteadOfTrace() {
        let result = run(["Fixtures/traces/drag.expected.jsonl", "--gesture", drag])
        #expect(result.status == 65)
        #expect(result.stderr == "Fixtures/traces/drag.expected.jsonl:1:1: error: this looks like gesture-replay output records (it has \"callback\"), not a trace; pass the trace the records came from (for NAME.expected.jsonl, NAME.jsonl)\n")
    }

    @Test("a closed pipe ends the replay quietly with success, as rg and jq do, without replaying the rest")
    func closedPipe() {
        // 20,000 drags: far more output than a pipe holds, so the binary meets the closed pipe.
        var lines: [String] = []
        for pointer in 1...20_000 {
            let t = Double(pointer)
            lines.append(#"{"t":\#(t),"id":\#(pointer),"phase":"down","x":0,"y":0}"#)
            lines.append(#"{"t":\#(t + 0.1),"id":\#(pointer),"phase":"move","x":50,"y":0}"#)
            lines.append(#"{"t":\#(t + 0.2),"id":\#(pointer),"phase":"up","x":50,"y":0}"#)
        }
        let trace = temporaryDirectory() + "/big.jsonl"
        writeFile(trace, lines.joined(separator: "\n") + "\n")
        let result = run(["-c", #""$0" "$1" --gesture "$2" | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}"#, binaryPath, trace, drag],
                         program: "/bin/bash")
        #expect(result == RunResult(status: 0, stdout: "", stderr: ""))
    }

    @Test("--resample replays the trace as a panel at another rate reports it: downs and ups exact, moves on the new grid")
    func resample() {
        let result = run(["Fixtures/traces/drag.jsonl", "--resample", "50", "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        // The original samples every 10 ms become samples every 20 ms: onChanged at 0.02 and 0.04, onEnded at the exact up.
        #expect(lines.map { $0.prefix(9) } == [#"{"t":0.02"#, #"{"t":0.04"#, #"{"t":0.05"#])
        #expect(lines[2].contains(#""callback":"onEnded","value":{"time":0.05,"location":{"x":120,"y":100}"#))
    }

    @Test("--gesture overrides a header's gesture; a header with both a gesture and a scene is an error")
    func headerGesture() {
        let overridden = run(["Fixtures/traces/tap.jsonl", "--gesture", "SpatialTapGesture().onEnded { _ in }", "--format", "json"])
        #expect(overridden.stdout == #"{"t":0.08,"view":"root","modifier":0,"path":"","gesture":"SpatialTapGesture()","callback":"onEnded","value":{"location":{"x":103,"y":101}}}"# + "\n")
        let both = run(["-"], stdin: #"{"gesture":"TapGesture()","scene":{"views":[]}}"# + "\n")
        #expect(both == RunResult(status: 65, stdout: "", stderr: #"<stdin>:1:12: error: a header has either "gesture" or "scene", not both; put the gesture in the scene's modifiers"# + "\n"))
    }

    @Test("a header gesture that does not parse points into the header line")
    func badHeaderGesture() {
        let result = run(["-"], stdin: #"{"profile":"ios17","gesture":"DragGesture(minimumDistanse: 5)"}"# + "\n")
        #expect(result.status == 65)
        #expect(result.stderr == """
            <stdin>:1:43: error: DragGesture has no parameter 'minimumDistanse'; did you mean 'minimumDistance'?
              DragGesture(minimumDistanse: 5)
                          ^~~~~~~~~~~~~~~

            """)
    }

    @Test("--compare-profiles --control-offsets compares the offsets too: only ios17 scrolls a row's drag away")
    func compareProfilesWithOffsets() {
        let result = run(["Fixtures/traces/controls-scroll-drag-vertical.jsonl", "--compare-profiles", "--control-offsets", "--format", "json"])
        #expect(result.status == 0)
        let offsets = result.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"contentOffset\"") }
        // The sample that begins the pan moves the content by its travel past the 10 pt slop.
        #expect(offsets.first == #"{"profile":"ios17","t":0.016667,"view":"Feed","control":"ScrollView","event":"contentOffset","value":{"x":0,"y":0.0002000000000066393}}"#)
        #expect(offsets.allSatisfy { $0.hasPrefix(#"{"profile":"ios17""#) })
    }

    @Test("--compare-profiles prints only the records that differ between ios17 and ios18: side by side, or tagged JSON")
    func compareProfiles() {
        let trace = "Fixtures/traces/profiles-child-tap-under-parent-double-tap.jsonl"
        #expect(run([trace, "--compare-profiles", "--format", "text"]) == RunResult(status: 0, stdout: """
            ios17                                       │  ios18
            0.05      C  TapGesture()          perform  │
                                                        │  0.4       C  TapGesture()          perform
            2 records differ between ios17 and ios18

            """, stderr: ""))
        #expect(run([trace, "--compare-profiles", "--format", "json"]) == RunResult(status: 0, stdout: """
            {"profile":"ios17","t":0.05,"view":"C","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}
            {"profile":"ios18","t":0.4,"view":"C","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}

            """, stderr: ""))
        // Records both profiles produce are left out; the same callback at another time is not.
        let same = run(["Fixtures/traces/drag.jsonl", "--compare-profiles", "--format", "text"])
        #expect(same == RunResult(status: 0, stdout: "Fixtures/traces/drag.jsonl: ios17 and ios18 run the same callbacks\n", stderr: ""))
        #expect(run(["Fixtures/traces/drag.jsonl", "--compare-profiles", "--format", "json"]) == RunResult(status: 0, stdout: "", stderr: ""))
        let singleBeforeDouble = run(["Fixtures/traces/profiles-single-tap-written-before-double-tap.jsonl", "--compare-profiles", "--format", "json"])
        #expect(singleBeforeDouble.stdout.split(separator: "\n").map { $0.prefix(30) } == [
            #"{"profile":"ios17","t":0.05,"v"#, #"{"profile":"ios17","t":0.2,"vi"#, #"{"profile":"ios18","t":0.2,"vi"#])
    }

    @Test("--compare-profiles usage errors say what to do", arguments: [
        (["t.jsonl", "--compare-profiles", "--profile", "ios17"], "error: '--compare-profiles' replays under several profiles; drop '--profile', or name them with '--profiles'"),
        (["a.jsonl", "b.jsonl", "--compare-profiles"], "error: '--compare-profiles' compares one trace; give one, or run it once per trace"),
        (["-", "--compare-profiles"], "error: '--compare-profiles' replays the trace twice and standard input can be read only once; give a file"),
    ])
    func compareProfilesUsage(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "\n"))
    }

    @Test("--gesture, --scene, --profile, --view and --screen are one option group: replay, render and synth check them alike")
    func replayOptionGroup() {
        let commands: [[String]] = [["t.jsonl"], ["render", "t.jsonl", "-o", "t.svg"], ["synth", "tap", "--at", "1,1"]]
        for command in commands {
            let both = run(command + ["--gesture", "TapGesture()", "--scene", "s.json"])
            #expect(both.status == 64, "\(command)")
            #expect(both.stderr.hasPrefix("error: '--gesture' and '--scene' cannot be combined; put the gesture in the scene's modifiers\n"), "\(command)")
            let twice = run(command + ["-s", "a.json", "--scene", "b.json"])
            #expect(twice.status == 64, "\(command)")
            #expect(twice.stderr.hasPrefix("error: '--scene' is given twice; give one scene file\n"), "\(command)")
            let profile = run(command + ["--profile", "ios16"])
            #expect(profile.stderr.hasPrefix("error: unknown profile 'ios16' for '--profile'"), "\(command)")
        }
    }

    /// A List with `.onTapGesture` to dismiss the keyboard over rows with `.onLongPressGesture`
    /// (issue 48): the tap waits for the long press and is decided when that fails, at the lift.
    @Test("iOS 18: a parent's tap over a child's long press fires at the lift of a quick tap; its reason names what it waited for")
    func parentTapOverChildLongPress() {
        let trace = "Fixtures/traces/profiles-parent-tap-over-child-long-press.jsonl"
        #expect(run([trace, "--explain", "--format", "text"]).stdout == """
            0         Row   LongPressGesture()  [active]
            0.05      Row   LongPressGesture()  [failed]           released after 0.05 s (minimum 0.5 s)
            0.05      List  TapGesture()        [ended]
            0.05      List  TapGesture()        perform
            1         Row   LongPressGesture()  [active]
            1.5       Row   LongPressGesture()  [ended]
            1.5       Row   LongPressGesture()  perform
            1.5       List  TapGesture()        [failed]           LongPressGesture() on Row was recognized; this gesture waits for it to fail

            """)
    }

    @Test("--explain: a touch in a List cell outside the row's content says the content's gestures do not take it")
    func touchInListCell() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Rows.swift", """
            struct Rows: View {
                var body: some View {
                    List { Text("Tap me").onTapGesture { } }
                }
            }
            """)
        writeFile(directory + "/tap.jsonl", """
            {"t":0,"id":1,"phase":"down","x":300,"y":104}
            {"t":0.05,"id":1,"phase":"up","x":300,"y":104}

            """)
        let result = run([directory + "/tap.jsonl", "--scene", directory + "/Rows.swift", "--explain", "--format", "text"])
        #expect(result.status == 0)
        #expect(result.stderr == "\(directory)/tap.jsonl:1:1: note: pointer 1 goes down at (300, 104) in the List cell 'Rows/List/Text (List cell)' "
            + "but outside its content: the row's swipe actions and the list's scrolling take it, the gestures of 'Rows/List/Text' do not — "
            + "a row's content is hit on its own frame, not the cell's; give the content the row's width "
            + "(.frame(maxWidth: .infinity, alignment: .leading)) and .contentShape(Rectangle()) to take more of it\n")
        #expect(result.stdout.hasPrefix("0.05      Rows/List       List          [failed]           released after moving 0 pt (minimum 10 pt)\n"))
        #expect(!result.stdout.contains("perform"))
    }
}
