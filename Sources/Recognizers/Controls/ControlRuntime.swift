/// Where the controls of a replay report to: the handler and what it asked for, shared by the
/// replayer and its lanes. Events wait in `pending` until the update that produced them is over,
/// so they follow that update's gesture callbacks (ios18-and-controls.md §0.3, proposed).
final class ControlOutput {
    @exclusivity(unchecked) var handler: ((ControlEvent) -> Void)?
    @exclusivity(unchecked) var reportsContentOffsets = false
    @exclusivity(unchecked) var explains = false
    @exclusivity(unchecked) private var pending: [ControlEvent] = []
    /// Controls whose timer is or was set lately; the engine walks these for due timers.
    @exclusivity(unchecked) private(set) var timed: [ControlRuntime] = []
    /// Set when a control's timer changes, so the engine re-reads its earliest timer.
    @exclusivity(unchecked) var timersChanged = false

    func timerChanged(_ runtime: ControlRuntime) {
        timersChanged = true
        if runtime.deadline != nil, !timed.contains(where: { $0 === runtime }) { timed.append(runtime) }
    }

    /// Forgets controls with no timer left.
    func pruneTimed() {
        timed.removeAll { $0.deadline == nil }
    }

    /// Forgets every control: a runtime holds its output and `timed` holds the runtime, so the
    /// replayer that owns both breaks the cycle when it goes.
    func forgetTimed() {
        timed.removeAll()
    }

    /// Whether the handler wants an event of this kind: offsets only with
    /// `reportsContentOffsets`, explanations only with `explains`. Asked before an event is built,
    /// since offsets come at every move of a scroll.
    func wants(_ kind: ControlEvent.Kind) -> Bool {
        guard handler != nil else { return false }
        switch kind {
        case .contentOffset: return reportsContentOffsets
        case .recognizerBegan, .recognizerFailed: return explains
        default: return true
        }
    }

    func post(_ event: ControlEvent) {
        pending.append(event)
    }

    /// Hands the events of the update just finished to the handler, in order.
    func flush() {
        guard !pending.isEmpty, let handler else { return }
        let events = pending
        pending.removeAll(keepingCapacity: true)
        for event in events { handler(event) }
    }
}

/// The state of one control during a replay, which outlives gesture instances: a scroll view's
/// offset and motion, a toggle's value, a row's revealed actions. Recognizers built for each
/// gesture instance share it. A control's own timer (a fling coming to rest) is `deadline`; the
/// engine fires it with `fire(at:)`.
class ControlRuntime {
    let view: String
    let control: String
    let output: ControlOutput
    init(view: String, control: String, output: ControlOutput) {
        self.view = view
        self.control = control
        self.output = output
    }

    var deadline: GestureTime? {
        didSet { if deadline != oldValue { output.timerChanged(self) } }
    }

    func fire(at time: GestureTime) {}

    /// The recognizer this control adds to a gesture instance's path, new for each instance;
    /// nil when it is turned off (`.scrollDisabled`, a back swipe with nothing to pop, …).
    /// Each control's runtime makes its own, in its file.
    func makeRecognizer(for view: SceneView) -> ControlRecognizer? { nil }

    func post(_ kind: ControlEvent.Kind, at time: GestureTime) {
        guard output.wants(kind) else { return }
        output.post(ControlEvent(time: time, view: view, control: control, kind: kind))
    }

    /// With explanations on: the control's recognizer began, and why (the reason is worded only
    /// when someone reads it).
    func explainBegan(_ reason: @autoclosure () -> String, at time: GestureTime) {
        guard output.explains else { return }
        post(.recognizerBegan(reason: reason()), at: time)
    }

    /// With explanations on: the control's recognizer failed, and why.
    func explainFailed(_ failure: GestureFailure, competitor: String?, at time: GestureTime) {
        post(.recognizerFailed(failure, competitor: competitor), at: time)
    }
}

/// The controls of one loaded scene, by node.
final class SceneControls {
    /// Per node of the scene: its control's runtime, if it is a control.
    @exclusivity(unchecked) private(set) var runtimes: [ControlRuntime?]
    /// Per node: its `.contextMenu`'s runtime, beside the control the view may also be.
    @exclusivity(unchecked) private(set) var contextMenus: [ContextMenuRuntime?]
    let output: ControlOutput

    init(scene: FlatScene, output: ControlOutput) {
        self.output = output
        runtimes = Array(repeating: nil, count: scene.nodes.count)
        contextMenus = scene.nodes.map { $0.view.hasContextMenu ? ContextMenuRuntime(view: $0.view.id, output: output) : nil }
        for (index, node) in scene.nodes.enumerated() {
            let runtime = Self.runtime(for: node, at: index, in: scene, output: output)
            runtimes[index] = runtime
            if let press = runtime as? PressRuntime {
                press.delaysPress = scene.isInside(index, where: { $0.scrolling != nil })
            }
            if let row = runtime as? SwipeActionsRuntime, let list = node.parent, let scroll = runtimes[list] as? ScrollViewRuntime {
                row.list = scroll
            }
        }
    }

    private static func runtime(for node: FlatScene.Node, at index: Int, in scene: FlatScene, output: ControlOutput) -> ControlRuntime? {
        guard let control = node.view.control else {
            // A row of a List with swipe actions.
            if let actions = node.view.swipeActions, let parent = node.parent,
               case .list = scene.nodes[parent].view.control {
                return SwipeActionsRuntime(view: node.view.id, actions: actions, geometry: node.geometry, output: output)
            }
            return nil
        }
        switch control {
        case .scrollView, .list, .pagedTabView:
            guard let scrolling = control.scrolling, let shift = node.contentShift else { return nil }
            return ScrollViewRuntime(view: node.view.id, control: control.name, configuration: scrolling,
                                     geometry: node.geometry, shift: shift,
                                     inSheet: scene.isInside(index, where: { if case .sheet = $0 { true } else { false } }),
                                     output: output)
        case .button: return ButtonRuntime(view: node.view.id, control: control.name, output: output)
        case .toggle(let isOn): return ToggleRuntime(view: node.view.id, isOn: isOn, output: output)
        case .slider(let value, let range):
            return SliderRuntime(view: node.view.id, value: value, range: range, geometry: node.geometry, output: output)
        case .navigationStack(let depth): return NavigationRuntime(view: node.view.id, depth: depth, geometry: node.geometry, output: output)
        case .sheet: return SheetRuntime(view: node.view.id, geometry: node.geometry, output: output)
        }
    }

    func runtime(at node: Int) -> ControlRuntime? { runtimes[node] }
    func contextMenu(at node: Int) -> ContextMenuRuntime? { contextMenus[node] }
}

extension FlatScene {
    /// Whether a view above `index` (not itself) is a control that `matches`.
    func isInside(_ index: Int, where matches: (Control) -> Bool) -> Bool {
        var current = nodes[index].parent
        while let node = current {
            if let control = nodes[node].view.control, matches(control) { return true }
            current = nodes[node].parent
        }
        return false
    }
}
