import Testing

@Suite("Scenes, profiles and explanations on the command line")
struct SceneCommandTests {
    private let scene = """
        {"views": [{"id": "V", "frame": [0, 0, 200, 200], "modifiers": ".onTapGesture { }"}]}
        """

    @Test("--scene FILE, and a header scene, replay the same")
    func sceneFileAndHeader() {
        let path = "/tmp/gesture-replay-scene-\(getpid()).json"
        writeFile(path, scene)
        let events = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":10,\"y\":10}\n"
        let fromFile = run(["-", "--scene", path, "--format", "json"], stdin: events)
        #expect(fromFile == RunResult(status: 0, stdout: "{\"t\":0.1,\"view\":\"V\",\"modifier\":0,\"path\":\"\",\"gesture\":\"TapGesture()\",\"callback\":\"perform\"}\n", stderr: ""))
        let fromHeader = run(["-", "--format", "json"], stdin: "{\"scene\": \(scene)}\n" + events)
        #expect(fromHeader == fromFile)
        // --gesture overrides the header's scene.
        let overridden = run(["-", "--format", "json", "--gesture", "TapGesture().onEnded { }"], stdin: "{\"scene\": \(scene)}\n" + events)
        #expect(overridden.stdout.contains("\"view\":\"root\""))
    }

    @Test("a header's \"view\" picks the root of its Swift scene (as --view does, which wins); an error in that file points into it; check honours it")
    func headerView() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Examples.swift", """
            struct TapExample: View { var body: some View { Color.red.onTapGesture { } } }
            struct PressExample: View { var body: some View { Color.blue.onLongPressGesture { } } }
            struct BrokenExample: View { var body: some View { Color.red.onTapGesture(count: 0) { } } }
            """)
        let events = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":100}\n{\"t\":0.6,\"id\":1,\"phase\":\"up\",\"x\":10,\"y\":100}\n"
        writeFile(directory + "/press.jsonl", "{\"scene\":\"Examples.swift\",\"view\":\"PressExample\"}\n" + events)
        let press = run([directory + "/press.jsonl", "--format", "text"])
        #expect(press.status == 0)
        #expect(press.stdout == "0.5       PressExample/Color  LongPressGesture()  perform\n")
        #expect(press.stderr.isEmpty)
        let overridden = run([directory + "/press.jsonl", "--format", "text", "--view", "TapExample"])
        #expect(overridden.stdout.contains("TapExample/Color") && !overridden.stdout.contains("PressExample"))
        // `check` replays the view the header names.
        writeFile(directory + "/press.expected.jsonl", run([directory + "/press.jsonl", "--format", "json"]).stdout)
        #expect(run(["check", directory + "/press.jsonl"]).status == 0)
        writeFile(directory + "/broken.jsonl", "{\"scene\":\"Examples.swift\",\"view\":\"BrokenExample\"}\n" + events)
        let broken = run([directory + "/broken.jsonl"])
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("\(directory)/Examples.swift:3:"))
        let alone = run(["-"], stdin: "{\"view\":\"TapExample\"}\n" + events)
        #expect(alone.status == 65)
        #expect(alone.stderr.hasPrefix("<stdin>:1:9: error: \"view\" names the root view of a Swift-source scene"))
    }

    @Test("--device lays a Swift scene out on a preset's screen and safe area; a header's \"device\" does the same; --device list shows the presets")
    func devices() {
        let directory = temporaryDirectory()
        // A 100-pt square centred in the safe area: 62 top and 34 bottom on an iPhone 17 Pro, so
        // its centre is at y 62 + (874 − 96) / 2 = 451 and x 201.
        writeFile(directory + "/Square.swift", "Color.red.frame(width: 100, height: 100).onTapGesture { }\n")
        let layout = run(["layout", "--format", "text", directory + "/Square.swift", "--device", "iphone-17-pro"])
        #expect(layout == RunResult(status: 0, stdout: "Root  [151, 401, 100, 100]  hit: none\n  Root/Color  [151, 401, 100, 100]  hit: rectangle  .onTapGesture\n", stderr: ""))
        // A model's name, in landscape: the 393×852 phone turned, 59 pt each side and 21 at the bottom.
        let turned = run(["layout", "--format", "text", directory + "/Square.swift", "--device", "iPhone 15 Pro-landscape"])
        #expect(turned.stdout.hasPrefix("Root  [376, 136, 100, 100]"))
        // The tap at the square's centre on that device; on the default iPhone 14 the square's
        // centre is at y 428.5, so 451 misses it there.
        let tap = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":201,\"y\":495}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":201,\"y\":495}\n"
        writeFile(directory + "/tap.jsonl", "{\"scene\":\"Square.swift\",\"device\":\"iphone-17-pro\"}\n" + tap)
        #expect(run([directory + "/tap.jsonl", "--format", "text"]).stdout == "0.1       Root/Color  TapGesture()  perform\n")
        #expect(run([directory + "/tap.jsonl", "--format", "text", "--device", "iphone-14"]).stdout == "")
        writeFile(directory + "/unknown.jsonl", "{\"scene\":\"Square.swift\",\"device\":\"iphone-17-pr\"}\n" + tap)
        let unknown = run([directory + "/unknown.jsonl"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.hasPrefix("\(directory)/unknown.jsonl:1:34: error: unknown device 'iphone-17-pr'; did you mean 'iphone-17-pro'?"))
        let alone = run(["-"], stdin: "{\"device\":\"ipad\"}\n" + tap)
        #expect(alone.status == 65)
        #expect(alone.stderr.hasPrefix("<stdin>:1:11: error: \"device\" is the device a Swift-source scene is laid out on"))
        // Usage errors name the flag.
        let typo = run(["layout", "--format", "text", directory + "/Square.swift", "--device", "ipda"])
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("error: unknown device 'ipda' for '--device'; did you mean 'ipad'? ('--device list' shows their sizes)"))
        let both = run(["layout", "--format", "text", directory + "/Square.swift", "--device", "ipad", "--screen", "400x800"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: '--device' and '--screen' cannot be combined; a device has its screen size"))
        // The list, from any command that takes a scene, and from a bare `layout --device`.
        let list = run(["layout", "--device", "list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("\niphone-17-pro      402x874    62/34     0/62/21/62   iPhone 16 Pro, iPhone 17, iPhone 17 Pro\n"))
        #expect(run(["layout", "--device"]) == list)
        #expect(run(["lint", "--device", "list"]) == list)
        // A size of no preset: the default's safe area, said.
        let custom = run(["layout", "--format", "text", directory + "/Square.swift", "--screen", "400x800"])
        #expect(custom.stderr.hasPrefix("\(directory)/Square.swift:1:1: warning: the screen 400x800 is no device preset; assumed a safe area of 47 top and 34 bottom"))
    }

    @Test("layout --format json gives each view's hit shape as an object: kind, rectangle, corner radius, transformed; null when not hit")
    func layoutJSON() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Card.swift", """
            VStack {
                RoundedRectangle(cornerRadius: 12).frame(width: 100, height: 60).onTapGesture { }
                Circle().frame(width: 40, height: 40).scaleEffect(2)
            }
            """)
        let result = run(["layout", directory + "/Card.swift", "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].contains("\"hitShape\":null"))
        // The rounded rectangle: 100 × 60 over the 40-pt circle, 8 apart: 108 tall, from 428.5 − 54 = 374.5.
        #expect(lines[2].contains("\"hitShape\":{\"kind\":\"roundedRectangle\",\"cornerRadius\":12,\"rect\":[145,374.5,100,60],\"transformed\":false}"))
        #expect(lines[3].contains("\"hitShape\":{\"kind\":\"circle\",\"rect\":[175,442.5,40,40],\"transformed\":true}"))
    }

    @Test(".contextMenu: a long press presents it (control contextMenu, event presented) and the view's tap fails; a tap still taps; both profiles")
    func contextMenu() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Photo.swift", """
            struct Photo: View {
                @State private var liked = false
                var body: some View {
                    Color.blue.frame(width: 200, height: 200)
                        .onTapGesture { liked.toggle() }
                        .contextMenu {
                            Button("Share") { }
                            Button("Delete", role: .destructive) { }
                        }
                }
            }
            """)
        // A tap, then a press held 0.8 s: the menu presents at 0.5 s into it.
        let trace = """
            {"t":0,"id":1,"phase":"down","x":195,"y":428}
            {"t":0.05,"id":1,"phase":"up","x":195,"y":428}
            {"t":1,"id":2,"phase":"down","x":195,"y":428}
            {"t":1.8,"id":2,"phase":"up","x":195,"y":428}

            """
        writeFile(directory + "/press.jsonl", trace)
        for profile in ["ios18", "ios17"] {
            let result = run([directory + "/press.jsonl", "--scene", directory + "/Photo.swift", "--profile", profile, "--format", "json"])
            #expect(result == RunResult(status: 0, stdout: """
                {"t":0.05,"view":"Photo/Color","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}
                {"t":1.5,"view":"Photo/Color","control":"contextMenu","event":"presented"}

                """, stderr: ""), "\(profile)")
        }
        let explained = run([directory + "/press.jsonl", "--scene", directory + "/Photo.swift", "--explain", "--format", "text"])
        #expect(explained.stdout.contains("1.5       Photo/Color  TapGesture()  [failed]           prevented by contextMenu long press on Photo/Color, which began first\n"))
        // A press that moves 20 pt before half a second is no context menu: nothing presents.
        writeFile(directory + "/moved.jsonl", """
            {"t":0,"id":1,"phase":"down","x":195,"y":428}
            {"t":0.2,"id":1,"phase":"move","x":215,"y":428}
            {"t":0.8,"id":1,"phase":"up","x":215,"y":428}

            """)
        #expect(!run([directory + "/moved.jsonl", "--scene", directory + "/Photo.swift", "--format", "json"]).stdout.contains("presented"))
    }

    /// Issue 49: a row's context menu was recorded as "control":"List" when the row also had swipe
    /// actions; and a Button row's swipe actions were dropped for its Button.
    @Test("a Button row with swipe actions and a context menu: each is recorded under its own control, the swipe reveals")
    func rowWithSwipeActionsAndContextMenu() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Inbox.swift", """
            struct Inbox: View {
                var body: some View {
                    List {
                        Button("Mail") { }
                            .swipeActions { Button("Delete") { } }
                            .contextMenu { Button("Reply") { } }
                    }
                }
            }
            """)
        // A press held 0.8 s on the text, then a slow swipe left across the cell.
        writeFile(directory + "/both.jsonl", """
            {"t":0,"id":1,"phase":"down","x":40,"y":104}
            {"t":0.8,"id":1,"phase":"up","x":40,"y":104}
            {"t":2,"id":2,"phase":"down","x":300,"y":104}
            {"t":2.1,"id":2,"phase":"move","x":250,"y":104}
            {"t":2.2,"id":2,"phase":"move","x":150,"y":104}
            {"t":2.7,"id":2,"phase":"up","x":150,"y":104}

            """)
        let result = run([directory + "/both.jsonl", "--scene", directory + "/Inbox.swift", "--format", "json"])
        // The Button's highlight shows after the List's 0.15 s delay; the swipe takes the touch from it.
        #expect(result.stdout == """
            {"t":0.15,"view":"Inbox/List/Button","control":"Button","event":"pressed","value":true}
            {"t":0.5,"view":"Inbox/List/Button","control":"contextMenu","event":"presented"}
            {"t":0.5,"view":"Inbox/List/Button","control":"Button","event":"pressed","value":false}
            {"t":2.7,"view":"Inbox/List/Button (List cell)","control":"List","event":"swipeActions","value":{"edge":"trailing","state":"revealed"}}

            """)
    }

    @Test("a bad header scene is a data error at its place in the trace")
    func badHeaderScene() {
        let result = run(["-", "--format", "json"], stdin: "{\"scene\": {\"views\": [{\"id\": \"V\"}]}}\n")
        #expect(result.status == 65)
        #expect(result.stderr == "<stdin>:1:22: error: missing key \"frame\" for view 'V'\n")
    }

    @Test("a scene file that cannot be opened exits 66; one that is bad exits 65")
    func sceneFileErrors() {
        let missing = run(["-", "--scene", "/nonexistent/scene.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "/nonexistent/scene.json: error: cannot open the scene: No such file or directory\n")
        let path = "/tmp/gesture-replay-bad-scene-\(getpid()).json"
        writeFile(path, "{\"views\": 3}")
        let bad = run(["-", "--scene", path])
        #expect(bad.status == 65)
        #expect(bad.stderr == "\(path):1:11: error: expected an array of views, found a number\n")
    }

    @Test("--profile: ios18 is the default, ios17 replays iOS 13–17, and the option overrides the header")
    func profiles() {
        // A child's single tap under a parent's double tap: at once on iOS 17, after the
        // double tap's 0.35 s on iOS 18 (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18).
        let scene = temporaryDirectory() + "/scene.json"
        writeFile(scene, #"{"views": [{"id": "P", "frame": [0, 0, 300, 300], "modifiers": ".onTapGesture(count: 2) { }", "children": [{"id": "C", "frame": [50, 50, 100, 100], "modifiers": ".onTapGesture { }"}]}]}"#)
        let tap = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":100,\"y\":100}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":100,\"y\":100}\n"
        let ios17 = #"{"t":0.1,"view":"C","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}"# + "\n"
        let ios18 = #"{"t":0.45,"view":"C","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}"# + "\n"
        #expect(run(["-", "--scene", scene, "--format", "json"], stdin: tap).stdout == ios18)
        #expect(run(["-", "--scene", scene, "--format", "json", "--profile", "ios18"], stdin: tap).stdout == ios18)
        #expect(run(["-", "--scene", scene, "--format", "json", "--profile", "ios17"], stdin: tap).stdout == ios17)
        // A header's profile wins over the default; the option wins over the header.
        #expect(run(["-", "--scene", scene, "--format", "json"], stdin: "{\"profile\": \"ios17\"}\n" + tap).stdout == ios17)
        #expect(run(["-", "--scene", scene, "--format", "json", "--profile", "ios18"], stdin: "{\"profile\": \"ios17\"}\n" + tap).stdout == ios18)
        let unknown = run(["-", "--profile", "ios19"], stdin: "")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown profile 'ios19' for '--profile'; this version replays \(profileList) (did you mean 'ios17'?)\n"))
    }

    @Test("--gesture and --scene cannot be combined")
    func gestureAndScene() {
        let result = run(["t.jsonl", "--gesture", "TapGesture()", "--scene", "s.json"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: '--gesture' and '--scene' cannot be combined; put the gesture in the scene's modifiers\n"))
    }

    @Test("a Swift scene's callback: a misspelt member exits 65 before any record; a member not modelled is noted and every callback still runs")
    func callbackMembers() throws {
        let card = try #require(readFile(packageRoot + "/Fixtures/scenes/SwipeCard.swift"))
        let trace = packageRoot + "/Fixtures/traces/source-swipe-card.jsonl"
        let directory = temporaryDirectory()
        writeFile(directory + "/Typo.swift", card.replacing("offset = gesture.translation", with: "offset = gesture.translatoin"))
        let typo = run([trace, "--scene", directory + "/Typo.swift"])
        #expect(typo.status == 65)
        #expect(typo.stdout == "")
        #expect(typo.stderr == "\(directory)/Typo.swift:18:46: error: value of type 'DragGesture.Value' has no member 'translatoin'; did you mean 'translation'?\n"
            + "                              offset = gesture.translatoin\n                                               ^~~~~~~~~~~\n")
        writeFile(directory + "/Stamp.swift", card.replacing(".onEnded { _ in", with: ".onEnded { value in\n stamp = value.time.timeIntervalSince1970")
            .replacing("@State private var offset = CGSize.zero", with: "@State private var offset = CGSize.zero\n@State private var stamp = 0.0"))
        let stamp = run([trace, "--scene", directory + "/Stamp.swift", "--format", "json"])
        #expect(stamp.status == 0)
        #expect(stamp.stderr == "\(directory)/Stamp.swift:22:2: note: not evaluated: stamp = value.time.timeIntervalSince1970\n")
        let expected = run([trace, "--format", "json"])
        #expect(stamp.stdout == expected.stdout)
        #expect(stamp.stdout.split(separator: "\n").count == 15)  // 14 onChanged, 1 onEnded
    }

    @Test("--explain says why a touch made nothing fire: nothing hit there, or a view with no gesture, and the nearest view with one")
    func explainUnreachedTouches() {
        let directory = temporaryDirectory()
        // A 100-pt square with a tap at the top of a VStack, 40 pt above its caption, a Spacer below.
        writeFile(directory + "/Cards.swift", """
            struct Cards: View {
                var body: some View {
                    VStack(spacing: 40) {
                        Color.blue.frame(width: 100, height: 100).onTapGesture { }
                        Text("Caption")
                        Spacer()
                    }
                }
            }
            """)
        // In the gap (y 165: the square ends at 147), on the caption (y 195), on the square.
        let trace = """
            {"t":0,"id":1,"phase":"down","x":195,"y":165}
            {"t":0.05,"id":1,"phase":"up","x":195,"y":165}
            {"t":1,"id":2,"phase":"down","x":195,"y":195}
            {"t":1.05,"id":2,"phase":"up","x":195,"y":195}
            {"t":2,"id":3,"phase":"down","x":195,"y":100}
            {"t":2.05,"id":3,"phase":"up","x":195,"y":100}

            """
        writeFile(directory + "/taps.jsonl", trace)
        let explained = run([directory + "/taps.jsonl", "--scene", directory + "/Cards.swift", "--explain", "--format", "text"])
        #expect(explained.status == 0)
        #expect(explained.stderr == """
            \(directory)/taps.jsonl:1:1: note: pointer 1 goes down at (195, 165) and reaches no gesture: no view is hit there; the nearest view with one is 'Cards/VStack/Color', 18 pt away. A Spacer, a stack's gaps and a clear color are not hit: add .contentShape(Rectangle()) to the view whose gesture should take them
            \(directory)/taps.jsonl:3:1: note: pointer 2 goes down at (195, 195) and reaches no gesture: it hits 'Cards/VStack/Text', which has none, nor do the views that contain it; the nearest view with one is 'Cards/VStack/Color', 48 pt away

            """)
        #expect(explained.stdout.hasSuffix("2.05      Cards/VStack/Color  TapGesture()  perform\n"))
        // Without --explain, nothing is said.
        #expect(run([directory + "/taps.jsonl", "--scene", directory + "/Cards.swift"]).stderr == "")
        // A gesture that .disabled(true) turned off: on the view, or on a view containing it. A
        // .disabled(true) written before the gesture leaves it on, as SwiftUI's environment does.
        writeFile(directory + "/center.jsonl", "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":195,\"y\":422}\n{\"t\":0.05,\"id\":1,\"phase\":\"up\",\"x\":195,\"y\":422}\n")
        // A JSON scene's view stays hit; its gesture is off.
        writeFile(directory + "/off.json", #"{"views":[{"id":"Card","frame":[0,0,390,844],"modifiers":".onTapGesture { }.disabled(true)"}]}"#)
        #expect(run([directory + "/center.jsonl", "--scene", directory + "/off.json", "--explain", "--format", "text"]).stderr.hasSuffix(
            "reaches no gesture: it hits 'Card', whose gestures are disabled by .disabled(true) written after them or on a view containing them\n"))
        writeFile(directory + "/on.json", #"{"views":[{"id":"Card","frame":[0,0,390,844],"modifiers":".disabled(true).onTapGesture { }"}]}"#)
        #expect(run([directory + "/center.jsonl", "--scene", directory + "/on.json", "--explain", "--format", "text"]).stderr == "")
        // A Swift scene's disabled view takes no touches at all.
        writeFile(directory + "/Parent.swift", "struct Cards: View {\n    var body: some View {\n        VStack { Color.blue.frame(width: 300, height: 300).onTapGesture { } }.disabled(true)\n    }\n}\n")
        #expect(run([directory + "/center.jsonl", "--scene", directory + "/Parent.swift", "--explain", "--format", "text"]).stderr.contains(
            "reaches no gesture: 'Cards/VStack/Color' is under the finger but takes no touches: .disabled(true) or .allowsHitTesting(false) on it or on a view containing it\n"))
        // A gesture with no callback prints nothing: a one-line hint says why.
        let bare = run([directory + "/taps.jsonl", "--gesture", "DragGesture()"])
        #expect(bare == RunResult(status: 0, stdout: "", stderr: "note: DragGesture() has no callback (.onChanged, .onEnded, .updating), so no record is written for it; add one, or pass --explain to see its phases\n"))
    }

    @Test("--explain adds phase records with reasons to JSON, and leaves callbacks unchanged")
    func explain() {
        let trace = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":0.04,\"id\":1,\"phase\":\"move\",\"x\":46,\"y\":0}\n{\"t\":0.08,\"id\":1,\"phase\":\"up\",\"x\":46,\"y\":0}\n"
        let result = run(["-", "--gesture", "TapGesture().onEnded { }", "--explain", "--format", "json"], stdin: trace)
        #expect(result.stdout == "{\"t\":0.04,\"view\":\"root\",\"modifier\":0,\"path\":\"\",\"gesture\":\"TapGesture()\",\"phase\":\"failed\",\"reason\":\"moved 46 pt (limit 45 pt)\"}\n")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Source folders on the command line")
struct SourceFolderCommandTests {
    @Test("layout and --scene take an app's source folder; an empty folder cannot be opened (66)")
    func folders() {
        let directory = temporaryDirectory()
        writeFile(directory + "/App.swift", "@main\nstruct DemoApp: App { var body: some Scene { WindowGroup { Home() } } }\n")
        writeFile(directory + "/Home.swift", "struct Home: View { var body: some View { Tile().frame(width: 100, height: 100) } }\n")
        writeFile(directory + "/Tile.swift", "struct Tile: View { var body: some View { Color.red.onTapGesture { } } }\n")
        let layout = run(["layout", "--format", "text", directory])
        #expect(layout == RunResult(status: 0, stdout: """
            Home  [145, 378.5, 100, 100]  hit: none
              Home/Tile  [145, 378.5, 100, 100]  hit: none
                Home/Tile/Color  [145, 378.5, 100, 100]  hit: rectangle  .onTapGesture

            """, stderr: ""))
        let events = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":195,\"y\":428}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":195,\"y\":428}\n"
        #expect(run(["-", "--scene", directory, "--format", "text"], stdin: events).stdout == "0.1       Home/Tile/Color  TapGesture()  perform\n")
        let empty = temporaryDirectory()
        #expect(run(["layout", "--format", "text", empty]) == RunResult(status: 66, stdout: "", stderr: "\(empty): error: no .swift files in the directory\n"))
    }

    /// Issue 49: JSON scenes refused `.contextMenu`.
    @Test("a JSON scene's .contextMenu { … }: a long press presents it, as in a Swift scene")
    func jsonContextMenu() {
        let result = run(["-", "--format", "json"], stdin: """
            {"profile":"ios18","scene":{"views":[{"id":"Row","frame":[0,0,390,44],"modifiers":".onTapGesture { }.contextMenu { Button(\\"Copy\\") { } }"}]}}
            {"t":0,"id":1,"phase":"down","x":100,"y":20}
            {"t":0.05,"id":1,"phase":"up","x":100,"y":20}
            {"t":1,"id":2,"phase":"down","x":100,"y":20}
            {"t":1.7,"id":2,"phase":"up","x":100,"y":20}

            """)
        #expect(result == RunResult(status: 0, stdout: """
            {"t":0.05,"view":"Row","modifier":0,"path":"","gesture":"TapGesture()","callback":"perform"}
            {"t":1.5,"view":"Row","control":"contextMenu","event":"presented"}

            """, stderr: ""))
    }
}
