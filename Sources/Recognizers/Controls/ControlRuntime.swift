/// Where the controls of a replay report to: the handler and what it asked for, shared by the
/// replayer and its lanes. Events wait in `pending` until the update that produced them is over,
/// so they follow that update's gesture callbacks (docs/output-format.md#controls-additions-to-schema-version-1, proposed).
final class ControlOutput {
    @exclusivity(unchecked) var handler: ((ControlEvent) -> Void)?
    @exclusivity(unchecked) var reportsContentOffsets = false
    @exclusivity(unchecked) var explains = false
    /// The replay's platform: a context menu opens by a click on a Mac, by a long press elsewhere.
    @exclusivity(unchecked) var platform = DevicePlatform.iPhone
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
/// A runtime an assistive technology's increment and decrement act on (a Slider's): a control
/// whose interactions include `.adjust` (`Control+Interactions`) conforms, and the replay asks
/// for the protocol, not for one control's type.
protocol AdjustableRuntime: AnyObject {
    func adjust(up: Bool, at time: GestureTime, via: ActivationSource)
}

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

    func post(_ kind: ControlEvent.Kind, at time: GestureTime, via: ActivationSource? = nil) {
        guard output.wants(kind) else { return }
        var event = ControlEvent(time: time, view: view, control: control, kind: kind)
        event.via = via
        output.post(event)
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
    /// Each control's runtime, in the order of the scene's `controlNodes`.
    @exclusivity(unchecked) private(set) var runtimes: [ControlRuntime?]
    /// The scroll view a trackpad's scroll moves, from its first line to its momentum's end.
    @exclusivity(unchecked) var scrollTarget: ScrollViewRuntime?
    /// Each `.contextMenu`'s runtime (beside the control the view may also be), in the order of
    /// the scene's `contextMenuNodes`.
    @exclusivity(unchecked) private var contextMenus: [ContextMenuRuntime]
    private let controlSlots: [Int32]
    private let contextMenuSlots: [Int32]
    let output: ControlOutput

    init(scene: FlatScene, output: ControlOutput) {
        self.output = output
        controlSlots = scene.controlSlots
        contextMenuSlots = scene.contextMenuSlots
        contextMenus = scene.contextMenuNodes.map { ContextMenuRuntime(view: scene.nodes[$0].view.id, output: output) }
        runtimes = []
        runtimes.reserveCapacity(scene.controlNodes.count)
        // By index, never binding a node: a node is a view with its gestures, and copying each
        // of them for every replay (lint's probes make thousands) was most of lint's time.
        for index in scene.controlNodes {
            let runtime = Self.runtime(at: index, in: scene, output: output)
            runtimes.append(runtime)
            if let press = runtime as? PressRuntime {
                press.delaysPress = scene.isInside(index, where: { $0.scrolling != nil })
            }
            if let row = runtime as? SwipeActionsRuntime, let list = scene.nodes[index].parent, let scroll = self.runtime(at: list) as? ScrollViewRuntime {
                row.list = scroll
            }
        }
    }

    private static func runtime(at index: Int, in scene: FlatScene, output: ControlOutput) -> ControlRuntime? {
        let id = scene.nodes[index].view.id
        guard let control = scene.nodes[index].view.control else {
            // A row of a List with swipe actions.
            if let actions = scene.nodes[index].view.swipeActions, let parent = scene.nodes[index].parent,
               case .list = scene.nodes[parent].view.control {
                return SwipeActionsRuntime(view: id, actions: actions, geometry: scene.nodes[index].geometry, output: output)
            }
            return nil
        }
        switch control {
        case .scrollView, .list, .pagedTabView:
            guard let scrolling = control.scrolling, let shift = scene.nodes[index].contentShift else { return nil }
            return ScrollViewRuntime(view: id, control: control.name, configuration: scrolling,
                                     geometry: scene.nodes[index].geometry, shift: shift,
                                     inSheet: scene.isInside(index, where: { if case .sheet = $0 { true } else { false } }),
                                     output: output)
        case .button: return ButtonRuntime(view: id, control: control.name, output: output)
        case .toggle(let isOn): return ToggleRuntime(view: id, isOn: isOn, output: output)
        case .slider(let value, let range, let step):
            return SliderRuntime(view: id, value: value, range: range, step: step, geometry: scene.nodes[index].geometry, output: output)
        case .navigationStack(let depth): return NavigationRuntime(view: id, depth: depth, geometry: scene.nodes[index].geometry, output: output)
        case .sheet: return SheetRuntime(view: id, geometry: scene.nodes[index].geometry, output: output)
        }
    }

    func runtime(at node: Int) -> ControlRuntime? {
        let slot = controlSlots[node]
        return slot < 0 ? nil : runtimes[Int(slot)]
    }

    func contextMenu(at node: Int) -> ContextMenuRuntime? {
        let slot = contextMenuSlots[node]
        return slot < 0 ? nil : contextMenus[Int(slot)]
    }
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
