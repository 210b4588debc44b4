/// The recognizer a control adds to the gestures of a path (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): a
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
    /// The control recognizers of the view at `node`, new for each gesture instance driver: its
    /// control's, then its context menu's; none when it has neither, or is turned off
    /// (`.disabled`, or what its runtime says).
    func recognizers(at node: Int, in scene: FlatScene) -> [ControlRecognizer] {
        let view = scene.nodes[node].view
        if scene.nodes[node].inheritedDisabled || view.isDisabled { return [] }
        var found: [ControlRecognizer] = []
        if let control = runtime(at: node)?.makeRecognizer(for: view) { found.append(control) }
        if let menu = contextMenu(at: node)?.makeRecognizer(for: view) { found.append(menu) }
        return found
    }
}
