extension GestureReplayer {
    /// An Apple Pencil Pro's squeeze (docs/semantics.md#input-beyond-touch, proposed): `began` calls `.active`, `changed`
    /// nothing (SwiftUI's phase has one active case and the value is unchanged), `ended`
    /// `.ended` and `cancelled` `.failed`, on every view with `.onPencilSqueeze`, in view order.
    /// `hover`: the same Pencil's latest hover sample, which gives each view over which it lies
    /// its pose. Timers due at or before `time` fire first.
    public func pencilSqueeze(_ phase: InteractionPhase, hover: PencilHoverSample?, time: GestureTime) {
        runPencilHandlers(hover: hover, time: time) { handler, pose in
            guard case .squeeze(let perform) = handler.kind else { return }
            let value = PencilSqueezeGestureValue(timestamp: self.time, hoverPose: pose)
            switch phase {
            case .began: perform(.active(value))
            case .changed: break
            case .ended: perform(.ended(value))
            case .cancelled: perform(.failed)
            }
        }
    }

    /// An Apple Pencil's double tap: one `.onPencilDoubleTap` call on every view with one.
    public func pencilDoubleTap(hover: PencilHoverSample?, time: GestureTime) {
        runPencilHandlers(hover: hover, time: time) { handler, pose in
            guard case .doubleTap(let perform) = handler.kind else { return }
            perform(PencilDoubleTapGestureValue(timestamp: self.time, hoverPose: pose))
        }
    }
}
