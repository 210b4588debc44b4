import Recognizers
import ReplayKit
import TraceFormat

/// `check --rates`: whether a trace's callbacks change with the sampling rate it is resampled to.
extension CheckCommand {
    /// Replays `trace` at each rate and describes the first place where the callbacks differ
    /// from the first rate's. Compared are the callback steps: the callbacks that run in one
    /// update (which view, modifier, path and callback, and a value that is an outcome — a long
    /// press's `true`/`false`), with repeats of the same step merged, since a faster panel
    /// legitimately reports more `onChanged`s. Times and sampled values move with the samples by
    /// design and are left out.
    func rateSensitivity(of trace: String) -> String? {
        var runs: [(rate: Double, records: Int, steps: [String])] = []
        for rate in rates {
            guard case .success(let records) = Self.recordValues(of: trace, rate: rate) else { return nil }
            runs.append((rate, records.count, Self.callbackSteps(records)))
        }
        let base = runs[0]
        var lines: [String] = []
        for run in runs.dropFirst() where run.steps != base.steps {
            let index = zip(base.steps, run.steps).prefix(while: { $0 == $1 }).count
            func at(_ steps: [String]) -> String { index < steps.count ? steps[index] : "(nothing)" }
            lines.append("  step \(index + 1): at \(Self.hz(base.rate)) \(at(base.steps)); at \(Self.hz(run.rate)) \(at(run.steps))")
        }
        guard !lines.isEmpty else { return nil }
        let counts = runs.map { "\(Self.hz($0.rate)): \($0.records) record\($0.records == 1 ? "" : "s")" }
        return "  callbacks change with the sampling rate (" + counts.joined(separator: ", ") + "):\n" + lines.joined(separator: "\n")
    }

    /// The records grouped by time into steps, each step its callbacks' signatures joined with
    /// " + ", consecutive equal steps merged.
    static func callbackSteps(_ records: [ReplayRecord]) -> [String] {
        var steps: [String] = []
        var currentTime: GestureTime?
        var current: [String] = []
        func close() {
            let step = current.joined(separator: " + ")
            if !current.isEmpty && steps.last != step { steps.append(step) }
            current.removeAll()
        }
        for record in records {
            if record.time != currentTime { close(); currentTime = record.time }
            current.append(callbackSignature(record))
        }
        close()
        return steps
    }

    static func hz(_ rate: Double) -> String { NumberFormat.string(rate) + " Hz" }

    /// `view[modifier]path callback(state)`, and the value when it is an outcome rather than a
    /// sample: a long press's `true`/`false`, a tap's `null`.
    static func callbackSignature(_ record: ReplayRecord) -> String {
        let site = record.site
        var signature = switch site.kind {
        case .gesture(let modifier, let path): "\(site.view)[\(modifier)]\(path) "
        case .control(let control): "\(site.view)[\(control)] "
        }
        guard case .callback(let callback, let state) = record.event else { return signature }
        let value = record.value
        signature += callback.rawValue
        if let state { signature += "(\(state))" }
        switch value {
        case .bool(let outcome)?: signature += outcome ? " true" : " false"
        case .void?: signature += " null"
        default: break
        }
        return signature
    }
}
