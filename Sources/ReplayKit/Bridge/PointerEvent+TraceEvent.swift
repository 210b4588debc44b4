import Recognizers
import SwiftSource
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

extension TraceEvent {
    /// A trace event for an event the engine saw: the same pointer, phase, place and time
    /// (`render` draws the fingers from the frames a replay delivered).
    package init(_ event: PointerEvent) {
        let phase: PointerPhase = switch event.phase {
        case .began: .down
        case .moved: .move
        case .ended: .up
        case .cancelled: .cancel
        }
        self.init(time: TraceTime(nanoseconds: event.time.nanoseconds), pointer: event.pointer, phase: phase,
                  x: event.location.x, y: event.location.y)
    }
}
