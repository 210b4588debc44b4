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

    /// UIKit's swipe handler adds its own pan, with a 25 pt hysteresis. [BINARY,
    /// docs/semantics.md#list-rows-cells-and-content]
    override func hysteresis(in settings: GestureSettings) -> CGFloat { ControlConstants.swipeActionsHysteresis }

    override func beginning(at translation: CGPoint) -> Step {
        guard let (vertical, axis) = crossing(translation) else { return .none }
        if vertical { return .fail(GestureFailure(.wrongAxis(moved: axis, moves: .horizontally))) }
        if !runtime.isRevealed, translation.x * runtime.openingSign < 0 { return .fail(GestureFailure(.wrongDirection)) }
        return .begin
    }

    override func began() {
        runtime.explainBegan("began after moving \(GestureFailure.format(abs(travel.x))) pt horizontally", at: time)
    }

    override func ended(velocity: CGPoint) {
        let already = runtime.isRevealed ? runtime.revealWidth : 0
        runtime.release(opened: already + translation.x * runtime.openingSign, speed: velocity.x * runtime.openingSign, at: time)
    }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }
}
