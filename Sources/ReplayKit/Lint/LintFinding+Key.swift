/// What tells one finding from another, each question lint asks written once: a rule at a place,
/// and what else the question compares. Typed, so no stage builds an identity string of its own.
package struct LintFindingKey: Hashable, Sendable {
    package var rule: LintRule
    /// `file:line:column` of the finding, or the place its view is written.
    package var place: String
    /// The view, the profiles or the message, as the question needs; empty when it needs none.
    package var detail: [String] = []
}

extension LintFinding {
    /// Reported once in a module: a rule at a place under the same profiles, however many roots
    /// meet it (`ModuleLinter`).
    package var moduleKey: LintFindingKey { LintFindingKey(rule: rule, place: location, detail: profiles) }

    /// Said once by a root's variants: a rule at a place on one view (`SceneLinter+Variants`).
    package var variantsKey: LintFindingKey { LintFindingKey(rule: rule, place: location, detail: [view]) }

    /// A rule on the view written at `viewPlace`, the same in every layout of its root: what a
    /// variant finds there (`SceneLinter+Variants`).
    package func key(ofViewAt viewPlace: String) -> LintFindingKey { LintFindingKey(rule: rule, place: viewPlace) }

    /// What a baseline matches a finding by: its rule, file, view and message — not its line,
    /// which moves as the file is edited above it (SwiftLint's baseline does the same).
    package var baselineKey: String { Self.baselineKey(rule: rule.rawValue, file: file, view: view, message: message) }

    /// The baseline key of a finding's fields, as a baseline's own records give them. A string,
    /// since SARIF's fingerprint is made of its bytes (`LintReport.fingerprint`).
    package static func baselineKey(rule: String, file: String, view: String, message: String) -> String {
        [rule, file, view, message].joined(separator: "\u{1F}")
    }
}
