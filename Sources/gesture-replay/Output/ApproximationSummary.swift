import ReplayKit
import SwiftSource

/// What lint says on standard error about a folder by default (docs/lint.md#whole-apps): the
/// files left out, the flags to define, and the roots not linted, one line per reason, then one line per kind
/// of approximation with its count and the names it met most; `--verbose` says each at its
/// place instead. Findings that rest on an approximation name it themselves (`assumes`).
struct ApproximationSummary {
    let warnings: [Diagnostic]
    /// Each root not linted, with why.
    let notLinted: [(failure: Diagnostic, name: String)]
    let origin: String

    /// Words of the warnings said one by one, at their place: each asks the user to do something.
    static let actionable = ["the file is not read", "the compilation flag"]

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
                lines.append("\(warning.file):\(warning.position.line):\(warning.position.column): warning: \(warning.message)")
                continue
            }
            byKind[kind, default: []].append(warning)
        }
        // Roots that failed for one reason (a helper every screen calls, a call many screens
        // make) are one line, at the first place: `--verbose` says each with its source line.
        var failures: [(failure: Diagnostic, places: Set<String>, roots: [String])] = []
        for root in notLinted {
            let place = "\(root.failure.file):\(root.failure.position.line):\(root.failure.position.column)"
            if let index = failures.firstIndex(where: { $0.failure.message == root.failure.message }) {
                failures[index].places.insert(place)
                if !failures[index].roots.contains(root.name) { failures[index].roots.append(root.name) }
            } else {
                failures.append((root.failure, [place], [root.name]))
            }
        }
        for (failure, places, roots) in failures {
            let shown = roots.prefix(Self.namesShown).map { "'\($0)'" }.joined(separator: ", ")
            var line = "\(failure.file):\(failure.position.line):\(failure.position.column): \(failure.severity.rawValue): \(failure.message)"
            line += roots.count == 1 ? "; \(shown) is not linted"
                : "; \(roots.count) roots are not linted: " + shown + (roots.count > Self.namesShown ? ", …" : "")
            if places.count > 1 { line += " (and at \(places.count - 1) more place\(places.count == 2 ? "" : "s"))" }
            lines.append(line)
        }
        for kind in LintAssumption.Kind.allCases {
            guard let met = byKind[kind] else { continue }
            var line = "\(origin): note: " + kind.counted(met.count)
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
            // A name, not a possessive's stretch of prose ("the view's subject (cannot find '…").
            guard let close = rest.firstIndex(of: "'"), rest.distance(from: rest.startIndex, to: close) <= 60,
                  !rest[..<close].contains(" ") || rest[..<close].hasPrefix(".") else { continue }
            counts["'" + rest[..<close] + "'", default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(namesShown).map { "\($0.key) (\($0.value))" }
    }
}
