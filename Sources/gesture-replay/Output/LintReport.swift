import ReplayKit
import TraceFormat

/// `lint`'s text and SARIF output. (JSON Lines is `LintFinding.jsonLine`.)
enum LintReport {
    /// One scene's findings grouped by view, each a compiler-style line Xcode and editors
    /// recognise, then the profiles, the probe and the fix; `afterOthers` when findings of an
    /// earlier scene are above them.
    static func text(_ findings: [LintFinding], afterOthers: Bool) -> String {
        var out = ""
        var lastView: (file: String, view: String)?
        for finding in findings {
            let viewKey = (finding.file, finding.view)
            if lastView.map({ $0 != viewKey }) ?? afterOthers { out += "\n" }
            lastView = viewKey
            out += "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]\n"
            out += "    under: \(finding.profiles.joined(separator: ", "))\n"
            if !finding.probe.isEmpty { out += "    probe: \(finding.probe)\n" }
            out += "    fix:   \(finding.fix)\n"
            // What it rests on, the first few: a note that names its assumptions.
            for assumption in finding.assumes.prefix(Self.assumptionsShown) {
                // The reader's warning up to its first clause: what it assumed, not how.
                let clause = assumption.text.split(separator: ";", maxSplits: 1).first.map(String.init) ?? assumption.text
                out += "    assumes: \(assumption.location): \(clause)\n"
            }
            if finding.assumes.count > Self.assumptionsShown {
                out += "    assumes: \(finding.assumes.count - Self.assumptionsShown) more (--format json lists them)\n"
            }
        }
        return out
    }

    /// How many of a finding's assumptions the text shows.
    static let assumptionsShown = 3

    /// The last line of the text report: how many findings of each severity, in how many scenes.
    /// `unread`: scenes that could not be read (their errors are above), which a summary of
    /// findings must not pass over as clean.
    static func summary(_ counts: [LintSeverity: Int], scenes: Int, unread: Int = 0) -> String {
        let parts = LintSeverity.allCases.reversed().compactMap { severity in
            counts[severity].flatMap { $0 > 0 ? "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" : nil }
        }
        // A blank line parts the summary from the findings above it.
        var text = (parts.isEmpty ? "no findings" : "\n" + parts.joined(separator: ", ")) + " in \(scenes) scene\(scenes == 1 ? "" : "s")"
        if unread > 0 { text += "; \(unread) scene\(unread == 1 ? "" : "s") could not be read (the errors above)" }
        return text + "\n"
    }

    /// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run, the rules with their
    /// descriptions, and one result per finding located on its line.
    /// `notifications`: what the reader approximated, as the summary on standard error says it,
    /// each a tool-execution notification of the run's invocation.
    static func sarif(_ findings: [LintFinding], version: String, notifications: [ApproximationSummary.Entry] = []) -> String {
        let rules = LintRule.allCases.map { rule in
            "{\"id\":\(json(rule.rawValue)),\"name\":\(json(rule.rawValue)),\"shortDescription\":{\"text\":\(json(rule.summary))},"
                + "\"helpUri\":\(json("https://github.com/gesture-replay/gesture-replay/blob/main/" + rule.documentation)),"
                + "\"defaultConfiguration\":{\"level\":\(json(rule.severity.rawValue))}}"
        }
        let results = findings.map { finding in
            // Cannot trap: every rule is in allCases.
            let ruleIndex = LintRule.allCases.firstIndex(of: finding.rule)!
            return "{\"ruleId\":\(json(finding.rule.rawValue)),\"ruleIndex\":\(ruleIndex),\"level\":\(json(finding.severity.rawValue)),"
                + "\"message\":{\"text\":\(json(finding.message + ". Fix: " + finding.fix))},"
                + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(json(finding.file))},"
                + "\"region\":{\"startLine\":\(finding.position.line),\"startColumn\":\(finding.position.column)}},"
                + "\"logicalLocations\":[{\"name\":\(json(finding.view)),\"kind\":\"view\"}]}],"
                + "\"partialFingerprints\":{\"gestureReplayFinding/v1\":\(json(fingerprint(finding.baselineKey)))},"
                + "\"properties\":{\"view\":\(json(finding.view)),\"profiles\":[\(finding.profiles.map(json).joined(separator: ","))],"
                + "\"probe\":\(json(finding.probe)),\"fix\":\(json(finding.fix))"
                + (finding.assumes.isEmpty ? "" : ",\"assumes\":[" + finding.assumes.map(\.json).joined(separator: ",") + "]") + "}}"
        }
        let told = notifications.map { entry in
            "{\"level\":\(json(entry.level == "error" ? "error" : entry.level == "warning" ? "warning" : "note")),\"message\":{\"text\":\(json(entry.location + ": " + entry.message))}}"
        }
        let invocations = told.isEmpty ? "" : ",\"invocations\":[{\"executionSuccessful\":true,\"toolExecutionNotifications\":[\(told.joined(separator: ","))]}]"
        return "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{"
            + "\"name\":\"gesture-replay\",\"version\":\(json(version)),\"informationUri\":\"https://github.com/gesture-replay/gesture-replay\","
            + "\"rules\":[\(rules.joined(separator: ","))]}}" + invocations + ",\"results\":[\(results.joined(separator: ","))]}]}\n"
    }

    private static func json(_ text: String) -> String { RecordDiff.jsonString(text) }

    /// FNV-1a of the baseline key, as hex: stable across line moves, as code scanning wants.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
