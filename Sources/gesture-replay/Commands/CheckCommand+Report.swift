#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import TraceFormat

/// What `check` prints and writes once every trace has a result: failures in trace order,
/// `--update`'s files, the JUnit report, the summary line, and the exit status.
extension CheckCommand {
    var palette: Palette {
        switch color {
        case .always: Palette(enabled: true)
        case .never: Palette(enabled: false)
        case .auto: Palette(enabled: FileSystem.standardOutputIsTerminal && getenv("NO_COLOR") == nil)
        }
    }

    /// The counts the summary line reports, and the worst status met so far.
    private struct Tally {
        var status = ExitStatus.success
        var passed = 0
        var failed = 0
        var updated: [String] = []
        var dependsOnProfile = 0
        var junit = JUnitReport()
    }

    /// Prints failures in trace order, applies `--update`, writes JUnit, prints the summary, and
    /// returns the exit status.
    func report(_ results: [Result]) -> ExitStatus {
        var out = OutputSink(.fileDescriptor(1))
        var tally = Tally()
        for result in results {
            count(result, into: &tally, out: &out)
            if update, case .failed = result.outcome { applyUpdate(result, into: &tally, out: &out) }
            out.flushIfFull()
        }
        if let junitPath, let reason = FileSystem.write(Array(tally.junit.xml.utf8), to: junitPath) {
            printWriteFailure("the JUnit report", to: junitPath, "\(reason)")
            tally.status = .ioError
        }
        out.append(palette.paint(summary(of: results, tally), tally.failed == 0 ? .success : .failure) + "\n")
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        return tally.status
    }

    /// Counts one result, printing it when it failed.
    private func count(_ result: Result, into tally: inout Tally, out: inout OutputSink) {
        let palette = self.palette
        switch result.outcome {
        case .passed:
            tally.passed += 1
            tally.junit.cases.append(.init(path: result.trace, outcome: .passed))
        case .failed(let summary, let detail, let painted):
            if update && result.rateReport == nil {
                // Re-recorded by `applyUpdate`; a rate report is not something --update can fix.
                tally.passed += 1
                tally.junit.cases.append(.init(path: result.trace, outcome: .passed))
            } else {
                tally.failed += 1
                out.append(palette.paint("FAIL", .failure) + " " + palette.paint(result.trace, .heading) + ": \(summary)\n\(painted)\n")
                tally.junit.cases.append(.init(path: result.trace, outcome: .failed(message: summary, detail: detail)))
                if tally.status == .success { tally.status = .differencesFound }
            }
        case .error(let summary, let errorStatus):
            tally.failed += 1
            out.append(palette.paint("ERROR", .failure) + " " + palette.paint(result.trace, .heading) + "\n  \(summary.replacingNewlines)\n")
            tally.junit.cases.append(.init(path: result.trace, outcome: .error(message: summary, detail: summary)))
            if tally.status == .success || tally.status == .differencesFound { tally.status = errorStatus }
        }
        if result.dependsOnProfile { tally.dependsOnProfile += 1 }
    }

    /// `--update`: writes the failed trace's expected files and removes those that no longer apply.
    private func applyUpdate(_ result: Result, into tally: inout Tally, out: inout OutputSink) {
        for write in result.writes {
            if let reason = FileSystem.write(write.bytes, to: write.path) {
                printWriteFailure("the expected output", to: write.path, "\(reason)")
                tally.status = .ioError
            } else {
                tally.updated.append(write.path)
                out.append((write.exists ? "updated " : "created ") + write.path + "\n")
            }
        }
        for path in result.removals {
            if unlink(path) == 0 {
                out.append("removed " + path + "\n")
            } else {
                printError("\(path): error: cannot remove the expected output that no longer applies")
                tally.status = .ioError
            }
        }
    }

    /// `3 passed, 1 failed`, with what depends on the profile and what `--update` wrote.
    private func summary(of results: [Result], _ tally: Tally) -> String {
        var summary = "\(tally.passed) passed, \(tally.failed) failed"
        if !profiles.isEmpty {
            let count = tally.dependsOnProfile
            summary += "; \(count) depend\(count == 1 ? "s" : "") on the profile (\(profiles.map(\.rawValue).joined(separator: " vs ")))"
            // One clause for every profile, so the line stays readable with six of them.
            let unavailable = profiles.compactMap { profile -> String? in
                let count = results.count { $0.unavailableIn.contains(profile) }
                return count > 0 ? "\(count) under \(profile.rawValue)" : nil
            }
            if !unavailable.isEmpty {
                summary += "; not replayable (a UIKit recognizer, an input the profile lacks), so checked under the others: "
                    + unavailable.joined(separator: ", ")
            }
        }
        if update { summary += "; \(tally.updated.count) expected file\(tally.updated.count == 1 ? "" : "s") written" }
        return summary
    }
}
