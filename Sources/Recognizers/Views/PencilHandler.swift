/// Where an Apple Pencil hovers over a view and how it is held (SwiftUI's `PencilHoverPose`,
/// docs/semantics.md#input-beyond-touch): in the view's own space.
public struct PencilHoverPose: Equatable, Sendable {
    /// The point over the view, in its local coordinate space.
    public var location: CGPoint
    /// The point as a fraction of the view's size.
    public var anchor: UnitPoint
    /// How high it hovers: 1 at the farthest it is sensed, toward 0 as it nears the screen.
    public var zDistance: CGFloat
    /// 0 parallel to the screen, 90° perpendicular.
    public var altitude: Angle
    /// 0 along the view's +x.
    public var azimuth: Angle
    /// The barrel's roll.
    public var roll: Angle
}

/// What `.onPencilSqueeze` receives in its phases (SwiftUI's `PencilSqueezeGestureValue`).
public struct PencilSqueezeGestureValue: Equatable, Sendable {
    public var timestamp: GestureTime
    /// The pose of the Pencil when it hovered over the view as the squeeze came; nil when it was
    /// not over the view or no hover was sensed (docs/semantics.md#input-beyond-touch).
    public var hoverPose: PencilHoverPose?
}

/// `.onPencilSqueeze`'s phases (SwiftUI's `PencilSqueezeGesturePhase`, docs/semantics.md#input-beyond-touch).
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
    case active(PencilSqueezeGestureValue)
    case ended(PencilSqueezeGestureValue)
    case failed
}

/// What `.onPencilDoubleTap` receives (SwiftUI's `PencilDoubleTapGestureValue`).
public struct PencilDoubleTapGestureValue: Equatable, Sendable {
    public var timestamp: GestureTime
    public var hoverPose: PencilHoverPose?
}

/// A Pencil's hover sample as a trace gives it: global points, a height and angles (radians);
/// a value the trace does not give is NaN.
public struct PencilHoverSample: Equatable, Sendable {
    public var location: CGPoint
    public var zOffset: Double
    public var altitude: Double
    public var azimuth: Double
    public var roll: Double

    public init(location: CGPoint, zOffset: Double = .nan, altitude: Double = .nan, azimuth: Double = .nan, roll: Double = .nan) {
        self.location = location
        self.zOffset = zOffset
        self.altitude = altitude
        self.azimuth = azimuth
        self.roll = roll
    }

    /// The pose relative to a view whose frame is `geometry`'s, or nil when the sample is not
    /// over it. A value the sample lacks is 0, as UIKit's `zOffset` is "0 for devices that don't
    /// support" it (docs/semantics.md#input-beyond-touch).
    func pose(over geometry: ViewGeometry) -> PencilHoverPose? {
        guard geometry.globalFrame.contains(location) else { return nil }
        let local = geometry.convert(location, to: .local)
        let size = geometry.frame.size
        func given(_ value: Double) -> Double { value.isNaN ? 0 : value }
        return PencilHoverPose(location: local,
                               anchor: UnitPoint(x: size.width > 0 ? local.x / size.width : 0, y: size.height > 0 ? local.y / size.height : 0),
                               zDistance: given(zOffset), altitude: Angle(radians: given(altitude)),
                               azimuth: Angle(radians: given(azimuth)), roll: Angle(radians: given(roll)))
    }
}

/// A view's `.onPencilSqueeze` or `.onPencilDoubleTap` (docs/semantics.md#input-beyond-touch): callbacks, not gestures —
/// a `UIPencilInteraction` is not hit-tested, so every view with one on screen receives them,
/// in view order (proposed).
public struct PencilHandler {
    public enum Kind {
        case squeeze((PencilSqueezeGesturePhase) -> Void)
        case doubleTap((PencilDoubleTapGestureValue) -> Void)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }
}

extension SceneView {
    /// `.onPencilSqueeze { phase in }`.
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> SceneView {
        pencil(PencilHandler(.squeeze(action)))
    }

    /// `.onPencilDoubleTap { value in }`.
    public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> SceneView {
        pencil(PencilHandler(.doubleTap(action)))
    }
}
