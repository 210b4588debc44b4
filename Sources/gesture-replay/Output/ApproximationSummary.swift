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

    /// One thing said: where (a file's place, or the folder), how much it matters, and what.
    struct Entry {
        var location: String
        var level: String
        var message: String
        /// As standard error says it, compiler-style.
        var line: String { "\(location): \(level): \(message)" }
    }

    /// What standard error says, a line per entry.
    var lines: [String] { entries.map(\.line) }

    var entries: [Entry] {
        var entries: [Entry] = []
        var byKind: [LintAssumption.Kind: [Diagnostic]] = [:]
        for warning in warnings {
            let kind = LintAssumption.Kind(warning)
            // What the user acts on — a file left out, a flag to `--define` — is said at its place.
            if Self.actionable.contains(where: warning.message.contains) {
                entries.append(Entry(location: Self.place(warning), level: "warning", message: warning.message))
                continue
            }
            byKind[kind, default: []].append(warning)
        }
        // Roots that failed for one reason (a helper every screen calls, a call many screens
        // make) are one line, at the first place: `--verbose` says each with its source line.
        var failures: [(failure: Diagnostic, places: Set<String>, roots: [String])] = []
        for root in notLinted {
            let place = Self.place(root.failure)
            if let index = failures.firstIndex(where: { $0.failure.message == root.failure.message }) {
                failures[index].places.insert(place)
                if !failures[index].roots.contains(root.name) { failures[index].roots.append(root.name) }
            } else {
                failures.append((root.failure, [place], [root.name]))
            }
        }
        for (failure, places, roots) in failures {
            let shown = roots.prefix(Self.namesShown).map { "'\($0)'" }.joined(separator: ", ")
            var message = failure.message
            message += roots.count == 1 ? "; \(shown) is not linted"
                : "; \(roots.count) roots are not linted: " + shown + (roots.count > Self.namesShown ? ", …" : "")
            if places.count > 1 { message += " (and at \(places.count - 1) more place\(places.count == 2 ? "" : "s"))" }
            entries.append(Entry(location: Self.place(failure), level: failure.severity.rawValue, message: message))
        }
        for kind in LintAssumption.Kind.allCases {
            guard let met = byKind[kind] else { continue }
            var message = kind.counted(met.count)
            let names = Self.frequentNames(met)
            if !names.isEmpty { message += ", most often " + names.joined(separator: ", ") }
            message += kind == .placeholder ? "; pass the folders that define them (their packages' sources)" : ""
            entries.append(Entry(location: origin, level: "note", message: message))
        }
        if !byKind.isEmpty {
            entries.append(Entry(location: origin, level: "note",
                                 message: "findings that rest on these are notes that say so (\"assumes\"); '--verbose' lists each at its place"))
        }
        return entries
    }

    private static func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.position.line):\(diagnostic.position.column)"
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
