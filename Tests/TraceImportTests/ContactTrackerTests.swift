import Testing
@testable import TraceImport

private func abs(_ code: UInt16, _ value: Int32) -> EvdevEvent {
    EvdevEvent(nanoseconds: 0, type: Evdev.evAbs, code: code, value: value, line: 1)
}

/// Each protocol's tracker as the state machine it is: events in, contact actions out.
@Suite("Contact trackers: protocol B, protocol A and single touch as small state machines")
struct ContactTrackerTests {
    @Test("protocol B: a contact goes down at its first complete frame, moves only on change, lifts at tracking id −1 at once")
    func protocolB() {
        var tracker = ProtocolBTracker()
        #expect(tracker.receive(abs(Evdev.absMTSlot, 0)).isEmpty)
        #expect(tracker.receive(abs(Evdev.absMTTrackingID, 7)).isEmpty)
        _ = tracker.receive(abs(Evdev.absMTPositionX, 100))
        _ = tracker.receive(abs(Evdev.absMTPositionY, 50))
        #expect(tracker.contactsDown == 0)
        #expect(tracker.synReport() == [.down(contact: 0, x: 100, y: 50)])
        #expect(tracker.contactsDown == 1)
        _ = tracker.receive(abs(Evdev.absMTPositionY, 50))
        #expect(tracker.synReport().isEmpty)
        _ = tracker.receive(abs(Evdev.absMTPositionX, 120))
        #expect(tracker.synReport() == [.move(contact: 0, x: 120, y: 50)])
        #expect(tracker.receive(abs(Evdev.absMTTrackingID, -1)) == [.up(contact: 0, x: 120, y: 50)])
        // The slot keeps its place: a new contact that reports no coordinate starts there.
        _ = tracker.receive(abs(Evdev.absMTTrackingID, 8))
        #expect(tracker.synReport() == [.down(contact: 1, x: 120, y: 50)])
        #expect(tracker.contactsStillDown() == [.cancel(contact: 1, x: 120, y: 50)])
    }

    @Test("protocol A: contacts are matched to the nearest of the frame before; a missing one lifts; actions in contact order")
    func protocolA() {
        var tracker = ProtocolATracker()
        func report(_ points: [(Int32, Int32)]) -> [ContactAction] {
            for (x, y) in points {
                _ = tracker.receive(abs(Evdev.absMTPositionX, x))
                _ = tracker.receive(abs(Evdev.absMTPositionY, y))
                _ = tracker.receive(EvdevEvent(nanoseconds: 0, type: Evdev.evSyn, code: Evdev.synMTReport, value: 0, line: 1))
            }
            return tracker.synReport()
        }
        #expect(report([(0, 0), (100, 0)]) == [.down(contact: 0, x: 0, y: 0), .down(contact: 1, x: 100, y: 0)])
        // Reported in the other order: still matched by distance, listed in contact order.
        #expect(report([(101, 0), (1, 0)]) == [.move(contact: 0, x: 1, y: 0), .move(contact: 1, x: 101, y: 0)])
        #expect(report([(102, 0)]) == [.up(contact: 0, x: 1, y: 0), .move(contact: 1, x: 102, y: 0)])
        #expect(tracker.contactsDown == 1)
        #expect(tracker.contactsStillDown() == [.cancel(contact: 1, x: 102, y: 0)])
    }

    @Test("single touch: BTN_TOUCH puts the contact down and lifts it where it was last reported")
    func singleTouch() {
        var tracker = SingleTouchTracker()
        _ = tracker.receive(abs(Evdev.absX, 10))
        _ = tracker.receive(abs(Evdev.absY, 20))
        #expect(tracker.synReport().isEmpty)
        _ = tracker.receive(EvdevEvent(nanoseconds: 0, type: Evdev.evKey, code: Evdev.btnTouch, value: 1, line: 1))
        #expect(tracker.synReport() == [.down(contact: 0, x: 10, y: 20)])
        _ = tracker.receive(abs(Evdev.absX, 15))
        #expect(tracker.synReport() == [.move(contact: 0, x: 15, y: 20)])
        _ = tracker.receive(EvdevEvent(nanoseconds: 0, type: Evdev.evKey, code: Evdev.btnTouch, value: 0, line: 1))
        _ = tracker.receive(abs(Evdev.absX, 99))
        #expect(tracker.synReport() == [.up(contact: 0, x: 15, y: 20)])
        #expect(tracker.contactsStillDown().isEmpty)
    }
}
