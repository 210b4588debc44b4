import Recognizers
import TraceFormat

extension PointerEvent {
    /// The engine's form of a trace event: the same pointer, phase, place and time.
    @inlinable
    public init(_ event: TraceEvent) {
        let phase: TouchPhase = switch event.phase {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
        self.init(pointer: event.pointer, phase: phase, location: CGPoint(x: event.x, y: event.y),
                  time: GestureTime(nanoseconds: event.time.nanoseconds))
    }
}
