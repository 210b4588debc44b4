/// A `List` row's `.swipeActions` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): closed or revealed.
final class SwipeActionsRuntime: ControlRuntime {
    let actions: SwipeActions
    let geometry: ViewGeometry
    private(set) var isRevealed = false
    /// The List it is a row of, which keeps track of revealed rows.
    weak var list: ScrollViewRuntime?

    init(view: String, actions: SwipeActions, geometry: ViewGeometry, output: ControlOutput) {
        self.actions = actions
        self.geometry = geometry
        super.init(view: view, control: "List", output: output)
    }

    /// How wide the revealed buttons are together.
    var revealWidth: Double { Double(actions.actions.count) * ControlConstants.swipeActionWidth }

    /// The sign of a finger's movement that opens the actions: left for trailing ones.
    var openingSign: Double { actions.edge == .trailing ? -1 : 1 }

    /// The row was let go: `opened` is how far the actions are pulled out (points), `speed` the
    /// finger's speed toward opening them. A full swipe performs the first action; past half the
    /// buttons (or flicked open) they stay revealed; otherwise they close.
    func release(opened: Double, speed: Double, at time: GestureTime) {
        let width = geometry.frame.width
        if actions.allowsFullSwipe, let first = actions.actions.first,
           opened >= ControlConstants.swipeActionsFullSwipeShare * width {
            post(.swipeAction(first), at: time)
            setRevealed(false, at: time)
            return
        }
        let open = opened >= ControlConstants.swipeActionsRevealShare * revealWidth
            || speed >= ControlConstants.pagingFlickVelocity
        let close = speed <= -ControlConstants.pagingFlickVelocity
        setRevealed(open && !close, at: time)
    }

    /// A touch elsewhere in the list closes revealed actions.
    func close(at time: GestureTime) { setRevealed(false, at: time) }

    private func setRevealed(_ revealed: Bool, at time: GestureTime) {
        guard revealed != isRevealed else { return }
        isRevealed = revealed
        if revealed {
            list?.revealedRows.append(self)
        } else {
            list?.revealedRows.removeAll { $0 === self }
        }
        post(.swipeActions(edge: actions.edge, revealed: revealed), at: time)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        let pan = SwipeActionsPanRecognizer(runtime: self)
        return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "swipeActions pan")
    }
}

/// The row's swipe pan: begins at the hysteresis on a horizontal move toward opening the
/// actions (or either way once they are revealed); a vertical move fails it, so the list scrolls.
final class SwipeActionsPanRecognizer: ControlPanRecognizer {
    let runtime: SwipeActionsRuntime

    init(runtime: SwipeActionsRuntime) {
        self.runtime = runtime
        super.init()
    }

    override func beginning(at translation: CGPoint) -> Step {
        guard let (vertical, axis) = crossing(translation) else { return .none }
        if vertical { return .fail(GestureFailure(.wrongAxis(moved: axis, moves: .horizontally))) }
        if !runtime.isRevealed, translation.x * runtime.openingSign < 0 { return .fail(GestureFailure(.wrongDirection)) }
        return .begin
    }

    override func began() {
        runtime.explainBegan("began after moving \(GestureFailure.format(abs(translation.x))) pt horizontally", at: time)
    }

    override func ended(velocity: CGPoint) {
        let already = runtime.isRevealed ? runtime.revealWidth : 0
        runtime.release(opened: already + translation.x * runtime.openingSign, speed: velocity.x * runtime.openingSign, at: time)
    }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }
}

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
        runtime.explainBegan("began at the leading edge after moving \(GestureFailure.format(translation.x)) pt right", at: time)
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
        runtime.explainBegan("began after moving \(GestureFailure.format(translation.y)) pt down", at: time)
    }

    override func ended(velocity: CGPoint) { runtime.release(translation: translation.y, velocity: velocity.y, at: time) }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }
}
