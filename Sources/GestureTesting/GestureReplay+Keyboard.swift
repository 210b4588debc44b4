/// Keys, focus and assistive technologies in a package's own tests: what a trace's `keydown`,
/// `focus` and `a11y` lines do (docs/trace-format.md), sent from code.
///
/// ```swift
/// let replay = GestureReplay(profile: .ipados18)
/// try replay.load(swiftSource: source)
/// replay.focus("Card", at: TraceTime(seconds: 0))
/// #expect(replay.key(.named("rightArrow")!, at: TraceTime(seconds: 0.1)) == .handled(view: "Card"))
/// #expect(replay.accessibility(.activate, view: "Like", at: TraceTime(seconds: 0.2)) == .synthesizedTap(CGPoint(x: 195, y: 478)))
/// ```
extension GestureReplay {
    /// Whether the system's keyboard navigation is on: Tab moves focus, and Buttons and Toggles
    /// take it (a trace header's `fullKeyboardAccess`). Set after loading the scene.
    public var fullKeyboardAccess: Bool {
        get { replayer.fullKeyboardAccess }
        set { replayer.fullKeyboardAccess = newValue }
    }

    /// The id of the view with focus, if any.
    public var focusedView: String? { replayer.focusedView }

    /// Moves focus to the view with `id`, or away from every view, as a `@FocusState` assignment
    /// does.
    @discardableResult
    public func focus(_ id: String?, at time: TraceTime) -> FocusOutcome {
        replayer.focus(id, time: GestureTime(nanoseconds: time.nanoseconds))
    }

    /// A hardware key's event: its characters are the key's own unless given.
    @discardableResult
    public func key(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down,
                    at time: TraceTime) -> KeyOutcome {
        let press = KeyPress(key: key, characters: characters ?? String(key.character), modifiers: modifiers, phase: phase)
        return replayer.key(press, time: GestureTime(nanoseconds: time.nanoseconds))
    }

    /// An assistive technology acts on the view with `id`.
    @discardableResult
    public func accessibility(_ request: AccessibilityRequest, view id: String, via: ActivationSource = .voiceOver,
                              at time: TraceTime) -> AccessibilityOutcome {
        replayer.accessibility(request, view: id, via: via, time: GestureTime(nanoseconds: time.nanoseconds))
    }

    /// A trace's key, focus or accessibility line.
    func deliver(_ event: TraceEvent) {
        let time = TraceTime(nanoseconds: event.time.nanoseconds)
        switch event.phase {
        case .focus: focus(event.name.isNone ? nil : event.name.string, at: time)
        case .a11y:
            accessibility(AccessibilityRequest(event), view: event.name.string,
                          via: ActivationSource(event.assistiveTechnology), at: time)
        default: replayer.key(KeyPress(event), time: GestureTime(nanoseconds: time.nanoseconds))
        }
    }
}

extension KeyEquivalent {
    /// A key by the name a trace gives it: one character, or a `KeyEquivalent` member's name
    /// (`upArrow`, `return`, …); nil for any other name.
    public static func named(_ name: String) -> KeyEquivalent? {
        KeyNames.character(of: name).map(KeyEquivalent.init)
    }
}
