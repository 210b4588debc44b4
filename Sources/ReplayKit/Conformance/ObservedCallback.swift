import SwiftSource
import TraceFormat

/// One callback of a gesture that `.recorded(name)` marks, as a device ran it or as the replay
/// ran it: what `conformance` sets side by side (docs/recording.md#the-device-loop).
package struct ObservedCallback {
    /// Trace seconds: the touches' clock, from the take's first touch.
    package var t: Double
    /// The name given to `.recorded(_:)`.
    package var recorded: String
    /// `updating`, `onChanged` or `onEnded`.
    package var callback: String
    /// The value, in the records' JSON shape (docs/output-format.md); nil when absent.
    package var value: JSONNode?
    /// Where it was written: the device file's line, or the replay record's line.
    package var line: Int
    /// For the replay's: what a value that is a bare number measures, for its tolerance —
    /// `magnification` for `MagnificationGesture`, a `.map`'s last member (`width`).
    package var rootKey: String?

    package init(t: Double, recorded: String, callback: String, value: JSONNode?, line: Int, rootKey: String? = nil) {
        self.t = t
        self.recorded = recorded
        self.callback = callback
        self.value = value
        self.line = line
        self.rootKey = rootKey
    }

    /// The member a gesture's bare-number value is, from its description in a record:
    /// `DragGesture().map(\.translation.width)` → `width`, `MagnificationGesture()` →
    /// `magnification`; nil for a value with members of its own.
    package static func rootKey(ofGesture gesture: String) -> String? {
        if let map = gesture.ranges(of: ".map(\\.").last {
            return String(gesture[map.upperBound...].prefix { $0 != ")" }.split(separator: ".").last ?? "")
        }
        return gesture.hasPrefix("MagnificationGesture(") ? "magnification" : nil
    }

    /// The most parts a device record's value may have: GestureRecorder's have at most about 40;
    /// a bound keeps a hostile file from making each comparison long.
    package static let maximumValueParts = 1_000

    static func parts(of node: JSONNode, limit: Int) -> Int {
        var count = 1
        switch node {
        case .object(let members, _):
            for member in members where count <= limit { count += parts(of: member.value, limit: limit - count) }
        case .array(let elements, _):
            for element in elements where count <= limit { count += parts(of: element, limit: limit - count) }
        case .string, .number, .bool, .null: break
        }
        return count
    }

    /// The callbacks GestureRecorder writes.
    package static let callbacks = ["updating", "onChanged", "onEnded"]
    /// The latest time a device record may have: seconds, as a trace's times are bounded.
    static let maximumTime = 1e9

    /// Reads a device's records, one JSON object per line, as GestureRecorder writes them:
    /// `{"t":0.05,"recorded":"drag","callback":"onChanged","value":{…}}`. Other keys are notes.
    package static func readDeviceRecords(_ text: String, file: String) throws(Diagnostic) -> [ObservedCallback] {
        var records: [ObservedCallback] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            let node = try JSONParser.parse(String(line), file: file, start: SourcePosition(line: number, column: 1), document: "device record")
            guard case .object(let members, let position) = node else {
                throw Diagnostic(file: file, position: node.position, message: "expected a device record, an object such as {\"t\":0.05,\"recorded\":\"drag\",\"callback\":\"onEnded\",\"value\":…}, found \(node.kindName)")
            }
            func missing(_ key: String, _ what: String) -> Diagnostic {
                Diagnostic(file: file, position: position, message: "a device record needs \"\(key)\", \(what)")
            }
            var seen = Set<String>()
            for member in members where !seen.insert(member.key).inserted {
                throw Diagnostic(file: file, position: member.keyPosition, message: "duplicate key '\(member.key)'; each key may appear once")
            }
            guard let tNode = members.first(where: { $0.key == "t" })?.value else {
                throw missing("t", "its time in seconds on the touches' clock")
            }
            guard case .number(let t, _) = tNode, t >= 0, t <= maximumTime else {
                let found = if case .number(let n, _) = tNode { NumberFormat.string(n) } else { tNode.kindName }
                throw Diagnostic(file: file, position: tNode.position,
                                 message: "expected \"t\" to be seconds from the take's first touch, from 0 to 1e9, found \(found)")
            }
            guard let nameNode = members.first(where: { $0.key == "recorded" })?.value else {
                throw missing("recorded", "the name given to .recorded(_:)")
            }
            guard case .string(let name, _) = nameNode else {
                throw Diagnostic(file: file, position: nameNode.position, message: "expected \"recorded\" to be the name given to .recorded(_:), found \(nameNode.kindName)")
            }
            guard let callbackNode = members.first(where: { $0.key == "callback" })?.value else {
                throw missing("callback", "one of \(callbacks.joined(separator: ", "))")
            }
            guard case .string(let callback, _) = callbackNode, callbacks.contains(callback) else {
                var message = "expected \"callback\" to be one of \(callbacks.joined(separator: ", ")), found "
                if case .string(let written, _) = callbackNode {
                    message += "'\(written)'"
                    if let near = Suggestion.nearest(to: written, among: callbacks) { message += "; did you mean '\(near)'?" }
                } else {
                    message += callbackNode.kindName
                }
                throw Diagnostic(file: file, position: callbackNode.position, message: message)
            }
            guard members.contains(where: { $0.key == "value" }) else {
                throw missing("value", "what the callback received (null for a TapGesture)")
            }
            let value = members.first(where: { $0.key == "value" })?.value
            if let value, parts(of: value, limit: maximumValueParts) > maximumValueParts {
                throw Diagnostic(file: file, position: value.position,
                                 message: "a device record's value has more than \(maximumValueParts) parts; GestureRecorder's values have at most about 40")
            }
            records.append(ObservedCallback(t: t, recorded: name, callback: callback, value: value, line: number))
        }
        return records
    }
}

extension JSONNode {
    /// The value of `key` in an object.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Written back as compact JSON, numbers in shortest form, as records are.
    package var json: String {
        var sink = OutputSink(.memory)
        append(to: &sink)
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    private func append(to sink: inout OutputSink) {
        switch self {
        case .object(let members, _):
            sink.append(literal: "{")
            for (index, member) in members.enumerated() {
                if index > 0 { sink.append(literal: ",") }
                sink.appendJSONString(member.key)
                sink.append(literal: ":")
                member.value.append(to: &sink)
            }
            sink.append(literal: "}")
        case .array(let elements, _):
            sink.append(literal: "[")
            for (index, element) in elements.enumerated() {
                if index > 0 { sink.append(literal: ",") }
                element.append(to: &sink)
            }
            sink.append(literal: "]")
        case .string(let text, _): sink.appendJSONString(text)
        case .number(let value, _): sink.append(value.isFinite ? NumberFormat.string(value) : "null")
        case .bool(let value, _): sink.append(value ? "true" : "false")
        case .null: sink.append(literal: "null")
        }
    }
}
