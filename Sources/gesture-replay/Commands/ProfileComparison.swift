#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import Recognizers
import TraceFormat

/// `--compare-profiles`: one trace replayed under every profile, and only the records that one
/// profile produces and another does not — what changes when the app runs on iOS 18 instead of
/// iOS 17.
struct ProfileComparison {
    let command: ReplayCommand

    /// The records of one profile's replay: as values, as JSON lines, and as text lines.
    private struct Run {
        var profile: ArbitrationProfile
        var records: [ReplayRecord] = []
        var json: [String] = []
        var text: [String] = []
        /// Whether each record is absent from the other profile's replay.
        var differs: [Bool] = []
    }

    /// What to compare a trace with: its own platform's profiles when it has several (an
    /// iPad's two generations), else a word that its platform has one.
    private static func advice(for trace: String) -> String {
        guard let own = try? TraceReplay().profile(ofTraceAt: trace), own.platform != .iPhone else {
            return "name the profiles whose inputs the trace uses"
        }
        let names = ArbitrationProfile.allCases.filter { $0.platform == own.platform }.map(\.rawValue)
        return names.count > 1
            ? "such as --profiles \(names.joined(separator: ","))"
            : "whose inputs the trace uses; its own, \(own.rawValue), is the only profile of the \(own.platform.rawValue)"
    }

    func run() -> ExitStatus {
        guard let trace = command.traces.first else { return .usage }
        // The command line's gesture or scene is read once; each profile builds its own from it.
        let setup: ReplaySetup?
        do {
            // `--view`, `--preview`, `--device` and `--define` choose what is laid out, as in a replay.
            setup = try ReplaySetup.fromCommandLine(gesture: command.gestureSource, scenePath: command.scenePath, source: command.source.options).setup
        } catch {
            printError(error.message)
            return error.status
        }
        var runs: [Run] = []
        for profile in command.comparedProfiles {
            var replay = TraceReplay(profile: profile, explain: command.explain)
            replay.setup = setup
            replay.sourceOptions = command.source.options
            replay.resampleRate = command.resampleRate
            replay.keepGoing = command.keepGoing
            replay.controlOffsets = command.controlOffsets
            // Warnings are the trace's, not the profile's: say them once.
            if profile != command.comparedProfiles.first { replay.warn = { _ in } }
            let collector = RecordCollector()
            do {
                try replay.run(path: trace, into: collector)
            } catch {
                var message = error.message
                if error.kind == .unavailableInProfile && !command.profilesGiven {
                    // The trace is not at fault: the comparison's default profiles are the iPhone's.
                    message += "\n  --compare-profiles compares \(command.comparedProfiles.map(\.rawValue).joined(separator: " and ")) unless --profiles names others, \(Self.advice(for: trace))"
                }
                printError(message)
                return error.status
            }
            runs.append(Run(profile: profile, records: collector.records,
                            json: Self.lines(collector, JSONLinesSink(output: OutputSink(.memory))),
                            text: Self.lines(collector, TextSink(output: OutputSink(.memory)))))
        }
        Self.markDifferences(&runs)
        let format = command.format ?? FileSystem.standardOutputFormat
        var out = OutputSink(.fileDescriptor(1))
        switch format {
        case .json: writeJSON(runs, to: &out)
        case .text: writeText(runs, trace: trace, to: &out)
        }
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        return .success
    }

    /// A record differs when the other profile has fewer copies of it: counted, not aligned,
    /// so the comparison stays linear however long the trace.
    private static func markDifferences(_ runs: inout [Run]) {
        for index in runs.indices {
            var remaining: [String: Int] = [:]
            for (other, run) in runs.enumerated() where other != index {
                for line in run.json { remaining[line, default: 0] += 1 }
            }
            runs[index].differs = runs[index].json.map { line in
                guard let count = remaining[line], count > 0 else { return true }
                remaining[line] = count - 1
                return false
            }
        }
    }

    /// Every record of `collector` through `sink`, one line each.
    private static func lines(_ collector: RecordCollector, _ sink: EncodingSink) -> [String] {
        sink.prepare(sites: collector.sites, callbackLabels: collector.callbackLabels)
        for record in collector.records { sink.write(record) }
        return String(decoding: sink.output.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The differing records in time order, the first profile's first at equal times, each
    /// tagged with its profile.
    private func merged(_ runs: [Run]) -> [(run: Int, record: Int)] {
        var rows: [(run: Int, record: Int)] = []
        for (runIndex, run) in runs.enumerated() {
            for index in run.records.indices where run.differs[index] { rows.append((runIndex, index)) }
        }
        return rows.enumerated().sorted { a, b in
            let (ta, tb) = (runs[a.element.run].records[a.element.record].time, runs[b.element.run].records[b.element.record].time)
            return ta != tb ? ta < tb : a.offset < b.offset
        }.map(\.element)
    }

    private func writeJSON(_ runs: [Run], to out: inout OutputSink) {
        for (run, record) in merged(runs) {
            out.append("{\"profile\":\"\(runs[run].profile.rawValue)\",")
            out.append(String(runs[run].json[record].dropFirst()))
            out.append(literal: "\n")
        }
    }

    /// Two columns, one per profile; rows of one time pair the profiles' records in order.
    private func writeText(_ runs: [Run], trace: String, to out: inout OutputSink) {
        let rows = merged(runs)
        guard !rows.isEmpty else {
            out.append("\(trace): \(runs.map(\.profile.rawValue).joined(separator: " and ")) run the same callbacks\n")
            return
        }
        var table: [[String]] = []
        var index = 0
        while index < rows.count {
            let time = runs[rows[index].run].records[rows[index].record].time
            var columns = runs.map { _ in [String]() }
            while index < rows.count, runs[rows[index].run].records[rows[index].record].time == time {
                columns[rows[index].run].append(runs[rows[index].run].text[rows[index].record])
                index += 1
            }
            for line in 0..<(columns.map(\.count).max() ?? 0) {
                table.append(columns.map { line < $0.count ? $0[line] : "" })
            }
        }
        let width = max(runs[0].profile.rawValue.count, table.map { $0[0].count }.max() ?? 0)
        func row(_ cells: [String]) -> String {
            var line = cells[0] + String(repeating: " ", count: width - cells[0].count)
            for cell in cells.dropFirst() { line += "  │  " + cell }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
        out.append(row(runs.map(\.profile.rawValue)))
        for cells in table { out.append(row(cells)) }
        let count = rows.count
        out.append("\(count) record\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "") between \(runs.map(\.profile.rawValue).joined(separator: " and "))\n")
    }
}
