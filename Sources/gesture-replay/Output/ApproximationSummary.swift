import ReplayKit
import SwiftSource

/// What lint says on standard error about a folder by default (docs/lint.md#whole-apps): the
/// files left out and the roots not linted, each on its line with why, then one line per kind
/// of approximation with its count and the names it met most; `--verbose` says each at its
/// place instead. Findings that rest on an approximation name it themselves (`assumes`).
struct ApproximationSummary {
    let warnings: [Diagnostic]
    let notLinted: [Diagnostic]
    let origin: String

    /// Words of the warnings said one by one, at their place: each asks the user to do something.
    static let actionable = ["the file is not read", "the compilation flag", "a second view named"]

    /// How many of a kind's most frequent names a line shows.
    static let namesShown = 3

    var lines: [String] {
        var lines: [String] = []
        var byKind: [LintAssumption.Kind: [Diagnostic]] = [:]
        for warning in warnings {
            let kind = LintAssumption.Kind(warning)
            // What the user acts on — a file left out, a flag to `--define`, a name declared
            // twice — is said at its place, as always.
            if Self.actionable.contains(where: warning.message.contains) {
                lines.append(warning.description)
                continue
            }
            byKind[kind, default: []].append(warning)
        }
        var said: Set<String> = []
        for root in notLinted where said.insert(root.description).inserted { lines.append(root.description) }
        for kind in LintAssumption.Kind.allCases {
            guard let met = byKind[kind] else { continue }
            var line = "\(origin): note: \(met.count) \(kind.plural)"
            let names = Self.frequentNames(met)
            if !names.isEmpty { line += ", most often " + names.joined(separator: ", ") }
            line += kind == .placeholder ? "; pass the folders that define them (their packages' sources)" : ""
            lines.append(line)
        }
        if !byKind.isEmpty {
            lines.append("\(origin): note: findings that rest on these are notes that say so (\"assumes\"); '--verbose' lists each at its place")
        }
        return lines
    }

    /// The first quoted name of each message, most frequent first, then by name.
    private static func frequentNames(_ warnings: [Diagnostic]) -> [String] {
        var counts: [String: Int] = [:]
        for warning in warnings {
            guard let open = warning.message.firstIndex(of: "'") else { continue }
            let rest = warning.message[warning.message.index(after: open)...]
            guard let close = rest.firstIndex(of: "'"), rest.distance(from: rest.startIndex, to: close) <= 60 else { continue }
            counts["'" + rest[..<close] + "'", default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(namesShown).map { "\($0.key) (\($0.value))" }
    }
}
