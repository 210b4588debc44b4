import Recognizers
import ReplayKit
import TraceFormat
import SwiftSource

/// `gesture-replay layout FILE.swift`: lays a SwiftUI view out as replay does and prints every
/// view: its name, type, frame in global points, hit shape and gestures.
struct LayoutCommand: Command {
    var path: String?
    var format: OutputFormat?
    var source = SourceSceneFlags()

    static let listsDevicesOnBareFlag: Bool? = true
    static let usage = "USAGE: gesture-replay layout \(SourceSceneFlags.usage) [--format text|json] <file.swift | folder>"

    static let help = """
        OVERVIEW: Show how a SwiftUI view is laid out and hit-tested for replay.

        Reads the view as '--scene FILE.swift' does (a folder: its .swift files read together,
        as an app's views, modifiers and types use one another), lays it out on the screen, and prints every
        view in preorder: its name in records (its .accessibilityIdentifier or .id, else its path
        such as ContentView/VStack/Circle[1]), its type, its frame in global points, where it is
        hit (its shape, or none: a stack's empty space is not hit) and its gestures.

        \(usage)

        OPTIONS:
        \(SourceSceneFlags.help)
          --format <format>       text (an indented tree; the default on a terminal) or json
                                  (the default otherwise; one object per view: id, type,
                                  depth, frame, hitShape (kind, rect, cornerRadius,
                                  transformed; null when not hit), gestures, control,
                                  location).
          -h, --help              Show help information.

        EXIT STATUS:
          0 laid out, 64 bad command line, 65 the source is outside the supported subset (the
          error says where and what to write instead), 66 the file cannot be opened.

        EXAMPLES:
          gesture-replay layout Fixtures/scenes/DraggableCircle.swift
          gesture-replay layout ContentView.swift --view PhotoView --format json | jq '.frame'
          gesture-replay layout Sources/MyApp/
          gesture-replay layout Fixtures/scenes/DraggableCircle.swift --device iphone-17-pro
          gesture-replay layout --device list
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<LayoutCommand> {
        var command = LayoutCommand()
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .positional(let path):
                if command.path != nil { throw UsageError(message: "give one Swift file; found a second, '\(path)'") }
                command.path = path
            case .option("-h"), .option("--help"), .option("-help"): return .help
            case .option("--version"): return .version
            case .option("--format"):
                let text = try scanner.value(for: "--format")
                guard let format = OutputFormat(rawValue: text) else {
                    throw UsageError(message: "invalid value '\(text)' for '--format'; expected json or text")
                }
                command.format = format
            case .option(let name):
                if try command.source.parse(name, &scanner) { continue }
                throw ArgumentScanner.unknownOption(name, among: SourceSceneFlags.names + ["--format", "--help", "--version"])
            }
        }
        guard let path = command.path else { throw UsageError(message: "missing expected argument '<file.swift>'; give the Swift file of a view, or a folder of them") }
        guard SourceScene.isSource(path) || FileSystem.isDirectory(path) || path == "-" else {
            throw UsageError(message: "'\(path)' is not a .swift file; layout reads SwiftUI source (a JSON scene already has its frames)")
        }
        return .run(command)
    }

    func run() -> ExitStatus {
        guard let path else { return .cannotOpen }
        var files: [(path: String, text: String)]
        if FileSystem.isDirectory(path) {
            switch FileSystem.swiftSources(under: path) {
            case .success(let found): files = found
            case .failure(let problem):
                printError(problem.message)
                return .cannotOpen
            }
        } else {
            guard let text = ReplayCommand.readWholeFile(path) else {
                printError("\(path): error: cannot open the file: \(FileSystem.lastErrorReason)")
                return .cannotOpen
            }
            files = [(path == "-" ? FileSystem.standardInputName : path, text)]
        }
        let scene: SourceScene
        do {
            scene = files.count == 1 && !FileSystem.isDirectory(path) ? try SourceScene.load(files[0].text, file: files[0].path, options: source.options)
                : try SourceScene.load(files: files, origin: path, options: source.options)
            for warning in scene.warnings { printError(warning.description) }
        } catch {
            printError(error.description)
            return .badData
        }
        let format = self.format ?? FileSystem.standardOutputFormat
        var out = OutputSink(.fileDescriptor(1))
        for view in scene.laidOut {
            out.append(format == .json ? Self.json(view) : Self.text(view))
            out.append("\n")
        }
        out.flush()
        if let failure = out.failure {
            printError("gesture-replay: error: cannot write the layout: \(failure)")
            return .ioError
        }
        return .success
    }

    static func rect(_ frame: CGRect) -> [String] {
        [frame.minX, frame.minY, frame.width, frame.height].map(NumberFormat.string)
    }

    static func text(_ view: SourceScene.LaidOutView) -> String {
        var line = String(repeating: "  ", count: view.depth) + view.id
        if !view.id.hasSuffix(view.type) && !view.id.hasSuffix("]") { line += " (\(view.type))" }
        line += "  [" + rect(view.frame).joined(separator: ", ") + "]"
        line += "  hit: " + view.hitShape
        if let control = view.control { line += "  control: " + control }
        if view.isPlaceholder { line += "  placeholder" }
        if !view.gestures.isEmpty { line += "  " + view.gestures.joined(separator: " ") }
        return line
    }

    /// A hit shape as JSON: its kind, its rectangle in global points, a rounded rectangle's corner
    /// radius, and whether an effect transforms it (a scale or rotation: the rectangle is before it).
    static func json(_ shape: HitShape) -> String {
        var fields: [String] = []
        switch shape.kind {
        case .none: fields.append("\"kind\":\"none\"")
        case .rectangle: fields.append("\"kind\":\"rectangle\"")
        case .roundedRectangle(let radius): fields += ["\"kind\":\"roundedRectangle\"", "\"cornerRadius\":" + NumberFormat.string(radius)]
        case .ellipse: fields.append("\"kind\":\"ellipse\"")
        case .circle: fields.append("\"kind\":\"circle\"")
        case .capsule: fields.append("\"kind\":\"capsule\"")
        }
        fields.append("\"rect\":[" + rect(shape.rect).joined(separator: ",") + "]")
        fields.append("\"transformed\":\(shape.isTransformed)")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func json(_ view: SourceScene.LaidOutView) -> String {
        var fields: [String] = []
        fields.append("\"id\":" + RecordDiff.jsonString(view.id))
        fields.append("\"type\":" + RecordDiff.jsonString(view.type))
        fields.append("\"depth\":\(view.depth)")
        fields.append("\"frame\":[" + rect(view.frame).joined(separator: ",") + "]")
        fields.append("\"hitShape\":" + (view.hit.map(Self.json) ?? "null"))
        fields.append("\"gestures\":[" + view.gestures.map(RecordDiff.jsonString).joined(separator: ",") + "]")
        if let control = view.control { fields.append("\"control\":" + RecordDiff.jsonString(control)) }
        if view.isPlaceholder { fields.append("\"placeholder\":true") }
        fields.append("\"location\":\"\(view.location.line):\(view.location.column)\"")
        return "{" + fields.joined(separator: ",") + "}"
    }
}
