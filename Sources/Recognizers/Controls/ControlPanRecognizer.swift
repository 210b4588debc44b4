/// The pan of a control (a scroll view's, a row's swipe actions, a back swipe, a sheet's): a
/// one-or-more-finger `UIPanGestureRecognizer` whose `beginning(at:)` says which directions the
/// control moves in, and which drives the control as it begins, changes and ends. A platform
/// recognizer in the arbitration (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
class ControlPanRecognizer: PlatformPanRecognizer {
    /// The translation when the pan began: the control follows the finger from there, without
    /// jumping by the hysteresis (proposed, docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
    @exclusivity(unchecked) private(set) var translationAtBegin = CGPoint.zero

    init() {
        super.init(PlatformGesture(.pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)),
                   minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max)
    }

    /// The finger's movement since the pan began.
    var dragTranslation: CGPoint {
        CGPoint(x: translation.x - translationAtBegin.x, y: translation.y - translationAtBegin.y)
    }

    override func transitioned(_ state: PlatformGestureState) {
        switch state {
        case .began:
            translationAtBegin = translation
            began()
        case .changed: changed()
        case .ended: ended(velocity: currentVelocity)
        case .cancelled: ended(velocity: .zero)
        case .recognized: break
        }
    }

    func began() {}
    func changed() {}
    func ended(velocity: CGPoint) {}

    override func resetOwnState() {
        super.resetOwnState()
        translationAtBegin = .zero
    }

    /// Once a translation has crossed the hysteresis (`≥`, any direction): its dominant axis,
    /// vertical when `|dy| ≥ |dx|`, and how explanations word it; nil before.
    func crossing(_ translation: CGPoint) -> (vertical: Bool, axis: GestureFailure.Axis)? {
        guard CGPoint.zero.distance(to: translation) >= hysteresis else { return nil }
        return abs(translation.y) >= abs(translation.x) ? (true, .vertically) : (false, .horizontally)
    }
}
