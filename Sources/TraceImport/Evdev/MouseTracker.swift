import TraceFormat

/// A relative pointer — a mouse, a trackpoint, a touchpad in relative mode — as a Mac's cursor:
/// `REL_X`/`REL_Y` move it (one count a point, no acceleration, inside the screen box), a button
/// goes down and up on its own stream (`BTN_LEFT` primary, `BTN_RIGHT` secondary, `BTN_MIDDLE`
/// middle), and `REL_WHEEL`/`REL_HWHEEL` notches are `scroll` lines of one line each at the
/// cursor (docs/recording.md#2-import-linux-recordings-evemu-and-libinput-record). Positions are in points already.
struct MouseTracker: ContactTracker {
    private let width: Int32
    private let height: Int32
    private var x: Int32
    private var y: Int32
    private var motion: (x: Int32, y: Int32) = (0, 0)
    private var wheel: (x: Int32, y: Int32) = (0, 0)
    private var buttonsDown: [UInt8] = []
    private var changes: [(button: UInt8, down: Bool)] = []
    private var started = false

    /// The cursor starts in the middle of a `width` × `height` box.
    init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
        x = width / 2
        y = height / 2
    }

    /// The cursor is always there: a recording is one session.
    var contactsDown: Int { started ? 1 : 0 }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        switch (event.type, event.code) {
        case (Evdev.evRel, Evdev.relX): motion.x &+= event.value
        case (Evdev.evRel, Evdev.relY): motion.y &+= event.value
        case (Evdev.evRel, Evdev.relWheel): wheel.y &+= event.value
        case (Evdev.evRel, Evdev.relHWheel): wheel.x &+= event.value
        case (Evdev.evKey, let code) where Evdev.mouseButtons.contains(code):
            changes.append((UInt8(code - Evdev.mouseButtons.lowerBound), event.value != 0))
        default: break
        }
        return []
    }

    mutating func synReport() -> [ContactAction] {
        var actions: [ContactAction] = []
        let moved = motion != (0, 0)
        x = min(width, max(0, x &+ motion.x))
        y = min(height, max(0, y &+ motion.y))
        motion = (0, 0)
        if !started {
            started = true
            actions.append(action(.hover))
        } else if moved {
            actions.append(action(buttonsDown.isEmpty ? .hover : .move))
        }
        for (button, down) in changes {
            // A repeated report of a state is no change.
            if down == buttonsDown.contains(button) { continue }
            if down { buttonsDown.append(button) } else { buttonsDown.removeAll { $0 == button } }
            var press = action(down ? .down : .up)
            press.button = button
            actions.append(press)
        }
        changes.removeAll()
        if wheel != (0, 0) {
            var scroll = action(.scroll)
            // A notch away from the user (positive REL_WHEEL) scrolls toward the content's start:
            // a trace's dy is positive toward its end (W3C's deltaY).
            scroll.dx = Double(wheel.x)
            scroll.dy = -Double(wheel.y)
            actions.append(scroll)
            wheel = (0, 0)
        }
        return actions
    }

    func contactsStillDown() -> [ContactAction] {
        buttonsDown.map { button in
            var cancel = action(.cancel)
            cancel.button = button
            return cancel
        }
    }

    private func action(_ phase: PointerPhase) -> ContactAction {
        ContactAction(phase: phase, contact: 0, x: x, y: y, input: .pointer)
    }
}
