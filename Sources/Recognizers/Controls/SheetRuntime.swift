/// A sheet's drag-to-dismiss (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a pan on the sheet that begins on a downward move and
/// dismisses when let go past half the sheet's height or flicked down.
final class SheetRuntime: ControlRuntime {
    let geometry: ViewGeometry
    private(set) var isDismissed = false

    init(view: String, geometry: ViewGeometry, output: ControlOutput) {
        self.geometry = geometry
        super.init(view: view, control: "Sheet", output: output)
    }

    func release(translation: Double, velocity: Double, at time: GestureTime) {
        guard !isDismissed,
              translation >= ControlConstants.sheetDismissShare * geometry.frame.height
                || velocity >= ControlConstants.sheetDismissVelocity else { return }
        isDismissed = true
        post(.sheetDismiss, at: time)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        if case .sheet(_, true) = view.control { return nil }
        let pan = SheetDismissRecognizer(runtime: self)
        return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "sheet dismiss pan")
    }
}

final class SheetDismissRecognizer: ControlPanRecognizer {
    let runtime: SheetRuntime

    init(runtime: SheetRuntime) {
        self.runtime = runtime
        super.init()
    }

    override func beginning(at translation: CGPoint) -> Step {
        guard let (vertical, axis) = crossing(translation) else { return .none }
        if !vertical { return .fail(GestureFailure(.wrongAxis(moved: axis, moves: .vertically))) }
        if translation.y < 0 || runtime.isDismissed { return .fail(GestureFailure(.wrongDirection)) }
        return .begin
    }

    override func began() {
        runtime.explainBegan("began after moving \(GestureFailure.format(travel.y)) pt down", at: time)
    }

    override func ended(velocity: CGPoint) { runtime.release(translation: translation.y, velocity: velocity.y, at: time) }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }
}
