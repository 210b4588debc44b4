/// The gesture instance of one view's path, and its life (docs/semantics.md#gestures).
final class GestureInstance {
    let view: Int
    let geometry: ViewGeometry
    let make: () -> InstanceDriver
    /// Built once and reset between instances, so replaying allocates no recognizers.
    @exclusivity(unchecked) var driver: InstanceDriver?
    @exclusivity(unchecked) var isLive = false
    @exclusivity(unchecked) var rootKind = GesturePhaseKind.possible
    @exclusivity(unchecked) var pointersDown: [Int64] = []
    /// The driver's `hasTimers`, read once it is made: most instances (a drag, a pinch) never
    /// ask it for a deadline.
    @exclusivity(unchecked) private var hasTimers = true

    init(view: Int, geometry: ViewGeometry, make: @escaping () -> InstanceDriver) {
        self.view = view
        self.geometry = geometry
        self.make = make
    }

    /// The instance's pending timer, as of its last update.
    @exclusivity(unchecked) private(set) var deadline: GestureTime?

    /// Re-reads the pending timer after an update; returns whether it changed.
    func refreshDeadline() -> Bool {
        let current = hasTimers && isLive && !rootKind.isTerminal ? driver?.deadline : nil
        defer { deadline = current }
        return current != deadline
    }

    func begin() {
        if driver == nil {
            let made = make()
            driver = made
            hasTimers = made.hasTimers
        }
        isLive = true
        rootKind = .possible
    }

    /// Resets the instance once it has nothing left to do: terminal with every finger up, or
    /// still possible with every finger up and no timer pending. Returns whether it did.
    func endIfDone() -> Bool {
        guard pointersDown.isEmpty else { return false }
        guard rootKind.isTerminal || (rootKind == .possible && (!hasTimers || driver!.deadline == nil)) else { return false }
        driver?.reset()
        isLive = false
        rootKind = .possible
        return true
    }
}
