/// The recognizer a control adds to the gestures of a path (ios18-and-controls.md §1.2): a
/// platform recognizer (a scroll, swipe, back-swipe or sheet pan), which the arbitration runs
/// beside the SwiftUI gestures, or a SwiftUI gesture (a Button's, Toggle's or Slider's), which
/// is the innermost gesture of the control's view.
struct ControlRecognizer {
    let recognizer: GestureRecognizer<Void>
    /// A UIKit recognizer: not a SwiftUI gesture responder.
    let platform: PlatformGesture?
    /// How explanations name it: "ScrollView pan", "Button".
    let label: String
}

/// A control's SwiftUI gesture as a `Gesture`, so the iOS 13–17 composition can fold it in.
struct ControlGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    let make: () -> GestureRecognizer<Void>
    func _makeRecognizer() -> GestureRecognizer<Void> { make() }
}

extension SceneControls {
    /// The control recognizer of the view at `node`, new for each gesture instance driver; nil
    /// when the view is no control, or one turned off (`.scrollDisabled`, `.disabled`, a back
    /// swipe with nothing to pop, `interactiveDismissDisabled`).
    func recognizer(at node: Int, in scene: FlatScene) -> ControlRecognizer? {
        guard let runtime = runtime(at: node) else { return nil }
        let view = scene.nodes[node].view
        if scene.nodes[node].inheritedDisabled || view.isDisabled { return nil }
        switch runtime {
        case let scroll as ScrollViewRuntime:
            guard !scroll.configuration.scrollDisabled else { return nil }
            let pan = ScrollPanRecognizer(runtime: scroll)
            return ControlRecognizer(recognizer: pan, platform: pan.gesture,
                                     label: scroll.configuration.paging ? "\(scroll.control) paging pan" : "\(scroll.control) pan")
        case let row as SwipeActionsRuntime:
            let pan = SwipeActionsPanRecognizer(runtime: row)
            return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "swipeActions pan")
        case let press as PressRuntime:
            return ControlRecognizer(recognizer: ButtonGestureRecognizer(runtime: press), platform: nil, label: press.control)
        case let slider as SliderRuntime:
            return ControlRecognizer(recognizer: SliderGestureRecognizer(runtime: slider), platform: nil, label: "Slider")
        case let navigation as NavigationRuntime:
            guard navigation.canPop else { return nil }
            let pan = NavigationPopRecognizer(runtime: navigation)
            return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "back swipe")
        case let sheet as SheetRuntime:
            if case .sheet(_, true) = view.control { return nil }
            let pan = SheetDismissRecognizer(runtime: sheet)
            return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: "sheet dismiss pan")
        default:
            return nil
        }
    }
}
