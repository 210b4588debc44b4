#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A trackpad's pinch and rotation as the two contacts the pinch and rotation recognizers
/// follow (docs/semantics.md#input-beyond-touch, proposed): centred on the cursor,
/// `InputConstants.trackpadContactSpacing` apart times `1 + Σ magnify delta`, and turned by
/// `Σ rotate delta` (degrees, clockwise-positive as the trace stores it). A magnification of
/// `1 + Σ delta` is AppKit's recognizer's convention (docs/semantics.md#input-beyond-touch); the rotation is the sum of the
/// deltas. The recognizers then measure what they measure of two fingers, so MagnifyGesture's
/// `magnification` is `1 + Σ delta` and RotateGesture's `rotation` is `Σ delta` to rounding.
///
/// A trackpad sends a magnify and a rotation at once for one pair of fingers: both move the
/// same pair, which is down while either is under way. A state machine that returns the
/// contacts' events; the replayer delivers them.
public struct TrackpadTransform: Sendable {
    public enum Kind: Sendable { case magnify, rotate }
    public typealias Phase = InteractionPhase

    /// The contacts' ids. A trace may use them too, but the reader refuses a pointer whose event
    /// stream is one while a trackpad gesture is under way, and the reverse
    /// (`TraceEvent.reservedPointers`, the same two).
    public static let contactIDs: (Int64, Int64) = (Int64.min, Int64.min + 1)

    private var magnifying = false
    private var rotating = false
    /// A kind still under way when the other cancelled the pair: its lines change nothing until
    /// it ends, rather than land a new pair.
    private var cancelledUnderWay: (magnify: Bool, rotate: Bool) = (false, false)
    private var scale = 1.0
    private var degrees = 0.0
    private var center = CGPoint.zero
    /// Whether the contacts are down.
    public private(set) var isDown = false

    public init() {}

    /// The contacts' frames for one magnify or rotate line: none; one, both contacts with one
    /// phase; or two when the line begins the pair with a delta — the contacts land as they are
    /// and then move by it, so the recognizers, which measure from the landing, count the first
    /// line's delta too (`1 + Σ delta` with every line's). A line of a kind not under way begins
    /// it (a trace's reader refuses that; the engine is lenient).
    public mutating func receive(_ kind: Kind, _ phase: Phase, delta: Double, at location: CGPoint, time: GestureTime,
                                 input: PointerInput = .transform) -> [[PointerEvent]] {
        switch (kind, phase) {
        case (.magnify, .began): cancelledUnderWay.magnify = false
        case (.rotate, .began): cancelledUnderWay.rotate = false
        case (.magnify, _) where cancelledUnderWay.magnify:
            if phase == .ended || phase == .cancelled { cancelledUnderWay.magnify = false }
            return []
        case (.rotate, _) where cancelledUnderWay.rotate:
            if phase == .ended || phase == .cancelled { cancelledUnderWay.rotate = false }
            return []
        default: break
        }
        if phase == .cancelled {
            guard isDown else { return [] }
            cancelledUnderWay = (kind != .magnify && magnifying, kind != .rotate && rotating)
            magnifying = false
            rotating = false
            isDown = false
            return [contacts(.cancelled, time: time, input: input)]
        }
        var frames: [[PointerEvent]] = []
        let finite = delta.isFinite ? delta : 0
        if !isDown {
            isDown = true
            scale = 1
            degrees = 0
            center = location
            frames.append(contacts(.began, time: time, input: input))
        }
        // A line that moves nothing (the magnify ending while the rotation goes on) moves no contact.
        let moves = finite != 0 || location != center
        center = location
        switch kind {
        case .magnify:
            magnifying = phase != .ended
            scale += finite
        case .rotate:
            rotating = phase != .ended
            degrees += finite
        }
        if !magnifying && !rotating {
            isDown = false
            frames.append(contacts(.ended, time: time, input: input))
        } else if moves {
            frames.append(contacts(.moved, time: time, input: input))
        }
        return frames
    }

    private func contacts(_ phase: TouchPhase, time: GestureTime, input: PointerInput) -> [PointerEvent] {
        let half = InputConstants.trackpadContactSpacing / 2 * max(scale, InputConstants.trackpadMinimumScale)
        let radians = degrees * .pi / 180
        // Both on the circle through the centre, the first at angle + π: the angle from the first
        // to the second is `radians`, as the recognizers measure it (y down).
        let dx = half * cos(radians)
        let dy = half * sin(radians)
        return [
            PointerEvent(pointer: Self.contactIDs.0, phase: phase, location: CGPoint(x: center.x - dx, y: center.y - dy), time: time, input: input),
            PointerEvent(pointer: Self.contactIDs.1, phase: phase, location: CGPoint(x: center.x + dx, y: center.y + dy), time: time, input: input),
        ]
    }
}
