/// One attached scene (or single view) and the gesture instances of its views.
final class SceneLane {
    let scene: FlatScene
    let index: Int
    /// Without hit testing, every pointer binds to the first view (a window-sized attachment).
    let hitTesting: Bool
    /// One per view that pointers are bound to, built once and reset between uses.
    @exclusivity(unchecked) private var instances: [GestureInstance?]
    /// Instances with a live gesture, in view order — the order their callbacks run in.
    @exclusivity(unchecked) private(set) var liveInstances: [GestureInstance] = []
    /// The view each pointer that is down is bound to (nil: it landed on no view).
    @exclusivity(unchecked) private var bindings: [(pointer: Int64, view: Int?, input: PointerInput, button: PointerButton)] = []
    @exclusivity(unchecked) private var scratch: [PointerEvent] = []
    @exclusivity(unchecked) private var routed: [(view: Int, event: PointerEvent)] = []
    /// The views each hovering pointer is over.
    var hover = HoverTracker()
    /// The view with focus, if any (docs/semantics.md#keys-focus-and-assistive-technologies): one per scene.
    var focused: Int?
    /// Whether Tab moves focus and controls take it: the system's keyboard navigation.
    var fullKeyboardAccess = false

    let profile: ArbitrationProfile
    let settings: GestureSettings
    /// The scene's controls, when it has any.
    let controls: SceneControls?

    init(scene: FlatScene, index: Int, hitTesting: Bool, profile: ArbitrationProfile, settings: GestureSettings, controls: SceneControls? = nil) {
        self.controls = controls
        self.scene = scene
        self.index = index
        self.hitTesting = hitTesting
        self.profile = profile
        self.settings = settings
        self.instances = Array(repeating: nil, count: scene.nodes.count)
    }

    /// Where pointers that land bind instead of where they are, for the frame being delivered: a
    /// trackpad's contacts bind at the cursor, as the one event UIKit and AppKit send there
    /// would (`deliver(_:at:replayer:bindingAt:)`). A property, read only as a pointer lands, so
    /// a finger's frame passes nothing more.
    @exclusivity(unchecked) private var bindingCenter: CGPoint?

    /// Delivers a frame whose landing pointers bind at `center`.
    func deliver(_ frame: [PointerEvent], at time: GestureTime, replayer: GestureReplayer, bindingAt center: CGPoint?) {
        // Restored, not cleared: a delivery a callback starts inside this one keeps its own.
        let outer = bindingCenter
        bindingCenter = center
        defer { bindingCenter = outer }
        deliver(frame, at: time, replayer: replayer)
    }

    /// Binds the frame's landing pointers and hands each view its share.
    func deliver(_ frame: [PointerEvent], at time: GestureTime, replayer: GestureReplayer) {
        guard hitTesting else {
            deliver(frame, to: 0, at: time, replayer: replayer)
            return
        }
        bindAndRoute(frame, at: time, replayer: replayer)
    }

    /// The frame's touches that land in a List cell outside its content, reported when the content
    /// has a gesture or control of its own, which they do not reach; `nearest` names it (distance
    /// 0: the cell's content moves with the list, its rest frame says nothing here). Apart from
    /// the binding loop, so a scene without Lists pays one flag for it.
    @inline(never)
    private func reportCellTouches(_ frame: [PointerEvent], at time: GestureTime, replayer: GestureReplayer) {
        guard let report = replayer.onTouchInListCell else { return }
        for event in frame where event.phase == .began && event.input != .transform {
            guard let cell = scene.hitTest(event.location), scene.nodes[cell].view.isListCell,
                  let content = scene.firstAction(inside: cell) else { continue }
            report(UnreachedTouch(time: time, pointer: event.tracePointer, location: event.location, hitView: scene.nodes[cell].view.id,
                                  nearest: (scene.nodes[content].view.id, 0)))
        }
    }

    /// A hit-testing lane's delivery, apart, so a one-view lane's path (the drag benchmark's)
    /// carries none of its state.
    @inline(never)
    private func bindAndRoute(_ frame: [PointerEvent], at time: GestureTime, replayer: GestureReplayer) {
        if scene.hasListCells { reportCellTouches(frame, at: time, replayer: replayer) }
        // Bind pointers that land to the view they hit; the others keep the view they are bound to.
        routed.removeAll(keepingCapacity: true)
        for event in frame {
            let view: Int?
            if event.phase == .began {
                // Only a trackpad's contacts bind at the cursor; anything else a callback delivers
                // meanwhile binds where it lands.
                let transform = event.input == .transform && bindingCenter != nil
                view = scene.hitTest(transform ? bindingCenter! : event.location)
                bindings.append((event.pointer, view, event.input, event.button))
                // A touch that focuses a text field reaches it, gesture or not.
                let focuses = scene.focusesOnTap && !transform && replayer.focusOnTap(view, in: self)
                if !transform, !focuses, let report = replayer.onUnreachedTouch, case let reach = scene.reachesAction(from: view), !reach.reaches {
                    let nearest = scene.nearestAction(to: event.location)
                    report(UnreachedTouch(time: time, pointer: event.tracePointer, location: event.location,
                                          hitView: view.map { scene.nodes[$0].view.id },
                                          nearest: nearest.map { (scene.nodes[$0.index].view.id, $0.distance) },
                                          disabledView: reach.disabled.map { scene.nodes[$0].view.id }))
                }
            } else {
                view = bindings.first { $0.pointer == event.pointer }?.view ?? nil
            }
            if event.phase == .ended || event.phase == .cancelled {
                bindings.removeAll { $0.pointer == event.pointer }
            }
            if let view { routed.append((view, event)) }
        }
        // Each view's share of the frame reaches its instance, views in scene order.
        var views = routed.map(\.view)
        views.sort()
        var previous: Int?
        for view in views where view != previous {
            previous = view
            scratch.removeAll(keepingCapacity: true)
            for (target, event) in routed where target == view { scratch.append(event) }
            deliver(scratch, to: view, at: time, replayer: replayer)
        }
    }

    /// Cancels every pointer of `input` that is down on a view: the gestures and controls it
    /// drives fail as at a `cancel`, and its later events until it lifts reach nothing, being
    /// bound to no view. Returns the event streams it cancelled (one per button of a mouse).
    func cancelPointers(of input: PointerInput, at location: CGPoint, time: GestureTime, replayer: GestureReplayer) -> [Int64] {
        let frame: [PointerEvent]
        if hitTesting {
            frame = bindings.filter { $0.input == input && $0.view != nil }.map {
                PointerEvent(pointer: $0.pointer, phase: .cancelled, location: location, time: time, input: input, button: $0.button)
            }
        } else {
            // One view takes every pointer, and no binding is kept for it: under a profile whose
            // only input is `input` (the quirk's, a Mac's), the pointers down on that view but a
            // trackpad's contacts are `input`'s; their buttons are not kept, so reports name streams.
            guard replayer.profile.inputs == GestureInputKinds(input) else { return [] }
            let contacts = [TrackpadTransform.contactIDs.0, TrackpadTransform.contactIDs.1]
            frame = ((instances.first ?? nil)?.pointersDown.filter { !contacts.contains($0) } ?? []).map {
                PointerEvent(pointer: $0, phase: .cancelled, location: location, time: time, input: input)
            }
        }
        if !frame.isEmpty { deliver(frame, at: time, replayer: replayer) }
        return frame.map(\.pointer)
    }

    private func deliver(_ events: [PointerEvent], to view: Int, at time: GestureTime, replayer: GestureReplayer) {
        let instance: GestureInstance
        if let existing = instances[view] {
            instance = existing
        } else {
            let scene = self.scene
            let profile = self.profile
            let settings = self.settings
            let controls = self.controls
            instance = GestureInstance(view: view, geometry: scene.nodes[view].geometry,
                                       make: { profile.makeDriver(for: scene, boundTo: view, controls: controls, settings: settings) })
            instances[view] = instance
        }
        var landed = false
        for event in events {
            switch event.phase {
            case .began:
                instance.pointersDown.append(event.pointer)
                landed = true
            case .ended, .cancelled:
                instance.pointersDown.removeAll { $0 == event.pointer }
            case .moved: break
            }
        }
        if !instance.isLive {
            // A gesture instance begins when a pointer binds to it; other events find none.
            guard landed else { return }
            instance.begin()
            replayer.timersChanged = true
            liveInstances.append(instance)
            liveInstances.sort { $0.view < $1.view }
        }
        if instance.rootKind.isTerminal {
            // Frozen until every finger is up; new pointers are ignored.
            if instance.endIfDone() {
                retire(instance)
                if instance.refreshDeadline() { replayer.timersChanged = true }
            }
            return
        }
        replayer.update(instance, in: self, events: events, at: time)
    }

    func retire(_ instance: GestureInstance) {
        liveInstances.removeAll { $0 === instance }
    }
}
