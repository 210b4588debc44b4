/// Multi-touch protocol A: every frame lists all contacts, each ended by `SYN_MT_REPORT`, with no
/// identity; each is matched to a contact of the frame before — by tracking id when the device
/// sends one, else the nearest, closest pairs first, so a finger that arrives and is reported
/// first does not take over another's path.
struct ProtocolATracker: ContactTracker {
    private struct Tracked {
        var contact: Int
        var x: Int32
        var y: Int32
        var trackingID: Int32?
    }

    private var reported: [(x: Int32, y: Int32, id: Int32?)] = []
    private var pending: (x: Int32?, y: Int32?, id: Int32?) = (nil, nil, nil)
    private var previous: [Tracked] = []
    private var nextContact = 0

    var contactsDown: Int { previous.count }

    mutating func receive(_ event: EvdevEvent) -> [ContactAction] {
        switch (event.type, event.code) {
        case (Evdev.evSyn, Evdev.synMTReport): endContact()
        case (Evdev.evAbs, Evdev.absMTPositionX): pending.x = event.value
        case (Evdev.evAbs, Evdev.absMTPositionY): pending.y = event.value
        case (Evdev.evAbs, Evdev.absMTTrackingID): pending.id = event.value
        default: break
        }
        return []
    }

    private mutating func endContact() {
        if let x = pending.x, let y = pending.y { reported.append((x, y, pending.id)) }
        pending = (nil, nil, nil)
    }

    mutating func synReport() -> [ContactAction] {
        endContact()
        var matchedPrevious = Array(repeating: false, count: previous.count)
        var assignment = Array(repeating: -1, count: reported.count)
        for (reportedIndex, contact) in reported.enumerated() {
            guard let id = contact.id else { continue }
            if let index = previous.indices.first(where: { !matchedPrevious[$0] && previous[$0].trackingID == id }) {
                matchedPrevious[index] = true
                assignment[reportedIndex] = index
            }
        }
        var pairs: [(distance: Double, reported: Int, previous: Int)] = []
        for (reportedIndex, contact) in reported.enumerated() where contact.id == nil {
            for (index, candidate) in previous.enumerated() where !matchedPrevious[index] {
                let dx = Double(candidate.x) - Double(contact.x), dy = Double(candidate.y) - Double(contact.y)
                pairs.append((dx * dx + dy * dy, reportedIndex, index))
            }
        }
        pairs.sort { ($0.distance, $0.reported, $0.previous) < ($1.distance, $1.reported, $1.previous) }
        for pair in pairs where assignment[pair.reported] < 0 && !matchedPrevious[pair.previous] {
            assignment[pair.reported] = pair.previous
            matchedPrevious[pair.previous] = true
        }
        var actions: [ContactAction] = []
        var current: [Tracked] = []
        for (reportedIndex, contact) in reported.enumerated() {
            if assignment[reportedIndex] >= 0 {
                var tracked = previous[assignment[reportedIndex]]
                if tracked.x != contact.x || tracked.y != contact.y {
                    tracked.x = contact.x
                    tracked.y = contact.y
                    actions.append(.move(contact: tracked.contact, x: tracked.x, y: tracked.y))
                }
                current.append(tracked)
            } else {
                let tracked = Tracked(contact: nextContact, x: contact.x, y: contact.y, trackingID: contact.id)
                nextContact += 1
                actions.append(.down(contact: tracked.contact, x: tracked.x, y: tracked.y))
                current.append(tracked)
            }
        }
        for index in previous.indices where !matchedPrevious[index] {
            actions.append(.up(contact: previous[index].contact, x: previous[index].x, y: previous[index].y))
        }
        // Within a frame, in the order contacts went down (pointer order), whatever order the
        // device reported them in.
        actions.sort { $0.contact < $1.contact }
        previous = current
        reported.removeAll()
        return actions
    }

    func contactsStillDown() -> [ContactAction] {
        previous.map { .cancel(contact: $0.contact, x: $0.x, y: $0.y) }
    }
}
