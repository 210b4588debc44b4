import FoundationEssentials

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation — SwiftUI's
/// `RotateGesture` (iOS 17). Two fingers; active once the angle has changed by
/// `minimumAngleDelta`; ends when either finger lifts. Positive is clockwise on screen.
public struct RotateGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var timestamp: GestureTime
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        public var time: Date { timestamp.date }
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = GestureConstants.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        PinchRecognizer(threshold: .angle(minimumAngleDelta)).map {
            Value(timestamp: $0.time, rotation: .radians($0.rotation), velocity: .radians($0.rotationVelocity),
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}
