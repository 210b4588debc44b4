import ReplayKit
import Recognizers
import TraceFormat
import TraceImport

/// `gesture-replay import evemu|libinput-record FILE...`: Linux input recordings to traces.
struct ImportCommand: Command {
    var format = ImporterRegistry.entries[0]
    var files: [String] = []
    var scaling: EvdevScaling?
    var splitGap = 1.0
    var outputDirectory = "."
    var header = false
    /// A touchpad's fingers as a Mac's trackpad (`--trackpad`).
    var trackpad = false
    /// The device description when the recording has none (`evemu-describe` output).
    var devicePath: String?

    /// Whether the first argument, the recording format, was given.
    private var formatGiven = false

    static let name = "import"
    static let overview = "Turn Linux input recordings into traces."
    static let discussion = """
        Reads evemu recordings (evemu-record's .events files) or libinput record YAML files,
        follows every contact — multi-touch protocol B (slots and tracking ids), protocol A
        (SYN_MT_REPORT between contacts, matched to the nearest contact of the frame before),
        or single touch (ABS_X/ABS_Y and BTN_TOUCH, as pens and simple touchscreens report) —
        and writes one trace per session: a new session starts when a finger goes down after
        no finger has been down for --split-gap seconds. Each session's times start at 0 and its
        pointer ids at 0. Files are written as <directory>/<recording name>__s01.jsonl, __s02, ….

        A tablet's pen (BTN_TOOL_PEN) becomes an Apple Pencil: hovering in proximity with its
        height (ABS_DISTANCE) and tilt, down with its pressure at the tip. A mouse (REL_X,
        REL_Y) becomes a Mac's cursor in the --fit box (default 1280 × 800), its buttons clicks
        and its wheel notches scroll lines; a mouse's recording is one session.
        """
    static let arguments = [
        ArgumentHelp(name: "<format>", help: "The recordings' format: " + OptionValue.list(ImporterRegistry.names) + ".", completion: .values(ImporterRegistry.names)),
        ArgumentHelp(name: "<file>", help: "The recordings to import.", repeats: true),
    ]

    static let options: [CommandOption<ImportCommand>] = [
        CommandOption(help: OptionHelp(names: ["--fit"], value: "<width> <height>", help: "Scale the device's range into a box of this many points, keeping its aspect, with its minimum at (0, 0).", oneOf: "scale")) { command, scanner throws(UsageError) in
            if command.scaling != nil { throw UsageError(message: "'--fit' and '--points-per-mm' cannot be combined; give one way to scale") }
            let width = try scanner.number(for: "--fit", "a width and a height in points, such as --fit 390 844") { $0 > 0 }
            let height = try scanner.number(for: "--fit", "a width and a height in points, such as --fit 390 844") { $0 > 0 }
            command.scaling = .fit(width: width, height: height)
        },
        .value(["--points-per-mm"], "<n>", help: "Scale by the device's resolution (units per millimetre) times n points per millimetre.",
               default: "when the device reports a resolution, 6.417, 163 points per inch like an iPhone's", oneOf: "scale") { command, text throws(UsageError) in
            if command.scaling != nil { throw UsageError(message: "'--fit' and '--points-per-mm' cannot be combined; give one way to scale") }
            command.scaling = .millimetres(pointsPerMillimetre: try OptionValue.number(text, "--points-per-mm", "points per millimetre greater than 0") { $0 > 0 })
        },
        .value(["--split-gap"], "<s>", help: "Start a new trace after this long with no finger down.", default: "1") { command, text throws(UsageError) in
            command.splitGap = try OptionValue.number(text, "--split-gap", "a time in seconds greater than 0") { $0 > 0 }
        },
        .value(["--device"], "<file>", help: "The device description (evemu-describe output) for recordings without one.",
               default: "<Device>.desc beside <Device>.*.events", completion: .file) { $0.devicePath = $1 },
        .flag(["--trackpad"], help: "Import a touchpad's fingers as a Mac's trackpad: one finger moves the cursor, two scroll or pinch and rotate (magnify and rotate lines), a click clicks; three or more write nothing. One session per recording.") { $0.trackpad = true },
        .flag(["--header"], help: "Start each trace with a settings line ({\"profile\":\"ios18\"}). A pen's or a mouse's trace always starts with one, naming the profile that has its input (ipados18, macos15).") { $0.header = true },
        .value(["-o", "--output"], "<directory>", help: "Where to write the traces.", default: ".", completion: .file) { $0.outputDirectory = $1 },
    ]

    static let exitStatus = """
          0 imported, 64 bad command line, 65 the recording cannot be read (the error says
          where), 66 the recording cannot be opened or the output folder made, 74 a trace
          cannot be written.
        """
    static let examples = [
        "gesture-replay import evemu --fit 390 844 -o traces recording.events",
        "gesture-replay import libinput-record --split-gap 2 session.yml",
        "gesture-replay import evemu --trackpad --fit 1280 800 touchpad.events",
    ]

    mutating func take(_ argument: String) throws(UsageError) {
        guard formatGiven else {
            guard let entry = ImporterRegistry.entry(named: argument) else {
                var message = "unknown recording format '\(argument)'; expected \(ImporterRegistry.names.joined(separator: " or "))"
                if let suggestion = Suggestion.nearest(to: argument, among: ImporterRegistry.names) {
                    message += " (did you mean '\(suggestion)'?)"
                }
                throw UsageError(message: message)
            }
            format = entry
            formatGiven = true
            return
        }
        files.append(argument)
    }

    mutating func validate() throws(UsageError) {
        guard formatGiven else {
            throw UsageError(message: "missing expected argument '<format>'; give evemu or libinput-record, then the files")
        }
        guard !files.isEmpty else {
            throw UsageError(message: "missing expected argument '<file> ...'; give the recordings to import")
        }
    }

    /// `Atmel maXTouch Touchscreen.1-finger-fast-taps.events` → `Atmel_maXTouch_Touchscreen.1-finger-fast-taps`.
    static func traceName(for file: String) -> String {
        var name = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".events", ".yml", ".yaml", ".evemu", ".txt"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return String(name.map { $0 == " " ? "_" : $0 })
    }

    /// The sessions of one recording, or the error that stops it.
    func sessions(of file: String) throws(TraceError) -> [ImportedSession] {
        guard let bytes = FileSystem.read(file) else {
            throw TraceError(kind: .cannotOpen, file: file, line: 0, column: 0, message: "cannot open the recording: \(FileSystem.lastErrorReason)")
        }
        let options = ImportOptions(scaling: scaling, splitGap: splitGap, devicePath: devicePath, trackpad: trackpad, readFile: FileSystem.read)
        return try format.make(options).sessions(of: bytes, file: file)
    }

    func run() -> ExitStatus {
        if !FileSystem.isDirectory(outputDirectory) {
            // As `mkdir -p` would: the directory the traces go into is part of the request.
            if let reason = FileSystem.makeDirectories(outputDirectory) {
                printError("\(outputDirectory): error: cannot create the output directory: \(reason)")
                return .cannotOpen
            }
        }
        var status = ExitStatus.success
        var out = OutputSink(.fileDescriptor(1))
        for file in files {
            let sessions: [ImportedSession]
            do {
                sessions = try self.sessions(of: file)
            } catch {
                out.flush()
                printError(error.description)
                if status == .success { status = ReplayProblem(error).status }
                continue
            }
            for (index, session) in sessions.enumerated() {
                let path = outputDirectory + "/" + Self.traceName(for: file) + "__s" + (index < 9 ? "0" : "") + "\(index + 1).jsonl"
                var writer = TraceWriter(.memory)
                // A Pencil's or a mouse's trace names the profile that has its input: without it
                // the default (an iPhone's) would refuse it.
                if header || session.profile != nil { writer.writeHeader(profile: session.profile ?? ArbitrationProfile.default.rawValue) }
                for event in session.events { writer.write(event) }
                if let reason = FileSystem.write(writer.sink.bytes, to: path) {
                    printWriteFailure("the trace", to: path, "\(reason)")
                    return .ioError
                }
                let duration = session.events.last.map { $0.time } ?? TraceTime(nanoseconds: 0)
                // A cursor's presses are clicks and a Pencil's strokes; only fingers come several at once.
                let what = switch session.input {
                case .pointer: "\(session.contacts) click\(session.contacts == 1 ? "" : "s")"
                case .pencil: "\(session.contacts) stroke\(session.contacts == 1 ? "" : "s")"
                case .touch, .indirect: "\(session.contacts) contact\(session.contacts == 1 ? "" : "s") (at most \(session.maximumSimultaneous) at once)"
                }
                out.append("wrote \(path): \(session.events.count) events, \(what), \(duration) s\n")
            }
        }
        out.flush()
        return status
    }
}
