import Testing

/// `synth`'s mouse, trackpad and Pencil kinds: traces of version 2 that validate and replay.
@Suite("gesture-replay synth: clicks, hover, scrolls, trackpad gestures, Pencil strokes and squeezes")
struct SynthPointerTests {
    @Test("a mouse is one device: hover, a right click and a double click share its id; the header takes its input")
    func mouse() {
        #expect(run(["synth", "hover", "--from", "10,10", "--to", "40,10", "--duration", "0.034", "then", "right-click", "--at", "40,10",
                     "then", "double-click", "--at", "40,10"]) == RunResult(status: 0, stdout: """
            {"profile":"macos15"}
            {"t":0,"id":1,"phase":"hover","x":10,"y":10,"input":"pointer"}
            {"t":0.016667,"id":1,"phase":"hover","x":24.705882352941174,"y":10,"input":"pointer"}
            {"t":0.033333,"id":1,"phase":"hover","x":39.41176470588235,"y":10,"input":"pointer"}
            {"t":0.034,"id":1,"phase":"hover","x":40,"y":10,"input":"pointer"}
            {"t":0.534,"id":1,"phase":"down","x":40,"y":10,"input":"pointer","button":"secondary","clicks":1}
            {"t":0.584,"id":1,"phase":"up","x":40,"y":10,"input":"pointer","button":"secondary"}
            {"t":1.084,"id":1,"phase":"down","x":40,"y":10,"input":"pointer","clicks":1}
            {"t":1.134,"id":1,"phase":"up","x":40,"y":10,"input":"pointer"}
            {"t":1.234,"id":1,"phase":"down","x":40,"y":10,"input":"pointer","clicks":2}
            {"t":1.284,"id":1,"phase":"up","x":40,"y":10,"input":"pointer"}

            """, stderr: ""))
    }

    @Test("mouse-drag: the mouse pressed, moved a sample a tick, released; a Mac's DragGesture ends with its translation; drag under macos15 says to write it")
    func mouseDrag() {
        let path = temporaryDirectory() + "/drag.jsonl"
        let made = run(["synth", "mouse-drag", "--from", "100,100", "--to", "200,100", "--duration", "0.05", "-o", path])
        #expect(made.status == 0)
        #expect(readFile(path) == """
            {"profile":"macos15"}
            {"t":0,"id":1,"phase":"down","x":100,"y":100,"input":"pointer","clicks":1}
            {"t":0.016667,"id":1,"phase":"move","x":133.33333333333331,"y":100,"input":"pointer"}
            {"t":0.033333,"id":1,"phase":"move","x":166.66666666666666,"y":100,"input":"pointer"}
            {"t":0.05,"id":1,"phase":"up","x":200,"y":100,"input":"pointer"}

            """)
        #expect(run(["validate", "--strict", path]).status == 0)
        let replayed = run([path, "--gesture", "DragGesture().onEnded { _ in }", "--format", "text"])
        #expect(replayed.status == 0)
        #expect(replayed.stdout.contains("0.05      root  DragGesture()  onEnded            location (200, 100)  startLocation (100, 100)  translation (100, 0)"))
        #expect(run(["synth", "mouse-drag", "--from", "1,1", "--to", "2,2", "--button", "secondary"]).stdout.contains("\"button\":\"secondary\",\"clicks\":1"))
        #expect(run(["synth", "mouse-drag", "--from", "1,1", "--to", "2,2", "--button", "middle"]).stderr.hasPrefix("error: invalid value 'middle' for '--button'; expected primary or secondary"))
        #expect(run(["synth", "drag", "--from", "1,1", "--to", "2,2", "--profile", "macos15"]).stderr.hasPrefix(
            "error: 'drag' needs input 'touch', which profile 'macos15' (Mac) does not have; with a mouse, write 'mouse-drag' (mouse-drag --from X,Y --to X,Y [--button secondary])"))
    }

    @Test("a number out of range names both ends of the range it accepts")
    func ranges() {
        #expect(run(["synth", "long-press", "--at", "1,1", "--duration", "1e12"]).stderr.hasPrefix(
            "error: invalid value '1e12' for '--duration'; expected a time in seconds from 0, under 1000000"))
        #expect(run(["synth", "pan", "--from", "1,1", "--to", "2,2", "--spread", "-1"]).stderr.hasPrefix(
            "error: invalid value '-1' for '--spread'; expected a distance in points from 0, under 1000000"))
    }

    @Test("a trackpad scroll's deltas add up to its distance, began to ended; a wheel's lines are one per tick")
    func scroll() {
        #expect(run(["synth", "scroll", "--at", "5,5", "--dy", "30", "--duration", "0.05", "then", "scroll", "--at", "5,5", "--lines", "-2", "--after", "0"]).stdout == """
            {"profile":"macos15"}
            {"t":0.016667,"phase":"scroll","x":5,"y":5,"dx":0,"dy":10,"scroll":"began"}
            {"t":0.033333,"phase":"scroll","x":5,"y":5,"dx":0,"dy":10,"scroll":"changed"}
            {"t":0.05,"phase":"scroll","x":5,"y":5,"dx":0,"dy":10,"scroll":"changed"}
            {"t":0.05,"phase":"scroll","x":5,"y":5,"dx":0,"dy":0,"scroll":"ended"}
            {"t":0.05,"phase":"scroll","x":5,"y":5,"dx":0,"dy":-1,"unit":"line"}
            {"t":0.066667,"phase":"scroll","x":5,"y":5,"dx":0,"dy":-1,"unit":"line"}

            """)
        #expect(run(["synth", "scroll", "--at", "1,1"]).stderr.hasPrefix("error: 'scroll' needs how far: '--dy <points>' (and '--dx') for a trackpad, or '--lines <n>' for a scroll wheel"))
        #expect(run(["synth", "scroll", "--at", "1,1", "--lines", "2", "--dy", "3"]).stderr.hasPrefix("error: 'scroll' is a wheel's '--lines' or a trackpad's '--dx'/'--dy', not both"))
        #expect(run(["synth", "scroll", "--at", "1,1", "--lines", "1.5"]).stderr.hasPrefix("error: invalid value '1.5' for '--lines'; expected a whole number of wheel lines, not 0"))
    }

    @Test("trackpad pinch and rotate: the deltas add up to the scale less 1 and to the angle")
    func trackpad() {
        let pinch = run(["synth", "trackpad-pinch", "--at", "5,5", "--scale", "1.5", "--duration", "0.05"]).stdout
        #expect(pinch.hasSuffix("""
            {"t":0.05,"phase":"magnify","x":5,"y":5,"delta":0.16666666666666669,"gesture":"changed"}
            {"t":0.05,"phase":"magnify","x":5,"y":5,"delta":0,"gesture":"ended"}

            """))
        #expect(pinch.contains(#"{"t":0.016667,"phase":"magnify","x":5,"y":5,"delta":0.16666666666666666,"gesture":"began"}"#))
        let rotate = run(["synth", "trackpad-rotate", "--at", "5,5", "--angle", "-30", "--duration", "0.05"]).stdout
        #expect(rotate.components(separatedBy: "\"delta\":-10,").count == 4)
        #expect(run(["synth", "trackpad-pinch", "--at", "1,1", "--scale", "0"]).stderr.hasPrefix("error: invalid value '0' for '--scale'; expected a scale above 0 and under 1000000, such as 1.5"))
    }

    @Test("a Pencil stroke hovers in, draws with its pressure and pose, and hovers; a squeeze names the Pencil; both replay on an iPad")
    func pencil() {
        let trace = run(["synth", "pencil", "--from", "10,10", "--to", "40,10", "--duration", "0.05", "--pressure", "0.7", "then", "squeeze"]).stdout
        #expect(trace == """
            {"profile":"ipados18"}
            {"t":0,"id":1,"phase":"hover","x":10,"y":10,"input":"pencil","altitude":1,"azimuth":0,"zOffset":0.5}
            {"t":0.016667,"id":1,"phase":"down","x":10,"y":10,"input":"pencil","pressure":0.7,"altitude":1,"azimuth":0}
            {"t":0.033334,"id":1,"phase":"move","x":20,"y":10,"input":"pencil","pressure":0.7,"altitude":1,"azimuth":0}
            {"t":0.05,"id":1,"phase":"move","x":30,"y":10,"input":"pencil","pressure":0.7,"altitude":1,"azimuth":0}
            {"t":0.066667,"id":1,"phase":"up","x":40,"y":10,"input":"pencil","pressure":0.7,"altitude":1,"azimuth":0}
            {"t":0.083334,"id":1,"phase":"hover","x":40,"y":10,"input":"pencil","altitude":1,"azimuth":0,"zOffset":0.5}
            {"t":0.583334,"phase":"squeeze","state":"began","pencil":1}
            {"t":0.783334,"phase":"squeeze","state":"ended","pencil":1}

            """)
        let path = temporaryDirectory() + "/pencil.jsonl"
        writeFile(path, trace)
        #expect(run(["validate", path]).stdout == "\(path): 8 events, 0 errors, 0 warnings\n")
        #expect(run([path, "--gesture", "DragGesture().onEnded { _ in }", "--format", "text"]).stdout.hasPrefix(
            "0.066667  root  DragGesture()  onEnded            location (40, 10)  startLocation (10, 10)  translation (30, 0)"))
    }

    @Test("the review's cases: a jittered click validates, a zero-length trackpad gesture keeps its amount, a profile without the input is a usage error")
    func reviewCases() {
        let path = temporaryDirectory() + "/jitter.jsonl"
        writeFile(path, run(["synth", "--jitter", "1", "click", "--at", "5,5", "--hold", "0.3"]).stdout)
        #expect(run(["validate", path]) == RunResult(status: 0, stdout: "\(path): 19 events, 0 errors, 0 warnings\n", stderr: ""))
        #expect(run(["synth", "trackpad-rotate", "--at", "5,5", "--angle", "30", "--duration", "0"]).stdout == """
            {"profile":"macos15"}
            {"t":0,"phase":"rotate","x":5,"y":5,"delta":30,"gesture":"began"}
            {"t":0,"phase":"rotate","x":5,"y":5,"delta":0,"gesture":"ended"}

            """)
        #expect(run(["synth", "--profile", "ios18", "click", "--at", "1,1"]).stderr.hasPrefix(
            "error: 'click' needs input 'pointer', which profile 'ios18' (iPhone) does not have; use '--profile ipados18'"))
        #expect(run(["synth", "--profile", "macos15", "squeeze"]).stderr.hasPrefix(
            "error: 'squeeze' needs input 'pencil', which profile 'macos15' (Mac) does not have; use '--profile ipados18'"))
    }

    @Test("a scroll under an iPhone profile and a squeeze under a Mac's are refused at their phase, as data another profile replays")
    func linesNeedTheirInput() {
        let path = temporaryDirectory() + "/scroll.jsonl"
        writeFile(path, #"{"profile":"ios18"}"# + "\n" + #"{"t":0,"phase":"scroll","x":1,"y":1,"dx":0,"dy":3}"# + "\n")
        #expect(run([path]) == RunResult(status: 65, stdout: "", stderr:
            "\(path):2:16: error: a 'scroll' line comes from a mouse or trackpad: input 'pointer' is not available under profile 'ios18' (iPhone); use 'ipados18'\n"))
        let squeeze = temporaryDirectory() + "/squeeze.jsonl"
        writeFile(squeeze, #"{"profile":"macos15"}"# + "\n" + #"{"t":0,"phase":"squeeze","state":"began"}"# + "\n")
        #expect(run([squeeze]).stderr == "\(squeeze):2:16: error: a 'squeeze' line comes from an Apple Pencil: input 'pencil' is not available under profile 'macos15' (Mac); use 'ipados18'\n")
    }
}
