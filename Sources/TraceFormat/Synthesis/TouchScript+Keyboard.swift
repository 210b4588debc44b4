/// What a hardware keyboard, focus and assistive technologies do, in trace format version 2
/// (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies): key lines, focus moves and `a11y` lines. Names longer than
/// `TraceName.longest` are left out (`TraceName.none`); callers check them first.
extension TouchScript {
    /// Defaults of the keyboard's and assistive technologies' steps, seconds.
    public enum KeyDefaults {
        /// Key down to key up: a brisk press. No repeats are made up: they depend on a user's
        /// settings (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies), so a trace records them.
        public static let keyHold = 0.1
        /// One typed character's key down to the next one's.
        public static let typingInterval = 0.15
        /// Between two increments or decrements of `adjust`: a VoiceOver user's swipes.
        public static let adjustInterval = 0.3
    }

    /// `key` (one character or a `KeyNames` name) down and, `hold` later, up, with `modifiers` held.
    public mutating func key(_ key: String, characters: String? = nil, modifiers: ModifierKeys = [], hold: Double = KeyDefaults.keyHold) {
        let name = TraceName(key) ?? .none
        let typed = characters.flatMap(TraceName.init) ?? .none
        for (offset, phase) in [(0.0, PointerPhase.keydown), (hold, .keyup)] {
            var line = TraceEvent(time: TraceTime(nanoseconds: now.nanoseconds + TraceTime(seconds: offset).nanoseconds),
                                  pointer: 0, phase: phase, x: .nan, y: .nan)
            line.name = name
            line.modifiers = modifiers
            if phase == .keydown { line.secondName = typed }
            events.append(line)
        }
        wait(hold)
    }

    /// `text` typed a key per character, `interval` apart: a capital letter with Shift held.
    public mutating func type(_ text: String, interval: Double = KeyDefaults.typingInterval) {
        for (offset, character) in text.enumerated() {
            if offset > 0 { wait(max(0, interval - KeyDefaults.keyHold)) }
            let shifted = character.isUppercase && character.lowercased() != String(character)
            key(KeyNames.name(of: character), modifiers: shifted ? .shift : [], hold: min(KeyDefaults.keyHold, interval))
        }
    }

    /// Focus moves to the view with `id`, or away from every view (nil).
    public mutating func focus(_ id: String?) {
        var line = TraceEvent(time: now, pointer: 0, phase: .focus, x: .nan, y: .nan)
        line.name = id.flatMap(TraceName.init) ?? .none
        events.append(line)
    }

    /// An assistive technology's action on the view with `id`: `name` for a named action, `edge`
    /// for a scroll.
    public mutating func accessibility(_ action: AccessibilityActionName, view id: String, name: String? = nil,
                                       edge: ScrollEdgeName = .none, via: AssistiveTechnology = .voiceOver) {
        var line = TraceEvent(time: now, pointer: 0, phase: .a11y, x: .nan, y: .nan)
        line.name = TraceName(id) ?? .none
        line.accessibilityAction = action
        line.secondName = name.flatMap(TraceName.init) ?? .none
        line.edge = edge
        line.assistiveTechnology = via
        events.append(line)
    }

    /// `count` increments or decrements of the view with `id`, `interval` apart.
    public mutating func adjust(_ view: String, up: Bool, count: Int = 1, interval: Double = KeyDefaults.adjustInterval,
                                via: AssistiveTechnology = .voiceOver) {
        for index in 0..<max(0, count) {
            if index > 0 { wait(interval) }
            accessibility(up ? .increment : .decrement, view: view, via: via)
        }
    }
}
