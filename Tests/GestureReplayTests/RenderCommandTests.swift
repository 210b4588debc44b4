import Testing
@testable import ReplayKit
@testable import gesture_replay

private func render(_ arguments: [String]) throws -> (result: RunResult, svg: XMLElement?) {
    let path = temporaryDirectory() + "/picture.svg"
    let result = run(["render"] + arguments + ["-o", path])
    guard let text = readFile(path) else { return (result, nil) }
    return (result, try XMLElement.parse(text))
}

extension XMLElement {
    /// Every descendant, depth first.
    var all: [XMLElement] { children.flatMap { [$0] + $0.all } }
    func group(_ id: String) -> XMLElement? { all.first { $0.name == "g" && $0.attributes["id"] == id } }
    func having(class name: String) -> [XMLElement] {
        all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }
    }
    var title: String? { children.first { $0.name == "title" }?.text }
}

@Suite("gesture-replay render: a replay as one self-contained SVG")
struct RenderCommandTests {
    @Test("a scene: its views, each finger's path with its samples and markers, a lane per gesture with bands and callback ticks")
    func scene() throws {
        let (result, svg) = try render(["Fixtures/traces/scene-double-before-single-tapped-once.jsonl"])
        #expect(result == RunResult(status: 0, stdout: "", stderr: ""))
        let root = try #require(svg)
        #expect(root.name == "svg" && root.attributes["width"] == "960")
        #expect(!root.all.contains { $0.name == "image" || $0.name == "script" || ($0.attributes["href"] ?? "").hasPrefix("http") })
        let views = try #require(root.group("scene")).having(class: "view")
        #expect(views.map { $0.attributes["data-view"] } == ["V"])
        let pointers = try #require(root.group("pointers")).children.filter { $0.name == "g" }
        #expect(pointers.map { $0.attributes["data-pointer"] } == ["1"])
        #expect(pointers[0].having(class: "sample").count == 2)
        #expect(pointers[0].having(class: "down").count == 1 && pointers[0].having(class: "up").count == 1)
        let lanes = try #require(root.group("timeline")).children.filter { $0.attributes["class"] == "lane" }
        #expect(lanes.map { $0.attributes["data-path"] } == ["", "first", "second"])
        // The single tap is held while the double tap may still come, then ends and fires.
        let single = lanes[2]
        #expect(single.having(class: "band").map { $0.attributes["class"] } == ["band held", "band ended"])
        #expect(single.having(class: "held").first?.title == "held at 0.08 s: recognized; held back until the gestures before it fail")
        #expect(single.having(class: "callback").first?.title == "onEnded at 0.43 s null")
        #expect(lanes[1].having(class: "failed").first?.title == "failed at 0.43 s: next tap did not finish within 0.35 s")
    }

    @Test("labels name a view by the fewest last path components that tell it apart; the full id stays in the hover text")
    func shortLabels() throws {
        #expect(TimelineSVG.shortNames(["A/B/Text[1]", "A/C/Text[1]", "A/B/Color", "Root"])
                == ["A/B/Text[1]": "B/Text[1]", "A/C/Text[1]": "C/Text[1]", "A/B/Color": "Color", "Root": "Root"])
        let trace = temporaryDirectory() + "/mail.jsonl"
        writeFile(trace, """
            {"scene":"\(packageRoot)/Fixtures/scenes/MailScreen.swift"}
            {"t":0,"id":1,"phase":"down","x":352,"y":69}
            {"t":0.05,"id":1,"phase":"up","x":352,"y":69}

            """)
        let (result, svg) = try render([trace])
        #expect(result.status == 0)
        let root = try #require(svg)
        let lanes = try #require(root.group("timeline")).children.filter { $0.attributes["class"] == "lane" }
        let bar = try #require(lanes.first { $0.attributes["data-view"] == "MailScreen/TabView/NavigationStack/NavigationBar/Button" })
        let label = try #require(bar.having(class: "lane-label").first)
        #expect(label.title == "MailScreen/TabView/NavigationStack/NavigationBar/Button · Button")
        // (The test parser drops the spaces around the dot.)
        #expect(label.text == "Button·Button")
    }

    @Test("a long trace stays a picture a browser opens: every k-th sample marked, the path through each half pixel once, one tick per half pixel")
    func longTrace() throws {
        let trace = temporaryDirectory() + "/long.jsonl"
        // 50 s of drag at 120 Hz: about 6,000 samples, over the 4,000 marks a picture gets.
        #expect(run(["synth", "drag", "--from", "10,10", "--to", "300,300", "--duration", "50", "--rate", "120",
                     "--header", "--gesture", "DragGesture().onChanged { _ in }", "-o", trace]).status == 0)
        let (result, svg) = try render([trace])
        #expect(result.status == 0)
        let root = try #require(svg)
        let samples = root.all.filter { $0.attributes["class"] == "sample" }.count
        #expect(samples > 2_000 && samples <= TimelineSVG.maximumSampleMarks)
        let ticks = root.all.filter { $0.attributes["class"] == "callback" }.count
        // The plot is about 600 px wide: at most two ticks a pixel, not 6,000 onChanged.
        #expect(ticks < 1_500)
    }

    @Test("callback labels do not overprint: each starts past the previous one's width, and is drawn over its lane's ticks")
    func labelsApart() throws {
        let (result, svg) = try render(["Fixtures/traces/source-photo-viewer.jsonl"])
        #expect(result.status == 0)
        let root = try #require(svg)
        var lanes = 0
        for lane in root.all where lane.name == "g" && lane.children.contains(where: { $0.attributes["class"] == "callback-label" }) {
            lanes += 1
            let labels = lane.children.filter { $0.attributes["class"] == "callback-label" }
            // After every tick of the lane.
            let lastTick = lane.children.lastIndex { $0.attributes["class"] == "callback" } ?? -1
            #expect(lane.children.firstIndex { $0.attributes["class"] == "callback-label" }! > lastTick)
            for (previous, next) in zip(labels, labels.dropFirst()) {
                let start = Double(previous.attributes["x"]!)!, following = Double(next.attributes["x"]!)!
                #expect(following - start >= Double(previous.text.count) * TimelineSVG.labelCharacterWidth, "\(previous.text) at \(start), then \(next.text) at \(following)")
            }
        }
        // The magnification's updating ticks, the pan's, the double tap's perform.
        #expect(lanes == 3)
    }

    @Test("controls: the scene at its scrolled position, a lane per control with its events as ticks")
    func controls() throws {
        let (result, svg) = try render(["Fixtures/traces/controls-scroll-simultaneous-drag-vertical.jsonl"])
        #expect(result.status == 0)
        let root = try #require(svg)
        let views = try #require(root.group("scene")).having(class: "view")
        // The scroll view says where it rests; the row (y 100…200) moved 414.4 pt up, off screen, so it is not drawn.
        #expect(views.map { $0.attributes["data-view"] } == ["Feed (scrolled to (0, 414.4))"])
        let lanes = try #require(root.group("timeline")).children.filter { $0.attributes["class"] == "lane" }
        #expect(lanes.map { $0.attributes["data-view"] } == ["Row", "Feed"])
        // A gesture's lane names its modifier and path; a control's names the control.
        #expect(lanes.map { $0.attributes["data-modifier"] } == ["0", nil])
        #expect(lanes.map { $0.attributes["data-control"] } == [nil, "ScrollView"])
        #expect(lanes[1].having(class: "lane-label").first?.title == "Feed · ScrollView")
        let ticks = lanes[1].having(class: "callback").compactMap(\.title)
        #expect(ticks.first == "scrollPhase at 0.016667 s \"interacting\"")
        #expect(ticks.last == "scrollPhase at 2.265 s \"idle\"")
        // The offsets, at every move and every 60 Hz frame of the fling (2.045 s of them).
        #expect(ticks.contains("contentOffset at 0.033333 s {\"x\":0,\"y\":9.999799999999993}"))
        #expect(ticks.filter { $0.hasPrefix("contentOffset") }.count == 136)
    }

    @Test("--lint outlines each view with findings in the colour of the worst, its rules below it and the messages as hover text")
    func lint() {
        let directory = temporaryDirectory()
        let trace = directory + "/tap.jsonl"
        #expect(run(["synth", "--header", "--scene", packageRoot + "/Fixtures/lint/ParentHighPriorityTap.swift", "tap", "--at", "176,425.5", "-o", trace]).status == 0)
        let picture = directory + "/tap.svg"
        let result = run(["render", trace, "--lint", "-o", picture])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let svg = readFile(picture) ?? ""
        #expect(svg.contains(#"<rect class="finding error" data-view="Card/VStack/Button""#))
        #expect(svg.contains("<title>error [swallowed-gesture] the Button&apos;s action on &apos;Card/VStack/Button&apos; never wins: TapGesture() on its ancestor &apos;Card/VStack&apos; takes a tap</title>"))
        #expect(svg.contains(#">swallowed-gesture</text>"#))
        // The findings come after every view of the scene, so no child is drawn over them.
        let scene = svg.split(separator: "\n").drop { $0 != #"<g id="scene">"# }.prefix { $0 != "</g>" }
        let lastView = scene.lastIndex { $0.hasPrefix(#"  <rect class="view""#) }
        let firstFinding = scene.firstIndex { $0.hasPrefix(#"  <rect class="finding"#) }
        #expect(lastView != nil && firstFinding != nil && lastView! < firstFinding!)
        // Without a scene there is nothing to lint.
        let bare = run(["render", "Fixtures/traces/tap.jsonl", "--lint", "-o", directory + "/bare.svg"])
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("'--lint' needs a scene"))
    }

    @Test("the time axis reads in milliseconds for a tap and in seconds for a long session")
    func axis() throws {
        let (_, tap) = try render(["Fixtures/traces/tap.jsonl"])
        let tapLabels = try #require(tap).having(class: "axis").first!.children.filter { $0.name == "text" }.map(\.text)
        #expect(tapLabels.first == "0 ms")
        #expect(tapLabels.contains("80 ms"))
        let long = temporaryDirectory() + "/long.jsonl"
        _ = run(["synth", "--header", "--gesture", "DragGesture().onEnded { _ in }", "drag", "--from", "10,10", "--to", "300,300",
                 "--duration", "4", "then", "long-press", "--at", "50,50", "--duration", "5", "-o", long])
        let (result, session) = try render([long])
        #expect(result.status == 0)
        let labels = try #require(session).having(class: "axis").first!.children.filter { $0.name == "text" }.map(\.text)
        // 9.5 s of touches and a tenth more: ticks every 2 s.
        #expect(labels == ["0 s", "2 s", "4 s", "6 s", "8 s", "10 s"])
        // No label runs past the picture's right edge (960 px): one that would ends at its tick.
        for text in try #require(session).having(class: "axis").first!.children where text.name == "text" {
            let x = Double(text.attributes["x"] ?? "") ?? .infinity
            let right = text.attributes["text-anchor"] == "end" ? x : x + Double(text.text.count) * 5.8 / 2
            #expect(right <= 958, "\(text.text) ends at \(right)")
        }
        // Every sample is drawn: the drag's down, its 239 moves at 60 Hz and its up; the press's two.
        #expect(try #require(session).having(class: "sample").count == 241 + 2)
    }

    @Test("a mouse: its hover paths dashed until a press or a leave, a secondary click's press a square, the hovers on the timeline")
    func mouse() throws {
        let (result, svg) = try render(["Fixtures/traces/input-mouse-hover-card.jsonl"])
        #expect(result == RunResult(status: 0, stdout: "", stderr: ""))
        let root = try #require(svg)
        let hovers = try #require(root.group("hovers")).having(class: "hover")
        #expect(hovers.map(\.title) == ["pointer 1 hovers 0–0.2 s, 3 samples", "pointer 1 hovers 0.8–0.8 s, 1 samples"])
        let squares = try #require(root.group("pointers")).all.filter { $0.name == "rect" && $0.attributes["class"] == "down" }
        #expect(squares.map { $0.attributes["data-button"] } == ["1"])
        #expect(squares.first?.title == "secondary button")
        #expect(try #require(root.group("timeline")).having(class: "hover-bar").count == 2)
    }

    @Test("a trackpad and a wheel: scrolls as arrows at the cursor and ticks on their row; a pinch's span from its began to its end")
    func trackpad() throws {
        let wheel = try #require(try render(["Fixtures/traces/input-trackpad-and-wheel-scroll.jsonl"]).svg)
        let inputs = try #require(wheel.group("inputs"))
        #expect(inputs.children.filter { $0.name == "line" }.compactMap(\.title).first == "scroll (0, 3 lines) at 0 s")
        let pinch = try #require(try render(["Fixtures/traces/input-trackpad-pinch-while-dragging.jsonl"]).svg)
        let spans = try #require(pinch.group("timeline")).having(class: "input-span")
        #expect(spans.map(\.title) == ["magnify 0.2–0.4 s", "magnify 1–1.1 s"])
        #expect(pinch.all.contains { $0.name == "text" && $0.text == "trackpad, wheel" })
        // Keys, focus and VoiceOver: ticks on their own row, named in words.
        let keys = try #require(try render(["Fixtures/traces/source-keyboard-and-voiceover.jsonl"]).svg)
        #expect(keys.all.contains { $0.name == "text" && $0.text == "keys, focus, VoiceOver" })
        let ticks = try #require(keys.group("timeline")).all.compactMap(\.title).filter { $0.hasPrefix("key") || $0.hasPrefix("focus") || $0.hasPrefix("voiceOver") }
        #expect(ticks.prefix(3) == ["keydown rightArrow at 0.3 s", "keyrepeat rightArrow at 0.8 s", "keyrepeat rightArrow at 0.9 s"])
        #expect(ticks.contains("keydown command+s at 1.5 s") && ticks.contains("voiceOver activate on KeyboardAlternatives/VStack/Image at 2.5 s")
                && ticks.contains("focus none at 3.5 s"))
    }

    @Test("the same trace draws the same bytes")
    func deterministic() {
        let a = temporaryDirectory() + "/a.svg", b = temporaryDirectory() + "/b.svg"
        _ = run(["render", "Fixtures/traces/scene-magnify-with-rotate.jsonl", "-o", a])
        _ = run(["render", "Fixtures/traces/scene-magnify-with-rotate.jsonl", "-o", b])
        #expect(readFile(a) != nil && readFile(a) == readFile(b))
    }

    @Test("a bad trace: the error with its location, exit 65, no picture")
    func badTrace() throws {
        let trace = temporaryDirectory() + "/bad.jsonl"
        writeFile(trace, "{\"t\":0,\"id\":1,\"phase\":\"dwon\",\"x\":0,\"y\":0}\n")
        let (result, svg) = try render([trace])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(trace):1:24: error: unknown phase 'dwon'"))
        #expect(svg == nil)
    }

    @Test("usage errors", arguments: [
        (["render", "Fixtures/traces/tap.jsonl"], "error: missing '-o <file.svg>'; say where to write the picture"),
        (["render", "-o", "x.svg"], "error: missing expected argument '<trace>'; give the trace to draw"),
        (["render", "a", "b", "-o", "x.svg"], "error: 'render' draws one trace; give one, or run it once per trace"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n" + RenderCommand.usage + "\n  See 'gesture-replay render --help'.\n")
    }

    /// Issue 49: 800,000 events wrote a 49 MB picture. Past 500 contacts every k-th is drawn, the
    /// fingers' rows are at most 20, and the command says so.
    @Test("a long recording is decimated to a budget, and render says so")
    func decimated() throws {
        let directory = temporaryDirectory()
        var lines: [String] = []
        for tap in 0..<1200 {
            let t = Double(tap) * 0.2
            lines.append(#"{"t":\#(t),"id":\#(tap + 1),"phase":"down","x":100,"y":100}"#)
            lines.append(#"{"t":\#(t + 0.05),"id":\#(tap + 1),"phase":"up","x":100,"y":100}"#)
        }
        writeFile(directory + "/taps.jsonl", lines.joined(separator: "\n") + "\n")
        let result = run(["render", directory + "/taps.jsonl", "-o", directory + "/taps.svg"])
        #expect(result.status == 0)
        #expect(result.stderr == "note: 1200 contacts: 1 in 3 is drawn, to keep the picture to about 500; callbacks and phases closer than half a pixel are drawn as one\n")
        let svg = readFile(directory + "/taps.svg") ?? ""
        #expect(svg.split(separator: "\n").filter { $0.contains(#"<rect class="touch""#) }.count == 400)
        #expect(svg.split(separator: "\n").filter { $0.contains(#"<g class="pointer""#) }.count == 400)
    }
}
