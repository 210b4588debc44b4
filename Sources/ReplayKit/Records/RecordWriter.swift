import Recognizers
import TraceFormat

/// The callbacks a record can report (contract §3).
package enum CallbackKind: String {
    case updating, onChanged, onEnded, reset, perform, onPressingChanged
}

package enum OutputFormat: String, CaseIterable {
    case json, text
}

/// Where a callback sits: the view, which of its gesture modifiers, the path inside that
/// modifier's expression, and the canonical description of the gesture at that path.
package final class CallbackSite {
    package let view: String
    package let modifier: Int
    package let path: String
    package let gesture: String

    package init(view: String, modifier: Int, path: String, gesture: String) {
        self.view = view
        self.modifier = modifier
        self.path = path
        self.gesture = gesture
    }

    /// `,"view":…,"modifier":…,"path":…,"gesture":…` — the same in every record from this site,
    /// so it is encoded once.
    private(set) lazy var jsonFields: [UInt8] = {
        var sink = OutputSink(.memory)
        sink.append(literal: ",\"view\":")
        sink.appendJSONString(view)
        sink.append(literal: ",\"modifier\":")
        sink.append(String(modifier))
        sink.append(literal: ",\"path\":")
        sink.appendJSONString(path)
        sink.append(literal: ",\"gesture\":")
        sink.appendJSONString(gesture)
        return sink.bytes
    }()
}

extension CallbackKind {
    /// `,"callback":"onChanged"`, encoded once per kind.
    package var jsonField: [UInt8] { Self.jsonFields[self]! }
    private static let jsonFields: [CallbackKind: [UInt8]] = Dictionary(uniqueKeysWithValues:
        [CallbackKind.updating, .onChanged, .onEnded, .reset, .perform, .onPressingChanged].map {
            ($0, Array(",\"callback\":\"\($0.rawValue)\"".utf8))
        })
}

/// Formats callback records as JSON Lines (schema version 1) or aligned text, streaming them to
/// standard output as the replay produces them.
package final class RecordWriter {
    /// Written on every record: no runtime exclusivity checks (the writer is used from one
    /// thread, by the callbacks of one replay).
    @exclusivity(unchecked) package var sink: OutputSink
    package let format: OutputFormat
    /// Set when several traces are replayed in one run, so each record says which it came from.
    package var traceName: String?
    /// The time of the update running the callback; set by the replay loop's owner.
    package var currentTime: () -> GestureTime = { GestureTime(nanoseconds: 0) }
    private var viewWidth = 4
    private var gestureWidth = 12
    private var callbackWidth = 17
    @exclusivity(unchecked) private var scratch = OutputSink(.memory)

    package init(sink: consuming OutputSink, format: OutputFormat) {
        self.sink = sink
        self.format = format
    }

    /// Sizes the text columns from every site that can produce a record, so lines align from the
    /// first record on.
    /// Every site that can produce a record, in scene order (the timeline's lanes).
    package private(set) var sites: [CallbackSite] = []

    package func prepareColumns(for sites: [CallbackSite], callbacks: [String]) {
        self.sites = sites
        viewWidth = sites.map { $0.view.count }.max() ?? viewWidth
        gestureWidth = sites.map { Self.gestureColumn($0).count }.max() ?? gestureWidth
        callbackWidth = max(callbackWidth, callbacks.map(\.count).max() ?? 0)
    }

    /// The callback column: the callback, with the state it writes.
    package static func callbackColumn(_ callback: CallbackKind, state: String?) -> String {
        state.map { callback.rawValue + "($" + $0 + ")" } ?? callback.rawValue
    }

    /// An explanation record (`--explain`): the gesture at `site` changed phase, and why.
    package func writePhase(_ site: CallbackSite, _ change: GesturePhaseChange) {
        let time = currentTime()
        let phase = change.dropped ? "dropped" : change.heldBack ? "held" : change.kind.rawValue
        let reason = change.failure.map { Self.reason($0) }
            ?? (change.dropped ? "another gesture decided the outcome; this one never resolved"
                : change.heldBack ? "recognized; held back until the gestures before it fail" : nil)
        switch format {
        case .json:
            writePrefix(site, time: time)
            sink.append(literal: ",\"phase\":\"")
            sink.append(phase)
            sink.append(literal: "\"")
            if let reason {
                sink.append(literal: ",\"reason\":")
                sink.appendJSONString(reason)
            }
            sink.append(literal: "}\n")
        case .text:
            var line = textPrefix(site, time: time)
            let label = "[" + phase + "]"
            line += reason == nil ? label : Self.padded(label, callbackWidth + 2) + reason!
            sink.append(line)
            sink.append(literal: "\n")
        }
        sink.flushIfFull()
    }

    /// A failure's reason in words, naming the competitor when it is a lost arbitration.
    package static func reason(_ failure: GestureFailure) -> String {
        switch failure.reason {
        case .competitorActive: "lost to a gesture with precedence that became active"
        default: failure.description
        }
    }

    private func writePrefix(_ site: CallbackSite, time: GestureTime) {
        sink.append(literal: "{")
        if let traceName {
            sink.append(literal: "\"trace\":")
            sink.appendJSONString(traceName)
            sink.append(literal: ",")
        }
        sink.append(literal: "\"t\":")
        sink.appendTime(TraceTime(nanoseconds: time.nanoseconds))
        sink.append(contentsOf: site.jsonFields)
    }

    private func textPrefix(_ site: CallbackSite, time: GestureTime) -> String {
        var line = ""
        if let traceName { line += traceName + "  " }
        line += Self.padded(TraceTime(nanoseconds: time.nanoseconds).description, 10)
        line += Self.padded(site.view, viewWidth + 2)
        line += Self.padded(Self.gestureColumn(site), gestureWidth + 2)
        return line
    }

    package func write(_ site: CallbackSite, _ callback: CallbackKind, state: String? = nil, value: ReplayValue?) {
        let time = currentTime()
        switch format {
        case .json: writeJSON(site, callback, state: state, value: value, time: time)
        case .text: writeText(site, callback, state: state, value: value, time: time)
        }
        sink.flushIfFull()
    }

    private func writeJSON(_ site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?, time: GestureTime) {
        writePrefix(site, time: time)
        sink.append(contentsOf: callback.jsonField)
        if let state {
            sink.append(literal: ",\"state\":")
            sink.appendJSONString(state)
        }
        if let value {
            sink.append(literal: ",\"value\":")
            value.writeJSON(to: &sink)
        }
        sink.append(literal: "}\n")
    }

    /// `0.03      root  DragGesture(minimumDistance: 5)  onChanged          location (62, 50) …`
    private func writeText(_ site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?, time: GestureTime) {
        var line = textPrefix(site, time: time)
        let callbackText = Self.callbackColumn(callback, state: state)
        line += value == nil ? callbackText : Self.padded(callbackText, callbackWidth + 2)
        if let value { line += Self.text(of: value) }
        while line.last == " " { line.removeLast() }
        sink.append(line)
        sink.append(literal: "\n")
    }

    private static func gestureColumn(_ site: CallbackSite) -> String {
        let modifier = site.modifier == 0 ? "" : "#\(site.modifier) "
        return modifier + (site.path.isEmpty ? "" : site.path + ": ") + site.gesture
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
    }

    package static func number(_ value: Double) -> String { NumberFormat.string(value) }

    package static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    package static func size(_ size: CGSize) -> String { "(\(number(size.width)), \(number(size.height)))" }

    package static func angle(_ angle: Angle) -> String { "\(number(angle.degrees))°" }

    /// A value in Swift-like words, every field named as in SwiftUI.
    package static func text(of value: ReplayValue) -> String {
        func time(_ time: GestureTime) -> String { TraceTime(nanoseconds: time.nanoseconds).description }
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
            return "location \(point(v.location))  startLocation \(point(v.startLocation))  translation \(size(v.translation))  velocity \(size(v.velocity))  predictedEndLocation \(point(v.predictedEndLocation))  predictedEndTranslation \(size(v.predictedEndTranslation))"
        case .magnify(let v):
            return "magnification \(number(v.magnification))  velocity \(number(v.velocity))  startAnchor \(point(CGPoint(x: v.startAnchor.x, y: v.startAnchor.y)))  startLocation \(point(v.startLocation))"
        case .rotate(let v):
            return "rotation \(angle(v.rotation))  velocity \(angle(v.velocity))  startAnchor \(point(CGPoint(x: v.startAnchor.x, y: v.startAnchor.y)))  startLocation \(point(v.startLocation))"
        case .spatialTap(let v):
            return "location \(point(v.location))"
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
}
