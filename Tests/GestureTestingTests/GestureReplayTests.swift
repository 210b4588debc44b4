#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureTesting
import Testing

/// The library as a package's own tests use it: only `import GestureTesting`, no @testable.
@Suite("GestureTesting: replaying traces through Swift gestures in a package's tests")
struct GestureReplayTests {
    /// The package root, so the bundled fixtures can be read from any working directory.
    static let packageRoot: String = {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(3)
        return path.joined(separator: "/")
    }()

    @Test("a drag inside a ScrollView: under iOS 17 the scroll wins the tie, under iOS 18 the row's drag does")
    func dragInsideScrollView() throws {
        var script = TouchScript(rate: 60)
        script.drag(from: TracePoint(x: 200, y: 160), to: TracePoint(x: 200, y: 28), duration: 0.22)
        var outcomes: [String] = []
        for profile in [ArbitrationProfile.ios17, .ios18] {
            let replay = GestureReplay(profile: profile)
            var ended = false
            let row = SceneView("Row", frame: CGRect(x: 0, y: 100, width: 390, height: 100))
                .gesture(DragGesture().onEnded { _ in ended = true })
            try replay.load([SceneView("Feed", frame: GestureReplay.window, children: [row])
                .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 3000))))])
            replay.replay(GestureTrace(script))
            let phases = replay.controlEvents.compactMap { event -> String? in
                if case .scrollPhase(let phase) = event.kind { return phase.rawValue } else { return nil }
            }
            outcomes.append("\(profile): drag ended \(ended), scroll \(phases.joined(separator: " "))")
        }
        #expect(outcomes == ["ios17: drag ended false, scroll interacting decelerating idle", "ios18: drag ended true, scroll "])
    }

    @Test("a fling built in code: the drag starts past its minimum distance and ends with the full translation")
    func flingBuiltInCode() {
        var script = TouchScript(rate: 120)
        script.fling(from: TracePoint(x: 300, y: 400), velocity: TracePoint(x: -1500, y: 0))
        let records = GestureReplay.records(of: DragGesture(minimumDistance: 20), replaying: GestureTrace(script))

        // Ticks every 1/120 s (8.333 ms): 12.5 pt at the first, 25 pt at the second — past 20.
        #expect(records.map(\.description) == [
            "0.016667 updating", "0.025 updating", "0.033333 updating", "0.041667 updating", "0.05 updating",
            "0.058333 updating", "0.066667 updating", "0.075 updating", "0.083333 updating", "0.091667 updating",
            "0.1 onEnded",
        ])
        let start = records[0].value!
        #expect(start.startLocation == CGPoint(x: 300, y: 400))
        // Where the finger is at 1/60 s, stamped 0.016667.
        #expect(start.location.x == 300 - 1500.0 / 60)
        let end = records.last!.value!
        #expect(end.translation == CGSize(width: -150, height: 0))
        #expect(end.location == CGPoint(x: 150, y: 400))
        // Positions at the exact tick times, times to the microsecond: the estimate is within
        // a tenth of a point per second.
        #expect((end.velocity.width + 1500).magnitude < 0.1)
    }

    @Test("a long press that moves too far fails, with the reason")
    func longPressMovedTooFar() {
        var script = TouchScript()
        script.drag(from: TracePoint(x: 100, y: 100), to: TracePoint(x: 135, y: 100), duration: 0.6)
        let records = GestureReplay.records(of: LongPressGesture(), replaying: GestureTrace(script))
        // Pressing from the down; 35 pt in 0.6 s is 0.97 pt a tick, past 10 pt on the 11th tick.
        #expect(records.map(\.description) == ["0 updating", "0.183333 failed (moved 10.69 pt (limit 10 pt))"])
        #expect(records.last?.callback == .failed)
        #expect(records.last?.value == nil)
    }

    @Test("the gesture's own callbacks run at the trace's time: a view's onTapGesture sees two separate taps")
    func ownCallbacksSeeReplayTime() throws {
        var script = TouchScript()
        script.tap(at: TracePoint(x: 50, y: 50))
        script.wait(0.5)
        script.tap(at: TracePoint(x: 50, y: 50))
        let replay = GestureReplay()
        var taps: [TraceTime] = []
        try replay.attach(.onTapGesture { taps.append(replay.time) })
        replay.replay(GestureTrace(script))
        #expect(taps.map(\.description) == ["0.05", "0.6"])
    }

    @Test("a double tap recognized on the second up, a single tap competing with it waits 0.35 s and loses")
    func doubleTapBeatsSingleTap() throws {
        var script = TouchScript()
        script.doubleTap(at: TracePoint(x: 50, y: 50))
        let replay = GestureReplay()
        var fired: [String] = []
        try replay.attach(.gesture(TapGesture(count: 2).onEnded { fired.append("double at \(replay.time)") }
            .exclusively(before: TapGesture().onEnded { fired.append("single at \(replay.time)") })))
        replay.replay(GestureTrace(script))
        #expect(fired == ["double at 0.2"])
    }

    @Test("a trace file with a header: the same drag the CLI's golden output records")
    func traceFromFile() throws {
        let trace = try GestureTrace(contentsOf: Self.packageRoot + "/Fixtures/traces/drag.jsonl")
        #expect(trace.header?.profile?.name == "ios17")
        let records = GestureReplay.records(of: DragGesture(minimumDistance: 5), replaying: trace)
        #expect(records.map(\.description) == ["0.02 updating", "0.03 updating", "0.04 updating", "0.05 onEnded"])
        #expect(records.last?.value?.translation == CGSize(width: 20, height: 0))
    }

    @Test("a missing trace file throws a located error")
    func missingFile() {
        #expect(throws: TraceError.self) { try GestureTrace(contentsOf: "/nonexistent/trace.jsonl") }
        do {
            _ = try GestureTrace(contentsOf: "/nonexistent/trace.jsonl")
        } catch {
            #expect(error.kind == .cannotOpen)
            #expect(error.description.hasPrefix("/nonexistent/trace.jsonl: error: cannot open the trace"))
        }
    }
}

@Suite("GestureTesting: a scene from SwiftUI source, loaded from a string")
struct GestureReplaySourceSceneTests {
    @Test("a double tap on a circle's center performs; one in the corner of its frame misses the circle")
    func sourceScene() throws {
        let replay = GestureReplay()
        try replay.load(swiftSource: """
            Circle()
                .frame(width: 100, height: 100)
                .onTapGesture(count: 2) { }
                .accessibilityIdentifier("dot")
            """)
        var script = TouchScript()
        script.doubleTap(at: TracePoint(x: 195, y: 428.5))
        script.wait(1)
        script.doubleTap(at: TracePoint(x: 147, y: 380.5))
        replay.replay(GestureTrace(script))
        #expect(replay.sceneCallbacks.map(\.description) == ["0.2 dot TapGesture(count: 2) perform"])
    }

    @Test("keys, focus and VoiceOver from code: the arrow key a focused card handles, a shortcut, an activation's tap")
    func keysFocusAndAccessibility() throws {
        let replay = GestureReplay(profile: .ipados18)
        try replay.load(swiftSource: """
            VStack {
                Rectangle().frame(width: 100, height: 100)
                    .focusable()
                    .onKeyPress(.rightArrow) { .handled }
                    .accessibilityIdentifier("card")
                Image(systemName: "heart").onTapGesture { }.accessibilityIdentifier("like")
                Button("Save") { }.keyboardShortcut("s").accessibilityIdentifier("save")
            }
            """)
        #expect(replay.key(.named("rightArrow")!, at: TraceTime(seconds: 0)) == .unhandled(focused: false))
        #expect(replay.focus("card", at: TraceTime(seconds: 0.1)) == .moved(from: nil, to: "card"))
        #expect(replay.key(.named("rightArrow")!, at: TraceTime(seconds: 0.2)) == .handled(view: "card"))
        #expect(replay.key(.named("s")!, modifiers: .command, at: TraceTime(seconds: 0.3)) == .shortcut(view: "save"))
        guard case .synthesizedTap = replay.accessibility(.activate, view: "like", at: TraceTime(seconds: 0.4)) else {
            Issue.record("no tap at the activation point")
            return
        }
        // The trace's lines do the same as the calls.
        replay.replay(GestureTrace(events: try readEvents(#"{"t":1,"phase":"a11y","action":"activate","view":"save","via":"switchControl"}"#)))
        #expect(replay.sceneCallbacks.map(\.description) == ["0.2 card .onKeyPress(.rightArrow) action", "0.45 like TapGesture() perform"])
        #expect(replay.controlEvents.map { "\($0.time.seconds) \($0.view) \($0.via?.rawValue ?? "touch")" } == ["0.3 save keyboardShortcut", "1.0 save switchControl"])
        #expect(KeyEquivalent.named("upArow") == nil)
    }

    private func readEvents(_ lines: String...) throws -> [TraceEvent] {
        let path = "/tmp/gesture-testing-\(lines.joined().hashValue).jsonl"
        let file = fopen(path, "w")
        fputs(lines.joined(separator: "\n") + "\n", file)
        fclose(file)
        return try GestureTrace(contentsOf: path).events
    }

    @Test("source outside the subset throws a located error")
    func error() {
        #expect(throws: SourceSceneError.self) { try GestureReplay().load(swiftSource: "VStack { for item in items { Text(\"x\") } }") }
    }
}
