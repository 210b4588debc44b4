/// Every number that shapes recognition, with its unit and where it comes from. docs/semantics.md
/// ("Constants") lists them with their sources; "proposed" marks what SwiftUI does not document
/// and this project proposes.
public enum GestureConstants {
    /// A tap fails once its touch is this far (points, global space) from that tap's own
    /// touch-down; the comparison is `≥`. [OpenSwiftUI TapGesture; UIKit's tap recognizer]
    public static let tapMaximumMovement: CGFloat = 45
    /// A tap fails when held this long (seconds, from its touch-down — proposed); `≥`.
    /// [OpenSwiftUI TapGesture; UIKit]
    public static let tapMaximumDuration: Double = 0.75
    /// After each non-final tap of a multi-tap, the next tap must go down and up within this many
    /// seconds of the previous up; expiry is inclusive (proposed). [OpenSwiftUI RepeatGesture; UIKit]
    public static let tapRepeatInterval: Double = 0.35

    /// `LongPressGesture.init` defaults: seconds, points. [Apple documentation]
    public static let longPressMinimumDuration: Double = 0.5
    public static let longPressMaximumDistance: CGFloat = 10

    /// `DragGesture.init` default, points, activation at `≥`. [Apple documentation]
    public static let dragMinimumDistance: CGFloat = 10
    /// `predictedEndLocation = location + velocity × horizon`, seconds. [SwiftUI's interface:
    /// `velocity = 4 × (predictedEndLocation − location)`]
    public static let dragPredictionHorizon: Double = 0.25

    /// `MagnifyGesture.init` default, a scale delta. [Apple documentation]
    public static let magnifyMinimumScaleDelta: CGFloat = 0.01
    /// `RotateGesture.init` default. [Apple documentation]
    public static let rotateMinimumAngleDelta: Angle = .degrees(1)

    /// Velocity is estimated from the last this many samples. [OpenSwiftUI VelocitySampler]
    public static let velocitySampleCount = 3
    /// The weight of the older of the two segments when three samples are held.
    /// [OpenSwiftUI VelocitySampler `previousSampleWeight`]
    public static let velocityPreviousSampleWeight: Double = 0.75
    /// A sample this close in time (seconds) to the newest one replaces it instead of adding a
    /// segment, so samples sharing a timestamp never divide by zero. (proposed)
    public static let velocitySampleMergeInterval: Double = 0.001
}
