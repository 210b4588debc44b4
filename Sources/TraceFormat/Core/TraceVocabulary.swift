/// The names a key line's `key` may give beside a single character: SwiftUI's `KeyEquivalent`
/// members, each with the character AppKit and SwiftUI give it (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies;
/// Apple's KeyEquivalent pages). The trace reader, the Swift reader (`.onKeyPress(.upArrow)`)
/// and the records all read this one table.
public enum KeyNames {
    public static let named: [(name: String, scalar: Unicode.Scalar)] = [
        ("upArrow", "\u{F700}"), ("downArrow", "\u{F701}"), ("leftArrow", "\u{F702}"), ("rightArrow", "\u{F703}"),
        ("delete", "\u{8}"), ("deleteForward", "\u{F728}"), ("home", "\u{F729}"), ("end", "\u{F72B}"),
        ("pageUp", "\u{F72C}"), ("pageDown", "\u{F72D}"), ("clear", "\u{F739}"), ("escape", "\u{1B}"),
        ("return", "\r"), ("tab", "\t"), ("space", " "),
    ]

    /// The character `key` stands for: a named key's, or the key itself when it is one character.
    public static func character(of key: String) -> Character? {
        if let scalar = named.first(where: { $0.name == key })?.scalar { return Character(scalar) }
        return key.count == 1 ? key.first : nil
    }

    /// Other names people write for a key or a modifier, for "did you mean".
    static let aliases: [String: String] = [
        "enter": "return", "esc": "escape", "del": "delete", "backspace": "delete", "left": "leftArrow",
        "right": "rightArrow", "up": "upArrow", "down": "downArrow", "pgup": "pageUp", "pgdn": "pageDown",
        "cmd": "command", "ctrl": "control", "alt": "option", "opt": "option", "caps": "capsLock", "fn": "function",
    ]

    /// The key or modifier `name` most likely means: an alias, a name it starts, or the nearest.
    public static func suggestion(for name: String, among names: [String] = named.map(\.name)) -> String? {
        if let alias = aliases[name.lowercased()], names.contains(alias) { return alias }
        if let prefixed = names.first(where: { $0.lowercased().hasPrefix(name.lowercased()) && !name.isEmpty }) { return prefixed }
        return Suggestion.nearest(to: name, among: names)
    }

    /// How a trace and the records write `character`: its name when it has one, else itself.
    public static func name(of character: Character) -> String {
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
           let name = named.first(where: { $0.scalar == scalar })?.name { return name }
        return String(character)
    }
}

/// What an `a11y` line asks of an element (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies): UIAccessibility's actions.
public enum AccessibilityActionName: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case activate, increment, decrement, scroll, escape, magicTap, named

    public var description: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .scroll: "scroll"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .named: "named"
        }
    }
}

/// The assistive technology an `a11y` line comes from (`via`). All of them act on the element
/// the same way (proposed, docs/semantics.md#keys-focus-and-assistive-technologies); only the record says which.
public enum AssistiveTechnology: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case voiceOver, switchControl, voiceControl, fullKeyboardAccess

    public var description: String {
        switch self {
        case .voiceOver: "voiceOver"
        case .switchControl: "switchControl"
        case .voiceControl: "voiceControl"
        case .fullKeyboardAccess: "fullKeyboardAccess"
        }
    }
}

/// The edge an `a11y` scroll names (`edge`), as SwiftUI's `Edge`.
public enum ScrollEdgeName: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case none, top, bottom, leading, trailing

    public var description: String {
        switch self {
        case .none: "none"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}
