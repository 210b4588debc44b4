import Recognizers
import TraceFormat
import SwiftSource

/// Records as aligned text for people:
/// `0.03      root  DragGesture(minimumDistance: 5)  onChanged          location (62, 50) …`.
/// Columns are sized from every site that can produce a record, so lines align from the first.
package final class TextSink: EncodingSink {
    private var viewWidth = 4
    private var gestureWidth = 12
    private var callbackWidth = 17

    package override func prepare(sites: [CallbackSite], callbackLabels: [String]) {
        viewWidth = sites.map { $0.view.count }.max() ?? viewWidth
        gestureWidth = sites.map { Self.gestureColumn($0).count }.max() ?? gestureWidth
        callbackWidth = max(callbackWidth, callbackLabels.map(\.count).max() ?? 0)
    }

    package override func write(_ record: ReplayRecord) {
        var line = ""
        if let traceName { line += traceName + "  " }
        line += Self.padded(Self.time(record.time), 10)
        line += Self.padded(record.site.view, viewWidth + 2)
        line += Self.padded(Self.gestureColumn(record.site), gestureWidth + 2)
        switch record.event {
        case .callback(let callback, let state):
            let value = record.value
            let callbackText = Self.callbackColumn(callback, state: state)
            line += value == nil ? callbackText : Self.padded(callbackText, callbackWidth + 2)
            if let value { line += Self.text(of: value) }
            while line.last == " " { line.removeLast() }
        case .phase(let phase, let reason):
            let label = "[" + phase.rawValue + "]"
            // Cannot trap: `reason!` only where `reason == nil` is false.
            line += reason == nil ? label : Self.padded(label, callbackWidth + 2) + reason!
        case .recognizer, .control:
            // A recognizer's state or a control's event, where a callback's name goes.
            let name = if case .recognizer(let state) = record.event { state.rawValue } else if case .control(let event) = record.event { event.rawValue } else { "" }
            line += Self.padded(name, callbackWidth + 2)
            if let value = record.value { line += Self.text(of: value) }
            if let via = record.via { line += (record.value == nil ? "" : "  ") + "via " + via }
            while line.last == " " { line.removeLast() }
        }
        output.append(line)
        output.append(literal: "\n")
        output.flushIfFull()
    }

    /// The callback column: the callback, with the state it writes.
    package static func callbackColumn(_ callback: CallbackKind, state: String?) -> String {
        state.map { callback.rawValue + "($" + $0 + ")" } ?? callback.rawValue
    }

    private static func gestureColumn(_ site: CallbackSite) -> String {
        switch site.kind {
        case .control(let control): return control
        case .gesture(let modifier, let path):
            // The user's name first, as they look for it: `SwipeLeftGesture() = DragGesture(…)`.
            var gesture = site.written.map { $0 + " = " + site.gesture } ?? site.gesture
            if let recorded = site.recorded { gesture += ".recorded(\"" + Self.printable(recorded) + "\")" }
            return (modifier == 0 ? "" : "#\(modifier) ") + (path.isEmpty ? "" : path + ": ") + gesture
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
    }

    /// A number as a person reads it: at most four decimals (`-20.0004`, not `-20.000399999999`),
    /// a velocity to the tenth; JSON keeps every digit.
    package static func number(_ value: Double, decimals: Double = 10_000) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return NumberFormat.string(value) }
        let rounded = (value * decimals).rounded() / decimals
        return NumberFormat.string(rounded == 0 ? 0 : rounded)
    }

    /// A time as a person reads it: to the microsecond, as touch panels stamp events
    /// (`3.761492`, not a deceleration's `3.761492197`); JSON keeps the nanoseconds.
    package static func time(_ time: GestureTime) -> String {
        var microseconds = time.nanoseconds / 1_000
        let rest = time.nanoseconds % 1_000
        if rest >= 500 { microseconds += 1 } else if rest <= -500 { microseconds -= 1 }
        // Cannot overflow: clamped to what 1,000 times fits in.
        microseconds = min(max(microseconds, Int64.min / 1_000), Int64.max / 1_000)
        return TraceTime(nanoseconds: microseconds * 1_000).description
    }

    /// Velocities: points (or degrees, or scale) per second, to the tenth.
    private static let velocityDecimals = 10.0

    package static func point(_ point: CGPoint, decimals: Double = 10_000) -> String {
        "(\(number(point.x, decimals: decimals)), \(number(point.y, decimals: decimals)))"
    }

    package static func size(_ size: CGSize, decimals: Double = 10_000) -> String {
        "(\(number(size.width, decimals: decimals)), \(number(size.height, decimals: decimals)))"
    }

    package static func angle(_ angle: Angle, decimals: Double = 10_000) -> String { "\(number(angle.degrees, decimals: decimals))°" }

    /// A value in Swift-like words, every field named as in SwiftUI.
    package static func text(of value: ReplayValue) -> String {
        switch value {
        case .void: return "()"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return number(value)
        case .date(let value): return time(value)
        case .point(let value): return point(value)
        case .size(let value): return size(value)
        case .unitPoint(let value): return point(CGPoint(x: value.x, y: value.y))
        case .angle(let value): return angle(value)
        case .drag(let v):
            return "location \(point(v.location))  startLocation \(point(v.startLocation))  translation \(size(v.translation))  velocity \(size(v.velocity, decimals: velocityDecimals))  predictedEndLocation \(point(v.predictedEndLocation))  predictedEndTranslation \(size(v.predictedEndTranslation))"
        case .magnify(let v):
            return "magnification \(number(v.magnification))  velocity \(number(v.velocity, decimals: velocityDecimals))  startAnchor \(point(CGPoint(x: v.startAnchor.x, y: v.startAnchor.y)))  startLocation \(point(v.startLocation))"
        case .rotate(let v):
            return "rotation \(angle(v.rotation))  velocity \(angle(v.velocity, decimals: velocityDecimals))  startAnchor \(point(CGPoint(x: v.startAnchor.x, y: v.startAnchor.y)))  startLocation \(point(v.startLocation))"
        case .spatialTap(let v):
            return "location \(point(v.location))"
        case .platform(let v):
            var text = "location \(point(v.location))  numberOfTouches \(v.numberOfTouches)"
            if let translation = v.translation { text += "  translation \(point(translation))" }
            if let scale = v.scale { text += "  scale \(number(scale))" }
            if let rotation = v.rotation { text += "  rotation \(number(rotation))" }
            if let velocity = v.velocity { text += "  velocity \(point(velocity, decimals: velocityDecimals))" }
            if let velocity = v.scalarVelocity { text += "  velocity \(number(velocity, decimals: velocityDecimals))" }
            return text
        case .text(let text): return Self.printable(text)
        case .mapped(let value): return value.description
        case .fields(let keys, let values):
            // A field without a value (a Pencil's hover pose when it hovered elsewhere) is `nil`,
            // as Swift prints an optional; JSON writes `null`.
            return zip(keys, values).map { "\($0) \($1 == .void ? "nil" : text(of: $1))" }.joined(separator: "  ")
        case .list(let values):
            return "[" + values.map(text).joined(separator: ", ") + "]"
        case .simultaneous(let first, let second):
            return "first: \(first.map(text) ?? "nil")  second: \(second.map(text) ?? "nil")"
        case .sequenceFirst(let first), .exclusiveFirst(let first):
            return ".first: \(text(of: first))"
        case .sequenceSecond(let first, let second):
            return ".second: \(text(of: first))  then: \(second.map(text) ?? "nil")"
        case .exclusiveSecond(let second):
            return ".second: \(text(of: second))"
        }
    }

    /// Text a terminal shows as it is: control characters and the private-use characters of
    /// function keys (an arrow's `characters`, U+F700…) written as Swift writes them, `\u{F700}`.
    static func printable(_ text: String) -> String { TextEscaping.escape(text, .terminal) }
}
