import Testing
import TraceFormat

/// Events as `t id phase x y`, exact, for assertions a person can read.
func lines(_ events: [TraceEvent]) -> [String] {
    events.map { "\($0.time) \($0.pointer) \($0.phase) \(NumberFormat.string($0.x)) \(NumberFormat.string($0.y))" }
}

@Suite("TouchScript: traces made the way flutter_test and Compose make gestures")
struct TouchScriptTests {
    @Test("a tap: down and up 50 ms apart, nothing between")
    func tap() {
        var script = TouchScript()
        script.tap(at: TracePoint(x: 100, y: 200))
        #expect(lines(script.events) == ["0 1 down 100 200", "0.05 1 up 100 200"])
        #expect(script.now == TraceTime(nanoseconds: 50_000_000))
    }

    @Test("a double tap: two contacts, 0.1 s from the first up to the second down")
    func doubleTap() {
        var script = TouchScript(start: TraceTime(nanoseconds: 1_000_000_000), firstPointer: 7)
        script.doubleTap(at: TracePoint(x: 10, y: 20))
        #expect(lines(script.events) == ["1 7 down 10 20", "1.05 7 up 10 20", "1.15 8 down 10 20", "1.2 8 up 10 20"])
    }

    @Test("several fingers: side by side, --spread apart, centred on the point or path, down and up together")
    func severalFingers() {
        var script = TouchScript(rate: 20)
        script.tap(at: TracePoint(x: 100, y: 200), fingers: 2, spread: 60)
        #expect(lines(script.events) == ["0 1 down 70 200", "0 2 down 130 200", "0.05 1 up 70 200", "0.05 2 up 130 200"])
        script.wait(1)
        script.drag(from: TracePoint(x: 100, y: 0), to: TracePoint(x: 100, y: 100), duration: 0.1, fingers: 3, spread: 10)
        #expect(lines(Array(script.events.dropFirst(4))) == [
            "1.05 3 down 90 0", "1.05 4 down 100 0", "1.05 5 down 110 0",
            "1.1 3 move 90 50", "1.1 4 move 100 50", "1.1 5 move 110 50",
            "1.15 3 up 90 100", "1.15 4 up 100 100", "1.15 5 up 110 100",
        ])
        // No fingers, or fewer, is one finger: a library caller cannot make an empty stroke.
        var one = TouchScript()
        one.longPress(at: TracePoint(x: 5, y: 5), duration: 0.6, fingers: 0)
        #expect(lines(one.events) == ["0 1 down 5 5", "0.6 1 up 5 5"])
    }

    @Test("a long press holds still: no moves without jitter")
    func longPress() {
        var script = TouchScript()
        script.longPress(at: TracePoint(x: 5, y: 5), duration: 0.6)
        #expect(lines(script.events) == ["0 1 down 5 5", "0.6 1 up 5 5"])
    }

    @Test("a drag samples every tick strictly inside its duration and lifts at the end, on the target")
    func drag() {
        var script = TouchScript(rate: 20)
        script.drag(from: TracePoint(x: 0, y: 0), to: TracePoint(x: 100, y: 0), duration: 0.2)
        #expect(lines(script.events) == ["0 1 down 0 0", "0.05 1 move 25 0", "0.1 1 move 50 0", "0.15 1 move 75 0", "0.2 1 up 100 0"])
    }

    @Test("ticks at 60 Hz are stamped to the microsecond, as device clocks stamp touches; the finger is where it is at the tick's exact time")
    func microsecondTicks() {
        var script = TouchScript(rate: 60)
        script.drag(from: TracePoint(x: 0, y: 0), to: TracePoint(x: 60, y: 0), duration: 0.05)
        // 20 and 40, not 20.0004 and 39.9996 (the positions at the stamped times).
        #expect(lines(script.events) == ["0 1 down 0 0", "0.016667 1 move 20 0", "0.033333 1 move 40 0", "0.05 1 up 60 0"])
    }

    @Test("a fling moves at its velocity for its duration")
    func fling() {
        var script = TouchScript(rate: 20)
        script.fling(from: TracePoint(x: 0, y: 100), velocity: TracePoint(x: 0, y: -1000), duration: 0.1)
        #expect(lines(script.events) == ["0 1 down 0 100", "0.05 1 move 0 50", "0.1 1 up 0 0"])
    }

    @Test("a pinch: two fingers on a horizontal line through the centre, spreading together, one frame per tick")
    func pinch() {
        var script = TouchScript(rate: 10)
        script.pinch(center: TracePoint(x: 200, y: 300), startSpread: 100, endSpread: 200, duration: 0.2)
        #expect(lines(script.events) == [
            "0 1 down 150 300", "0 2 down 250 300",
            "0.1 1 move 125 300", "0.1 2 move 275 300",
            "0.2 1 up 100 300", "0.2 2 up 300 300",
        ])
    }

    @Test("a rotation turns the pair about the centre, clockwise on screen for a positive angle")
    func rotate() {
        var script = TouchScript(rate: 10)
        script.rotate(center: TracePoint(x: 0, y: 0), angle: 90, spread: 100, duration: 0.1)
        let events = script.events
        #expect(events.count == 4)
        #expect(lines(Array(events.prefix(2))) == ["0 1 down -50 0", "0 2 down 50 0"])
        // Finger 2 goes from (50, 0) to (0, 50): down the screen, i.e. clockwise.
        #expect(abs(events[3].x) < 1e-9 && events[3].y == 50)
        #expect(abs(events[2].x) < 1e-9 && events[2].y == -50)
    }

    @Test("a two-finger pan moves both fingers by the same amount")
    func pan() {
        var script = TouchScript(rate: 10)
        script.pan(from: TracePoint(x: 100, y: 100), to: TracePoint(x: 100, y: 300), spread: 40, duration: 0.1)
        #expect(lines(script.events) == ["0 1 down 80 100", "0 2 down 120 100", "0.1 1 up 80 300", "0.1 2 up 120 300"])
    }

    @Test("gestures follow one another with waits, and each contact gets a new id")
    func sequence() {
        var script = TouchScript()
        script.tap(at: TracePoint(x: 1, y: 1))
        script.wait(0.5)
        script.tap(at: TracePoint(x: 2, y: 2))
        #expect(lines(script.events) == ["0 1 down 1 1", "0.05 1 up 1 1", "0.55 2 down 2 2", "0.6 2 up 2 2"])
    }

    @Test("jitter: the same seed gives the same trace, a different seed another, offsets within bounds, still fingers sample every tick")
    func jitter() {
        func make(seed: UInt64) -> [TraceEvent] {
            var script = TouchScript(rate: 100, jitter: 2, seed: seed)
            script.longPress(at: TracePoint(x: 50, y: 50), duration: 0.1)
            return script.events
        }
        let first = make(seed: 42)
        #expect(first == make(seed: 42))
        #expect(first != make(seed: 43))
        #expect(first.count == 11)
        #expect(first.allSatisfy { abs($0.x - 50) <= 2 && abs($0.y - 50) <= 2 })
        #expect(first.map(\.phase) == [.down] + Array(repeating: .move, count: 9) + [.up])
    }
}
