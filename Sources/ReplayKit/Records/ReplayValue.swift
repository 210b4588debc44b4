import Recognizers
import TraceFormat

/// The static type of a gesture's value as SwiftUI source names it, so an expression like
/// `.map(\.translation.width)` or `.onChanged` on a tap is checked before anything runs.
package indirect enum ValueType: Equatable, Sendable {
    case void, bool, number, date, point, size, unitPoint, angle
    case drag, magnify, rotate, spatialTap
    case simultaneous(ValueType, ValueType)
    case sequence(ValueType, ValueType)
    case exclusive(ValueType, ValueType)

    /// The Swift spelling, for diagnostics.
    package var swiftName: String {
        switch self {
        case .void: "Void"
        case .bool: "Bool"
        case .number: "CGFloat"
        case .date: "Date"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .unitPoint: "UnitPoint"
        case .angle: "Angle"
        case .drag: "DragGesture.Value"
        case .magnify: "MagnifyGesture.Value"
        case .rotate: "RotateGesture.Value"
        case .spatialTap: "SpatialTapGesture.Value"
        case .simultaneous: "SimultaneousGesture.Value"
        case .sequence: "SequenceGesture.Value"
        case .exclusive: "ExclusiveGesture.Value"
        }
    }

    /// SwiftUI's `onChanged` needs an Equatable value; `Void` is not, nor a combination holding it.
    package var isEquatable: Bool {
        switch self {
        case .void: false
        case .simultaneous(let a, let b), .sequence(let a, let b), .exclusive(let a, let b): a.isEquatable && b.isEquatable
        default: true
        }
    }

    /// The members a key path may name, in SwiftUI's order.
    package var members: [(name: String, type: ValueType)] {
        switch self {
        case .void, .bool, .number, .date: []
        case .point, .unitPoint: [("x", .number), ("y", .number)]
        case .size: [("width", .number), ("height", .number)]
        case .angle: [("radians", .number), ("degrees", .number)]
        case .drag:
            [("time", .date), ("location", .point), ("startLocation", .point), ("translation", .size),
             ("velocity", .size), ("predictedEndLocation", .point), ("predictedEndTranslation", .size)]
        case .magnify:
            [("time", .date), ("magnification", .number), ("velocity", .number),
             ("startAnchor", .unitPoint), ("startLocation", .point)]
        case .rotate:
            [("time", .date), ("rotation", .angle), ("velocity", .angle),
             ("startAnchor", .unitPoint), ("startLocation", .point)]
        case .spatialTap: [("location", .point)]
        case .simultaneous, .sequence, .exclusive: []
        }
    }
}

/// A gesture value with its type erased, as the command line handles it: every gesture built
/// from an expression produces these, so the same record writer serves them all.
package enum ReplayValue: Equatable {
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
    indirect case simultaneous(first: ReplayValue?, second: ReplayValue?)
    indirect case sequenceFirst(ReplayValue)
    indirect case sequenceSecond(ReplayValue, ReplayValue?)
    indirect case exclusiveFirst(ReplayValue)
    indirect case exclusiveSecond(ReplayValue)

    /// The value of one member, as checked by `ValueType.members`.
    package func member(_ name: String) -> ReplayValue {
        switch (self, name) {
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.unitPoint(let p), "x"): return .number(p.x)
        case (.unitPoint(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        case (.angle(let a), "radians"): return .number(a.radians)
        case (.angle(let a), "degrees"): return .number(a.degrees)
        case (.drag(let v), _):
            switch name {
            case "time": return .date(v.timestamp)
            case "location": return .point(v.location)
            case "startLocation": return .point(v.startLocation)
            case "translation": return .size(v.translation)
            case "velocity": return .size(v.velocity)
            case "predictedEndLocation": return .point(v.predictedEndLocation)
            default: return .size(v.predictedEndTranslation)
            }
        case (.magnify(let v), _):
            switch name {
            case "time": return .date(v.timestamp)
            case "magnification": return .number(v.magnification)
            case "velocity": return .number(v.velocity)
            case "startAnchor": return .unitPoint(v.startAnchor)
            default: return .point(v.startLocation)
            }
        case (.rotate(let v), _):
            switch name {
            case "time": return .date(v.timestamp)
            case "rotation": return .angle(v.rotation)
            case "velocity": return .angle(v.velocity)
            case "startAnchor": return .unitPoint(v.startAnchor)
            default: return .point(v.startLocation)
            }
        case (.spatialTap(let v), _): return .point(v.location)
        case (.simultaneous, _), (.sequenceFirst, _), (.sequenceSecond, _), (.exclusiveFirst, _), (.exclusiveSecond, _):
            preconditionFailure("combined values have no key-path members")
        default:
            preconditionFailure("member \(name) of \(self) was not type-checked")
        }
    }

    /// Writes the value as contract §3 shapes it.
    package func writeJSON(to sink: inout OutputSink) {
        switch self {
        case .void: sink.append(literal: "null")
        case .bool(let value): if value { sink.append(literal: "true") } else { sink.append(literal: "false") }
        case .number(let value): sink.appendNumber(value)
        case .date(let time): sink.appendTime(TraceTime(nanoseconds: time.nanoseconds))
        case .point(let point): Self.writePoint(point, to: &sink)
        case .size(let size): Self.writeSize(size, to: &sink)
        case .unitPoint(let point): Self.writePoint(CGPoint(x: point.x, y: point.y), to: &sink)
        case .angle(let angle): Self.writeAngle(angle, to: &sink)
        case .drag(let value):
            sink.append(literal: "{\"time\":")
            sink.appendTime(TraceTime(nanoseconds: value.timestamp.nanoseconds))
            sink.append(literal: ",\"location\":"); Self.writePoint(value.location, to: &sink)
            sink.append(literal: ",\"startLocation\":"); Self.writePoint(value.startLocation, to: &sink)
            sink.append(literal: ",\"translation\":"); Self.writeSize(value.translation, to: &sink)
            sink.append(literal: ",\"velocity\":"); Self.writeSize(value.velocity, to: &sink)
            sink.append(literal: ",\"predictedEndLocation\":"); Self.writePoint(value.predictedEndLocation, to: &sink)
            sink.append(literal: ",\"predictedEndTranslation\":"); Self.writeSize(value.predictedEndTranslation, to: &sink)
            sink.append(literal: "}")
        case .magnify(let value):
            sink.append(literal: "{\"time\":")
            sink.appendTime(TraceTime(nanoseconds: value.timestamp.nanoseconds))
            sink.append(literal: ",\"magnification\":"); sink.appendNumber(value.magnification)
            sink.append(literal: ",\"velocity\":"); sink.appendNumber(value.velocity)
            sink.append(literal: ",\"startAnchor\":"); Self.writePoint(CGPoint(x: value.startAnchor.x, y: value.startAnchor.y), to: &sink)
            sink.append(literal: ",\"startLocation\":"); Self.writePoint(value.startLocation, to: &sink)
            sink.append(literal: "}")
        case .rotate(let value):
            sink.append(literal: "{\"time\":")
            sink.appendTime(TraceTime(nanoseconds: value.timestamp.nanoseconds))
            sink.append(literal: ",\"rotation\":"); Self.writeAngle(value.rotation, to: &sink)
            sink.append(literal: ",\"velocity\":"); Self.writeAngle(value.velocity, to: &sink)
            sink.append(literal: ",\"startAnchor\":"); Self.writePoint(CGPoint(x: value.startAnchor.x, y: value.startAnchor.y), to: &sink)
            sink.append(literal: ",\"startLocation\":"); Self.writePoint(value.startLocation, to: &sink)
            sink.append(literal: "}")
        case .spatialTap(let value):
            sink.append(literal: "{\"location\":"); Self.writePoint(value.location, to: &sink); sink.append(literal: "}")
        case .platform(let value):
            // UIKit's property names, in the order UIKit declares them.
            sink.append(literal: "{\"location\":"); Self.writePoint(value.location, to: &sink)
            sink.append(literal: ",\"numberOfTouches\":"); sink.append(String(value.numberOfTouches))
            if let translation = value.translation {
                sink.append(literal: ",\"translation\":"); Self.writePoint(translation, to: &sink)
            }
            if let scale = value.scale { sink.append(literal: ",\"scale\":"); sink.appendNumber(scale) }
            if let rotation = value.rotation { sink.append(literal: ",\"rotation\":"); sink.appendNumber(rotation) }
            if let velocity = value.velocity {
                sink.append(literal: ",\"velocity\":"); Self.writePoint(velocity, to: &sink)
            } else if let velocity = value.scalarVelocity {
                sink.append(literal: ",\"velocity\":"); sink.appendNumber(velocity)
            }
            sink.append(literal: "}")
        case .text(let text): sink.appendJSONString(text)
        case .fields(let keys, let values):
            sink.append(literal: "{")
            for (index, key) in keys.enumerated() {
                if index > 0 { sink.append(literal: ",") }
                sink.appendJSONString(key)
                sink.append(literal: ":")
                values[index].writeJSON(to: &sink)
            }
            sink.append(literal: "}")
        case .simultaneous(let first, let second):
            sink.append(literal: "{\"first\":"); Self.writeOptional(first, to: &sink)
            sink.append(literal: ",\"second\":"); Self.writeOptional(second, to: &sink); sink.append(literal: "}")
        case .sequenceFirst(let first), .exclusiveFirst(let first):
            sink.append(literal: "{\"first\":"); first.writeJSON(to: &sink); sink.append(literal: "}")
        case .sequenceSecond(let first, let second):
            sink.append(literal: "{\"second\":["); first.writeJSON(to: &sink); sink.append(literal: ",")
            Self.writeOptional(second, to: &sink); sink.append(literal: "]}")
        case .exclusiveSecond(let second):
            sink.append(literal: "{\"second\":"); second.writeJSON(to: &sink); sink.append(literal: "}")
        }
    }

    private static func writeOptional(_ value: ReplayValue?, to sink: inout OutputSink) {
        if let value { value.writeJSON(to: &sink) } else { sink.append(literal: "null") }
    }

    private static func writePoint(_ point: CGPoint, to sink: inout OutputSink) {
        sink.append(literal: "{\"x\":"); sink.appendNumber(point.x)
        sink.append(literal: ",\"y\":"); sink.appendNumber(point.y); sink.append(literal: "}")
    }

    private static func writeSize(_ size: CGSize, to sink: inout OutputSink) {
        sink.append(literal: "{\"width\":"); sink.appendNumber(size.width)
        sink.append(literal: ",\"height\":"); sink.appendNumber(size.height); sink.append(literal: "}")
    }

    private static func writeAngle(_ angle: Angle, to sink: inout OutputSink) {
        sink.append(literal: "{\"radians\":"); sink.appendNumber(angle.radians)
        sink.append(literal: ",\"degrees\":"); sink.appendNumber(angle.degrees); sink.append(literal: "}")
    }
}
