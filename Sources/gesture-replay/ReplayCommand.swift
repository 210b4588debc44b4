#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Recognizers
import TraceFormat

/// The exit statuses of contract §4 (the BSD sysexits values).
enum ExitStatus: Int32 {
    case success = 0
    case differencesFound = 1
    case usage = 64
    case badData = 65
    case cannotOpen = 66
    case ioError = 74
}

/// A bad command line: the message names the flag and says what to do instead.
struct UsageError: Error {
    var message: String
}

/// `gesture-replay [options] TRACE...`: replays traces and prints the callbacks.
struct ReplayCommand {
    static let version = "0.1.0"

    var gestureSource: String?
    var scenePath: String?
    var profile: String?
    var explain = false
    var format: OutputFormat?
    var traces: [String] = []

    /// The behaviour profiles this version replays; the first is the default.
    static let profiles = ArbitrationProfile.allCases.map(\.rawValue)

    enum Invocation {
        case run(ReplayCommand)
        case help
        case version
    }

    static let usage = "USAGE: gesture-replay [--gesture <expression> | --scene <file>] [--profile <profile>] [--explain] [--format <format>] <trace> ..."

    static let help = """
        OVERVIEW: Replay recorded touch traces through SwiftUI's gesture recognizers.

        Reads traces — JSON Lines of pointer events with timestamps — and replays them on a
        virtual clock through a re-implementation of SwiftUI's gestures, printing every callback
        SwiftUI would run: when it ran, on which view and gesture, and with which value.

        \(usage)

        ARGUMENTS:
          <trace>                 Trace files to replay, one after another. '-' reads standard
                                  input.

        OPTIONS:
          -g, --gesture <expression>
                                  A gesture written as SwiftUI source, attached with .gesture(_:)
                                  to one window-sized view ("root"). Closure bodies are accepted
                                  and not run; callbacks are reported where they are attached.
          -s, --scene <file>      A scene: views with frames, children and SwiftUI modifiers (see
                                  docs/output-format.md). Overrides a scene in a trace's header.
                                  With neither option nor a header scene, the default scene
                                  attaches each standard gesture, with its defaults, to its own
                                  view.
          --profile <profile>     The SwiftUI behaviour to replay: ios17 (iOS 13–17, the
                                  default). Overrides a trace header's "profile".
          --explain               Also report every phase change of every gesture, with the
                                  reason a gesture failed or was held back.
          --format <format>       json or text. (default: json when standard output is not a
                                  terminal, text when it is)
          --version               Show the version.
          -h, --help              Show help information.

        GESTURES:
          TapGesture(count:)  SpatialTapGesture(count:coordinateSpace:)
          LongPressGesture(minimumDuration:maximumDistance:)
          DragGesture(minimumDistance:coordinateSpace:)
          MagnifyGesture(minimumScaleDelta:)  MagnificationGesture(minimumScaleDelta:)
          RotateGesture(minimumAngleDelta:)  RotationGesture(minimumAngleDelta:)
          modified with .onChanged { }, .onEnded { }, .updating($state) { }, .map(\\.keyPath),
          combined with .simultaneously(with:), .sequenced(before:), .exclusively(before:)
          View modifiers in scenes: .gesture(_:including:) .highPriorityGesture .simultaneousGesture
          .onTapGesture(count:coordinateSpace:perform:) .onLongPressGesture(…) .coordinateSpace(name:)
          .disabled(_:)

        EXIT STATUS:
          0 success, 64 bad command line, 65 bad trace data, 66 a trace cannot be opened,
          74 an I/O error.

        EXAMPLES:
          gesture-replay Fixtures/traces/drag.jsonl --gesture 'DragGesture().onEnded { _ in }'
          gesture-replay trace.jsonl --format json | jq 'select(.callback == "onEnded")'
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var command = ReplayCommand()
        var index = 0
        var optionsEnded = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else {
                throw UsageError(message: "missing value for '\(option)'")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                command.traces.append(argument)
                index += 1
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help", "-help":
                return .help
            case "--version":
                return .version
            case "-g", "--gesture":
                if command.gestureSource != nil { throw UsageError(message: "'--gesture' is given twice; give one gesture expression") }
                command.gestureSource = try value(for: name, inline: inline)
            case "-s", "--scene":
                if command.scenePath != nil { throw UsageError(message: "'--scene' is given twice; give one scene file") }
                command.scenePath = try value(for: name, inline: inline)
            case "--profile":
                let text = try value(for: name, inline: inline)
                guard profiles.contains(text) else {
                    throw UsageError(message: "unknown profile '\(text)' for '--profile'; this version replays " + profiles.map { "'\($0)'" }.joined(separator: ", ") + " (SwiftUI on iOS 13–17)")
                }
                command.profile = text
            case "--explain":
                command.explain = true
            case "--format":
                let text = try value(for: name, inline: inline)
                guard let format = OutputFormat(rawValue: text) else {
                    var message = "invalid value '\(text)' for '--format'; expected json or text"
                    if let suggestion = Suggestion.nearest(to: text, among: OutputFormat.allCases.map(\.rawValue)) {
                        message += " (did you mean '\(suggestion)'?)"
                    }
                    throw UsageError(message: message)
                }
                command.format = format
            default:
                var message = "unknown option '\(name)'"
                if let suggestion = Suggestion.nearest(to: name, among: ["--gesture", "--scene", "--profile", "--explain", "--format", "--help", "--version"]) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            index += 1
        }
        if command.gestureSource != nil && command.scenePath != nil {
            throw UsageError(message: "'--gesture' and '--scene' cannot be combined; put the gesture in the scene's modifiers")
        }
        guard !command.traces.isEmpty else {
            throw UsageError(message: "missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input")
        }
        return .run(command)
    }

    /// The views and gestures of the default scene: each standard gesture with its defaults and
    /// every callback it supports, alone on its own window-sized view.
    static let defaultScene: [(view: String, expression: String)] = [
        ("tap", "TapGesture().onEnded { _ in }"),
        ("spatialTap", "SpatialTapGesture().onEnded { _ in }"),
        ("longPress", "LongPressGesture().onChanged { _ in }.onEnded { _ in }"),
        ("drag", "DragGesture().onChanged { _ in }.onEnded { _ in }"),
        ("magnify", "MagnifyGesture().onChanged { _ in }.onEnded { _ in }"),
        ("rotate", "RotateGesture().onChanged { _ in }.onEnded { _ in }"),
    ]

    /// What the gestures are attached to.
    enum Setup {
        /// One view per entry, each reached by every pointer (`--gesture`, the default scene).
        case views([(view: String, expression: GestureExpression)])
        /// A scene with hit testing.
        case scene([SceneSpec])
    }

    func run() -> ExitStatus {
        var commandSetup: Setup?
        do {
            if let gestureSource {
                commandSetup = .views([("root", try ExpressionParser.parse(gestureSource, origin: "--gesture"))])
            }
        } catch {
            Self.printError(error.description)
            Self.printError("Help: gesture-replay --help lists the gestures and their parameters.")
            return .usage
        }
        if let scenePath {
            guard let text = Self.readWholeFile(scenePath) else {
                Self.printError("\(scenePath): error: cannot open scene: \(String(cString: strerror(errno)))")
                return .cannotOpen
            }
            do {
                commandSetup = .scene(try SceneLoader.load(text, file: scenePath))
            } catch {
                Self.printError(error.description)
                return .badData
            }
        }

        let format = self.format ?? (isatty(1) != 0 ? .text : .json)
        let writer = RecordWriter(sink: OutputSink(.fileDescriptor(1)), format: format)
        var status = ExitStatus.success
        var frame: [TraceEvent] = []
        var pointerFrame: [PointerEvent] = []
        frame.reserveCapacity(16)
        pointerFrame.reserveCapacity(16)
        for trace in traces {
            writer.traceName = traces.count > 1 ? trace : nil
            var replayer = GestureReplayer(profile: profile.flatMap(ArbitrationProfile.init(rawValue:)) ?? .ios17)
            writer.currentTime = { [unowned replayer] in replayer.time }
            do throws(TraceError) {
                var reader = try TraceReader(path: trace)
                let header = try reader.readHeader()
                if profile == nil, let name = header?.profile {
                    guard let headerProfile = ArbitrationProfile(rawValue: name.name) else {
                        throw TraceError(file: reader.displayName, line: name.line, column: name.column,
                                         message: "unknown profile '\(name.name)'; this version replays " + Self.profiles.map { "'\($0)'" }.joined(separator: ", ") + " (SwiftUI on iOS 13–17)")
                    }
                    replayer = GestureReplayer(profile: headerProfile)
                    writer.currentTime = { [unowned replayer] in replayer.time }
                }
                var setup = commandSetup
                if setup == nil, let scene = header?.scene {
                    do {
                        setup = .scene(try SceneLoader.load(scene.json, file: reader.displayName,
                                                            start: SourcePosition(line: scene.line, column: scene.column)))
                    } catch {
                        writer.sink.flush()
                        Self.printError(error.description)
                        if status == .success { status = .badData }
                        continue
                    }
                }
                install(setup ?? Self.defaultSetup, into: replayer, writer: writer)
                while try reader.nextFrame(into: &frame) {
                    pointerFrame.removeAll(keepingCapacity: true)
                    for event in frame { pointerFrame.append(Self.pointerEvent(event)) }
                    replayer.process(frame: pointerFrame)
                }
                replayer.finish()
            } catch {
                writer.sink.flush()
                Self.printError(error.description)
                let failure: ExitStatus = switch error.kind {
                case .invalidData: .badData
                case .cannotOpen: .cannotOpen
                case .readFailed: .ioError
                }
                if status == .success { status = failure }
            }
            writer.sink.flush()
            if let failure = writer.sink.failure {
                Self.printError("gesture-replay: error: cannot write the output: \(failure)")
                return .ioError
            }
        }
        return status
    }

    /// The default scene, parsed; its source is fixed, so it always parses.
    static var defaultSetup: Setup {
        .views(defaultScene.map { entry in
            (entry.view, try! ExpressionParser.parse(entry.expression, origin: "default scene"))
        })
    }

    /// Attaches the setup's gestures, with callbacks that write records, and sizes text columns.
    private func install(_ setup: Setup, into replayer: GestureReplayer, writer: RecordWriter) {
        switch setup {
        case .views(let views):
            var sites: [CallbackSite] = []
            var callbacks: [String] = []
            for (view, expression) in views {
                let builder = GestureBuilder(writer: writer, view: view, modifier: 0, explain: explain)
                let modifier = ModifierSpec(kind: .gesture(expression, priority: .normal, mask: .all), name: "gesture")
                sites += builder.sites(of: modifier)
                callbacks += builder.callbackLabels(of: modifier)
                replayer.attach(builder.viewGesture(for: modifier)!)
            }
            writer.prepareColumns(for: sites, callbacks: callbacks + (explain ? Self.phaseLabels : []))
        case .scene(let specs):
            var columns: (sites: [CallbackSite], callbacks: [String]) = ([], [])
            let views = specs.map { $0.sceneView(writer: writer, explain: explain, columns: &columns) }
            writer.prepareColumns(for: columns.sites, callbacks: columns.callbacks + (explain ? Self.phaseLabels : []))
            replayer.load(views)
        }
    }

    /// The text column labels of `--explain` records.
    static let phaseLabels = ["[possible]", "[active]", "[ended]", "[failed]", "[held]", "[dropped]"]

    static func readWholeFile(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func pointerEvent(_ event: TraceEvent) -> PointerEvent {
        let phase: TouchPhase = switch event.phase {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
        return PointerEvent(pointer: event.pointer, phase: phase, location: CGPoint(x: event.x, y: event.y),
                            time: GestureTime(nanoseconds: event.time.nanoseconds))
    }

    static func printError(_ message: String) {
        var text = message
        text += "\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
