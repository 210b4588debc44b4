import Testing

/// Trace format version 2 and the iPad and Mac profiles through the command line: what a user
/// with a Mac's or an iPad's trace sees.
@Suite("Mouse, trackpad and Pencil traces on the command line: profiles, refusals and what is not replayed yet")
struct InputBeyondTouchCommandTests {
    private func trace(_ lines: String...) -> String {
        let path = temporaryDirectory() + "/trace.jsonl"
        writeFile(path, lines.joined(separator: "\n") + "\n")
        return path
    }

    private let click = [
        #"{"t":0,"id":1,"phase":"hover","x":40,"y":40,"input":"pointer"}"#,
        #"{"t":0.1,"id":1,"phase":"down","x":50,"y":50,"input":"pointer","button":"secondary"}"#,
        #"{"t":0.15,"id":1,"phase":"up","x":50,"y":50,"input":"pointer","button":"secondary"}"#,
        #"{"t":0.5,"id":1,"phase":"down","x":50,"y":50,"input":"pointer"}"#,
        #"{"t":0.55,"id":1,"phase":"up","x":50,"y":50,"input":"pointer"}"#,
        #"{"t":1,"id":1,"phase":"leave","input":"pointer"}"#,
    ]

    @Test("on a Mac a right click fails the tap with its reason and a left click taps; a trackpad pinch passes the tap by")
    func macClick() {
        let path = temporaryDirectory() + "/click.jsonl"
        let scroll = #"{"t":0.7,"phase":"magnify","x":50,"y":50,"delta":0.1,"gesture":"began"}"#
        writeFile(path, ([#"{"profile":"macos15"}"#] + click.dropLast() + [scroll, click.last!]).joined(separator: "\n") + "\n")
        let result = run([path, "--gesture", "TapGesture().onEnded { }", "--format", "text", "--explain"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            0.1       root  TapGesture()  [failed]           secondary button (taps, long presses and buttons take the primary button only)
            0.55      root  TapGesture()  [ended]
            0.55      root  TapGesture()  onEnded            ()

            """)
        #expect(result.stderr == "")
    }

    private let dragThenPinch = [
        #"{"t":0,"id":1,"phase":"down","x":50,"y":50,"input":"pointer"}"#,
        #"{"t":0.1,"id":1,"phase":"move","x":80,"y":50,"input":"pointer"}"#,
        #"{"t":0.15,"phase":"magnify","x":80,"y":50,"delta":0,"gesture":"began"}"#,
        #"{"t":0.2,"phase":"magnify","x":80,"y":50,"delta":0.5,"gesture":"changed"}"#,
        #"{"t":0.25,"phase":"magnify","x":80,"y":50,"delta":0,"gesture":"ended"}"#,
        #"{"t":0.3,"id":1,"phase":"move","x":120,"y":50,"input":"pointer"}"#,
        #"{"t":0.4,"id":1,"phase":"up","x":130,"y":50,"input":"pointer"}"#,
    ]
    private let photo = #""scene":{"views":[{"id":"photo","frame":[0,0,300,300],"modifiers":".gesture(DragGesture().onChanged { v in }.onEnded { v in }).simultaneousGesture(MagnifyGesture().onEnded { v in })"}]}"#

    @Test("a Mac's trackpad pinch drives MagnifyGesture at the cursor and, by the FB23362414 quirk, kills the mouse's drag; \"quirks\": [] turns it off")
    func magnifyKillsDrag() {
        let text = ["--format", "text", "--explain"]
        let path = trace(#"{"profile":"macos15","#  + photo + "}", dragThenPinch[0], dragThenPinch[1], dragThenPinch[2], dragThenPinch[3], dragThenPinch[4], dragThenPinch[5], dragThenPinch[6])
        let killed = run([path] + text)
        #expect(killed.status == 0)
        #expect(killed.stdout == """
            0.1       photo  DragGesture()        [active]
            0.1       photo  DragGesture()        onChanged          location (80, 50)  startLocation (50, 50)  translation (30, 0)  velocity (300, 0)  predictedEndLocation (155, 50)  predictedEndTranslation (105, 0)
            0.15      photo  DragGesture()        [failed]           cancelled
            0.2       photo  #1 MagnifyGesture()  [active]
            0.25      photo  #1 MagnifyGesture()  [ended]
            0.25      photo  #1 MagnifyGesture()  onEnded            magnification 1.5  velocity 7.5  startAnchor (0.2667, 0.1667)  startLocation (80, 50)

            """)
        #expect(killed.stderr == "\(path):4:1: note: the trackpad's magnify cancels the mouse's pressed button: no onEnded runs, and moves reach nothing until the button is released — a macOS bug (FB23362414) replayed under the quirk 'macos-magnify-kills-drag'; \"quirks\": [] in the header turns it off\n")
        let off = trace(#"{"profile":"macos15","quirks":[],"# + photo + "}", dragThenPinch[0], dragThenPinch[1], dragThenPinch[2], dragThenPinch[3], dragThenPinch[4], dragThenPinch[5], dragThenPinch[6])
        let kept = run([off] + text)
        // Without the quirk the drag goes on beside the pinch and ends.
        #expect(kept.stdout.contains("0.3       photo  DragGesture()        onChanged          location (120, 50)"))
        #expect(kept.stdout.contains("0.4       photo  DragGesture()        onEnded            location (130, 50)"))
        #expect(kept.stdout.contains("0.25      photo  #1 MagnifyGesture()  onEnded            magnification 1.5"))
        #expect(kept.stderr == "")
    }

    @Test("a squeeze while the Pencil touches the screen is not delivered, with a warning at its line (docs/semantics.md#input-beyond-touch); once it lifts it is")
    func squeezeWhileDown() {
        let path = trace(#"{"profile":"ipados18","scene":{"views":[{"id":"Canvas","frame":[0,0,400,400],"modifiers":".onPencilSqueeze { phase in }"}]}}"#,
                         #"{"t":0,"id":7,"phase":"down","x":10,"y":10,"input":"pencil"}"#,
                         #"{"t":0.1,"phase":"squeeze","state":"began","pencil":7}"#,
                         #"{"t":0.2,"id":7,"phase":"up","x":10,"y":10,"input":"pencil"}"#,
                         #"{"t":0.25,"phase":"squeeze","state":"ended","pencil":7}"#,
                         #"{"t":0.3,"phase":"squeeze","state":"began"}"#,
                         #"{"t":0.4,"id":7,"phase":"down","x":10,"y":10,"input":"pencil"}"#,
                         #"{"t":0.5,"phase":"squeeze","state":"ended"}"#)
        let result = run([path, "--format", "text"])
        #expect(result.status == 0)
        // Judged at its start: the first squeeze is dropped whole, though it ends after the lift;
        // the second began while hovering and ends though the Pencil is down by then.
        #expect(result.stdout == """
            0.3       Canvas  .onPencilSqueeze  action             phase active  hoverPose nil
            0.5       Canvas  .onPencilSqueeze  action             phase ended  hoverPose nil

            """)
        #expect(result.stderr == """
            \(path):3:1: warning: a squeeze that begins while the Pencil touches the screen is not delivered (Apple's HIG: squeeze works only while the Pencil is not touching the iPad); nothing runs until it ends
            \(path):7:1: warning: pointer 7 goes down here and is never lifted; gestures tracking it never end

            """)
        let iPhone = run([path, "--profile", "ios18"])
        #expect(iPhone.status == 65)
        #expect(iPhone.stderr.hasPrefix("\(path):2:"))
    }

    @Test("a trace's first line is checked against the profile too, when it is no pointer's; validate warns of a squeeze the replay drops")
    func firstLineAndValidate() {
        let doubleTap = trace(#"{"t":0,"phase":"pencilDoubleTap"}"#)
        #expect(run([doubleTap, "--gesture", "TapGesture().onEnded { }", "--profile", "ios17"]).stderr
            == "\(doubleTap):1:16: error: a 'pencilDoubleTap' line comes from an Apple Pencil: input 'pencil' is not available under profile 'ios17' (iPhone); use 'ipados17'\n")
        let down = trace(#"{"profile":"ipados18"}"#, #"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pencil"}"#,
                         #"{"t":0.1,"phase":"squeeze","state":"began","pencil":1}"#, #"{"t":0.2,"phase":"squeeze","state":"ended","pencil":1}"#,
                         #"{"t":0.3,"id":1,"phase":"up","x":1,"y":1,"input":"pencil"}"#)
        #expect(run(["validate", down]).stdout == """
            \(down):3:1: warning: a squeeze that begins while the Pencil touches the screen is not delivered (Apple's HIG: squeeze works only while the Pencil is not touching the iPad); a replay runs nothing until it ends
            \(down): 4 events, 0 errors, 1 warning

            """)
        // A header that cannot be read gives one error, not one per line of an input its default lacks.
        let header = trace(#"{"profile":"macos15","doubleClickInterval":0}"#, click[3], click[4])
        #expect(run(["validate", header]).stdout.hasSuffix("\(header): 2 events, 1 error, 0 warnings\n"))
        // --compare-profiles of a Mac's trace says which profiles to name.
        let mac = trace(#"{"profile":"macos15"}"#, click[3], click[4])
        #expect(run([mac, "--compare-profiles"]).stderr.hasSuffix("\n  --compare-profiles compares ios17 and ios18 unless --profiles names others, whose inputs the trace uses; its own, macos15, is the only profile of the Mac\n"))
        #expect(run(["Fixtures/traces/input-pencil-hover-then-stroke.jsonl", "--compare-profiles"]).stderr
            .hasSuffix("\n  --compare-profiles compares ios17 and ios18 unless --profiles names others, such as --profiles ipados17,ipados18\n"))
        // A first event that cannot be read leaves the default profile's inputs checked; an unknown
        // profile's are unknown.
        let firstBad = trace(#"{"t":0,"id":1,"phase":"up","x":0,"y":0}"#, #"{"t":0.1,"id":2,"phase":"down","x":0,"y":0,"input":"pencil"}"#)
        #expect(run(["validate", firstBad]).stdout.hasSuffix("\(firstBad): 0 events, 2 errors, 0 warnings\n"))
        let unknown = trace(#"{"profile":"macOS15"}"#, click[3], click[4])
        #expect(run(["validate", unknown]).stdout.hasSuffix("\(unknown): 2 events, 1 error, 0 warnings\n"))
    }

    @Test("a trackpad gesture's phases are checked in order; an unknown quirk names the ones there are")
    func trackpadPhases() {
        let changed = trace(#"{"profile":"macos15"}"#, #"{"t":0,"phase":"magnify","x":1,"y":1,"delta":0.1,"gesture":"changed"}"#)
        #expect(run(["validate", changed]).stdout.hasPrefix("\(changed):2:60: error: a trackpad magnify 'changed' with none under way; expected one with \"gesture\": \"began\" first"))
        let twice = trace(#"{"profile":"macos15"}"#, #"{"t":0,"phase":"rotate","x":1,"y":1,"delta":0,"gesture":"began"}"#,
                          #"{"t":0.1,"phase":"rotate","x":1,"y":1,"delta":0,"gesture":"began"}"#)
        #expect(run([twice, "--gesture", "RotateGesture().onEnded { }"]).stderr == "\(twice):3:59: error: a trackpad rotate begins while the one that began on line 2 is under way; end it ('ended' or 'cancelled') first\n")
        let iPad = trace(#"{"profile":"ipados18","quirks":["macos-magnify-kills-drag"]}"#, click[0])
        #expect(run([iPad, "--gesture", "TapGesture()"]).stderr == "\(iPad):1:32: error: quirk 'macos-magnify-kills-drag' is a bug of the Mac (FB23362414); profile 'ipados18' (iPad) does not have it — drop it from \"quirks\"\n")
        let quirk = trace(#"{"profile":"macos15","quirks":["macos-magnify-kill-drag"]}"#, click[0])
        #expect(run([quirk, "--gesture", "TapGesture()"]).stderr == "\(quirk):1:31: error: unknown quirk 'macos-magnify-kill-drag'; this version replays 'macos-magnify-kills-drag', 'ios18-long-press-updating-never-called' (did you mean 'macos-magnify-kills-drag'?)\n")
    }

    /// FB16430342: iOS 18.0–18.2, built with the iOS 18 SDK, never calls a LongPressGesture's `.updating`.
    @Test("the opt-in quirk ios18-long-press-updating-never-called drops a long press's updating and its reset; ios17 has no such bug")
    func longPressUpdatingQuirk() {
        let scene = #""scene":{"views":[{"id":"B","frame":[0,0,200,200],"modifiers":".gesture(LongPressGesture(minimumDuration: 3).updating($pressing) { value, state, _ in state = value }.onEnded { _ in })"}]}"#
        let lines = [#"{"t":0,"id":1,"phase":"down","x":100,"y":100}"#, #"{"t":3.2,"id":1,"phase":"up","x":100,"y":100}"#]
        let plain = trace(#"{"profile":"ios18",\#(scene)}"#, lines[0], lines[1])
        #expect(run([plain, "--format", "text"]).stdout == """
            0         B  LongPressGesture(minimumDuration: 3)  updating($pressing)  true
            3         B  LongPressGesture(minimumDuration: 3)  reset($pressing)
            3         B  LongPressGesture(minimumDuration: 3)  onEnded              true

            """)
        let quirk = trace(#"{"profile":"ios18","quirks":["ios18-long-press-updating-never-called"],\#(scene)}"#, lines[0], lines[1])
        #expect(run([quirk, "--format", "text"]).stdout == "3         B  LongPressGesture(minimumDuration: 3)  onEnded              true\n")
        #expect(run([quirk, "--profile", "ios17"]).stderr == "\(quirk):1:29: error: quirk 'ios18-long-press-updating-never-called' is a bug of iOS and iPadOS 18.0–18.2 built with the iOS 18 SDK (FB16430342); profile 'ios17' (iPhone) does not have it — drop it from \"quirks\"\n")
    }

    @Test("a mouse's trace under an iPhone profile is refused at its input, naming the profile that takes it")
    func iPhoneRefusesPointer() {
        let path = trace(click[1], click[2])
        #expect(run([path, "--profile", "ios18"]) == RunResult(status: 65, stdout: "", stderr:
            "\(path):1:54: error: input 'pointer' is not available under profile 'ios18' (iPhone); use 'ipados18'\n"))
        #expect(run([path, "--profile", "ios17"]).stderr.hasSuffix("use 'ipados17'\n"))
        let pencil = trace(#"{"t":0,"id":1,"phase":"down","x":1,"y":1,"input":"pencil"}"#)
        #expect(run([pencil, "--profile", "macos15"]).stderr == "\(pencil):1:50: error: input 'pencil' is not available under profile 'macos15' (Mac); use 'ipados18'\n")
        #expect(run([pencil, "--profile", "ipados18", "--gesture", "TapGesture()"]).status == 0)
        let finger = trace(#"{"t":0,"id":1,"phase":"down","x":1,"y":1}"#)
        #expect(run([finger, "--profile", "macos15"]).stderr == "\(finger):1:1: error: input 'touch' is not available under profile 'macos15' (Mac); use 'ipados18'\n")
    }

    @Test("doubleClickInterval sets a Mac's double-click deadline; under another profile it is an error at its value")
    func doubleClickInterval() {
        let lines = [#"{"t":0,"id":1,"phase":"down","x":50,"y":50,"input":"pointer"}"#,
                     #"{"t":0.05,"id":1,"phase":"up","x":50,"y":50,"input":"pointer"}"#,
                     #"{"t":0.45,"id":1,"phase":"down","x":50,"y":50,"input":"pointer"}"#,
                     #"{"t":0.5,"id":1,"phase":"up","x":50,"y":50,"input":"pointer"}"#]
        let gesture = ["--gesture", "TapGesture(count: 2).onEnded { }", "--format", "text"]
        let slow = temporaryDirectory() + "/slow.jsonl"
        writeFile(slow, ([#"{"profile":"macos15","doubleClickInterval":0.5}"#] + lines).joined(separator: "\n") + "\n")
        #expect(run([slow] + gesture).stdout == "0.5       root  TapGesture(count: 2)  onEnded            ()\n")
        let standard = temporaryDirectory() + "/standard.jsonl"
        writeFile(standard, ([#"{"profile":"macos15"}"#] + lines).joined(separator: "\n") + "\n")
        #expect(run([standard] + gesture).stdout == "")
        let iPad = temporaryDirectory() + "/ipad.jsonl"
        writeFile(iPad, ([#"{"profile":"ipados18","doubleClickInterval":0.5}"#] + lines).joined(separator: "\n") + "\n")
        #expect(run([iPad] + gesture) == RunResult(status: 65, stdout: "", stderr:
            "\(iPad):1:45: error: \"doubleClickInterval\" is a Mac's double-click setting; profile 'ipados18' (iPad) taps with SwiftUI's 0.35 s — use profile 'macos15' or drop the key\n"))
        #expect(run(["validate", iPad]).stdout.hasPrefix("\(iPad):1:45: error: \"doubleClickInterval\" is a Mac's"))
    }

    @Test("validate checks inputs against the header's profile; --compare-profiles takes --profiles")
    func validateAndCompare() {
        let path = temporaryDirectory() + "/ipad.jsonl"
        writeFile(path, ([#"{"profile":"ios18"}"#] + click[1...2]).joined(separator: "\n") + "\n")
        #expect(run(["validate", path]) == RunResult(status: 65, stdout: """
            \(path):2:54: error: input 'pointer' is not available under profile 'ios18' (iPhone); use 'ipados18'
            \(path):3:53: error: input 'pointer' is not available under profile 'ios18' (iPhone); use 'ipados18'
            \(path): 0 events, 2 errors, 0 warnings

            """, stderr: ""))
        let compared = run([trace(click[3], click[4]), "--compare-profiles", "--profiles", "ipados17,macos15", "--gesture", "TapGesture().onEnded { }", "--format", "text"])
        #expect(compared.status == 0)
        #expect(compared.stdout.hasSuffix("ipados17 and macos15 run the same callbacks\n"))
        #expect(run(["x.jsonl", "--profiles", "ipados17,ipados18"]).stderr.hasPrefix("error: '--profiles' names the profiles '--compare-profiles' compares"))
        #expect(run(["x.jsonl", "--compare-profiles", "--profiles", "ipados18"]).stderr.hasPrefix("error: '--compare-profiles' compares profiles; give at least two"))
    }
}
