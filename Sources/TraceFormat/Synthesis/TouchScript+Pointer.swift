/// What a mouse, a trackpad and Apple Pencil do, in trace format version 2
/// (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil): the script's mouse and Pencil are one device each, with one
/// id for all they do, hovering between presses.
extension TouchScript {
    /// Defaults of the pointer gestures, seconds.
    public enum PointerDefaults {
        /// Press to release of a click: a brisk click, as `Defaults.tapHold` is a brisk tap.
        public static let clickHold = 0.05
        /// Release of the first click to press of the second: inside SwiftUI's 0.35 s.
        public static let doubleClickInterval = 0.1
        public static let hoverDuration = 0.3
        public static let scrollDuration = 0.3
        public static let trackpadDuration = 0.5
        public static let strokeDuration = 0.3
        public static let squeezeDuration = 0.2
        /// A Pencil's height over the screen where a stroke's hover starts (1 far, 0 near).
        public static let hoverHeight = 0.5
    }

    /// How far through a gesture of `length` nanoseconds tick `tick` is: its exact time's share,
    /// as a finger's strokes sample it, not the microsecond its line is stamped with.
    private func fraction(ofTick tick: Int64, in length: Int64) -> Double {
        length == 0 ? 1 : min(1, Double(tick) / (rate * Double(length) / 1e9))
    }

    private mutating func mouseID() -> Int64 {
        if let mouse { return mouse }
        mouse = nextPointer
        nextPointer += 1
        return mouse!
    }

    private mutating func pencilID() -> Int64 {
        if let pencil { return pencil }
        pencil = nextPointer
        nextPointer += 1
        return pencil!
    }

    private func pointerLine(_ input: InputKind, id: Int64, phase: PointerPhase, at point: TracePoint, time: TraceTime? = nil) -> TraceEvent {
        TraceEvent(time: time ?? now, pointer: id, phase: phase, x: point.x, y: point.y, input: input)
    }

    /// A mouse click of `button` (0 primary, 1 secondary, 2 middle) at `point`, held `hold`
    /// seconds; `clicks` is the count the system reports, `modifiers` the keys held.
    public mutating func click(at point: TracePoint, button: UInt8 = 0, clicks: Int = 1, hold: Double = PointerDefaults.clickHold,
                               modifiers: ModifierKeys = []) {
        var template = pointerLine(.pointer, id: mouseID(), phase: .down, at: point)
        template.button = button
        template.clicks = UInt8(clamping: clicks)
        template.modifiers = modifiers
        stroke(fingers: 1, duration: hold, moving: false, device: (template.pointer, template)) { _, _ in point }
        // The count is the press's; the release carries none.
        events[events.count - 1].clicks = 0
    }

    /// A mouse drag with `button` (0 primary, 1 secondary) held: pressed at `from`, moved to `to`
    /// a sample on every tick over `duration` seconds, released there — what a Mac's
    /// `DragGesture` sees.
    public mutating func mouseDrag(from: TracePoint, to: TracePoint, button: UInt8 = 0, duration: Double = Defaults.dragDuration) {
        var template = pointerLine(.pointer, id: mouseID(), phase: .down, at: from)
        template.button = button
        template.clicks = 1
        let first = events.count
        stroke(fingers: 1, duration: duration, moving: true, device: (template.pointer, template)) { _, fraction in
            Self.lerp(from, to, fraction)
        }
        // The press carries the click count; its moves and its release none.
        for index in (first + 1)..<events.count { events[index].clicks = 0 }
    }

    /// Two primary clicks at `point`, the second reported as a double click; `interval` runs
    /// from the first release to the second press.
    public mutating func doubleClick(at point: TracePoint, interval: Double = PointerDefaults.doubleClickInterval,
                                     hold: Double = PointerDefaults.clickHold) {
        click(at: point, clicks: 1, hold: hold)
        wait(interval)
        click(at: point, clicks: 2, hold: hold)
    }

    /// The mouse (or, with `input: .pencil`, the Pencil at `height`) hovering from `from` to
    /// `to`, a sample on every tick; `leaves` ends it with a `leave`.
    public mutating func hover(from: TracePoint, to: TracePoint, duration: Double = PointerDefaults.hoverDuration,
                               input: InputKind = .pointer, height: Double = PointerDefaults.hoverHeight, leaves: Bool = false) {
        let id = input == .pencil ? pencilID() : mouseID()
        let start = now
        let length = max(0, TraceTime(seconds: duration).nanoseconds)
        var tick: Int64 = 0
        while true {
            let offset = min(TraceTime.tickOffset(tick, rate: rate), length)
            let fraction = fraction(ofTick: tick, in: length)
            var line = pointerLine(input, id: id, phase: .hover,
                                   at: TracePoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction),
                                   time: TraceTime(nanoseconds: start.nanoseconds + offset))
            if input == .pencil { line.zOffset = height }
            events.append(line)
            if offset >= length { break }
            tick += 1
        }
        now.nanoseconds = start.nanoseconds + length
        if leaves {
            var leave = pointerLine(input, id: id, phase: .leave, at: to)
            leave.x = .nan
            leave.y = .nan
            events.append(leave)
        }
    }

    /// A scroll at `point`: with `lines`, a scroll wheel's steps of one line each (their sign
    /// the direction, `dy` positive moves the content toward its end), one per tick; else a
    /// trackpad's two-finger scroll of `dx`, `dy` points over `duration`, `began` to `ended`.
    public mutating func scroll(at point: TracePoint, dx: Double = 0, dy: Double = 0, lines: Int = 0,
                                duration: Double = PointerDefaults.scrollDuration) {
        if lines != 0 {
            for step in 0..<abs(lines) {
                var line = TraceEvent(time: TraceTime(nanoseconds: now.nanoseconds + TraceTime.tickOffset(Int64(step), rate: rate)),
                                      pointer: 0, phase: .scroll, x: point.x, y: point.y)
                line.dy = lines > 0 ? 1 : -1
                line.inLines = true
                events.append(line)
            }
            now.nanoseconds += TraceTime.tickOffset(Int64(abs(lines) - 1), rate: rate)
            return
        }
        continuous(.scroll, at: point, total: (dx, dy), duration: duration)
    }

    /// A trackpad pinch at `point` to `scale` (AppKit's magnification: the deltas add up to
    /// `scale - 1`).
    public mutating func trackpadPinch(at point: TracePoint, scale: Double, duration: Double = PointerDefaults.trackpadDuration) {
        continuous(.magnify, at: point, total: (scale - 1, 0), duration: duration)
    }

    /// A trackpad rotation at `point` by `angle` degrees, clockwise positive.
    public mutating func trackpadRotate(at point: TracePoint, angle: Double, duration: Double = PointerDefaults.trackpadDuration) {
        continuous(.rotate, at: point, total: (angle, 0), duration: duration)
    }

    /// A trackpad gesture's lines: `began` with the first tick's share, `changed` on each tick,
    /// `ended` with none at the end.
    private mutating func continuous(_ phase: PointerPhase, at point: TracePoint, total: (Double, Double), duration: Double) {
        let start = now
        let length = max(0, TraceTime(seconds: duration).nanoseconds)
        // Each tick's share is the difference of the totals so far, each `total × tick / ticks`,
        // so three ticks of 30 are 10, 10 and 10, not 10.000000000000002.
        let ticks = rate * Double(length) / 1e9
        func sofar(_ tick: Int64, _ total: Double) -> Double { tick == 0 ? 0 : Double(tick) >= ticks ? total : total * Double(tick) / ticks }
        var tick: Int64 = 1
        while true {
            let offset = min(TraceTime.tickOffset(tick, rate: rate), length)
            var line = TraceEvent(time: TraceTime(nanoseconds: start.nanoseconds + offset), pointer: 0, phase: phase, x: point.x, y: point.y)
            line.stage = tick == 1 ? .began : .changed
            line.dx = sofar(tick, total.0) - sofar(tick - 1, total.0)
            line.dy = sofar(tick, total.1) - sofar(tick - 1, total.1)
            events.append(line)
            if offset >= length { break }
            tick += 1
        }
        var end = TraceEvent(time: TraceTime(nanoseconds: start.nanoseconds + length), pointer: 0, phase: phase, x: point.x, y: point.y)
        end.stage = .ended
        events.append(end)
        now.nanoseconds = start.nanoseconds + length
    }

    /// An Apple Pencil stroke from `from` to `to`: it hovers in at `from`, touches down with
    /// `pressure` and its pose (`altitude`, `azimuth`, radians), draws, lifts, and hovers there.
    public mutating func pencilStroke(from: TracePoint, to: TracePoint, duration: Double = PointerDefaults.strokeDuration,
                                      pressure: Double = 0.5, altitude: Double = 1.0, azimuth: Double = 0) {
        var hover = pointerLine(.pencil, id: pencilID(), phase: .hover, at: from)
        hover.zOffset = PointerDefaults.hoverHeight
        hover.altitude = altitude
        hover.azimuth = azimuth
        events.append(hover)
        now.nanoseconds += TraceTime.tickOffset(1, rate: rate)
        var template = pointerLine(.pencil, id: hover.pointer, phase: .down, at: from)
        template.pressure = pressure
        template.altitude = altitude
        template.azimuth = azimuth
        stroke(fingers: 1, duration: duration, moving: true, device: (template.pointer, template)) { _, f in
            TracePoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        }
        now.nanoseconds += TraceTime.tickOffset(1, rate: rate)
        // Lifted, it hovers held as it drew: a squeeze after it has that pose.
        var after = pointerLine(.pencil, id: hover.pointer, phase: .hover, at: to)
        after.zOffset = PointerDefaults.hoverHeight
        after.altitude = altitude
        after.azimuth = azimuth
        events.append(after)
    }

    /// An Apple Pencil Pro squeeze, `began` to `ended` over `duration`.
    public mutating func squeeze(duration: Double = PointerDefaults.squeezeDuration) {
        let id = pencilID()
        for (offset, stage) in [(0.0, LinePhase.began), (duration, .ended)] {
            var line = TraceEvent(time: TraceTime(nanoseconds: now.nanoseconds + TraceTime(seconds: offset).nanoseconds),
                                  pointer: id, phase: .squeeze, x: .nan, y: .nan)
            line.stage = stage
            events.append(line)
        }
        wait(duration)
    }
}
