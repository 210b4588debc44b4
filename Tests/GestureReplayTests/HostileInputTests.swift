import Testing
@testable import ReplayKit
@testable import gesture_replay

/// Writes `bytes` to `name` in a new directory.
private func writeTrace(_ bytes: [UInt8], name: String = "trace.jsonl") -> String {
    let path = temporaryDirectory() + "/" + name
    writeFile(path, bytes)
    return path
}

private let down = #"{"t":0,"id":1,"phase":"down","x":100,"y":100}"#
private let up = #"{"t":0.1,"id":1,"phase":"up","x":100,"y":100}"#
private let tapRecord = #"{"t":0.1,"view":"root","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"# + "\n"
private let tap = ["--gesture", "TapGesture().onEnded { }", "--format", "json"]

/// Replays `bytes` as a trace file and reports what happened with the file's directory taken out
/// of messages, so expectations read `trace.jsonl:3:17: error: …`.
private func replay(_ bytes: [UInt8], _ arguments: [String] = tap) -> RunResult {
    let path = writeTrace(bytes)
    var result = run([path] + arguments)
    let directory = String(path.dropLast("trace.jsonl".count))
    result.stderr = result.stderr.replacing(directory, with: "")
    return result
}

private func replay(_ text: String, _ arguments: [String] = tap) -> RunResult { replay(Array(text.utf8), arguments) }

/// The catalogue of hostile input (issue 5): for each class, the message, its location, the exit
/// status, no crash, and the output produced before the bad line kept.
@Suite("Hostile input: every class gets a located error and the right status, never a crash")
struct HostileInputTests {
    @Test("an empty file has no pointer events: exit 65")
    func emptyFile() {
        #expect(replay("") == RunResult(status: 65, stdout: "", stderr: #"trace.jsonl: error: the trace has no pointer events; a trace is JSON Lines such as {"t":0,"id":1,"phase":"down","x":10,"y":10}"# + "\n"))
        #expect(replay("\n\n\n").status == 65)
    }

    @Test("a header with no events: exit 65 at the header")
    func headerOnly() {
        #expect(replay(#"{"profile":"ios17"}"# + "\n") == RunResult(status: 65, stdout: "", stderr: #"trace.jsonl:1:1: error: the trace has a header but no pointer events; add lines such as {"t":0,"id":1,"phase":"down","x":10,"y":10}"# + "\n"))
    }

    @Test("a header after events: the events before it are replayed, then exit 65")
    func headerAfterEvents() {
        #expect(replay([down, up, #"{"profile":"ios17"}"#].joined(separator: "\n") + "\n") == RunResult(
            status: 65, stdout: tapRecord,
            stderr: "trace.jsonl:3:1: error: a settings line (no \"phase\") is only allowed as the first line of a trace\n"))
    }

    @Test("a truncated last line (no newline, cut mid-string)")
    func truncatedLastLine() {
        #expect(replay(down + "\n" + up + "\n" + #"{"t":0.2,"id":2,"pha"#) == RunResult(
            status: 65, stdout: tapRecord, stderr: "trace.jsonl:3:17: error: unterminated string; expected a closing '\"'\n"))
    }

    @Test("invalid UTF-8 in a string names the byte")
    func invalidUTF8() {
        let line = Array(#"{"t":0.2,"id":2,"phase":"down","x":0,"y":0,"note":""#.utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        #expect(replay(Array((down + "\n" + up + "\n").utf8) + line) == RunResult(
            status: 65, stdout: tapRecord, stderr: "trace.jsonl:3:52: error: invalid UTF-8 byte 0xFF in a string; a trace is UTF-8 text\n"))
        // A truncated sequence and an overlong encoding are refused too.
        let overlong = Array(#"{"t":0,"id":1,"phase":"down","x":0,"y":0,"n":""#.utf8) + [0xC0, 0xAF] + Array("\"}\n".utf8)
        #expect(replay(overlong).stderr == "trace.jsonl:1:47: error: invalid UTF-8 byte 0xC0 in a string; a trace is UTF-8 text\n")
        // Well-formed UTF-8 is accepted.
        #expect(replay(down.replacing("}", with: #","note":"été ✓ 👍"}"#) + "\n" + up + "\n").status == 0)
    }

    @Test("NUL bytes are shown escaped in the message")
    func nulBytes() {
        let line = Array(#"{"t":0.2,"id":2,"phase":"down","#.utf8) + [0] + Array(#""x":0,"y":0}"#.utf8) + [10]
        #expect(replay(Array((down + "\n" + up + "\n").utf8) + line) == RunResult(
            status: 65, stdout: tapRecord, stderr: "trace.jsonl:3:32: error: expected a key in double quotes, found '\\u0000\"x\"'\n"))
    }

    @Test("a 1 MB line is within the 16 MiB limit and replays as without its padding")
    func megabyteLine() {
        let padded = down.replacing("}", with: #","pad":""# + String(repeating: "a", count: 1_000_000) + "\"}")
        #expect(replay(padded + "\n" + up + "\n") == RunResult(status: 0, stdout: tapRecord, stderr: ""))
    }

    @Test("JSON nested 100,000 deep stops at the 128-level limit, named as a limit")
    func deepNesting() {
        let deep = down.replacing("}", with: #","deep":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}")
        #expect(replay(down + "\n" + up + "\n" + deep.replacing(#""t":0,"id":1"#, with: #""t":0.2,"id":2"#) + "\n") == RunResult(
            status: 65, stdout: tapRecord,
            stderr: "trace.jsonl:3:183: error: value nested more than 128 levels deep, the limit for a trace line (docs/reliability.md#limits)\n"))
    }

    @Test("numbers: 1e400, NaN, 0x10 and a 400-digit coordinate are refused; -0 is 0", arguments: [
        ("1e400", "trace.jsonl:2:34: error: non-finite number '1e400' for key \"x\"; coordinates must be finite\n"),
        ("NaN", "trace.jsonl:2:34: error: non-finite number 'NaN' for key \"x\"; JSON numbers must be finite\n"),
        ("0x10", "trace.jsonl:2:34: error: invalid number '0x10' for key \"x\"\n"),
        (String(repeating: "9", count: 400), "trace.jsonl:2:34: error: non-finite number '999999999999999999999999' for key \"x\"; coordinates must be finite\n"),
    ])
    func numbers(number: String, message: String) {
        let result = replay(down + "\n" + up.replacing(#""x":100"#, with: #""x":"# + number) + "\n")
        #expect(result == RunResult(status: 65, stdout: "", stderr: message))
    }

    @Test("-0 reads as 0, so output never shows -0")
    func negativeZero() {
        let trace = #"{"t":-0,"id":1,"phase":"down","x":-0,"y":-0.0}"# + "\n" + #"{"t":0.1,"id":1,"phase":"up","x":-0,"y":-0e5}"# + "\n"
        #expect(replay(trace, ["--gesture", "SpatialTapGesture().onEnded { _ in }", "--format", "json"]) == RunResult(status: 0, stdout: #"{"t":0.1,"view":"root","modifier":0,"path":"","gesture":"SpatialTapGesture()","callback":"onEnded","value":{"location":{"x":0,"y":0}}}"# + "\n", stderr: ""))
    }

    @Test("an id past Int64 is out of range, and so is a 400-digit id")
    func idOutOfRange() {
        #expect(replay(#"{"t":0,"id":9223372036854775808,"phase":"down","x":0,"y":0}"# + "\n").stderr
                == "trace.jsonl:1:13: error: '9223372036854775808' is out of range for key \"id\"; ids are 64-bit integers, from -9223372036854775808 to 9223372036854775807\n")
        let long = replay(#"{"t":0,"id":"# + String(repeating: "1", count: 400) + #","phase":"down","x":0,"y":0}"# + "\n")
        #expect(long.status == 65)
        #expect(long.stderr.hasPrefix("trace.jsonl:1:13: error: '111111111111111111111111' is out of range for key \"id\""))
        #expect(replay(#"{"t":0,"id":-9223372036854775808,"phase":"down","x":0,"y":0}"# + "\n" + #"{"t":0.1,"id":-9223372036854775808,"phase":"up","x":0,"y":0}"# + "\n").status == 0)
    }

    @Test("10,000 simultaneous pointers stop at the 256-pointer limit, quickly, after replaying what came before")
    func tenThousandPointers() {
        let lines = (0..<10_000).map { #"{"t":1,"id":\#($0),"phase":"down","x":10,"y":10}"# }
        let result = replay(([down, up] + lines).joined(separator: "\n") + "\n")
        #expect(result == RunResult(status: 65, stdout: tapRecord, stderr: "trace.jsonl:259:25: error: more than 256 pointers would be down at once, the limit (docs/reliability.md#limits); lift some ('up' or 'cancel') first\n"))
    }

    @Test("replay errors: time backwards, a second down, up or move with no down, events after the last up", arguments: [
        (#"{"t":0.05,"id":2,"phase":"down","x":0,"y":0}"#, "trace.jsonl:3:6: error: time goes backwards: 0.05 is before 0.1 on line 2; times must never decrease"),
        (#"{"t":0.2,"id":3,"phase":"down","x":0,"y":0}"# + "\n" + #"{"t":0.3,"id":3,"phase":"down","x":0,"y":0}"#, "trace.jsonl:4:25: error: pointer 3 goes down while it is already down; lift it ('up' or 'cancel') first or use a new id"),
        (#"{"t":0.2,"id":4,"phase":"up","x":0,"y":0}"#, "trace.jsonl:3:25: error: 'up' for pointer 4, which is not down; expected a 'down' for it first"),
        (#"{"t":0.2,"id":1,"phase":"move","x":0,"y":0}"#, "trace.jsonl:3:25: error: 'move' for pointer 1, which is not down; expected a 'down' for it first"),
    ] as [(String, String)])
    func replayErrors(line: String, message: String) {
        #expect(replay(down + "\n" + up + "\n" + line + "\n") == RunResult(status: 65, stdout: tapRecord, stderr: message + "\n"))
    }

    @Test("a pointer never lifted: replayed, a warning at its down, exit 0")
    func neverLifted() {
        #expect(replay(down + "\n" + up + "\n" + #"{"t":0.5,"id":2,"phase":"down","x":0,"y":0}"# + "\n") == RunResult(
            status: 0, stdout: tapRecord,
            stderr: "trace.jsonl:3:1: warning: pointer 2 goes down here and is never lifted; gestures tracking it never end\n"))
    }

    @Test("duplicate keys are refused; unknown keys are accepted")
    func keys() {
        #expect(replay(down + "\n" + up.replacing("}", with: #","x":1}"#) + "\n").stderr
                == "trace.jsonl:2:46: error: duplicate key 'x'; each key may appear once\n")
        #expect(replay(down.replacing("}", with: #","pressure":0.5,"kind":{"a":[1,null,true]}}"#) + "\n" + up + "\n")
                == RunResult(status: 0, stdout: tapRecord, stderr: ""))
    }

    @Test("an unknown phase gets a suggestion")
    func unknownPhase() {
        #expect(replay(down + "\n" + up.replacing("\"up\"", with: "\"upp\"") + "\n") == RunResult(
            status: 65, stdout: "", stderr: "trace.jsonl:2:26: error: unknown phase 'upp'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'up'?)\n"))
    }

    @Test("a scene with 10,000 nested views stops at the scene nesting limit, pointing into the file")
    func deepScene() {
        var view = #"{"id":"v0","frame":[0,0,100,100]}"#
        for level in 1..<10_000 { view = #"{"id":"v\#(level)","frame":[0,0,100,100],"children":[\#(view)]}"# }
        let scene = writeTrace(Array(#"{"views":[\#(view)]}"#.utf8), name: "scene.json")
        let result = replay(down + "\n" + up + "\n", ["--scene", scene])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "\(scene):1:1474: error: JSON nested more than 64 levels deep, the limit for a scene (docs/reliability.md#limits): about 30 levels of views inside views\n")
    }

    @Test("a gesture expression nested 10,000 deep stops at the 128-level limit, in a header and in a scene's modifiers")
    func deepExpression() {
        let nested = String(repeating: "TapGesture().simultaneously(with: ", count: 10_000) + "TapGesture()" + String(repeating: ")", count: 10_000)
        let header = replay(#"{"gesture":""# + nested + "\"}\n" + down + "\n" + up + "\n", ["--format", "json"])
        #expect(header.status == 65)
        #expect(header.stderr.hasPrefix("trace.jsonl:1:4365: error: the source is nested more than 128 levels deep, the limit (docs/reliability.md#limits); split it into named gestures, values or views\n  …"))
        let chained = "TapGesture()" + String(repeating: ".onEnded { }", count: 10_000)
        let scene = writeTrace(Array(#"{"views":[{"id":"A","frame":[0,0,400,400],"modifiers":".gesture(\#(chained))"}]}"#.utf8), name: "scene.json")
        let modifiers = replay(down + "\n" + up + "\n", ["--scene", scene])
        #expect(modifiers.status == 65)
        #expect(modifiers.stderr.hasPrefix("\(scene):1:1602: error: the gesture is nested more than 128 levels deep, the limit"))
    }

    @Test("gesture source mistakes: unknown names with suggestions, wrong argument types, unterminated closures and strings", arguments: [
        ("DragGestur()", "--gesture:1:1: error: unknown gesture 'DragGestur'; did you mean 'DragGesture'?"),
        ("LongPressGesture(minimumDuraton: 1)", "--gesture:1:18: error: LongPressGesture has no parameter 'minimumDuraton'; did you mean 'minimumDuration'?"),
        ("TapGesture(count: \"two\")", "--gesture:1:19: error: expected an integer, found '\"two\"'"),
        ("TapGesture().onEnded { print(\"x\") ", "--gesture:1:22: error: '{' is never closed; expected a matching '}'"),
        ("TapGesture().onEnded { print(\"x) }", "--gesture:1:30: error: unterminated string literal"),
    ] as [(String, String)])
    func sourceMistakes(source: String, message: String) {
        let result = replay(down + "\n" + up + "\n", ["--gesture", source])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message + "\n"))
    }

    @Test("--keep-going skips bad lines with located warnings and replays the rest; the default stays strict")
    func keepGoing() {
        let damaged = [
            down, #"{"t":0.05,"id":1,"phase":"mvoe","x":100,"y":100}"#, #"{"t":0.06,"id":7,"phase":"up","x":0,"y":0}"#,
            "garbage", up,
            #"{"t":0.5,"id":2,"phase":"down","x":100,"y":100}"#, #"{"t":0.4,"id":2,"phase":"up","x":100,"y":100}"#,
            #"{"t":0.6,"id":2,"phase":"up","x":100,"y":100}"#,
        ].joined(separator: "\n") + "\n"
        #expect(replay(damaged).status == 65)
        let salvaged = replay(damaged, tap + ["--keep-going"])
        #expect(salvaged == RunResult(status: 0, stdout: tapRecord + #"{"t":0.6,"view":"root","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"# + "\n", stderr: """
            trace.jsonl:2:27: warning: skipped: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'move'?)
            trace.jsonl:3:26: warning: skipped: 'up' for pointer 7, which is not down; expected a 'down' for it first
            trace.jsonl:4:1: warning: skipped: expected a JSON object ('{'), found 'garbage'
            trace.jsonl:7:6: warning: skipped: time goes backwards: 0.4 is before 0.5 on line 6; times must never decrease

            """))
    }

    @Test("Swift source: a missing ')' is reported at its '(', a binary file shows escaped bytes, a deep statement's note is cut")
    func swiftSourceMistakes() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Paren.swift", "struct V: View {\n    var body: some View {\n        Text(\"a\").padding(\n    }\n}\n")
        let paren = run(["layout", directory + "/Paren.swift"])
        #expect(paren.status == 65)
        #expect(paren.stderr.hasPrefix("\(directory)/Paren.swift:3:26: error: '(' is never closed"))
        writeFile(directory + "/Binary.swift", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0x0A])
        let binary = run(["layout", directory + "/Binary.swift"])
        #expect(binary.status == 65)
        #expect(!binary.stderr.utf8.contains { $0 < 0x20 && $0 != 0x0A })
        #expect(binary.stderr.contains("\\u007f"))
        // 200,000 '(' then as many ']': every closer is of another kind; the pairing stays linear.
        writeFile(directory + "/Brackets.swift", String(repeating: "(", count: 200_000) + String(repeating: "]", count: 200_000) + "\n")
        #expect(run(["layout", directory + "/Brackets.swift"]).status == 65)
        // A statement the reader cannot evaluate, nested 3,000 deep: its note quotes 100 characters.
        let deep = String(repeating: "f(", count: 3000) + String(repeating: ")", count: 3000)
        writeFile(directory + "/Deep.swift", "struct V: View {\n    var body: some View {\n        Text(\"a\").onTapGesture { \(deep) }\n    }\n}\n")
        let notes = run(["layout", directory + "/Deep.swift"]).stderr
        #expect(notes.split(separator: "\n").allSatisfy { $0.count < 400 })
    }
}
