/// What a focus move did (docs/semantics.md#keys-focus-and-assistive-technologies).
public enum FocusOutcome: Equatable, Sendable {
    /// Focus left `from` (nil: no view had it) for `to` (nil: no view has it now).
    case moved(from: String?, to: String?)
    /// The view already had focus, or none had it and none was asked for.
    case unchanged
    /// The scene has no view with that id.
    case unknownView
    /// The view takes no focus: no `.focusable()`, or a control without full keyboard access,
    /// or disabled.
    case notFocusable
}

/// Where a key went (docs/semantics.md#keys-focus-and-assistive-technologies).
public enum KeyOutcome: Equatable, Sendable {
    /// An `.onKeyPress` of this view returned `.handled`.
    case handled(view: String)
    /// No handler took it and this Button or Toggle's keyboard shortcut matched.
    case shortcut(view: String)
    /// Tab or Shift-Tab moved focus (full keyboard access).
    case focusMoved(FocusOutcome)
    /// Space acted on the focused Button or Toggle (full keyboard access).
    case activated(view: String)
    /// Nothing took it; `focused` is false when no view had focus, so no `.onKeyPress` could.
    case unhandled(focused: Bool)
}

extension GestureReplayer {
    /// Whether the system's keyboard navigation is on (the trace header's `fullKeyboardAccess`):
    /// Tab moves focus, and Buttons, Toggles and `.activate`-only views take it (docs/semantics.md#keys-focus-and-assistive-technologies).
    public var fullKeyboardAccess: Bool {
        get { lanes.last?.fullKeyboardAccess ?? false }
        set { for lane in lanes { lane.fullKeyboardAccess = newValue } }
    }

    /// The id of the view with focus in the last loaded scene, if any.
    public var focusedView: String? {
        guard let lane = focusLane, let node = lane.focused else { return nil }
        return lane.scene.nodes[node].view.id
    }

    /// The ids of the last loaded scene's views, in preorder: what a trace's focus and
    /// assistive-technology lines may name.
    public var viewIDs: [String] { focusLane?.scene.nodes.map(\.view.id) ?? [] }

    /// The lane keys, focus and assistive technologies act in: the last scene loaded.
    var focusLane: SceneLane? { lanes.last { $0.hitTesting } ?? lanes.last }

    /// Moves focus to the view with `id`, or away from every view (nil), as a `@FocusState`
    /// assignment or a `focus` trace line does: the view losing it and the view gaining it run
    /// their `.focused` callbacks, in that order. Timers due at or before `time` fire first.
    @discardableResult
    public func focus(_ id: String?, time: GestureTime) -> FocusOutcome {
        advance(to: time)
        guard let lane = focusLane else { return .unknownView }
        guard let id else { return moveFocus(to: nil, in: lane) }
        guard let node = lane.scene.node(withID: id) else { return .unknownView }
        guard isFocusable(node, in: lane) else { return .notFocusable }
        return moveFocus(to: node, in: lane)
    }

    /// Whether the view at `node` takes focus: `.focusable()` with `.edit`, or any focusable view
    /// and the press-style controls with full keyboard access (docs/semantics.md#keys-focus-and-assistive-technologies); never a disabled one.
    func isFocusable(_ node: Int, in lane: SceneLane) -> Bool {
        let entry = lane.scene.nodes[node]
        if entry.view.isDisabled || entry.inheritedDisabled { return false }
        if let interactions = entry.view.focusInteractions { return lane.fullKeyboardAccess || interactions.contains(.edit) }
        guard lane.fullKeyboardAccess, let control = entry.view.control else { return false }
        return control.interactions.contains(.keyboardFocus)
    }

    private func moveFocus(to node: Int?, in lane: SceneLane) -> FocusOutcome {
        let old = lane.focused
        guard old != node else { return .unchanged }
        lane.focused = node
        if let old { for handler in lane.scene.nodes[old].view.focusHandlers { handler.onChange?(false) } }
        if let node { for handler in lane.scene.nodes[node].view.focusHandlers { handler.onChange?(true) } }
        controlOutput.flush()
        return .moved(from: old.map { lane.scene.nodes[$0].view.id }, to: node.map { lane.scene.nodes[$0].view.id })
    }

    /// A touch or click landed on `view`: the nearest view on its path that takes focus with
    /// `.edit` gains it (docs/semantics.md#keys-focus-and-assistive-technologies); returns whether there is one. Elsewhere focus stays where it is.
    func focusOnTap(_ view: Int?, in lane: SceneLane) -> Bool {
        var current = view
        while let node = current {
            if lane.scene.nodes[node].view.focusInteractions?.contains(.edit) == true, isFocusable(node, in: lane) {
                _ = moveFocus(to: node, in: lane)
                return true
            }
            current = lane.scene.nodes[node].parent
        }
        return false
    }

    /// A hardware key's event (docs/semantics.md#keys-focus-and-assistive-technologies): the focused view's `.onKeyPress` handlers that take it, in
    /// source order, then its ancestors', until one returns `.handled`. A key down nothing
    /// handled then moves focus (Tab, with full keyboard access) or fires the first enabled
  /// Button or Toggle, leading to trailing and depth first, whose shortcut it is.
    /// Timers due at or before `time` fire first.
    @discardableResult
    public func key(_ press: KeyPress, time: GestureTime) -> KeyOutcome {
        advance(to: time)
        guard let lane = focusLane else { return .unhandled(focused: false) }
        let before = focusWishes(in: lane)
        defer { followFocusState(in: lane, since: before) }
        return dispatch(press, in: lane)
    }

    /// What each view's `.focused` binding asks now, in `focusNodes` order: `true` (focus it),
    /// `false`, or nil (no binding, or one that cannot be read).
    func focusWishes(in lane: SceneLane) -> [Bool?] {
        guard lane.scene.focusNodes.count <= Self.focusBindingsFollowed else { return [] }
        return lane.scene.focusNodes.map { node in
            let answers = lane.scene.nodes[node].view.focusHandlers.compactMap { $0.wanted?() }
            return answers.isEmpty ? nil : answers.contains(true)
        }
    }

    /// Scenes with more views that take focus than this leave `@FocusState` assignments unfollowed:
    /// each key would read every binding twice.
    static let focusBindingsFollowed = 10_000

    /// A `@FocusState` a key's or an assistive technology's callback assigned moves focus (docs/semantics.md#keys-focus-and-assistive-technologies):
    /// of the bindings that changed since `before`, the first, in view order, that now asks for
    /// focus on a view that takes it gains it; else the focused view whose binding now says no
    /// loses it. A binding assigned elsewhere (a gesture's callback) is left as it is.
    func followFocusState(in lane: SceneLane, since before: [Bool?]) {
        let after = focusWishes(in: lane)
        guard after.count == before.count, after != before else { return }
        let nodes = lane.scene.focusNodes
        for (slot, node) in nodes.enumerated() where after[slot] == true && before[slot] != true && node != lane.focused && isFocusable(node, in: lane) {
            _ = moveFocus(to: node, in: lane)
            return
        }
        if let focused = lane.focused, let slot = nodes.firstIndex(of: focused), after[slot] == false, before[slot] != false {
            _ = moveFocus(to: nil, in: lane)
        }
    }

    private func dispatch(_ press: KeyPress, in lane: SceneLane) -> KeyOutcome {
        var current = lane.focused
        while let node = current {
            let view = lane.scene.nodes[node].view
            for handler in view.keyPressHandlers where handler.takes(press) {
                if handler.action(press) == .handled {
                    controlOutput.flush()
                    return .handled(view: view.id)
                }
            }
            // Space presses the focused Button or Toggle itself, after its own handlers and
            // before its container's, as keyboard navigation does (docs/semantics.md#keys-focus-and-assistive-technologies).
            if node == lane.focused, press.phase == .down, press.key.character == " ",
               press.modifiers.subtracting(KeyboardShortcut.modifiersNotAskedAbout).isEmpty,
               view.control?.interactions.contains(.press) == true,
               let runtime = lane.controls?.runtime(at: node) as? PressRuntime {
                runtime.performed(at: self.time, via: .fullKeyboardAccess)
                controlOutput.flush()
                return .activated(view: view.id)
            }
            current = lane.scene.nodes[node].parent
        }
        guard press.phase == .down else { return .unhandled(focused: lane.focused != nil) }
        if lane.fullKeyboardAccess, press.key.character == "\t" {
            return .focusMoved(moveFocusInOrder(backwards: press.modifiers.contains(.shift), in: lane))
        }
        for node in lane.scene.shortcutNodes {
            let entry = lane.scene.nodes[node]
            guard let shortcut = entry.view.keyboardShortcut, shortcut.matches(press),
                  !entry.view.isDisabled, !entry.inheritedDisabled, entry.view.control?.interactions.contains(.press) == true,
                  let runtime = lane.controls?.runtime(at: node) as? PressRuntime else { continue }
            runtime.performed(at: self.time, via: .keyboardShortcut)
            controlOutput.flush()
            return .shortcut(view: entry.view.id)
        }
        return .unhandled(focused: lane.focused != nil)
    }

    /// Tab's focus move: the next view that takes focus in leading-to-trailing, depth-first
    /// order (the scene's preorder), wrapping around; Shift-Tab the one before (docs/semantics.md#keys-focus-and-assistive-technologies, proposed).
    private func moveFocusInOrder(backwards: Bool, in lane: SceneLane) -> FocusOutcome {
        let order = lane.scene.nodes.indices.filter { isFocusable($0, in: lane) }
        guard let first = order.first, let last = order.last else { return .unchanged }
        // From the focused view, or from before the first view (after the last, going back).
        let from = lane.focused ?? (backwards ? lane.scene.nodes.count : -1)
        let next = backwards ? order.last { $0 < from } ?? last : order.first { $0 > from } ?? first
        return moveFocus(to: next, in: lane)
    }
}
