/// The deterministic engine: replays pointer frames on a virtual clock through attached
/// gestures, firing timers as synthetic updates at their exact deadlines, and managing each
/// gesture instance as spec §1.5 describes. Nothing here reads a clock.
///
///     let replayer = GestureReplayer()
///     replayer.attach(.gesture(DragGesture().onEnded { print($0.translation) }))
///     replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, …)])
///     replayer.finish()
///
/// Callbacks run synchronously during `process` and `finish`, in the order SwiftUI runs them;
/// `time` is the time of the update that is running them.
public final class GestureReplayer {
    // Unchecked exclusivity: the engine is single-threaded and never holds an access to these
    // across a callback, so the per-access runtime check would only cost time on the hot path.
    /// The time of the update in progress, or of the last one.
    @exclusivity(unchecked) public private(set) var time = GestureTime(nanoseconds: Int64.min)

    /// Called after each update of a gesture instance whose root phase changed, with the lane
    /// (the index `attach` or `load` returned); for explanations and tests.
    public var onRootPhaseChange: ((Int, GesturePhaseKind, GestureFailure?) -> Void)?

    @exclusivity(unchecked) private var lanes: [Lane] = []

    /// The earliest pending timer of any instance, valid unless `timersChanged`; kept so that a
    /// frame with no timer due costs one comparison instead of a walk over every gesture.
    @exclusivity(unchecked) private var earliestTimer: GestureTime?
    @exclusivity(unchecked) fileprivate var timersChanged = false

    /// The SwiftUI behaviour being replayed.
    public let profile: ArbitrationProfile

    /// A window-sized view at the origin; what the one-view shortcut attaches to.
    public static let defaultWindow = ViewGeometry(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    public init(profile: ArbitrationProfile = .ios17) {
        self.profile = profile
    }

    /// Attaches a gesture modifier to one view with `geometry` that every pointer reaches,
    /// wherever it lands, with its own gesture instance. Returns the lane's index.
    @discardableResult
    public func attach(_ modifier: ViewGesture, geometry: ViewGeometry = GestureReplayer.defaultWindow) -> Int {
        var view = SceneView("root", frame: geometry.frame).modifier(modifier)
        if let name = geometry.namedSpaces.first?.name { view = view.coordinateSpace(name: name) }
        let scene = FlatScene([view], geometryOverride: geometry)
        lanes.append(Lane(scene: scene, index: lanes.count, hitTesting: false, profile: profile))
        return lanes.count - 1
    }

    /// Loads a scene: each pointer binds to the top-most view it lands on, for its whole life,
    /// and drives the gestures of that view's path to the root, combined by spec §5.1. Pointers
    /// on different views are independent. Returns the lane's index.
    @discardableResult
    public func load(_ views: [SceneView]) -> Int {
        lanes.append(Lane(scene: FlatScene(views), index: lanes.count, hitTesting: true, profile: profile))
        return lanes.count - 1
    }

    /// Replays one frame: events with one time and distinct pointers. Timers due at or before
    /// that time fire first, earliest first.
    public func process(frame: [PointerEvent]) {
        guard let frameTime = frame.first?.time else { return }
        assert(frame.allSatisfy { $0.time == frameTime }, "a frame's events share one time")
        assert(frameTime >= time, "frames arrive in time order")
        fireTimers(through: frameTime)
        time = frameTime
        for lane in lanes {
            lane.deliver(frame, at: frameTime, replayer: self)
        }
    }

    /// Ends the replay: every timer still pending fires, in time order.
    public func finish() {
        fireTimers(through: GestureTime(nanoseconds: Int64.max))
    }

    private func fireTimers(through limit: GestureTime) {
        if timersChanged {
            timersChanged = false
            earliestTimer = nil
            for lane in lanes {
                for instance in lane.liveInstances { earliestTimer = earliest(earliestTimer, instance.deadline) }
            }
        }
        guard let earliestTimer, earliestTimer <= limit else { return }
        while true {
            var next: (instance: Instance, lane: Lane, deadline: GestureTime)?
            for lane in lanes {
                for instance in lane.liveInstances {
                    guard let deadline = instance.deadline, deadline <= limit else { continue }
                    if next == nil || deadline < next!.deadline { next = (instance, lane, deadline) }
                }
            }
            guard let (instance, lane, deadline) = next else {
                timersChanged = true
                return
            }
            time = max(time, deadline)
            update(instance, in: lane, events: [], at: time)
            if let again = instance.deadline, again <= deadline {
                assertionFailure("a timer at \(deadline) did not advance")
                return
            }
        }
    }

    fileprivate func update(_ instance: Instance, in lane: Lane, events: [PointerEvent], at time: GestureTime) {
        let state = instance.root!.update(GestureUpdate(time: time, events: events, inherited: .failed, geometry: instance.geometry))
        let kind = state.kind
        if kind != instance.rootKind {
            instance.rootKind = kind
            if let onRootPhaseChange {
                if case .failed(let failure) = state {
                    onRootPhaseChange(lane.index, kind, failure)
                } else {
                    onRootPhaseChange(lane.index, kind, nil)
                }
            }
        }
        if instance.endIfDone() { lane.retire(instance) }
        if instance.refreshDeadline() { timersChanged = true }
    }
}

/// One attached scene (or single view) and the gesture instances of its views.
private final class Lane {
    let scene: FlatScene
    let index: Int
    /// Without hit testing, every pointer binds to the first view (a window-sized attachment).
    let hitTesting: Bool
    /// One per view that pointers are bound to, built once and reset between uses.
    @exclusivity(unchecked) private var instances: [Instance?]
    /// Instances with a live gesture, in view order — the order their callbacks run in.
    @exclusivity(unchecked) private(set) var liveInstances: [Instance] = []
    /// The view each pointer that is down is bound to (nil: it landed on no view).
    @exclusivity(unchecked) private var bindings: [(pointer: Int64, view: Int?)] = []
    @exclusivity(unchecked) private var scratch: [PointerEvent] = []
    @exclusivity(unchecked) private var routed: [(view: Int, event: PointerEvent)] = []

    let profile: ArbitrationProfile

    init(scene: FlatScene, index: Int, hitTesting: Bool, profile: ArbitrationProfile) {
        self.scene = scene
        self.index = index
        self.hitTesting = hitTesting
        self.profile = profile
        self.instances = Array(repeating: nil, count: scene.nodes.count)
    }

    func deliver(_ frame: [PointerEvent], at time: GestureTime, replayer: GestureReplayer) {
        guard hitTesting else {
            deliver(frame, to: 0, at: time, replayer: replayer)
            return
        }
        // Bind pointers that land to the view they hit; the others keep the view they are bound to.
        routed.removeAll(keepingCapacity: true)
        for event in frame {
            let view: Int?
            if event.phase == .began {
                view = scene.hitTest(event.location)
                bindings.append((event.pointer, view))
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

    private func deliver(_ events: [PointerEvent], to view: Int, at time: GestureTime, replayer: GestureReplayer) {
        let instance: Instance
        if let existing = instances[view] {
            instance = existing
        } else {
            let scene = self.scene
            let gesture = profile.gesture(of: scene, boundTo: view)
            instance = Instance(view: view, geometry: scene.nodes[view].geometry,
                                make: { RootRecognizer(gesture._makeRecognizer()) })
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

    func retire(_ instance: Instance) {
        liveInstances.removeAll { $0 === instance }
    }
}

/// The gesture instance of one view's path, and its life (spec §1.5).
private final class Instance {
    let view: Int
    let geometry: ViewGeometry
    let make: () -> AnyRootRecognizer
    /// Built once and reset between instances, so replaying allocates no recognizers.
    @exclusivity(unchecked) var root: AnyRootRecognizer?
    @exclusivity(unchecked) var isLive = false
    @exclusivity(unchecked) var rootKind = GesturePhaseKind.possible
    @exclusivity(unchecked) var pointersDown: [Int64] = []

    init(view: Int, geometry: ViewGeometry, make: @escaping () -> AnyRootRecognizer) {
        self.view = view
        self.geometry = geometry
        self.make = make
    }

    /// The instance's pending timer, as of its last update.
    @exclusivity(unchecked) private(set) var deadline: GestureTime?

    /// Re-reads the pending timer after an update; returns whether it changed.
    func refreshDeadline() -> Bool {
        let current = isLive && !rootKind.isTerminal ? root?.deadline : nil
        defer { deadline = current }
        return current != deadline
    }

    func begin() {
        if root == nil { root = make() }
        isLive = true
        rootKind = .possible
    }

    /// Resets the instance once it has nothing left to do: terminal with every finger up, or
    /// still possible with every finger up and no timer pending. Returns whether it did.
    func endIfDone() -> Bool {
        guard pointersDown.isEmpty else { return false }
        guard rootKind.isTerminal || (rootKind == .possible && root!.deadline == nil) else { return false }
        root?.reset()
        isLive = false
        rootKind = .possible
        return true
    }
}
