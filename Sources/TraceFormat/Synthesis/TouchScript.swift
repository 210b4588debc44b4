#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in global (window) points, y pointing down.
public struct TracePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Writes traces the way flutter_test's `tester.drag` and Compose's `performTouchInput` write
/// gestures: a script of taps, presses, drags and two-finger moves, one after another on a
/// virtual clock, sampled at a fixed rate.
///
/// Each gesture starts at the script's current time and moves the clock to its end; `wait(_:)`
/// leaves time between gestures. Every contact gets a new pointer id. A finger that does not move
/// reports nothing between its `down` and its `up`, as on iOS, unless jitter is asked for, in which
/// case it reports a jittered sample on every tick. Moving fingers report one `move` per tick of
/// the sampling clock and lift at the gesture's exact end.
///
/// ```swift
/// var script = TouchScript(rate: 120)
/// script.tap(at: TracePoint(x: 100, y: 100))
/// script.wait(0.5)
/// script.drag(from: TracePoint(x: 50, y: 300), to: TracePoint(x: 250, y: 300), duration: 0.25)
/// let events = script.events
/// ```
public struct TouchScript: Sendable {
    /// Samples per second of moving fingers (a 60 Hz or 120 Hz touch panel).
    public let rate: Double
    /// The largest random offset, in points, added to each coordinate of each sample; 0 for none.
    public let jitter: Double
    public internal(set) var events: [TraceEvent] = []
    /// The script's clock: where the next gesture starts.
    public internal(set) var now: TraceTime
    /// The id the next contact gets.
    public internal(set) var nextPointer: Int64
    var random: SplitMix64
    /// The ids of the script's mouse and Pencil: each is one device, hovering between its
    /// presses, so every click, hover and stroke of it shares one id (TouchScript+Pointer).
    var mouse: Int64?
    var pencil: Int64?

    /// Defaults of the gestures, in seconds and points, so a script reads like a test.
    public enum Defaults {
        /// Down to up of a tap: one frame is too short for a real finger; 50 ms is a brisk tap.
        public static let tapHold = 0.05
        /// Up of the first tap to down of the second: well inside SwiftUI's 0.35 s double-tap window.
        public static let doubleTapInterval = 0.1
        /// Longer than `LongPressGesture`'s 0.5 s default minimum duration.
        public static let longPressDuration = 0.8
        public static let dragDuration = 0.3
        public static let flingDuration = 0.1
        public static let twoFingerDuration = 0.5
        /// Distance between two fingers that rotate or pan, and between neighbouring fingers
        /// of a several-finger tap, press or drag: two fingertips side by side, about 16 mm.
        public static let spread = 100.0
        /// The most fingers a tap, press or drag puts down: one hand's.
        public static let mostFingers = 5
    }

    public init(rate: Double = 60, jitter: Double = 0, seed: UInt64 = 0, start: TraceTime = TraceTime(nanoseconds: 0),
                firstPointer: Int64 = 1) {
        precondition(rate > 0 && rate.isFinite, "a sampling rate is a positive number of hertz")
        self.rate = rate
        self.jitter = jitter
        self.now = start
        self.nextPointer = firstPointer
        self.random = SplitMix64(seed: seed)
    }

    /// Moves the clock on by `seconds` with no finger down.
    public mutating func wait(_ seconds: Double) {
        now.nanoseconds += TraceTime(seconds: seconds).nanoseconds
    }

    /// `fingers` fingers (side by side, `spread` apart, centred on `point`) down and up together.
    public mutating func tap(at point: TracePoint, hold: Double = Defaults.tapHold, fingers: Int = 1, spread: Double = Defaults.spread) {
        stroke(fingers: fingers, duration: hold, moving: false) { finger, _ in Self.finger(finger, of: fingers, at: point, spread: spread) }
    }

    /// Two taps at `point`; `interval` runs from the first up to the second down.
    public mutating func doubleTap(at point: TracePoint, interval: Double = Defaults.doubleTapInterval,
                                   hold: Double = Defaults.tapHold, fingers: Int = 1, spread: Double = Defaults.spread) {
        tap(at: point, hold: hold, fingers: fingers, spread: spread)
        wait(interval)
        tap(at: point, hold: hold, fingers: fingers, spread: spread)
    }

    public mutating func longPress(at point: TracePoint, duration: Double = Defaults.longPressDuration, fingers: Int = 1,
                                   spread: Double = Defaults.spread) {
        stroke(fingers: fingers, duration: duration, moving: false) { finger, _ in Self.finger(finger, of: fingers, at: point, spread: spread) }
    }

    /// Fingers from `from` to `to` at constant speed, lifted as they arrive; several fingers
    /// side by side, `spread` apart, centred on the path.
    public mutating func drag(from: TracePoint, to: TracePoint, duration: Double = Defaults.dragDuration, fingers: Int = 1,
                              spread: Double = Defaults.spread) {
        stroke(fingers: fingers, duration: duration, moving: true) { finger, f in
            Self.finger(finger, of: fingers, at: Self.lerp(from, to, f), spread: spread)
        }
    }

    /// One finger held still at `from` for `hold` seconds, then dragged to `to` in `duration`:
    /// a long press that turns into a drag (`LongPressGesture().sequenced(before: DragGesture())`).
    public mutating func pressAndDrag(from: TracePoint, to: TracePoint, hold: Double = Defaults.longPressDuration,
                                      duration: Double = Defaults.dragDuration, fingers: Int = 1, spread: Double = Defaults.spread) {
        let total = hold + duration
        stroke(fingers: fingers, duration: total, moving: true) { finger, f in
            let elapsed = f * total
            let center = elapsed <= hold ? from : Self.lerp(from, to, (elapsed - hold) / duration)
            return Self.finger(finger, of: fingers, at: center, spread: spread)
        }
    }

    /// Fingers moving at `velocity` (points per second) for `duration`, lifted while moving.
    public mutating func fling(from: TracePoint, velocity: TracePoint, duration: Double = Defaults.flingDuration, fingers: Int = 1,
                               spread: Double = Defaults.spread) {
        let to = TracePoint(x: from.x + velocity.x * duration, y: from.y + velocity.y * duration)
        drag(from: from, to: to, duration: duration, fingers: fingers, spread: spread)
    }

    /// Two fingers on a line through `center` at `angle` degrees (0 is horizontal, positive turns
    /// clockwise on screen), moving apart from `startSpread` to `endSpread` points.
    public mutating func pinch(center: TracePoint, startSpread: Double, endSpread: Double, angle: Double = 0,
                               duration: Double = Defaults.twoFingerDuration) {
        stroke(fingers: 2, duration: duration, moving: true) { finger, f in
            Self.finger(finger, center: center, spread: startSpread + (endSpread - startSpread) * f, degrees: angle)
        }
    }

    /// Two fingers `spread` points apart around `center`, turning by `angle` degrees (positive is
    /// clockwise on screen, as SwiftUI's rotation is) from `startAngle`.
    public mutating func rotate(center: TracePoint, angle: Double, spread: Double = Defaults.spread,
                                startAngle: Double = 0, duration: Double = Defaults.twoFingerDuration) {
        stroke(fingers: 2, duration: duration, moving: true) { finger, f in
            Self.finger(finger, center: center, spread: spread, degrees: startAngle + angle * f)
        }
    }

    /// Two fingers side by side, `spread` points apart, whose centre moves from `from` to `to`.
    public mutating func pan(from: TracePoint, to: TracePoint, spread: Double = Defaults.spread,
                             duration: Double = Defaults.twoFingerDuration) {
        stroke(fingers: 2, duration: duration, moving: true) { finger, f in
            Self.finger(finger, center: Self.lerp(from, to, f), spread: spread, degrees: 0)
        }
    }

    // MARK: - Sampling

    /// Puts `fingers` down together at the clock's time, samples `position(finger, fraction)` on
    /// every tick strictly inside `duration` (if the fingers move or jitter), and lifts them
    /// together at its end.
    /// `device`, when given, is the one contact instead of new fingers: a mouse's button or a
    /// Pencil with its id, each line made from `template` (its input, button, pose).
    mutating func stroke(fingers: Int, duration: Double, moving: Bool, device: (id: Int64, template: TraceEvent)? = nil,
                         position: (Int, Double) -> TracePoint) {
        let start = now
        let fingers = device == nil ? max(1, fingers) : 1
        let length = max(0, TraceTime(seconds: duration).nanoseconds)
        let ids = device.map { [$0.id] } ?? (0..<fingers).map { Int64($0) + nextPointer }
        if device == nil { nextPointer += Int64(fingers) }
        func emit(_ phase: PointerPhase, at offset: Int64, fraction: Double) {
            for finger in 0..<fingers {
                var point = position(finger, fraction)
                if jitter > 0 {
                    point.x += random.nextSigned() * jitter
                    point.y += random.nextSigned() * jitter
                }
                var event = device?.template ?? TraceEvent(time: start, pointer: 0, phase: phase, x: 0, y: 0)
                event.time = TraceTime(nanoseconds: start.nanoseconds + offset)
                event.pointer = ids[finger]
                event.phase = phase
                event.x = point.x
                event.y = point.y
                // A mouse's button is written on its press and release, not on its moves.
                if phase == .move {
                    event.button = 0
                    event.clicks = 0
                }
                events.append(event)
            }
        }
        emit(.down, at: 0, fraction: 0)
        if moving || jitter > 0 {
            var tick: Int64 = 1
            while true {
                let offset = TraceTime.tickOffset(tick, rate: rate)
                guard offset < length else { break }
                // Where the finger is at the tick's exact time: a 60 Hz sample of a 0→60 drag over
                // 50 ms is at 20, though its time is stamped 0.016667 (to the microsecond).
                emit(.move, at: offset, fraction: min(1, Double(tick) / (rate * Double(length) / 1e9)))
                tick += 1
            }
        }
        emit(.up, at: length, fraction: 1)
        now.nanoseconds = start.nanoseconds + length
    }


    static func lerp(_ a: TracePoint, _ b: TracePoint, _ fraction: Double) -> TracePoint {
        TracePoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }

    /// Finger `finger` of `count` in a horizontal row centred on `center`, neighbours `spread`
    /// apart; one finger is at `center` itself.
    private static func finger(_ finger: Int, of count: Int, at center: TracePoint, spread: Double) -> TracePoint {
        guard count > 1 else { return center }
        return TracePoint(x: center.x + (Double(finger) - Double(count - 1) / 2) * spread, y: center.y)
    }

    /// Finger 0 or 1 of a pair `spread` apart on a line through `center` at `degrees`.
    private static func finger(_ finger: Int, center: TracePoint, spread: Double, degrees: Double) -> TracePoint {
        let radians = degrees * .pi / 180
        let sign: Double = finger == 0 ? -1 : 1
        return TracePoint(x: center.x + sign * spread / 2 * cos(radians), y: center.y + sign * spread / 2 * sin(radians))
    }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64): the same seed gives the same
/// jitter on every platform, which `SystemRandomNumberGenerator` cannot promise.
struct SplitMix64: Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in [-1, 1).
    mutating func nextSigned() -> Double {
        Double(next() >> 11) / Double(1 << 53) * 2 - 1
    }
}
