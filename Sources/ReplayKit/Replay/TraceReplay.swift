import Recognizers
import TraceFormat
import SwiftSource

/// Replays one trace: reads its header, settles which gestures and profile apply (the command
/// line first, then the header, then the defaults), and streams the records to a sink. Used by
/// the replay command for standard output and by `check` for records in memory.
package struct TraceReplay {
    /// Gestures given on the command line; they override the trace header's.
    package var setup: ReplaySetup?
    /// A profile given on the command line; it overrides the trace header's.
    package var profile: ArbitrationProfile?
    package var explain = false
    /// Replays the trace re-sampled at this rate (`--resample`).
    package var resampleRate: Double?
    /// Skips bad lines with a warning instead of stopping (`--keep-going`).
    package var keepGoing = false
    /// Controls report `contentOffset` at every move and display frame (`--control-offsets`).
    package var controlOffsets = false
    /// The screen and root view for a Swift-source scene named by a trace header.
    package var sourceOptions = SourceScene.Options()
    /// Receives warnings (`file:line:column: warning: …`): skipped lines, pointers never lifted.
    package var warn: (String) -> Void = { _ in }
    /// Receives the gestures and views the replay settled on (render draws them).
    package var onSetup: (ReplaySetup) -> Void = { _ in }
    /// Receives each frame before the gestures do (render draws the fingers from them).
    package var onFrame: (([PointerEvent]) -> Void)?
    /// Receives each line that is not a contact — hover, leave, scroll, magnify, rotate, smart
    /// magnify, squeeze, Pencil double tap — before it is replayed (render draws them).
    package var onLine: ((TraceEvent) -> Void)?
    /// Receives the replay's engine (its views and gestures) as `run` ends, for a command whose
    /// process ends next to keep: freeing a large scene piece by piece takes a good part of what
    /// loading it took, and the process's end frees it at once (clang's `-disable-free`).
    package var keepEngine: ((AnyObject) -> Void)?

    package init(setup: ReplaySetup? = nil, profile: ArbitrationProfile? = nil, explain: Bool = false, resampleRate: Double? = nil,
                 keepGoing: Bool = false) {
        self.setup = setup
        self.profile = profile
        self.explain = explain
        self.resampleRate = resampleRate
        self.keepGoing = keepGoing
    }

    /// Replays `path` into `sink`. Records written before a problem stay written.
    package func run(path: String, into sink: any RecordSink) throws(ReplayProblem) {
        try run(path: path, into: sink, taken: nil)
    }

    /// Replays `path` as the last trace of a run: the command line's scene is handed to the replay
    /// and freed once its views are made, rather than held beside the engine that flattens them
    /// (a 100,000-view scene's specs are a sixth of its peak memory).
    package mutating func runTakingSetup(path: String, into sink: any RecordSink) throws(ReplayProblem) {
        let taken = setup
        setup = nil
        try run(path: path, into: sink, taken: consume taken)
    }

    private func run(path: String, into sink: any RecordSink, taken: consuming ReplaySetup?) throws(ReplayProblem) {
        let recorder = Recorder(sink: sink)
        var reader: TraceReader
        do throws(TraceError) {
            reader = try TraceReader(path: path)
        } catch {
            throw ReplayProblem(error)
        }
        let header: TraceHeader?
        let replayer: GestureReplayer
        let setup: ReplaySetup
        do throws(TraceError) {
            header = try reader.readHeader()
            let profile = try resolvedProfile(header, file: reader.displayName)
            replayer = GestureReplayer(profile: profile, settings: try Self.settings(of: profile, header: header, file: reader.displayName))
            reader.allowedInputs = profile.inputs.rawValue
            reader.inputRefusal = { Self.inputRefusal($0, under: profile) }
            // The command line's setup overrides the header's, as `resolvedSetup` says.
            if taken != nil { setup = (consume taken)! } else { setup = try resolvedSetup(header, file: reader.displayName) }
        } catch {
            throw ReplayProblem(error)
        }
        if let unavailable = Self.unavailability(of: setup, under: replayer.profile) {
            throw ReplayProblem(message: unavailable.description, kind: .unavailableInProfile)
        }
        defer { keepEngine?(replayer) }
        do throws(TraceError) {
            recorder.currentTime = { [unowned replayer] in replayer.time }
            onSetup(setup)
            let states = try install(consume setup, into: replayer, recorder: recorder)
            // What no state can evaluate is said before the first event; what a replay's values
            // cannot, after it.
            for note in states.flatMap(\.loadNotes) { warn(note) }
            let file = reader.displayName
            let lineHeight = header?.lineHeight?.points ?? InputConstants.wheelLineHeight
            replayer.fullKeyboardAccess = header?.fullKeyboardAccess?.value ?? false
            let end: End
            if let resampleRate {
                var source = ResampledEvents(reader, rate: resampleRate)
                end = try replay(&source, into: replayer, file: file, lineHeight: lineHeight)
            } else if reader.isRegularFile(atLeast: Self.prefetchThreshold) {
                var source = PrefetchedEvents(reader)
                end = try replay(&source, into: replayer, file: file, lineHeight: lineHeight)
            } else {
                end = try replay(&reader, into: replayer, file: file, lineHeight: lineHeight)
            }
            try checkEnd(end, header: header, file: file)
            for state in states {
                for note in state.notes.dropFirst(state.loadNotes.count) { warn(note) }
            }
        } catch {
            throw ReplayProblem(error)
        }
    }

    /// The profile `run(path:into:)` replays `path` with: this replay's, else the header's, else
    /// the default. Reads only the header.
    package func profile(ofTraceAt path: String) throws(ReplayProblem) -> ArbitrationProfile {
        do throws(TraceError) {
            var reader = try TraceReader(path: path)
            return try resolvedProfile(try reader.readHeader(), file: reader.displayName)
        } catch {
            throw ReplayProblem(error)
        }
    }

    /// Traces this large are parsed on a second thread while the first replays: on two cores the
    /// two overlap. Smaller ones are not worth a thread's start-up.
    package static let prefetchThreshold = 1 << 20

    /// What the end of a trace says: how many events it had and which pointers are still down.
    private typealias End = (eventCount: Int, pointersDown: [(pointer: Int64, downLine: Int)])

    /// A trace must have events; pointers still down at its end are worth a warning.
    private func checkEnd(_ end: End, header: TraceHeader?, file: String) throws(TraceError) {
        guard end.eventCount > 0 else { throw Self.noEvents(file: file, hasHeader: header != nil) }
        for (pointer, line) in end.pointersDown {
            warn("\(file):\(line):1: warning: pointer \(pointer) goes down here and is never lifted; gestures tracking it never end")
        }
    }

    /// The replay loop, over any source: events become frames by `FrameBuilder`'s rule, and a
    /// bad line ends the frame before it, so everything before it is replayed first; then it is
    /// skipped (`--keep-going`) or ends the replay. At the end, pending timers fire.
    private func replay<Source: TraceEventSource & ~Copyable>(_ source: inout Source, into replayer: GestureReplayer, file: String,
                                                              lineHeight: Double) throws(TraceError) -> End {
        var frames = FrameBuilder()
        var delivery = LineDelivery(file: file, lineHeight: lineHeight, explain: explain, warn: warn, onLine: onLine)
        // `--explain`: where each pointer went down, for the note on a touch that reaches nothing.
        let downLines = explain ? DownLines() : nil
        if let downLines {
            let warn = self.warn
            // A note at the line where the touch went down.
            let note = { (touch: UnreachedTouch, text: String) in
                warn("\(file):\(downLines.lines[touch.pointer] ?? 0):1: note: " + text)
            }
            replayer.onUnreachedTouch = { note($0, Self.explanation(of: $0)) }
            replayer.onTouchInListCell = { note($0, Self.cellExplanation(of: $0)) }
        }
        let onFrame = self.onFrame
        let process: ([PointerEvent]) -> Void = { frame in
            onFrame?(frame)
            replayer.process(frame: frame)
        }
        while true {
            let event: TraceEvent
            do throws(TraceError) {
                guard let next = try source.next() else { break }
                event = next
            } catch {
                frames.finish(complete: process)
                do {
                    try skipOrThrow(error)
                } catch {
                    source.stop()
                    throw error
                }
                continue
            }
            if !event.phase.isContact {
                // What is not a contact reaches no gesture's frame: the frame before it ends.
                frames.finish(complete: process)
                do throws(TraceError) {
                    try delivery.deliver(event, to: replayer)
                } catch {
                    do { try skipOrThrow(error) } catch { source.stop(); throw error }
                }
                continue
            }
            if let downLines, event.phase == .down { downLines.lines[event.pointer] = event.line }
            frames.add(PointerEvent(event), complete: process)
        }
        frames.finish(complete: process)
        replayer.finish()
        return (source.eventCount, source.pointersDown)
    }

    /// Each pointer's line going down, while it is down (`--explain`).
    private final class DownLines {
        var lines: [Int64: Int] = [:]
    }

    /// With `--keep-going`, reports a bad line as a warning and returns; otherwise rethrows.
    private func skipOrThrow(_ error: TraceError) throws(TraceError) {
        guard keepGoing, error.kind == .invalidData else { throw error }
        warn(error.described(as: "warning: skipped"))
    }

    /// Attaches the setup's gestures, with callbacks that write records, and sizes text columns.
    /// Returns the states of a Swift-source scene, made for this replay.
    private func install(_ setup: consuming ReplaySetup, into replayer: GestureReplayer, recorder: Recorder) throws(TraceError) -> [SceneState] {
        if case .views(let views) = setup {
            var sites: [CallbackSite] = []
            var callbacks: [String] = []
            for (view, expression) in views {
                let builder = RecordingBuilder(recorder: recorder, view: view, modifier: 0, explain: explain)
                let modifier = ModifierSpec(kind: .gesture(expression, priority: .normal, mask: .all), name: "gesture")
                // Cannot trap: a `.gesture` modifier always attaches a gesture (RecordingBuilder+Modifiers).
                let attachment = builder.attachment(for: modifier)!
                sites += attachment.sites
                callbacks += attachment.callbackLabels
                replayer.attachSwiftUI(attachment.viewGesture!)
                if attachment.callbackLabels.isEmpty, !explain {
                    // `--gesture 'DragGesture()'` replays and prints nothing: say why, once.
                    warn("note: \(expression.description) has no callback (.onChanged, .onEnded, .updating), so no record is written for it; add one, or pass --explain to see its phases")
                }
            }
            recorder.prepare(sites: sites, callbackLabels: callbacks + (explain ? Self.phaseLabels : []))
            return []
        }
        // The specs go with `setup` once the engine's flat scene is made from them.
        guard let (scene, log) = Self.flattened(consume setup, recorder: recorder, explain: explain) else { return [] }
        recorder.prepare(sites: log.sites, callbackLabels: log.callbacks + (explain ? Self.phaseLabels : []))
        replayer.onControlEvent = { recorder.writeControl($0) }
        replayer.reportsContentOffsets = controlOffsets
        replayer.explainsControls = explain
        do {
            try replayer.load(scene)
        } catch {
            // `checkAvailability` reports this with the recognizer's place in the scene first.
            throw TraceError(file: "scene", line: 1, column: 1, message: error.description)
        }
        return log.states
    }

    /// A scene setup's views, installed with records in a flat scene; nil for gestures without a scene.
    private static func flattened(_ setup: consuming ReplaySetup, recorder: Recorder, explain: Bool) -> (PreparedScene, RecordedScene.Log)? {
        switch consume setup {
        case .scene(let specs): return RecordedScene.flattened(specs, recorder: recorder, explain: explain)
        case .views: return nil
        }
    }

    /// The text column labels of `--explain` records.
    package static let phaseLabels = RecordedPhase.allCases.map { "[\($0.rawValue)]" }
}
