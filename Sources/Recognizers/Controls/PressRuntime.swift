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
