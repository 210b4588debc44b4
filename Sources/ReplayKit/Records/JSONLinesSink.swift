import Recognizers
import TraceFormat

/// Records as JSON Lines, schema version 1 (docs/output-format.md). Each site's
/// `"view"…"gesture"` fields and each callback's field are encoded once and copied.
package final class JSONLinesSink: EncodingSink {
    package override func write(_ record: ReplayRecord) {
        output.append(literal: "{")
        if let traceName {
            output.append(literal: "\"trace\":")
            output.appendJSONString(traceName)
            output.append(literal: ",")
        }
        output.append(literal: "\"t\":")
        output.appendTime(TraceTime(nanoseconds: record.time.nanoseconds))
        output.append(contentsOf: record.site.jsonFields)
        switch record.event {
        case .callback(let callback, let state, let value):
            output.append(contentsOf: callback.jsonField)
            if let state {
                output.append(literal: ",\"state\":")
                output.appendJSONString(state)
            }
            if let value {
                output.append(literal: ",\"value\":")
                value.writeJSON(to: &output)
            }
        case .phase(let phase, let reason):
            output.append(literal: ",\"phase\":\"")
            output.append(phase)
            output.append(literal: "\"")
            if let reason {
                output.append(literal: ",\"reason\":")
                output.appendJSONString(reason)
            }
        }
        output.append(literal: "}\n")
        output.flushIfFull()
    }
}
