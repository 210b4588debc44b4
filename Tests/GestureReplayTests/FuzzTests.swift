import Testing
@testable import ReplayKit
@testable import gesture_replay
@testable import TraceFormat
@testable import SwiftSource

/// A small deterministic generator, so every run mutates the same way.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Bad input of any kind must end in a diagnostic, never a trap: these feed thousands of
/// mutated inputs through the parsers in-process, where a trap would crash the test run.
@Suite("Mutated input never traps")
struct FuzzTests {
    private static let alphabet = Array("{}[]\":,.-+0123456789eE tnfulrasx\\\u{1}é".utf8)

    private func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<(1 + random.below(4)) {
            switch random.below(3) {
            case 0 where !bytes.isEmpty: bytes.remove(at: random.below(bytes.count))
            case 1: bytes.insert(Self.alphabet[random.below(Self.alphabet.count)], at: random.below(bytes.count + 1))
            case 2 where !bytes.isEmpty: bytes[random.below(bytes.count)] = Self.alphabet[random.below(Self.alphabet.count)]
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("trace lines")
    func traceLines() throws {
        var random = SplitMix64(state: 42)
        let lines = [
            "{\"t\":0.016,\"id\":1,\"phase\":\"move\",\"x\":120.5,\"y\":80}",
            "{\"profile\":\"ios17\",\"scene\":{\"views\":[{\"id\":\"V\",\"frame\":[0,0,1,1]}]}}",
            "{\"t\":1e-3,\"id\":-7,\"phase\":\"pointerdown\",\"x\":-0.5,\"y\":1E2,\"extra\":[null,true,{\"a\":\"\\u0041\"}]}",
        ]
        var errors = 0
        for _ in 0..<3000 {
            let text = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n" + mutate(lines[random.below(lines.count)], &random) + "\n"
            var reader = try TraceReader(path: temporaryFile(text))
            do {
                while try reader.next() != nil {}
            } catch {
                errors += 1
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
        #expect(errors > 1000)
    }

    @Test("gesture expressions and modifier chains")
    func expressions() {
        var random = SplitMix64(state: 7)
        let sources = [
            "DragGesture(minimumDistance: 5, coordinateSpace: .named(\"P\")).updating($s) { v, s, _ in s = v }.onChanged { _ in }.map(\\.translation.width)",
            "TapGesture(count: 2).onEnded { }.exclusively(before: LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()))",
            "RotateGesture(minimumAngleDelta: Angle(degrees: 5)).simultaneously(with: MagnifyGesture().map { $0.magnification })",
        ]
        let modifiers = ".gesture(TapGesture(), including: [.gesture, .subviews]).onLongPressGesture(minimumDuration: 1) { } onPressingChanged: { _ in }.coordinateSpace(name: \"P\").disabled(true)"
        for _ in 0..<3000 {
            _ = try? ExpressionParser.parse(mutate(sources[random.below(sources.count)], &random), origin: "fuzz")
            _ = try? ExpressionParser.parseModifiers(mutate(modifiers, &random), origin: "fuzz")
            // Truncations cut through every construct.
            let source = sources[random.below(sources.count)]
            _ = try? ExpressionParser.parse(String(source.prefix(random.below(source.count + 1))), origin: "fuzz")
        }
    }

    @Test("scene JSON")
    func scenes() {
        var random = SplitMix64(state: 99)
        let scene = """
            {"views": [{"id": "P", "frame": [0, 0, 300, 300], "coordinateSpace": "P", "modifiers": ".onTapGesture { }",
             "children": [{"id": "C", "frame": [50, 50, 100, 100], "modifiers": ".gesture(DragGesture())"}]}]}
            """
        for _ in 0..<3000 {
            _ = try? SceneLoader.load(mutate(scene, &random), file: "fuzz.json")
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to a fresh temporary file and returns its path.
func temporaryFile(_ text: String) -> String {
    var template = Array("/tmp/gesture-replay-fuzz-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var bytes = Array(text.utf8)
    _ = write(descriptor, &bytes, bytes.count)
    close(descriptor)
    return path
}

@Suite("Random valid traces through every gesture and combinator")
struct RandomTraceTests {
    /// A valid trace: up to three fingers at once, shared timestamps, cancels, jumps.
    static func randomTrace(_ random: inout SplitMix64, events: Int) -> String {
        var text = ""
        var down: [(id: Int, x: Int, y: Int)] = []
        var nextID = 1
        var time = 0
        for _ in 0..<events {
            if random.below(4) > 0 { time += random.below(120) * 1_000_000 }
            let action = random.below(10)
            if down.isEmpty || (action < 2 && down.count < 3) {
                let finger = (nextID, random.below(320), random.below(320))
                nextID += 1
                down.append(finger)
                text += "{\"t\":\(TraceTime(nanoseconds: Int64(time))),\"id\":\(finger.0),\"phase\":\"down\",\"x\":\(finger.1),\"y\":\(finger.2)}\n"
            } else {
                let index = random.below(down.count)
                down[index].x += random.below(61) - 30
                down[index].y += random.below(61) - 30
                let phase = action < 7 ? "move" : action < 9 ? "up" : "cancel"
                text += "{\"t\":\(TraceTime(nanoseconds: Int64(time))),\"id\":\(down[index].id),\"phase\":\"\(phase)\",\"x\":\(down[index].x),\"y\":\(down[index].y)}\n"
                if phase != "move" { down.remove(at: index) }
            }
        }
        return text
    }

    static let scene = """
        {"views": [{"id": "P", "frame": [0, 0, 320, 320], "coordinateSpace": "P",
          "modifiers": ".onTapGesture(count: 2) { }.onTapGesture { }.highPriorityGesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in }, including: .all)",
          "children": [
            {"id": "A", "frame": [20, 20, 140, 280], "modifiers": ".gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { _ in }).simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .named(\\"P\\")).updating($o) { _, _, _ in }.onEnded { _ in })"},
            {"id": "B", "frame": [160, 20, 140, 280], "modifiers": ".onLongPressGesture(minimumDuration: 0.2) { } onPressingChanged: { _ in }.gesture(SpatialTapGesture(count: 2).exclusively(before: TapGesture()).onEnded { _ in }, including: .subviews).disabled(false)"}
          ]}]}
        """

    @Test("no traps, exit 0, records in time order, and the same output twice", arguments: 0..<12)
    func replays(seed: Int) {
        var random = SplitMix64(state: UInt64(seed))
        let trace = Self.randomTrace(&random, events: 400)
        let scenePath = temporaryFile(Self.scene)
        for arguments in [["--explain"], ["--scene", scenePath, "--explain"], ["--gesture", "TapGesture(count: 2).exclusively(before: LongPressGesture().simultaneously(with: DragGesture())).onEnded { _ in }", "--explain"]] {
            let first = run(["-", "--format", "json"] + arguments, stdin: trace)
            #expect(first.status == 0)
            // Random traces may end with fingers down: warnings, nothing else.
            #expect(first.stderr.split(separator: "\n").allSatisfy { $0.contains(": warning: pointer ") && $0.hasSuffix("is never lifted; gestures tracking it never end") })
            #expect(run(["-", "--format", "json"] + arguments, stdin: trace) == first)
            let times = first.stdout.split(separator: "\n").map { Double(String($0.dropFirst(5).prefix { $0 != "," }))! }
            #expect(times == times.sorted())
        }
    }
}
