import TraceFormat
import SwiftSource

/// Findings a project has accepted (`lint --write-baseline FILE`), so `lint --baseline FILE`
/// fails only on new ones, as SwiftLint's baseline does. The file is `lint --format json`'s
/// output; findings match by rule, file, view and message, so edits that move lines keep them.
/// Files are named relative to the baseline's own folder (`relative`), so a baseline written in
/// one checkout matches in another clone, on a CI runner, or with the path given another way.
package struct LintBaseline {
    private var keys: [String: Int] = [:]
    /// A finding's file as the baseline names it: relative to the baseline's folder.
    private let relative: (String) -> String

    /// Reads a baseline written by `--write-baseline` (JSON Lines of findings). A file named
    /// absolutely (a baseline of 0.17.0 or before) is made relative as well.
    package init(text: String, file: String, relative: @escaping (String) -> String = { $0 }) throws(Diagnostic) {
        self.relative = relative
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) { continue }
            let node = try JSONParser.parse(String(line), file: file, start: SourcePosition(line: lineNumber, column: 1))
            guard case .object(let members, let position) = node else {
                throw Diagnostic(file: file, position: node.position, message: "expected a finding such as {\"rule\":…,\"view\":…}; a baseline is what 'lint --write-baseline' writes")
            }
            var fields: [String: String] = [:]
            for member in members { if case .string(let value, _) = member.value { fields[member.key] = value } }
            guard let rule = fields["rule"], let view = fields["view"], let location = fields["location"], let message = fields["message"] else {
                throw Diagnostic(file: file, position: position, message: "a baseline finding needs \"rule\", \"view\", \"location\" and \"message\"; write the baseline with 'lint --write-baseline'")
            }
            // Written relative to the baseline's folder already; an absolute one is made so.
            let named = Self.file(of: location)
            keys[LintFinding.baselineKey(rule: rule, file: named.hasPrefix("/") ? relative(named) : named, view: view, message: message), default: 0] += 1
        }
    }

    /// The findings that are not in the baseline. Each baseline entry absorbs one finding.
    package func newFindings(_ findings: [LintFinding]) -> [LintFinding] {
        var copy = self
        return copy.absorb(findings)
    }

    /// The findings that are not in the baseline, using up the entries that absorb the others:
    /// for findings that come scene by scene, so one entry never absorbs two.
    package mutating func absorb(_ findings: [LintFinding]) -> [LintFinding] {
        findings.filter { finding in
            let key = LintFinding.baselineKey(rule: finding.rule.rawValue, file: relative(finding.file), view: finding.view, message: finding.message)
            guard let count = keys[key], count > 0 else { return true }
            keys[key] = count - 1
            return false
        }
    }

    /// `path:line:column` without the line and column.
    static func file(of location: String) -> String {
        var parts = location.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3 { parts.removeLast(2) }
        return parts.joined(separator: ":")
    }
}
