/// How far a replayed callback may be from the device's and still agree
/// (docs/recording.md#how-callbacks-are-compared). One place for the numbers.
package struct ConformanceTolerance: Sendable {
    /// Seconds, for `t` and a value's `time`: one display frame of the device that recorded
    /// the take (its `maximumFramesPerSecond`), since SwiftUI runs callbacks once per frame.
    package var time: Double
    /// Points, and points per second: a location, translation or velocity. The 0.5 pt,
    /// half of the smallest step a finger's position takes on a 2x screen.
    package var length: Double
    /// A scale (`magnification`), an angle in radians, a unit point (`startAnchor`). 0.01 is
    /// 1% of a pinch and 0.57° of a turn; degrees get the same angle in degrees.
    package var scale: Double

    /// A frame at 60 Hz: the rate a take that does not say its screen's is taken to have.
    package static let defaultFramesPerSecond = 60.0
    package static let defaultLength = 0.5
    package static let defaultScale = 0.01

    package init(time: Double, length: Double = Self.defaultLength, scale: Double = Self.defaultScale) {
        self.time = time
        self.length = length
        self.scale = scale
    }

    /// One frame at `framesPerSecond`, with the default value tolerances.
    package static func frame(at framesPerSecond: Double) -> ConformanceTolerance {
        ConformanceTolerance(time: 1 / framesPerSecond)
    }

    /// The tolerance of a number under `key` inside a value whose enclosing key is `parent`.
    func limit(key: String, parent: String?) -> Double {
        if parent == "startAnchor" { return scale }
        switch key {
        case "time": return time
        case "magnification", "radians": return scale
        case "degrees": return scale * 180 / Double.pi
        default: return length
        }
    }
}
