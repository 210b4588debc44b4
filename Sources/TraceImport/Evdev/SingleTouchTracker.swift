/// Single touch: one contact, `ABS_X`/`ABS_Y` for its place and `BTN_TOUCH` for whether it is down,
/// as pens and simple touchscreens report.
struct SingleTouchTracker: ContactTracker {
    private var touching = false
    private var x: Int32 = 0
    private var y: Int32 = 0
    /// The contact down, with the place last reported to the traces.
    private var down: (contact: Int, x: Int32, y: Int32)?
    private var nextContact = 0

    var contactsDown: Int { down == nil ? 0 : 1 }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        switch (event.type, event.code) {
        case (Evdev.evAbs, Evdev.absX): x = event.value
        case (Evdev.evAbs, Evdev.absY): y = event.value
        case (Evdev.evKey, Evdev.btnTouch): touching = event.value != 0
        default: break
        }
        return []
    }

    mutating func synReport() -> [ContactAction] {
        if touching {
            if let current = down {
                guard current.x != x || current.y != y else { return [] }
                down = (current.contact, x, y)
                return [.move(contact: current.contact, x: x, y: y)]
            }
            down = (nextContact, x, y)
            nextContact += 1
            return [.down(contact: down!.contact, x: x, y: y)]
        }
        guard let current = down else { return [] }
        down = nil
        return [.up(contact: current.contact, x: current.x, y: current.y)]
    }

    func contactsStillDown() -> [ContactAction] {
        down.map { [.cancel(contact: $0.contact, x: $0.x, y: $0.y)] } ?? []
    }
}
