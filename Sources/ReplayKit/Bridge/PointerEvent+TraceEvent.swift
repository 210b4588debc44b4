import Recognizers
import TraceFormat

extension PointerEvent {
    /// The engine's form of a trace event of a contact (`phase.isContact`): the same pointer,
    /// phase, place and time; a mouse button's own stream (`PointerEvent.stream`).
    @inlinable
    public init(_ event: TraceEvent) {
        let phase: TouchPhase = switch event.phase {
        case .down: .began
        case .move: .moved
        case .up: .ended
        default: .cancelled
        }
        let input: PointerInput = switch event.input {
        case .touch: .directTouch
        case .pencil: .pencil
        case .pointer: .pointer
        case .indirect: .indirectTouch
        }
        let button = PointerButton(rawValue: event.button)
        self.init(pointer: PointerEvent.stream(of: event.pointer, button: button), phase: phase, location: CGPoint(x: event.x, y: event.y),
                  time: GestureTime(nanoseconds: event.time.nanoseconds), input: input, button: button,
                  modifiers: EventModifiers(rawValue: event.modifiers.rawValue))
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
        let input: InputKind = switch event.input {
        case .directTouch: .touch
        case .pencil: .pencil
        case .pointer: .pointer
        // A trackpad's contacts are fingers on its surface: a trace's indirect input.
        case .indirectTouch, .transform: .indirect
        }
        self.init(time: TraceTime(nanoseconds: event.time.nanoseconds), pointer: event.tracePointer, phase: phase,
                  x: event.location.x, y: event.location.y, input: input)
        button = event.button.rawValue
        modifiers = ModifierKeys(rawValue: event.modifiers.rawValue)
    }
}
