import Recognizers

/// Groups pointer events into frames by the trace format's rule: consecutive events with the same
/// time and distinct pointers reach the gestures together, as the touches of one UIKit event do.
public struct FrameBuilder {
    @usableFromInline var frame: [PointerEvent] = []

    public init() { frame.reserveCapacity(16) }

    /// Adds `event`; when it starts a new frame, first hands the finished one to `complete`.
    /// Inlinable: the replay's hot loop calls it once per event.
    @inlinable
    public mutating func add(_ event: PointerEvent, complete: ([PointerEvent]) -> Void) {
        if let first = frame.first, first.time != event.time || frame.contains(where: { $0.pointer == event.pointer }) {
            complete(frame)
            frame.removeAll(keepingCapacity: true)
        }
        frame.append(event)
    }

    /// Hands the last frame, if any, to `complete`.
    @inlinable
    public mutating func finish(complete: ([PointerEvent]) -> Void) {
        if !frame.isEmpty { complete(frame) }
        frame.removeAll(keepingCapacity: true)
    }
}
