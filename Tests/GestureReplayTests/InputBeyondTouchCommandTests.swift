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

    @Test("on a Mac a right click fails the tap with its reason and a left click taps; a trackpad pinch is said not to be replayed yet")
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
        #expect(result.stderr == """
            \(path):7:1: warning: 'magnify' lines are read and checked, but this version does not replay them yet; they change nothing

            """)
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
