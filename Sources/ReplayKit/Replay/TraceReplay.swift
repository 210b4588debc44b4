import Recognizers
import TraceFormat
import SwiftSource

/// A problem that ended one trace's replay: the diagnostic to print and what kind of problem it
/// is (the command line maps kinds to exit statuses).
public struct ReplayProblem: Error {
    public enum Kind: Sendable {
        /// The gestures or options given are not usable (a usage error).
        case usage
        /// The trace, scene or header is malformed.
        case badData
        /// A file cannot be opened.
        case cannotOpen
        /// Reading or writing failed.
        case ioError
        /// The scene or the trace uses what the profile does not have (a UIKit recognizer under
        /// `ios17`, a Pencil under `ios18`): bad data for this profile, though another may
        /// replay it.
        case unavailableInProfile
    }

    public var message: String
    public var kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    public init(_ error: TraceError) {
        message = error.description
        kind = switch error.kind {
        case .invalidData: .badData
        case .cannotOpen: .cannotOpen
        case .readFailed: .ioError
        case .unavailableInput: .unavailableInProfile
        }
    }
}

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

    package static let profileNames = ArbitrationProfile.allCases.map(\.rawValue)
    package static var profileList: String {
        // Grouped by platform: 'ios17', 'ios18' (iPhone), 'ipados17', 'ipados18' (iPad) or 'macos15' (Mac).
        var groups: [String] = []
        for platform in ArbitrationProfile.Platform.allCases {
            let names = ArbitrationProfile.allCases.filter { $0.platform == platform }.map { "'\($0.rawValue)'" }
            groups.append(names.joined(separator: ", ") + " (\(platform.rawValue))")
        }
        return groups.dropLast().joined(separator: ", ") + " or " + groups.last!
    }

    /// The error for a profile name this version does not replay, header or option alike.
    package static func unknownProfile(_ name: String, option: String? = nil) -> String {
        var message = "unknown profile '\(name)'" + (option.map { " for '\($0)'" } ?? "") + "; this version replays \(profileList)"
        if let suggestion = Suggestion.nearest(to: name, among: profileNames) { message += " (did you mean '\(suggestion)'?)" }
        return message
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

    /// The error for a trace with no pointer events: replay stops on it, validate reports it.
    package static func noEvents(file: String, hasHeader: Bool) -> TraceError {
        hasHeader
            ? TraceError(file: file, line: 1, column: 1,
                         message: "the trace has a header but no pointer events; add lines such as {\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}")
            : TraceError(file: file, line: 0, column: 0,
                         message: "the trace has no pointer events; a trace is JSON Lines such as {\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":10,\"y\":10}")
    }

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
        var pencils = PencilHovers()
        // `--explain`: where each pointer went down, for the note on a touch that reaches nothing.
        let downLines = explain ? DownLines() : nil
        if let downLines {
            let warn = self.warn
            replayer.onUnreachedTouch = { touch in
                let line = downLines.lines[touch.pointer] ?? 0
                warn("\(file):\(line):1: note: " + Self.explanation(of: touch))
            }
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
                    try deliverVersion2(event, replayer: replayer, lineHeight: lineHeight, pencils: &pencils, file: file)
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

    /// A line that is not a contact: a hover or leave reaches the views' hover callbacks, a
    /// scroll the scroll view under it (`lineHeight` points a wheel line), a magnify or rotation
    /// the pinch and rotation gestures at the cursor, a squeeze or Pencil double tap the views'
    /// Pencil callbacks. Out of the loop, which runs once per event.
    @inline(never)
    private func deliverVersion2(_ event: TraceEvent, replayer: GestureReplayer, lineHeight: Double,
                                 pencils: inout PencilHovers, file: String) throws(TraceError) {
        onLine?(event)
        let time = GestureTime(nanoseconds: event.time.nanoseconds)
        switch event.phase {
        case .hover:
            if event.input == .pencil {
                pencils.latest(event.pointer, PencilHoverSample(location: CGPoint(x: event.x, y: event.y), zOffset: event.zOffset,
                                                                altitude: event.altitude, azimuth: event.azimuth, roll: event.roll))
            }
            replayer.hover(pointer: event.pointer, at: CGPoint(x: event.x, y: event.y), time: time)
        case .leave:
            if event.input == .pencil { pencils.latest(event.pointer, nil) }
            replayer.hover(pointer: event.pointer, at: nil, time: time)
        case .scroll:
            let scale = event.inLines ? lineHeight : 1
            let input: ScrollInput = if let phase = Self.scrollPhase(event.momentum) {
                .momentum(phase)
            } else if let phase = Self.scrollPhase(event.stage) {
                .fingers(phase)
            } else {
                .wheel
            }
            replayer.scroll(at: CGPoint(x: event.x, y: event.y), by: CGPoint(x: event.dx * scale, y: event.dy * scale), input: input, time: time)
        case .magnify, .rotate:
            let location = CGPoint(x: event.x, y: event.y)
            let cancelled = replayer.trackpad(event.phase == .magnify ? .magnify : .rotate, Self.interactionPhase(event.stage), delta: event.dx,
                                              at: location, time: time)
            if explain && event.stage == .began && !replayer.settings.transformsReachSwiftUIGestures && replayer.settings.indirectInputEvents {
                warn("\(file):\(event.line):1: note: under '\(replayer.profile.rawValue)' a trackpad's \(event.phase) reaches no SwiftUI gesture: before iOS 18 only UIKit's pinch and rotation recognizers take it (proposed, input-beyond-touch.md I1); 'ipados18' replays it through MagnifyGesture and RotateGesture")
            }
            if explain && cancelled > 0 {
                warn("\(file):\(event.line):1: note: the trackpad's magnify cancels the mouse's pressed \(cancelled == 1 ? "button" : "buttons"): no onEnded runs, and moves reach nothing until the button is released — a macOS bug (FB23362414) replayed under the quirk 'macos-magnify-kills-drag'; \"quirks\": [] in the header turns it off")
            }
        case .smartMagnify:
            // No SwiftUI gesture takes a smart magnify (input-beyond-touch.md M23, [UNK]): nothing runs.
            if explain {
                warn("\(file):\(event.line):1: note: a smart magnify (two-finger double tap) reaches no SwiftUI gesture; nothing runs")
            }
        case .squeeze, .pencilDoubleTap:
            // The reader marks a line whose Pencil touches the screen (HIG, Pe10: squeeze is
            // available only while it does not). A squeeze is judged at its beginning: delivered
            // whole, or not at all — never an end without its start.
            if event.phase == .squeeze {
                if event.stage == .began || event.stage == .mayBegin { pencils.squeezeDropped = event.buttonsDown != 0 }
                let dropped = pencils.squeezeDropped
                if event.stage == .ended || event.stage == .cancelled { pencils.squeezeDropped = false }
                if dropped {
                    if event.stage == .began {
                        warn("\(file):\(event.line):1: warning: " + Self.squeezeWhileDown + "; nothing runs until it ends")
                    }
                    return
                }
            }
            let hover = pencils.sample(of: event.pointer)
            if event.phase == .pencilDoubleTap {
                replayer.pencilDoubleTap(hover: hover, time: time)
            } else {
                replayer.pencilSqueeze(Self.interactionPhase(event.stage), hover: hover, time: time)
            }
        case .keydown, .keyrepeat, .keyup:
            let outcome = replayer.key(Self.keyPress(of: event), time: time)
            if explain, case .focusMoved(.moved(let from, let to)) = outcome {
                // A focus move writes a record only for a `.focused` view: say each one.
                warn("\(file):\(event.line):1: note: \(event.modifiers.contains(.shift) ? "Shift-Tab" : "Tab") moves focus "
                     + (from.map { "from '\(TraceName.escaped($0))' " } ?? "") + "to '\(TraceName.escaped(to ?? ""))' (full keyboard access)")
            }
            if explain, event.phase == .keydown, case .unhandled(let focused) = outcome {
                warn("\(file):\(event.line):1: note: key '\(event.name.escaped)' reaches nothing: "
                     + (focused ? "no .onKeyPress of the focused view or its ancestors takes it (or each returned .ignored), and no keyboard shortcut matches"
                                : "no view has focus (onKeyPress needs a focused view), and no keyboard shortcut matches")
                     + (event.name.string == "tab" && !replayer.fullKeyboardAccess ? "; Tab moves focus only with \"fullKeyboardAccess\": true in the header" : ""))
            }
        case .focus:
            let name = event.name.isNone ? nil : event.name.string
            switch replayer.focus(name, time: time) {
            case .unknownView: throw unknownView(event, replayer: replayer, file: file)
            case .notFocusable:
                warn("\(file):\(event.line):1: warning: view '\(event.name.escaped)' takes no focus: it has no .focusable()"
                     + (replayer.fullKeyboardAccess ? "" : ", or takes focus only with \"fullKeyboardAccess\": true in the header (a Button, a Toggle, .focusable(interactions: .activate))")
                     + ", or it is disabled; focus stays " + (replayer.focusedView.map { "on '\(TraceName.escaped($0))'" } ?? "on no view"))
            case .moved, .unchanged: break
            }
        case .a11y:
            let outcome = replayer.accessibility(Self.accessibilityRequest(of: event), view: event.name.string,
                                                 via: Self.activationSource(event.assistiveTechnology), time: time)
            switch outcome {
            case .unknownView: throw unknownView(event, replayer: replayer, file: file)
            case .nothing(let reason):
                if explain { warn("\(file):\(event.line):1: note: \(event.accessibilityAction) on '\(event.name.escaped)' reaches nothing: \(TraceName.oneLine(reason))") }
            case .synthesizedTap(let point):
                if explain {
                    warn("\(file):\(event.line):1: note: \(event.accessibilityAction) on '\(event.name.escaped)' taps at its activation point (\(NumberFormat.string(point.x)), \(NumberFormat.string(point.y))) for \(NumberFormat.string(InputConstants.synthesizedTapDuration)) s, through its gestures (proposed, input-beyond-touch.md §6)")
                }
            case .handler, .control: break
            }
        case .down, .move, .up, .cancel:
            break
        }
    }

    /// The error for a `focus` or `a11y` line naming a view the scene does not have.
    private func unknownView(_ event: TraceEvent, replayer: GestureReplayer, file: String) -> TraceError {
        TraceError(file: file, line: event.line, column: 1, message: Self.unknownViewMessage(event.name.string, phase: event.phase, among: replayer.viewIDs))
    }

    /// A key line as `.onKeyPress` receives it: its characters the line's, else the key's own.
    package static func keyPress(of event: TraceEvent) -> KeyPress {
        let character = KeyNames.character(of: event.name.string) ?? " "
        let phase: KeyPress.Phases = event.phase == .keydown ? .down : event.phase == .keyrepeat ? .repeat : .up
        return KeyPress(key: KeyEquivalent(character), characters: event.secondName.isNone ? String(character) : event.secondName.string,
                        modifiers: EventModifiers(rawValue: event.modifiers.rawValue), phase: phase)
    }

    package static func accessibilityRequest(of event: TraceEvent) -> AccessibilityRequest {
        switch event.accessibilityAction {
        case .activate: .activate
        case .increment: .increment
        case .decrement: .decrement
        case .scroll:
            switch event.edge {
            case .top, .none: .scroll(.top)
            case .bottom: .scroll(.bottom)
            case .leading: .scroll(.leading)
            case .trailing: .scroll(.trailing)
            }
        case .escape: .escape
        case .magicTap: .magicTap
        case .named: .named(event.secondName.string)
        }
    }

    package static func activationSource(_ technology: AssistiveTechnology) -> ActivationSource {
        switch technology {
        case .voiceOver: .voiceOver
        case .switchControl: .switchControl
        case .voiceControl: .voiceControl
        case .fullKeyboardAccess: .fullKeyboardAccess
        }
    }

    /// What a replay and `validate` say of a squeeze that begins while its Pencil is down.
    package static let squeezeWhileDown = "a squeeze that begins while the Pencil touches the screen is not delivered (Apple's HIG: squeeze works only while the Pencil is not touching the iPad)"

    private static func interactionPhase(_ phase: LinePhase) -> InteractionPhase {
        switch phase {
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .none, .mayBegin, .began: .began
        }
    }

    /// Each hovering Pencil's latest hover sample, the latest last: a squeeze's or a double tap's
    /// pose is its Pencil's, or without a `pencil` id the latest of any (P-Pe3).
    private struct PencilHovers {
        private var samples: [(pencil: Int64, sample: PencilHoverSample)] = []

        mutating func latest(_ pencil: Int64, _ sample: PencilHoverSample?) {
            samples.removeAll { $0.pencil == pencil }
            if let sample { samples.append((pencil, sample)) }
        }

        func sample(of pencil: Int64) -> PencilHoverSample? {
            pencil == TraceEvent.anyPencil ? samples.last?.sample : samples.last { $0.pencil == pencil }?.sample
        }

        /// A squeeze that began while its Pencil touched the screen: none of its lines is delivered.
        var squeezeDropped = false
    }

    private static func scrollPhase(_ phase: LinePhase) -> ScrollInput.Phase? {
        switch phase {
        case .none: nil
        case .mayBegin: .mayBegin
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    /// Each pointer's line going down, while it is down (`--explain`).
    private final class DownLines {
        var lines: [Int64: Int] = [:]
    }

    /// Why a touch made nothing fire: what it hit, or that it hit nothing, and the nearest view
    /// that would have acted.
    package static func explanation(of touch: UnreachedTouch) -> String {
        let at = "(\(NumberFormat.string(touch.location.x)), \(NumberFormat.string(touch.location.y)))"
        var text = "pointer \(touch.pointer) goes down at \(at) and reaches no gesture: "
        if let hit = touch.hitView, let disabled = touch.disabledView {
            text += "it hits '\(hit)'" + (disabled == hit ? ", whose" : ", and the") + " gestures" + (disabled == hit ? "" : " of '\(disabled)'")
                + " are disabled by .disabled(true) written after them or on a view containing them"
        } else if let hit = touch.hitView {
            text += "it hits '\(hit)', which has none, nor do the views that contain it"
        } else if let nearest = touch.nearest, nearest.distance == 0 {
            // Under the finger, yet not hit: hit testing is off for it.
            return text + "'\(nearest.view)' is under the finger but takes no touches: .disabled(true) or .allowsHitTesting(false) on it or on a view containing it"
        } else {
            text += "no view is hit there"
        }
        // Under the finger and disabled too: that is said already.
        if let nearest = touch.nearest, nearest.view != touch.disabledView, !(touch.disabledView != nil && nearest.distance == 0) {
            text += "; the nearest view with one is '\(nearest.view)', \(NumberFormat.string((nearest.distance * 10).rounded() / 10)) pt away"
        }
        if touch.hitView == nil {
            text += ". A Spacer, a stack's gaps and a clear color are not hit: add .contentShape(Rectangle()) to the view whose gesture should take them"
        }
        return text
    }

    /// With `--keep-going`, reports a bad line as a warning and returns; otherwise rethrows.
    private func skipOrThrow(_ error: TraceError) throws(TraceError) {
        guard keepGoing, error.kind == .invalidData else { throw error }
        warn(error.description.replacingFirst(": error: ", with: ": warning: skipped: "))
    }

    /// Throws what replaying with this header would stop at: an unknown profile, a gesture or
    /// scene that does not parse.
    /// Returns the ids a trace's `focus` and `a11y` lines may name.
    @discardableResult
    package func checkHeader(_ header: TraceHeader?, file: String) throws(TraceError) -> [String] {
        let setup = try resolvedSetup(header, file: file)
        let profile = try resolvedProfile(header, file: file)
        if let header { _ = try Self.settings(of: profile, header: header, file: file) }
        if let unavailable = Self.unavailability(of: setup, under: profile) { throw unavailable }
        return Self.viewIDs(of: setup)
    }

    /// The views keys, focus and assistive technologies act in (`GestureReplayer.viewIDs`): a
    /// scene's, in preorder; of one-view attachments, the last's.
    package static func viewIDs(of setup: ReplaySetup) -> [String] {
        switch setup {
        case .views(let views): return views.last.map { [$0.view] } ?? []
        case .scene(let specs):
            var ids: [String] = []
            func visit(_ spec: SceneSpec) {
                ids.append(spec.id)
                spec.children.forEach(visit)
            }
            specs.forEach(visit)
            return ids
        }
    }

    /// The message for a `focus` or `a11y` line naming no view of the scene, with the nearest id,
    /// or the one id it ends (a path written from a root the scene does not have).
    package static func unknownViewMessage(_ name: String, phase: PointerPhase, among ids: [String]) -> String {
        var message = "no view '\(TraceName.escaped(name))' in the scene; \(phase == .a11y ? "an" : "a") '\(phase)' line names a view by its id, as 'gesture-replay layout' lists them"
        let endings = ids.filter { $0.hasSuffix("/" + name) || name.hasSuffix("/" + $0) }
        if let suggestion = endings.count == 1 ? endings[0] : Suggestion.nearest(to: name, among: ids) { message += " (did you mean '\(suggestion)'?)" }
        return message
    }

    /// The error for a pointer line whose input `profile` lacks, with the profile that has it.
    package static func inputRefusal(_ input: InputKind, under profile: ArbitrationProfile) -> String {
        var message = "input '\(input)' is not available under profile '\(profile.rawValue)' (\(profile.platform.rawValue))"
        let kind = PointerInput(rawValue: input.rawValue)!
        if let other = profile.suggestion(for: kind) { message += "; use '\(other.rawValue)'" }
        return message
    }

    /// The quirks a header may name (input-beyond-touch.md §1.3).
    package static let quirkNames = PlatformQuirks.named.map(\.name)

    /// The profile's settings with what the header changes: a Mac user's double-click interval.
    /// The header's other version-2 settings are checked against the profile here: one for
    /// another platform is, like an input the profile lacks, data another profile replays.
    package static func settings(of profile: ArbitrationProfile, header: TraceHeader?, file: String) throws(TraceError) -> GestureSettings {
        var settings = profile.settings
        guard let header else { return settings }
        if let interval = header.doubleClickInterval {
            guard profile.platform == .mac else {
                throw TraceError(kind: .unavailableInput, file: file, line: interval.line, column: interval.column,
                                 message: "\"doubleClickInterval\" is a Mac's double-click setting; profile '\(profile.rawValue)' (\(profile.platform.rawValue)) taps with SwiftUI's 0.35 s — use profile 'macos15' or drop the key")
            }
            settings.tapRepeatInterval = interval.seconds
        }
        if let lineHeight = header.lineHeight, profile.platform == .iPhone {
            throw TraceError(kind: .unavailableInput, file: file, line: lineHeight.line, column: lineHeight.column,
                             message: "\"lineHeight\" is how far a scroll wheel's line scrolls; profile '\(profile.rawValue)' (iPhone) has no wheel — use 'ipados18' or 'macos15'")
        }
        if let indirect = header.indirectInputEvents, profile.platform != .iPad {
            throw TraceError(kind: .unavailableInput, file: file, line: indirect.line, column: indirect.column,
                             message: "\"indirectInputEvents\" is an iPad app's UIApplicationSupportsIndirectInputEvents; profile '\(profile.rawValue)' (\(profile.platform.rawValue)) is not an iPad's — use 'ipados18'")
        }
        if let indirect = header.indirectInputEvents { settings.indirectInputEvents = indirect.value }
        if let quirks = header.quirks {
            // The header's list replaces the profile's: `[]` replays none.
            settings.quirks = []
            for name in quirks.names {
                guard let entry = PlatformQuirks.named.first(where: { $0.name == name }) else {
                    var message = "unknown quirk '\(name)'; this version replays \(quirkNames.map { "'\($0)'" }.joined(separator: ", "))"
                    if let suggestion = Suggestion.nearest(to: name, among: quirkNames) { message += " (did you mean '\(suggestion)'?)" }
                    throw TraceError(file: file, line: quirks.line, column: quirks.column, message: message)
                }
                guard entry.platform == profile.platform else {
                    throw TraceError(kind: .unavailableInput, file: file, line: quirks.line, column: quirks.column,
                                     message: "quirk '\(name)' is a bug of the \(entry.platform.rawValue) (\(entry.source)); profile '\(profile.rawValue)' (\(profile.platform.rawValue)) does not have it — drop it from \"quirks\"")
                }
                settings.quirks.insert(entry.quirk)
            }
        }
        return settings
    }

    private func resolvedProfile(_ header: TraceHeader?, file: String) throws(TraceError) -> ArbitrationProfile {
        if let profile { return profile }
        guard let name = header?.profile else { return .default }
        guard let headerProfile = ArbitrationProfile(rawValue: name.name) else {
            throw TraceError(file: file, line: name.line, column: name.column,
                             message: Self.unknownProfile(name.name))
        }
        return headerProfile
    }

    /// The command line's gestures, else the header's `gesture` or `scene`, else the default scene.
    private func resolvedSetup(_ header: TraceHeader?, file: String) throws(TraceError) -> ReplaySetup {
        if let setup { return setup }
        do throws(Diagnostic) {
            if let gesture = header?.gesture {
                if header?.scene != nil {
                    throw Diagnostic(file: file, position: SourcePosition(line: gesture.line, column: gesture.column),
                                     message: "a header has either \"gesture\" or \"scene\", not both; put the gesture in the scene's modifiers")
                }
                return .views([("root", try Self.parseHeaderGesture(gesture, file: file))])
            }
            let swiftScene = header?.scene?.json.hasSuffix(".swift\"") == true
            if let view = header?.view, !swiftScene {
                throw Diagnostic(file: file, position: SourcePosition(line: view.line, column: view.column),
                                 message: "\"view\" names the root view of a Swift-source scene; add \"scene\": \"ContentView.swift\" to the header")
            }
            if let device = header?.device, !swiftScene {
                throw Diagnostic(file: file, position: SourcePosition(line: device.line, column: device.column),
                                 message: "\"device\" is the device a Swift-source scene is laid out on; add \"scene\": \"ContentView.swift\" to the header")
            }
            if let scene = header?.scene {
                let start = SourcePosition(line: scene.line, column: scene.column)
                if scene.json.hasPrefix("\"") {
                    // `--view` on the command line wins over the header's.
                    var options = sourceOptions
                    if options.view == nil { options.view = header?.view?.name }
                    if options.device == nil, let device = header?.device {
                        guard let screen = Device.named(device.name) else {
                            var message = "unknown device '\(device.name)'"
                            if let suggestion = Suggestion.nearest(to: device.name.lowercased(), among: Device.presets.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                            throw Diagnostic(file: file, position: SourcePosition(line: device.line, column: device.column),
                                             message: message + " ('gesture-replay layout --device list' shows the presets)")
                        }
                        options.device = screen
                    }
                    return .scene(try Self.loadReferencedScene(scene.json, file: file, start: start, options: options,
                                                               warn: { [warn] in warn($0.description) }))
                }
                return .scene(try SceneLoader.load(scene.json, file: file, start: start))
            }
        } catch {
            // An error in a scene file the header names points into that file.
            throw TraceError(file: error.file.isEmpty ? file : error.file, line: error.position.line, column: error.position.column,
                             message: error.messageWithExcerpt)
        }
        return .defaultSetup
    }

    /// A header's `"scene": "ContentView.swift"`: the file, resolved next to the trace, read as
    /// Swift source or JSON by its extension.
    package static func loadReferencedScene(_ json: String, file: String, start: SourcePosition,
                                            options: SourceScene.Options,
                                            warn: (Diagnostic) -> Void = { _ in }) throws(Diagnostic) -> [SceneSpec] {
        guard case .string(let name, _) = try JSONParser.parse(json, file: file, start: start) else {
            throw Diagnostic(file: file, position: start, message: "expected a scene object or a file name for \"scene\"")
        }
        var path = name
        if !name.hasPrefix("/"), let slash = file.lastIndex(of: "/") { path = String(file[...slash]) + name }
        guard let text = WholeFile.text(at: path) else {
            throw Diagnostic(file: file, position: start, message: "cannot open the scene '\(name)' (looked for \(path)); the path is relative to the trace")
        }
        if SourceScene.isSource(path) {
            let scene = try SourceScene.load(text, file: path, options: options)
            scene.warnings.forEach(warn)
            return scene.views
        }
        return try SceneLoader.load(text, file: path)
    }

    /// Decodes the header's JSON string and parses it as a gesture expression, pointing errors
    /// into the header line.
    package static func parseHeaderGesture(_ gesture: (json: String, line: Int, column: Int), file: String) throws(Diagnostic) -> GestureExpression {
        let start = SourcePosition(line: gesture.line, column: gesture.column)
        guard case .string(let source, _) = try JSONParser.parse(gesture.json, file: file, start: start) else {
            throw Diagnostic(file: file, position: start, message: "expected a string for \"gesture\"")
        }
        do {
            return try ExpressionParser.parse(source, origin: file)
        } catch {
            throw error.nested(in: file, at: start, onOneLine: true)
        }
    }

    /// The error, pointing at it, for the first UIKit recognizer of a scene replayed under a
    /// profile without them.
    package static func unavailability(of setup: ReplaySetup, under profile: ArbitrationProfile) -> TraceError? {
        guard !profile.hasGestureRecognizerRepresentables, case .scene(let specs) = setup,
              let diagnostic = SceneSpec.firstPlatformRecognizer(in: specs)?.unavailableUnderIOS17 else { return nil }
        return TraceError(file: diagnostic.file, line: diagnostic.position.line, column: diagnostic.position.column,
                          message: diagnostic.messageWithExcerpt)
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

extension String {
    /// The text with the first occurrence of `target` replaced.
    package func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
