#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat

/// A touchpad's fingers as a Mac's trackpad gives them to an app (`import --trackpad`): one finger
/// moves the cursor (`hover`), two scroll (`scroll` with the fingers' phases, natural direction)
/// or pinch and turn (`magnify` and `rotate`), as libinput's gesture code tells them apart; a
/// physical click is a click at the cursor. Three or more fingers (a swipe) reach no SwiftUI
/// gesture and write nothing. Wraps the device's contact tracker; positions stay in device
/// units, and deltas go to points with `transform`.
struct TrackpadTracker: ContactTracker {
    /// How far two fingers' centre moves (points) before they scroll, and how much their distance
    /// changes (points) or their angle turns (degrees) before they pinch: whichever comes first
    /// decides the gesture until a finger lifts. Proposed: libinput decides by the direction the
    /// fingers move in (gesture.c); these are this importer's own thresholds.
    static var scrollThreshold: Double { 6 }
    static var pinchThreshold: Double { 8 }
    static var rotateThreshold: Double { 5 }

    private var fingers: any ContactTracker
    private let transform: PointTransform
    private var cursor: (x: Double, y: Double)
    private var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)
    /// Each finger down, by contact, in device units, in landing order.
    private var down: [(contact: Int, x: Int32, y: Int32)] = []
    private enum Gesture { case none, undecided, scroll, pinch }
    private var gesture = Gesture.none
    /// The two fingers' distance (points) and angle (degrees) when the gesture began and last frame.
    private var start: (distance: Double, angle: Double, centre: (Double, Double)) = (0, 0, (0, 0))
    private var last: (distance: Double, angle: Double, centre: (Double, Double)) = (0, 0, (0, 0))
    private var clicks: [(button: UInt8, down: Bool)] = []
    private var buttonsDown: [UInt8] = []
    private var started = false

    init(fingers: any ContactTracker, device: EvdevDevice, transform: PointTransform) {
        self.fingers = fingers
        self.transform = transform
        let (x, y) = device.positionAxes!
        bounds = (Double(x.minimum)...Double(max(x.minimum, x.maximum)), Double(y.minimum)...Double(max(y.minimum, y.maximum)))
        cursor = ((bounds.x.lowerBound + bounds.x.upperBound) / 2, (bounds.y.lowerBound + bounds.y.upperBound) / 2)
    }

    /// The cursor is always there: a recording is one session.
    var contactsDown: Int { started ? 1 : 0 }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        if event.type == Evdev.evKey, Evdev.mouseButtons.contains(event.code) {
            clicks.append((UInt8(event.code - Evdev.mouseButtons.lowerBound), event.value != 0))
            return []
        }
        return track(fingers.receive(event))
    }

    mutating func synReport() -> [ContactAction] {
        var actions = track(fingers.synReport())
        if !started {
            started = true
            actions.insert(action(.hover), at: 0)
        }
        for (button, isDown) in clicks where isDown != buttonsDown.contains(button) {
            if isDown { buttonsDown.append(button) } else { buttonsDown.removeAll { $0 == button } }
            var click = action(isDown ? .down : .up)
            click.button = button
            actions.append(click)
        }
        clicks.removeAll()
        return actions
    }

    func contactsStillDown() -> [ContactAction] {
        var actions: [ContactAction] = []
        if gesture == .scroll { actions.append(scroll(0, 0, .cancelled)) }
        if gesture == .pinch { actions += [transformLine(.magnify, 0, .cancelled), transformLine(.rotate, 0, .cancelled)] }
        for button in buttonsDown {
            var cancel = action(.cancel)
            cancel.button = button
            actions.append(cancel)
        }
        return actions
    }

    /// The fingers' actions become the cursor's and the gestures'.
    private mutating func track(_ contacts: [ContactAction]) -> [ContactAction] {
        guard !contacts.isEmpty else { return [] }
        var actions: [ContactAction] = []
        let before = down
        for contact in contacts {
            switch contact.phase {
            case .down: down.append((contact.contact, contact.x, contact.y))
            case .move:
                if let index = down.firstIndex(where: { $0.contact == contact.contact }) { down[index] = (contact.contact, contact.x, contact.y) }
            default: down.removeAll { $0.contact == contact.contact }
            }
        }
        if down.count != 2 || before.count != 2 || before[0].contact != down[0].contact || before[1].contact != down[1].contact {
            // The pair changed: the gesture under way ends, and a new pair may begin one.
            actions += end()
            if down.count == 2 {
                start = measure()
                last = start
                gesture = .undecided
            }
        }
        switch down.count {
        case 1 where before.count == 1 && before[0].contact == down[0].contact:
            let moveX = Double(down[0].x) - Double(before[0].x), moveY = Double(down[0].y) - Double(before[0].y)
            if moveX != 0 || moveY != 0 {
                cursor = (min(bounds.x.upperBound, max(bounds.x.lowerBound, cursor.x + moveX)),
                          min(bounds.y.upperBound, max(bounds.y.lowerBound, cursor.y + moveY)))
                actions.append(action(buttonsDown.isEmpty ? .hover : .move))
            }
        case 2 where gesture != .none:
            actions += twoFingers(measure())
        default:
            break
        }
        return actions
    }

    private mutating func twoFingers(_ now: (distance: Double, angle: Double, centre: (Double, Double))) -> [ContactAction] {
        defer { last = now }
        if gesture == .undecided {
            let moved = hypot(now.centre.0 - start.centre.0, now.centre.1 - start.centre.1)
            if abs(now.distance - start.distance) >= Self.pinchThreshold || abs(Self.turn(from: start.angle, to: now.angle)) >= Self.rotateThreshold {
                gesture = .pinch
                // The pinch is measured from here, as NSEvent's first magnify is.
                start = now
                return [transformLine(.magnify, 0, .began), transformLine(.rotate, 0, .began)]
            }
            if moved >= Self.scrollThreshold {
                gesture = .scroll
                return [scroll(now.centre.0 - start.centre.0, now.centre.1 - start.centre.1, .began)]
            }
            return []
        }
        if gesture == .scroll {
            let dx = now.centre.0 - last.centre.0, dy = now.centre.1 - last.centre.1
            return dx == 0 && dy == 0 ? [] : [scroll(dx, dy, .changed)]
        }
        var actions: [ContactAction] = []
        if start.distance > 0, now.distance != last.distance {
            actions.append(transformLine(.magnify, (now.distance - last.distance) / start.distance, .changed))
        }
        let turn = Self.turn(from: last.angle, to: now.angle)
        if turn != 0 { actions.append(transformLine(.rotate, turn, .changed)) }
        return actions
    }

    private mutating func end() -> [ContactAction] {
        defer { gesture = .none }
        switch gesture {
        case .scroll: return [scroll(0, 0, .ended)]
        case .pinch: return [transformLine(.magnify, 0, .ended), transformLine(.rotate, 0, .ended)]
        case .none, .undecided: return []
        }
    }

    /// The pair's distance and angle (degrees, clockwise on a y-down surface) and centre, in points.
    private func measure() -> (distance: Double, angle: Double, centre: (Double, Double)) {
        let a = transform.point(down[0].x, down[0].y), b = transform.point(down[1].x, down[1].y)
        return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x) * 180 / .pi, ((a.x + b.x) / 2, (a.y + b.y) / 2))
    }

    private static func turn(from a: Double, to b: Double) -> Double {
        var turn = b - a
        if turn > 180 { turn -= 360 } else if turn <= -180 { turn += 360 }
        return turn
    }

    private func action(_ phase: PointerPhase) -> ContactAction {
        ContactAction(phase: phase, contact: 0, x: Int32(cursor.x.rounded()), y: Int32(cursor.y.rounded()), input: .pointer)
    }

    /// Two fingers moving by (dx, dy) points: natural scrolling, so fingers moving up scroll
    /// toward the content's end (a trace's dy is positive toward the end).
    private func scroll(_ dx: Double, _ dy: Double, _ stage: LinePhase) -> ContactAction {
        var line = action(.scroll)
        line.dx = -dx
        line.dy = -dy
        line.stage = stage
        line.inLines = false
        return line
    }

    private func transformLine(_ phase: PointerPhase, _ delta: Double, _ stage: LinePhase) -> ContactAction {
        var line = action(phase)
        line.dx = delta
        line.stage = stage
        return line
    }
}
