import Testing
import TraceFormat

private func event(_ t: Double, _ id: Int64, _ phase: PointerPhase, _ x: Double, _ y: Double = 0) -> TraceEvent {
    TraceEvent(time: TraceTime(seconds: t), pointer: id, phase: phase, x: x, y: y)
}

private func resample(_ events: [TraceEvent], rate: Double) -> [String] {
    var resampler = TraceResampler(rate: rate)
    var out: [TraceEvent] = []
    for event in events { resampler.feed(event) { out.append($0) } }
    resampler.finish { out.append($0) }
    return lines(out)
}

@Suite("TraceResampler: the same fingers as a panel with another sampling rate reports them")
struct TraceResamplerTests {
    @Test("down and up stay exact; moves move to the grid, on the line between the original samples")
    func onePointer() {
        let trace = [event(0, 1, .down, 0), event(0.01, 1, .move, 10), event(0.03, 1, .move, 30),
                     event(0.05, 1, .move, 70), event(0.055, 1, .up, 80)]
        #expect(resample(trace, rate: 50) == ["0 1 down 0 0", "0.02 1 move 20 0", "0.04 1 move 50 0", "0.055 1 up 80 0"])
    }

    @Test("a faster rate adds samples between the original ones")
    func upsampling() {
        let trace = [event(0, 1, .down, 0), event(0.1, 1, .move, 100), event(0.2, 1, .up, 100)]
        #expect(resample(trace, rate: 20) == ["0 1 down 0 0", "0.05 1 move 50 0", "0.1 1 move 100 0", "0.15 1 move 100 0", "0.2 1 up 100 0"])
    }

    @Test("an up on a tick keeps its own place and no tick sample is added at its time")
    func upOnTick() {
        let trace = [event(0, 1, .down, 0), event(0.1, 1, .up, 10)]
        #expect(resample(trace, rate: 10) == ["0 1 down 0 0", "0.1 1 up 10 0"])
    }

    @Test("a finger silent for longer than a second was resting: it moves to its next sample over the last second only")
    func restingFinger() {
        // Down at 0, nothing until 10 s, then 10 pt to the right: at 2 Hz the ticks from 0.5 to
        // 8.5 s are not made; 9.5 s is halfway along the last second's line.
        let trace = [event(0, 1, .down, 0), event(10, 1, .move, 10), event(10.2, 1, .up, 10)]
        #expect(resample(trace, rate: 2) == ["0 1 down 0 0", "9.5 1 move 5 0", "10 1 move 10 0", "10.2 1 up 10 0"])
        // An hour's silence at 120 Hz makes 120 grid samples, not 432,000: the down, the last
        // second's 120 ticks (the one at 3600 s is the move), the half second after it (60 ticks,
        // less the one at the up's time) and the up.
        let hour = [event(0, 1, .down, 0), event(3600, 1, .move, 10), event(3600.5, 1, .up, 10)]
        #expect(resample(hour, rate: 120).count == 1 + 120 + 59 + 1)
    }

    @Test("two pointers share one grid and come out in time order (equal times in the order the pointers went down), a slow finger's ticks waiting for its next sample")
    func twoPointers() {
        let trace = [event(0, 1, .down, 0), event(0, 2, .down, 100),
                     event(0.02, 2, .move, 120), event(0.04, 2, .move, 140),
                     event(0.05, 1, .move, 50), event(0.06, 2, .up, 160), event(0.06, 1, .up, 60)]
        #expect(resample(trace, rate: 50) == [
            "0 1 down 0 0", "0 2 down 100 0",
            "0.02 1 move 20 0", "0.02 2 move 120 0",
            "0.04 1 move 40 0", "0.04 2 move 140 0",
            "0.06 1 up 60 0", "0.06 2 up 160 0",
        ])
    }

    @Test("the grid is anchored at the trace's first event, not at zero")
    func anchoredGrid() {
        let trace = [event(1.003, 1, .down, 0), event(1.023, 1, .move, 20), event(1.03, 1, .up, 20)]
        #expect(resample(trace, rate: 100) == ["1.003 1 down 0 0", "1.013 1 move 10 0", "1.023 1 move 20 0", "1.03 1 up 20 0"])
    }
}
