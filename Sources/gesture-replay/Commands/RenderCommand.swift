import ReplayKit
import Recognizers
import TraceFormat
import SwiftSource

/// `gesture-replay render TRACE -o FILE.svg`: a picture of a replay — the scene with each finger's
/// path, and a timeline of every gesture's phases and callbacks.
struct RenderCommand: Command {
    var trace = ""
    var outputPath = ""
    var replay = ReplayOptions()
    var gestureSource: String? { replay.gesture }
    var scenePath: String? { replay.scenePath }
    var source: SourceSceneFlags { replay.source }
    var profile: String? { replay.profile }
    /// `--lint`: outline the views with lint findings.
    var lint = false
    var width = 960.0

    static let listsDevicesOnBareFlag: Bool? = false
    private var traces: [String] = []
    private var output: String?

    static let name = "render"
    static let overview = "Draw a replay as an SVG picture."
    static let discussion = """
        The picture has the scene's views with each finger's path over them (a colour per finger,
        a filled dot where it went down, a ring where it lifted, a cross where it was cancelled,
        its samples as small dots that show when zoomed; a mouse's other buttons press as a
        square), a hovering pointer's or Pencil's path dashed, scrolls as short strokes the way
        the content moves and trackpad gestures as rings at the cursor. Below, on one time axis,
        the fingers' down-to-up bars, a row of hovers, a row of scrolls, trackpad and Pencil
        gestures (a pinch's or a squeeze's span from its start to its end), and a lane per
        gesture — per view, per gesture modifier and per sub-gesture of a composition — with its
        phases as bands (possible, active, ended, failed, held, dropped) and each callback as a
        labelled tick. Hover over a band for a failure's reason, over a tick for the value the
        callback received. The SVG is one file with no external resources.
        """
    static let arguments = [ArgumentHelp(name: "<trace>", help: "The trace to draw; '-' reads standard input.")]

    static let options: [CommandOption<RenderCommand>] = [
        .value(["-o", "--output"], "<file.svg>", help: "Where to write the picture.", completion: .file, required: true) { $0.output = $1 },
    ] + ReplayOptions.options(
        gesture: "As for a replay: a gesture written as SwiftUI source, attached to one window-sized view; overrides the trace header's.",
        scene: "As for a replay: a Swift or JSON scene, or an app's source folder; overrides the trace header's.",
        profile: "As for a replay: the SwiftUI behaviour to replay; overrides the trace header's."
    ).map { $0.lifted(\.replay) } + [
        .value(["--width"], "<pixels>", help: "The picture's width.", default: "960") { command, text throws(UsageError) in
            command.width = try OptionValue.number(text, "--width", "a width in pixels from 320 to 10000") { $0 >= 320 && $0 <= 10_000 }
        },
        .flag(["--lint"], help: "Also lint the scene under the replay's profile and outline each view with findings in the colour of the worst (red error, amber warning, blue note), its rules below it and the messages as hover text (see 'gesture-replay lint').") { $0.lint = true },
    ]

    static let exitStatus = """
          0 rendered, 64 bad command line, 65 the trace or its scene cannot be read (the
          error says where), 66 a file cannot be opened, 74 the picture cannot be written.
        """
    static let examples = [
        "gesture-replay render Fixtures/traces/scene-parent-high-priority.jsonl -o high-priority.svg",
        "gesture-replay render Fixtures/traces/source-photo-viewer.jsonl --lint -o photo.svg",
    ]

    mutating func take(_ argument: String) throws(UsageError) { traces.append(argument) }

    mutating func validate() throws(UsageError) {
        guard traces.count == 1 else {
            throw UsageError(message: traces.isEmpty ? "missing expected argument '<trace>'; give the trace to draw"
                                                     : "'render' draws one trace; give one, or run it once per trace")
        }
        guard let output else { throw UsageError(message: "missing '-o <file.svg>'; say where to write the picture") }
        try replay.validate(traces: traces)
        trace = traces[0]
        outputPath = output
    }

    func run() -> ExitStatus {
        var replay = TraceReplay(profile: profile.flatMap(ArbitrationProfile.init(rawValue:)), explain: true)
        // The scroll offsets at every move and frame, as ticks on the scroll view's lane.
        replay.controlOffsets = true
        do {
            replay.setup = try ReplaySetup.fromCommandLine(gesture: gestureSource, scenePath: scenePath, source: source.options).setup
        } catch {
            printError(error.message)
            return error.status
        }
        var setup: ReplaySetup?
        replay.onSetup = { setup = $0 }
        // One pass: the fingers from the frames the gestures see, the records as values.
        var events: [TraceEvent] = []
        replay.onFrame = { frame in events += frame.map(TraceEvent.init) }
        // Hovers, scrolls, trackpad gestures and the Pencil's squeezes, as replayed.
        var inputs: [TraceEvent] = []
        replay.onLine = { inputs.append($0) }
        let collector = RecordCollector()
        do {
            try replay.run(path: trace, into: collector)
        } catch {
            printError(error.message)
            return error.status
        }
        let records = collector.records.map(Self.record)
        var views = setup.map { Self.views(of: $0, scrolledTo: Self.finalOffsets(collector.records)) } ?? []
        if lint {
            guard case .scene(let specs)? = setup else {
                printError("gesture-replay: error: '--lint' needs a scene: give --scene <file>, or a trace whose header names one")
                return .usage
            }
            // The scene as replayed, probed on this thread under the replay's profile.
            let profile = (try? replay.profile(ofTraceAt: trace)) ?? .default
            let screen = source.options.screen.size
            let linter = SceneLinter(file: scenePath ?? trace, options: SceneLinter.Options(profiles: [profile], workers: 1)) { () throws(Diagnostic) in
                // A Swift scene's views have types; its fingers stay on its screen, a JSON scene's on its views.
                SceneLinter.Loaded(specs: specs, screen: specs.first?.typeName == nil ? nil : CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
            }
            do {
                let findings = try linter.run().findings
                for index in views.indices { views[index].findings = findings.filter { views[index].id == $0.view || views[index].id.hasPrefix($0.view + " (") } }
            } catch {
                printError(error.description)
                return .badData
            }
        }
        let picture = TimelineSVG(title: trace.split(separator: "/").last.map(String.init) ?? trace, views: views,
                                  lanes: collector.sites, events: events, inputs: inputs, records: records, width: width)
        if let note = picture.decimationNote { printError(note) }
        if let reason = FileSystem.write(Array(picture.svg.utf8), to: outputPath) {
            printWriteFailure("the picture", to: outputPath, "\(reason)")
            return .ioError
        }
        return .success
    }

    /// The views to draw: a scene's views with their frames, or the window the gestures of
    /// `--gesture` and the default scene are attached to.
    /// A scrolled control's content is drawn where the replay left it: its views moved by the
    /// offset of every scroll view they are in, the control labelled with its offset.
    static func views(of setup: ReplaySetup, scrolledTo offsets: [String: CGPoint] = [:]) -> [TimelineSVG.View] {
        switch setup {
        case .views(let views):
            return [TimelineSVG.View(id: views.map(\.view).joined(separator: ", "), frame: GestureReplayer.defaultWindow.frame)]
        case .scene(let specs):
            var flat: [TimelineSVG.View] = []
            // Content scrolled out of its scroll view is not drawn, as it is not on screen.
            func walk(_ spec: SceneSpec, shift: CGPoint, clip: CGRect?) {
                var id = spec.id
                var inner = shift
                var innerClip = clip
                if let offset = offsets[spec.id], offset != .zero {
                    let rounded = CGPoint(x: (offset.x * 10).rounded() / 10, y: (offset.y * 10).rounded() / 10)
                    id += " (scrolled to \(TextSink.point(rounded)))"
                    inner = CGPoint(x: shift.x + offset.x, y: shift.y + offset.y)
                }
                let frame = CGRect(x: spec.frame.minX - shift.x, y: spec.frame.minY - shift.y, width: spec.frame.width, height: spec.frame.height)
                if spec.control?.scrolling != nil { innerClip = frame }
                if let clip, frame.maxX <= clip.minX || frame.minX >= clip.maxX || frame.maxY <= clip.minY || frame.minY >= clip.maxY {
                    // Off screen.
                } else {
                    var view = TimelineSVG.View(id: id, frame: frame)
                    if let shape = spec.hitShape, shape.kind != .none {
                        view.shape = (shape.kind, CGRect(x: shape.rect.minX - shift.x, y: shape.rect.minY - shift.y, width: shape.rect.width, height: shape.rect.height))
                    }
                    flat.append(view)
                }
                for child in spec.children { walk(child, shift: inner, clip: innerClip) }
            }
            for spec in specs { walk(spec, shift: .zero, clip: nil) }
            return flat
        }
    }

    /// Each scroll view's offset at the end of the replay: its last `scrollEnd` or `contentOffset`.
    static func finalOffsets(_ records: [ReplayRecord]) -> [String: CGPoint] {
        var offsets: [String: CGPoint] = [:]
        for record in records {
            guard case .control(let event) = record.event, event == .scrollEnd || event == .contentOffset,
                  case .point(let offset)? = record.value else { continue }
            offsets[record.site.view] = offset
        }
        return offsets
    }

    static func record(_ record: ReplayRecord) -> TimelineSVG.Record {
        let site = record.site
        var drawn = TimelineSVG.Record(time: record.time.nanoseconds, view: site.view, site: site.kind,
                                       callback: nil, phase: nil, reason: nil, state: nil, value: nil)
        switch record.event {
        case .callback(let callback, let state):
            let value = record.value
            drawn.callback = callback.rawValue
            drawn.state = state
            drawn.value = value.map(Self.json)
        case .phase(let phase, let reason):
            drawn.phase = phase
            drawn.reason = reason
        case .recognizer(let state):
            // Drawn as a callback: the recognizer's action ran, in this state.
            drawn.callback = state.rawValue
            drawn.value = record.value.map(Self.json)
        case .control(let event):
            // Drawn as a callback on the control's lane: the control did this.
            drawn.callback = event.rawValue
            drawn.value = record.value.map(Self.json)
        }
        return drawn
    }

    /// A value as compact JSON, as the hover text shows it.
    static func json(_ value: ReplayValue) -> String {
        var sink = OutputSink(.memory)
        value.writeJSON(to: &sink)
        return sink.text
    }
}
