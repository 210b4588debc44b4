import Testing
import ReplayKit
@testable import SwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let recording: Bool = getenv("GESTURE_REPLAY_RECORD") != nil

/// The lint fixtures: the seeds' classic conflicts, each with a near-identical scene that must
/// stay clean, and a JSON scene. Name and the exit status `lint` ends with.
let lintCases: [(name: String, status: Int32)] = [
    ("CoveredButton.swift", 1), ("CoveredButtonPassThrough.swift", 0),
    ("DoubleTapBeforeSingleTap.swift", 0), ("SingleTapOnly.swift", 0),
    ("DragInScrollView.swift", 0), ("DragInScrollViewSimultaneous.swift", 0),
    ("DragOnlyCard.swift", 0), ("DragOnlyCardWithAction.swift", 0),
    ("LongPressListOfButtons.swift", 0), ("ListOfButtons.swift", 0),
    ("ParentHighPriorityTap.swift", 1), ("ParentTap.swift", 0),
    ("SmallIcon.swift", 0), ("SmallIconWithHitArea.swift", 0),
    ("BorderedIconButton.swift", 0), ("LargeSymbol.swift", 0),
    ("DragInPagedTabView.swift", 0), ("DragInTabBarTabView.swift", 0),
    ("LongPressWithContextMenu.swift", 0), ("TapWithContextMenu.swift", 0),
    ("TouchDownOverTwoFingerTap.swift", 1), ("PressOverTwoFingerTap.swift", 0), ("TwoFingerTapBesideTap.swift", 0),
    ("HoverOnlyPreview.swift", 0), ("HoverPreviewWithTap.swift", 0),
    ("DragOnlyCardWithKeys.swift", 0), ("DragOnlyCardWithUnfocusableKeys.swift", 0), ("TapOnlyStar.swift", 0), ("StarButton.swift", 0),
    ("drag-in-scroll-view.json", 0),
]

@Suite("lint: the command, its formats, baseline and exit statuses")
struct LintCommandTests {
    @Test("each fixture's findings, as JSON Lines, match the expected file a person read", arguments: lintCases.map(\.name))
    func fixture(name: String) {
        let path = "Fixtures/lint/\(name)"
        let expectedPath = "Fixtures/lint/" + name.prefix { $0 != "." } + ".expected.jsonl"
        let result = run(["lint", path, "--format", "json"])
        #expect(result.status == lintCases.first { $0.name == name }!.status)
        // A scene with a UIKit recognizer is linted under ios18 alone, and says so.
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix(path + ": note: ios17 skipped: ") }, "\(result.stderr)")
        if recording {
            writeFile(packageRoot + "/" + expectedPath, result.stdout)
            Issue.record("recorded \(expectedPath); read it, then run the tests again without GESTURE_REPLAY_RECORD")
            return
        }
        #expect(result.stdout == readFile(packageRoot + "/" + expectedPath))
    }

    @Test("every rule fires on one fixture and its near-identical twin stays clean of it")
    func everyRuleFires() {
        let expectations: [(fires: String, clean: String, rule: String)] = [
            ("CoveredButton", "CoveredButtonPassThrough", "unreachable-gesture"),
            ("ParentHighPriorityTap", "ParentTap", "swallowed-gesture"),
            ("DragInScrollView", "DragInScrollViewSimultaneous", "blocked-scroll"),
            ("DoubleTapBeforeSingleTap", "SingleTapOnly", "delayed-tap"),
            ("LongPressListOfButtons", "ListOfButtons", "os-sensitive"),
            ("SmallIcon", "SmallIconWithHitArea", "small-target"),
            // A bordered large button and a symbol with a 44-pt font are their real sizes (issue 29).
            ("SmallIcon", "BorderedIconButton", "small-target"),
            ("SmallIcon", "LargeSymbol", "small-target"),
            // Only a paged TabView pages; a tab bar's tab does not compete with a drag.
            ("DragInPagedTabView", "DragInTabBarTabView", "blocked-scroll"),
            // A context menu's long press competes with a long press of the view's own, not with a tap.
            ("LongPressWithContextMenu", "TapWithContextMenu", "os-sensitive"),
            ("DragOnlyCard", "DragOnlyCardWithAction", "no-accessible-alternative"),
            // A two-finger tap is tried with two fingers (issue 29): swallowed by a long press that
            // begins as the fingers land, not by one that waits half a second; and never called
            // unreachable beside a one-finger tap.
            ("TouchDownOverTwoFingerTap", "PressOverTwoFingerTap", "swallowed-gesture"),
            ("CoveredButton", "TwoFingerTapBesideTap", "unreachable-gesture"),
            // Hover as a card's only interaction: a finger never reaches it on an iPhone (issue 30).
            ("HoverOnlyPreview", "HoverPreviewWithTap", "input-sensitive"),
            // The keyboard alternative proved by replaying it: arrow keys that arrive (the card takes
            // focus) make the card clean; the same keys on a card that never has focus do not (issue 31).
            ("DragOnlyCardWithUnfocusableKeys", "DragOnlyCardWithKeys", "no-accessible-alternative"),
        ]
        for (fires, clean, rule) in expectations {
            #expect(run(["lint", "Fixtures/lint/\(fires).swift", "--format", "json"]).stdout.contains("\"rule\":\"\(rule)\""), "\(fires)")
            #expect(!run(["lint", "Fixtures/lint/\(clean).swift", "--format", "json"]).stdout.contains("\"rule\":\"\(rule)\""), "\(clean)")
        }
    }

    @Test("keyboard-unreachable under macos15: a tap-only star no key reaches, and the same star as a Button")
    func keyboardUnreachable() {
        let star = run(["lint", "Fixtures/lint/TapOnlyStar.swift", "--profiles", "macos15,ipados18", "--format", "json"])
        #expect(star.stdout == #"{"rule":"keyboard-unreachable","severity":"note","view":"FavouriteStar/Image","location":"Fixtures/lint/TapOnlyStar.swift:10:14","profiles":["macos15"],"message":"no key reaches .onTapGesture on 'FavouriteStar/Image': neither it nor a view around it takes focus; a keyboard user cannot do what it does","probe":"","fix":"make it a Button (keyboard navigation lands on it and Space acts), or add .focusable() and .onKeyPress(.space) { …; return .handled } doing what the gesture does"}"# + "\n")
        #expect(run(["lint", "Fixtures/lint/StarButton.swift", "--profiles", "macos15", "--format", "json"]).stdout == "")
        // A card whose arrow keys arrive is reached from the keyboard too.
        #expect(run(["lint", "Fixtures/lint/DragOnlyCardWithKeys.swift", "--profiles", "macos15", "--format", "json"]).stdout == "")
    }

    @Test("no-accessible-alternative replays the keys: handlers that return .ignored are named, and the probe is the keys tried")
    func ignoredKeys() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Card.swift", """
            struct SwipeCard: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 16)
                        .frame(width: 300, height: 400)
                        .gesture(DragGesture())
                        .focusable()
                        .onKeyPress { press in
                            return .ignored
                        }
                }
            }
            """)
        let result = run(["lint", directory + "/Card.swift", "--format", "json", "--probe-out", directory + "/probes"])
        #expect(result.stdout.contains(#"reach no callback of it, and its .onKeyPress returns .ignored for the left arrow key, the right arrow key, the up arrow key, the down arrow key, the space bar, the return key""#))
        #expect(result.stdout.contains(#""probe":"voiceover-activate --target SwipeCard/RoundedRectangle then adjust --target SwipeCard/RoundedRectangle --direction increment then adjust --target SwipeCard/RoundedRectangle --direction decrement then --full-keyboard-access focus --target SwipeCard/RoundedRectangle then key --key leftArrow"#))
        // The probe's trace replays: the focus, then each key reaching the handler and ignored.
        let trace = directory + "/probes/Card-001-no-accessible-alternative-SwipeCard-RoundedRectangle-ios17.jsonl"
        let replayed = run([trace, "--format", "json"])
        #expect(replayed.status == 0)
        #expect(replayed.stdout.split(separator: "\n").count == 6)
        #expect(replayed.stdout.split(separator: "\n").allSatisfy { $0.contains(#""result":"ignored""#) })
    }

    @Test("input-sensitive under visionos2: a hover-only view is reached by an attached pointer alone")
    func hoverOnlyOnVision() {
        let result = run(["lint", "Fixtures/lint/HoverOnlyPreview.swift", "--profiles", "ipados18,visionos2", "--rules", "input-sensitive", "--format", "json"])
        #expect(result.stdout.contains(#""profiles":["visionos2"],"message":"'PreviewCard/RoundedRectangle' acts only on .onHover, which only a hovering pointer or Pencil runs: under visionos2 (Apple Vision Pro) only an attached trackpad or mouse does; a look and a pinch never do""#))
        #expect(!result.stdout.contains("ipados18"))
    }

    @Test("small-target's fix is the largest size the profiles ask for: 60 pt with visionos2")
    func smallTargetFixForVision() {
        let scene = temporaryDirectory() + "/Play.swift"
        writeFile(scene, "struct Play: View {\n    var body: some View {\n        Button(\"Play\") { }\n    }\n}\n")
        let result = run(["lint", scene, "--profiles", "ios18,visionos2", "--rules", "small-target", "--format", "json"])
        #expect(result.stdout.contains("'Play/Button' is hit on 34×20.3 pt, under the 28×28 pt minimum a finger needs (the HIG's minimum control size)"))
        #expect(result.stdout.contains("\"profiles\":[\"ios18\",\"visionos2\"]"))
        #expect(result.stdout.contains("\"fix\":\".frame(minWidth: 60, minHeight: 60).contentShape(Rectangle()) on the Button's label\""))
    }

    @Test("text groups findings by view as compiler-style lines with the profiles, the probe and the fix")
    func text() {
        let result = run(["lint", "Fixtures/lint/DragInScrollView.swift", "--format", "text"])
        #expect(result.stdout == """
            Fixtures/lint/DragInScrollView.swift:12:26: warning: 'Feed/ScrollView' does not scroll when a 122 pt drag up starts on 'Feed/ScrollView/VStack/RoundedRectangle[0]': DragGesture() takes the touch [blocked-scroll]
                under: ios18
                probe: drag --from 195,123 --to 195,1
                fix:   attach the drag with .simultaneousGesture(DragGesture(minimumDistance: 20)), or start it after a long press: LongPressGesture().sequenced(before: DragGesture())

            1 warning in 1 scene

            """)
        #expect(result.status == 0)
        #expect(run(["lint", "Fixtures/lint/SingleTapOnly.swift", "--format", "text"]).stdout == "no findings in 1 scene\n")
    }

    @Test("SARIF 2.1.0 for code scanning: the rules, and each result on its file, line and column")
    func sarif() throws {
        let result = run(["lint", "Fixtures/lint/CoveredButton.swift", "--format", "sarif"])
        #expect(result.status == 1)
        let root = try JSONParser.parse(result.stdout, file: "sarif")
        guard case .object(let members, _) = root else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["$schema", "version", "runs"])
        #expect(result.stdout.contains("\"version\":\"2.1.0\""))
        #expect(result.stdout.contains("{\"id\":\"small-target\",\"name\":\"small-target\""))
        #expect(result.stdout.contains("\"ruleId\":\"unreachable-gesture\",\"ruleIndex\":0,\"level\":\"error\""))
        #expect(result.stdout.contains("\"artifactLocation\":{\"uri\":\"Fixtures/lint/CoveredButton.swift\"},\"region\":{\"startLine\":7,\"startColumn\":18}"))
        #expect(result.stdout.contains("\"probe\":\"tap --at 195,428.5\""))
    }

    @Test("--write-baseline records today's findings; --baseline then reports only new ones, and --strict fails on warnings")
    func baseline() {
        let directory = temporaryDirectory()
        let baseline = directory + "/baseline.jsonl"
        let written = run(["lint", "Fixtures/lint/CoveredButton.swift", "Fixtures/lint/SmallIcon.swift", "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.stderr == "gesture-replay: wrote 2 findings to \(baseline)\n")
        // The files as the baseline's folder names them: up to the root, then down to the package.
        let from = directory.split(separator: "/"), to = packageRoot.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = String(repeating: "../", count: from.count - common) + to.dropFirst(common).joined(separator: "/") + "/"
        let expected = (readFile(packageRoot + "/Fixtures/lint/CoveredButton.expected.jsonl")! + readFile(packageRoot + "/Fixtures/lint/SmallIcon.expected.jsonl")!)
            .split(separator: "\n").map { $0.replacing("\"location\":\"Fixtures/", with: "\"location\":\"" + up + "Fixtures/") + "\n" }.joined()
        #expect(readFile(baseline) == expected)
        let adopted = run(["lint", "Fixtures/lint/CoveredButton.swift", "Fixtures/lint/SmallIcon.swift", "Fixtures/lint/DoubleTapBeforeSingleTap.swift",
                           "--baseline", baseline, "--format", "json"])
        #expect(adopted.stdout == readFile(packageRoot + "/Fixtures/lint/DoubleTapBeforeSingleTap.expected.jsonl"))
        #expect(adopted.status == 0)
        let strict = run(["lint", "Fixtures/lint/DoubleTapBeforeSingleTap.swift", "--baseline", baseline, "--strict", "--format", "json"])
        #expect(strict.status == 1)
        let missing = run(["lint", "Fixtures/lint/SmallIcon.swift", "--baseline", directory + "/none.jsonl"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("write one with 'gesture-replay lint … --write-baseline"))
    }

    @Test("--rule and --profiles choose what is checked; a directory lints every scene in it")
    func selection() {
        let onlySmall = run(["lint", "Fixtures/lint/SmallIcon.swift", "Fixtures/lint/CoveredButton.swift", "--rule", "small-target", "--format", "json"])
        #expect(onlySmall.stdout == readFile(packageRoot + "/Fixtures/lint/SmallIcon.expected.jsonl"))
        #expect(onlySmall.status == 0)
        // Under one profile nothing can differ by OS, and iOS 17 scrolls: the drag fixture is clean.
        #expect(run(["lint", "Fixtures/lint/DragInScrollView.swift", "--profiles", "ios17", "--format", "json"]).stdout == "")
        let blocked = run(["lint", "Fixtures/lint/DragInScrollView.swift", "--profiles", "ios18", "--format", "json"]).stdout
        #expect(blocked.contains("\"rule\":\"blocked-scroll\"") && blocked.contains("\"profiles\":[\"ios18\"]"))
        // Files named one by one are scenes each: every fixture's findings, as its expected file has them.
        let all = run(["lint"] + lintCases.map { "Fixtures/lint/" + $0.name } + ["--format", "json"])
        #expect(all.status == 1)
        let expected = lintCases.map { readFile(packageRoot + "/Fixtures/lint/" + $0.name.prefix { $0 != "." } + ".expected.jsonl") ?? "" }
        #expect(all.stdout == expected.joined())
    }

    @Test("bad command lines name the flag and suggest the fix; a bad scene is a located error")
    func errors() {
        let rule = run(["lint", "Fixtures/lint/SmallIcon.swift", "--rule", "small-targets"])
        #expect(rule.status == 64)
        #expect(rule.stderr.hasPrefix("error: unknown rule 'small-targets' for '--rule'; did you mean 'small-target'?"))
        let profile = run(["lint", "Fixtures/lint/SmallIcon.swift", "--profiles", "ios16"])
        #expect(profile.status == 64)
        #expect(profile.stderr.hasPrefix("error: unknown profile 'ios16' for '--profiles'; this version replays \(profileList) (did you mean 'ios17'?)"))
        #expect(run(["lint"]).stderr.hasPrefix("error: missing expected argument '<scene>'"))
        #expect(run(["lint", "/nonexistent.swift"]).status == 66)
        let directory = temporaryDirectory()
        writeFile(directory + "/Bad.swift", "struct V: View {\n    var body: some View {\n        for item in items { Color.red }\n    }\n}\n")
        let bad = run(["lint", directory + "/Bad.swift"])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("\(directory)/Bad.swift:3:9: error: 'for' is not supported in a view body yet"))
    }

    @Test("--probe-out writes each finding's probe as a trace that replays to show it")
    func probeOut() {
        let directory = temporaryDirectory()
        let result = run(["lint", "Fixtures/lint/DragInScrollView.swift", "--probe-out", directory + "/probes", "--format", "json"])
        #expect(result.status == 0)
        let trace = directory + "/probes/DragInScrollView-001-blocked-scroll-Feed-ScrollView-VStack-RoundedRectangle-0--ios18.jsonl"
        #expect(readFile(trace)?.hasPrefix("{\"profile\":\"ios18\",\"scene\":\"\(packageRoot)/Fixtures/lint/DragInScrollView.swift\"}\n{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":195,\"y\":123}\n") == true)
        let replayed = run([trace, "--explain", "--format", "text"])
        #expect(replayed.stdout.contains("ScrollView                              ScrollView                                 [failed]             prevented by DragGesture() on Feed/ScrollView/VStack/RoundedRectangle[0], which began first"))
    }

    /// Every UIKit recognizer the catalog reads, as written in a scene.
    static let recognizers = [
        "UITapGestureRecognizer(numberOfTouchesRequired: 2)", "UITapGestureRecognizer()", "UILongPressGestureRecognizer()",
        "UIPanGestureRecognizer()", "UIPinchGestureRecognizer()", "UIRotationGestureRecognizer()",
        "UISwipeGestureRecognizer(direction: .left)", "UIScreenEdgePanGestureRecognizer(edges: .left)",
    ]

    @Test("a scene with a UIKit recognizer is linted under the profiles that can replay it, and ios17 is skipped with its reason",
          arguments: recognizers)
    func uikitRecognizer(recognizer: String) {
        let directory = temporaryDirectory()
        for (index, beside) in ["", ".onTapGesture { }", ".gesture(DragGesture().onEnded { _ in })"].enumerated() {
            let json = directory + "/scene\(index).json"
            writeFile(json, "{\"views\":[{\"id\":\"Photo\",\"frame\":[0,100,390,400],\"modifiers\":\"\(beside).gesture(\(recognizer))\"}]}")
            let swift = directory + "/Scene\(index).swift"
            writeFile(swift, "struct Photo: View {\n    var body: some View {\n        Rectangle()\n            .frame(width: 300, height: 300)\n"
                + "            \(beside).gesture(\(recognizer))\n    }\n}\n")
            for path in [json, swift] {
                let result = run(["lint", path, "--format", "json"])
                #expect(result.status == 0 || result.status == 1, "\(path): \(result.stderr)")
                #expect(result.stderr.hasPrefix("\(path): note: ios17 skipped: \(recognizer) on "), "\(path)")
                #expect(result.stderr.contains("the ios17 profile (iPhone, iOS 13–17) cannot replay it — use ios18\n"))
                let lines = result.stdout.split(separator: "\n")
                #expect(lines.allSatisfy { $0.contains("\"profiles\":[\"ios18\"]") }, "\(path): \(result.stdout)")
            }
        }
    }

    @Test("a two-finger tap recognizer beside a tap is not called unreachable: no probe puts two fingers down")
    func twoFingerTap() {
        let directory = temporaryDirectory()
        let scene = directory + "/scene.json"
        writeFile(scene, "{\"views\":[{\"id\":\"Photo\",\"frame\":[0,100,390,400],\"modifiers\":\".onTapGesture { like() }.gesture(UITapGestureRecognizer(numberOfTouchesRequired: 2))\"}]}")
        let result = run(["lint", scene, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout == "{\"rule\":\"no-accessible-alternative\",\"severity\":\"note\",\"view\":\"Photo\",\"location\":\"\(scene):1:63\",\"profiles\":[\"ios18\"],"
            + "\"message\":\"'Photo' is tapped (.onTapGesture) but VoiceOver does not announce it as a button\",\"probe\":\"\",\"fix\":\"use Button { … } instead, or add .accessibilityAddTraits(.isButton)\"}\n")
    }

    @Test("when no profile asked for can replay the scene, lint says so at the recognizer and exits 65")
    func noProfileCanReplay() {
        let directory = temporaryDirectory()
        let scene = directory + "/scene.json"
        writeFile(scene, "{\"views\":[{\"id\":\"V\",\"frame\":[0,0,300,300],\"modifiers\":\".gesture(UIPanGestureRecognizer())\"}]}")
        let result = run(["lint", scene, "--profiles", "ios17"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == ("\(scene):1:65: error: no profile asked for can replay the scene: ios17: UIPanGestureRecognizer() on V is attached "
            + "as a UIGestureRecognizerRepresentable, which SwiftUI has since iOS 18; the ios17 profile (iPhone, iOS 13–17) cannot replay it — use ios18; "
            + "lint it with '--profiles ios18'\n"))
    }

    @Test("a view that cannot be read in a folder is a warning that it is not linted; the other files' findings are kept, in every format; --strict-reading refuses it",
          arguments: ["text", "json", "sarif"])
    func failureInDirectory(format: String) {
        let directory = temporaryDirectory()
        writeFile(directory + "/a.swift", readFile(packageRoot + "/Fixtures/lint/SmallIcon.swift")!)
        writeFile(directory + "/b.swift", "struct V: View {\n    var body: some View {\n        for item in items { Color.red }\n    }\n}\n")
        writeFile(directory + "/c.json", "{\"views\":[{\"id\":\"V\",\"frame\":[0,100,390,400],\"modifiers\":\".gesture(DragGesture().onEnded { _ in })\"}]}")
        let result = run(["lint", directory, "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr == "\(directory)/b.swift:3:9: warning: 'for' is not supported in a view body yet; use 'if'/'else' or 'ForEach'; 'V' is not linted\n"
            + "\(directory): note: 1 root not linted (the warnings above say why); 1 linted\n")
        // --verbose says it with its source line, as a compiler does.
        #expect(run(["lint", directory, "--format", format, "--verbose"]).stderr.contains("'V' is not linted\n          for item in items { Color.red }\n          ^~~\n"))
        for (file, line, column) in [("a.swift", 7, 14), ("c.json", 1, 59)] {
            let located = format == "sarif" ? "{\"uri\":\"\(directory)/\(file)\"},\"region\":{\"startLine\":\(line),\"startColumn\":\(column)}"
                : "\(directory)/\(file):\(line):\(column)"
            #expect(result.stdout.contains(located), "\(result.stdout)")
        }
        if format == "text" {
            #expect(result.stdout.hasSuffix("does\n\n2 warnings in 2 scenes\n"))
        }
        // --strict is about findings (two warnings fail it); --strict-reading refuses what was not read.
        #expect(run(["lint", directory, "--format", format, "--strict"]).status == 1)
        let strict = run(["lint", directory, "--format", format, "--strict-reading"])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(directory)/b.swift:3:9: error: 'for' is not supported in a view body yet"))
    }

    @Test("an app's folder is one module: the parent screen's drag over a row of another file is found once, at the row's tap; files with no view say nothing; exit 1")
    func appFolder() {
        let app = "Fixtures/apps/Shop/Sources/Shop"
        let result = run(["lint", app, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stdout == readFile(packageRoot + "/Fixtures/apps/Shop.expected.jsonl"))
        #expect(result.stdout.components(separatedBy: "\"rule\":\"swallowed-gesture\"").count == 2)
        // Only warnings on standard error: the one unknown flag, said once.
        #expect(result.stderr == "\(app)/Models/Item.swift:16:5: warning: the compilation flag 'MOCK_SERVER' is not set; assumed false, as in a debug build for iOS without it (set it with '--define MOCK_SERVER')\n"
)
        #expect(run(["lint", app, "--format", "json", "--define", "MOCK_SERVER"]).stderr == "")
        let text = run(["lint", app, "--format", "text", "--define", "MOCK_SERVER"])
        #expect(text.stdout.hasSuffix("\n1 error, 2 warnings, 1 note in 3 scenes\n"))
        // Under a Mac's profile the #if os(macOS) sidebar is read and linted too.
        let mac = run(["lint", app, "--format", "text", "--profiles", "macos15", "--define", "MOCK_SERVER"])
        #expect(mac.stdout.hasSuffix(" in 4 scenes\n"))
        #expect(mac.stdout.contains("Views/Basket.swift:17:18: warning: 'Basket/Badge/Text' is hit on 6.7×15.7 pt, under the 20×20 pt minimum a pointer needs on a Mac (the HIG's minimum control size) [small-target]"))
        // --view and --preview lint one root of the folder; one it does not have is an error.
        #expect(run(["lint", app, "--view", "Basket", "--format", "text", "--define", "MOCK_SERVER"]).stdout.hasSuffix("\n2 warnings in 1 scene\n"))
        #expect(run(["lint", app, "--preview", "One row", "--format", "text", "--define", "MOCK_SERVER"]).stdout.hasSuffix("1 note in 1 scene\n"))
        let missing = run(["lint", app, "--view", "Nope", "--define", "MOCK_SERVER"])
        #expect(missing.status == 65)
        #expect(missing.stderr == "--view:1:1: error: no view named 'Nope' in \(app)\n")
    }

    @Test("views of two branches of an if the reader cannot decide never cover each other; the same views stacked do")
    func undecidedBranches() {
        let directory = temporaryDirectory()
        let branches = directory + "/SendOrStop.swift"
        writeFile(branches, "struct SendOrStop: View {\n  let isRecording: Bool\n  var body: some View {\n    ZStack {\n"
                  + "      if isRecording { Button {} label: { Circle().frame(width: 48, height: 48) } }\n"
                  + "      else { Button {} label: { Circle().frame(width: 48, height: 48) } }\n    }\n  }\n}\n")
        let undecided = run(["lint", branches, "--format", "json"])
        #expect(undecided.status == 0)
        #expect(undecided.stdout == "")
        #expect(undecided.stderr.hasPrefix("\(branches):5:10: warning: cannot evaluate the condition (cannot find 'isRecording' in scope); both branches are laid out, one after the other"))
        let stacked = directory + "/Stacked.swift"
        writeFile(stacked, "struct Stacked: View {\n  var body: some View {\n    ZStack {\n"
                  + "      Button {} label: { Circle().frame(width: 48, height: 48) }\n"
                  + "      Button {} label: { Circle().frame(width: 48, height: 48) }\n    }\n  }\n}\n")
        let covered = run(["lint", stacked, "--format", "json"])
        #expect(covered.status == 1)
        #expect(covered.stdout.hasPrefix("{\"rule\":\"unreachable-gesture\",\"severity\":\"error\",\"view\":\"Stacked/ZStack/Button[0]\""))
        // Both branches stacked push the Button off the screen; each variant, one branch shown,
        // puts it where it is: on screen, reachable.
        let tall = directory + "/Tall.swift"
        writeFile(tall, "struct Tall: View {\n  let loaded: Bool\n  var body: some View {\n    VStack {\n"
                  + "      if loaded { Color.red.frame(height: 500) } else { Color.blue.frame(height: 500) }\n      Button(\"Go\") { }\n    }\n  }\n}\n")
        let offScreen = run(["lint", tall, "--format", "json", "--rule", "unreachable-gesture"])
        #expect(offScreen.status == 0)
        #expect(offScreen.stdout == "")
        // A branch's own finding is found in its variant, at its real place: the red branch's
        // tap under a clear cover, which the else branch does not have.
        let covered2 = directory + "/Cover.swift"
        writeFile(covered2, "struct Cover: View {\n  let loaded: Bool\n  var body: some View {\n    ZStack {\n"
                  + "      if loaded { Color.red.frame(height: 300).onTapGesture { } } else { Color.blue.frame(height: 300) }\n"
                  + "      Color.white.opacity(0.01).frame(height: 600)\n    }\n  }\n}\n")
        let branchFinding = run(["lint", covered2, "--format", "json", "--rule", "unreachable-gesture"])
        #expect(branchFinding.status == 1)
        #expect(branchFinding.stdout == "{\"rule\":\"unreachable-gesture\",\"severity\":\"error\",\"view\":\"Cover/ZStack/Color[0]\",\"location\":\"\(covered2):5:48\",\"profiles\":[\"ios17\",\"ios18\"],"
                + "\"message\":\".onTapGesture on 'Cover/ZStack/Color[0]' never fires: it is covered by 'Cover/ZStack/Color[1]'\","
                + "\"probe\":\"tap --at 195,428.5\",\"fix\":\"add .allowsHitTesting(false) to 'Cover/ZStack/Color[1]', or move 'Cover/ZStack/Color[0]' above it (.zIndex(1))\"}\n")
    }

    @Test("a baseline written for an app's folder absorbs the same findings on the next run")
    func appFolderBaseline() {
        let baseline = temporaryDirectory() + "/baseline.jsonl"
        let app = "Fixtures/apps/Shop/Sources/Shop"
        #expect(run(["lint", app, "--write-baseline", baseline]).status == 0)
        let again = run(["lint", app, "--baseline", baseline, "--format", "json"])
        #expect(again.status == 0)
        #expect(again.stdout == "")
    }

    @Test("a missing comma between arguments is a syntax error, not an approximation; the summary says a scene could not be read")
    func syntaxErrorSummary() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Comma.swift", "struct V: View {\n  var body: some View {\n    Color.red.frame(width: 100 height: 100)\n  }\n}\n")
        let result = run(["lint", directory + "/Comma.swift", "--format", "text"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(directory)/Comma.swift:3:32: error: syntax error: unexpected 'height' in the expression '100 height: 100'; expected ',' before 'height'"))
        #expect(result.stdout == "no findings in 0 scenes; 1 scene could not be read (the errors above)\n")
    }

    @Test("a baseline names files relative to its own folder: written in one checkout, it matches a copy at another path, however the path is given")
    func baselineTravels() {
        let first = temporaryDirectory() + "/first"
        let second = temporaryDirectory() + "/second"
        #expect(run(["-c", "mkdir -p '\(first)' && cp -R Fixtures/apps/Shop/Sources '\(first)/'"], program: "/bin/sh").status == 0)
        let baseline = first + "/lint-baseline.jsonl"
        #expect(run(["lint", first + "/Sources/Shop", "--write-baseline", baseline]).status == 0)
        let written = readFile(baseline) ?? ""
        #expect(!written.isEmpty)
        #expect(!written.contains(first))
        #expect(written.contains("\"location\":\"Sources/Shop/Views/ItemRow.swift:17:10\""))
        // The whole checkout, baseline and all, somewhere else: nothing new.
        #expect(run(["-c", "cp -R '\(first)' '\(second)'"], program: "/bin/sh").status == 0)
        let moved = run(["lint", second + "/Sources/Shop", "--baseline", second + "/lint-baseline.jsonl", "--format", "json"])
        #expect(moved.status == 0)
        #expect(moved.stdout == "")
        // The same copy linted through a path with '..' in it.
        let roundabout = run(["lint", second + "/Sources/../Sources/Shop", "--baseline", second + "/lint-baseline.jsonl", "--format", "json"])
        #expect(roundabout.stdout == "")
    }

    @Test("a file whose views could each be the root has each linted as its own scene, said once; --view picks one")
    func everyRoot() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Screens.swift", """
            struct Feed: View {
                var body: some View { Color.red.frame(width: 300, height: 300).onTapGesture { }.accessibilityAddTraits(.isButton) }
            }
            struct BuyRow: View {
                var body: some View {
                    HStack { Button("Buy") { }.frame(width: 100, height: 60) }
                        .highPriorityGesture(TapGesture().onEnded { })
                }
            }
            """)
        let result = run(["lint", directory + "/Screens.swift", "--format", "text", "--rule", "swallowed-gesture"])
        #expect(result.status == 1)
        #expect(result.stderr == "\(directory)/Screens.swift: note: 2 views could be the root (Feed, BuyRow); each is linted as its own scene\n")
        #expect(result.stdout.contains("error: the Button's action on 'BuyRow/HStack/Button' never wins"))
        #expect(result.stdout.hasSuffix("1 error in 2 scenes\n"))
        // Under --strict the choice of root is no approximation: each root is linted, not refused.
        #expect(run(["lint", directory + "/Screens.swift", "--rule", "swallowed-gesture", "--strict", "--format", "json"]).status == 1)
        let one = run(["lint", directory + "/Screens.swift", "--format", "text", "--view", "Feed"])
        #expect(one.stderr == "")
        #expect(one.stdout == "no findings in 1 scene\n")
    }

    @Test("the review's lint cases: a disabled view is reported though its gesture gets no probe; a 100 s press before a drag is not judged; a baseline entry absorbs one finding across scenes")
    func reviewCases() {
        let directory = temporaryDirectory()
        let disabled = directory + "/disabled.json"
        writeFile(disabled, #"{"views":[{"id":"V","frame":[0,100,390,400],"modifiers":".gesture(UITapGestureRecognizer(numberOfTouchesRequired: 2)).disabled(true)"}]}"#)
        let off = run(["lint", disabled, "--profiles", "ios18", "--format", "json", "--rule", "unreachable-gesture"])
        // `.disabled(true)` is stated intent: a note that names it, which fails nothing.
        #expect(off.status == 0)
        #expect(off.stdout.contains(#""severity":"note","view":"V""#))
        #expect(off.stdout.contains(#""message":".gesture(UITapGestureRecognizer(numberOfTouchesRequired: 2)) on 'V' never fires: the view is disabled (.disabled(true))""#))
        let press = directory + "/Press.swift"
        writeFile(press, "struct V: View {\n    var body: some View {\n        Color.red.frame(width: 200, height: 200)\n"
            + "            .gesture(LongPressGesture(minimumDuration: 100).sequenced(before: DragGesture()).onEnded { _ in })\n    }\n}\n")
        let held = run(["lint", press, "--format", "json", "--rule", "unreachable-gesture"])
        #expect(held.status == 0)
        #expect(held.stdout == "")
        let scene = packageRoot + "/Fixtures/lint/ParentHighPriorityTap.swift"
        let baseline = directory + "/baseline.jsonl"
        #expect(run(["lint", scene, "--write-baseline", baseline]).status == 0)
        let twice = run(["lint", scene, scene, "--baseline", baseline, "--format", "json"])
        let once = run(["lint", scene, "--format", "json"]).stdout
        #expect(!once.isEmpty)
        #expect(twice.stdout == once)
    }

    @Test("a hidden NavigationLink in a List row is reached through its cell: no unreachable or small-target finding")
    func hiddenLinkInRow() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Rows.swift", """
            struct Rows: View {
                var body: some View {
                    NavigationStack {
                        List {
                            HStack { Text("Alice"); Spacer() }
                                .background(NavigationLink("", value: 1).opacity(0))
                        }
                    }
                }
            }
            """)
        #expect(run(["lint", directory + "/Rows.swift", "--format", "json"]) == RunResult(status: 0, stdout: "", stderr: ""))
    }
}
