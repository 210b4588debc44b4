import TraceFormat
import SwiftSource

/// The root a probe's trace names in its header: a view (`--view`) or a preview (`--preview`,
/// by its name or number from 1).
package enum LintProbeRoot: Equatable, Sendable {
    case view(String)
    case preview(String)
}

/// One conflict `lint` found: which rule, where, under which profiles, what a person would
/// notice, the probe that shows it and a fix written as SwiftUI. One JSON Lines record each
/// (docs/lint.md#output); SARIF and text are made from the same values.
package struct LintFinding: Equatable, Sendable {
    package var rule: LintRule
    package var severity: LintSeverity
    /// The view as replay records name it.
    package var view: String
    /// The scene file the view comes from.
    package var file: String
    /// The modifier the finding is about (for Swift scenes, its name in the source; for JSON
    /// scenes, the "modifiers" string), else the view.
    package var position: SourcePosition
    /// The profiles under which it holds, in the order they were asked for.
    package var profiles: [String]
    package var message: String
    /// The interaction that shows it, as `synth` arguments (`tap --at 195,428.5`); empty for
    /// rules that need no probe (`small-target`, `no-accessible-alternative`).
    package var probe: String
    package var fix: String
    /// The probe's events, for `--probe-out` (not part of the record).
    package var probeEvents: [TraceEvent] = []
    /// What the finding rests on that was not read from the code; a finding with any is a note.
    package var assumes: [LintAssumption] = []

    package init(rule: LintRule, view: String, file: String, position: SourcePosition, profiles: [String],
                 message: String, probe: String = "", fix: String) {
        self.rule = rule
        self.severity = rule.severity
        self.view = view
        self.file = file
        self.position = position
        self.profiles = profiles
        self.message = message
        self.probe = probe
        self.fix = fix
    }

    /// The probe as a trace: a header naming the scene file (as `synth --scene` writes it) and
    /// the first profile the finding holds under, then the events.
    /// `root` names a Swift scene's root, and `device` the screen it was laid out on, when
    /// the replay would otherwise choose another (a folder's root, a Mac window).
    package func probeTrace(scene: String, root: LintProbeRoot? = nil, device: String? = nil) -> [UInt8] {
        var writer = TraceWriter(.memory)
        var view: String?, preview: String?
        switch root {
        case .view(let name)?: view = name
        case .preview(let name)?: preview = name
        case nil: break
        }
        // A keyboard's probe was judged with keyboard navigation on, as its replay must be.
        writer.writeHeader(profile: profiles.first, sceneJSON: RecordDiff.jsonString(scene), view: view, device: device,
                           fullKeyboardAccess: probeEvents.contains { $0.phase.isKey || $0.phase == .focus }, preview: preview)
        for event in probeEvents { writer.write(event) }
        return writer.sink.bytes
    }

    /// `file:line:column`.
    package var location: String { "\(file):\(position.line):\(position.column)" }

    /// The finding's JSON Lines record, keys in the documented order.
    package var jsonLine: String {
        var fields: [String] = []
        fields.append("\"rule\":" + RecordDiff.jsonString(rule.rawValue))
        fields.append("\"severity\":" + RecordDiff.jsonString(severity.rawValue))
        fields.append("\"view\":" + RecordDiff.jsonString(view))
        fields.append("\"location\":" + RecordDiff.jsonString(location))
        fields.append("\"profiles\":[" + profiles.map(RecordDiff.jsonString).joined(separator: ",") + "]")
        fields.append("\"message\":" + RecordDiff.jsonString(message))
        fields.append("\"probe\":" + RecordDiff.jsonString(probe))
        fields.append("\"fix\":" + RecordDiff.jsonString(fix))
        if !assumes.isEmpty { fields.append("\"assumes\":[" + assumes.map(\.json).joined(separator: ",") + "]") }
        return "{" + fields.joined(separator: ",") + "}"
    }

}
