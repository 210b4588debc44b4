import Recognizers

/// The callbacks a record can report (contract §3).
package enum CallbackKind: String {
    case updating, onChanged, onEnded, reset, perform, onPressingChanged
}

package enum OutputFormat: String, CaseIterable {
    case json, text
}

/// One record of a replay, as a value: when, where (the callback site) and what — a callback with
/// the state it writes and the value it received, or (`--explain`) a phase change with its reason.
/// Sinks turn records into JSON Lines or text; `check`, `--rates` and `render` read them as they
/// are, with no JSON in between.
package struct ReplayRecord {
    package enum Event {
        case callback(CallbackKind, state: String?, value: ReplayValue?)
        /// `possible`, `active`, `ended`, `failed`, `held` or `dropped`, and why.
        case phase(String, reason: String?)
    }

    package var time: GestureTime
    package var site: CallbackSite
    package var event: Event

    package init(time: GestureTime, site: CallbackSite, event: Event) {
        self.time = time
        self.site = site
        self.event = event
    }

    /// The callback, for callback records.
    package var callback: CallbackKind? {
        if case .callback(let kind, _, _) = event { return kind }
        return nil
    }
}

/// Where records go as the replay produces them.
package protocol RecordSink: AnyObject {
    /// Every site that can produce a record, in scene order, and every callback label a record
    /// can show; called once before the first record.
    func prepare(sites: [CallbackSite], callbackLabels: [String])
    func write(_ record: ReplayRecord)
}

/// Keeps records in memory, in order: for `check --rates`, `render` and library users.
package final class RecordCollector: RecordSink {
    package private(set) var records: [ReplayRecord] = []
    package private(set) var sites: [CallbackSite] = []

    package init() {}

    package func prepare(sites: [CallbackSite], callbackLabels: [String]) { self.sites = sites }
    package func write(_ record: ReplayRecord) { records.append(record) }
}
