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
    /// `--list`: the roots (screens and previews) and interactive views instead of a layout.
    var list = false

    static let listsDevicesOnBareFlag: Bool? = true
    /// Its touches are its own, as lint's: a Mac's view is laid out in a Mac window.
    init() { source.macWindowByDefault = true }

    static let name = "layout"
    static let overview = "Show how a SwiftUI view is laid out and hit-tested for replay."
    static let discussion = """
        Reads the view as '--scene FILE.swift' does (a folder: its .swift files read together,
        as an app's views, modifiers and types use one another), lays it out on the screen, and
        prints every view in preorder: its name in records (its .accessibilityIdentifier or .id,
        else its path such as ContentView/VStack/Circle[1]), its type, its frame in global
        points, where it is hit (its shape, or none: a stack's empty space is not hit) and its
        gestures.
        """
    static let arguments = [ArgumentHelp(name: "<file.swift | folder>", help: "The Swift file of a view, or a folder of them read together as one module; '-' reads standard input.")]

    static let options: [CommandOption<LayoutCommand>] = SourceSceneFlags.options().map { $0.lifted(\.source) } + [
        .value(["--profile"], "<profile>", help: "The platform the source is built for: #if os(macOS) holds under macos15, and a Mac's view is laid out in a window (--device mac-window).",
               default: "ios18, an iPhone", completion: .values(ArbitrationProfile.names)) { command, text throws(UsageError) in
            command.source.platform = try ProfileArgument.parse(text, option: "--profile").platform
        },
        .flag(["--list"], help: "List what could be laid out instead: the roots (the app's scene content, each view nothing else uses, each preview) and every view with an interaction, with where each is declared.") { $0.list = true },
        .value(["--format"], "<format>", help: "text (an indented tree; the default on a terminal) or json (the default otherwise; one object per view: id, type, depth, frame, hitShape (kind, rect, cornerRadius, transformed; null when not hit), gestures (every interaction read on it, as written: gestures, hover, keys, focus, shortcuts, context menus, swipe actions, accessibility actions, Pencil), control, placeholder, branches, location; docs/layout-schema.json).",
               completion: .values(OutputFormat.allCases.map(\.rawValue))) { command, text throws(UsageError) in
            command.format = try OptionValue.choice(text, "--format")
        },
    ]

    static let exitStatus = """
          0 laid out, 64 bad command line, 65 the source is outside the supported subset (the
          error says where and what to write instead), 66 the file cannot be opened, 74 the
          output cannot be written.
        """
    static let examples = [
        "gesture-replay layout Fixtures/scenes/DraggableCircle.swift",
        "gesture-replay layout ContentView.swift --view PhotoView --format json | jq '.frame'",
        "gesture-replay layout Sources/MyApp/",
        "gesture-replay layout Sources/MyApp/ --list",
        "gesture-replay layout Sources/MyApp/ --preview 1",
        "gesture-replay layout Sources/MacApp/ --profile macos15 --view Sidebar",
        "gesture-replay layout Fixtures/scenes/DraggableCircle.swift --device iphone-17-pro",
        "gesture-replay layout --device list",
    ]

    mutating func take(_ argument: String) throws(UsageError) {
        if path != nil { throw UsageError(message: "give one Swift file; found a second, '\(argument)'") }
        path = argument
    }

    mutating func validate() throws(UsageError) {
        guard let path else { throw UsageError(message: "missing expected argument '<file.swift>'; give the Swift file of a view, or a folder of them") }
        guard SourceScene.isSource(path) || FileSystem.isDirectory(path) || path == "-" else {
            throw UsageError(message: "'\(path)' is not a .swift file; layout reads SwiftUI source (a JSON scene already has its frames)")
        }
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
        var options = source.options
        options.keepsScene = false
        let format = self.format ?? FileSystem.standardOutputFormat
        var out = OutputSink(.fileDescriptor(1))
        do {
            let module = files.count == 1 && !FileSystem.isDirectory(path) ? try SourceModule(SourceText(files[0].text, origin: files[0].path), conditions: options.conditions)
                : try SourceModule(files: files, origin: path, conditions: options.conditions)
            if list {
                for warning in module.warnings { printError(warning.description) }
                Self.writeList(module, format: format, to: &out)
                out.flush()
                return out.failure == nil ? .success : .ioError
            }
            scene = try module.scene(options)
            for warning in scene.warnings { printError(warning.description) }
        } catch {
            printError(error.description)
            return .badData
        }
        for view in scene.laidOut {
            if format == .json { Self.writeJSON(view, to: &out) } else { out.append(Self.text(view)) }
            out.append(UInt8(ascii: "\n"))
            out.flushIfFull()
        }
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        return .success
    }

    /// `--list`: one line (or JSON object) per root and interactive view: its kind, its name as
    /// `--view`/`--preview` take it, and where it is declared.
    static func writeList(_ module: SourceModule, format: OutputFormat, to out: inout OutputSink) {
        var entries: [(kind: String, candidate: SourceModule.Candidate)] = []
        for screen in module.screens {
            if case .preview = screen.root { entries.append(("preview", screen)) } else { entries.append(("screen", screen)) }
        }
        let roots = Set(entries.map(\.candidate.name))
        for view in module.interactiveViews where !roots.contains(view.name) { entries.append(("interactive", view)) }
        for (kind, candidate) in entries {
            let location = "\(candidate.file):\(candidate.position.line):\(candidate.position.column)"
            if format == .json {
                out.append("{\"kind\":" + RecordDiff.jsonString(kind) + ",\"name\":" + RecordDiff.jsonString(candidate.name)
                           + ",\"location\":" + RecordDiff.jsonString(location) + "}\n")
            } else {
                out.append(kind.padding(13) + candidate.name.padding(32) + location + "\n")
            }
        }
    }

    /// A frame as the text tree prints it: four decimals at most, as replay's text does.
    static func rect(_ frame: CGRect) -> [String] {
        [frame.minX, frame.minY, frame.width, frame.height].map { TextSink.number($0) }
    }

    static func text(_ view: LaidOutView) -> String {
        var line = String(repeating: "  ", count: view.depth) + LaidOutView.label(id: view.id, type: view.type)
        line += "  [" + rect(view.frame).joined(separator: ", ") + "]"
        line += "  hit: " + view.hitShape { TextSink.number($0) }
        if let control = view.control { line += "  control: " + control }
        if view.isPlaceholder { line += "  placeholder" }
        if !view.alternatives.isEmpty { line += "  " + view.alternatives.map { "branch \($0.branch + 1) of undecided #\($0.group + 1)" }.joined(separator: ", ") }
        if !view.gestures.isEmpty { line += "  " + view.gestures.joined(separator: " ") }
        return line
    }

    /// A hit shape as JSON: its kind, its rectangle in global points, a rounded rectangle's corner
    /// radius, and whether an effect transforms it (a scale or rotation: the rectangle is before it).
    static func writeJSON(_ shape: HitShape, to out: inout OutputSink) {
        switch shape.kind {
        case .none: out.append(literal: "{\"kind\":\"none\"")
        case .rectangle: out.append(literal: "{\"kind\":\"rectangle\"")
        case .roundedRectangle(let radius):
            out.append(literal: "{\"kind\":\"roundedRectangle\",\"cornerRadius\":")
            out.appendNumber(radius)
        case .ellipse: out.append(literal: "{\"kind\":\"ellipse\"")
        case .circle: out.append(literal: "{\"kind\":\"circle\"")
        case .capsule: out.append(literal: "{\"kind\":\"capsule\"")
        }
        out.append(literal: ",\"rect\":")
        writeJSON(shape.rect, to: &out)
        out.append(literal: shape.isTransformed ? ",\"transformed\":true}" : ",\"transformed\":false}")
    }

    /// `[x,y,width,height]`.
    static func writeJSON(_ rect: CGRect, to out: inout OutputSink) {
        out.append(UInt8(ascii: "["))
        out.appendNumber(rect.minX)
        out.append(UInt8(ascii: ","))
        out.appendNumber(rect.minY)
        out.append(UInt8(ascii: ","))
        out.appendNumber(rect.width)
        out.append(UInt8(ascii: ","))
        out.appendNumber(rect.height)
        out.append(UInt8(ascii: "]"))
    }

    /// One view as one JSON object, written straight into the output: a 100,000-row `ForEach`
    /// prints 100,000 of them.
    static func writeJSON(_ view: LaidOutView, to out: inout OutputSink) {
        out.append(literal: "{\"id\":")
        out.appendJSONString(view.id)
        out.append(literal: ",\"type\":")
        out.appendJSONString(view.type)
        out.append(literal: ",\"depth\":")
        out.appendNumber(Double(view.depth))
        out.append(literal: ",\"frame\":")
        writeJSON(view.frame, to: &out)
        out.append(literal: ",\"hitShape\":")
        if let hit = view.hit { writeJSON(hit, to: &out) } else { out.append(literal: "null") }
        out.append(literal: ",\"gestures\":[")
        var first = true
        for listing in view.modifiers.lazy.compactMap(\.listing) + view.roles {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.appendJSONString(listing)
        }
        out.append(UInt8(ascii: "]"))
        if let control = view.control {
            out.append(literal: ",\"control\":")
            out.appendJSONString(control)
        }
        if view.isPlaceholder { out.append(literal: ",\"placeholder\":true") }
        if !view.alternatives.isEmpty {
            out.append(literal: ",\"branches\":[")
            for (index, alternative) in view.alternatives.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(literal: "{\"condition\":")
                out.appendNumber(Double(alternative.group + 1))
                out.append(literal: ",\"branch\":")
                out.appendNumber(Double(alternative.branch + 1))
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(literal: ",\"location\":\"")
        // A folder's views name their own file: `Views/Row.swift:5:9`.
        if let file = view.file { out.append(RecordDiff.jsonString(file).dropFirst().dropLast() + ":") }
        out.appendNumber(Double(view.location.line))
        out.append(UInt8(ascii: ":"))
        out.appendNumber(Double(view.location.column))
        out.append(literal: "\"}")
    }
}
