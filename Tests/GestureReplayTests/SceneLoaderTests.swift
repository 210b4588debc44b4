import Testing
@testable import gesture_replay

@Suite("Scenes from JSON: --scene files and trace headers (contract §2)")
struct SceneLoaderTests {
    private func load(_ text: String) -> String {
        do {
            let views = try SceneLoader.load(text, file: "scene.json")
            return views.map(\.id).joined(separator: ",")
        } catch {
            return error.description
        }
    }

    @Test("views with frames, children, coordinate spaces and modifiers")
    func loads() throws {
        let views = try SceneLoader.load("""
            {"views": [
              {"id": "P", "frame": [0, 0, 300, 300], "coordinateSpace": "P",
               "modifiers": ".onTapGesture(count: 2) { select() }.disabled(false)",
               "children": [{"id": "C", "frame": [50, 50, 100.5, 100], "modifiers": ".gesture(DragGesture(), including: .gesture)"}]}
            ]}
            """, file: "scene.json")
        #expect(views.count == 1)
        #expect(views[0].coordinateSpace == "P")
        #expect(views[0].modifiers.map(\.name) == ["onTapGesture", "disabled"])
        #expect(views[0].children[0].frame.width == 100.5)
        guard case .gesture(let expression, .normal, let mask) = views[0].children[0].modifiers[0].kind else {
            Issue.record("expected a .gesture modifier")
            return
        }
        #expect(expression.description == "DragGesture()")
        #expect(mask == .gesture)
    }

    @Test("errors point into the file", arguments: [
        ("{\"views\": [{\"id\": \"A\"}]}", "scene.json:1:12: error: missing key \"frame\" for view 'A'"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10]}]}", "scene.json:1:33: error: a frame is [x, y, width, height], four numbers in global points"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10, 10], \"modifers\": \"\"}]}", "scene.json:1:49: error: unknown view key 'modifers'; did you mean 'modifiers'?"),
        ("{\"views\": [{\"id\": 1, \"frame\": [0, 0, 10, 10]}]}", "scene.json:1:19: error: expected a string for \"id\", found a number"),
        ("{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10, 10]}, {\"id\": \"A\", \"frame\": [0, 0, 1, 1]}]}", "scene.json:1:57: error: two views have the id 'A'; ids must be unique"),
        ("{\"views\": [}", "scene.json:1:12: error: expected a JSON value, found '}'"),
        ("{\"view\": []}", "scene.json:1:2: error: unknown scene key 'view'; a scene has \"views\""),
        ("[]", "scene.json:1:1: error: a scene is an object such as {\"views\": [...]}; found an array"),
    ])
    func errors(text: String, expected: String) {
        #expect(load(text) == expected)
    }

    @Test("an error inside a modifier chain points at the character in the file, with a caret")
    func modifierError() {
        let text = "{\"views\": [\n  {\"id\": \"A\", \"frame\": [0, 0, 10, 10], \"modifiers\": \".onTapGestur { }\"}]}"
        #expect(load(text) == """
            scene.json:2:55: error: unknown view modifier 'onTapGestur'; did you mean 'onTapGesture'?
              .onTapGestur { }
               ^~~~~~~~~~~
            """)
    }

    @Test("modifier chains: masks, isEnabled, trailing closures, coordinate spaces", arguments: [
        (".highPriorityGesture(TapGesture(), including: [.gesture, .subviews])", "highPriorityGesture"),
        (".simultaneousGesture(TapGesture(), isEnabled: false)", "simultaneousGesture"),
        (".onLongPressGesture(minimumDuration: 1, perform: { }, onPressingChanged: { _ in })", "onLongPressGesture"),
        (".onLongPressGesture { } onPressingChanged: { pressing in }", "onLongPressGesture"),
        (".onTapGesture(coordinateSpace: .global) { location in }", "onTapGesture"),
        (".coordinateSpace(.named(\"P\"))", "coordinateSpace"),
    ])
    func modifierForms(source: String, name: String) throws {
        let modifiers = try ExpressionParser.parseModifiers(source, origin: "m")
        #expect(modifiers.map(\.name) == [name])
    }

    @Test("modifier errors", arguments: [
        (".gesture(TapGesture(), including: .subview)", "m:1:35: error: unknown GestureMask '.subview'; expected .all, .gesture, .subviews or .none (did you mean '.subviews'?)"),
        (".onTapGesture(count: 2)", "m:1:24: error: expected the 'perform' closure after 'onTapGesture', such as 'onTapGesture { }'"),
        (".disabled(yes)", "m:1:10: error: expected 'disabled(true)' or 'disabled(false)'"),
        (".padding()", "m:1:2: error: unknown view modifier 'padding'; expected one of .gesture, .highPriorityGesture, .simultaneousGesture, .onTapGesture, .onLongPressGesture, .coordinateSpace, .disabled"),
    ])
    func modifierErrors(source: String, expected: String) {
        do {
            _ = try ExpressionParser.parseModifiers(source, origin: "m")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
        }
    }
}

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
        #expect(missing.stderr == "/nonexistent/scene.json: error: cannot open scene: No such file or directory\n")
        let path = "/tmp/gesture-replay-bad-scene-\(getpid()).json"
        writeFile(path, "{\"views\": 3}")
        let bad = run(["-", "--scene", path])
        #expect(bad.status == 65)
        #expect(bad.stderr == "\(path):1:11: error: expected an array of views, found a number\n")
    }

    @Test("--profile: ios17 is the default and the only profile for now")
    func profiles() {
        let tap = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":0,\"y\":0}\n{\"t\":0.1,\"id\":1,\"phase\":\"up\",\"x\":0,\"y\":0}\n"
        #expect(run(["-", "--profile", "ios17"], stdin: tap).status == 0)
        let unknown = run(["-", "--profile", "ios18"], stdin: "")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown profile 'ios18' for '--profile'; this version replays 'ios17' (SwiftUI on iOS 13–17)\n"))
        // The option overrides the header.
        #expect(run(["-", "--profile", "ios17"], stdin: "{\"profile\": \"ios18\"}\n" + tap).status == 0)
    }

    @Test("--gesture and --scene cannot be combined")
    func gestureAndScene() {
        let result = run(["t.jsonl", "--gesture", "TapGesture()", "--scene", "s.json"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: '--gesture' and '--scene' cannot be combined; put the gesture in the scene's modifiers\n"))
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
