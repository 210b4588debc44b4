@testable import Recognizers
import Testing

@Suite("ScrollView: the scroll pan's hysteresis and axis rule, content that moves, deceleration and paging")
struct ScrollViewRuntimeTests {
    private func plainScroll(axes: ScrollViewConfiguration.Axes = .vertical) -> [SceneView] {
        [SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            .control(.scrollView(ScrollViewConfiguration(axes: axes, contentSize: CGSize(width: 2000, height: 3000))))]
    }

    @Test("the pan begins at 10 pt, not at 9.99 pt", arguments: [(9.99, false), (10, true), (10.01, true)])
    func hysteresis(distance: Double, begins: Bool) {
        let log = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 200, 400 - distance), up(1, 200, 400 - distance)],
                              profile: .ios18)
        #expect(log.contains("0.5 S scrollPhase interacting") == begins)
        if !begins { #expect(log.isEmpty) }
    }

    @Test("a vertical scroll view's pan fails on a horizontal move; |dy| = |dx| counts as vertical")
    func axisRule() {
        let sideways = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 212, 405), up(1, 212, 405)],
                                   profile: .ios18, explain: true)
        #expect(sideways == ["0.5 S failed: moved horizontally; it moves vertically only"])
        let diagonal = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 192, 392), up(1, 192, 392)], profile: .ios18)
        #expect(diagonal.first == "0.5 S scrollPhase interacting")
        let both = replayScene(plainScroll(axes: .both), [down(0, 200, 400), move(0.5, 188, 400), up(1, 188, 400)], profile: .ios18)
        #expect(both.first == "0.5 S scrollPhase interacting")
    }

    @Test("the content follows the finger from where the pan began, clamped at the top")
    func followsFinger() {
        let log = replayScene(plainScroll(), [down(0, 200, 400), move(0.1, 200, 390), move(0.2, 200, 300),
                                              move(0.3, 200, 450), move(2, 200, 450), up(2.5, 200, 450)],
                              profile: .ios18, offsets: true)
        #expect(log == ["0.1 S scrollPhase interacting", "0.2 S contentOffset (0, 90)", "0.3 S contentOffset (0, 0)",
                        "2.5 S scrollEnd (0, 0)", "2.5 S scrollPhase idle"])
    }

    @Test("a touch after scrolling hits the row where it is now; .local follows it")
    func contentMoves() {
        let log = CallbackLog()
        let scene = scrollScene(row: { $0.onTapGesture(coordinateSpace: .local) { point in log("tap R \(point.y)") } })
        // Scroll 100 pt up slowly (no fling), then tap where the row now is (y 0…100).
        let lines = [down(0, 200, 400), move(0.1, 200, 390), move(1, 200, 290), move(2, 200, 290), up(3, 200, 290),
                     down(4, 200, 50), up(4.05, 200, 50), down(5, 200, 150), up(5.05, 200, 150)]
        let out = replayScene(scene, lines, profile: .ios18, log: log)
        #expect(out.contains("4.05 tap R 50.0"))
        #expect(!out.contains { $0.hasPrefix("5.05 tap") })
    }

    @Test("a replayer dropped while its scroll view decelerates is freed with the scroll view (fuzz: lint-leak-6ff5dfe6)")
    func droppedWhileDecelerating() throws {
        weak var weakReplayer: GestureReplayer?
        weak var weakOutput: ControlOutput?
        do {
            let replayer = GestureReplayer(profile: .ios18)
            _ = try replayer.load(scrollScene(row: { $0 }))
            let fling = [down(0, 200, 600), move(1.0 / 60, 200, 580), move(2.0 / 60, 200, 560), move(3.0 / 60, 200, 540), up(4.0 / 60, 200, 530)]
            for frame in frames(fling) { replayer.process(frame: frame) }
            // Still decelerating: its runtime is among the output's timed controls.
            #expect(!replayer.controlOutput.timed.isEmpty)
            weakReplayer = replayer
            weakOutput = replayer.controlOutput
        }
        #expect(weakReplayer == nil)
        #expect(weakOutput == nil)
    }

    @Test("a touch on a decelerating scroll view stops it and is no tap for the content")
    func touchStopsDeceleration() {
        let log = CallbackLog()
        let scene = scrollScene(row: { $0.onTapGesture { log("tap R") } })
        let lines = [down(0, 200, 600), move(1.0 / 60, 200, 580), move(2.0 / 60, 200, 560), move(3.0 / 60, 200, 540),
                     up(4.0 / 60, 200, 530), down(0.3, 200, 150), up(0.35, 200, 150)]
        let out = replayScene(scene, lines, profile: .ios17, log: log)
        #expect(out.contains("0.066666667 S scrollPhase decelerating"))
        #expect(out.contains("0.3 S scrollPhase interacting"))
        #expect(!out.contains("0.35 tap R"))
        #expect(out.last == "0.35 S scrollPhase idle")
    }

    @Test("paging's target: the nearest page under 300 pt/s, the next one in the flick's direction at 300 pt/s and over",
          arguments: [(299.99, 0), (300, 1), (300.01, 1), (-299.99, 1), (-300, 0)])
    func pagingTarget(velocity: Double, page: Int) {
        let shift = ScrollShift(outer: nil)
        let runtime = ScrollViewRuntime(view: "T", control: "TabView", configuration: Control.pagedTabView(pageCount: 3, selection: 0).scrolling!,
                                        geometry: ViewGeometry(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), shift: shift,
                                        inSheet: false, output: ControlOutput())
        shift.offset.x = velocity > 0 ? 40 : 350
        #expect(runtime.pagingTarget(velocity: CGPoint(x: velocity, y: 0)) == page)
    }

    @Test("a flick on a pager at 290 pt/s snaps back, at 310 pt/s turns the page", arguments: [(290.0, "0"), (310.0, "1")])
    func pagingFlick(speed: Double, page: String) {
        let scene = [SceneView("T", frame: CGRect(x: 0, y: 0, width: 390, height: 844)).control(.pagedTabView(pageCount: 3, selection: 0))]
        // 50 pt in 10 pt steps at `speed` (the offset lags the finger by the 10 pt hysteresis: 40 pt).
        let step = 10 / speed
        var lines = [down(0, 300, 400)]
        for index in 1...4 { lines.append(move(Double(index) * step, 300 - 10 * Double(index), 400)) }
        lines.append(up(5 * step, 250, 400))
        let out = replayScene(scene, lines, profile: .ios18)
        #expect(out.contains { $0.hasSuffix("T scrollPhase animating") })
        #expect(out.contains { $0.hasSuffix("T page \(page)") } == (page != "0"))
    }

    @Test("nested: a horizontal pager in a vertical scroll view — sideways moves page, vertical ones scroll")
    func nested() {
        let pager = SceneView("P", frame: CGRect(x: 0, y: 100, width: 390, height: 200)).control(.pagedTabView(pageCount: 3, selection: 0))
        let scene = [SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [pager])
            .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 3000))))]
        for profile in ArbitrationProfile.iPhone {
            let sideways = replayScene(scene, [down(0, 300, 200), move(0.1, 280, 200), up(0.2, 280, 200)], profile: profile)
            #expect(sideways.first == "0.1 P scrollPhase interacting")
            let vertical = replayScene(scene, [down(0, 300, 200), move(0.1, 300, 180), up(0.2, 300, 180)], profile: profile)
            #expect(vertical.first == "0.1 S scrollPhase interacting")
        }
    }

    @Test("iOS 18: a pressing long press the scroll prevents gets its reset and no onEnded; iOS 17: it blocks the scroll")
    func activeContentGestureLoses() {
        for profile in ArbitrationProfile.iPhone {
            let log = CallbackLog()
            let pressed = GestureState(wrappedValue: false, reset: { _, _ in log("reset") })
            let press = LongPressGesture(maximumDistance: 100)
                .updating(pressed) { value, _, _ in log("updating \(value)") }
                .onEnded { _ in log("onEnded") }
            let out = replayScene(scrollScene(row: { $0.gesture(press) }),
                                  [down(0, 200, 150), move(0.1, 200, 130), move(0.2, 200, 100), up(0.3, 200, 100)],
                                  profile: profile, log: log)
            if profile == .ios18 {
                #expect(out == ["0 updating true", "0.1 reset", "0.1 S scrollPhase interacting", "0.3 S scrollPhase decelerating",
                                "3.351568148 S scrollEnd (0, 142.14)", "3.351568148 S scrollPhase idle"])
                #expect(!out.contains("onEnded"))
            } else {
                #expect(out == ["0 updating true", "0.3 reset"])
            }
        }
    }
}
