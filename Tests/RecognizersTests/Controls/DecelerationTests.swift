@testable import Recognizers
import Testing

/// UIKit's scroll view after the lift, against OUI's measurements on the iOS 26.1 simulator
/// (docs/semantics.md#scroll-views-as-measured), within a device's tolerances: ±1 pt, ±0.02 s.
@Suite("Deceleration: UIKit's measured decay, stop, rubber band, bounce and spring back")
struct DecelerationTests {
    @Test("the projected rest is v0 × 0.4995 s at the normal rate and v0 × 0.0995 s at the fast one")
    func projection() {
        #expect(abs(DecelerationAxis.projectedRest(offset: 0, velocity: 1000, rate: 0.998) - 499.4996) < 0.001)
        #expect(abs(DecelerationAxis.projectedRest(offset: 100, velocity: -1000, rate: 0.99) - (100 - 99.4992)) < 0.001)
    }

    /// OUI decel_v750 and decel_v3000: at rest 0.499 · (v0 − 10) on, ln(10 / v0) / ln(0.998) ms after the lift.
    @Test("a flick rests at x0 + 0.499 · (v0 − 10): 750 pt/s → +369.3 pt at 2.16 s; 3000 pt/s → at 2.85 s",
          arguments: [(750.0, 369.3, 2.16), (3000.0, 1492.0, 2.85), (-750.0, -369.3, 2.16)])
    func restsAsMeasured(velocity: Double, travel: Double, seconds: Double) {
        let axis = DecelerationAxis(offset: 2000, velocity: velocity, rate: 0.998, minimum: 0, maximum: 10_000)
        #expect(abs(axis.restOffset - (2000 + travel)) < 1)
        #expect(abs(axis.duration - seconds) < 0.02)
        #expect(axis.spring == nil)
        // Stepped per millisecond: after 1 ms, one step of v0 · 0.998 / 1000.
        #expect(abs(axis.offset(after: 0.0015) - (2000 + velocity * 0.998 / 1000)) < 1e-9)
        #expect(axis.offset(after: axis.duration + 1) == axis.restOffset)
    }

    @Test("under 10 pt/s nothing moves; 10 pt/s does not rest at once")
    func stopSpeedThreshold() {
        #expect(DecelerationAxis(offset: 10, velocity: 9.99, rate: 0.998, minimum: 0, maximum: 100).duration == 0)
        #expect(DecelerationAxis(offset: 10, velocity: -9.99, rate: 0.998, minimum: 0, maximum: 100).restOffset == 10)
        #expect(DecelerationAxis(offset: 10, velocity: 10.03, rate: 0.998, minimum: 0, maximum: 100).duration > 0)
    }

    /// OUI edge_impact: 3125 pt/s with the edge 60 pt on overshoots 100.3 pt, peaking 0.107 s after
    /// the lift, and rests on the edge 0.81 s after it.
    @Test("a flick that reaches an edge bounces: 100.3 pt past it at 0.107 s, at rest on it at 0.81 s")
    func bounce() throws {
        let axis = DecelerationAxis(offset: 940, velocity: 3125, rate: 0.998, minimum: 0, maximum: 1000)
        let spring = try #require(axis.spring)
        #expect(abs(spring.since - 0.0196) < 0.001)
        #expect(axis.restOffset == 1000)
        #expect(abs(axis.duration - 0.81) < 0.02)
        let frames = (1...60).map { Double($0) / 60 }
        let peak = try #require(frames.max { axis.offset(after: $0) < axis.offset(after: $1) })
        #expect(abs(axis.offset(after: peak) - 1100.3) < 1)
        #expect(abs(peak - 0.107) < 0.02)
        // The other edge, the other way.
        let top = DecelerationAxis(offset: 60, velocity: -3125, rate: 0.998, minimum: 0, maximum: 1000)
        #expect(abs(top.offset(after: peak) + 100.3) < 1)
    }

    @Test("a view that does not bounce stops at the edge it reaches, when it reaches it")
    func noBounce() {
        let axis = DecelerationAxis(offset: 940, velocity: 3125, rate: 0.998, minimum: 0, maximum: 1000, bounces: false)
        #expect(axis.spring == nil)
        #expect(axis.restOffset == 1000)
        #expect(abs(axis.duration - 0.0196) < 0.001)
        #expect(axis.offset(after: 0.019) < 1000 && axis.offset(after: 0.019) > 990)
    }

    @Test("a spring that starts more than ten seconds after the lift still rests after it starts")
    func lateSpring() throws {
        let edge = DecelerationAxis.travel(speed: 1e11, rate: 0.998, steps: 10_500)
        let axis = DecelerationAxis(offset: 0, velocity: 1e11, rate: 0.998, minimum: 0, maximum: edge)
        let spring = try #require(axis.spring)
        #expect(spring.since > 10)
        #expect(axis.duration > spring.since && axis.duration < spring.since + 10)
    }

    /// OUI rubberband_top: 600 pt of travel past the top of an 852 pt viewport shows −235 pt;
    /// let go there, it is back at the edge 0.69 s after the lift.
    @Test("let go 235 pt past the top, the spring brings it back by 0.69 s")
    func springBack() {
        let axis = DecelerationAxis(offset: -235, velocity: 0, rate: 0.998, minimum: 0, maximum: 1000)
        #expect(axis.restOffset == 0)
        #expect(abs(axis.duration - 0.69) < 0.02)
        #expect(axis.offset(after: 0.1) > -235 && axis.offset(after: 0.1) < 0)
        #expect(axis.offset(after: 1) == 0)
    }

    @Test("the rubber band: 5 / 190 / 390 / 590 pt past the edge of 852 pt show 2.67 / 93 / 171.3 / 235 pt",
          arguments: [(5.0, 2.67), (190.0, 93.0), (390.0, 171.3), (590.0, 235.0)])
    func rubberBand(overshoot: Double, shown: Double) {
        let band = DecelerationAxis.rubberBand(overshoot, viewport: 852)
        #expect(abs(band - shown) < 1)
        #expect(abs(DecelerationAxis.overshoot(showing: band, viewport: 852) - overshoot) < 1e-6)
    }
}
