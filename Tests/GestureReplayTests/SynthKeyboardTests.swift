import Testing

/// `synth`'s keyboard, focus and VoiceOver kinds: traces that validate and replay.
@Suite("gesture-replay synth: keys, typing, focus, VoiceOver's activation and adjustment")
struct SynthKeyboardTests {
    @Test("each kind's lines, on one clock; a capital letter holds Shift; no repeats are made up")
    func lines() {
        #expect(run(["synth", "focus", "--target", "card", "then", "key", "--key", "rightArrow", "--hold", "1", "--after", "0.2",
                     "then", "type", "--text", "Ab", "then", "key", "--key", "s", "--mods", "command,shift",
                     "then", "voiceover-activate", "--target", "like", "--via", "switchControl",
                     "then", "adjust", "--target", "card", "--direction", "increment", "--count", "2"]) == RunResult(status: 0, stdout: """
            {"t":0,"phase":"focus","view":"card"}
            {"t":0.2,"phase":"keydown","key":"rightArrow"}
            {"t":1.2,"phase":"keyup","key":"rightArrow"}
            {"t":1.7,"phase":"keydown","key":"A","mods":["shift"]}
            {"t":1.8,"phase":"keyup","key":"A","mods":["shift"]}
            {"t":1.85,"phase":"keydown","key":"b"}
            {"t":1.95,"phase":"keyup","key":"b"}
            {"t":2.45,"phase":"keydown","key":"s","mods":["shift","command"]}
            {"t":2.55,"phase":"keyup","key":"s","mods":["shift","command"]}
            {"t":3.05,"phase":"a11y","action":"activate","view":"like","via":"switchControl"}
            {"t":3.55,"phase":"a11y","action":"increment","view":"card"}
            {"t":3.85,"phase":"a11y","action":"increment","view":"card"}

            """, stderr: ""))
    }

    @Test("a synthesized script replays through a Swift scene: focus, the arrow key, the shortcut, VoiceOver's tap and adjustment")
    func replays() {
        let view = "KeyboardAlternatives/VStack"
        let trace = run(["synth", "--scene", "Fixtures/scenes/KeyboardAlternatives.swift", "focus", "--target", view + "/RoundedRectangle",
                         "then", "key", "--key", "rightArrow", "then", "key", "--key", "s", "--mods", "command",
                         "then", "voiceover-activate", "--target", view + "/Image",
                         "then", "adjust", "--target", view + "/RoundedRectangle", "--direction", "decrement"])
        #expect(trace.status == 0)
        let replayed = run(["-", "--format", "text"], stdin: trace.stdout)
        #expect(replayed.status == 0 && replayed.stderr == "")
        #expect(replayed.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(4).joined(separator: " ") } == [
            "0 \(view)/RoundedRectangle #1 .focused($cardFocused)",
            "0.5 \(view)/RoundedRectangle #3 .onKeyPress(.rightArrow)",
            "1.1 \(view)/RoundedRectangle #4 .onKeyPress(phases:",
            "1.1 \(view)/Button Button action",
            "1.75 \(view)/Image TapGesture() perform",
            "2.2 \(view)/RoundedRectangle #5 .accessibilityAdjustableAction",
        ])
    }

    @Test("word options are checked with the fix; --target is the view acted on, --view the scene's root")
    func usage() {
        #expect(run(["synth", "key", "--key", "upArow"]).stderr.hasPrefix(
            "error: invalid value 'upArow' for '--key'; expected one character or a key name: upArrow, downArrow, leftArrow, rightArrow, delete, deleteForward, home, end, pageUp, pageDown, clear, escape, return, tab, space (did you mean 'upArrow'?)"))
        #expect(run(["synth", "key", "--key", "a", "--mods", "comand"]).stderr.hasPrefix("error: invalid value 'comand' for '--mods'; expected modifier keys separated by commas"))
        #expect(run(["synth", "adjust", "--target", "x", "--direction", "up"]).stderr.hasPrefix("error: invalid value 'up' for '--direction'; expected increment or decrement"))
        #expect(run(["synth", "voiceover-activate", "--target", "x", "--via", "voiceover"]).stderr.hasSuffix("(did you mean 'voiceOver'?)\nUSAGE: gesture-replay synth [--rate <hz>] [--jitter <points> [--seed <n>]] [--start <s>] [--pointer <id>] [--header] [--full-keyboard-access] [--gesture <expression> | --scene <file>] [--view <name> | --preview <name>] [--device <name> | --screen <WxH>] [--define <flag>…] [--strict] [--profile <profile>] [--output <file>] <kind> [<options>] ...\n  See 'gesture-replay synth --help'.\n"))
        #expect(run(["synth", "focus"]).stderr.hasPrefix("error: 'focus' needs '--target'; it takes --target, --after"))
        #expect(run(["synth", "type", "--text", ""]).stderr.hasPrefix("error: invalid value '' for '--text'; expected the text to type"))
        #expect(run(["synth", "--profile", "macos15", "key", "--key", "a"]).status == 0)
        // With a scene, a target it lacks is refused before anything is written, with the nearest id.
        let wrong = run(["synth", "--scene", "Fixtures/scenes/KeyboardAlternatives.swift", "focus", "--target", "KeyboardAlternatives/VStack/Imag"])
        #expect(wrong.status == 64 && wrong.stdout == "")
        #expect(wrong.stderr == "error: invalid value 'KeyboardAlternatives/VStack/Imag' for '--target': no view 'KeyboardAlternatives/VStack/Imag' in the scene; a 'focus' line names a view by its id, as 'gesture-replay layout' lists them (did you mean 'KeyboardAlternatives/VStack/Image'?)\n")
    }
}
