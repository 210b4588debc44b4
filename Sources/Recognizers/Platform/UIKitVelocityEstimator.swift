/// UIKit's velocity of a pan — `UIPanGestureRecognizer.velocity(in:)` and a scroll view's
/// release velocity: the slope over about the last 100 ms of touch samples
/// (`PlatformConstants.panVelocityWindow`). A lift in place is not a sample, so a flick lifted
/// 8 ms after its last move keeps its speed; still samples are, so a finger held before it lifts
/// lifts at 0. A lift a whole window after the last sample is at 0 too.
/// [MEASURED, OUI: 750, 3000 and 3125 pt/s; the window's edge is fitted,
/// docs/semantics.md#platform-recognizers-uikits-under-ios18]
///
/// The samples live in a ring that keeps its storage across gestures: a control's pan runs this
/// on every event of a scroll.
struct UIKitVelocityEstimator {
    private var samples: ContiguousArray<(point: CGPoint, time: GestureTime)> = []
    /// The oldest sample still kept.
    private var head = 0
    /// A lift in place a whole window after the last sample: at rest.
    private var liftedAtRest = false

    /// Worked out when read — at a pan's end, or by an action that reads its values — not at
    /// every sample: a scroll view's pan reads it once, at the lift.
    var velocity: CGPoint { liftedAtRest ? .zero : slope() }

    mutating func add(_ point: CGPoint, at time: GestureTime, inPlaceLift: Bool) {
        let window = PlatformConstants.panVelocityWindow
        if inPlaceLift {
            if let newest = samples.last, time - newest.time >= window { liftedAtRest = true }
            return
        }
        liftedAtRest = false
        if let newest = samples.last, time <= newest.time {
            if time == newest.time { samples[samples.count - 1] = (point, time) }
        } else {
            samples.append((point, time))
        }
        // Keep one sample older than the window: the slope starts there when the window holds
        // only the newest.
        while head + 1 < samples.count - 1, time - samples[head + 1].time >= window { head += 1 }
        // Samples a nanosecond apart would fill the window without end: the oldest go first.
        if samples.count - head > Self.mostSamples { head = samples.count - Self.mostSamples }
        if head > 64 && head * 2 > samples.count {
            samples.removeFirst(head)
            head = 0
        }
    }

    private func slope() -> CGPoint {
        guard samples.count - head >= 2 else { return .zero }
        let newest = samples[samples.count - 1]
        let time = newest.time
        var oldest = samples[head]
        if time - oldest.time > PlatformConstants.panVelocityWindow, head + 1 < samples.count - 1 { oldest = samples[head + 1] }
        let interval = newest.time - oldest.time
        guard interval > 0 else { return .zero }
        return CGPoint(x: (newest.point.x - oldest.point.x) / interval, y: (newest.point.y - oldest.point.y) / interval)
    }

    /// The most samples the window keeps: 100 ms of a 240 Hz Pencil is 24.
    static let mostSamples = 1024

    mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        head = 0
        liftedAtRest = false
    }
}
