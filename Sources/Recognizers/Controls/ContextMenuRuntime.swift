/// `.contextMenu { … }` on iOS (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): UIKit's context menu interaction,
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
        if output.platform == .mac { return makeClickRecognizer() }
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

    /// On a Mac the menu opens at the press of a secondary click, or of a primary click with
    /// control held (HIG: "secondary click = reveal contextual menus"; control-click, docs/semantics.md#input-beyond-touch) —
  /// never at a touch and hold, which macOS does not have. It recognizes beside the
    /// view's gestures, preventing none: a control-click's tap still taps (proposed).
    private func makeClickRecognizer() -> ControlRecognizer {
        final class Source { weak var recognizer: PlatformRecognizer? }
        let source = Source()
        let gesture = PlatformGesture(.tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1),
                                      delegate: PlatformGestureDelegate(shouldRecognizeSimultaneouslyWith: { _ in true })) { [weak self] event in
            guard event.state == .recognized, let self, let time = source.recognizer?.time else { return }
            self.post(.contextMenuPresented, at: time)
        }
        let recognizer = ContextClickRecognizer(gesture)
        source.recognizer = recognizer
        return ControlRecognizer(recognizer: recognizer, platform: gesture, label: "contextMenu secondary click")
    }
}

/// A Mac's context click: recognized at the press of a secondary button, or of the primary
/// with control held; any other press fails it.
final class ContextClickRecognizer: PlatformRecognizer {
    override func evaluate(_ update: GestureUpdate) -> Step {
        for event in update.events where event.phase == .began {
            if event.button == .secondary || (event.button == .primary && event.modifiers.contains(.control)) { return .recognize }
            return .fail(GestureFailure(.notContextClick))
        }
        return .none
    }
}
