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

/// `gesture-replay check PATH...`: replays each trace with the settings in its header and compares
/// the records with the expected output kept beside it.
struct CheckCommand: Command {
    var paths: [String] = []
    var update = false
    var force = false
    var junitPath: String?
    var jobs = FileSystem.processorCount
    var shard: (index: Int, count: Int)?
    var rates: [Double] = []
    var color: ColorChoice = .auto
    /// `--profiles`: check each trace under each of these, with one expected file when they
    /// agree and one per profile when they do not.
    var profiles: [ArbitrationProfile] = []

    enum ColorChoice: String, CaseIterable { case auto, always, never }

    /// `swipe.jsonl` is checked against `swipe.expected.jsonl`.
    static let expectedSuffix = ".expected.jsonl"
    static let traceSuffix = ".jsonl"

    static let name = "check"
    static let overview = "Check that traces still replay to their expected output."
    static let discussion = """
        Each trace NAME.jsonl is replayed with the gesture or scene and the profile in its header
        (the default scene when it has neither) and its JSON records are compared, record by
        record, with NAME.expected.jsonl beside it. A difference prints the trace, the first
        differing record with its neighbours and the fields that changed.
        """
    static let arguments = [ArgumentHelp(name: "<path>", help: "Trace files, or directories searched for *.jsonl traces (*.expected.jsonl files are the expectations and *.device.jsonl a device's records, not traces).", repeats: true)]

    static let options: [CommandOption<CheckCommand>] = [
        .flag(["--update"], help: "Write each trace's current output as its expected output and list the files that changed. Refused when the CI environment variable is set, unless --force is given too.") { $0.update = true },
        .flag(["--force"], help: "Allow --update in CI.", within: "--update") { $0.force = true },
        .value(["--profiles"], "<p,...>", help: "Check every trace under each profile, such as ios17,ios18, overriding its header: against NAME.expected.jsonl when the profiles give the same records, else against NAME.ios17.expected.jsonl and NAME.ios18.expected.jsonl. --update writes one file or the two accordingly; the summary counts the traces whose outcome depends on the OS.",
               completion: .values(ArbitrationProfile.names)) { command, text throws(UsageError) in
            command.profiles = try parseProfiles(text, option: "--profiles")
        },
        .value(["--junit"], "<file>", help: "Also write the results as JUnit XML for CI systems.", completion: .file) { $0.junitPath = $1 },
        .value(["--jobs"], "<n>", aliases: ["-j"], help: "Check <n> traces at a time; output is in the same order whatever <n> is.", default: "the number of cores") { command, text throws(UsageError) in
            command.jobs = try OptionValue.integer(text, "--jobs", "a number of parallel checks of at least 1, such as 4") { $0 >= 1 && $0 <= 1024 }
        },
        .value(["--shard"], "<k>/<n>", help: "Check only the k-th of n slices of the sorted trace list (k from 1 to n), to split a corpus over a CI matrix.") { command, text throws(UsageError) in
            command.shard = try parseShard(text)
        },
        .value(["--rates"], "<hz,...>", help: "Also replay every trace re-sampled at each rate and report the traces whose callbacks change with the rate.") { command, text throws(UsageError) in
            command.rates = try parseRates(text)
        },
        .value(["--color"], "<when>", help: "auto, always or never.", default: "auto — colour on a terminal unless NO_COLOR is set",
               completion: .values(ColorChoice.allCases.map(\.rawValue))) { command, text throws(UsageError) in
            command.color = try OptionValue.choice(text, "--color")
        },
    ]

    static let exitStatus = """
          0 every trace matches, 1 a difference or a missing expected file, 64 bad command line,
          65 a trace or its header is bad, 66 a path cannot be opened, 74 an I/O error.
        """
    static let examples = [
        "gesture-replay check Fixtures/traces",
        "gesture-replay check --jobs 4 --shard 2/4 --junit results.xml tests/gestures",
        "gesture-replay check --update tests/gestures/swipe.jsonl",
        "gesture-replay check --profiles ios17,ios18 --update tests/gestures",
    ]

    mutating func take(_ argument: String) throws(UsageError) {
        guard argument != "-" else {
            throw UsageError(message: "'check' reads trace files and directories, not standard input; give a path")
        }
        paths.append(argument)
    }

    mutating func validate() throws(UsageError) {
        if force && !update {
            throw UsageError(message: "'--force' only applies to '--update'; add '--update' to rewrite expected files")
        }
        guard !paths.isEmpty else {
            throw UsageError(message: "missing expected argument '<path> ...'; give trace files or a directory of traces")
        }
    }

    static func parseProfiles(_ text: String, option: String) throws(UsageError) -> [ArbitrationProfile] {
        let profiles = try ProfileArgument.parseList(text, option: option)
        guard profiles.count >= 2 else {
            throw UsageError(message: "'\(option)' compares profiles; give at least two, such as ios17,ios18")
        }
        return profiles
    }

    static func parseShard(_ text: String) throws(UsageError) -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw UsageError(message: "invalid value '\(text)' for '--shard'; expected <k>/<n> with 1 ≤ k ≤ n, such as 2/4")
        }
        return (index, count)
    }

    static func parseRates(_ text: String) throws(UsageError) -> [Double] {
        var rates: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let rate = Double(part.trimmingSpaces), rate >= 1, rate <= 10_000 else {
                throw UsageError(message: "invalid value '\(text)' for '--rates'; expected sampling rates in Hz separated by commas, such as 60,120,240")
            }
            rates.append(rate)
        }
        guard rates.count >= 2 else {
            throw UsageError(message: "'--rates' needs at least two rates to compare, such as 60,120,240")
        }
        return rates
    }

    // MARK: - Running

    /// What checking one trace found.
    struct Result {
        enum Outcome {
            case passed
            /// The records differ from the expected file, or the expected file is missing. The
            /// detail comes plain (for JUnit) and painted for the terminal.
            case failed(summary: String, detail: String, painted: String)
            /// The trace could not be replayed.
            case error(summary: String, status: ExitStatus)
        }
        var trace: String
        var expected: String
        var outcome: Outcome = .passed
        /// What `--update` writes: the replay's records, to each expected file.
        var writes: [(path: String, bytes: [UInt8], exists: Bool)] = []
        /// Expected files `--update` removes: a shared file when the profiles now disagree, or
        /// per-profile files when they now agree.
        var removals: [String] = []
        /// The rate-sensitivity report, when `--rates` found callbacks that change with the rate.
        var rateReport: String?
        /// With `--profiles`: whether the profiles gave different records.
        var dependsOnProfile = false
        /// With `--profiles`: the profiles that cannot replay the trace's scene (UIKit
        /// recognizers under `ios17`); it has no expected output for them.
        var unavailableIn: [ArbitrationProfile] = []
    }

    func run() -> ExitStatus {
        if update && !force, let ci = getenv("CI"), !String(cString: ci).isEmpty {
            printError("error: refusing to '--update' because the CI environment variable is set: a CI run must not re-record its own expectations.\n  Run it on your machine, or add '--force' if this job is meant to re-record.")
            return .usage
        }
        var traces: [String] = []
        var listingErrors: [Result] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                // A GestureRecorder session's device records sit beside its takes: not traces.
                let found = FileSystem.files(under: path) {
                    $0.hasSuffix(Self.traceSuffix) && !$0.hasSuffix(Self.expectedSuffix) && !$0.hasSuffix(ConformanceCommand.deviceSuffix)
                }
                if found.isEmpty {
                    // A mistyped or empty corpus must not pass CI as "0 failed".
                    listingErrors.append(Result(trace: path, expected: "", outcome: .error(
                        summary: "\(path): error: no traces (*.jsonl) in this directory; check the path", status: .cannotOpen)))
                }
                traces += found
            } else if path.hasSuffix(Self.expectedSuffix) {
                traces.append(String(path.dropLast(Self.expectedSuffix.count)) + Self.traceSuffix)
            } else if FileSystem.exists(path) {
                traces.append(path)
            } else {
                listingErrors.append(Result(trace: path, expected: Self.expectedPath(for: path),
                                            outcome: .error(summary: "\(path): error: no such file or directory", status: .cannotOpen)))
            }
        }
        var seen = Set<String>()
        traces = traces.filter { seen.insert($0).inserted }
        if let shard {
            traces = traces.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        let results = listingErrors + check(traces)
        return report(results)
    }

    static func expectedPath(for trace: String) -> String { baseName(of: trace) + expectedSuffix }

    /// `swipe` for `swipe.jsonl`: what the expected files' names start with.
    private static func baseName(of trace: String) -> String {
        trace.hasSuffix(traceSuffix) ? String(trace.dropLast(traceSuffix.count)) : trace
    }

    /// Checks every trace, `jobs` at a time; results come back in the order of `traces`.
    func check(_ traces: [String]) -> [Result] {
        // No more threads than cores, whatever --jobs asks: the checks are CPU-bound.
        let workers = min(ParallelWork.workerCount(limit: jobs), max(1, traces.count))
        // Worker w checks traces w, w + workers, …; their results interleave back into order.
        let done = ParallelWork.run(workers: workers) { [self] worker in
            stride(from: worker, to: traces.count, by: workers).map { checkOne(traces[$0]) }
        }
        return traces.indices.map { done[$0 % workers][$0 / workers] }
    }

    func checkOne(_ trace: String) -> Result {
        if !profiles.isEmpty { return checkProfiles(trace) }
        var result = Result(trace: trace, expected: Self.expectedPath(for: trace))
        let actual: [UInt8]
        switch Self.records(of: trace, rate: nil) {
        case .failure(let problem):
            result.outcome = .error(summary: problem.message, status: problem.status)
            return result
        case .success(let bytes):
            actual = bytes
        }
        if !rates.isEmpty { result.rateReport = rateSensitivity(of: trace) }
        let expected = Self.expectedUnderOwnProfile(trace, path: &result.expected)
        result.writes = [(result.expected, actual, expected != nil)]
        guard let expected else {
            var detail = "  create it from the current output with:\n    gesture-replay check --update \(trace)"
            let perProfile = ArbitrationProfile.allCases.map { Self.expectedPath(for: trace, profile: $0) }.filter(FileSystem.exists)
            if !perProfile.isEmpty {
                detail = "  its expected output is per profile (\(perProfile.joined(separator: ", "))); check it with:\n    gesture-replay check --profiles \(ArbitrationProfile.allCases.map(\.rawValue).joined(separator: ",")) \(trace)"
            }
            result.outcome = .failed(summary: "no expected output: \(result.expected) does not exist", detail: detail, painted: detail)
            return result
        }
        result.outcome = compare(expected: expected, actual: actual, label: nil)
        if case .passed = result.outcome, let report = result.rateReport {
            result.outcome = .failed(summary: "callbacks change with the sampling rate", detail: report, painted: report)
        }
        return result
    }

    /// The expected output of `trace` replayed under its own profile: `path` (the shared file),
    /// else — a trace whose profiles disagree keeps one file per profile — its profile's file,
    /// whose path `path` then becomes.
    private static func expectedUnderOwnProfile(_ trace: String, path: inout String) -> [UInt8]? {
        if let shared = FileSystem.read(path) { return shared }
        guard let profile = try? TraceReplay().profile(ofTraceAt: trace),
              let own = FileSystem.read(expectedPath(for: trace, profile: profile)) else { return nil }
        path = expectedPath(for: trace, profile: profile)
        return own
    }

    /// `NAME.ios17.expected.jsonl`: the expected output of one profile, when the profiles differ.
    static func expectedPath(for trace: String, profile: ArbitrationProfile) -> String {
        baseName(of: trace) + "." + profile.rawValue + expectedSuffix
    }

    private func compare(expected: [UInt8], actual: [UInt8], label: String?) -> Result.Outcome {
        guard let diff = RecordDiff.first(expected: Self.lines(expected), actual: Self.lines(actual)) else { return .passed }
        let prefix = label.map { "\($0): " } ?? ""
        let painted = palette.enabled ? diff.render { palette.paint($0, Palette.Role($1)) } : diff.render { text, _ in text }
        return .failed(summary: prefix + diff.summary, detail: diff.render { text, _ in text }, painted: painted)
    }

    /// `--profiles`: replays the trace under each profile. When every profile gives the same
    /// records they are checked against the one shared file; otherwise each against its own.
    func checkProfiles(_ trace: String) -> Result {
        var result = Result(trace: trace, expected: Self.expectedPath(for: trace))
        var outputs: [(profile: ArbitrationProfile, bytes: [UInt8])] = []
        var firstUnavailability: ReplayProblem?
        for profile in profiles {
            switch Self.records(of: trace, rate: nil, profile: profile) {
            case .failure(let problem) where problem.kind == .unavailableInProfile:
                // A scene only some profiles have: the others are checked, this one is not.
                result.unavailableIn.append(profile)
                firstUnavailability = firstUnavailability ?? problem
            case .failure(let problem):
                result.outcome = .error(summary: problem.message, status: problem.status)
                return result
            case .success(let bytes):
                outputs.append((profile, bytes))
            }
        }
        if outputs.isEmpty, let problem = firstUnavailability {
            checkUnderOwnProfile(trace, problem: problem, into: &result)
            return result
        }
        result.dependsOnProfile = !result.unavailableIn.isEmpty || outputs.contains { $0.bytes != outputs[0].bytes }
        let update = "gesture-replay check --profiles \(profiles.map(\.rawValue).joined(separator: ",")) --update \(trace)"
        let shared = FileSystem.read(result.expected)
        let perProfile = outputs.map { Self.expectedPath(for: trace, profile: $0.profile) }
        let existingPerProfile = perProfile.filter(FileSystem.exists)
        if result.dependsOnProfile {
            result.writes = zip(outputs, perProfile).map { ($1, $0.bytes, existingPerProfile.contains($1)) }
            if shared != nil { result.removals = [result.expected] }
            result.removals += result.unavailableIn.map { Self.expectedPath(for: trace, profile: $0) }.filter(FileSystem.exists)
        } else {
            result.writes = [(result.expected, outputs[0].bytes, shared != nil)]
            result.removals = existingPerProfile
        }
        // Compare with what is there: per-profile files when any exist, else the shared file.
        var failures = compare(outputs, perProfile: perProfile, existing: existingPerProfile, shared: shared != nil, result: result, update: update)
        if failures.isEmpty, !result.dependsOnProfile, !existingPerProfile.isEmpty {
            let detail = "  the profiles now agree; replace the per-profile files with \(result.expected):\n    " + update
            failures.append(("the profiles now give the same records; expected in one file, \(result.expected)", detail, detail))
        }
        if !failures.isEmpty {
            result.outcome = .failed(summary: failures.map(\.summary).joined(separator: "; "),
                                     detail: failures.map(\.detail).joined(separator: "\n"),
                                     painted: failures.map(\.painted).joined(separator: "\n"))
        }
        return result
    }

    /// No profile asked for replays the trace (a Mac's trace, checked with the iPhone's): it is
    /// checked under its own, as without --profiles, and the summary says so.
    private func checkUnderOwnProfile(_ trace: String, problem: ReplayProblem, into result: inout Result) {
        guard case .success(let bytes) = Self.records(of: trace, rate: nil, profile: nil) else {
            result.outcome = .error(summary: problem.message, status: problem.status)
            return
        }
        let shared = Self.expectedUnderOwnProfile(trace, path: &result.expected)
        result.writes = [(result.expected, bytes, shared != nil)]
        if let shared {
            result.outcome = compare(expected: shared, actual: bytes, label: nil)
        } else {
            let detail = "  create it from the current output with:\n    gesture-replay check --update \(trace)"
            result.outcome = .failed(summary: "no expected output: \(result.expected) does not exist", detail: detail, painted: detail)
        }
    }

    /// Each profile's records against what is there: its own file when any profile has one,
    /// else the shared file; a failure for each that differs or is missing.
    private func compare(_ outputs: [(profile: ArbitrationProfile, bytes: [UInt8])], perProfile: [String], existing existingPerProfile: [String],
                         shared: Bool, result: Result, update: String) -> [(summary: String, detail: String, painted: String)] {
        var failures: [(summary: String, detail: String, painted: String)] = []
        for (output, path) in zip(outputs, perProfile) {
            let expectedPath = existingPerProfile.isEmpty ? result.expected : path
            guard let expected = FileSystem.read(expectedPath) else {
                let detail = "  create it from the current output with:\n    " + update
                let summary = result.dependsOnProfile && existingPerProfile.isEmpty && shared
                    ? "\(output.profile.rawValue): the profiles now give different records; each needs its own expected file (\(path))"
                    : "\(output.profile.rawValue): no expected output: \(expectedPath) does not exist"
                failures.append((summary, detail, detail))
                continue
            }
            if case .failed(let summary, var detail, var painted) = compare(expected: expected, actual: output.bytes, label: output.profile.rawValue) {
                if result.dependsOnProfile, existingPerProfile.isEmpty {
                    // One file for profiles that now differ: say how to get one each.
                    let split = "\n  the profiles give different records and there is one expected file; --update splits it into one per profile ("
                        + perProfile.map { String($0.split(separator: "/").last ?? Substring($0)) }.joined(separator: ", ") + "):\n    " + update
                    detail += split
                    painted += split
                }
                failures.append((summary, detail, painted))
            }
        }
        return failures
    }

    /// The JSON records of one replay of `trace` with its header's settings, as the expected
    /// file holds them.
    static func records(of trace: String, rate: Double?, profile: ArbitrationProfile? = nil) -> Swift.Result<[UInt8], ReplayProblem> {
        replay(trace, rate: rate, profile: profile, into: JSONLinesSink(output: OutputSink(.memory))).map { $0.output.bytes }
    }

    /// The records of one replay of `trace`, as values.
    static func recordValues(of trace: String, rate: Double?) -> Swift.Result<[ReplayRecord], ReplayProblem> {
        replay(trace, rate: rate, into: RecordCollector()).map(\.records)
    }

    /// Replays `trace` with its header's settings into `sink`, handed back when the replay ends.
    private static func replay<Sink: RecordSink>(_ trace: String, rate: Double?, profile: ArbitrationProfile? = nil, into sink: Sink) -> Swift.Result<Sink, ReplayProblem> {
        do {
            try TraceReplay(profile: profile, resampleRate: rate).run(path: trace, into: sink)
        } catch {
            return .failure(error)
        }
        return .success(sink)
    }

    static func lines(_ bytes: [UInt8]) -> [Substring] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
    }
}

extension String {
    /// Continuation lines indented under a report's first line.
    var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ") }
}
