/// `Slider` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a SwiftUI gesture on the slider's view, active at a touch-down on the thumb
/// (no threshold, so it takes the touch before a scroll view can), moving the thumb with the
/// finger: `value = lo + (thumbX − trackMinX) / trackWidth × (hi − lo)`, clamped. A touch on the
/// track away from the thumb fails it (proposed).
final class SliderRuntime: ControlRuntime, AdjustableRuntime {
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
    var track: (minX: Double, width: Double, midY: Double) { Control.sliderTrack(in: geometry.globalFrame) }

    var thumbCenter: CGPoint { Control.sliderThumbCenter(value: value, range: range, in: geometry.globalFrame) }

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
