import Recognizers
import TraceFormat

/// One interaction `lint` tries on a view: a touch synthesized with `TouchScript` — the code
/// `synth` uses — at a point inside the view's hit shape. `arguments` is the same interaction
/// as `synth` arguments, so every finding can be replayed and explained by hand.
package struct LintProbe: Sendable {
    package enum Kind: Sendable, Equatable {
        case tap(count: Int)
        case longPress(duration: Double)
        case drag(Direction, length: Double)
        case fling(Direction)
        case pressAndDrag(Direction, hold: Double)
        /// From the screen's leading edge to the right, at the point's height.
        case edgeSwipe
        case pinch
        case rotate
    }

    /// Fingers the probe puts down at once: a pinch's and a rotation's two, or the probe's own
    /// count — several side by side for a gesture that needs them (`numberOfTouchesRequired`).
    package var fingerCount: Int {
        switch kind {
        case .pinch, .rotate: 2
        case .tap, .longPress, .drag, .fling, .pressAndDrag, .edgeSwipe: fingers
        }
    }

    package enum Direction: String, CaseIterable, Sendable {
        case up, down, left, right

        var unit: (x: Double, y: Double) {
            switch self {
            case .up: (0, -1)
            case .down: (0, 1)
            case .left: (-1, 0)
            case .right: (1, 0)
            }
        }

        var isVertical: Bool { self == .up || self == .down }
    }

    package var kind: Kind
    /// Fingers side by side for a tap, press or drag; 1 for most probes.
    package var fingers = 1
    /// How far a drag goes once the screen's edges cut it (`.drag`'s length is what was asked).
    package var travel: Double? = nil
    package var point: TracePoint
    package var events: [TraceEvent]
    /// `synth` arguments that make the same trace: `drag --from 195,428.5 --to 195,278.5`.
    package var arguments: String
    /// The time the last finger lifts: a tap's action that runs later waited for something.
    package var liftTime: TraceTime

    /// What the probe is, in a message: "a tap", "a 150 pt drag up", "a two-finger tap".
    package var name: String {
        guard fingers > 1 else { return oneFingerName }
        let words = ["two", "three", "four", "five"]
        let count = words.indices.contains(fingers - 2) ? words[fingers - 2] : String(fingers)
        let name = oneFingerName
        return name.hasPrefix("a ") ? "a \(count)-finger " + name.dropFirst(2) : "\(count)-finger " + name
    }

    private var oneFingerName: String {
        switch kind {
        case .tap(1): "a tap"
        case .tap(2): "a double tap"
        case .tap(let count): "\(count) taps"
        case .longPress: "a long press"
        case .drag(let direction, let length): "a \(NumberFormat.string(((travel ?? length) * 10).rounded() / 10)) pt drag \(direction.rawValue)"
        case .fling(let direction): "a fling \(direction.rawValue)"
        case .pressAndDrag(let direction, _): "a long press then drag \(direction.rawValue)"
        case .edgeSwipe: "a swipe from the leading edge"
        case .pinch: "a pinch"
        case .rotate: "a rotation"
        }
    }

    /// Distances, speeds and times of the probes, in points and seconds.
    package enum Constants {
        /// A short drag: past every recognizer's slop (DragGesture's 10 pt, UIScrollView's
        /// ~10 pt) but not a page's worth.
        package static let shortDrag = 30.0
        /// A long drag: a deliberate scroll or swipe.
        package static let longDrag = 150.0
        package static let shortDragDuration = 0.15
        /// A fling's speed: well past UIKit's swipe threshold (about 300 pt/s) and a paging
        /// view's flick.
        package static let flingSpeed = 1500.0
        /// How long a Mac's probe drags the mouse at the fling's speed, seconds.
        package static let pointerFlingDuration = 0.1
        /// The press of a long press: TouchScript's 0.8 s, or a gesture's minimumDuration + 0.3 s.
        package static let longPressMargin = 0.3
        /// Where an edge swipe starts: inside UIKit's 20-point edge zone.
        package static let edgeStart = 2.0
        package static let pinchStartSpread = 60.0
        package static let pinchEndSpread = 160.0
        package static let rotateAngle = 60.0
        package static let rotateSpread = 80.0
        /// Kept this far inside the screen's edges, so no finger leaves it.
        package static let screenInset = 1.0
        /// The longest press and the most taps a probe makes: what a person would try. A gesture
        /// that needs more (`minimumDuration: 1e10`, `count: 100000`) gets no probe of its kind,
        /// and lint does not judge it.
        package static let longestPress = 60.0
        package static let mostTaps = 10
        /// The longest drag asked for; the screen's edges cut every drag shorter anyway.
        package static let longestDrag = 2000.0
        /// Neighbouring fingers of a several-finger probe: two fingertips side by side
        /// (TouchScript's 100 pt), or half the view's width if that is less, so every finger
        /// lands on the view.
        package static let fingerSpread = TouchScript.Defaults.spread
    }
}

/// Makes the probes of a view: which interactions, at which point, within which screen.
package struct ProbeFactory: Sendable {
    /// Where fingers can go: the screen.
    package var screen: CGRect
    /// The longest minimumDuration of a long press, the largest minimumDistance of a drag and
    /// the most taps any gesture of the view (or its ancestors) needs.
    package var longPressDuration = TouchScript.Defaults.longPressDuration
    package var longDrag = LintProbe.Constants.longDrag
    package var tapCount = 2
    package var pinches = false
    package var rotates = false
    package var sequences = false
    package var edgeSwipes = false
    /// Finger counts above one that a gesture of the view needs (a UIKit recognizer's
    /// `numberOfTouchesRequired`): each gets its taps, long press and drags.
    package var touchCounts: Set<Int> = []
    package var fingerSpread = LintProbe.Constants.fingerSpread
    /// A Mac's probes: a mouse clicks, holds and drags, a trackpad pinches and rotates; nothing
    /// swipes from an edge or lands several fingers (`synth`'s `click`, `mouse-drag`, …).
    package var pointer = false

    package init(screen: CGRect, pointer: Bool = false) {
        self.screen = screen
        self.pointer = pointer
    }

    /// Every probe at `point`, in a fixed order (findings name the first that shows them).
    package func probes(at point: TracePoint) -> [LintProbe] {
        var kinds: [LintProbe.Kind] = []
        for count in 1...max(2, tapCount) { kinds.append(.tap(count: count)) }
        kinds.append(.longPress(duration: longPressDuration))
        for direction in LintProbe.Direction.allCases {
            kinds.append(.drag(direction, length: LintProbe.Constants.shortDrag))
            kinds.append(.drag(direction, length: longDrag))
        }
        kinds.append(.fling(.up))
        if sequences, !pointer { for direction in LintProbe.Direction.allCases { kinds.append(.pressAndDrag(direction, hold: longPressDuration)) } }
        if edgeSwipes, !pointer { kinds.append(.edgeSwipe) }
        if pinches { kinds.append(.pinch) }
        if rotates { kinds.append(.rotate) }
        var probes = kinds.map { probe($0, at: point) }
        for fingers in touchCounts.sorted() where fingers > 1 && !pointer {
            var several: [LintProbe.Kind] = (1...max(2, tapCount)).map { .tap(count: $0) } + [.longPress(duration: longPressDuration)]
            several += LintProbe.Direction.allCases.map { .drag($0, length: longDrag) }
            probes += several.map { probe($0, at: point, fingers: fingers) }
        }
        return probes
    }

    private func clamp(_ point: TracePoint) -> TracePoint {
        let inset = LintProbe.Constants.screenInset
        return TracePoint(x: min(max(point.x, screen.minX + inset), screen.maxX - inset),
                          y: min(max(point.y, screen.minY + inset), screen.maxY - inset))
    }

    private static func text(_ point: TracePoint) -> String { NumberFormat.string(point.x) + "," + NumberFormat.string(point.y) }

    func probe(_ kind: LintProbe.Kind, at point: TracePoint, fingers: Int = 1) -> LintProbe {
        if pointer, let probe = pointerProbe(kind, at: point) { return probe }
        var script = TouchScript(rate: 60)
        var travel: Double?
        let at = Self.text(point)
        let arguments: String
        let spread = fingerSpread
        let several = fingers > 1 ? " --fingers \(fingers) --spread \(NumberFormat.string(spread))" : ""
        let c = LintProbe.Constants.self
        func end(_ direction: LintProbe.Direction, _ length: Double) -> TracePoint {
            clamp(TracePoint(x: point.x + direction.unit.x * length, y: point.y + direction.unit.y * length))
        }
        switch kind {
        case .tap(let count):
            for index in 0..<count {
                if index > 0 { script.wait(TouchScript.Defaults.doubleTapInterval) }
                script.tap(at: point, fingers: fingers, spread: spread)
            }
            arguments = count == 1 ? "tap --at \(at)\(several)"
                : count == 2 ? "double-tap --at \(at)\(several)"
                : (["tap --at \(at)\(several)"] + Array(repeating: "tap --at \(at)\(several) --after 0.1", count: count - 1)).joined(separator: " then ")
        case .longPress(let duration):
            script.longPress(at: point, duration: duration, fingers: fingers, spread: spread)
            arguments = "long-press --at \(at) --duration \(NumberFormat.string(duration))\(several)"
        case .drag(let direction, let length):
            let to = end(direction, length)
            let duration = length <= c.shortDrag ? c.shortDragDuration : TouchScript.Defaults.dragDuration
            script.drag(from: point, to: to, duration: duration, fingers: fingers, spread: spread)
            arguments = "drag --from \(at) --to \(Self.text(to))" + (duration == TouchScript.Defaults.dragDuration ? "" : " --duration \(NumberFormat.string(duration))")
                + several
            travel = ((to.x - point.x) * (to.x - point.x) + (to.y - point.y) * (to.y - point.y)).squareRoot()
        case .fling(let direction):
            let velocity = TracePoint(x: direction.unit.x * c.flingSpeed, y: direction.unit.y * c.flingSpeed)
            script.fling(from: point, velocity: velocity)
            arguments = "fling --from \(at) --velocity \(Self.text(velocity))"
        case .pressAndDrag(let direction, let hold):
            let to = end(direction, longDrag)
            script.pressAndDrag(from: point, to: to, hold: hold)
            arguments = "press-drag --from \(at) --to \(Self.text(to)) --hold \(NumberFormat.string(hold))"
        case .edgeSwipe:
            let from = TracePoint(x: screen.minX + c.edgeStart, y: point.y)
            let to = clamp(TracePoint(x: from.x + screen.width / 2, y: point.y))
            script.drag(from: from, to: to)
            arguments = "drag --from \(Self.text(from)) --to \(Self.text(to))"
        case .pinch:
            script.pinch(center: point, startSpread: c.pinchStartSpread, endSpread: c.pinchEndSpread)
            arguments = "pinch --center \(at) --start-spread \(NumberFormat.string(c.pinchStartSpread)) --end-spread \(NumberFormat.string(c.pinchEndSpread))"
        case .rotate:
            script.rotate(center: point, angle: c.rotateAngle, spread: c.rotateSpread)
            arguments = "rotate --center \(at) --angle \(NumberFormat.string(c.rotateAngle)) --spread \(NumberFormat.string(c.rotateSpread))"
        }
        return LintProbe(kind: kind, fingers: fingers, travel: travel, point: point, events: script.events, arguments: arguments, liftTime: script.now)
    }

    private func mouseDrag(_ script: inout TouchScript, from point: TracePoint, _ direction: LintProbe.Direction, reach: Double,
                           duration: Double) -> (arguments: String, travel: Double) {
        let to = clamp(TracePoint(x: point.x + direction.unit.x * reach, y: point.y + direction.unit.y * reach))
        script.mouseDrag(from: point, to: to, duration: duration)
        let arguments = "mouse-drag --from \(Self.text(point)) --to \(Self.text(to))"
            + (duration == TouchScript.Defaults.dragDuration ? "" : " --duration \(NumberFormat.string(duration))")
        return (arguments, ((to.x - point.x) * (to.x - point.x) + (to.y - point.y) * (to.y - point.y)).squareRoot())
    }

    /// The probe as a Mac's mouse or trackpad makes it, written as the `synth` steps that make
    /// the same events; nil for a kind a pointer has no way to make.
    private func pointerProbe(_ kind: LintProbe.Kind, at point: TracePoint) -> LintProbe? {
        var script = TouchScript(rate: 60)
        var travel: Double?
        let at = Self.text(point)
        let c = LintProbe.Constants.self
        let arguments: String
        switch kind {
        case .tap(let count):
            if count == 2 {
                script.doubleClick(at: point)
                arguments = "double-click --at \(at)"
            } else {
                let interval = TouchScript.PointerDefaults.doubleClickInterval
                for index in 0..<count {
                    if index > 0 { script.wait(interval) }
                    script.click(at: point)
                }
                arguments = (["click --at \(at)"] + Array(repeating: "click --at \(at) --after \(NumberFormat.string(interval))", count: count - 1))
                    .joined(separator: " then ")
            }
        case .longPress(let duration):
            script.click(at: point, hold: duration)
            arguments = "click --at \(at) --hold \(NumberFormat.string(duration))"
        case .drag(let direction, let length):
            let duration = length <= c.shortDrag ? c.shortDragDuration : TouchScript.Defaults.dragDuration
            (arguments, travel) = mouseDrag(&script, from: point, direction, reach: length, duration: duration)
        case .fling(let direction):
            // A flick of the mouse: the fling's speed kept for a short drag.
            (arguments, travel) = mouseDrag(&script, from: point, direction, reach: c.flingSpeed * c.pointerFlingDuration, duration: c.pointerFlingDuration)
        case .pinch:
            let scale = c.pinchEndSpread / c.pinchStartSpread
            script.trackpadPinch(at: point, scale: scale)
            arguments = "trackpad-pinch --at \(at) --scale \(NumberFormat.string(scale))"
        case .rotate:
            script.trackpadRotate(at: point, angle: c.rotateAngle)
            arguments = "trackpad-rotate --at \(at) --angle \(NumberFormat.string(c.rotateAngle))"
        default:
            return nil
        }
        return LintProbe(kind: kind, fingers: 1, travel: travel, point: point, events: script.events, arguments: arguments, liftTime: script.now)
    }
}

