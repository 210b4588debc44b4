#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view's motion along one axis after the finger lifts, as UIKit's was measured
/// (docs/semantics.md#scroll-views-as-measured):
/// - inside the content, it decelerates in steps of one millisecond, the velocity kept at the
///   rate `r` per step, and stops once the speed falls under `ControlConstants.decelerationStopSpeed`:
///   it rests at `x0 + r · (1 − r^N) / (1 − r) · v0 / 1000`, about `x0 + 0.499 · (v0 − 10)` at the
///   normal rate;
/// - reaching an edge on the way, it bounces: a critically damped spring takes over at the edge
///   with the velocity it had there, overshoots and settles back on the edge;
/// - let go past an edge, the same spring brings it back.
/// The spring rests at the first display frame whose speed is under `ControlConstants.bounceRestSpeed`.
public struct DecelerationAxis: Equatable, Sendable {
    public let start: Double
    public let velocity: Double
    public let rate: Double
    /// How many one-millisecond steps the deceleration inside the content takes.
    public let steps: Int
    /// The spring at an edge, if the motion ends in one.
    public let spring: Spring?
    /// Seconds after the lift at which the axis comes to rest, and where.
    public let duration: Double
    public let restOffset: Double
    /// The content's edges: a decelerating offset stays between them until a spring takes over.
    let edges: ClosedRange<Double>

    /// `x(s) = edge + (p + (v + ω p) s) e^(−ω s)` for `s` seconds after `since`.
    public struct Spring: Equatable, Sendable {
        public let since: Double
        public let edge: Double
        /// How far past the edge it starts, and its velocity there (both signed, as offsets are).
        public let displacement: Double
        public let velocity: Double

        func offset(after elapsed: Double) -> Double {
            let s = max(0, elapsed - since)
            let omega = ControlConstants.bounceSpringFrequency
            return edge + (displacement + (velocity + omega * displacement) * s) * exp(-omega * s)
        }

        func speed(after elapsed: Double) -> Double {
            let s = max(0, elapsed - since)
            let omega = ControlConstants.bounceSpringFrequency
            return abs((velocity - omega * (velocity + omega * displacement) * s) * exp(-omega * s))
        }

        /// The first display frame after the lift, past the spring's start, at which it is slow
        /// enough to rest; at most ten seconds after the spring starts.
        var restTime: Double {
            let frame = ControlConstants.displayFrameInterval
            let first = max(1, (since / frame).rounded(.down) + 1)
            for index in 0..<600 {
                let time = (first + Double(index)) * frame
                if time > since && speed(after: time) < ControlConstants.bounceRestSpeed { return time }
            }
            return (first + 600) * frame
        }
    }

    /// The motion from `offset` at `velocity` between the edges `minimum` and `maximum`; a view that
    /// does not `bounce` stops at an edge it reaches.
    public init(offset: Double, velocity: Double, rate: Double, minimum: Double, maximum: Double, bounces: Bool = true) {
        start = offset
        self.velocity = velocity
        self.rate = rate
        self.edges = minimum...max(minimum, maximum)
        if bounces, offset < minimum || offset > maximum {
            // Let go past an edge: the spring pulls it back, seeded toward the edge.
            let edge = offset < minimum ? minimum : maximum
            let displacement = offset - edge
            let spring = Spring(since: 0, edge: edge, displacement: displacement,
                                velocity: -ControlConstants.springBackSeed * ControlConstants.bounceSpringFrequency * displacement)
            steps = 0
            self.spring = spring
            duration = spring.restTime
            restOffset = edge
            return
        }
        let speed = abs(velocity)
        let stop = ControlConstants.decelerationStopSpeed
        guard speed >= stop, speed.isFinite, rate > 0, rate < 1 else {
            steps = 0
            spring = nil
            duration = 0
            restOffset = offset
            return
        }
        let steps = Int(min(1e7, (log(stop / speed) / log(rate)).rounded(.down)))
        let travel = Self.travel(speed: speed, rate: rate, steps: Double(steps))
        let toEdge = velocity > 0 ? maximum - offset : offset - minimum
        if travel >= toEdge {
            // Reaches the edge within the step that crosses it: the spring starts there.
            let remaining = 1 - toEdge * 1000 * (1 - rate) / (speed * rate)
            let crossing = remaining > 0 ? max(0, log(remaining) / log(rate)) : 0
            let edge = velocity > 0 ? maximum : minimum
            self.steps = steps
            restOffset = edge
            guard bounces else {
                spring = nil
                duration = crossing / 1000
                return
            }
            let spring = Spring(since: crossing / 1000, edge: edge, displacement: 0,
                                velocity: (velocity > 0 ? speed : -speed) * pow(rate, crossing))
            self.spring = spring
            duration = spring.restTime
        } else {
            self.steps = steps
            spring = nil
            duration = Double(steps) / 1000
            restOffset = offset + (velocity > 0 ? travel : -travel)
        }
    }

    /// The distance `steps` one-millisecond steps cover from `speed`: `Σ speed · r^k / 1000`.
    static func travel(speed: Double, rate: Double, steps: Double) -> Double {
        speed * rate * (1 - pow(rate, steps)) / (1 - rate) / 1000
    }

    /// The offset `elapsed` seconds after the lift.
    public func offset(after elapsed: Double) -> Double {
        guard elapsed < duration else { return restOffset }
        if let spring, elapsed >= spring.since { return spring.offset(after: elapsed) }
        let step = min(Double(steps), max(0, (elapsed * 1000).rounded(.down)))
        let travel = Self.travel(speed: abs(velocity), rate: rate, steps: step)
        let offset = start + (velocity > 0 ? travel : -travel)
        return edges.contains(start) ? min(edges.upperBound, max(edges.lowerBound, offset)) : offset
    }

    /// The closed-form rest position with no stop speed and no edges: `x0 + v0 / (−1000 ln r)`
    /// (0.4995 s × v0 at the normal rate) — what a fling is projected to.
    public static func projectedRest(offset: Double, velocity: Double, rate: Double) -> Double {
        offset + velocity / (-1000 * log(rate))
    }

    /// Where content dragged `overshoot` points past an edge shows, as UIKit's rubber band does:
    /// `(1 − 1 / (x · c / d + 1)) · d` for a viewport `d` points long. [MEASURED, OUI]
    public static func rubberBand(_ overshoot: Double, viewport: Double) -> Double {
        guard overshoot > 0, viewport > 0 else { return 0 }
        return (1 - 1 / (overshoot * ControlConstants.rubberBandCoefficient / viewport + 1)) * viewport
    }

    /// The overshoot whose rubber band shows `shown` points: the inverse of `rubberBand`.
    public static func overshoot(showing shown: Double, viewport: Double) -> Double {
        guard shown > 0, viewport > 0, shown < viewport else { return max(0, shown) }
        return (1 / (1 - shown / viewport) - 1) * viewport / ControlConstants.rubberBandCoefficient
    }
}
