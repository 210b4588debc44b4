import Testing
@testable import ReplayKit
@testable import gesture_replay

@Suite("gesture-replay synth: traces from a description of gestures")
struct SynthCommandTests {
    @Test("a tap: a trace with no header by default")
    func tap() {
        #expect(run(["synth", "tap", "--at", "100,200"]) == RunResult(status: 0, stdout: """
            {"t":0,"id":1,"phase":"down","x":100,"y":200}
            {"t":0.05,"id":1,"phase":"up","x":100,"y":200}

            """, stderr: ""))
    }

    @Test("--fingers puts several fingers down side by side, --spread apart; a count outside 1 to 5 is a usage error")
    func severalFingers() {
        #expect(run(["synth", "tap", "--at", "195,400", "--fingers", "2", "--spread", "60"]) == RunResult(status: 0, stdout: """
            {"t":0,"id":1,"phase":"down","x":165,"y":400}
            {"t":0,"id":2,"phase":"down","x":225,"y":400}
            {"t":0.05,"id":1,"phase":"up","x":165,"y":400}
            {"t":0.05,"id":2,"phase":"up","x":225,"y":400}

            """, stderr: ""))
        // A two-finger tap replays as one: the UIKit recognizer that needs two touches sees two.
        let scene = #"{"scene":{"views":[{"id":"Photo","frame":[0,0,390,800],"modifiers":".gesture(UITapGestureRecognizer(numberOfTouchesRequired: 2))"}]}}"#
        let trace = temporaryDirectory() + "/two.jsonl"
        writeFile(trace, scene + "\n" + run(["synth", "tap", "--at", "195,400", "--fingers", "2"]).stdout)
        #expect(run([trace, "--format", "json"]).stdout.contains(#""recognizerState":"recognized","value":{"location":{"x":195,"y":400},"numberOfTouches":2}"#))
        for (fingers, what) in [("0", "0"), ("6", "6"), ("1.5", "1.5")] {
            #expect(run(["synth", "tap", "--at", "1,1", "--fingers", fingers]).stderr.hasPrefix(
                "error: invalid value '\(what)' for '--fingers'; expected a number of fingers from 1 to 5"))
        }
        #expect(run(["synth", "pinch", "--center", "1,1", "--start-spread", "1", "--end-spread", "2", "--fingers", "2"]).stderr.hasPrefix(
            "error: '--fingers' does not apply to 'pinch'"))
    }

    @Test("a Swift scene's --view and --device go into the header, so check replays the view the trace was made for")
    func viewAndDeviceInTheHeader() {
        let directory = temporaryDirectory()
        writeFile(directory + "/Two.swift", """
            struct First: View { var body: some View { Color.red.onTapGesture { } } }
            struct Second: View { var body: some View { Color.blue.frame(width: 100, height: 100).onTapGesture(count: 2) { } } }
            """)
        let trace = directory + "/t.jsonl"
        #expect(run(["synth", "--scene", directory + "/Two.swift", "--view", "Second", "--device", "iphone-17-pro-landscape",
                     "double-tap", "--at", "437,201", "-o", trace]).status == 0)
        #expect(readFile(trace)?.split(separator: "\n").first
                == #"{"profile":"ios18","scene":"Two.swift","view":"Second","device":"iphone-17-pro-landscape"}"#)
        // The 100-pt square, centred on the 874×402 screen's safe area: Second's double tap.
        #expect(run([trace, "--format", "text"]).stdout.contains("Second/Color  TapGesture(count: 2)  perform"))
        // A screen size no preset has cannot be named in a header.
        let custom = run(["synth", "--scene", directory + "/Two.swift", "--screen", "500x900", "tap", "--at", "1,1", "-o", directory + "/u.jsonl"])
        #expect(custom.status == 64)
        #expect(custom.stderr.hasSuffix("error: a trace header names a device, and '--screen 500x900' is none of the presets; use --device (gesture-replay layout --device list), or pass --screen when replaying\n"))
        #expect(readFile(directory + "/u.jsonl") == nil)
    }

    @Test("gestures joined with 'then' follow 0.5 s apart unless --after says otherwise; global options anywhere")
    func sequence() {
        let result = run(["synth", "tap", "--at", "10,10", "--hold", "0.1", "then", "drag", "--from", "0,0", "--to", "30,0",
                          "--duration", "0.15", "--after", "1", "--rate", "20", "--start", "2", "--pointer", "5"])
        #expect(result == RunResult(status: 0, stdout: """
            {"t":2,"id":5,"phase":"down","x":10,"y":10}
            {"t":2.1,"id":5,"phase":"up","x":10,"y":10}
            {"t":3.1,"id":6,"phase":"down","x":0,"y":0}
            {"t":3.15,"id":6,"phase":"move","x":10,"y":0}
            {"t":3.2,"id":6,"phase":"move","x":20,"y":0}
            {"t":3.25,"id":6,"phase":"up","x":30,"y":0}

            """, stderr: ""))
    }

    @Test("--gesture writes a header, so the trace replays with no flags", arguments: [
        (["double-tap", "--at", "50,50"], "TapGesture(count: 2).onEnded { }",
         #"{"t":0.2,"view":"root","modifier":0,"path":"","gesture":"TapGesture(count: 2)","callback":"onEnded","value":null}"#),
        (["long-press", "--at", "50,50"], "LongPressGesture().onEnded { _ in }",
         #"{"t":0.5,"view":"root","modifier":0,"path":"","gesture":"LongPressGesture()","callback":"onEnded","value":true}"#),
        (["pinch", "--center", "200,200", "--start-spread", "100", "--end-spread", "300"], "MagnificationGesture().onEnded { _ in }",
         #"{"t":0.5,"view":"root","modifier":0,"path":"","gesture":"MagnificationGesture()","callback":"onEnded","value":3}"#),
        (["rotate", "--center", "200,200", "--angle", "-30", "--rate", "120"], "RotationGesture().onEnded { _ in }",
         #"{"t":0.5,"view":"root","modifier":0,"path":"","gesture":"RotationGesture()","callback":"onEnded","value":{"radians":-0.5235987755982987,"degrees":-29.999999999999993}}"#),
    ] as [([String], String, String)])
    func headerReplays(arguments: [String], gesture: String, lastRecord: String) {
        let trace = run(["synth", "--gesture", gesture] + arguments)
        #expect(trace.status == 0)
        #expect(trace.stdout.hasPrefix("{\"profile\":\"ios18\",\"gesture\":\(RecordDiff.jsonString(gesture))}\n"))
        let replay = run(["-", "--format", "json"], stdin: trace.stdout)
        #expect(replay.status == 0)
        #expect(replay.stdout.split(separator: "\n").last.map(String.init) == lastRecord)
    }

    @Test("a two-finger pan is no SwiftUI gesture: the one-finger gestures fail on the second finger, the two-finger ones never pass their thresholds")
    func panThroughTheDefaultScene() {
        let trace = run(["synth", "pan", "--from", "100,100", "--to", "100,300", "--rate", "10"])
        let replay = run(["-", "--explain", "--format", "text"], stdin: trace.stdout)
        #expect(replay.stdout == """
            0         tap         TapGesture()         [failed]           another finger (pointer 2) touched the view
            0         spatialTap  SpatialTapGesture()  [failed]           another finger (pointer 2) touched the view
            0         longPress   LongPressGesture()   [failed]           another finger (pointer 2) touched the view
            0         drag        DragGesture()        [failed]           another finger (pointer 2) touched the view
            0.5       magnify     MagnifyGesture()     [failed]           released before passing its threshold
            0.5       rotate      RotateGesture()      [failed]           released before passing its threshold

            """)
    }

    @Test("the same seed gives the same jittered trace, byte for byte")
    func jitterIsDeterministic() {
        let arguments = ["synth", "--jitter", "1.5", "--seed", "7", "long-press", "--at", "50,50", "--duration", "0.1"]
        let first = run(arguments)
        #expect(first.status == 0)
        #expect(first == run(arguments))
        // 60 Hz: a jittered sample on each of the 5 ticks inside 0.1 s, between the down and the up.
        #expect(first.stdout.split(separator: "\n").count == 7)
        #expect(first != run(["synth", "--jitter", "1.5", "--seed", "8", "long-press", "--at", "50,50", "--duration", "0.1"]))
    }

    @Test("-o writes the file, and what it writes is a valid trace")
    func outputFile() {
        let path = temporaryDirectory() + "/fling.jsonl"
        let result = run(["synth", "--header", "fling", "--from", "10,10", "--velocity", "2000,0", "-o", path])
        #expect(result == RunResult(status: 0, stdout: "", stderr: ""))
        #expect(run(["validate", path]) == RunResult(status: 0, stdout: "\(path): 7 events, 0 errors, 0 warnings\n", stderr: ""))
    }

    @Test("usage errors name the flag and the fix", arguments: [
        (["synth"], "error: missing expected argument '<kind>'; give a gesture such as 'tap --at 100,200' (kinds: tap, double-tap, long-press, drag, press-drag, fling, pinch, rotate, pan, click, right-click, double-click, mouse-drag, hover, scroll, trackpad-pinch, trackpad-rotate, pencil, squeeze, key, type, focus, voiceover-activate, adjust)"),
        (["synth", "dragg", "--from", "0,0"], "error: unknown gesture kind 'dragg'; did you mean 'drag'?"),
        (["synth", "drag", "--from", "0,0"], "error: 'drag' needs '--to'; it takes --from, --to, --duration, --fingers, --spread, --after"),
        (["synth", "tap", "--at", "0,0", "--velocity", "1,1"], "error: '--velocity' does not apply to 'tap'; it takes --at, --hold, --fingers, --spread, --after"),
        (["synth", "--at", "0,0"], "error: '--at' belongs to a gesture; write the kind first, such as 'synth tap --at 100,200'"),
        (["synth", "tap", "--at", "100"], "error: invalid value '100' for '--at'; expected a point X,Y in points, such as 100,200"),
        (["synth", "--rate", "0", "tap", "--at", "1,1"], "error: invalid value '0' for '--rate'; expected a sampling rate in Hz between 1 and 10000, such as 120"),
        (["synth", "then", "tap"], "error: 'then' must follow a gesture, such as 'tap --at 10,10 then drag …'"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\n" + SynthCommand.usage + "\n  See 'gesture-replay synth --help'.\n")
    }

    @Test("a header gesture that does not parse is refused before anything is written")
    func badHeaderGesture() {
        let result = run(["synth", "--gesture", "DragGestur()", "tap", "--at", "1,1"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("--gesture:1:1: error: unknown gesture 'DragGestur'; did you mean 'DragGesture'?"))
    }

    @Test("--help lists every kind with its options and defaults")
    func help() {
        let result = run(["synth", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Make a trace from gestures described on the command line."))
        for kind in SynthCommand.Kind.allCases {
            #expect(result.stdout.contains("\n  \(kind.rawValue) --") || result.stdout.contains("\n  \(kind.rawValue) [--"), "\(kind.rawValue) is listed")
        }
    }
}
