import Recognizers
import TraceFormat
import SwiftSource

extension ReplayValue {
    /// Writes the value as docs/output-format.md#values shapes it. The objects' keys are their type's members in
    /// table order (`ValueTypeTests` holds the two together); written out here because this is
    /// the record hot path.
    package func writeJSON(to sink: inout OutputSink) {
        switch self {
        case .void: sink.append(literal: "null")
        case .mapped(let value): sink.append(value.json)
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
        case .list(let values):
            sink.append(literal: "[")
            for (index, value) in values.enumerated() {
                if index > 0 { sink.append(literal: ",") }
                value.writeJSON(to: &sink)
            }
            sink.append(literal: "]")
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
