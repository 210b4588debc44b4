/// How much a finding matters: `error` fails a lint run, `warning` fails it with `--strict`,
/// `note` never does. SARIF and the text output use the same three words.
package enum LintSeverity: String, CaseIterable, Comparable, Sendable {
    case note, warning, error

    package static func < (a: LintSeverity, b: LintSeverity) -> Bool {
        // Cannot trap: every case is in allCases.
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The rules `lint` checks. Their ids are part of the output schema (docs/lint.md#rules); each
/// is documented with an example, its fix and its false-positive limits in docs/lint.md.
package enum LintRule: String, CaseIterable, Sendable {
    case unreachableGesture = "unreachable-gesture"
    case swallowedGesture = "swallowed-gesture"
    case blockedScroll = "blocked-scroll"
    case delayedTap = "delayed-tap"
    case osSensitive = "os-sensitive"
    case smallTarget = "small-target"
    case noAccessibleAlternative = "no-accessible-alternative"
    case inputSensitive = "input-sensitive"
    case keyboardUnreachable = "keyboard-unreachable"

    package var severity: LintSeverity {
        switch self {
        case .unreachableGesture, .swallowedGesture: .error
        case .blockedScroll, .delayedTap, .osSensitive, .smallTarget, .noAccessibleAlternative, .inputSensitive: .warning
        case .keyboardUnreachable: .note
        }
    }

    /// One line for help and SARIF's `shortDescription`.
    package var summary: String {
        switch self {
        case .unreachableGesture: "No probe ever reaches the gesture's onEnded, perform or action: it is covered, masked, disabled or always loses."
        case .swallowedGesture: "A child's gesture or control never wins because an ancestor's gesture takes the touch."
        case .blockedScroll: "A scroll view does not scroll when a drag starts on content that carries a gesture."
        case .delayedTap: "A tap's action waits for another gesture (usually a double tap) to fail."
        case .osSensitive: "The same touch has a different outcome under different profiles (iOS 17 and iOS 18)."
        case .smallTarget: "A view people tap is under 44×44 points."
        case .noAccessibleAlternative: "A view acted on with a custom gesture where VoiceOver's actions and the keys of a focused view reach nothing, or tapped without being a button."
        case .inputSensitive: "Only some inputs reach a view's interaction under a profile: hover or a Pencil alone, fingers but no trackpad, a trackpad but no mouse."
        case .keyboardUnreachable: "On a Mac, no key reaches a view's gesture: Tab lands on nothing that runs it."
        }
    }

    /// Where docs/lint.md explains the rule.
    package var documentation: String { "docs/lint.md#\(rawValue)" }
}
