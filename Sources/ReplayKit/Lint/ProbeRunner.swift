import Recognizers
import TraceFormat
import SwiftSource

/// What one probe did under one profile: which gestures and controls completed (an `onEnded`,
/// a `perform`, a recognizer's action, a Button's action, …) and when, which were only touched,
/// which scroll views scrolled, and the reasons `--explain` gives for waiting and failing.
package struct ProbeOutcome: Sendable {
    package struct Completion: Sendable, Equatable {
        /// `view#modifier` of a gesture, or `view#control` of a control.
        package var key: String
        package var view: String
        /// The gesture as records spell it, or the control's name.
        package var gesture: String
        /// `onEnded`, `perform`, `recognized`, `action`, `toggle`, `page`, …
        package var event: String
        package var time: TraceTime
    }

    package var completions: [Completion] = []
    /// Keys of gestures with any callback record.
    package var touched: Set<String> = []
    /// Scroll views (and paged TabViews) that began to scroll or changed page.
    package var scrolled: Set<String> = []
    /// `--explain` reasons, by key: why a gesture was held back, why it failed.
    package var waits: [String: String] = [:]
    package var failures: [String: String] = [:]

    /// The outcome without its times, to compare profiles: what completed and what scrolled,
    /// naming views other than `view`.
    package func signature(relativeTo view: String) -> [String] {
        Array(Set(completions.map { "\($0.gesture)\($0.view == view ? "" : " on '\($0.view)'") \($0.event)" }
            + scrolled.map { "'\($0)' scrolls" })).sorted()
    }

    package static func key(view: String, modifier: Int) -> String { "\(view)#\(modifier)" }
    package static func controlKey(view: String) -> String { "\(view)#control" }
}

/// Replays probes against one scene under one profile, in this thread. The scene's views and
/// their recording gestures are built once; each probe gets a fresh engine and the scene's
/// initial state, so probes never see each other.
package final class ProbeRunner {
    package let profile: ArbitrationProfile
    private let recorded: RecordedScene
    private let scene: PreparedScene
    private let collector = RecordCollectorBuffer()
    private let recorder: Recorder
    /// The engine that answers hit tests, with the scene at rest.
    private let hitTester: GestureReplayer
    /// Whether a probe has run since the scene was last put at rest.
    private var moved = false
    /// Why this profile cannot replay the scene (a UIKit recognizer under `ios17`), if so.
    package let unavailable: String?

    package init(specs: [SceneSpec], profile: ArbitrationProfile) {
        self.profile = profile
        let recorder = Recorder(sink: collector)
        self.recorder = recorder
        let recorded = RecordedScene(specs, recorder: recorder, explain: true)
        self.recorded = recorded
        scene = PreparedScene(recorded.views)
        recorded.prepare(recorder)
        hitTester = GestureReplayer(profile: profile)
        var reason: String?
        do { try hitTester.load(scene) } catch { reason = error.description }
        unavailable = reason
        recorded.restart()
    }

    /// The id of the view a finger going down at `point` would bind to.
    package func viewID(at point: CGPoint) -> String? {
        // The scene at rest: a probe run since may have scrolled it or moved views.
        if moved {
            scene.rest()
            recorded.restart()
            moved = false
        }
        return hitTester.viewID(at: point)
    }

    package func run(_ probe: LintProbe) -> ProbeOutcome {
        guard unavailable == nil, let replayer = freshReplayer(explaining: true) else { return ProbeOutcome() }
        var frames = FrameBuilder()
        for event in probe.events { frames.add(PointerEvent(event), complete: replayer.process) }
        frames.finish(complete: replayer.process)
        replayer.finish()
        return Self.outcome(of: collector.records)
    }

    /// Runs `drive` on a fresh load of the scene at rest, lets the timers fire, and returns
    /// whether `drive` says it responded or `reached` finds so in the records.
    func replayFresh(_ drive: (GestureReplayer) -> Bool, reached: ([ReplayRecord]) -> Bool) -> Bool {
        guard let replayer = freshReplayer(explaining: false) else { return false }
        let driven = drive(replayer)
        replayer.finish()
        return reached(collector.records) || driven
    }

    /// A new engine with the scene loaded at its initial state, recording into an empty
    /// collector; nil when the profile cannot load it.
    private func freshReplayer(explaining: Bool) -> GestureReplayer? {
        recorded.restart()
        moved = true
        collector.records.removeAll(keepingCapacity: true)
        let replayer = GestureReplayer(profile: profile)
        let recorder = self.recorder
        recorder.currentTime = { [unowned replayer] in replayer.time }
        replayer.onControlEvent = { recorder.writeControl($0) }
        replayer.explainsControls = explaining
        do { try replayer.load(scene) } catch { return nil }
        return replayer
    }

    static func outcome(of records: [ReplayRecord]) -> ProbeOutcome {
        var outcome = ProbeOutcome()
        for record in records {
            let site = record.site
            let key = switch site.kind {
            case .control: ProbeOutcome.controlKey(view: site.view)
            case .gesture(let modifier, _): ProbeOutcome.key(view: site.view, modifier: modifier)
            }
            let time = TraceTime(nanoseconds: record.time.nanoseconds)
            func complete(_ event: String) {
                outcome.completions.append(.init(key: key, view: site.view, gesture: site.gesture, event: event, time: time))
            }
            switch record.event {
            case .callback(let kind, _):
                outcome.touched.insert(key)
                if kind == .onEnded || kind == .perform { complete(kind.rawValue) }
            case .recognizer(let state):
                outcome.touched.insert(key)
                if state == .ended || state == .recognized { complete(state.rawValue) }
            case .control(let event):
                switch event {
                case .action, .toggle, .sliderValue, .swipeAction, .navigationPop, .sheetDismiss, .presented: complete(event.rawValue)
                case .page:
                    complete(event.rawValue)
                    outcome.scrolled.insert(site.view)
                case .scrollPhase:
                    if case .text(let phase)? = record.value, phase == ScrollPhase.interacting.rawValue { outcome.scrolled.insert(site.view) }
                case .pressed, .contentOffset, .scrollEnd, .swipeActions: break
                }
            case .phase(let phase, let reason):
                guard let reason else { continue }
                if phase == .held, outcome.waits[key] == nil { outcome.waits[key] = reason }
                if phase == .failed { outcome.failures[key] = reason }
            }
        }
        // One completion per key and event: a callback on a nested path repeats its modifier's.
        var seen: Set<String> = []
        outcome.completions = outcome.completions.filter { seen.insert($0.key + " " + $0.event).inserted }
        return outcome
    }
}

/// A record sink that keeps the current probe's records.
final class RecordCollectorBuffer: RecordSink {
    var records: [ReplayRecord] = []
    func prepare(sites: [CallbackSite], callbackLabels: [String]) {}
    func write(_ record: ReplayRecord) { records.append(record) }
}
