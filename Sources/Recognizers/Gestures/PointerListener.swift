/// The one-pointer listener every single-finger gesture is built on (docs/semantics.md#gestures): it tracks the
/// first pointer that goes down, and fails on a second pointer, on a pointer first seen
/// mid-stream, and on `cancel`. Events of an input kind the gesture does not take are not its:
/// it passes over them.
struct PointerListener {
    private(set) var tracked: Int64?
    /// The input kinds the gesture takes: all, until a gesture offers `inputKinds:`.
    var inputKinds = GestureInputKinds.all
    /// Whether any button but a mouse's primary fails the gesture: SwiftUI's taps end in an
    /// event filter that fails on a dropped event (docs/semantics.md#input-beyond-touch); a long press
    /// follows them (proposed).
    var takesPrimaryButtonOnly = false

    init(takesPrimaryButtonOnly: Bool = false) { self.takesPrimaryButtonOnly = takesPrimaryButtonOnly }

    enum Outcome {
        /// Nothing for the tracked pointer in this update (a timer tick).
        case none
        /// The tracked pointer's event.
        case event(PointerEvent)
        case failed(GestureFailure)
    }

    /// Applies the listener rules to a whole frame: a pointer that lands in the same frame in
    /// which the tracked one lifts is still a second pointer.
    mutating func receive(_ events: [PointerEvent]) -> Outcome {
        var outcome = Outcome.none
        for event in events where inputKinds.contains(event.input) {
            // A tap's event filter drops another button's event, which fails it, before it counts
            // pointers (docs/semantics.md#input-beyond-touch).
            if takesPrimaryButtonOnly && event.button != .primary { return .failed(GestureFailure(.notPrimaryButton(event.button))) }
            if let tracked {
                guard event.pointer == tracked else {
                    return .failed(GestureFailure(.extraPointer(event.tracePointer)))
                }
            } else {
                guard event.phase == .began else {
                    return .failed(GestureFailure(.eventMidstream(event.tracePointer)))
                }
                tracked = event.pointer
            }
            if event.phase == .cancelled { return .failed(GestureFailure(.cancelled)) }
            outcome = .event(event)
        }
        return outcome
    }

    mutating func reset() { tracked = nil }
}

/// Velocity from the last three samples, weighting the older segment by 0.75 — the model of
/// SwiftUICore's `VelocitySampler` (docs/semantics.md#proposals-implemented). Works on any vector of doubles.
struct VelocitySampler<Vector: SampleVector> {
    private var samples: (Vector, GestureTime, Vector, GestureTime, Vector, GestureTime)
    private var count = 0

    init() {
        samples = (.zero, GestureTime(nanoseconds: 0), .zero, GestureTime(nanoseconds: 0), .zero, GestureTime(nanoseconds: 0))
    }

    /// A sample at the newest one's time replaces it; an older one is ignored. [MEASURED, VS:
    /// Apple's `VelocitySampler` run on macOS, docs/semantics.md#constants]
    mutating func add(_ value: Vector, at time: GestureTime) {
        if count > 0 && time <= newestTime {
            if time == newestTime { setNewest(value, time) }
            return
        }
        samples = (samples.2, samples.3, samples.4, samples.5, value, time)
        count = min(count + 1, GestureConstants.velocitySampleCount)
    }

    private var newestTime: GestureTime { samples.5 }

    private mutating func setNewest(_ value: Vector, _ time: GestureTime) {
        samples.4 = value
        samples.5 = time
    }

    /// Units per second.
    var velocity: Vector {
        switch count {
        case 0, 1: return .zero
        case 2: return Self.slope(samples.2, samples.3, samples.4, samples.5)
        default:
            let older = Self.slope(samples.0, samples.1, samples.2, samples.3)
            let newer = Self.slope(samples.2, samples.3, samples.4, samples.5)
            let weight = GestureConstants.velocityPreviousSampleWeight
            return newer.scaled(by: 1 - weight).adding(older.scaled(by: weight))
        }
    }

    private static func slope(_ a: Vector, _ ta: GestureTime, _ b: Vector, _ tb: GestureTime) -> Vector {
        let interval = tb - ta
        return b.adding(a.scaled(by: -1)).scaled(by: 1 / interval)
    }

    mutating func reset() { count = 0 }
}

protocol SampleVector {
    static var zero: Self { get }
    func adding(_ other: Self) -> Self
    func scaled(by factor: Double) -> Self
}

extension CGSize: SampleVector {
    func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    func scaled(by factor: Double) -> CGSize { CGSize(width: width * factor, height: height * factor) }
}

extension Double: SampleVector {
    func adding(_ other: Double) -> Double { self + other }
    func scaled(by factor: Double) -> Double { self * factor }
}
