import Testing
import Recognizers

/// The bundled fixtures. Each trace carries its profile and its gesture or scene in its header and
/// its expected JSON records beside it (`NAME.expected.jsonl`, the layout `gesture-replay check`
/// reads); `Fixtures/expected/` holds the text renderings: `NAME.default.txt` for the default
/// scene and `NAME.explain.txt` for a scene with `--explain`. All were produced by the tool and
/// read line by line before commit.
///
/// To re-record after an intended change: `GESTURE_REPLAY_RECORD=1 swift test --filter GoldenFileTests`,
/// then read the diff. Recording always fails the run, so CI can never pass by re-recording.
let goldenCases = [
    "tap", "double-tap", "long-press-held", "long-press-released-early", "long-press-moved-too-far",
    "drag", "drag-minimum-distance-0", "drag-cancelled", "magnify", "rotate",
]

/// Fixtures whose header carries a scene.
let sceneCases = [
    "scene-double-before-single-tapped-once", "scene-double-before-single-tapped-twice",
    "scene-long-press-then-drag-dragged", "scene-long-press-then-drag-released", "scene-magnify-with-rotate",
    "scene-parent-and-child-taps", "scene-parent-high-priority", "scene-parent-simultaneous",
    "scene-parent-drag-over-child-tap", "scene-mask-all", "scene-mask-gesture", "scene-mask-subviews", "scene-mask-none",
    "scene-coordinate-spaces", "scene-disabled-view", "scene-long-press-on-child",
    // Trace format version 2: a Mac's mouse with hover, an iPad's Pencil hovering then drawing, squeezed and double-tapped.
    "input-mouse-hover-card", "input-pencil-hover-then-stroke", "input-trackpad-and-wheel-scroll",
    "input-pencil-squeeze-and-double-tap", "input-vision-pinch-drag-and-two-hands",
]

/// Fixtures whose outcome depends on the OS version: `NAME.ios17.expected.jsonl` and
/// `NAME.ios18.expected.jsonl` beside the trace (`check --profiles ios17,ios18`).
let profileCases = [
    "profiles-child-tap-under-parent-double-tap", "profiles-child-long-press-under-parent-drag",
    "profiles-single-tap-written-before-double-tap",
    // iOS 18: a parent's tap waits for the child's long press to fail and fires at the lift; iOS 17: it loses at once.
    "profiles-parent-tap-over-child-long-press",
] + controlCases

/// Built-in controls (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a fixture per row of the ScrollView table and per
/// control rule. Where the profiles differ, expected output per profile, as `profileCases`…
let controlCases = [
    "controls-scroll-drag-vertical", "controls-scroll-high-priority-drag-vertical",
    "controls-scroll-simultaneous-drag-vertical", "controls-scroll-long-press-vertical",
    "controls-scroll-simultaneous-long-press-vertical",
]

/// …and where they agree, one `NAME.expected.jsonl` that each profile must reproduce
/// (`check --profiles ios17,ios18` checks it under both).
let controlCasesAlikeUnderBothProfiles = [
    "controls-scroll-tap-still", "controls-scroll-tap-swiped", "controls-scroll-drag-horizontal",
    "controls-scroll-drag-30-vertical", "controls-scroll-drag-0-vertical", "controls-scroll-fling-rest",
    "controls-button-release-inside-and-outside", "controls-button-in-scroll-tapped-and-swiped",
    "controls-list-swipe-reveal-and-full", "controls-tabview-page-past-half-and-back", "controls-navigation-swipe-back",
    "controls-sheet-dismiss", "controls-toggle-and-slider",
]

/// Fixtures of a mouse, trackpad or Pencil whose outcome differs by platform profile:
/// `NAME.PROFILE.expected.jsonl` beside the trace for each profile listed.
let inputProfileCases: [(name: String, profiles: [String])] = [
    // iPadOS 17: no SwiftUI gesture takes the pinch; iPadOS 18 both; macOS 15 kills the drag (FB23362414).
    ("input-trackpad-pinch-while-dragging", ["ipados17", "ipados18", "macos15"]),
    // A Mac's context menu opens at a secondary click, an iPad's at a long press; a held click on a Mac opens nothing.
    ("input-context-menu-right-click-and-hold", ["ipados18", "macos15"]),
]

/// Fixtures whose header names a SwiftUI file as the scene (`Fixtures/scenes/*.swift`): laid out,
/// hit-tested and replayed with its callbacks' assignments evaluated, under the header's profile.
let sourceSceneCases = [
    "source-photo-viewer", "source-swipe-card", "source-draggable-circle", "source-long-press-then-drag",
    // Keys, focus and VoiceOver: the arrow keys and an adjustable action move a card a finger drags (issue 31).
    "source-keyboard-and-voiceover",
]

/// Fixtures whose scene has a UIKit recognizer (`.gesture(UITapGestureRecognizer(…))`), which only
/// `ios18` has: `NAME.ios18.expected.jsonl` beside the trace, and under `ios17` a located error.
let ios18OnlyCases = ["profiles-two-finger-tap-beside-one-finger-tap"]

private let recording: Bool = getenv("GESTURE_REPLAY_RECORD") != nil

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Golden files: every bundled fixture, JSON with its gesture and text with the default scene")
struct GoldenFileTests {
    @Test("JSON records for the gesture in the fixture's header", arguments: goldenCases)
    func json(name: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json"]), against: "Fixtures/traces/\(name).expected.jsonl")
    }

    @Test("text records for the default scene (the trace without its header's gesture)", arguments: goldenCases)
    func defaultScene(name: String) {
        let trace = readFile(packageRoot + "/Fixtures/traces/\(name).jsonl")!
        let events = trace.split(separator: "\n", maxSplits: 1)[1]
        let result = run(["-", "--format", "text"], stdin: "{\"profile\":\"ios17\"}\n" + events)
        check(result, against: "Fixtures/expected/\(name).default.txt")
    }

    @Test("JSON records for a fixture's own scene", arguments: sceneCases)
    func scene(name: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json"]), against: "Fixtures/traces/\(name).expected.jsonl")
    }

    @Test("explained text records for a fixture's own scene", arguments: sceneCases)
    func sceneExplained(name: String) {
        var result = run(["Fixtures/traces/\(name).jsonl", "--format", "text", "--explain"])
        // Touches on the disabled view reach no gesture, and --explain says why on standard error.
        if name == "scene-disabled-view" {
            #expect(result.stderr == """
                Fixtures/traces/scene-disabled-view.jsonl:2:1: note: pointer 1 goes down at (100, 100) and reaches no gesture: it hits 'C', whose gestures are disabled by .disabled(true) written after them or on a view containing them
                Fixtures/traces/scene-disabled-view.jsonl:4:1: note: pointer 2 goes down at (10, 10) and reaches no gesture: it hits 'P', whose gestures are disabled by .disabled(true) written after them or on a view containing them

                """)
            result.stderr = ""
        }
        check(result, against: "Fixtures/expected/\(name).explain.txt")
    }

    @Test("JSON records under each profile, for the fixtures where iOS 18 and iOS 13–17 differ",
          arguments: profileCases, ["ios17", "ios18"])
    func profile(name: String, profile: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json", "--profile", profile]),
              against: "Fixtures/traces/\(name).\(profile).expected.jsonl")
    }

    @Test("JSON records under each platform profile, for a mouse's, trackpad's or Pencil's fixture",
          arguments: inputProfileCases.flatMap { fixture in fixture.profiles.map { (fixture.name, $0) } })
    func inputProfile(name: String, profile: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json", "--profile", profile]),
              against: "Fixtures/traces/\(name).\(profile).expected.jsonl")
    }

    @Test("a control fixture whose outcome is the same under each profile", arguments: controlCasesAlikeUnderBothProfiles)
    func controlUnderBothProfiles(name: String) {
        for profile in ArbitrationProfile.iPhone.map(\.rawValue) {
            check(run(["Fixtures/traces/\(name).jsonl", "--format", "json", "--profile", profile]),
                  against: "Fixtures/traces/\(name).expected.jsonl")
        }
    }

    @Test("a fixture whose scene is a Swift file: its records, and its layout", arguments: sourceSceneCases)
    func sourceScene(name: String) {
        check(run(["Fixtures/traces/\(name).jsonl", "--format", "json"]), against: "Fixtures/traces/\(name).expected.jsonl")
    }

    @Test("a UIKit recognizer's fixture: its records under ios18, explained text, and ios17's refusal", arguments: ios18OnlyCases)
    func ios18Only(name: String) {
        let trace = "Fixtures/traces/\(name).jsonl"
        check(run([trace, "--format", "json"]), against: "Fixtures/traces/\(name).ios18.expected.jsonl")
        check(run([trace, "--format", "text", "--explain"]), against: "Fixtures/expected/\(name).explain.txt")
        let refused = run([trace, "--profile", "ios17"])
        #expect(refused.status == 65)
        #expect(refused.stdout == "")
        #expect(refused.stderr.hasPrefix("\(trace):1:104: error: 'UITapGestureRecognizer' is attached as a UIGestureRecognizerRepresentable, which SwiftUI has since iOS 18; the ios17 profile cannot replay it"))
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
