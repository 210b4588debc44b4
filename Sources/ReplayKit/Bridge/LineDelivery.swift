import Recognizers
import SwiftSource
import TraceFormat

/// Every trace line that is not a contact, delivered to the engine's entry for its kind: a hover
/// or leave to the views' hover callbacks, a scroll to the scroll view under it, a magnify or
/// rotation to the pinch and rotation gestures at the cursor, a squeeze or Pencil double tap to
/// the views' Pencil callbacks, a key to the focus chain, a focus or accessibility line to the
/// view it names. The replay loop hands contacts to `FrameBuilder` and everything else here, out
/// of the loop that runs once per event; with `explain`, it says what reached nothing.
package struct LineDelivery {
    let file: String
    /// How many points a wheel's line scrolls.
    let lineHeight: Double
    let explain: Bool
    let warn: (String) -> Void
    let onLine: ((TraceEvent) -> Void)?
    private var pencils = PencilHovers()

    init(file: String, lineHeight: Double, explain: Bool, warn: @escaping (String) -> Void, onLine: ((TraceEvent) -> Void)?) {
        self.file = file
        self.lineHeight = lineHeight
        self.explain = explain
        self.warn = warn
        self.onLine = onLine
    }

    /// A line that is not a contact: a hover or leave reaches the views' hover callbacks, a
    /// scroll the scroll view under it (`lineHeight` points a wheel line), a magnify or rotation
    /// the pinch and rotation gestures at the cursor, a squeeze or Pencil double tap the views'
    /// Pencil callbacks. Out of the loop, which runs once per event.
    @inline(never)
    mutating func deliver(_ event: TraceEvent, to replayer: GestureReplayer) throws(TraceError) {
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
                warn("\(file):\(event.line):1: note: under '\(replayer.profile.rawValue)' a trackpad's \(event.phase) reaches no SwiftUI gesture: before iOS 18 only UIKit's pinch and rotation recognizers take it (proposed, docs/semantics.md#input-beyond-touch); 'ipados18' replays it through MagnifyGesture and RotateGesture")
            }
            if explain && cancelled > 0 {
                warn("\(file):\(event.line):1: note: the trackpad's magnify cancels the mouse's pressed \(cancelled == 1 ? "button" : "buttons"): no onEnded runs, and moves reach nothing until the button is released — a macOS bug (FB23362414) replayed under the quirk 'macos-magnify-kills-drag'; \"quirks\": [] in the header turns it off")
            }
        case .smartMagnify:
            // No SwiftUI gesture takes a smart magnify (unknown; docs/semantics.md#input-beyond-touch): nothing runs.
            if explain {
                warn("\(file):\(event.line):1: note: a smart magnify (two-finger double tap) reaches no SwiftUI gesture; nothing runs")
            }
        case .squeeze, .pencilDoubleTap:
            // The reader marks a line whose Pencil touches the screen (HIG: squeeze is available
            // only while it does not; docs/semantics.md#input-beyond-touch). A squeeze is judged
            // at its beginning: delivered whole, or not at all — never an end without its start.
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
            let outcome = replayer.key(KeyPress(event), time: time)
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
            case .unknownView: throw Self.unknownView(event, replayer: replayer, file: file)
            case .notFocusable:
                warn("\(file):\(event.line):1: warning: view '\(event.name.escaped)' takes no focus: it has no .focusable()"
                     + (replayer.fullKeyboardAccess ? "" : ", or takes focus only with \"fullKeyboardAccess\": true in the header (a Button, a Toggle, .focusable(interactions: .activate))")
                     + ", or it is disabled; focus stays " + (replayer.focusedView.map { "on '\(TraceName.escaped($0))'" } ?? "on no view"))
            case .moved, .unchanged: break
            }
        case .a11y:
            let outcome = replayer.accessibility(AccessibilityRequest(event), view: event.name.string,
                                                 via: ActivationSource(event.assistiveTechnology), time: time)
            switch outcome {
            case .unknownView: throw Self.unknownView(event, replayer: replayer, file: file)
            case .nothing(let reason):
                if explain { warn("\(file):\(event.line):1: note: \(event.accessibilityAction) on '\(event.name.escaped)' reaches nothing: \(TraceName.oneLine(reason))") }
            case .synthesizedTap(let point):
                if explain {
                    warn("\(file):\(event.line):1: note: \(event.accessibilityAction) on '\(event.name.escaped)' taps at its activation point (\(NumberFormat.string(point.x)), \(NumberFormat.string(point.y))) for \(NumberFormat.string(InputConstants.synthesizedTapDuration)) s, through its gestures (proposed, docs/semantics.md#keys-focus-and-assistive-technologies)")
                }
            case .handler, .control: break
            }
        case .down, .move, .up, .cancel:
            break
        }
    }

    /// The error for a `focus` or `a11y` line naming a view the scene does not have.
    private static func unknownView(_ event: TraceEvent, replayer: GestureReplayer, file: String) -> TraceError {
        TraceError(file: file, line: event.line, column: 1, message: Self.unknownViewMessage(event.name.string, phase: event.phase, among: replayer.viewIDs))
    }

    /// The message for a `focus` or `a11y` line naming no view of the scene, with the nearest id,
    /// or the one id it ends (a path written from a root the scene does not have).
    package static func unknownViewMessage(_ name: String, phase: PointerPhase, among ids: [String]) -> String {
        var message = "no view '\(TraceName.escaped(name))' in the scene; \(phase == .a11y ? "an" : "a") '\(phase)' line names a view by its id, as 'gesture-replay layout' lists them"
        let endings = ids.filter { $0.hasSuffix("/" + name) || name.hasSuffix("/" + $0) }
        if let suggestion = endings.count == 1 ? endings[0] : Suggestion.nearest(to: name, among: ids) { message += " (did you mean '\(suggestion)'?)" }
        return message
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

    /// Each hovering Pencil's latest hover sample, the latest last: a squeeze's or a double tap's
    /// pose is its Pencil's, or without a `pencil` id the latest of any (proposed, docs/semantics.md#input-beyond-touch).
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
}
