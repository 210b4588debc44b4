/// The deterministic engine: replays pointer frames on a virtual clock through attached
/// gestures, firing timers as synthetic updates at their exact deadlines, and managing each
/// gesture instance as docs/semantics.md#gestures describes. Nothing here reads a clock.
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

    @exclusivity(unchecked) private(set) var lanes: [SceneLane] = []
    /// A trackpad's pinch and rotation under way.
    private var transform = TrackpadTransform()
    /// The lift of a tap an assistive technology's activation synthesized, until it fires.
    var pendingLift: SynthesizedLift?
    /// Where the scenes' controls report, shared with the lanes.
    let controlOutput = ControlOutput()

    deinit { controlOutput.forgetTimed() }

    /// Called with what the scenes' controls do (docs/output-format.md#controls-additions-to-schema-version-1): a Button's action,
    /// a scroll view's phase and resting offset, a page change, …; after the gesture callbacks of
    /// the same update.
    public var onControlEvent: ((ControlEvent) -> Void)? {
        get { controlOutput.handler }
        set { controlOutput.handler = newValue }
    }

    /// Whether controls report `contentOffset` at every move and every display frame of a
    /// motion (`--control-offsets`); off by default.
    public var reportsContentOffsets: Bool {
        get { controlOutput.reportsContentOffsets }
        set { controlOutput.reportsContentOffsets = newValue }
    }

    /// Called when a pointer goes down where no gesture, control or swipe action is reached: on
    /// no view, or on views none of which acts (`--explain` says why nothing fired). Nil (the
    /// default) costs nothing.
    public var onUnreachedTouch: ((UnreachedTouch) -> Void)?
    /// Called when a pointer goes down in a List row's cell outside the row's content, whose
    /// gestures it then does not reach (`--explain`).
    public var onTouchInListCell: ((UnreachedTouch) -> Void)?

    /// Whether controls report why their recognizers began or failed (`--explain`).
    public var explainsControls: Bool {
        get { controlOutput.explains }
        set { controlOutput.explains = newValue }
    }

    /// The earliest pending timer of any instance, valid unless `timersChanged`; kept so that a
    /// frame with no timer due costs one comparison instead of a walk over every gesture.
    @exclusivity(unchecked) private var earliestTimer: GestureTime?
    @exclusivity(unchecked) var timersChanged = false

    /// The SwiftUI behaviour being replayed.
    public let profile: ArbitrationProfile
    /// The profile's settings, handed to every recognizer with every update.
    public let settings: GestureSettings
    private let sharedSettings: GestureSettings.Shared

    /// A window-sized view at the origin; what the one-view shortcut attaches to.
    public static let defaultWindow = ViewGeometry.defaultWindow

    /// `settings`: the numbers the recognizers run with, the profile's unless given (a device
    /// that taps with other slop or timing).
    public init(profile: ArbitrationProfile = .default, settings: GestureSettings? = nil) {
        self.profile = profile
        self.settings = settings ?? profile.settings
        sharedSettings = .interned(self.settings)
        controlOutput.platform = profile.platform
    }

    /// Attaches a gesture modifier to one view with `geometry` that every pointer reaches,
    /// wherever it lands, with its own gesture instance. Returns the lane's index. Throws for a
    /// UIKit recognizer under a profile without them (`ios17`).
    @discardableResult
    public func attach(_ modifier: ViewGesture, geometry: ViewGeometry = GestureReplayer.defaultWindow) throws(UnavailableInProfile) -> Int {
        if let platform = modifier.platform, !profile.hasGestureRecognizerRepresentables {
            throw UnavailableInProfile(profile: profile, view: "root", recognizer: platform.kind.description)
        }
        return attachSwiftUI(modifier, geometry: geometry)
    }

    /// `attach` for a modifier known to hold a SwiftUI gesture, which every profile has.
    @discardableResult
    package func attachSwiftUI(_ modifier: ViewGesture, geometry: ViewGeometry = GestureReplayer.defaultWindow) -> Int {
        var view = SceneView("root", frame: geometry.frame).modifier(modifier)
        if let name = geometry.namedSpaces.first?.name { view = view.coordinateSpace(name: name) }
        let scene = FlatScene([view], geometryOverride: geometry)
        lanes.append(SceneLane(scene: scene, index: lanes.count, hitTesting: false, profile: profile, settings: settings))
        return lanes.count - 1
    }

    /// Loads a scene: each pointer binds to the top-most view it lands on, for its whole life,
    /// and drives the gestures of that view's path to the root, combined by docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17. Pointers
    /// on different views are independent. Returns the lane's index. Throws for a UIKit
    /// recognizer under a profile without them (`ios17`).
    @discardableResult
    public func load(_ views: [SceneView]) throws(UnavailableInProfile) -> Int {
        try load(PreparedScene(views))
    }

    /// Loads a scene flattened once for many replays, one after another (`lint`'s probes):
    /// every scroll view starts at rest at its start, as in a fresh load.
    @discardableResult
    package func load(_ prepared: PreparedScene) throws(UnavailableInProfile) -> Int {
        if !profile.hasGestureRecognizerRepresentables, let (view, platform) = prepared.firstPlatformGesture {
            throw UnavailableInProfile(profile: profile, view: view, recognizer: platform.kind.description)
        }
        prepared.rest()
        let scene = prepared.scene
        let controls = scene.hasControls ? SceneControls(scene: scene, output: controlOutput) : nil
        lanes.append(SceneLane(scene: scene, index: lanes.count, hitTesting: true, profile: profile, settings: settings, controls: controls))
        return lanes.count - 1
    }

    /// The id of the top-most view of the last loaded scene at `point` (global points), as a
    /// pointer going down there would bind; nil where no view is hit.
    package func viewID(at point: CGPoint) -> String? {
        guard let scene = lanes.last?.scene, let index = scene.hitTest(point) else { return nil }
        return scene.nodes[index].view.id
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

    /// A pointer or Pencil hovering over the content moved to `location` (global points), or
    /// left (`nil`): the views' `.onHover` and `.onContinuousHover` callbacks run, exits first,
    /// each in view order (`HoverTracker`). Timers due at or before `time` fire first. Hover
    /// binds no pointer and reaches no gesture.
    public func hover(pointer: Int64, at location: CGPoint?, time: GestureTime) {
        advance(to: time)
        for lane in lanes where lane.hitTesting && !lane.scene.hoverNodes.isEmpty {
            for action in lane.hover.move(pointer, to: location, in: lane.scene) {
                switch action {
                case .hover(let view, let handler, let hovering):
                    if case .hover(let perform) = lane.scene.nodes[view].view.hoverHandlers[handler].kind { perform(hovering) }
                case .continuous(let view, let handler, let phase):
                    if case .continuous(_, let perform) = lane.scene.nodes[view].view.hoverHandlers[handler].kind { perform(phase) }
                }
            }
        }
    }

    /// Scroll input at `point` (global points): `delta` in points, positive toward the content's
    /// end. It moves the innermost scroll view under the point (`SceneControls.scroll`) and
    /// reaches no gesture. Timers due at or before `time` fire first.
    public func scroll(at point: CGPoint, by delta: CGPoint, input: ScrollInput, time: GestureTime) {
        advance(to: time)
        for lane in lanes where lane.hitTesting {
            lane.controls?.scroll(at: point, by: delta, input: input, at: self.time)
        }
        controlOutput.flush()
        if controlOutput.timersChanged { timersChanged = true }
    }

    /// A trackpad's magnify or rotation at `location` (global points; the cursor): `delta` as
    /// the trace gives it, a magnification's change or degrees clockwise. Its two contacts
    /// (`TrackpadTransform`) bind at the cursor and reach pinch and rotation recognizers only —
    /// SwiftUI's under `settings.transformsReachSwiftUIGestures`, UIKit's always. Without
    /// `settings.indirectInputEvents` (an iPad app that says NO) they are two touches, bound
    /// where they land, that every gesture may take. Under the `macosMagnifyKillsDrag` quirk a
    /// magnify that begins first cancels the mouse's pressed buttons. Timers due at or before
    /// `time` fire first. Returns how many pointers the quirk cancelled.
    @discardableResult
    public func trackpad(_ kind: TrackpadTransform.Kind, _ phase: TrackpadTransform.Phase, delta: Double, at location: CGPoint,
                         time: GestureTime) -> Int {
        advance(to: time)
        var cancelled: Set<Int64> = []
        if kind == .magnify, phase == .began, settings.quirks.contains(.macosMagnifyKillsDrag) {
            for lane in lanes { cancelled.formUnion(lane.cancelPointers(of: .pointer, at: location, time: self.time, replayer: self)) }
        }
        let asTouches = !settings.indirectInputEvents
        for frame in transform.receive(kind, phase, delta: delta, at: location, time: self.time, input: asTouches ? .directTouch : .transform) {
            for lane in lanes { lane.deliver(frame, at: self.time, replayer: self, bindingAt: asTouches ? nil : location) }
        }
        return cancelled.count
    }

    /// Runs `body` for every Pencil handler of every loaded scene, in view order, with the pose
    /// of `hover` over its view.
    func runPencilHandlers(hover: PencilHoverSample?, time: GestureTime, _ body: (PencilHandler, PencilHoverPose?) -> Void) {
        advance(to: time)
        for lane in lanes {
            for view in lane.scene.pencilNodes {
                let node = lane.scene.nodes[view]
                let pose = hover.flatMap { $0.pose(over: node.geometry) }
                for handler in node.view.pencilHandlers { body(handler, pose) }
            }
        }
    }

    /// Brings the clock to `time` for an event that is no frame's (a hover, a scroll, a trackpad
    /// gesture, a Pencil's): the timers due at or before it fire first.
    func advance(to time: GestureTime) {
        fireTimers(through: time)
        self.time = max(self.time, time)
    }

    /// Ends the replay: every timer still pending fires, in time order.
    public func finish() {
        fireTimers(through: GestureTime(nanoseconds: Int64.max))
    }

    private func fireTimers(through limit: GestureTime) {
        if timersChanged || controlOutput.timersChanged {
            timersChanged = false
            controlOutput.timersChanged = false
            controlOutput.pruneTimed()
            earliestTimer = nil
            for lane in lanes {
                for instance in lane.liveInstances { earliestTimer = earliest(earliestTimer, instance.deadline) }
            }
            for control in controlOutput.timed { earliestTimer = earliest(earliestTimer, control.deadline) }
        }
        guard let earliestTimer, earliestTimer <= limit else { return }
        while true {
            var next: (instance: GestureInstance, lane: SceneLane, deadline: GestureTime)?
            for lane in lanes {
                for instance in lane.liveInstances {
                    guard let deadline = instance.deadline, deadline <= limit else { continue }
                    if next == nil || deadline < next!.deadline { next = (instance, lane, deadline) }
                }
            }
            // A control's timer (a fling coming to rest) fires before a gesture's at the same time.
            var nextControl: (runtime: ControlRuntime, deadline: GestureTime)?
            for control in controlOutput.timed {
                guard let deadline = control.deadline, deadline <= limit else { continue }
                if nextControl == nil || deadline < nextControl!.deadline { nextControl = (control, deadline) }
            }
            if let (control, deadline) = nextControl, next == nil || deadline <= next!.deadline {
                time = max(time, deadline)
                control.fire(at: time)
                controlOutput.flush()
                if let again = control.deadline, again <= deadline {
                    assertionFailure("a control timer at \(deadline) did not advance")
                    return
                }
                continue
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

    func update(_ instance: GestureInstance, in lane: SceneLane, events: [PointerEvent], at time: GestureTime) {
        let state = instance.driver!.update(GestureUpdate(time: time, events: events, geometry: instance.geometry,
                                                          sharedSettings: sharedSettings))
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
        if lane.controls != nil {
            controlOutput.flush()
            if controlOutput.timersChanged { timersChanged = true }
        }
    }
}

/// A pointer that went down where nothing acts (`GestureReplayer.onUnreachedTouch`).
public struct UnreachedTouch: Sendable {
    public var time: GestureTime
    public var pointer: Int64
    public var location: CGPoint
    /// The view it hit, which has no enabled gesture and neither do its ancestors; nil when none was hit.
    public var hitView: String?
    /// The nearest view that acts, and how far its hit area is, in points.
    public var nearest: (view: String, distance: Double)?
    /// The hit view, or the nearest view containing it, whose gestures `.disabled(true)` turned off.
    public var disabledView: String? = nil
}
