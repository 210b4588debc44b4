import TraceFormat
import SwiftSource

/// What a finding rests on that was not read from the code: an approximation the reader made
/// where it could not read (docs/lint.md#what-a-finding-assumes). A finding with one is a note,
/// never an error or a warning: only what was read can prove a finger will meet the problem.
package struct LintAssumption: Equatable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        /// A view of another file or package, laid out as a placeholder of unknown size.
        case placeholder
        /// A value the reader could not evaluate; a default or zero stood in.
        case unevaluatedValue = "unevaluated-value"
        /// An `if` or `switch` the reader could not decide.
        case undecidedBranch = "undecided-branch"
        /// A modifier the reader does not model, assumed to change nothing.
        case unmodelledModifier = "unmodelled-modifier"
        /// A style of the app's own (`.buttonStyle(PillStyle())`) whose `makeBody` is not read.
        case style
        /// A declaration or file the reader could not read, left out.
        case unread
        /// Code under `#if DEBUG`: a debug build's, which a shipping build does not have.
        case debugOnly = "debug-only"
        /// Anything else the reader assumed (an asset's size, a style it does not read).
        case other

        /// The kind of a reader's warning, by what it says it did: the reader's messages name
        /// the approximation they make (docs/scene-format.md#approximations).
        package init(_ warning: Diagnostic) {
            let message = warning.message
            if message.hasPrefix("button style") { self = .style }
            else if message.hasPrefix("written under #if DEBUG") { self = .debugOnly }
            else if message.contains("placeholder") { self = .placeholder }
            else if message.contains("branch") { self = .undecidedBranch }
            else if message.contains("cannot evaluate") || message.contains("nothing passes") { self = .unevaluatedValue }
            else if message.contains("is not modelled") { self = .unmodelledModifier }
            else if message.contains("not read") || message.contains("not linted") || message.contains("left out") { self = .unread }
            else { self = .other }
        }

        /// How the summary on standard error says `count` of a kind.
        package func counted(_ count: Int) -> String {
            let one = count == 1
            let noun = switch self {
            case .placeholder: one ? "view laid out as a placeholder" : "views laid out as placeholders"
            case .unevaluatedValue: one ? "value not evaluated" : "values not evaluated"
            case .undecidedBranch: one ? "condition not decided" : "conditions not decided"
            case .unmodelledModifier: one ? "modifier not modelled" : "modifiers not modelled"
            case .style: one ? "style not read" : "styles not read"
            case .unread: one ? "declaration not read" : "declarations not read"
            case .debugOnly: one ? "view under #if DEBUG" : "views under #if DEBUG"
            case .other: one ? "other approximation" : "other approximations"
            }
            return "\(count) " + noun
        }
    }

    package var kind: Kind
    /// `file:line:column` of the approximation.
    package var location: String
    /// The reader's warning, without its place.
    package var text: String

    package init(_ warning: Diagnostic) {
        kind = Kind(warning)
        location = "\(warning.file):\(warning.position.line):\(warning.position.column)"
        text = warning.message
    }

    package init(kind: Kind, location: String, text: String) {
        self.kind = kind
        self.location = location
        self.text = text
    }

    /// `{"kind":…,"location":…,"text":…}`, as a finding's `assumes` lists it.
    package var json: String {
        "{\"kind\":" + RecordDiff.jsonString(kind.rawValue) + ",\"location\":" + RecordDiff.jsonString(location)
            + ",\"text\":" + RecordDiff.jsonString(text) + "}"
    }
}
