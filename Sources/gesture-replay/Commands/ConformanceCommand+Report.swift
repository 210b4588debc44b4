import ReplayKit
import SwiftSource
import TraceFormat

// The report of `conformance`: text for a person, one JSON object per take for scripts, JUnit
// for CI; the exit status from the worst take.
extension ConformanceCommand {
    func report(_ results: [TakeResult]) -> ExitStatus {
        let format = self.format ?? FileSystem.standardOutputFormat
        var out = OutputSink(.fileDescriptor(1))
        var junit = JUnitReport(suiteName: "gesture-replay conformance")
        var status = ExitStatus.success
        var agreed = 0, disagreeing = 0, takesDisagreeing = 0, takesFailing = 0
        for result in results {
            switch result.outcome {
            case .error(let message, let errorStatus):
                out.flush()
                printError(message)
                junit.cases.append(.init(path: result.take, outcome: .error(message: message, detail: message)))
                takesFailing += 1
                if status == .success || status == .differencesFound { status = errorStatus }
            case .compared(let outcome):
                agreed += outcome.agreed
                disagreeing += outcome.disagreements.count
                let text = Self.text(result, outcome)
                switch format {
                case .text: out.append(text)
                case .json: out.append(Self.json(result, outcome) + "\n")
                }
                if outcome.disagreements.isEmpty {
                    junit.cases.append(.init(path: result.take, outcome: .passed))
                } else {
                    takesDisagreeing += 1
                    junit.cases.append(.init(path: result.take, outcome: .failed(message: Self.summary(outcome), detail: text)))
                    if status == .success { status = .differencesFound }
                }
            }
        }
        if format == .text {
            let takes = results.count == 1 ? "1 take" : "\(results.count) takes"
            out.append("\(takes): \(agreed) callbacks agree, \(disagreeing) disagree" + (takesDisagreeing > 1 ? " in \(takesDisagreeing) takes" : "")
                       + (takesFailing > 0 ? "; \(takesFailing) could not be compared" : "") + "\n")
        }
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        if let junitPath, let reason = FileSystem.write(Array(junit.xml.utf8), to: junitPath) {
            printWriteFailure("the JUnit report", to: junitPath, "\(reason)")
            return .ioError
        }
        return status
    }

    static func summary(_ outcome: ConformanceCheck.Outcome) -> String {
        let count = outcome.disagreements.count
        let agreeing = outcome.agreed == 1 ? "1 callback agrees" : "\(outcome.agreed) callbacks agree"
        return agreeing + ", \(count) disagree\(count == 1 ? "s" : "")"
    }

    /// A take's lines: what it was replayed through, then one line per disagreement with the
    /// replay's reason under it.
    static func text(_ result: TakeResult, _ outcome: ConformanceCheck.Outcome) -> String {
        var text = "\(result.take): \(summary(outcome))"
        if let scene = result.scene { text += " (\(scene)" + (result.view.map { ", view \($0)" } ?? "") + ")" }
        text += "\n"
        if outcome.deviceCount == 0 && outcome.replayCount == 0 {
            text += "  note: neither the device nor the replay ran a callback of a gesture marked .recorded(\"…\")\n"
        }
        for disagreement in outcome.disagreements {
            let name = disagreement.kind.rawValue
            let kind = name + String(repeating: " ", count: max(0, 8 - name.count))
            text += "  \(kind) \(disagreement.recorded) \(disagreement.callback) at \(CallbackComparison.seconds(disagreement.t)): \(disagreement.detail)\n"
            if let reason = disagreement.reason { text += "           why: \(reason)\n" }
        }
        if !outcome.disagreements.isEmpty, let command = result.command {
            text += "  the replay with its reasons: \(command)\n"
        }
        return text
    }

    /// `{"take":…,"scene":…,"view":…,"agree":n,"disagree":n,"disagreements":[…]}`.
    static func json(_ result: TakeResult, _ outcome: ConformanceCheck.Outcome) -> String {
        var sink = OutputSink(.memory)
        sink.append(literal: "{\"take\":")
        sink.appendJSONString(result.take)
        if let scene = result.scene {
            sink.append(literal: ",\"scene\":")
            sink.appendJSONString(scene)
        }
        if let view = result.view {
            sink.append(literal: ",\"view\":")
            sink.appendJSONString(view)
        }
        if let command = result.command {
            sink.append(literal: ",\"command\":")
            sink.appendJSONString(command)
        }
        sink.append(",\"agree\":\(outcome.agreed),\"disagree\":\(outcome.disagreements.count),\"disagreements\":[")
        for (index, disagreement) in outcome.disagreements.enumerated() {
            if index > 0 { sink.append(literal: ",") }
            sink.append(literal: "{\"kind\":")
            sink.appendJSONString(disagreement.kind.rawValue)
            sink.append(literal: ",\"recorded\":")
            sink.appendJSONString(disagreement.recorded)
            sink.append(literal: ",\"callback\":")
            sink.appendJSONString(disagreement.callback)
            for (key, side) in [("device", disagreement.device), ("replay", disagreement.replay)] {
                sink.append(",\"\(key)\":")
                guard let side else { sink.append(literal: "null"); continue }
                sink.append("{\"t\":" + NumberFormat.string(side.t) + ",\"value\":" + (side.value?.json ?? "null") + "}")
            }
            sink.append(literal: ",\"detail\":")
            sink.appendJSONString(disagreement.detail)
            if let reason = disagreement.reason {
                sink.append(literal: ",\"reason\":")
                sink.appendJSONString(reason)
            }
            sink.append(literal: "}")
        }
        sink.append(literal: "]}")
        return String(decoding: sink.bytes, as: UTF8.self)
    }
}
