import Recognizers
import ReplayKit
import SwiftSource
import TraceFormat

/// `gesture-replay conformance SESSION...`: replays the takes GestureRecorder wrote on a device
/// through the Swift file they were recorded with and compares, callback by callback, with the
/// callbacks the device ran (docs/recording.md#the-device-loop).
struct ConformanceCommand: Command {
    var sessions: [String] = []
    var scenePath: String?
    var view: String?
    var format: OutputFormat?
    var junitPath: String?
    var timeTolerance: Double?
    var valueTolerance = ConformanceTolerance.defaultLength

    /// `take-001.jsonl`'s device records are `take-001.device.jsonl`.
    static let deviceSuffix = ".device.jsonl"
    /// The most a take's device records may hold: a GestureRecorder session's limit.
    static let maximumDeviceRecordBytes = 64 << 20

    static let name = "conformance"
    static let overview = "Compare a device's gesture callbacks with the replay of its touches."
    static let discussion = """
        A session is what GestureRecorder writes in an app on a device (docs/recording.md): per
        take, the touches as a trace (take-001.jsonl) and the callbacks of every gesture marked
        .recorded("name") as the device ran them (take-001.device.jsonl). Each take is replayed
        through the Swift file that holds the view, and the callbacks .recorded adds are set
        beside the device's, name by name: the same callbacks, times within one frame of the
        device's screen, values within 0.5 pt. Each disagreement says what the replay's rule
        was (its --explain reason), so it can be filed.
        """
    static let arguments = [ArgumentHelp(name: "<session>", help: "A session directory (its takes are its *.jsonl traces) or one take's trace.", repeats: true)]

    static let options: [CommandOption<ConformanceCommand>] = [
        .value(["-s", "--scene"], "<file>", help: "The Swift file, or the app's source folder, to replay through (default: the file the take's header names, found by its path or by the end of its path from here).",
               completion: .file) { $0.scenePath = $1 },
        .value(["--view"], "<name>", help: "The root view.", default: "the one the take's header names") { $0.view = $1 },
        .value(["--format"], "<format>", help: "text or json: one JSON object per take, with its disagreements.", default: "text on a terminal, else json",
               completion: .values(OutputFormat.allCases.map(\.rawValue))) { command, text throws(UsageError) in
            command.format = try OptionValue.choice(text, "--format")
        },
        .value(["--junit"], "<file>", help: "Also write one JUnit test case per take, for CI.", completion: .file) { $0.junitPath = $1 },
        .value(["--time-tolerance"], "<s>", help: "How far apart in seconds a callback may run.", default: "one frame of the recording device, 1/60 s when it is unknown") { command, text throws(UsageError) in
            command.timeTolerance = try OptionValue.number(text, "--time-tolerance", "a time in seconds from 0 to 10, such as 0.0167") { $0 >= 0 && $0 <= 10 }
        },
        .value(["--value-tolerance"], "<pt>", help: "How far apart in points (and points per second) a value may be.", default: "0.5; scales and radians agree within 0.01") { command, text throws(UsageError) in
            command.valueTolerance = try OptionValue.number(text, "--value-tolerance", "a distance in points from 0 to 1000, such as 0.5") { $0 >= 0 && $0 <= 1000 }
        },
    ]

    static let exitStatus = """
          0 every take agrees, 1 a callback disagrees, 64 bad command line, 65 a take, its
          device records or the Swift file is bad, 66 a file cannot be found or opened,
          74 an I/O error.
        """
    static let examples = [
        "gesture-replay conformance Recordings/Session-2026-11-28",
        "gesture-replay conformance --scene Sources/App --junit conformance.xml Recordings",
        "gesture-replay conformance --format json session | jq '.disagreements[]'",
    ]

    mutating func take(_ argument: String) throws(UsageError) {
        guard argument != "-" else {
            throw UsageError(message: "'conformance' reads session directories and takes, not standard input; give a path")
        }
        sessions.append(argument)
    }

    mutating func validate() throws(UsageError) {
        guard !sessions.isEmpty else {
            throw UsageError(message: "missing expected argument '<session> ...'; give a session directory GestureRecorder wrote, or a take's trace")
        }
    }

    /// What comparing one take found.
    struct TakeResult {
        enum Outcome {
            case compared(ConformanceCheck.Outcome)
            case error(message: String, status: ExitStatus)
        }
        var take: String
        var scene: String?
        var view: String?
        var outcome: Outcome
        /// The command that replays the take as it was compared, with its explanations.
        var command: String?
    }

    func run() -> ExitStatus {
        var results: [TakeResult] = []
        var scenes = SceneCache()
        for session in sessions {
            if FileSystem.isDirectory(session) {
                let takes = FileSystem.files(under: session) {
                    $0.hasSuffix(CheckCommand.traceSuffix) && !$0.hasSuffix(Self.deviceSuffix) && !$0.hasSuffix(CheckCommand.expectedSuffix)
                }
                if takes.isEmpty {
                    results.append(TakeResult(take: session, outcome: .error(
                        message: "\(session): error: no takes (*.jsonl) in this directory; give the directory GestureRecorder wrote", status: .cannotOpen)))
                }
                results += takes.map { compare($0, scenes: &scenes) }
            } else if FileSystem.exists(session) {
                let take = session.hasSuffix(Self.deviceSuffix) ? String(session.dropLast(Self.deviceSuffix.count)) + CheckCommand.traceSuffix : session
                results.append(compare(take, scenes: &scenes))
            } else {
                results.append(TakeResult(take: session, outcome: .error(message: "\(session): error: no such file or directory", status: .cannotOpen)))
            }
        }
        return report(results)
    }

    /// The scenes read so far, by file, view, screen and platform: a session's takes share one
    /// reading, and its warnings are said once.
    struct SceneCache {
        var setups: [String: Result<ReplaySetup?, ReplayProblem>] = [:]
    }

    /// Replays one take and compares it with its device records.
    func compare(_ take: String, scenes: inout SceneCache) -> TakeResult {
        var result = TakeResult(take: take, outcome: .error(message: "", status: .badData))
        guard take.hasSuffix(CheckCommand.traceSuffix) else {
            result.outcome = .error(message: "\(take): error: a take is a trace named *.jsonl, with the device's records beside it as *.device.jsonl; give a take or a session's folder", status: .usage)
            return result
        }
        let device: [ObservedCallback]
        switch Self.deviceRecords(of: take) {
        case .success(let records): device = records
        case .failure(let failure):
            result.outcome = .error(message: failure.message, status: failure.status)
            return result
        }
        let header = RecorderHeader.read(take)
        if let failure = Self.checkHeader(header, take: take) {
            result.outcome = .error(message: failure.message, status: failure.status)
            return result
        }
        let profile: ArbitrationProfile
        do {
            profile = try TraceReplay().profile(ofTraceAt: take)
        } catch {
            result.outcome = .error(message: error.message, status: error.status)
            return result
        }
        let scene: String
        switch sceneFile(of: take, header: header) {
        case .success(let found): scene = found
        case .failure(let failure):
            result.outcome = .error(message: failure.message, status: failure.status)
            return result
        }
        result.scene = scene
        result.view = view ?? header.view
        var flags = SourceSceneFlags()
        flags.view = result.view
        flags.screen = header.screen
        flags.platform = profile.platform
        var replay = TraceReplay()
        switch Self.setup(scene: scene, view: result.view, header: header, profile: profile, flags: flags, take: take, scenes: &scenes) {
        case .success(let setup)?:
            replay.setup = setup
        case .failure(let error)?:
            result.outcome = .error(message: error.message, status: error.status)
            return result
        case nil:
            return result
        }
        replay.sourceOptions = flags.options
        // A take the app stopped writing mid-line is still compared, with a warning; so is one
        // with a touch never lifted. An --explain note, about every touch that reaches nothing,
        // is the replay's business, not this report's.
        replay.keepGoing = true
        replay.warn = { message in if !message.contains(": note: ") { printError(message) } }
        result.command = Self.replayCommand(take: take, scene: scene, view: result.view, screen: header.screen)
        let tolerance = ConformanceTolerance(time: timeTolerance ?? 1 / (header.framesPerSecond ?? ConformanceTolerance.defaultFramesPerSecond),
                                             length: valueTolerance)
        do {
            result.outcome = .compared(try ConformanceCheck(tolerance: tolerance).run(trace: take, device: device, replay: replay))
        } catch {
            result.outcome = .error(message: error.message, status: error.status)
        }
        return result
    }

    /// Why a take cannot be compared, before its replay.
    struct TakeFailure: Error {
        var message: String
        var status: ExitStatus
    }

    /// A take a newer GestureRecorder wrote cannot be read; one whose header says no screen is
    /// laid out on the default, with a warning.
    static func checkHeader(_ header: RecorderHeader, take: String) -> TakeFailure? {
        if let format = header.format, format > RecorderHeader.format {
            return TakeFailure(message: "\(take):1:1: error: a newer GestureRecorder wrote this take (format \(NumberFormat.string(format))); this gesture-replay reads format \(NumberFormat.string(RecorderHeader.format)): update it", status: .badData)
        }
        if header.screen == nil {
            printError("\(take):1:1: warning: the take's header says no screen (\(header.format == nil ? "it is not GestureRecorder's" : "its \"screen\" is not one")); laid out on the default, an iPhone 14's 390×844, and compared at 60 Hz unless it says its rate")
        }
        return nil
    }

    /// The Swift file the take replays through: `--scene`, or the one its header names, found by
    /// its path or by the end of its path from the take's folder.
    func sceneFile(of take: String, header: RecorderHeader) -> Result<String, TakeFailure> {
        let takeDirectory = take.contains("/") ? String(take[..<take.lastIndex(of: "/")!]) : "."
        if let scene = scenePath ?? header.source.flatMap({ Self.locate($0, near: takeDirectory) }) { return .success(scene) }
        let named = header.source.map { " it was recorded with '\($0)', which is not here;" } ?? ""
        return .failure(TakeFailure(message: "\(take): error: which Swift file was this take recorded with?\(named) give it with '--scene <file>'", status: .cannotOpen))
    }

    /// The take's device records, beside it as `*.device.jsonl`.
    static func deviceRecords(of take: String) -> Result<[ObservedCallback], TakeFailure> {
        let devicePath = String(take.dropLast(CheckCommand.traceSuffix.count)) + Self.deviceSuffix
        guard let deviceBytes = FileSystem.read(devicePath) else {
            return .failure(TakeFailure(message: "\(devicePath): error: cannot open the take's device records: \(FileSystem.lastErrorReason); GestureRecorder writes them beside \(take)", status: .cannotOpen))
        }
        guard deviceBytes.count <= Self.maximumDeviceRecordBytes else {
            return .failure(TakeFailure(message: "\(devicePath): error: the device records are \(deviceBytes.count) bytes; GestureRecorder's sessions stop at 64 MiB, and a take is far smaller", status: .badData))
        }
        do {
            return .success(try Self.deviceRecords(deviceBytes, file: devicePath))
        } catch {
            return .failure(TakeFailure(message: error.description, status: .badData))
        }
    }

    /// The scene a take replays through, read once per file, view, screen and platform; a
    /// warning when the view is not laid out where the device had it.
    static func setup(scene: String, view: String?, header: RecorderHeader, profile: ArbitrationProfile, flags: SourceSceneFlags, take: String,
                      scenes: inout SceneCache) -> Result<ReplaySetup?, ReplayProblem>? {
        let key = [scene, view ?? "", header.screen.map { "\($0.width)x\($0.height)" } ?? "", profile.platform.rawValue].joined(separator: "\u{0}")
        if scenes.setups[key] == nil {
            do {
                let setup = try ReplaySetup.fromCommandLine(gesture: nil, scenePath: scene, source: flags.options).setup
                scenes.setups[key] = .success(setup)
                if case .scene(let specs)? = setup, let root = specs.first, let recorded = header.viewFrame,
                   let warning = Self.placement(recorded: recorded, laidOut: root.frame, take: take) {
                    printError(warning)
                }
            } catch {
                scenes.setups[key] = .failure(error)
            }
        }
        return scenes.setups[key]
    }

    /// The device's records; a last line the app stopped writing halfway (it was killed) is
    /// left out with a warning, as the rest is sound.
    static func deviceRecords(_ bytes: [UInt8], file: String) throws(Diagnostic) -> [ObservedCallback] {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            return try ObservedCallback.readDeviceRecords(text, file: file)
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard !text.hasSuffix("\n"), error.position.line == lines.count, lines.count > 1 else { throw error }
            printError("\(file):\(lines.count):1: warning: the last line is cut off (the app stopped while writing it); left out")
            return try ObservedCallback.readDeviceRecords(lines.dropLast().joined(separator: "\n"), file: file)
        }
    }

    /// `gesture-replay --scene … --view … --screen … --explain TAKE`: the replay as compared.
    static func replayCommand(take: String, scene: String, view: String?, screen: CGSize?) -> String {
        var words = ["gesture-replay", "--scene", scene]
        if let view { words += ["--view", view] }
        if let screen { words += ["--screen", NumberFormat.string(screen.width) + "x" + NumberFormat.string(screen.height)] }
        words += ["--explain", take]
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: plain when it is safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-_./=:,+@".unicodeScalars.contains(scalar))
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// A warning when the view is laid out here other than where the device had it (by more
    /// than the value tolerance): the touches land where they landed on the device, so a
    /// gesture near the view's edges may go another way, and the report should be read so.
    static func placement(recorded: CGRect, laidOut: CGRect, take: String) -> String? {
        let apart = [recorded.minX - laidOut.minX, recorded.minY - laidOut.minY, recorded.width - laidOut.width, recorded.height - laidOut.height]
        guard apart.contains(where: { abs($0) > ConformanceTolerance.defaultLength }) else { return nil }
        func box(_ r: CGRect) -> String {
            "(\(NumberFormat.string(r.minX)), \(NumberFormat.string(r.minY))) size \(NumberFormat.string(r.width))×\(NumberFormat.string(r.height))"
        }
        return "\(take): warning: the view was at \(box(recorded)) on the device and is laid out at \(box(laidOut)) here; "
            + "the touches land where the device had them, so gestures near its edges may differ (is it the same device, view and source?)"
    }

    /// The Swift file a device's `#filePath` names, here: the path itself, else the longest end
    /// of it that exists from the current directory (`Sources/App/ContentView.swift`, then
    /// `App/ContentView.swift`, then `ContentView.swift`), as a CI checkout has it, else from
    /// the session's directory, for a session kept beside its view.
    static func locate(_ source: String, near directory: String) -> String? {
        if FileSystem.exists(source) && !FileSystem.isDirectory(source) { return source }
        let parts = source.split(separator: "/")
        // The longest end first, from either place: a stray file of the same name here does not
        // beat the one whose folders match too.
        for start in parts.indices {
            for base in ["", directory + "/"] {
                let candidate = base + parts[start...].joined(separator: "/")
                if FileSystem.exists(candidate) && !FileSystem.isDirectory(candidate) { return candidate }
            }
        }
        return nil
    }
}

/// What GestureRecorder writes about the recording in a take's header, under `"recorder"`
/// (docs/recording.md#what-a-session-holds). Every part is optional: a take written by hand
/// may have none.
struct RecorderHeader {
    var source: String?
    var view: String?
    var screen: CGSize?
    var framesPerSecond: Double?
    /// The recorded view's frame in the window.
    var viewFrame: CGRect?
    /// The format GestureRecorder wrote; nil for a take it did not write.
    var format: Double?
    /// The format this gesture-replay reads.
    static let format: Double = 1

    static func read(_ take: String) -> RecorderHeader {
        var header = RecorderHeader()
        guard let bytes = FileSystem.read(take) else { return header }
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        guard let node = try? JSONParser.parse(String(decoding: firstLine, as: UTF8.self), file: take), node["phase"] == nil,
              let recorder = node["recorder"] else { return header }
        if case .number(let format, _)? = recorder["format"] { header.format = format } else { header.format = 1 }
        if case .string(let source, _)? = recorder["source"] { header.source = source }
        if case .string(let view, _)? = recorder["view"] { header.view = view }
        if case .number(let width, _)? = recorder["screen"]?["width"], case .number(let height, _)? = recorder["screen"]?["height"],
           width > 0, height > 0, width <= 10_000, height <= 10_000 {
            header.screen = CGSize(width: width, height: height)
        }
        if case .array(let parts, _)? = recorder["viewFrame"], parts.count == 4 {
            let numbers = parts.compactMap { part -> Double? in if case .number(let n, _) = part, n.isFinite, abs(n) <= 100_000 { n } else { nil } }
            if numbers.count == 4 { header.viewFrame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
        }
        // A display's rate: 24 to 480 Hz; anything else is not one, and 60 Hz is assumed.
        if case .number(let fps, _)? = recorder["maximumFramesPerSecond"], fps >= 24, fps <= 480 { header.framesPerSecond = fps }
        return header
    }
}
