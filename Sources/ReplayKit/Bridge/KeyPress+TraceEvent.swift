import Recognizers
import SwiftSource
import TraceFormat

extension KeyPress {
    /// A key line as `.onKeyPress` receives it: its characters the line's, else the key's own.
    package init(_ event: TraceEvent) {
        let character = KeyNames.character(of: event.name.string) ?? " "
        let phase: KeyPress.Phases = event.phase == .keydown ? .down : event.phase == .keyrepeat ? .repeat : .up
        self.init(key: KeyEquivalent(character), characters: event.secondName.isNone ? String(character) : event.secondName.string,
                        modifiers: EventModifiers(rawValue: event.modifiers.rawValue), phase: phase)
    }
}

extension AccessibilityRequest {
    /// An `a11y` line as the engine takes it.
    package init(_ event: TraceEvent) {
        self = switch event.accessibilityAction {
        case .activate: .activate
        case .increment: .increment
        case .decrement: .decrement
        case .scroll:
            switch event.edge {
            case .top, .none: .scroll(.top)
            case .bottom: .scroll(.bottom)
            case .leading: .scroll(.leading)
            case .trailing: .scroll(.trailing)
            }
        case .escape: .escape
        case .magicTap: .magicTap
        case .named: .named(event.secondName.string)
        }
    }
}

extension ActivationSource {
    /// Who acted, as records write it (`via`).
    package init(_ technology: AssistiveTechnology) {
        self = switch technology {
        case .voiceOver: .voiceOver
        case .switchControl: .switchControl
        case .voiceControl: .voiceControl
        case .fullKeyboardAccess: .fullKeyboardAccess
        }
    }
}
