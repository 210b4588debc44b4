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
    var format: OutputFormat?
    var traces: [String] = []

    enum Invocation {
        case run(ReplayCommand)
        case help
        case version
    }

    static let usage = "USAGE: gesture-replay [--gesture <expression>] [--format <format>] <trace> ..."

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
                                  Without this option the default scene attaches each standard
                                  gesture, with its defaults, to its own view.
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
          modified with .onChanged { }, .onEnded { }, .updating($state) { }, .map(\\.keyPath)

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
                if let suggestion = Suggestion.nearest(to: name, among: ["--gesture", "--format", "--help", "--version"]) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            index += 1
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

    func run() -> ExitStatus {
        let plan: [(view: String, expression: GestureExpression)]
        do {
            if let gestureSource {
                plan = [("root", try ExpressionParser.parse(gestureSource, origin: "--gesture"))]
            } else {
                plan = try Self.defaultScene.map { (scene) throws(SourceError) in
                    (scene.view, try ExpressionParser.parse(scene.expression, origin: "default scene"))
                }
            }
        } catch {
            Self.printError(error.description)
            Self.printError("Help: gesture-replay --help lists the gestures and their parameters.")
            return .usage
        }

        let format = self.format ?? (isatty(1) != 0 ? .text : .json)
        let writer = RecordWriter(sink: OutputSink(.fileDescriptor(1)), format: format)
        let builders = plan.map { GestureBuilder(writer: writer, view: $0.view, modifier: 0) }
        writer.prepareColumns(for: zip(builders, plan).flatMap { $0.sites(of: $1.expression) },
                              callbacks: zip(builders, plan).flatMap { $0.callbackLabels(of: $1.expression) })

        var status = ExitStatus.success
        var frame: [TraceEvent] = []
        var pointerFrame: [PointerEvent] = []
        frame.reserveCapacity(16)
        pointerFrame.reserveCapacity(16)
        for trace in traces {
            writer.traceName = traces.count > 1 ? trace : nil
            let replayer = GestureReplayer()
            writer.currentTime = { [unowned replayer] in replayer.time }
            for (builder, entry) in zip(builders, plan) {
                replayer.attach(builder.viewGesture(for: entry.expression))
            }
            do {
                var reader = try TraceReader(path: trace)
                if let header = try reader.readHeader() {
                    try Self.check(header, in: reader.displayName)
                }
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

    /// Settings in a trace header that this version cannot honour are errors, not surprises.
    static func check(_ header: TraceHeader, in file: String) throws(TraceError) {
        if let profile = header.profile, profile.name != "ios17" {
            throw TraceError(file: file, line: profile.line, column: profile.column,
                             message: "unknown profile '\(profile.name)'; this version replays 'ios17' (SwiftUI on iOS 13–17)")
        }
        if let scene = header.scene {
            throw TraceError(file: file, line: scene.line, column: scene.column,
                             message: "scenes are not supported by this version; remove \"scene\" from the header and pass the gesture with --gesture")
        }
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
