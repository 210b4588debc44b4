/// `NavigationStack`'s interactive pop (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a screen-edge pan from the leading edge of the
/// stack's frame, which pops when let go past half the width or flicked right.
final class NavigationRuntime: ControlRuntime {
    let geometry: ViewGeometry
    private(set) var depth: Int

    init(view: String, depth: Int, geometry: ViewGeometry, output: ControlOutput) {
        self.depth = depth
        self.geometry = geometry
        super.init(view: view, control: "NavigationStack", output: output)
    }

    var canPop: Bool { depth >= 2 }

    func release(translation: Double, velocity: Double, at time: GestureTime) {
        guard canPop,
              translation >= ControlConstants.navigationPopShare * geometry.frame.width
                || velocity >= ControlConstants.pagingFlickVelocity else { return }
        depth -= 1
        post(.navigationPop(depth: depth), at: time)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        guard canPop else { return nil }
        let pan = NavigationPopRecognizer(runtime: self)
        return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "back swipe")
    }
}

final class NavigationPopRecognizer: ControlPanRecognizer {
    let runtime: NavigationRuntime
    private var landedAtEdge: Bool?

    init(runtime: NavigationRuntime) {
        self.runtime = runtime
        super.init()
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        if landedAtEdge == nil, let first = touches.first {
            let distance = first.location.x - runtime.geometry.globalFrame.minX
            landedAtEdge = distance <= ControlConstants.navigationEdgeRegion
            if landedAtEdge == false {
                return .fail(GestureFailure(.notAtScreenEdge(distance: distance, limit: ControlConstants.navigationEdgeRegion)))
            }
            if !runtime.canPop { return .fail(GestureFailure(.disabled)) }
        }
        return super.evaluate(update)
    }

    override func beginning(at translation: CGPoint) -> Step {
        if translation.x >= hysteresis, translation.x > abs(translation.y) { return .begin }
        if abs(translation.y) >= hysteresis || translation.x <= -hysteresis {
            return .fail(GestureFailure(.wrongDirection))
        }
        return .none
    }

    override func began() {
        runtime.explainBegan("began at the leading edge after moving \(GestureFailure.format(travel.x)) pt right", at: time)
    }

    override func ended(velocity: CGPoint) { runtime.release(translation: translation.x, velocity: velocity.x, at: time) }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }

    override func resetOwnState() {
        super.resetOwnState()
        landedAtEdge = nil
    }
}
