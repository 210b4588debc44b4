import FoundationEssentials

/// A gesture that recognizes a magnification motion and tracks the amount of magnification —
/// SwiftUI's `MagnifyGesture` (iOS 17). Two fingers; active once the scale has changed by
/// `minimumScaleDelta`; ends when either finger lifts.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var timestamp: GestureTime
        /// The relative amount that the gesture has magnified by: 2.0 is twice the starting size.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        public var time: Date { timestamp.date }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = GestureConstants.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        PinchRecognizer(threshold: .scale(minimumScaleDelta)).map {
            Value(timestamp: $0.time, magnification: $0.magnification, velocity: $0.magnificationVelocity,
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}
