/// Puts a gesture value's `time` (a `Date`, the wall clock) on the touches' clock (seconds
/// since the device started). The glue samples both clocks together; the wall clock minus
/// uptime is the offset, and the smallest of the recent samples is the best, since the time
/// between the two readings only ever adds to it. Recent ones only: the wall clock can be set.
public struct ClockAlignment: Sendable {
    private var offsets: [Double] = []
    /// How many recent samples the offset is the smallest of.
    public static let window = 16

    public init() {}

    /// Both clocks read one after the other: uptime first, then the wall clock.
    public mutating func sample(uptime: Double, wall: Double) {
        let offset = wall - uptime
        guard offset.isFinite else { return }
        offsets.append(offset)
        if offsets.count > Self.window { offsets.removeFirst(offsets.count - Self.window) }
    }

    /// Wall-clock seconds minus uptime; nil before the first sample.
    public var offset: Double? { offsets.min() }

    /// The uptime at wall-clock time `wall`; nil before the first sample.
    public func uptime(atWall wall: Double) -> Double? {
        offset.map { wall - $0 }
    }
}
