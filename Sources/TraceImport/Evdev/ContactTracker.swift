/// Follows contacts through one of the kernel's touch protocols: a small state machine that takes
/// evdev events and returns what happened to contacts, calling nothing.
protocol ContactTracker {
    /// Contacts down now, as far as the traces have been told.
    var contactsDown: Int { get }
    /// An event inside a frame; most change state only, a protocol B lift reports at once.
    mutating func receive(_ event: EvdevEvent) -> [ContactAction]
    /// The frame is complete (`SYN_REPORT`): contacts that went down, moved or lifted in it.
    mutating func synReport() -> [ContactAction]
    /// The contacts still down, as cancels, when the recording stops.
    func contactsStillDown() -> [ContactAction]
}
