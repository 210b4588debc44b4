/// What a press-style control does with its press: a Button reports `pressed` and runs its
/// action; a Toggle flips.
class PressRuntime: ControlRuntime {
    /// A scroll view around the control delays the pressed highlight (`delaysContentTouches`).
    var delaysPress = false
    func pressedChanged(_ pressed: Bool, at time: GestureTime) {}
    /// `via`: a keyboard shortcut or an assistive technology, when no touch performed it.
    func performed(at time: GestureTime, via: ActivationSource? = nil) {}

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        ControlRecognizer(recognizer: ButtonGestureRecognizer(runtime: self), platform: nil, label: control)
    }
}

/// `Button` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): `pressed` as `isPressed` changes, `action` at a
/// touch-up inside.
final class ButtonRuntime: PressRuntime {
    override func pressedChanged(_ pressed: Bool, at time: GestureTime) { post(.pressed(pressed), at: time) }
    override func performed(at time: GestureTime, via: ActivationSource? = nil) { post(.action, at: time, via: via) }
}

/// `Toggle` in the switch style (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): flips at a touch-up inside, as a `UISwitch` does.
final class ToggleRuntime: PressRuntime {
    private(set) var isOn: Bool

    init(view: String, isOn: Bool, output: ControlOutput) {
        self.isOn = isOn
        super.init(view: view, control: "Toggle", output: output)
    }

    override func performed(at time: GestureTime, via: ActivationSource? = nil) {
        isOn.toggle()
        post(.toggle(isOn), at: time, via: via)
    }
}

/// SwiftUI's internal `_ButtonGesture(action:pressing:)` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider), for Button and Toggle: a
/// SwiftUI gesture on the control's view, never active, which ends at a touch-up within
/// `ControlConstants.buttonTrackingInflation` of the frame and waits, as a tap does, for the
/// gestures that take precedence over it. The pressed state follows the finger in and out of
/// that region; inside a scroll view it shows only after `ControlConstants.contentTouchDelay`
/// (or at a quicker lift). A touch-up outside, a cancelled touch or a lost arbitration turns
/// the press off with no action.
final class ButtonGestureRecognizer: GestureRecognizer<Void> {
    let runtime: PressRuntime
    private var pointer: Int64?
    private var inside = true
    private var showsPressed = false
    /// When a delayed press shows, while the touch is down.
    private var pressDeadline: GestureTime?
    private var state = RecognizerState.possible
    private var dependency = FailIfActiveDependency()
    private var reported = false

    init(runtime: PressRuntime) {
        self.runtime = runtime
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        if !state.isTerminal {
            state = update.cancellation.map { .failed($0) } ?? track(update)
            if case .failed(let failure) = state {
                show(false, at: update.time)
                runtime.explainFailed(failure, competitor: update.competitor, at: update.time)
            }
        }
        let visible = dependency.apply(state, inherited: update.inherited, cancellation: update.cancellation)
        if case .failed = visible { show(false, at: update.time) }
        if visible == .ended, !reported {
            reported = true
            runtime.performed(at: update.time)
        }
        return visible
    }

    private func track(_ update: GestureUpdate) -> RecognizerState {
        if let pressDeadline, update.time >= pressDeadline {
            self.pressDeadline = nil
            show(inside, at: update.time)
        }
        // A trackpad's pinch is no press (`GestureUpdate.isTrackpadTransform`).
        for event in update.events where event.input != .transform {
            // A Button activates on the primary button only, as taps do (docs/semantics.md#input-beyond-touch,
            // proposed; HIG: "primary click = activate").
            if event.button != .primary && (pointer == nil || event.phase == .began) {
                return .failed(GestureFailure(.notPrimaryButton(event.button)))
            }
            if pointer == nil, event.phase == .began {
                pointer = event.pointer
                if runtime.delaysPress {
                    pressDeadline = event.time + ControlConstants.contentTouchDelay
                } else {
                    show(true, at: update.time)
                }
                continue
            }
            guard event.pointer == pointer else { continue }
            let frame = update.geometry.globalFrame
            let limit = ControlConstants.buttonTrackingInflation
            let outside = max(frame.minX - event.location.x, event.location.x - frame.maxX,
                              frame.minY - event.location.y, event.location.y - frame.maxY, 0)
            inside = outside <= limit
            switch event.phase {
            case .cancelled:
                return .failed(GestureFailure(.cancelled))
            case .ended:
                pressDeadline = nil
                guard inside else { return .failed(GestureFailure(.releasedOutside(distance: outside, limit: limit))) }
                // A lift before the delay shows the press and takes it away at once.
                show(true, at: update.time)
                show(false, at: update.time)
                return .ended
            case .began, .moved:
                if pressDeadline == nil { show(inside, at: update.time) }
            }
        }
        return .possible
    }

    private func show(_ pressed: Bool, at time: GestureTime) {
        guard pressed != showsPressed else { return }
        showsPressed = pressed
        runtime.pressedChanged(pressed, at: time)
    }

    override func reset() {
        pointer = nil
        inside = true
        showsPressed = false
        pressDeadline = nil
        state = .possible
        dependency = FailIfActiveDependency()
        reported = false
    }

    override var deadline: GestureTime? { state.isTerminal ? nil : pressDeadline }
    override var heldBack: Bool { dependency.isHoldingBack }
    override var traits: GestureTraits { GestureTraits(kinds: .tap, largestTapCount: 1, hasTimers: true) }
}

/// `Slider` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a SwiftUI gesture on the slider's view, active at a touch-down on the thumb
/// (no threshold, so it takes the touch before a scroll view can), moving the thumb with the
/// finger: `value = lo + (thumbX − trackMinX) / trackWidth × (hi − lo)`, clamped. A touch on the
/// track away from the thumb fails it (proposed).
final class SliderRuntime: ControlRuntime {
    let range: ClosedRange<Double>
    let step: Double?
    let geometry: ViewGeometry
    private(set) var value: Double

    init(view: String, value: Double, range: ClosedRange<Double>, step: Double? = nil, geometry: ViewGeometry, output: ControlOutput) {
        self.range = range
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.geometry = geometry
        self.value = min(range.upperBound, max(range.lowerBound, value))
        super.init(view: view, control: "Slider", output: output)
    }

    /// The track the thumb's centre runs along, on screen now.
    var track: (minX: Double, width: Double, midY: Double) {
        let frame = geometry.globalFrame
        let radius = ControlConstants.sliderThumbDiameter / 2
        return (frame.minX + radius, max(1, frame.width - 2 * radius), frame.minY + frame.height / 2)
    }

    var thumbCenter: CGPoint {
        let span = range.upperBound - range.lowerBound
        let share = span > 0 ? (value - range.lowerBound) / span : 0
        let track = track
        return CGPoint(x: track.minX + share * track.width, y: track.midY)
    }

    func moveThumb(to x: Double, at time: GestureTime) {
        let track = track
        let share = min(1, max(0, (x - track.minX) / track.width))
        let next = snapped(range.lowerBound + share * (range.upperBound - range.lowerBound))
        guard next != value else { return }
        value = next
        post(.sliderValue(next), at: time)
    }

    /// The value at the nearest step from the lower bound, within the range: what a Slider with
    /// `step:` takes.
    private func snapped(_ value: Double) -> Double {
        guard let step else { return value }
        let steps = ((value - range.lowerBound) / step).rounded()
        // A step so small against the range that the count overflows snaps nothing.
        guard steps.isFinite, case let snapped = range.lowerBound + steps * step, snapped.isFinite else { return value }
        return min(range.upperBound, max(range.lowerBound, snapped))
    }

    /// An assistive technology's increment or decrement: one `step:`, or without one
    /// `ControlConstants.sliderAccessibilityStep` of the range, clamped to it (docs/semantics.md#keys-focus-and-assistive-technologies).
    func adjust(up: Bool, at time: GestureTime, via: ActivationSource) {
        // Each bound scaled first: the width of a range near ±1e308 is not a Double.
        let share = ControlConstants.sliderAccessibilityStep
        let step = self.step ?? range.upperBound * share - range.lowerBound * share
        let next = min(range.upperBound, max(range.lowerBound, value + (up ? step : -step)))
        guard next != value else { return }
        value = next
        post(.sliderValue(next), at: time, via: via)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        ControlRecognizer(recognizer: SliderGestureRecognizer(runtime: self), platform: nil, label: "Slider")
    }
}

final class SliderGestureRecognizer: GestureRecognizer<Void> {
    let runtime: SliderRuntime
    private var pointer: Int64?
    private var grab = CGPoint.zero
    private var thumbAtGrab = CGPoint.zero
    private var state = RecognizerState.possible

    init(runtime: SliderRuntime) { self.runtime = runtime }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        guard !state.isTerminal else { return state }
        if let cancellation = update.cancellation {
            state = .failed(cancellation)
            runtime.explainFailed(cancellation, competitor: update.competitor, at: update.time)
            return state
        }
        for event in update.events where event.input != .transform {
            if pointer == nil, event.phase == .began {
                let thumb = runtime.thumbCenter
                guard thumb.distance(to: event.location) <= ControlConstants.sliderThumbHitRadius else {
                    state = .failed(GestureFailure(.notOnThumb))
                    runtime.explainFailed(GestureFailure(.notOnThumb), competitor: nil, at: update.time)
                    return state
                }
                pointer = event.pointer
                grab = event.location
                thumbAtGrab = thumb
                state = .active
                continue
            }
            guard event.pointer == pointer else { continue }
            if event.location.x != grab.x { runtime.moveThumb(to: thumbAtGrab.x + event.location.x - grab.x, at: update.time) }
            switch event.phase {
            case .ended: state = .ended
            case .cancelled: state = .failed(GestureFailure(.cancelled))
            default: break
            }
        }
        return state
    }

    override func reset() {
        pointer = nil
        state = .possible
    }

    override var traits: GestureTraits { GestureTraits(kinds: .other) }
}
