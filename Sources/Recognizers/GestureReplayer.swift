/// The deterministic engine: replays pointer frames on a virtual clock through attached
/// gestures, firing timers as synthetic updates at their exact deadlines, and managing each
/// attachment's gesture instance as spec §1.5 describes. Nothing here reads a clock.
///
///     let replayer = GestureReplayer()
///     replayer.attach(.gesture(DragGesture().onEnded { print($0.translation) }))
///     replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, …)])
///     replayer.finish()
///
/// Callbacks run synchronously during `process` and `finish`, in the order SwiftUI runs them;
/// `time` is the time of the update that is running them.
public final class GestureReplayer {
    /// The time of the update in progress, or of the last one.
    // Unchecked exclusivity: the engine is single-threaded and never holds an access to these
    // across a callback, so the per-access runtime check would only cost time on the hot path.
    @exclusivity(unchecked) public private(set) var time = GestureTime(nanoseconds: Int64.min)

    /// Called after each update of an attachment whose root phase changed, with the attachment's
    /// index; for explanations and tests.
    public var onRootPhaseChange: ((Int, GesturePhaseKind, GestureFailure?) -> Void)?

    @exclusivity(unchecked) private var attachments: [Attachment] = []

    /// A window-sized view at the origin; what the one-view shortcut attaches to.
    public static let defaultWindow = ViewGeometry(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    public init() {}

    /// Attaches a gesture modifier to a view with `geometry`. Every pointer reaches every
    /// attachment; each has its own, independent gesture instance. Returns the attachment's index.
    @discardableResult
    public func attach(_ modifier: ViewGesture, geometry: ViewGeometry = GestureReplayer.defaultWindow) -> Int {
        attachments.append(Attachment(make: modifier.makeRoot, geometry: geometry))
        return attachments.count - 1
    }

    /// Replays one frame: events with one time and distinct pointers. Timers due at or before
    /// that time fire first, earliest first.
    public func process(frame: [PointerEvent]) {
        guard let frameTime = frame.first?.time else { return }
        assert(frame.allSatisfy { $0.time == frameTime }, "a frame's events share one time")
        assert(frameTime >= time, "frames arrive in time order")
        fireTimers(through: frameTime)
        time = frameTime
        for (index, attachment) in attachments.enumerated() {
            deliver(frame, to: attachment, index: index, at: frameTime)
        }
    }

    /// Ends the replay: every timer still pending fires, in time order.
    public func finish() {
        fireTimers(through: GestureTime(nanoseconds: Int64.max))
    }

    private func fireTimers(through limit: GestureTime) {
        while true {
            var next: (index: Int, deadline: GestureTime)?
            for (index, attachment) in attachments.enumerated() {
                guard let deadline = attachment.deadline, deadline <= limit else { continue }
                if next == nil || deadline < next!.deadline { next = (index, deadline) }
            }
            guard let (index, deadline) = next else { return }
            time = max(time, deadline)
            let attachment = attachments[index]
            update(attachment, index: index, events: [], at: time)
            if let again = attachment.deadline, again <= deadline {
                assertionFailure("a timer at \(deadline) did not advance")
                return
            }
        }
    }

    private func deliver(_ frame: [PointerEvent], to attachment: Attachment, index: Int, at time: GestureTime) {
        var landed = false
        for event in frame {
            switch event.phase {
            case .began:
                attachment.pointersDown.append(event.pointer)
                landed = true
            case .ended, .cancelled:
                attachment.pointersDown.removeAll { $0 == event.pointer }
            case .moved: break
            }
        }
        if !attachment.isLive {
            // A gesture instance begins when a pointer binds to it; other events find none.
            guard landed else { return }
            attachment.begin()
        }
        if attachment.rootKind.isTerminal {
            // Frozen until every finger is up; new pointers are ignored.
            attachment.endIfDone()
            return
        }
        update(attachment, index: index, events: frame, at: time)
    }

    private func update(_ attachment: Attachment, index: Int, events: [PointerEvent], at time: GestureTime) {
        let state = attachment.root!.update(
            GestureUpdate(time: time, events: events, inherited: .failed, geometry: attachment.geometry))
        let kind = state.kind
        if kind != attachment.rootKind {
            attachment.rootKind = kind
            if let onRootPhaseChange {
                if case .failed(let failure) = state {
                    onRootPhaseChange(index, kind, failure)
                } else {
                    onRootPhaseChange(index, kind, nil)
                }
            }
        }
        attachment.endIfDone()
    }
}

/// One attached gesture and the life of its current instance.
private final class Attachment {
    let make: () -> AnyRootRecognizer
    let geometry: ViewGeometry
    /// Built once and reset between instances, so replaying allocates no recognizers.
    @exclusivity(unchecked) var root: AnyRootRecognizer?
    @exclusivity(unchecked) var isLive = false
    @exclusivity(unchecked) var rootKind = GesturePhaseKind.possible
    @exclusivity(unchecked) var pointersDown: [Int64] = []

    init(make: @escaping () -> AnyRootRecognizer, geometry: ViewGeometry) {
        self.make = make
        self.geometry = geometry
    }

    var deadline: GestureTime? {
        guard isLive, !rootKind.isTerminal else { return nil }
        return root?.deadline
    }

    func begin() {
        if root == nil { root = make() }
        isLive = true
        rootKind = .possible
    }

    /// Resets the instance once it has nothing left to do: terminal with every finger up, or
    /// still possible with every finger up and no timer pending (spec §1.5).
    func endIfDone() {
        guard pointersDown.isEmpty else { return }
        if rootKind.isTerminal || (rootKind == .possible && root!.deadline == nil) {
            root?.reset()
            isLive = false
            rootKind = .possible
        }
    }
}
