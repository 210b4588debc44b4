/// The gesture instance of one view's path, and its life (spec §1.5).
final class GestureInstance {
    let view: Int
    let geometry: ViewGeometry
    let make: () -> InstanceDriver
    /// Built once and reset between instances, so replaying allocates no recognizers.
    @exclusivity(unchecked) var driver: InstanceDriver?
    @exclusivity(unchecked) var isLive = false
    @exclusivity(unchecked) var rootKind = GesturePhaseKind.possible
    @exclusivity(unchecked) var pointersDown: [Int64] = []

    init(view: Int, geometry: ViewGeometry, make: @escaping () -> InstanceDriver) {
        self.view = view
        self.geometry = geometry
        self.make = make
    }

    /// The instance's pending timer, as of its last update.
    @exclusivity(unchecked) private(set) var deadline: GestureTime?

    /// Re-reads the pending timer after an update; returns whether it changed.
    func refreshDeadline() -> Bool {
        let current = isLive && !rootKind.isTerminal ? driver?.deadline : nil
        defer { deadline = current }
        return current != deadline
    }

    func begin() {
        if driver == nil { driver = make() }
        isLive = true
        rootKind = .possible
    }

    /// Resets the instance once it has nothing left to do: terminal with every finger up, or
    /// still possible with every finger up and no timer pending. Returns whether it did.
    func endIfDone() -> Bool {
        guard pointersDown.isEmpty else { return false }
        guard rootKind.isTerminal || (rootKind == .possible && driver!.deadline == nil) else { return false }
        driver?.reset()
        isLive = false
        rootKind = .possible
        return true
    }
}
