import Recognizers
import SwiftSource
import TraceFormat

/// One take of a recorded session replayed and set beside what the device reported
/// (docs/recording.md#the-device-loop).
package struct ConformanceCheck {
    /// The callbacks that agree, those that do not, and the names the device recorded that the
    /// scene has no `.recorded(_:)` for.
    package struct Outcome {
        package var agreed: Int
        package var disagreements: [Disagreement]
        /// How many callbacks the device reported.
        package var deviceCount: Int
        /// How many the replay ran.
        package var replayCount: Int
    }

    package var tolerance: ConformanceTolerance

    package init(tolerance: ConformanceTolerance) {
        self.tolerance = tolerance
    }

    /// Replays `trace` with `replay` (its scene and options set, `explain` on) and compares the
    /// callbacks `.recorded(_:)` adds with `device`.
    package func run(trace: String, device: [ObservedCallback], replay: TraceReplay) throws(ReplayProblem) -> Outcome {
        var replay = replay
        replay.explain = true
        let sink = SiteKeepingSink()
        try replay.run(path: trace, into: sink)
        let lines = String(decoding: sink.json.output.bytes, as: UTF8.self).split(separator: "\n")
        var callbacks: [ObservedCallback] = []
        var explanations: [Explanation] = []
        for (index, line) in lines.enumerated() {
            // The sink wrote each line: it parses.
            guard let node = try? JSONParser.parse(String(line), file: "replay"), case .number(let t, _)? = node["t"] else { continue }
            if case .string(let name, _)? = node["recorded"], case .string(let callback, _)? = node["callback"] {
                var rootKey: String?
                if case .string(let gesture, _)? = node["gesture"] { rootKey = ObservedCallback.rootKey(ofGesture: gesture) }
                callbacks.append(ObservedCallback(t: t, recorded: name, callback: callback, value: node["value"], line: index + 1, rootKey: rootKey))
            } else if case .string(let phase, _)? = node["phase"], let key = Explanation.Key(node) {
                var reason: String?
                if case .string(let text, _)? = node["reason"] { reason = text }
                explanations.append(Explanation(t: t, key: key, phase: phase, reason: reason))
            }
        }
        var (agreed, disagreements) = CallbackComparison.compare(device: device, replay: callbacks, tolerance: tolerance)
        var byKey: [Explanation.Key: [Explanation]] = [:]
        for explanation in explanations { byKey[explanation.key, default: []].append(explanation) }
        var sites: [String: CallbackSite] = [:]
        for site in sink.recordedSites { if let name = site.recorded, sites[name] == nil { sites[name] = site } }
        for index in disagreements.indices {
            disagreements[index].reason = why(disagreements[index], site: sites[disagreements[index].recorded], explanations: byKey)
        }
        return Outcome(agreed: agreed, disagreements: disagreements, deviceCount: device.count, replayCount: callbacks.count)
    }

    /// The replay's explanation for the gesture a disagreement is about. For a callback the
    /// replay did not run, why not: its failure or drop nearest the device's time, else its
    /// record nearest it, within the pairing window. For one it ran, why it ran: its last record
    /// at or before the replay's time.
    func why(_ disagreement: Disagreement, site: CallbackSite?, explanations: [Explanation.Key: [Explanation]]) -> String {
        guard let site, case .gesture(let modifier, let path) = site.kind else {
            return "the Swift file has no gesture marked .recorded(\"\(disagreement.recorded)\"); the device's app was built from other code"
        }
        let own = explanations[Explanation.Key(view: site.view, modifier: modifier, path: path)] ?? []
        let gesture = (path.isEmpty ? "" : path + ": ") + site.gesture + " on '" + site.view + "'"
        let window = CallbackComparison.pairingWindow
        let chosen: Explanation?
        switch disagreement.kind {
        case .missing:
            let t = disagreement.t
            let near = own.filter { abs($0.t - t) <= window }
            let distance: (Explanation, Explanation) -> Bool = { abs($0.t - t) < abs($1.t - t) }
            chosen = near.filter { $0.phase == "failed" || $0.phase == "dropped" }.min(by: distance) ?? near.min(by: distance)
        case .extra, .time, .value:
            let t = disagreement.replay?.t ?? disagreement.t
            chosen = own.last { $0.t <= t + 1e-9 }
        }
        guard let chosen else {
            return "no touch reached \(gesture) in the replay within \(NumberFormat.string(window)) s of it: check the view's frame and what covers it (--explain)"
        }
        return gesture + ": " + chosen.phase + " at " + CallbackComparison.seconds(chosen.t) + (chosen.reason.map { ": " + $0 } ?? "")
    }

    /// An `--explain` record: a gesture's phase change and why.
    struct Explanation {
        struct Key: Hashable {
            var view: String
            var modifier: Int
            var path: String

            init(view: String, modifier: Int, path: String) {
                self.view = view
                self.modifier = modifier
                self.path = path
            }

            init?(_ node: JSONNode) {
                guard case .string(let view, _)? = node["view"], case .number(let modifier, _)? = node["modifier"],
                      case .string(let path, _)? = node["path"], let index = Int(exactly: modifier) else { return nil }
                self.init(view: view, modifier: index, path: path)
            }
        }
        var t: Double
        var key: Key
        var phase: String
        var reason: String?
    }
}

/// Writes the replay's records as JSON, with `--explain`, and keeps the sites `.recorded(_:)`
/// marks, so a gesture that never ran can still be named.
final class SiteKeepingSink: RecordSink {
    let json = JSONLinesSink(output: OutputSink(.memory))
    private(set) var recordedSites: [CallbackSite] = []

    func prepare(sites: [CallbackSite], callbackLabels: [String]) {
        recordedSites = sites.filter { $0.recorded != nil }
        json.prepare(sites: sites, callbackLabels: callbackLabels)
    }

    func write(_ record: ReplayRecord) { json.write(record) }

    func writeCallback(at time: GestureTime, site: CallbackSite, _ callback: CallbackKind, state: String?, value: ReplayValue?) {
        json.writeCallback(at: time, site: site, callback, state: state, value: value)
    }
}
