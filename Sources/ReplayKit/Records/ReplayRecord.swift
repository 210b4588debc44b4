import Recognizers
import SwiftSource

/// The callbacks a record can report (docs/output-format.md#json---format-json-the-default-when-standard-output-is-not-a-terminal).
package enum CallbackKind: String, CaseIterable {
    case updating, onChanged, onEnded, reset, perform, onPressingChanged
    /// A callback an event runs that is not a gesture's: `.onHover`'s, `.onContinuousHover`'s,
    /// `.onKeyPress`'s.
    case action
    /// A `.focused` view gained or lost focus.
    case focus
    /// An assistive technology ran `.accessibilityAction`, `.accessibilityAdjustableAction` or
    /// `.accessibilityScrollAction`.
    case accessibilityAction, accessibilityAdjustableAction, accessibilityScrollAction
}

/// The phase an `--explain` record reports: the gesture's phase, or `held` (recognized and held
/// back until the gestures before it fail) or `dropped` (another gesture decided the outcome;
/// this one never resolved).
package enum RecordedPhase: String, CaseIterable {
    case possible, active, ended, failed, held, dropped

    package init(_ kind: GesturePhaseKind) {
        switch kind {
        case .possible: self = .possible
        case .active: self = .active
        case .ended: self = .ended
        case .failed: self = .failed
        }
    }

    /// Whether the gesture is done: its band on a timeline stops here.
    package var isTerminal: Bool {
        switch self {
        case .ended, .failed, .dropped: true
        case .possible, .active, .held: false
        }
    }
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
        case callback(CallbackKind, state: String?)
        /// `--explain`: a phase change and why.
        case phase(RecordedPhase, reason: String?)
        /// A UIKit recognizer's action, in the state it reports.
        case recognizer(PlatformGestureState)
        /// A built-in control's event (docs/output-format.md#controls-additions-to-schema-version-1): `action`, `scrollPhase`, ….
        case control(ControlEvent.Event)
    }

    package var time: GestureTime
    package var site: CallbackSite
    package var event: Event
    /// The value a callback received. Kept beside `event`, not in it, so sinks read it in place:
    /// binding it out of an enum payload copies it, once per record, on the output's hot path.
    package var value: ReplayValue?
    /// A control's event that no pointer caused: "keyboardShortcut", "voiceOver", ….
    package var via: String?

    package init(time: GestureTime, site: CallbackSite, event: Event, value: ReplayValue? = nil, via: String? = nil) {
        self.time = time
        self.site = site
        self.event = event
        self.value = value
        self.via = via
    }
}

/// Where records go as the replay produces them.
package protocol RecordSink: AnyObject {
    /// Every site that can produce a record, in scene order, and every callback label a record
    /// can show; called once before the first record.
    func prepare(sites: [CallbackSite], callbackLabels: [String])
    func write(_ record: ReplayRecord)
    /// A callback record given as its fields: what `Recorder` calls. Encoding sinks write the
    /// fields where they are, without building the value first (the JSON sink's hot path).
    func writeCallback(at time: GestureTime, site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?)
}

extension RecordSink {
    package func writeCallback(at time: GestureTime, site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?) {
        write(ReplayRecord(time: time, site: site, event: .callback(callback, state: state), value: value))
    }
}

/// Keeps records in memory, in order: for `check --rates`, `render` and library users.
package final class RecordCollector: RecordSink {
    package private(set) var records: [ReplayRecord] = []
    package private(set) var sites: [CallbackSite] = []
    package private(set) var callbackLabels: [String] = []

    package init() {}

    package func prepare(sites: [CallbackSite], callbackLabels: [String]) {
        self.sites = sites
        self.callbackLabels = callbackLabels
    }
    package func write(_ record: ReplayRecord) { records.append(record) }
}
