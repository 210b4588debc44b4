import Testing

/// The bundled fixtures, each replayed with the gesture it exists for. Expected output lives in
/// `Fixtures/expected/`: `NAME.jsonl` for the gesture below (JSON), `NAME.default.txt` for the
/// default scene (text). Both were produced by the tool and read line by line before commit.
///
/// To re-record after an intended change: `GESTURE_REPLAY_RECORD=1 swift test --filter GoldenFileTests`,
/// then read the diff. Recording always fails the run, so CI can never pass by re-recording.
let goldenCases: [(name: String, gesture: String)] = [
    ("tap", "TapGesture().onEnded { print(\"tap\") }"),
    ("double-tap", "TapGesture(count: 2).onEnded { }"),
    ("long-press-held", "LongPressGesture().updating($isPressing) { value, state, _ in state = value }.onChanged { _ in }.onEnded { _ in }"),
    ("long-press-released-early", "LongPressGesture().updating($isPressing) { value, state, _ in state = value }.onChanged { _ in }.onEnded { _ in }"),
    ("long-press-moved-too-far", "LongPressGesture().updating($isPressing) { value, state, _ in state = value }.onChanged { _ in }.onEnded { _ in }"),
    ("drag", "DragGesture(minimumDistance: 5).onChanged { _ in }.onEnded { _ in }"),
    ("drag-minimum-distance-0", "DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in }"),
    ("drag-cancelled", "DragGesture().updating($offset) { value, state, _ in state = value.translation }.onEnded { _ in }"),
    ("magnify", "MagnifyGesture().onChanged { _ in }.onEnded { _ in }"),
    ("rotate", "RotateGesture().onChanged { _ in }.onEnded { _ in }"),
]

/// Fixtures that carry their scene and profile in their header; expected output is
/// `NAME.jsonl` (JSON) and `NAME.explain.txt` (text with `--explain`).
let sceneCases = [
    "scene-double-before-single-tapped-once", "scene-double-before-single-tapped-twice",
    "scene-long-press-then-drag-dragged", "scene-long-press-then-drag-released", "scene-magnify-with-rotate",
    "scene-parent-and-child-taps", "scene-parent-high-priority", "scene-parent-simultaneous",
    "scene-parent-drag-over-child-tap", "scene-mask-all", "scene-mask-gesture", "scene-mask-subviews", "scene-mask-none",
    "scene-coordinate-spaces", "scene-disabled-view", "scene-long-press-on-child",
]

private let recording: Bool = getenv("GESTURE_REPLAY_RECORD") != nil

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Golden files: every bundled fixture, JSON with its gesture and text with the default scene")
struct GoldenFileTests {
    @Test("JSON records for the fixture's gesture", arguments: goldenCases.map(\.name))
    func json(name: String) {
        let gesture = goldenCases.first { $0.name == name }!.gesture
        let result = run(["Fixtures/traces/\(name).jsonl", "--gesture", gesture, "--format", "json"])
        check(result, against: "Fixtures/expected/\(name).jsonl")
    }

    @Test("text records for the default scene", arguments: goldenCases.map(\.name))
    func defaultScene(name: String) {
        let result = run(["Fixtures/traces/\(name).jsonl", "--format", "text"])
        check(result, against: "Fixtures/expected/\(name).default.txt")
    }

    @Test("JSON records for a fixture's own scene", arguments: sceneCases)
    func scene(name: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json"]), against: "Fixtures/expected/\(name).jsonl")
    }

    @Test("explained text records for a fixture's own scene", arguments: sceneCases)
    func sceneExplained(name: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "text", "--explain"]), against: "Fixtures/expected/\(name).explain.txt")
    }

    private func check(_ result: RunResult, against expectedPath: String) {
        #expect(result.status == 0)
        #expect(result.stderr == "")
        if recording {
            writeFile(packageRoot + "/" + expectedPath, result.stdout)
            Issue.record("recorded \(expectedPath); read it, then run the tests again without GESTURE_REPLAY_RECORD")
            return
        }
        guard let expected = readFile(packageRoot + "/" + expectedPath) else {
            Issue.record("\(expectedPath) is missing; record it with GESTURE_REPLAY_RECORD=1 and read it")
            return
        }
        #expect(result.stdout == expected)
    }
}
