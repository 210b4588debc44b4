import Testing
@testable import TraceFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to a temporary file and returns its path.
func temporaryTrace(_ text: String, name: String = "trace.jsonl") -> String {
    var template = Array("/tmp/gesture-replay-test-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    let path = directory + "/" + name
    let file = fopen(path, "w")!
    fputs(text, file)
    fclose(file)
    return path
}

/// Reads every event of `text`, or the error that stops it, with the events before it.
func readAll(_ text: String) -> (events: [TraceEvent], error: String?) {
    let path = temporaryTrace(text)
    var events: [TraceEvent] = []
    do {
        var reader = try TraceReader(path: path)
        while let event = try reader.next() { events.append(event) }
        return (events, nil)
    } catch {
        return (events, error.description.replacingOccurrences(of: path, with: "trace.jsonl"))
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
            index = self.index(after: index)
        }
        return nil
    }
}

@Suite("TraceReader")
struct TraceReaderTests {
    @Test("reads events, skipping blank lines and unknown keys, with aliases for phases")
    func readsEvents() {
        let (events, error) = readAll("""
            {"t": 0, "id": 1, "phase": "down", "x": 120.5, "y": 80, "force": 0.4, "tags": [1, {"a": null}]}

            {"t":0.016,"id":1,"phase":"moved","x":121,"y":81.25}
            {"t":0.032,"id":1,"phase":"pointerup","x":-3e1,"y":1E2}
            """)
        #expect(error == nil)
        #expect(events == [
            TraceEvent(time: TraceTime(nanoseconds: 0), pointer: 1, phase: .down, x: 120.5, y: 80),
            TraceEvent(time: TraceTime(nanoseconds: 16_000_000), pointer: 1, phase: .move, x: 121, y: 81.25),
            TraceEvent(time: TraceTime(nanoseconds: 32_000_000), pointer: 1, phase: .up, x: -30, y: 100),
        ])
        #expect(events.map(\.line) == [1, 3, 4])
    }

    @Test("a UTF-8 byte-order mark before the first line is skipped, and columns count from after it")
    func byteOrderMark() {
        let read = readAll("\u{FEFF}{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":2}\n{\"t\":1,\"id\":1,\"phase\":\"upp\",\"x\":1,\"y\":2}\n")
        #expect(read.events.count == 1)
        #expect(read.events.first?.x == 1)
        #expect(read.error?.hasPrefix("trace.jsonl:2:24: error: unknown phase 'upp'") == true)
        let bad = readAll("\u{FEFF}{\"t\":0,\"id\":1,\"phase\":\"dwn\",\"x\":1,\"y\":2}\n")
        #expect(bad.error?.hasPrefix("trace.jsonl:1:24: error: unknown phase 'dwn'") == true)
    }

    @Test("a line of output records is named as records, not reported as an event missing its keys")
    func outputRecords() {
        let read = readAll(#"{"t":0.05,"view":"root","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}"# + "\n")
        #expect(read.error == "trace.jsonl:1:1: error: this looks like gesture-replay output records (it has \"callback\"), not a trace; pass the trace the records came from (for NAME.expected.jsonl, NAME.jsonl)")
    }

    @Test("a header key one typo from a setting is an error with the setting's name; other keys stay allowed")
    func misspeltHeaderKey() {
        let event = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":2}\n"
        #expect(readAll(#"{"profile":"ios17", "gestures":"TapGesture()"}"# + "\n" + event).error
                == #"trace.jsonl:1:21: error: unknown header key 'gestures'; did you mean 'gesture'? (a header has "profile", "scene", "gesture", "view", "device", "doubleClickInterval", "lineHeight", "indirectInputEvents", "quirks", "fullKeyboardAccess", "preview")"#)
        #expect(readAll(#"{"Scene":{}}"# + "\n" + event).error?.hasPrefix("trace.jsonl:1:2: error: unknown header key 'Scene'; did you mean 'scene'?") == true)
        let notes = readAll(#"{"profile":"ios17","device":"iPhone 15","recordedAt":"2026-11-23"}"# + "\n" + event)
        #expect(notes.error == nil)
        #expect(notes.events.count == 1)
        // On an event line, extra keys are never an error (docs/trace-format.md#pointer-events).
        #expect(readAll(#"{"t":0,"id":1,"phase":"down","x":1,"y":2,"scen":1}"# + "\n").error == nil)
    }

    @Test("a header line carries settings and is not an event")
    func header() throws {
        let path = temporaryTrace("""
            {"profile": "ios17", "scene": {"views": []}}
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            """)
        var reader = try TraceReader(path: path)
        let header = try #require(try reader.readHeader())
        #expect(header.profile?.name == "ios17")
        #expect(header.scene?.json == "{\"views\": []}")
        #expect(try reader.next()?.phase == .down)
        #expect(try reader.next() == nil)
    }

    @Test("without a header, readHeader keeps the first event")
    func noHeader() throws {
        var reader = try TraceReader(path: temporaryTrace("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}"))
        #expect(try reader.readHeader() == nil)
        #expect(try reader.next()?.phase == .down)
    }

    @Test("errors name file:line:column, quote what was found and say what was expected", arguments: [
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0", "trace.jsonl:1:41: error: unterminated object; expected ',' or '}' before the end of the line"),
        ("[1, 2]", "trace.jsonl:1:1: error: expected a JSON object ('{'), found '['"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0}", "trace.jsonl:1:1: error: missing key \"y\"; a pointer event needs t, id, phase, x and y"),
        ("{\"t\":\"0\",\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}", "trace.jsonl:1:6: error: expected a number for key \"t\", found '\"0\"'"),
        ("{\"t\":0,\"id\":1.5,\"phase\":\"down\",\"x\":0,\"y\":0}", "trace.jsonl:1:13: error: expected an integer for key \"id\", found '1.5'"),
        ("{\"t\":0,\"id\":1,\"phase\":\"mvoe\",\"x\":0,\"y\":0}", "trace.jsonl:1:24: error: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'move'?)"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":NaN,\"y\":0}", "trace.jsonl:1:34: error: non-finite number 'NaN' for key \"x\"; JSON numbers must be finite"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":1e999,\"y\":0}", "trace.jsonl:1:34: error: non-finite number '1e999' for key \"x\"; coordinates must be finite"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0,\"x\":1}", "trace.jsonl:1:42: error: duplicate key 'x'; each key may appear once"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0} x", "trace.jsonl:1:43: error: unexpected text after the object: 'x'; write one object per line"),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":12px,\"y\":0}", "trace.jsonl:1:34: error: invalid number '12px' for key \"x\""),
        ("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0,\"note\":\"a\u{1}\"}", "trace.jsonl:1:51: error: control character in a string; escape it"),
    ])
    func syntaxErrors(line: String, expected: String) {
        #expect(readAll(line).error == expected)
    }

    @Test("replay errors: time going backwards, a pointer that is not down, a second down")
    func replayErrors() {
        let backwards = readAll("""
            {"t":1,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.5,"id":1,"phase":"up","x":0,"y":0}
            """)
        #expect(backwards.events.count == 1)
        #expect(backwards.error == "trace.jsonl:2:6: error: time goes backwards: 0.5 is before 1 on line 1; times must never decrease")

        let notDown = readAll("{\"t\":0,\"id\":7,\"phase\":\"move\",\"x\":0,\"y\":0}")
        #expect(notDown.error == "trace.jsonl:1:23: error: 'move' for pointer 7, which is not down; expected a 'down' for it first")

        let twice = readAll("""
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            """)
        #expect(twice.error == "trace.jsonl:2:23: error: pointer 1 goes down while it is already down; lift it ('up' or 'cancel') first or use a new id")

        let upAfterUp = readAll("""
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.1,"id":1,"phase":"up","x":0,"y":0}
            {"t":0.2,"id":1,"phase":"up","x":0,"y":0}
            """)
        #expect(upAfterUp.events.count == 2)
        #expect(upAfterUp.error == "trace.jsonl:3:25: error: 'up' for pointer 1, which is not down; expected a 'down' for it first")
    }

    @Test("a settings line after the first line is an error")
    func lateHeader() {
        let result = readAll("{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"profile\":\"ios17\"}")
        #expect(result.error == "trace.jsonl:2:1: error: a settings line (no \"phase\") is only allowed as the first line of a trace")
    }

    @Test("a missing file is a cannot-open error")
    func missingFile() {
        do {
            _ = try TraceReader(path: "/nonexistent/trace.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .cannotOpen)
            #expect(error.description == "/nonexistent/trace.jsonl: error: cannot open the trace: No such file or directory")
        }
    }

    @Test("lines longer than a read chunk, and a last line with no newline, are read whole")
    func longLines() throws {
        let padding = String(repeating: " ", count: TraceReader.chunkSize * 2 + 17)
        let text = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":1,\"id\":1,\"phase\":\"up\",\(padding)\"x\":5,\"y\":6}"
        let (events, error) = readAll(text)
        #expect(error == nil)
        #expect(events.last == TraceEvent(time: TraceTime(nanoseconds: 1_000_000_000), pointer: 1, phase: .up, x: 5, y: 6))
    }

    @Test("many lines across chunk boundaries keep their line numbers")
    func chunkBoundaries() {
        var text = ""
        for index in 0..<5000 {
            text += "{\"t\":\(index),\"id\":\(index),\"phase\":\"down\",\"x\":0,\"y\":0}\n"
            text += "{\"t\":\(index),\"id\":\(index),\"phase\":\"up\",\"x\":0,\"y\":0}\n"
        }
        text += "{\"t\":9999,\"id\":1,\"phase\":\"move\",\"x\":0,\"y\":0}\n"
        let (events, error) = readAll(text)
        #expect(events.count == 10_000)
        #expect(error == "trace.jsonl:10001:26: error: 'move' for pointer 1, which is not down; expected a 'down' for it first")
    }
}

@Suite("TraceReader: going on after an error, as validate and --keep-going need")
struct TraceReaderRecoveryTests {
    /// Every event and every error, reading on after each error.
    func readThrough(_ text: String) -> [String] {
        let path = temporaryTrace(text)
        var out: [String] = []
        guard var reader = try? TraceReader(path: path) else { return ["cannot open"] }
        while true {
            do {
                guard let event = try reader.next() else { break }
                out.append("line \(event.line): \(event.phase) \(event.pointer)")
            } catch {
                out.append(error.description.replacingOccurrences(of: path, with: "trace.jsonl"))
            }
        }
        return out
    }

    @Test("a bad line is reported and the next lines are read with their own line numbers")
    func badLines() {
        let text = """
            {"t":0,"id":1,"phase":"down","x":0,"y":0}
            {"t":0.1,"id":1,"phase":"mvoe","x":0,"y":0}
            {"t":0.2,"id":2,"phase":"up","x":0,"y":0}
            {"t":0.3,"id":1,"phase":"up","x":0,"y":0}

            """
        #expect(readThrough(text) == [
            "line 1: down 1",
            "trace.jsonl:2:26: error: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze, pencilDoubleTap, keydown, keyrepeat, keyup, focus or a11y (did you mean 'move'?)",
            "trace.jsonl:3:25: error: 'up' for pointer 2, which is not down; expected a 'down' for it first",
            "line 4: up 1",
        ])
    }

    @Test("an over-long line is skipped to its end, and reading goes on")
    func overLongLine() {
        let long = "{\"t\":0,\"pad\":\"" + String(repeating: "a", count: TraceReader.maximumLineLength) + "\"}"
        let text = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n" + long + "\n{\"t\":1,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n"
        #expect(readThrough(text) == [
            "line 1: down 1",
            "trace.jsonl:2:1: error: line is longer than 16777216 bytes (16 MiB), the limit for a trace line (docs/reliability.md#limits); a trace has one JSON object per line",
            "line 3: up 1",
        ])
    }

    @Test("a header's gesture is kept as JSON text with where it starts")
    func headerGesture() throws {
        var reader = try TraceReader(path: temporaryTrace("{\"profile\":\"ios17\",\"gesture\":\"TapGesture().onEnded { print(\\\"x\\\") }\"}\n"))
        let header = try reader.readHeader()
        #expect(header?.gesture?.json == "\"TapGesture().onEnded { print(\\\"x\\\") }\"")
        #expect(header?.gesture?.line == 1)
        #expect(header?.gesture?.column == 30)
    }
}

@Suite("The canonical-line fast path reads exactly what the general parser reads")
struct CanonicalLineTests {
    @Test("random canonical lines equal the same lines with a space (which takes the general parser)")
    func equivalence() throws {
        var random = SystemRandomNumberGenerator()
        var generator = LineGenerator()
        var canonical = ""
        var spaced = ""
        for index in 0..<3000 {
            let line = generator.line(index, using: &random)
            canonical += line + "\n"
            spaced += "{ " + line.dropFirst() + "\n"
        }
        let fast = readAll(canonical)
        let general = readAll(spaced)
        #expect(fast.error == nil)
        #expect(general.error == nil)
        #expect(fast.events.count == 3000)
        #expect(fast.events == general.events)
        #expect(zip(fast.events, general.events).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern })
    }

    @Test("lines the fast path declines still read: exponents, long fractions, aliases, other key orders, -0")
    func declined() {
        let text = """
            {"t":0,"id":1,"phase":"began","x":1e2,"y":-0}
            {"t":0.1234567891,"id":1,"phase":"moved","x":0.1234567890123456789,"y":-0.0}
            {"id":1,"t":0.2,"phase":"up","x":3,"y":4}

            """
        let result = readAll(text)
        #expect(result.error == nil)
        #expect(lines(result.events) == ["0 1 down 100 0", "0.123456789 1 move 0.12345678901234568 0", "0.2 1 up 3 4"])
        #expect(result.events[0].y.sign == .plus && result.events[1].y.sign == .plus)
    }

    @Test("malformed canonical-looking lines get the general parser's errors", arguments: [
        (#"{"t":01,"id":1,"phase":"down","x":0,"y":0}"#, "trace.jsonl:1:6: error: invalid number '01' for key \"t\""),
        (#"{"t":0,"id":1,"phase":"down","x":1.,"y":0}"#, "trace.jsonl:1:34: error: invalid number '1.' for key \"x\""),
        (#"{"t":0,"id":1,"phase":"down","x":1,"y":2}x"#, "trace.jsonl:1:42: error: unexpected text after the object: 'x'; write one object per line"),
    ] as [(String, String)])
    func errors(line: String, message: String) {
        #expect(readAll(line + "\n").error == message)
    }
}

/// Canonical trace lines with numbers in every shape the fast path takes or declines.
private struct LineGenerator {
    var time: Int64 = 0

    mutating func line(_ index: Int, using random: inout SystemRandomNumberGenerator) -> String {
        time += Int64.random(in: 0...20_000_000, using: &random)
        let phase = index == 0 ? "down" : "move"
        func number() -> String {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return String(Int.random(in: -5000...5000, using: &random))
            case 1: return fixed(Double.random(in: -2000...2000, using: &random), digits: 2)
            case 2: return fixed(Double.random(in: 0...1, using: &random), digits: Int.random(in: 1...14, using: &random))
            case 3: return "\(Double.random(in: -1e6...1e6, using: &random))"
            case 4: return "0"
            default: return "-" + fixed(Double.random(in: 0...900, using: &random), digits: Int.random(in: 1...12, using: &random))
            }
        }
        return #"{"t":\#(TraceTime(nanoseconds: time)),"id":1,"phase":"\#(phase)","x":\#(number()),"y":\#(number())}"#
    }
}

/// `value` with exactly `digits` fraction digits, by integer arithmetic (no Foundation).
private func fixed(_ value: Double, digits: Int) -> String {
    var scale: Double = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    let whole = Int64(scaled / scale)
    let fraction = Int64(scaled - Double(whole) * scale)
    let fractionText = String(fraction.magnitude)
    let sign = value < 0 ? "-" : ""
    return sign + String(whole) + "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
}
