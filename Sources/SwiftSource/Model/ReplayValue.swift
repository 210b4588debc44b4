import Recognizers
import TraceFormat

/// A gesture value with its type erased, as the command line handles it: every gesture built
/// from an expression produces these, so the same record writer serves them all.
package enum ReplayValue: Sendable, Equatable {
    case void
    case bool(Bool)
    case number(Double)
    case date(GestureTime)
    case point(CGPoint)
    case size(CGSize)
    case unitPoint(UnitPoint)
    case angle(Angle)
    case drag(DragGesture.Value)
    case magnify(MagnifyGesture.Value)
    case rotate(RotateGesture.Value)
    case spatialTap(SpatialTapGesture.Value)
    /// What a UIKit recognizer reports to its action.
    case platform(PlatformGestureValues)
    /// A control record's name-like value: a scroll phase, a swipe action's title.
    case text(String)
    /// A control record's object value: `{"edge": …, "state": …}`, `{"depth": …}`.
    case fields(keys: [String], values: [ReplayValue])
    /// Values in order: a key press's modifiers.
    case list([ReplayValue])
    /// What a `.map { … }` closure made of a gesture's value: a case of the project's enum, an
    /// instance of its struct, or any value the evaluator has (`MappedValue`).
    indirect case mapped(MappedValue)
    indirect case simultaneous(first: ReplayValue?, second: ReplayValue?)
    indirect case sequenceFirst(ReplayValue)
    indirect case sequenceSecond(ReplayValue, ReplayValue?)
    indirect case exclusiveFirst(ReplayValue)
    indirect case exclusiveSecond(ReplayValue)

    /// The static type of the value, for the values that have members; nil for a recognizer's
    /// and a control's values and for combinations, which callbacks do not read by member.
    package var type: ValueType? {
        switch self {
        case .void: .void
        case .bool: .bool
        case .number: .number
        case .date: .date
        case .point: .point
        case .size: .size
        case .unitPoint: .unitPoint
        case .angle: .angle
        case .drag: .drag
        case .magnify: .magnify
        case .rotate: .rotate
        case .spatialTap: .spatialTap
        case .platform, .text, .fields, .list, .mapped, .simultaneous, .sequenceFirst, .sequenceSecond, .exclusiveFirst, .exclusiveSecond: nil
        }
    }

    /// The value of the member `name`, as its type's table reads it; nil when the type has no
    /// such member or this tool does not model it (`Date.timeIntervalSince1970`).
    package func member(_ name: String) -> ReplayValue? {
        type?.members.first { $0.name == name }?.read(self)
    }
}
