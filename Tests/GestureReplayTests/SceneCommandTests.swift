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
