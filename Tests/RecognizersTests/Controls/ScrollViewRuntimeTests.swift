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

    @Test("a vertical scroll view's pan fails on a horizontal move; |dy| = |dx| counts as vertical; 8 pt diagonally is short")
    func axisRule() {
        let sideways = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 212, 405), up(1, 212, 405)],
                                   profile: .ios18, explain: true)
        #expect(sideways == ["0.5 S failed: moved horizontally; it moves vertically only"])
        let diagonal = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 190, 390), up(1, 190, 390)], profile: .ios18)
        #expect(diagonal.first == "0.5 S scrollPhase interacting")
        let short = replayScene(plainScroll(), [down(0, 200, 400), move(0.5, 192, 392), up(1, 192, 392)], profile: .ios18)
        #expect(short.isEmpty)
        let both = replayScene(plainScroll(axes: .both), [down(0, 200, 400), move(0.5, 188, 400), up(1, 188, 400)], profile: .ios18)
        #expect(both.first == "0.5 S scrollPhase interacting")
    }

    @Test("the content follows the finger less the slop; past the top on the rubber band, and springs back when let go")
    func followsFinger() {
        let log = replayScene(plainScroll(), [down(0, 200, 400), move(0.1, 200, 390), move(0.2, 200, 300),
                                              move(0.3, 200, 450), move(2, 200, 450), up(2.5, 200, 450)],
                              profile: .ios18, offsets: true)
        // 60 pt past the top of an 844 pt view shows (1 − 1 / (60 · 0.55 / 844 + 1)) · 844 = 31.76 pt.
        #expect(Array(log.prefix(4)) == ["0.1 S scrollPhase interacting", "0.2 S contentOffset (0, 90)", "0.3 S contentOffset (0, -31.76)",
                                         "2.5 S scrollPhase decelerating"])
        #expect(Array(log.suffix(2)) == ["2.983333333 S scrollEnd (0, 0)", "2.983333333 S scrollPhase idle"])
    }

    /// A scroll view of OUI's iPhone 16 (852 pt tall), its content 5000 pt.
    private func phoneScroll() -> [SceneView] {
        [SceneView("S", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 393, height: 5000))))]
    }

    /// Touches on OUI's 8 ms grid, moving up by `steps`, each `dy` points from the touch-down;
    /// then `hold` seconds of still samples and a lift in place 8 ms after the last.
    private func ouiDrag(from y: Double = 600, steps: [Double], hold: Double = 0) -> [Line] {
        var lines = [down(0, 200, y)]
        var t = 0.0
        for dy in steps {
            t += 0.008
            lines.append(move(t, 200, y - dy))
        }
        let last = y - (steps.last ?? 0)
        for _ in 0..<Int((hold / 0.008).rounded()) {
            t += 0.008
            lines.append(move(t, 200, last))
        }
        lines.append(up(t + 0.008, 200, last))
        return lines
    }

    /// OUI touch_calib: the pan begins on the sample past 10 pt and the content moves by the
    /// travel less 10 there (12 → 2), then 1:1 (15 → 5, 18 → 8). [MEASURED]
    @Test("the slop is absorbed: 12 pt of travel moves the content 2 pt, then 15 → 5 and 18 → 8")
    func slopAbsorbed() {
        let log = replayScene(phoneScroll(), ouiDrag(steps: [4, 8, 12, 15, 18], hold: 0.4), profile: .ios18, offsets: true)
        #expect(Array(log.prefix(4)) == ["0.024 S scrollPhase interacting", "0.024 S contentOffset (0, 2)", "0.032 S contentOffset (0, 5)",
                                         "0.04 S contentOffset (0, 8)"])
        // Held still 0.4 s before the lift: velocity 0, no deceleration. [MEASURED]
        #expect(Array(log.suffix(2)) == ["0.448 S scrollEnd (0, 8)", "0.448 S scrollPhase idle"])
    }

    /// OUI touch_calib, the fast drag: 24 pt on the first sample moves the content 14, 48 → 38. [MEASURED]
    @Test("a fast drag: 24 pt of travel on the first sample moves the content 14 pt, 48 pt moves it 38")
    func slopAbsorbedFast() {
        let log = replayScene(phoneScroll(), ouiDrag(steps: [24, 48], hold: 0.2), profile: .ios18, offsets: true)
        #expect(Array(log.prefix(3)) == ["0.008 S scrollPhase interacting", "0.008 S contentOffset (0, 14)", "0.016 S contentOffset (0, 38)"])
    }

    /// OUI decel_v3000: 25 pt per 8 ms is 3125 pt/s, lifted in place 8 ms later: a rest 2.86 s after
    /// the lift, 0.499 · (3125 − 10) pt on. [MEASURED]
    @Test("a flick of 25 pt per 8 ms is 3125 pt/s at the lift and rests 1554.4 pt on, 2.87 s later")
    func fastFlickAsMeasured() throws {
        let log = replayScene(phoneScroll(), ouiDrag(steps: (1...12).map { Double($0) * 25 }), profile: .ios18, offsets: true)
        let end = try #require(log.first { $0.contains("scrollEnd") })
        let parts = end.split(separator: " ")
        let lift = 13 * 0.008
        let time = try #require(Double(parts[0]))
        #expect(abs(time - lift - 2.87) < 0.02)
        // The lift at 300 − 10 = 290 pt.
        let offset = try #require(Double(parts[4].dropLast()))
        let expected: Double = 290 + 0.499 * (3125 - 10)
        #expect(abs(offset - expected) < 1)
    }

    /// OUI decel_v750: 14 moves of 6 pt per 8 ms, lifted in place 8 ms later, is a release at
    /// 750 pt/s (not SwiftUI's 562.5), resting 369.3 pt on, 2.16 s after the lift. [MEASURED]
    @Test("a flick of 6 pt per 8 ms lifted in place is 750 pt/s and rests 369.3 pt on, 2.16 s after the lift")
    func flickAsMeasured() throws {
        let log = replayScene(phoneScroll(), ouiDrag(steps: (1...14).map { Double($0) * 6 }), profile: .ios18, offsets: true)
        // The lift at 0.12 s with the content at 84 − 10 = 74 pt.
        #expect(log.contains("0.12 S scrollPhase decelerating"))
        let end = try #require(log.first { $0.contains("scrollEnd") })
        let parts = end.split(separator: " ")
        let time = try #require(Double(parts[0]))
        let offset = try #require(Double(parts[4].dropLast()))
        #expect(abs(time - 0.12 - 2.16) < 0.02)
        #expect(abs(offset - (74 + 369.3)) < 1)
    }

    /// OUI rubberband_top: 600 pt of travel down from the top of an 852 pt view shows −235 pt. [MEASURED]
    @Test("600 pt dragged down past the top shows −235 pt; let go, the content is back at 0 0.69 s after the lift")
    func rubberBandAsMeasured() throws {
        let log = replayScene(phoneScroll(), ouiDrag(from: 100, steps: stride(from: 20.0, through: 600, by: 20).map { -$0 }, hold: 0.3),
                              profile: .ios18, offsets: true)
        let lift = 30 * 0.008 + 0.3 + 0.008
        #expect(log.contains("0.24 S contentOffset (0, -235)"))
        let end = try #require(log.first { $0.contains("scrollEnd") })
        #expect(end.hasSuffix("scrollEnd (0, 0)"))
        #expect(abs(try #require(Double(end.split(separator: " ")[0])) - lift - 0.69) < 0.02)
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
                // Still for the last 0.1 s before the lift: UIKit's velocity is 0, so no deceleration.
                #expect(out == ["0 updating true", "0.1 reset", "0.1 S scrollPhase interacting", "0.3 S scrollEnd (0, 40)",
                                "0.3 S scrollPhase idle"])
                #expect(!out.contains("onEnded"))
            } else {
                #expect(out == ["0 updating true", "0.3 reset"])
            }
        }
    }
}
