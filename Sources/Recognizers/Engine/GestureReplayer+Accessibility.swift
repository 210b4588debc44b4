/// What an assistive technology asks of an element (docs/semantics.md#keys-focus-and-assistive-technologies, proposed).
public enum AccessibilityRequest: Equatable, Sendable {
    case activate
    case increment, decrement
    case scroll(AccessibilityScrollEdge)
    case escape, magicTap
    case named(String)
}

/// What an assistive technology's request reached.
public enum AccessibilityOutcome: Equatable, Sendable {
    /// A handler of the view ran: `.accessibilityAction`, `.accessibilityAdjustableAction`,
    /// `.accessibilityScrollAction`.
    case handler
    /// The view's Button, Toggle or Slider acted.
    case control
    /// A tap was synthesized at this point (global points) and replayed through the gestures.
    case synthesizedTap(CGPoint)
    /// Nothing: why, in words.
    case nothing(reason: String)
    /// The scene has no view with that id.
    case unknownView
}

extension GestureReplayer {
    /// Why an assistive technology cannot act on the view: disabled, hidden, or inside a view
    /// that is one element (`.accessibilityElement(children: .ignore/.combine)`), on which it
    /// acts instead; nil when it can.
    static func unreachableReason(_ node: Int, in scene: FlatScene) -> String? {
        let entry = scene.nodes[node]
        if entry.view.isDisabled || entry.inheritedDisabled { return "the view is disabled" }
        var hidden: Int? = node
        while let index = hidden, !scene.nodes[index].view.accessibilityHidden { hidden = scene.nodes[index].parent }
        if let hidden {
            return "assistive technologies do not see it: .accessibilityHidden(true)" + (hidden == node ? "" : " on '\(scene.nodes[hidden].view.id)'")
        }
        var container = entry.parent
        while let index = container, !(scene.nodes[index].view.accessibilityChildren.map { $0 != .contain } ?? false) {
            container = scene.nodes[index].parent
        }
        if let container {
            let outer = scene.nodes[container].view
            return "it is no element of its own: '\(outer.id)' has .accessibilityElement(children: .\(outer.accessibilityChildren!.rawValue)); act on '\(outer.id)'"
        }
        return nil
    }

    /// The view's actions: a combined element takes its children's, after its own, in view
    /// order; not a hidden view's, nor those inside a child that is one element of its own (`.ignore`).
    static func accessibilityHandlers(of node: Int, in scene: FlatScene) -> [AccessibilityHandler] {
        let view = scene.nodes[node].view
        var handlers = view.accessibilityHandlers
        guard view.accessibilityChildren == .combine else { return handlers }
        var pending = Array(scene.nodes[node].children.reversed())
        while let child = pending.popLast() {
            let childView = scene.nodes[child].view
            guard !childView.accessibilityHidden else { continue }
            handlers += childView.accessibilityHandlers
            if childView.accessibilityChildren != .ignore { pending += scene.nodes[child].children.reversed() }
        }
        return handlers
    }

    /// An assistive technology acts on the view with `id` (docs/semantics.md#keys-focus-and-assistive-technologies, proposed): `activate` runs the
    /// view's default `.accessibilityAction` instead of its gestures, else its Button's or
    /// Toggle's action, else — when a single-tap gesture lies at its activation point, on it or a
    /// view inside it — a tap of `InputConstants.synthesizedTapDuration` there, through the
    /// gestures as a finger's, so arbitration applies. Long presses, drags, pinches and
    /// rotations are never reached. `increment`/`decrement` run `.accessibilityAdjustableAction`
    /// or step a Slider; `scroll` runs `.accessibilityScrollAction`; `escape`, `magicTap` and
    /// named actions their handler. Timers due at or before `time` fire first.
    @discardableResult
    public func accessibility(_ request: AccessibilityRequest, view id: String, via: ActivationSource = .voiceOver,
                              time: GestureTime) -> AccessibilityOutcome {
        advance(to: time)
        liftSynthesizedTap()
        guard let lane = focusLane, let node = lane.scene.node(withID: id) else { return .unknownView }
        let before = focusWishes(in: lane)
        defer { followFocusState(in: lane, since: before) }
        let entry = lane.scene.nodes[node]
        defer { controlOutput.flush() }
        if let reason = Self.unreachableReason(node, in: lane.scene) { return .nothing(reason: reason) }
        let handlers = Self.accessibilityHandlers(of: node, in: lane.scene)
        func runAction(_ kind: AccessibilityActionKind) -> Bool {
            for handler in handlers {
                if case .action(kind, let perform) = handler.kind { perform(); return true }
            }
            return false
        }
        switch request {
        case .activate:
            if runAction(.default) { return .handler }
            if entry.view.control?.interactions.contains(.press) == true, let runtime = lane.controls?.runtime(at: node) as? PressRuntime {
                runtime.performed(at: self.time, via: via)
                return .control
            }
            let point = activationPoint(of: entry)
            guard let hit = lane.scene.hitTest(point), isInside(hit, node, in: lane.scene) else {
                return .nothing(reason: "the activation point (\(GestureFailure.format(point.x)), \(GestureFailure.format(point.y))) lies on no view inside it")
            }
            guard tapReachable(from: hit, to: node, in: lane.scene) else {
                return .nothing(reason: "no accessibility action, control or tap gesture: an activation reaches no long press, drag, pinch or rotation")
            }
            synthesizeTap(at: point)
            return .synthesizedTap(point)
        case .increment, .decrement:
            let direction: AccessibilityAdjustmentDirection = request == .increment ? .increment : .decrement
            for handler in handlers {
                if case .adjustable(let perform) = handler.kind { perform(direction); return .handler }
            }
            if entry.view.control?.interactions.contains(.adjust) == true, let slider = lane.controls?.runtime(at: node) as? AdjustableRuntime {
                slider.adjust(up: request == .increment, at: self.time, via: via)
                return .control
            }
            return .nothing(reason: "no .accessibilityAdjustableAction and no Slider")
        case .scroll(let edge):
            for handler in handlers {
                if case .scroll(let perform) = handler.kind { perform(edge); return .handler }
            }
            return .nothing(reason: "no .accessibilityScrollAction")
        case .escape:
            return runAction(.escape) ? .handler : .nothing(reason: "no .accessibilityAction(.escape)")
        case .magicTap:
            return runAction(.magicTap) ? .handler : .nothing(reason: "no .accessibilityAction(.magicTap)")
        case .named(let name):
            return runAction(.named(name)) ? .handler : .nothing(reason: "no .accessibilityAction(named: \"\(name)\")")
        }
    }

    /// The view's activation point in global points: its `.accessibilityActivationPoint`, else
    /// its frame's centre (docs/semantics.md#keys-focus-and-assistive-technologies).
    func activationPoint(of node: FlatScene.Node) -> CGPoint {
        let frame = node.geometry.globalFrame
        switch node.view.activationPoint {
        case .point(let local)?: return CGPoint(x: frame.minX + local.x, y: frame.minY + local.y)
        case .unit(let unit)?: return CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        case nil: return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    private func isInside(_ node: Int, _ ancestor: Int, in scene: FlatScene) -> Bool {
        var current: Int? = node
        while let index = current {
            if index == ancestor { return true }
            current = scene.nodes[index].parent
        }
        return false
    }

    /// Whether an enabled gesture with a tap in it, or a Button or Toggle, is between `hit` and
    /// `node`: what a synthesized tap can reach.
    private func tapReachable(from hit: Int, to node: Int, in scene: FlatScene) -> Bool {
        var current: Int? = hit
        while let index = current {
            let view = scene.nodes[index].view
            if view.control?.interactions.contains(.tapTarget) == true, !view.isDisabled { return true }
            for (offset, gesture) in view.gestures.enumerated() where !view.isGestureDisabled(at: offset) && gesture.platform == nil {
                if gesture.containsTap { return true }
            }
            if index == node { return false }
            current = scene.nodes[index].parent
        }
        return false
    }

    private func synthesizeTap(at point: CGPoint) {
        let pointer = InputConstants.synthesizedTapPointer
        process(frame: [PointerEvent(pointer: pointer, phase: .began, location: point, time: time)])
        let lift = SynthesizedLift(output: controlOutput) { [unowned self] time in
            for lane in lanes { lane.deliver([PointerEvent(pointer: pointer, phase: .ended, location: point, time: time)], at: time, replayer: self) }
        }
        pendingLift = lift
        lift.deadline = time + InputConstants.synthesizedTapDuration
    }

    /// A synthesized tap still down lifts now: a new request acts on a settled scene.
    private func liftSynthesizedTap() {
        guard let lift = pendingLift else { return }
        pendingLift = nil
        if lift.deadline != nil { lift.fire(at: time) }
    }

}

/// The lift of a synthesized tap, on the engine's clock as a control's timer.
final class SynthesizedLift: ControlRuntime {
    private let lift: (GestureTime) -> Void

    init(output: ControlOutput, lift: @escaping (GestureTime) -> Void) {
        self.lift = lift
        super.init(view: "", control: "", output: output)
    }

    override func fire(at time: GestureTime) {
        deadline = nil
        lift(time)
    }
}

extension ViewGesture {
    /// Whether a tap is among the gesture's primitives.
    var containsTap: Bool { gesture._makeRecognizer().traits.kinds.contains(.tap) }
}
