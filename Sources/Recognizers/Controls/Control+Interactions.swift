extension Control {
    /// What keys and assistive technologies can do with a control besides its gestures: the one
    /// statement of it, an exhaustive switch, so a new control does not build until it answers.
    package struct Interactions: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Takes focus with full keyboard access (docs/semantics.md, "Keys, focus and assistive
        /// technologies").
        package static let keyboardFocus = Interactions(rawValue: 1 << 0)
        /// Pressed by its runtime (`PressRuntime`): an assistive technology's activation, Space
        /// while focused, a matching `.keyboardShortcut` — the one control a shortcut may sit on,
        /// which the Swift and JSON readers check.
        package static let press = Interactions(rawValue: 1 << 1)
        /// A synthesized tap can reach it, as it reaches a gesture with a tap in it.
        package static let tapTarget = Interactions(rawValue: 1 << 2)
        /// Moved a step by VoiceOver's increment and decrement (`SliderRuntime`).
        package static let adjust = Interactions(rawValue: 1 << 3)
    }

    package var interactions: Interactions {
        switch self {
        case .button, .toggle: [.keyboardFocus, .press, .tapTarget]
        case .slider: [.keyboardFocus, .adjust]
        case .scrollView, .list, .pagedTabView, .navigationStack, .sheet: []
        }
    }
}
