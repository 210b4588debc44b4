/// A scroll view during a replay — `ScrollView`, `List` or a paged `TabView`
/// (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): its content offset, which its children's geometry shares, its phase, and
/// the motion after the finger lifts — UIKit's deceleration, or a paging settle.
final class ScrollViewRuntime: ControlRuntime {
    let configuration: ScrollViewConfiguration
    /// The scroll view's own geometry (it may sit in another scroll view).
    let geometry: ViewGeometry
    /// The content offset, shared with the geometry of every view inside.
    let shift: ScrollShift
    /// Inside a sheet, a pull down at the top moves the sheet instead (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
    let inSheet: Bool
    let maximumOffset: CGPoint
    private let pageSize: CGSize

    /// A List's rows whose swipe actions are revealed: a touch elsewhere in the list closes them.
    @exclusivity(unchecked) var revealedRows: [SwipeActionsRuntime] = []
    @exclusivity(unchecked) private(set) var phase = ScrollPhase.idle
    @exclusivity(unchecked) private(set) var page: Int
    @exclusivity(unchecked) private var dragOrigin = CGPoint.zero
    @exclusivity(unchecked) private var motion: Motion?
    @exclusivity(unchecked) private var nextFrame: GestureTime?
    /// After a trackpad scroll's fingers lift: when the view comes to rest unless momentum
    /// follows (`ScrollInput`).
    @exclusivity(unchecked) var awaitingMomentum: GestureTime?

    enum Motion {
        case decelerating(since: GestureTime, x: DecelerationAxis, y: DecelerationAxis, until: GestureTime)
        /// A pager settling onto `page`.
        case settling(since: GestureTime, from: CGPoint, to: CGPoint, until: GestureTime, page: Int)

        var until: GestureTime {
            switch self {
            case .decelerating(_, _, _, let until), .settling(_, _, _, let until, _): until
            }
        }

        /// The page a settle ends on; nil for a fling.
        var page: Int? { if case .settling(_, _, _, _, let page) = self { page } else { nil } }

        /// Where it comes to rest.
        var rest: CGPoint {
            switch self {
            case .decelerating(_, let x, let y, _): CGPoint(x: x.restOffset, y: y.restOffset)
            case .settling(_, _, let to, _, _): to
            }
        }

        func offset(at time: GestureTime) -> CGPoint {
            switch self {
            case .decelerating(let since, let x, let y, _):
                let elapsed = time - since
                return CGPoint(x: x.offset(after: elapsed), y: y.offset(after: elapsed))
            case .settling(let since, let from, let to, let until, _):
                let total = until - since
                let progress = total > 0 ? min(1, max(0, (time - since) / total)) : 1
                return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            }
        }
    }

    init(view: String, control: String, configuration: ScrollViewConfiguration, geometry: ViewGeometry, shift: ScrollShift,
         inSheet: Bool, output: ControlOutput) {
        var configuration = configuration
        let size = geometry.frame.size
        if let pages = configuration.pageCount {
            configuration.contentSize = CGSize(width: size.width * Double(pages), height: size.height)
        }
        self.configuration = configuration
        self.geometry = geometry
        self.shift = shift
        self.inSheet = inSheet
        maximumOffset = CGPoint(x: max(0, configuration.contentSize.width - size.width),
                                y: max(0, configuration.contentSize.height - size.height))
        pageSize = size
        page = configuration.initialPage
        super.init(view: view, control: control, output: output)
        if configuration.initialPage > 0 { shift.offset.x = min(maximumOffset.x, Double(page) * size.width) }
    }

    var offset: CGPoint { shift.offset }
    /// Decelerating or settling: a touch-down stops it.
    var isMoving: Bool { motion != nil }

    /// The axis paging counts pages along: horizontal for a horizontal-only view, else vertical.
    private var pagesHorizontally: Bool { configuration.axes == .horizontal }

    // MARK: Following the finger

    /// A finger landed at `point` (on screen): revealed swipe actions of other rows close.
    func touchDown(at point: CGPoint, time: GestureTime) {
        for row in revealedRows where !row.geometry.globalFrame.contains(point) { row.close(at: time) }
    }

    /// The pan began: a moving scroll view stops where it is; the phase becomes `interacting`.
    /// Caught past an edge, it is dragged from the overshoot its rubber band shows.
    func beginDrag(at time: GestureTime) {
        stopMoving(at: time)
        let size = geometry.frame.size
        dragOrigin = CGPoint(x: Self.unbanded(shift.offset.x, maximum: maximumOffset.x, viewport: size.width),
                             y: Self.unbanded(shift.offset.y, maximum: maximumOffset.y, viewport: size.height))
        setPhase(.interacting, at: time)
    }

    /// The offset shown for an unbounded one: itself inside `0…maximum`, on the rubber band past it.
    static func banded(_ raw: Double, maximum: Double, viewport: Double) -> Double {
        if raw < 0 { return -DecelerationAxis.rubberBand(-raw, viewport: viewport) }
        if raw > maximum { return maximum + DecelerationAxis.rubberBand(raw - maximum, viewport: viewport) }
        return raw
    }

    /// The unbounded offset a shown one stands for: `banded`'s inverse.
    static func unbanded(_ shown: Double, maximum: Double, viewport: Double) -> Double {
        if shown < 0 { return -DecelerationAxis.overshoot(showing: -shown, viewport: viewport) }
        if shown > maximum { return maximum + DecelerationAxis.overshoot(showing: shown - maximum, viewport: viewport) }
        return shown
    }

    /// A decelerating or settling view stops where it is; a wait for momentum ends.
    func stopMoving(at time: GestureTime) {
        awaitingMomentum = nil
        if let motion {
            shift.offset = motion.offset(at: time)
            self.motion = nil
        }
        deadline = nil
    }

    /// At rest where it is, with its end reported (`scrollEnd`, `idle`).
    func comeToRest(at time: GestureTime) { finish(at: time, page: nil) }

    func setScrollPhase(_ next: ScrollPhase, at time: GestureTime) { setPhase(next, at: time) }

    /// The content follows the finger on the axes it scrolls; past an edge, on UIKit's rubber
    /// band (docs/semantics.md#scroll-views-as-measured), or held at the edge when it does not bounce.
    func drag(by translation: CGPoint, at time: GestureTime) {
        var next = shift.offset
        // A view that does not bounce shows no band: a viewport of 0 pt keeps it at the edge.
        let size = configuration.bounces ? geometry.frame.size : .zero
        if configuration.axes.contains(.horizontal) {
            next.x = Self.banded(dragOrigin.x - translation.x, maximum: maximumOffset.x, viewport: size.width)
        }
        if configuration.axes.contains(.vertical) {
            next.y = Self.banded(dragOrigin.y - translation.y, maximum: maximumOffset.y, viewport: size.height)
        }
        guard next != shift.offset else { return }
        shift.offset = next
        post(.contentOffset(next), at: time)
    }

    /// The finger lifted with `velocity` (points per second, the finger's): the content
    /// decelerates, or settles onto a page.
    func endDrag(velocity fingerVelocity: CGPoint, at time: GestureTime) {
        // The content moves against the finger.
        var velocity = CGPoint(x: configuration.axes.contains(.horizontal) ? -fingerVelocity.x : 0,
                               y: configuration.axes.contains(.vertical) ? -fingerVelocity.y : 0)
        if !velocity.x.isFinite { velocity.x = 0 }
        if !velocity.y.isFinite { velocity.y = 0 }
        if configuration.paging {
            let target = pagingTarget(velocity: velocity)
            let destination = pagesHorizontally ? CGPoint(x: min(maximumOffset.x, Double(target) * pageSize.width), y: offset.y)
                : CGPoint(x: offset.x, y: min(maximumOffset.y, Double(target) * pageSize.height))
            if destination == offset {
                finish(at: time, page: target)
                return
            }
            motion = .settling(since: time, from: offset, to: destination,
                               until: time + ControlConstants.pagingSettleDuration, page: target)
            setPhase(.animating, at: time)
        } else {
            let rate = configuration.decelerationRate.perMillisecond
            let bounces = configuration.bounces
            let x = DecelerationAxis(offset: offset.x, velocity: velocity.x, rate: rate, minimum: 0, maximum: maximumOffset.x, bounces: bounces)
            let y = DecelerationAxis(offset: offset.y, velocity: velocity.y, rate: rate, minimum: 0, maximum: maximumOffset.y, bounces: bounces)
            let duration = max(x.duration, y.duration)
            guard duration > 0 else {
                finish(at: time, page: nil)
                return
            }
            motion = .decelerating(since: time, x: x, y: y, until: time + duration)
            setPhase(.decelerating, at: time)
        }
        nextFrame = output.reportsContentOffsets ? time + ControlConstants.displayFrameInterval : nil
        scheduleTimer()
    }

    /// The page to settle on: the nearest to the offset, or after a flick (`≥` the paging flick
    /// velocity) the next one in the flick's direction (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
    func pagingTarget(velocity: CGPoint) -> Int {
        let position = pagesHorizontally ? offset.x / max(1, pageSize.width) : offset.y / max(1, pageSize.height)
        let speed = pagesHorizontally ? velocity.x : velocity.y
        let extent = pagesHorizontally ? configuration.contentSize.width / max(1, pageSize.width)
            : configuration.contentSize.height / max(1, pageSize.height)
        // Pages are counted in Double and made an Int at the end: a scene may give its content
        // 1e300 points, and the index stays inside `mostPages` whatever it says.
        let mostPages = ControlConstants.mostPages
        let lastPage = extent.isFinite ? min(max(0, extent.rounded(.up) - 1), mostPages) : mostPages
        guard position.isFinite else { return 0 }
        let target: Double
        if speed >= ControlConstants.pagingFlickVelocity {
            target = position.rounded(.down) + 1
        } else if speed <= -ControlConstants.pagingFlickVelocity {
            target = position.rounded(.up) - 1
        } else {
            target = position.rounded()
        }
        return Int(min(lastPage, max(0, target)))
    }

    // MARK: Motion after the lift

    private func scheduleTimer() {
        guard let motion else {
            deadline = nil
            return
        }
        deadline = earliest(nextFrame, motion.until)
    }

    override func fire(at time: GestureTime) {
        if let awaiting = awaitingMomentum, time >= awaiting {
            awaitingMomentum = nil
            finish(at: time, page: nil)
            return
        }
        guard let motion else {
            deadline = nil
            return
        }
        if time >= motion.until {
            shift.offset = motion.rest
            self.motion = nil
            if nextFrame != nil { post(.contentOffset(shift.offset), at: time) }
            nextFrame = nil
            finish(at: time, page: motion.page)
            return
        }
        shift.offset = motion.offset(at: time)
        post(.contentOffset(shift.offset), at: time)
        nextFrame = time + ControlConstants.displayFrameInterval
        scheduleTimer()
    }

    /// At rest: `scrollEnd`, the new page if it changed, and `idle`.
    private func finish(at time: GestureTime, page target: Int?) {
        motion = nil
        deadline = nil
        post(.scrollEnd(shift.offset), at: time)
        if let target, target != page {
            page = target
            post(.page(target), at: time)
        }
        setPhase(.idle, at: time)
    }

    private func setPhase(_ next: ScrollPhase, at time: GestureTime) {
        guard next != phase else { return }
        phase = next
        post(.scrollPhase(next), at: time)
    }

    override func makeRecognizer(for view: SceneView) -> ControlRecognizer? {
        guard !configuration.scrollDisabled else { return nil }
        let pan = ScrollPanRecognizer(runtime: self)
        return ControlRecognizer(recognizer: pan, platform: pan.gesture, label: configuration.paging ? "\(control) paging pan" : "\(control) pan")
    }
}

/// `UIScrollView.panGestureRecognizer` (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): begins once the touch has moved the hysteresis
/// along an axis the view scrolls — a move along the other axis fails it for this touch, so a
/// nested scroll view or a row's swipe gets it; on a moving scroll view it begins at the
/// touch-down, stopping the motion, and the content's gestures lose that touch.
final class ScrollPanRecognizer: ControlPanRecognizer {
    let runtime: ScrollViewRuntime

    init(runtime: ScrollViewRuntime) {
        self.runtime = runtime
        super.init()
    }

    override func evaluate(_ update: GestureUpdate) -> Step {
        let down = update.events.first { $0.phase == .began }
        if let down, !runtime.revealedRows.isEmpty { runtime.touchDown(at: down.location, time: update.time) }
        if !hasBegun, down != nil, runtime.isMoving {
            hasBegun = true
            return .begin
        }
        return super.evaluate(update)
    }

    override func beginning(at translation: CGPoint) -> Step {
        guard let (vertical, axis) = crossing(translation) else { return .none }
        let axes = runtime.configuration.axes
        if axes != .both {
            let scrolls = axes.contains(.vertical)
            if vertical != scrolls {
                return .fail(GestureFailure(.wrongAxis(moved: axis, moves: scrolls ? .vertically : .horizontally)))
            }
        }
        // A sheet takes a pull down on content already at its top.
        if runtime.inSheet, vertical, translation.y > 0, runtime.offset.y <= 0 {
            return .fail(GestureFailure(.leftToContainer(.sheet)))
        }
        return .begin
    }

    override func began() {
        runtime.explainBegan(runtime.isMoving ? "the touch landed while the content was moving; it stops the scroll and takes the touch"
                                : "began after moving \(GestureFailure.format(CGPoint.zero.distance(to: travel))) pt "
                                    + "(hysteresis \(GestureFailure.format(hysteresis)) pt)", at: time)
        runtime.beginDrag(at: time)
        // The sample that begins the pan moves the content by the travel past the slop.
        runtime.drag(by: dragTranslation, at: time)
    }

    override func changed() { runtime.drag(by: dragTranslation, at: time) }
    override func ended(velocity: CGPoint) { runtime.endDrag(velocity: velocity, at: time) }

    override func failed(_ reason: GestureFailure, competitor: String?) {
        runtime.explainFailed(reason, competitor: competitor, at: time)
    }
}
