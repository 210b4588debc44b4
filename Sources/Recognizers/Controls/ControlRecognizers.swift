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
    /// when the view is no control, or one turned off (`.disabled`, or what its runtime says).
    func recognizer(at node: Int, in scene: FlatScene) -> ControlRecognizer? {
        guard let runtime = runtime(at: node) else { return nil }
        let view = scene.nodes[node].view
        if scene.nodes[node].inheritedDisabled || view.isDisabled { return nil }
        return runtime.makeRecognizer(for: view)
    }
}
