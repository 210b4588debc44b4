/// A key as SwiftUI names one (`KeyEquivalent`): the character it types, or for a key that
/// types none the character AppKit gives it (`upArrow` is U+F700, docs/trace-format.md#version-2-keys-focus-and-assistive-technologies).
public struct KeyEquivalent: Hashable, Sendable {
    public var character: Character
    public init(_ character: Character) { self.character = character }
}

/// A hardware key's event as `.onKeyPress` receives it (SwiftUI's `KeyPress`, docs/semantics.md#keys-focus-and-assistive-technologies).
public struct KeyPress: Equatable, Sendable {
    /// `KeyPress.Phases`: which of a key's events a handler takes.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        /// A held key's repeats.
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]

        /// As records write one phase: "down", "repeat", "up".
        public var name: String { self == .down ? "down" : self == .repeat ? "repeat" : "up" }
    }

    /// What a handler returns (docs/semantics.md#keys-focus-and-assistive-technologies): `.handled` stops the key, `.ignored` passes it on.
    public enum Result: String, Sendable {
        case handled, ignored
    }

    public var key: KeyEquivalent
    /// The characters the key types "as if no modifier key applies".
    public var characters: String
    public var modifiers: EventModifiers
    /// The one phase of this event.
    public var phase: Phases

    public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers = [], phase: Phases) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }
}

/// One `.onKeyPress` (docs/semantics.md#keys-focus-and-assistive-technologies): which keys and phases it takes, and its action.
public struct KeyPressHandler {
    public enum Keys: Sendable {
        /// `.onKeyPress(phases:action:)`: every key.
        case any
        /// `.onKeyPress(_:action:)`, `.onKeyPress(keys:phases:action:)`.
        case keys(Set<KeyEquivalent>)
        /// `.onKeyPress(characters:phases:action:)`: keys whose characters are all in the set.
        case characters(@Sendable (Character) -> Bool)
    }

    public let keys: Keys
    public let phases: KeyPress.Phases
    public let action: (KeyPress) -> KeyPress.Result

    public init(keys: Keys, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) {
        self.keys = keys
        self.phases = phases
        self.action = action
    }

    func takes(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch keys {
        case .any: return true
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let contains): return !press.characters.isEmpty && press.characters.allSatisfy(contains)
        }
    }
}

/// SwiftUI's `FocusInteractions` (docs/semantics.md#keys-focus-and-assistive-technologies): what focus on a view is for.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Focus that activates the view, as a button's: only with full keyboard access on iOS and macOS.
    public static let activate = FocusInteractions(rawValue: 1)
    /// Focus that takes keyboard input: a tap or click focuses the view.
    public static let edit = FocusInteractions(rawValue: 2)
    /// `.automatic`: every interaction ("By default, SwiftUI enables all possible focus interactions").
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// A view's `.focusable(_:interactions:)` or `.focused(_:)`: whether it takes focus, and the
/// callback that runs as it gains (`true`) or loses it.
public struct FocusHandler {
    /// `.focusable(true)`: the view takes focus with these interactions; nil for `.focused` alone,
    /// which binds focus to state but makes nothing focusable.
    public let focusable: FocusInteractions?
    public let onChange: ((Bool) -> Void)?
    /// Whether the bound state asks for focus on the view now (`$f` true, or equal to the
    /// `equals:` value); nil when it cannot tell. Read after a key's or an assistive
    /// technology's callbacks ran, which may have assigned it.
    public let wanted: (() -> Bool?)?

    public init(focusable: FocusInteractions?, onChange: ((Bool) -> Void)? = nil, wanted: (() -> Bool?)? = nil) {
        self.focusable = focusable
        self.onChange = onChange
        self.wanted = wanted
    }
}

/// `.keyboardShortcut(_:modifiers:)` on a Button or Toggle (docs/semantics.md#keys-focus-and-assistive-technologies).
public struct KeyboardShortcut: Equatable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    /// The command modifier by default, as SwiftUI's.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// `.defaultAction`: Return with no modifiers.
    public static let defaultAction = KeyboardShortcut(KeyEquivalent("\r"), modifiers: [])
    /// `.cancelAction`: Escape with no modifiers.
    public static let cancelAction = KeyboardShortcut(KeyEquivalent("\u{1B}"), modifiers: [])

    /// The modifiers a key's meaning does not depend on: a shortcut or Space is the same with Caps
    /// Lock on, from the numeric pad, or with the function key's flag.
    static let modifiersNotAskedAbout: EventModifiers = [.capsLock, .numericPad, .function]

    /// Whether a key down of `key` with `modifiers` held is this shortcut: the modifiers exactly,
    /// a capital letter standing for Shift and its lowercase key (docs/semantics.md#keys-focus-and-assistive-technologies); `modifiersNotAskedAbout`
    /// are not asked about.
    func matches(_ press: KeyPress) -> Bool {
        let ignored = Self.modifiersNotAskedAbout
        var wanted = modifiers.subtracting(ignored), key = self.key.character
        if key.isUppercase, let lower = key.lowercased().first, lower != key {
            wanted.insert(.shift)
            key = lower
        }
        // A capital letter pressed is Shift and its key, as a capital in a shortcut is — unless
        // Caps Lock made it a capital.
        var pressed = press.key.character, held = press.modifiers.subtracting(ignored)
        if pressed.isUppercase, let lower = pressed.lowercased().first, lower != pressed {
            if !press.modifiers.contains(.capsLock) { held.insert(.shift) }
            pressed = lower
        }
        return pressed == key && held == wanted
    }
}

extension SceneView {
    /// `.onKeyPress(…)` in any of its forms.
    public func onKeyPress(_ handler: KeyPressHandler) -> SceneView {
        var view = self
        view.keyPressHandlers.append(handler)
        return view
    }

    /// `.focusable(_:interactions:)` or `.focused(_:)`.
    public func focus(_ handler: FocusHandler) -> SceneView {
        var view = self
        view.focusHandlers.append(handler)
        return view
    }

    /// `.keyboardShortcut(_:modifiers:)` on a Button or Toggle.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> SceneView {
        var view = self
        view.keyboardShortcut = shortcut
        return view
    }

    /// The focus interactions the view takes, or nil when it takes no focus: the last
    /// `.focusable` written decides (`.focusable(false)` after `.focusable()` turns it off).
    public var focusInteractions: FocusInteractions? {
        guard let last = focusHandlers.last(where: { $0.focusable != nil }), let interactions = last.focusable else { return nil }
        return interactions.isEmpty ? nil : interactions
    }
}
