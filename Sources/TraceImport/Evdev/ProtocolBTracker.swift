/// Multi-touch protocol B: contacts live in slots (`ABS_MT_SLOT`), begin with a tracking id and
/// end with tracking id −1; the kernel sends only what changed.
struct ProtocolBTracker: ContactTracker {
    private struct Slot {
        var contact: Int
        var x: Int32
        var y: Int32
        /// Reported down to the traces (at its first complete frame).
        var emitted = false
        var moved = false
    }

    private var slots: [Int32: Slot] = [:]
    private var slot: Int32 = 0
    // A slot keeps its last position after its contact lifts; a new contact in it that does not
    // report a coordinate has the old one (the kernel only sends changes).
    private var slotPositions: [Int32: (x: Int32, y: Int32)] = [:]
    private var nextContact = 0

    var contactsDown: Int { slots.values.count(where: \.emitted) }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        guard event.type == Evdev.evAbs else { return [] }
        switch event.code {
        case Evdev.absMTSlot:
            slot = event.value
        case Evdev.absMTTrackingID:
            // A new tracking id in an occupied slot lifts the old contact first.
            var actions: [ContactAction] = []
            if let old = slots.removeValue(forKey: slot), old.emitted {
                actions.append(.up(contact: old.contact, x: old.x, y: old.y))
            }
            if event.value >= 0 {
                let position = slotPositions[slot] ?? (0, 0)
                slots[slot] = Slot(contact: nextContact, x: position.x, y: position.y)
                nextContact += 1
            }
            return actions
        case Evdev.absMTPositionX:
            slotPositions[slot, default: (0, 0)].x = event.value
            if var current = slots[slot] {
                current.moved = current.moved || current.x != event.value
                current.x = event.value
                slots[slot] = current
            }
        case Evdev.absMTPositionY:
            slotPositions[slot, default: (0, 0)].y = event.value
            if var current = slots[slot] {
                current.moved = current.moved || current.y != event.value
                current.y = event.value
                slots[slot] = current
            }
        default:
            break
        }
        return []
    }

    mutating func synReport() -> [ContactAction] {
        var actions: [ContactAction] = []
        for key in slots.keys.sorted() {
            guard var current = slots[key] else { continue }
            if !current.emitted {
                actions.append(.down(contact: current.contact, x: current.x, y: current.y))
                current.emitted = true
                current.moved = false
            } else if current.moved {
                actions.append(.move(contact: current.contact, x: current.x, y: current.y))
                current.moved = false
            }
            slots[key] = current
        }
        return actions
    }

    func contactsStillDown() -> [ContactAction] {
        slots.keys.sorted().compactMap { key in
            let current = slots[key]!
            return current.emitted ? .cancel(contact: current.contact, x: current.x, y: current.y) : nil
        }
    }
}
