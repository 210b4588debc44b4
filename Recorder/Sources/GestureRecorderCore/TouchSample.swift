/// One sample of a touch as UIKit delivers it (a `UITouch`, or one of its coalesced touches),
/// in plain numbers, so everything after the glue runs and is tested anywhere.
public struct TouchSample: Sendable, Equatable {
    /// UIKit's touch phases, with the hover region's.
    public enum Phase: Sendable, Equatable {
        case began, moved, stationary, ended, cancelled
        /// A Pencil or pointer in hover range (`regionEntered`, `regionMoved`, `regionExited`).
        case hoverEntered, hoverMoved, hoverExited
    }

    /// `UITouch.TouchType`: what touched.
    public enum Kind: Sendable, Equatable {
        /// A finger (on Apple Vision Pro, a direct touch).
        case direct
        case pencil
        /// A mouse or trackpad's pointer.
        case indirectPointer
        /// Apple Vision Pro's indirect pinch at the place looked at.
        case indirect
    }

    /// The touch's identity for its whole life: the glue's `ObjectIdentifier` of the `UITouch`.
    public var touch: UInt64
    public var phase: Phase
    /// `UITouch.timestamp`: seconds since the device started, not counting sleep.
    public var timestamp: Double
    /// `location(in: nil)`: points in the window, y down.
    public var x: Double
    public var y: Double
    public var kind: Kind
    /// `force / maximumPossibleForce`, when the touch reports force (Pencil, 3D Touch).
    public var pressure: Double?
    /// A Pencil's pose, radians: `altitudeAngle`, `azimuthAngle(in: nil)`, `rollAngle`.
    public var altitude: Double?
    public var azimuth: Double?
    public var roll: Double?
    /// A hovering Pencil's height, 0 near to 1 far (`UIHoverGestureRecognizer.zOffset`).
    public var zOffset: Double?
    /// The samples UIKit coalesced into this one since the last event, oldest first, without
    /// this one (`coalescedTouches(for:)` less its last, the touch itself).
    public var coalesced: [Coalesced] = []

    /// A coalesced sample: its time (`UITouch.timestamp`) and place in the window.
    public struct Coalesced: Sendable, Equatable {
        public var timestamp: Double
        public var x: Double
        public var y: Double
        public init(timestamp: Double, x: Double, y: Double) {
            self.timestamp = timestamp
            self.x = x
            self.y = y
        }
    }

    public init(touch: UInt64, phase: Phase, timestamp: Double, x: Double, y: Double, kind: Kind = .direct,
                pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil, roll: Double? = nil, zOffset: Double? = nil) {
        self.touch = touch
        self.phase = phase
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.kind = kind
        self.pressure = pressure
        self.altitude = altitude
        self.azimuth = azimuth
        self.roll = roll
        self.zOffset = zOffset
    }

    /// The trace's `phase` (docs/trace-format.md), or nil for a sample the trace does not keep:
    /// a stationary touch did not move, and a finger is not seen until it touches.
    var tracePhase: String? {
        switch phase {
        case .began: "down"
        case .moved: "move"
        case .ended: "up"
        case .cancelled: "cancel"
        case .stationary: nil
        case .hoverEntered, .hoverMoved: kind == .pencil || kind == .indirectPointer ? "hover" : nil
        case .hoverExited: kind == .pencil || kind == .indirectPointer ? "leave" : nil
        }
    }

    /// The trace's `input`.
    var input: String {
        switch kind {
        case .direct: "touch"
        case .pencil: "pencil"
        case .indirectPointer: "pointer"
        case .indirect: "indirect"
        }
    }

    /// Whether the touch's life ends with this sample, so its id is free again.
    var ends: Bool { phase == .ended || phase == .cancelled || phase == .hoverExited }
    /// Whether the sample is a contact (down to up), not a hover.
    var isContact: Bool { phase == .began || phase == .moved || phase == .stationary || phase == .ended || phase == .cancelled }
}
