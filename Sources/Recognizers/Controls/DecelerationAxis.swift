#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view's motion along one axis after the finger lifts (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider):
/// velocity decays as `v(t) = v0 · r^(1000 t)` with UIKit's per-millisecond rate `r`, so the
/// offset is `x(t) = x0 + v0 · (1 − r^(1000 t)) / (−1000 ln r)`. The motion stops when the speed
/// falls below `ControlConstants.decelerationStopSpeed` or the offset reaches an edge of
/// `[minimum, maximum]` (the rubber band is not modelled).
public struct DecelerationAxis: Equatable, Sendable {
    public let start: Double
    public let velocity: Double
    /// `−1000 ln r`: the decay constant, per second.
    public let decay: Double
    /// Seconds after the lift at which the axis comes to rest, and where.
    public let duration: Double
    public let restOffset: Double

    public init(offset: Double, velocity: Double, rate: Double, minimum: Double, maximum: Double) {
        start = offset
        self.velocity = velocity
        decay = -1000 * log(rate)
        let stop = ControlConstants.decelerationStopSpeed
        guard abs(velocity) >= stop, decay > 0 else {
            duration = 0
            restOffset = offset
            return
        }
        var time = log(abs(velocity) / stop) / decay
        let edge = velocity > 0 ? maximum : minimum
        let free = offset + (velocity - (velocity > 0 ? stop : -stop)) / decay
        if (velocity > 0 && free >= edge) || (velocity < 0 && free <= edge) {
            // Reaches the edge first: solve x(t) = edge.
            let remaining = 1 - (edge - offset) * decay / velocity
            time = remaining > 0 ? -log(remaining) / decay : 0
            restOffset = edge
        } else {
            restOffset = free
        }
        duration = max(0, time)
    }

    /// The offset `elapsed` seconds after the lift.
    public func offset(after elapsed: Double) -> Double {
        guard elapsed < duration else { return restOffset }
        return start + velocity * (1 - exp(-decay * elapsed)) / decay
    }

    /// The closed-form rest position with no stop speed and no edges: `x0 + v0 / (−1000 ln r)`
    /// (0.4995 s × v0 at the normal rate) — what a fling is projected to.
    public static func projectedRest(offset: Double, velocity: Double, rate: Double) -> Double {
        offset + velocity / (-1000 * log(rate))
    }
}
