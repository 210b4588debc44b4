/// `.contextMenu { … }` on iOS (input-beyond-touch.md §8(c)): UIKit's context menu interaction,
/// a long press on the view — `ControlConstants.contextMenuPressDuration` held within
/// `contextMenuAllowableMovement` — that presents the menu (`event: "presented"`). It is a
/// UIKit recognizer beside the view's SwiftUI gestures, as a scroll view's pan is, under both
/// profiles: whichever begins first prevents the others. A tap still taps; a long press of the
/// view's own competes with it. [PROPOSED: how it competes]
final class ContextMenuRuntime: ControlRuntime {
    init(view: String, output: ControlOutput) {
        super.init(view: view, control: "contextMenu", output: output)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        // The action learns the time from its recognizer, made after it.
        final class Source { weak var recognizer: PlatformRecognizer? }
        let source = Source()
        let gesture = PlatformGesture(.longPress(minimumPressDuration: ControlConstants.contextMenuPressDuration,
                                                 allowableMovement: ControlConstants.contextMenuAllowableMovement,
                                                 numberOfTouchesRequired: 1)) { [weak self] event in
            guard event.state == .began, let self, let time = source.recognizer?.time else { return }
            self.post(.contextMenuPresented, at: time)
        }
        let recognizer = PlatformLongPressRecognizer(gesture, minimumPressDuration: ControlConstants.contextMenuPressDuration,
                                                     allowableMovement: ControlConstants.contextMenuAllowableMovement,
                                                     numberOfTouchesRequired: 1)
        source.recognizer = recognizer
        return ControlRecognizer(recognizer: recognizer, platform: gesture, label: "contextMenu long press")
    }
}
