/// The trace's small pointer ids for UIKit's touches: the lowest free id from 1, given at a
/// touch's first sample and free again when it ends, as a trace's ids may be reused after `up`.
struct PointerIDs {
    private var live: [UInt64: Int] = [:]
    private var free: Set<Int> = []
    private var next = 1

    /// The id of `touch`, given now if it has none.
    mutating func id(of touch: UInt64) -> Int {
        if let id = live[touch] { return id }
        let id: Int
        if let lowest = free.min() {
            free.remove(lowest)
            id = lowest
        } else {
            id = next
            next += 1
        }
        live[touch] = id
        return id
    }

    mutating func release(_ touch: UInt64) {
        guard let id = live.removeValue(forKey: touch) else { return }
        free.insert(id)
    }

    func contains(_ touch: UInt64) -> Bool { live[touch] != nil }

    /// How many touches are in contact or hovering.
    var count: Int { live.count }

    mutating func removeAll() {
        live = [:]
        free = []
        next = 1
    }
}
