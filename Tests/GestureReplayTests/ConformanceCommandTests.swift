import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import gesture_replay

/// A copy of the bundled session `Fixtures/sessions/drag-card` whose device records `edit`
/// changes: the ways a device can disagree with the replay, made by hand.
private func session(_ edit: (inout [String]) -> Void = { _ in }) -> String {
    let source = packageRoot + "/Fixtures/sessions/drag-card"
    let directory = temporaryDirectory()
    writeFile(directory + "/ContentView.swift", readFile(source + "/ContentView.swift")!)
    writeFile(directory + "/take-001.jsonl", readFile(source + "/take-001.jsonl")!)
    var lines = readFile(source + "/take-001.device.jsonl")!.split(separator: "\n").map(String.init)
    edit(&lines)
    writeFile(directory + "/take-001.device.jsonl", lines.joined(separator: "\n") + "\n")
    return directory
}

private let why = "           why: DragGesture() on 'ContentView/VStack/RoundedRectangle': "

@Suite("gesture-replay conformance: a device's callbacks beside the replay's")
struct ConformanceCommandTests {
    @Test("the bundled session agrees: its device ran the callbacks 3 ms later and 0.2 pt off, within the tolerances")
    func bundledSessionAgrees() {
        let result = run(["conformance", "--format", "text", "Fixtures/sessions/drag-card"])
        #expect(result == RunResult(status: 0, stdout: """
            Fixtures/sessions/drag-card/take-001.jsonl: 65 callbacks agree, 0 disagree (Fixtures/sessions/drag-card/ContentView.swift, view ContentView)
            1 take: 65 callbacks agree, 0 disagree

            """, stderr: ""))
    }

    @Test("a callback the device ran and the replay did not is missing, with the replay's reason")
    func missingCallback() {
        let directory = session { lines in
            lines.append(#"{"t":0.5,"recorded":"drag","callback":"onEnded","value":null}"#)
        }
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(directory)/take-001.jsonl: 65 callbacks agree, 1 disagrees (\(directory)/ContentView.swift, view ContentView)
              missing  drag onEnded at 0.5 s: the device ran it; the replay did not
            \(why)ended at 0.3 s
              the replay with its reasons: gesture-replay --scene \(directory)/ContentView.swift --view ContentView --screen 393x852 --explain \(directory)/take-001.jsonl
            1 take: 65 callbacks agree, 1 disagree

            """)
    }

    @Test("a callback the replay ran and the device did not is extra")
    func extraCallback() {
        let directory = session { lines in lines.removeLast() }
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
              extra    drag onEnded at 0.3 s: the replay ran it; the device did not
            \(why)ended at 0.3 s

            """))
        #expect(result.stdout.hasSuffix("1 take: 64 callbacks agree, 1 disagree\n"))
    }

    @Test("a callback more than one frame (1/120 s on this device) away disagrees in time")
    func timeDisagreement() {
        let directory = session { lines in
            lines[lines.count - 1] = lines[lines.count - 1].replacing(#"{"t":0.303,"#, with: #"{"t":0.32,"#)
        }
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
              time     drag onEnded at 0.32 s: ran at 0.32 s on the device, 0.3 s in the replay (tolerance 0.008333 s)

            """))
        // 0.3 + 1/120 is in time: a frame is the tolerance, inclusive.
        let inTime = session { lines in
            lines[lines.count - 1] = lines[lines.count - 1].replacing(#"{"t":0.303,"#, with: #"{"t":0.308333,"#)
        }
        #expect(run(["conformance", "--format", "text", inTime]).status == 0)
    }

    @Test("a value more than 0.5 pt away disagrees, naming the member")
    func valueDisagreement() {
        let directory = session { lines in
            lines[lines.count - 1] = lines[lines.count - 1].replacing(#""translation":{"width":100.2,"#, with: #""translation":{"width":101,"#)
        }
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
              value    drag onEnded at 0.303 s: translation.width is 101 on the device, 100 in the replay (tolerance 0.5)
            \(why)ended at 0.3 s

            """))
        #expect(run(["conformance", "--value-tolerance", "1", "--format", "text", directory]).status == 0)
    }

    @Test("a name the Swift file never marks is missing, and says the app was built from other code")
    func unknownName() {
        let directory = session { lines in
            lines.insert(#"{"t":0.1,"recorded":"tap","callback":"onEnded","value":null}"#, at: 0)
        }
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.stdout.contains("""
              missing  tap onEnded at 0.1 s: the device ran it; the replay did not
                       why: the Swift file has no gesture marked .recorded("tap"); the device's app was built from other code

            """))
    }

    @Test("JSON gives one object per take with each disagreement's two sides; JUnit one test case per take")
    func jsonAndJUnit() {
        let directory = session { lines in lines.removeLast() }
        let junit = directory + "/out/conformance.xml"
        let result = run(["conformance", "--format", "json", "--junit", junit, directory])
        #expect(result.status == 1)
        let line = result.stdout
        #expect(line.hasPrefix(#"{"take":"\#(directory)/take-001.jsonl","scene":"\#(directory)/ContentView.swift","view":"ContentView","command":"gesture-replay --scene \#(directory)/ContentView.swift --view ContentView --screen 393x852 --explain \#(directory)/take-001.jsonl","agree":64,"disagree":1,"disagreements":[{"kind":"extra","recorded":"drag","callback":"onEnded","device":null,"replay":{"t":0.3,"value":{"time":0.3,"location":{"x":199.5,"#))
        #expect(line.hasSuffix(#""detail":"the replay ran it; the device did not","reason":"DragGesture() on 'ContentView/VStack/RoundedRectangle': ended at 0.3 s"}]}"# + "\n"))
        let xml = readFile(junit) ?? ""
        #expect(xml.contains(#"<testsuites name="gesture-replay conformance" tests="1" failures="1" errors="0">"#))
        #expect(xml.contains(#"<failure message="64 callbacks agree, 1 disagrees" type="difference">"#))
    }

    @Test("bad device records are located errors (65); a take without them is 66; the Swift file is found or asked for")
    func errors() {
        let bad = session { lines in lines[2] = #"{"t":0.05,"recorded":"drag","callback":"onChange"}"# }
        let result = run(["conformance", bad])
        #expect(result.status == 65)
        #expect(result.stderr == "\(bad)/take-001.device.jsonl:3:40: error: expected \"callback\" to be one of updating, onChanged, onEnded, found 'onChange'; did you mean 'onChanged'?\n")

        let noRecords = session()
        unlink(noRecords + "/take-001.device.jsonl")
        let missing = run(["conformance", noRecords])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("\(noRecords)/take-001.device.jsonl: error: cannot open the take's device records: No such file or directory"))

        let noSource = session()
        unlink(noSource + "/ContentView.swift")
        let unknown = run(["conformance", noSource])
        #expect(unknown.status == 66)
        #expect(unknown.stderr == "\(noSource)/take-001.jsonl: error: which Swift file was this take recorded with? it was recorded with '/Users/dev/DragCard/DragCard/ContentView.swift', which is not here; give it with '--scene <file>'\n")
        let given = run(["conformance", "--scene", "Fixtures/sessions/drag-card/ContentView.swift", "--format", "text", noSource])
        #expect(given.status == 0)
        #expect(unknown.stdout == "")
        let textual = run(["conformance", "--format", "text", noSource])
        #expect(textual.stdout == "1 take: 0 callbacks agree, 0 disagree; 1 could not be compared\n")

        #expect(run(["conformance"]).stderr.hasPrefix("error: missing expected argument '<session> ...'; give a session directory GestureRecorder wrote, or a take's trace"))
        #expect(run(["conformance", "--time-tolerance", "-1", "x"]).status == 64)
    }

    @Test(".recorded adds the callbacks GestureRecorder adds, marked with its name: onEnded alone on TapGesture's Void")
    func recordedCallbacks() {
        let tap = #"{"t":0,"id":1,"phase":"down","x":50,"y":50}"# + "\n" + #"{"t":0.05,"id":1,"phase":"up","x":50,"y":50}"# + "\n"
        let result = run(["-", "--gesture", #"TapGesture().onEnded { }.recorded("tap")"#], stdin: tap)
        #expect(result.stdout == """
            {"t":0.05,"view":"root","modifier":0,"path":"","gesture":"TapGesture()","callback":"onEnded","value":null}
            {"t":0.05,"view":"root","modifier":0,"path":"","gesture":"TapGesture()","recorded":"tap","callback":"onEnded","value":null}

            """)
        let drag = [#"{"t":0,"id":1,"phase":"down","x":0,"y":0}"#, #"{"t":0.1,"id":1,"phase":"move","x":20,"y":0}"#,
                    #"{"t":0.2,"id":1,"phase":"up","x":20,"y":0}"#].joined(separator: "\n") + "\n"
        let text = run(["-", "--format", "text", "--gesture", #"DragGesture().map(\.translation.width).recorded("width")"#], stdin: drag)
        #expect(text.stdout == #"""
            0.1       root  DragGesture().map(\.translation.width).recorded("width")  updating           20
            0.1       root  DragGesture().map(\.translation.width).recorded("width")  onChanged          20
            0.2       root  DragGesture().map(\.translation.width).recorded("width")  onEnded            20

            """#)
        let name = run(["-", "--gesture", "TapGesture().recorded(name)"], stdin: tap)
        #expect(name.status == 64)
        #expect(name.stderr.hasPrefix(#"--gesture:1:22: error: expected a name in quotes after 'recorded', such as 'recorded("drag")'"#))
    }

    @Test("a view laid out here other than where the device had it is a warning, once per session; the comparison goes on")
    func placementWarning() {
        let directory = session()
        let take = readFile(directory + "/take-001.jsonl")!
        writeFile(directory + "/take-001.jsonl", take.replacing("[96.5,364.3333333333333,200,148.33333333333334]", with: "[0,59,393,759]"))
        writeFile(directory + "/take-002.jsonl", readFile(directory + "/take-001.jsonl")!)
        writeFile(directory + "/take-002.device.jsonl", readFile(directory + "/take-001.device.jsonl")!)
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 0)
        #expect(result.stderr == "\(directory)/take-001.jsonl: warning: the view was at (0, 59) size 393×759 on the device and is laid out at (96.5, 364.3333333333333) size 200×148.33333333333334 here; the touches land where the device had them, so gestures near its edges may differ (is it the same device, view and source?)\n")
        #expect(result.stdout.hasSuffix("2 takes: 130 callbacks agree, 0 disagree\n"))
    }

    @Test("the Swift file is found by the longest end of its path, here or beside the session: a stray file of the same name does not win")
    func locateLongestEnd() {
        let root = temporaryDirectory()
        mkdir(root + "/DragCard", 0o755)
        mkdir(root + "/session", 0o755)
        writeFile(root + "/ContentView.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"stray\") } }\n")
        writeFile(root + "/DragCard/ContentView.swift", readFile(packageRoot + "/Fixtures/sessions/drag-card/ContentView.swift")!)
        writeFile(root + "/session/take-001.jsonl", readFile(packageRoot + "/Fixtures/sessions/drag-card/take-001.jsonl")!)
        writeFile(root + "/session/take-001.device.jsonl", readFile(packageRoot + "/Fixtures/sessions/drag-card/take-001.device.jsonl")!)
        #expect(ConformanceCommand.locate("/Users/dev/DragCard/DragCard/ContentView.swift", near: root + "/session") == nil)
        let result = run(["-c", "cd '\(root)' && '\(binaryPath)' conformance --format text session"], program: "/bin/sh")
        #expect(result.stdout.hasPrefix("session/take-001.jsonl: 65 callbacks agree, 0 disagree (DragCard/ContentView.swift, view ContentView)"))
    }

    /// A session of a long press in a VStack above a tapped square, written into a scratch folder.
    private func pressSession(_ takes: [(touches: String, device: String)], header: String? = nil) -> String {
        let directory = temporaryDirectory()
        writeFile(directory + "/Press.swift", """
            import SwiftUI

            struct Press: View {
                var body: some View {
                    VStack {
                        Color.red
                            .frame(width: 200, height: 200)
                            .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in }.recorded("press"))
                        Color.blue
                            .frame(width: 100, height: 100)
                            .onTapGesture { }
                    }
                    .recordingGestures(of: Press.self)
                }
            }

            """)
        let first = header ?? #"{"profile":"ios18","recorder":{"format":1,"device":"iPhone15,2","system":"iOS 18.2","screen":{"width":390,"height":844,"scale":3},"maximumFramesPerSecond":60,"view":"Press","source":"/Users/me/App/Press.swift"}}"#
        for (index, take) in takes.enumerated() {
            writeFile(directory + "/take-00\(index + 1).jsonl", first + "\n" + take.touches)
            writeFile(directory + "/take-00\(index + 1).device.jsonl", take.device)
        }
        return directory
    }

    private static let press08 = #"{"t":0,"id":1,"phase":"down","x":195,"y":300}"# + "\n" + #"{"t":0.8,"id":1,"phase":"up","x":195,"y":300}"# + "\n"
    private static let tapOnBlue = #"{"t":0,"id":1,"phase":"down","x":195,"y":520}"# + "\n" + #"{"t":0.1,"id":1,"phase":"up","x":195,"y":520}"# + "\n"
    private static let pressWhy = "           why: LongPressGesture(minimumDuration: 1) on 'Press/VStack/Color[0]': "

    @Test("a missing callback's reason is why the replay did not run it: the failure nearest its time, or that no touch reached the gesture")
    func missingReasons() {
        let directory = pressSession([
            (Self.press08, #"{"t":0,"recorded":"press","callback":"updating","value":true}"# + "\n" + #"{"t":0,"recorded":"press","callback":"onChanged","value":true}"# + "\n" + #"{"t":0.8,"recorded":"press","callback":"onEnded","value":true}"# + "\n"),
            (Self.tapOnBlue, #"{"t":0.1,"recorded":"press","callback":"onEnded","value":true}"# + "\n"),
        ])
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
              missing  press onEnded at 0.8 s: the device ran it; the replay did not
            \(Self.pressWhy)failed at 0.8 s: released after 0.8 s (minimum 1 s)

            """))
        #expect(result.stdout.contains("""
              missing  press onEnded at 0.1 s: the device ran it; the replay did not
                       why: no touch reached LongPressGesture(minimumDuration: 1) on 'Press/VStack/Color[0]' in the replay within 1 s of it: check the view's frame and what covers it (--explain)

            """))
        #expect(result.stdout.hasSuffix("2 takes: 2 callbacks agree, 2 disagree in 2 takes\n"))
    }

    @Test("a take GestureRecorder did not write is compared with a warning; a newer format, a file that is no take and bad records are errors")
    func takesAndRecordsChecked() {
        let bare = pressSession([(Self.tapOnBlue, "")], header: #"{"profile":"ios18"}"#)
        let plain = run(["conformance", "--format", "text", "--scene", bare + "/Press.swift", "--view", "Press", bare])
        #expect(plain.status == 0)
        #expect(plain.stderr == "\(bare)/take-001.jsonl:1:1: warning: the take's header says no screen (it is not GestureRecorder's); laid out on the default, an iPhone 14's 390×844, and compared at 60 Hz unless it says its rate\n")

        let newer = pressSession([(Self.tapOnBlue, "")], header: #"{"profile":"ios18","recorder":{"format":2,"screen":{"width":390,"height":844,"scale":3}}}"#)
        let refused = run(["conformance", "--scene", newer + "/Press.swift", newer])
        #expect(refused.status == 65)
        #expect(refused.stderr == "\(newer)/take-001.jsonl:1:1: error: a newer GestureRecorder wrote this take (format 2); this gesture-replay reads format 1: update it\n")

        let notATake = run(["conformance", newer + "/Press.swift"])
        #expect(notATake.status == 64)
        #expect(notATake.stderr.hasPrefix("\(newer)/Press.swift: error: a take is a trace named *.jsonl"))

        for (record, message) in [
            (#"{"t":-5,"recorded":"press","callback":"onEnded","value":true}"#, #"1:6: error: expected "t" to be seconds from the take's first touch, from 0 to 1e9, found -5"#),
            (#"{"t":"soon","recorded":"press","callback":"onEnded","value":true}"#, #"1:6: error: expected "t" to be seconds from the take's first touch, from 0 to 1e9, found a string"#),
            (#"{"t":0.1,"recorded":"press","callback":"onEnded"}"#, #"1:1: error: a device record needs "value", what the callback received (null for a TapGesture)"#),
            (#"{"t":0.1,"t":0.2,"recorded":"press","callback":"onEnded","value":true}"#, "1:10: error: duplicate key 't'; each key may appear once"),
        ] {
            let directory = pressSession([(Self.tapOnBlue, record + "\n" + record + "\n")])
            let result = run(["conformance", directory])
            #expect(result.status == 65)
            #expect(result.stderr == "\(directory)/take-001.device.jsonl:\(message)\n")
        }
    }

    @Test("a device file whose last line was cut off (the app was killed) is compared without it, with a warning")
    func cutOffLastLine() {
        let directory = pressSession([(Self.press08, #"{"t":0,"recorded":"press","callback":"updating","value":true}"# + "\n" + #"{"t":0,"recorded":"press","callback":"onCh"#)])
        let result = run(["conformance", "--format", "text", directory])
        #expect(result.stderr == "\(directory)/take-001.device.jsonl:2:1: warning: the last line is cut off (the app stopped while writing it); left out\n")
        #expect(result.stdout.hasPrefix("\(directory)/take-001.jsonl: 1 callback agrees, 1 disagrees"))
    }

    @Test("check skips a session's device records, which are not traces")
    func checkSkipsDeviceRecords() {
        let directory = session()
        let result = run(["check", "--color", "never", directory])
        #expect(result.stdout.hasPrefix("FAIL \(directory)/take-001.jsonl"))
        #expect(!result.stdout.contains("device.jsonl"))
    }
}
