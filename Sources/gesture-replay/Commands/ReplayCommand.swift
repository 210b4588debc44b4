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
import SwiftSource

/// `gesture-replay [options] TRACE...`: replays traces and prints the callbacks.
struct ReplayCommand: Command {

    var replay = ReplayOptions()
    var gestureSource: String? { replay.gesture }
    var scenePath: String? { replay.scenePath }
    var profile: String? { replay.profile }
    var source: SourceSceneFlags { replay.source }
    var explain = false
    var format: OutputFormat?
    var resampleRate: Double?
    var keepGoing = false
    var compareProfiles = false
    /// The profiles `--compare-profiles` compares (`--profiles`): the iPhone's two by default.
    var comparedProfiles = ArbitrationProfile.iPhone
    var profilesGiven = false
    var controlOffsets = false
    var traces: [String] = []

    static let listsDevicesOnBareFlag: Bool? = false
    static let name = ""
    static let overview = "Replay recorded touch traces through SwiftUI's gesture recognizers."
    static let discussion = """
        Reads traces — JSON Lines of pointer events with timestamps — and replays them on a
        virtual clock through a re-implementation of SwiftUI's gestures, printing every callback
        SwiftUI would run: when it ran, on which view and gesture, and with which value.
        """
    static let arguments = [ArgumentHelp(name: "<trace>", help: "Trace files to replay, one after another. '-' reads standard input.", repeats: true)]

    static let options: [CommandOption<ReplayCommand>] = ReplayOptions.options(
        gesture: "A gesture written as SwiftUI source, attached with .gesture(_:) to one window-sized view (\"root\"). Closure bodies are accepted and not run; callbacks are reported where they are attached.",
        scene: "A scene: a SwiftUI view in a .swift file, laid out as SwiftUI lays it out (or a folder of them, read together, such as an app's sources), or JSON views with frames, children and SwiftUI modifiers (see docs/scene-format.md). Overrides a trace header's \"gesture\" or \"scene\". With neither option nor a header scene, the default scene attaches each standard gesture, with its defaults, to its own view.",
        profile: "The SwiftUI behaviour to replay: ios18 (an iPhone with SwiftUI since iOS 18: iOS 18, iOS 26 and later; the default), ios17 (an iPhone, iOS 13–17), ipados18 or ipados17 (an iPad with Pencil, trackpad or mouse), macos15 (a Mac with mouse or trackpad) or visionos2 (Apple Vision Pro). Overrides a trace header's \"profile\"."
    ).map { $0.lifted(\.replay) } + [
        .flag(["--explain"], help: "Also report every phase change of every gesture, with the reason a gesture failed or was held back — and why a control's recognizer (a scroll view's pan) began or failed; a touch that reaches no gesture gets a note on standard error naming what it hit and the nearest view with one.") { $0.explain = true },
        .flag(["--control-offsets"], help: "Also report a scroll view's contentOffset at every move and at every 60 Hz display frame while it decelerates or settles.") { $0.controlOffsets = true },
        .flag(["--compare-profiles"], help: "Replay one trace under two or more profiles (--profiles; ios17 and ios18 unless it says) and print only the records that differ: side by side as text, or as JSON records with a \"profile\" key.") { $0.compareProfiles = true },
        .value(["--profiles"], "<p,...>", help: "The profiles --compare-profiles compares, such as ipados17,ipados18.", default: "ios17,ios18",
               completion: .values(ArbitrationProfile.names), within: "--compare-profiles") { command, text throws(UsageError) in
            command.comparedProfiles = try ProfileArgument.parseList(text, option: "--profiles")
            command.profilesGiven = true
        },
        .value(["--resample"], "<hz>", help: "Replay each trace re-sampled at this rate: every finger's path interpolated on a <hz> clock, downs and ups kept exact — what a device with that touch sampling rate would have reported.") { command, text throws(UsageError) in
            command.resampleRate = try parseRate(text, option: "--resample")
        },
        .flag(["--keep-going"], help: "Skip a bad trace line with a warning on standard error and go on, to salvage a damaged recording. (default: stop at the first bad line with exit status 65)") { $0.keepGoing = true },
        .value(["--format"], "<format>", help: "json or text.", default: "json when standard output is not a terminal, text when it is",
               completion: .values(OutputFormat.allCases.map(\.rawValue))) { command, text throws(UsageError) in
            command.format = try OptionValue.choice(text, "--format")
        },
    ]

    static var sectionsAfterOptions: [HelpSection] {
        [HelpSection(title: "GESTURES", body: Catalog.helpText.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")),
         HelpSection(title: "SUBCOMMANDS", body: Subcommands.listing + """

              See 'gesture-replay <subcommand> --help'. Shell completions and a manual page come
              from this help: '--generate-completion-script bash|zsh|fish', '--generate-manual'
              (Scripts/install.sh installs both).
            """)]
    }

    static let exitStatus = """
          0 success, 64 bad command line, 65 bad trace data, 66 a trace cannot be opened,
          74 an I/O error.
        """
    static let examples = [
        "gesture-replay Fixtures/traces/drag.jsonl --gesture 'DragGesture().onEnded { _ in }'",
        "gesture-replay trace.jsonl --format json | jq 'select(.callback == \"onEnded\")'",
        "gesture-replay Fixtures/traces/profiles-child-tap-under-parent-double-tap.jsonl --compare-profiles",
    ]

    mutating func take(_ argument: String) throws(UsageError) { traces.append(argument) }

    mutating func validate() throws(UsageError) {
        try replay.validate(traces: traces)
        guard !traces.isEmpty else {
            throw UsageError(message: "missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input")
        }
        if profilesGiven && !compareProfiles {
            throw UsageError(message: "'--profiles' names the profiles '--compare-profiles' compares; add '--compare-profiles', or replay under one profile with '--profile'")
        }
        if compareProfiles {
            if comparedProfiles.count < 2 {
                throw UsageError(message: "'--compare-profiles' compares profiles; give at least two to '--profiles', such as ipados17,ipados18")
            }
            if profile != nil {
                throw UsageError(message: "'--compare-profiles' replays under several profiles; drop '--profile', or name them with '--profiles'")
            }
            if traces.count > 1 {
                throw UsageError(message: "'--compare-profiles' compares one trace; give one, or run it once per trace")
            }
            if traces == ["-"] {
                throw UsageError(message: "'--compare-profiles' replays the trace twice and standard input can be read only once; give a file")
            }
        }
    }

    /// A sampling rate in Hz: real panels report 30 to 240 samples a second; 1 to 10,000 is accepted.
    static func parseRate(_ text: String, option: String) throws(UsageError) -> Double {
        try OptionValue.number(text, option, "a sampling rate in Hz between 1 and 10000, such as 120") { $0 >= 1 && $0 <= 10_000 }
    }

    func run() -> ExitStatus {
        if compareProfiles { return ProfileComparison(command: self).run() }
        var replay = TraceReplay(profile: profile.flatMap(ArbitrationProfile.init(rawValue:)), explain: explain)
        do {
            replay.setup = try ReplaySetup.fromCommandLine(gesture: gestureSource, scenePath: scenePath, source: source.options).setup
        } catch {
            printError(error.message)
            return error.status
        }
        replay.resampleRate = resampleRate
        replay.keepGoing = keepGoing
        replay.controlOffsets = controlOffsets
        replay.sourceOptions = source.options

        let format = self.format ?? FileSystem.standardOutputFormat
        let writer = EncodingSink.make(format, output: OutputSink(.fileDescriptor(1)))
        // Warnings go to standard error after the records before them, so a terminal shows
        // them in place.
        replay.warn = { [writer] message in
            writer.output.flush()
            printError(message)
        }
        var status = ExitStatus.success
        for (index, trace) in traces.enumerated() {
            writer.traceName = traces.count > 1 ? trace : nil
            let last = index == traces.count - 1
            replay.keepEngine = last ? { ProcessEnd.keep($0) } : nil
            do {
                if last { try replay.runTakingSetup(path: trace, into: writer) } else { try replay.run(path: trace, into: writer) }
            } catch {
                writer.output.flush()
                printError(error.message)
                if status == .success { status = error.status }
            }
            writer.output.flush()
            if let failure = writer.output.failure {
                printWriteFailure("standard output", to: nil, "\(failure)")
                return .ioError
            }
        }
        return status
    }

    static func readWholeFile(_ path: String) -> String? {
        FileSystem.read(path).map { String(decoding: $0, as: UTF8.self) }
    }
}
