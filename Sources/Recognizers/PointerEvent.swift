import FoundationEssentials

/// A point on the replay's virtual clock: whole nanoseconds since the start of the trace.
public struct GestureTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    public init(seconds: Double) { nanoseconds = Int64((seconds * 1e9).rounded()) }
    public var seconds: Double { Double(nanoseconds) / 1e9 }
    public static func < (lhs: GestureTime, rhs: GestureTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (time: GestureTime, seconds: Double) -> GestureTime {
        GestureTime(nanoseconds: time.nanoseconds &+ Int64((seconds * 1e9).rounded()))
    }
    public static func - (lhs: GestureTime, rhs: GestureTime) -> Double {
        Double(lhs.nanoseconds &- rhs.nanoseconds) / 1e9
    }
    public var description: String { "\(seconds)" }

    /// The `Date` SwiftUI would put in a value's `time`: trace time 0 is the reference date
    /// (2001-01-01 00:00:00 UTC).
    public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }
}

/// What a touch did, in UIKit's words; the trace's down/move/up/cancel map onto them (spec §1.2).
public enum TouchPhase: UInt8, Sendable {
    case began, moved, ended, cancelled
}

/// One pointer's event as the gestures see it: global (window) points, y down.
public struct PointerEvent: Equatable, Sendable {
    public var pointer: Int64
    public var phase: TouchPhase
    public var location: CGPoint
    public var time: GestureTime

    public init(pointer: Int64, phase: TouchPhase, location: CGPoint, time: GestureTime) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.time = time
    }
}
