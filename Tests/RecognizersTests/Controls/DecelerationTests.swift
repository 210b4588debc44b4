@testable import Recognizers
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Deceleration: UIKit's exponential decay against its closed form (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider)")
struct DecelerationTests {
    @Test("the projected rest is v0 × 0.4995 s at the normal rate and v0 × 0.0995 s at the fast one")
    func projection() {
        #expect(abs(DecelerationAxis.projectedRest(offset: 0, velocity: 1000, rate: 0.998) - 499.4996) < 0.001)
        #expect(abs(DecelerationAxis.projectedRest(offset: 100, velocity: -1000, rate: 0.99) - (100 - 99.4992)) < 0.001)
    }

    @Test("a fling stops when its speed falls below 0.5 pt/s: at ln(|v0| / 0.5) / k, at x0 + (v0 − 0.5) / k")
    func stopsAtStopSpeed() {
        let axis = DecelerationAxis(offset: 200, velocity: 1200, rate: 0.998, minimum: 0, maximum: 10_000)
        let k = -1000 * log(0.998)
        #expect(abs(axis.duration - log(1200 / 0.5) / k) < 1e-9)
        #expect(abs(axis.restOffset - (200 + 1199.5 / k)) < 1e-9)
        // Halfway through, the offset is the closed form x0 + v0 (1 − e^(−k t)) / k.
        let t = axis.duration / 2
        #expect(abs(axis.offset(after: t) - (200 + 1200 * (1 - exp(-k * t)) / k)) < 1e-9)
        #expect(axis.offset(after: axis.duration + 1) == axis.restOffset)
    }

    @Test("a fling toward an edge stops there, at the time the closed form reaches it")
    func stopsAtEdge() {
        let axis = DecelerationAxis(offset: 900, velocity: 1000, rate: 0.998, minimum: 0, maximum: 1000)
        let k = -1000 * log(0.998)
        #expect(axis.restOffset == 1000)
        #expect(abs(axis.duration - -log(1 - 100 * k / 1000) / k) < 1e-9)
        #expect(abs(axis.offset(after: axis.duration - 1e-6) - 1000) < 0.01)
        let back = DecelerationAxis(offset: 50, velocity: -1000, rate: 0.99, minimum: 0, maximum: 1000)
        #expect(back.restOffset == 0)
    }

    @Test("under the stop speed nothing moves: 0.49 pt/s rests at once, 0.5 pt/s does not")
    func stopSpeedThreshold() {
        #expect(DecelerationAxis(offset: 10, velocity: 0.49, rate: 0.998, minimum: 0, maximum: 100).duration == 0)
        #expect(DecelerationAxis(offset: 10, velocity: -0.49, rate: 0.998, minimum: 0, maximum: 100).restOffset == 10)
        #expect(DecelerationAxis(offset: 10, velocity: 0.51, rate: 0.998, minimum: 0, maximum: 100).duration > 0)
    }
}
