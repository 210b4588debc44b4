import Recognizers
import TraceFormat
import SwiftSource

/// Records as JSON Lines, schema version 1 (docs/output-format.md). Each site's
/// `"view"…"gesture"` fields and each callback's field are encoded once and copied.
package final class JSONLinesSink: EncodingSink {
    package override func write(_ record: ReplayRecord) {
        switch record.event {
        case .callback(let callback, let state):
            writeCallback(at: record.time, site: record.site, callback, state: state, value: record.value)
        case .phase(let phase, let reason):
            writePrefix(record.time, record.site)
            output.append(literal: ",\"phase\":\"")
            output.append(phase.rawValue)
            output.append(literal: "\"")
            if let reason {
                output.append(literal: ",\"reason\":")
                output.appendJSONString(reason)
            }
            output.append(literal: "}\n")
            output.flushIfFull()
        case .recognizer(let state):
            writeNamed(record, key: ",\"recognizerState\":\"", state.rawValue)
        case .control(let event):
            writeNamed(record, key: ",\"event\":\"", event.rawValue)
        }
    }

    /// A record whose kind is a name under `key` (a recognizer's state, a control's event),
    /// with its value when it has one.
    private func writeNamed(_ record: ReplayRecord, key: StaticString, _ name: String) {
        writePrefix(record.time, record.site)
        output.append(literal: key)
        output.append(name)
        output.append(literal: "\"")
        if let value = record.value {
            output.append(literal: ",\"value\":")
            value.writeJSON(to: &output)
        }
        if let via = record.via {
            output.append(literal: ",\"via\":")
            output.appendJSONString(via)
        }
        output.append(literal: "}\n")
        output.flushIfFull()
    }

    package override func writeCallback(at time: GestureTime, site: CallbackSite, _ callback: CallbackKind, state: String?,
                                        value: ReplayValue?) {
        writePrefix(time, site)
        output.append(contentsOf: callback.jsonField)
        if let state {
            output.append(literal: ",\"state\":")
            output.appendJSONString(state)
        }
        if let value {
            output.append(literal: ",\"value\":")
            value.writeJSON(to: &output)
        }
        output.append(literal: "}\n")
        output.flushIfFull()
    }

    @inline(__always)
    private func writePrefix(_ time: GestureTime, _ site: CallbackSite) {
        output.append(literal: "{")
        if let traceName {
            output.append(literal: "\"trace\":")
            output.appendJSONString(traceName)
            output.append(literal: ",")
        }
        output.append(literal: "\"t\":")
        output.appendTime(TraceTime(nanoseconds: time.nanoseconds))
        output.append(contentsOf: site.jsonFields)
    }
}
