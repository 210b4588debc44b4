/// Scroll input that is no finger on the screen — a scroll wheel's step or a trackpad's
/// two-finger scroll and the momentum after it (docs/semantics.md#input-beyond-touch): it moves the
/// innermost scroll view under the cursor and reaches no gesture.
public enum ScrollInput: Sendable, Equatable {
    /// A trackpad's (or a Magic Mouse's) phase, as AppKit's `NSEvent.phase` names it.
    public enum Phase: Sendable, Equatable { case mayBegin, began, changed, ended, cancelled }

    /// A scroll wheel's step: no phase.
    case wheel
    /// The fingers on the trackpad.
    case fingers(Phase)
    /// The content gliding on after the fingers lift (`NSEvent.momentumPhase`).
    case momentum(Phase)
}

extension ScrollViewRuntime {
    /// The content moves by `delta` (points; positive toward the content's end) on the axes it
    /// scrolls, clamped to its edges. Phases (proposed, docs/semantics.md#input-beyond-touch): a wheel's step is `interacting`
    /// then at rest at once; the fingers are `interacting` from `began`, and after `ended`
    /// the view waits a display frame for momentum (`decelerating`) before coming to rest.
    func scroll(by delta: CGPoint, input: ScrollInput, at time: GestureTime) {
        switch input {
        case .fingers(.mayBegin):
            return
        case .wheel, .fingers(.began), .momentum(.began):
            stopMoving(at: time)
        default:
            break
        }
        if case .momentum = input { setScrollPhase(.decelerating, at: time) } else { setScrollPhase(.interacting, at: time) }
        var next = shift.offset
        if configuration.axes.contains(.horizontal) { next.x = min(maximumOffset.x, max(0, next.x + delta.x)) }
        if configuration.axes.contains(.vertical) { next.y = min(maximumOffset.y, max(0, next.y + delta.y)) }
        if next != shift.offset {
            shift.offset = next
            post(.contentOffset(next), at: time)
        }
        switch input {
        case .wheel, .momentum(.ended), .momentum(.cancelled):
            awaitingMomentum = nil
            comeToRest(at: time)
        case .fingers(.ended), .fingers(.cancelled):
            awaitingMomentum = time + InputConstants.momentumWait
            deadline = awaitingMomentum
        default:
            break
        }
    }

    /// Whether the view scrolls along the larger of `delta`'s components (any axis for none).
    func scrolls(along delta: CGPoint) -> Bool {
        if delta.x == 0 && delta.y == 0 { return !configuration.axes.isEmpty }
        return configuration.axes.contains(abs(delta.x) > abs(delta.y) ? .horizontal : .vertical)
    }
}

extension SceneControls {
    /// Routes scroll input at `point` (global points): the innermost scroll view under it that
    /// scrolls the delta's way, chosen at a phaseless wheel step or at the fingers' first line
    /// and kept to the momentum's end (AppKit: "all the gesture events are sent to the view
    /// under the cursor when the began occurred", docs/semantics.md#input-beyond-touch).
    func scroll(at point: CGPoint, by delta: CGPoint, input: ScrollInput, at time: GestureTime) {
        let starts: Bool = switch input {
        case .wheel, .fingers(.mayBegin), .fingers(.began): true
        default: scrollTarget == nil
        }
        if starts {
            scrollTarget = nil
            // The runtimes are in preorder: the last that contains the point is the innermost.
            for case let runtime as ScrollViewRuntime in runtimes.reversed()
            where runtime.geometry.globalFrame.contains(point) && runtime.scrolls(along: delta) {
                scrollTarget = runtime
                break
            }
        }
        scrollTarget?.scroll(by: delta, input: input, at: time)
        switch input {
        case .wheel, .momentum(.ended), .momentum(.cancelled): scrollTarget = nil
        default: break
        }
    }
}
