import Recognizers
import TraceFormat
import SwiftSource

/// Turns the callbacks of a replay's gestures into records at the replay's virtual time and hands
/// them to a sink. What `RecordingBuilder`'s gestures call; owned by one replay, on one thread.
package final class Recorder {
    package let sink: any RecordSink
    /// The time of the update running the callback; set by the replay loop's owner.
    package var currentTime: () -> GestureTime = { GestureTime(nanoseconds: 0) }

    package init(sink: any RecordSink) {
        self.sink = sink
    }

    /// The descriptions record sites name, one string each: a list's rows all describe their
    /// gesture alike, and each description past 15 bytes (`LongPressGesture()`) is its own
    /// allocation, kept by its site for the whole replay.
    private var descriptions: Set<String> = []

    /// `text`, as stored the first time it was seen.
    func interned(_ text: String) -> String {
        descriptions.insert(text).memberAfterInsert
    }

    /// Tells the sink every site and callback label before the first record (text aligns its
    /// columns from them).
    package func prepare(sites: [CallbackSite], callbackLabels: [String]) {
        sink.prepare(sites: sites, callbackLabels: callbackLabels)
    }

    package func write(_ site: CallbackSite, _ callback: CallbackKind, state: String? = nil, value: ReplayValue?) {
        sink.writeCallback(at: currentTime(), site: site, callback, state: state, value: value)
    }

    /// A UIKit recognizer's action ran: its state and values.
    package func writeRecognizer(_ site: CallbackSite, _ event: PlatformGestureEvent) {
        sink.write(ReplayRecord(time: currentTime(), site: site, event: .recognizer(event.state), value: .platform(event.values)))
    }

    /// An explanation record (`--explain`) for a UIKit recognizer that failed.
    package func writeRecognizerFailure(_ site: CallbackSite, _ failure: GestureFailure, competitor: String?) {
        sink.write(ReplayRecord(time: currentTime(), site: site,
                                event: .phase(.failed, reason: Self.reason(failure, competitor: competitor))))
    }

    /// Control sites by view, made as the first record of each needs one.
    private var controlSites: [ControlSiteKey: CallbackSite] = [:]

    /// A built-in control's event as a record (`{"t","view","control","event","value"}`), or
    /// with `--explain` why its recognizer began or failed.
    package func writeControl(_ event: ControlEvent) {
        let site = controlSite(view: event.view, control: event.control)
        let time = event.time
        switch event.kind {
        case .recognizerBegan(let reason):
            sink.write(ReplayRecord(time: time, site: site, event: .phase(.active, reason: reason)))
        case .recognizerFailed(let failure, let competitor):
            sink.write(ReplayRecord(time: time, site: site, event: .phase(.failed, reason: Self.reason(failure, competitor: competitor))))
        default:
            // Every kind but the two explanations above has an event name.
            guard let name = event.kind.event else { return }
            sink.write(ReplayRecord(time: time, site: site, event: .control(name), value: Self.value(of: event.kind), via: event.via?.rawValue))
        }
    }

    /// The site of `control` on `view`: one per pair, so a row's swipe actions ("List") and its
    /// context menu ("contextMenu") are recorded each under its own name.
    package func controlSite(view: String, control: String) -> CallbackSite {
        let key = ControlSiteKey(view: view, control: control)
        if let site = controlSites[key] { return site }
        let site = CallbackSite(view: view, control: control)
        controlSites[key] = site
        return site
    }

    /// A control event's value as docs/output-format.md#controls-additions-to-schema-version-1 shapes it; nil for `action`, `sheetDismiss` and `presented`.
    package static func value(of kind: ControlEvent.Kind) -> ReplayValue? {
        switch kind {
        case .action, .sheetDismiss, .contextMenuPresented, .recognizerBegan, .recognizerFailed: nil
        case .pressed(let pressed): .bool(pressed)
        case .toggle(let isOn): .bool(isOn)
        case .scrollPhase(let phase): .text(phase.rawValue)
        case .contentOffset(let offset), .scrollEnd(let offset): .point(offset)
        case .page(let page): .number(Double(page))
        case .swipeActions(let edge, let revealed):
            .fields(keys: ["edge", "state"], values: [.text(edge.rawValue), .text(revealed ? "revealed" : "closed")])
        case .swipeAction(let title): .text(title)
        case .navigationPop(let depth): .fields(keys: ["depth"], values: [.number(Double(depth))])
        case .sliderValue(let value): .number(value)
        }
    }

    /// An explanation record (`--explain`): the gesture at `site` changed phase, and why.
    package func writePhase(_ site: CallbackSite, _ change: GesturePhaseChange) {
        let phase: RecordedPhase = change.dropped ? .dropped : change.heldBack ? .held : RecordedPhase(change.kind)
        let reason = change.failure.map { Self.reason($0, competitor: change.competitor) }
            ?? (change.dropped ? "another gesture decided the outcome; this one never resolved"
                : change.heldBack ? change.competitor.map { "waiting for \($0) to fail" }
                    ?? "recognized; held back until the gestures before it fail"
                : nil)
        sink.write(ReplayRecord(time: currentTime(), site: site, event: .phase(phase, reason: reason)))
    }

    /// A failure's reason in words, naming the competitor when it is a lost arbitration.
    package static func reason(_ failure: GestureFailure, competitor: String? = nil) -> String {
        switch failure.reason {
        case .competitorActive: "lost to a gesture with precedence that became active"
        case .prevented: competitor.map { "prevented by \($0), which began first" } ?? failure.description
        case .requiredGestureRecognized:
            competitor.map { "\($0) was recognized; this gesture waits for it to fail" } ?? failure.description
        default: failure.description
        }
    }
}

/// A control's site's key: the view and the control on it (a row has its swipe actions and its
/// context menu).
private struct ControlSiteKey: Hashable {
    var view: String
    var control: String
}
