/// The pan of a control (a scroll view's, a row's swipe actions, a back swipe, a sheet's): a
/// one-or-more-finger `UIPanGestureRecognizer` whose `beginning(at:)` says which directions the
/// control moves in, and which drives the control as it begins, changes and ends. A platform
/// recognizer in the arbitration (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
class ControlPanRecognizer: PlatformPanRecognizer {
    init() {
        super.init(PlatformGesture(.pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)),
                   minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)
    }

    /// The finger's movement past the slop: a control moves by the travel less 10 pt on the
    /// sample that begins its pan, then 1:1. [MEASURED, OUI, docs/semantics.md#constants]
    var dragTranslation: CGPoint { translation }

    override func transitioned(_ state: PlatformGestureState) {
        switch state {
        case .began: began()
        case .changed: changed()
        case .ended: ended(velocity: currentVelocity)
        case .cancelled: ended(velocity: .zero)
        case .recognized: break
        }
    }

    func began() {}
    func changed() {}
    func ended(velocity: CGPoint) {}

    /// Once a travel has crossed the hysteresis (`≥` along either axis): its dominant axis,
    /// vertical when `|dy| ≥ |dx|`, and how explanations word it; nil before.
    func crossing(_ translation: CGPoint) -> (vertical: Bool, axis: GestureFailure.Axis)? {
        guard crossesHysteresis(translation) else { return nil }
        return abs(translation.y) >= abs(translation.x) ? (true, .vertically) : (false, .horizontally)
    }
}
