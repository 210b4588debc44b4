import Recognizers
import TraceFormat
import SwiftSource

/// Records encoded as bytes into an `OutputSink` as they arrive: JSON Lines (schema version 1) or
/// aligned text, streaming to standard output or kept in memory.
package class EncodingSink: RecordSink {
    /// Written on every record: no runtime exclusivity checks (one replay's callbacks, one thread).
    @exclusivity(unchecked) package var output: OutputSink
    /// Set when several traces are replayed in one run, so each record says which it came from.
    package var traceName: String?

    package init(output: consuming OutputSink) {
        self.output = output
    }

    /// The sink for `format`.
    package static func make(_ format: OutputFormat, output: consuming OutputSink) -> EncodingSink {
        switch format {
        case .json: JSONLinesSink(output: output)
        case .text: TextSink(output: output)
        }
    }

    package func prepare(sites: [CallbackSite], callbackLabels: [String]) {}

    package func write(_ record: ReplayRecord) {
        preconditionFailure("\(Self.self) must override write(_:)")
    }

    package func writeCallback(at time: GestureTime, site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?) {
        write(ReplayRecord(time: time, site: site, event: .callback(callback, state: state), value: value))
    }
}
