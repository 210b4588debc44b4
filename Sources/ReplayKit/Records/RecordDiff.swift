import TraceFormat
import SwiftSource

/// The first difference between expected and actual records (JSON Lines), described for a person:
/// the record number, its neighbours, and which fields changed from what to what.
package struct RecordDiff {
    /// 0-based index of the first record that differs.
    package var index: Int
    package var expected: [Substring]
    package var actual: [Substring]
    /// The records from the first difference on, aligned (`aligned`): made once, read by the
    /// summary and each rendering.
    package private(set) var steps: [Step] = []

    /// What a piece of a rendered diff is, for colouring it.
    package enum Role: Sendable { case removed, added, context }

    /// Records shown before and after the differing one.
    package static let context = 2

    /// The first difference, or nil when the records are equal line for line.
    package static func first(expected: [Substring], actual: [Substring]) -> RecordDiff? {
        let shared = min(expected.count, actual.count)
        var index = 0
        while index < shared && expected[index] == actual[index] { index += 1 }
        if index == shared && expected.count == actual.count { return nil }
        var diff = RecordDiff(index: index, expected: expected, actual: actual)
        diff.steps = diff.aligned()
        return diff
    }

    /// One step of the two lists aligned: records that correspond (the same time, view,
    /// modifier and callback), equal or changed, and records only one side has.
    package enum Step: Equatable {
        case same(expected: Int, actual: Int)
        case changed(expected: Int, actual: Int)
        case missing(expected: Int)
        case added(actual: Int)
    }

    /// A record's top-level members; nil when it is not a JSON object.
    private static func members(of line: Substring) -> [JSONNode.Member]? {
        guard let node = try? JSONParser.parse(String(line), file: "record"), case .object(let members, _) = node else { return nil }
        return members
    }

    /// The values of `names` in a record, compact, as one key to compare records by; the whole
    /// line when it is not JSON.
    private static func key(_ line: Substring, _ names: [String]) -> String {
        guard let members = members(of: line) else { return String(line) }
        return names.map { name in members.first { $0.key == name }.map { text($0.value) } ?? "" }.joined(separator: "\u{1F}")
    }

    /// A record's identity for aligning: its time, view, modifier, gesture and callback (or a
    /// control's event); the whole line when it is not JSON.
    static func identity(_ line: Substring) -> String {
        key(line, ["t", "view", "modifier", "gesture", "callback", "event", "profile"])
    }

    /// Aligned pairs this many records long at most on each side: past it, records pair by
    /// index, as a longest common subsequence would take too long.
    static let alignmentLimit = 2_000

    /// The records from the first difference on, aligned by a longest common subsequence over
    /// their identities, so three dropped records read as three missing, not as every later
    /// record changed. The common tail is left out.
    private func aligned() -> [Step] {
        var tail = 0
        while tail < expected.count - index, tail < actual.count - index,
              expected[expected.count - 1 - tail] == actual[actual.count - 1 - tail] { tail += 1 }
        let old = Array(expected[index..<(expected.count - tail)]), new = Array(actual[index..<(actual.count - tail)])
        guard old.count <= Self.alignmentLimit, new.count <= Self.alignmentLimit else {
            return (0..<max(old.count, new.count)).map { offset in
                offset >= old.count ? .added(actual: index + offset)
                    : offset >= new.count ? .missing(expected: index + offset) : .changed(expected: index + offset, actual: index + offset)
            }
        }
        let oldKeys = old.map(Self.identity), newKeys = new.map(Self.identity)
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = oldKeys[i] == newKeys[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, oldKeys[i] == newKeys[j] {
                steps.append(old[i] == new[j] ? .same(expected: index + i, actual: index + j) : .changed(expected: index + i, actual: index + j))
                i += 1; j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // What went missing first, then what was added, as a diff reads.
                steps.append(.missing(expected: index + i)); i += 1
            } else {
                steps.append(.added(actual: index + j)); j += 1
            }
        }
        // A record missing beside one added at the same time on the same view is one record
        // that changed (its callback or value).
        var merged: [Step] = []
        for step in steps {
            switch (step, merged.last) {
            case (.added(let a), .missing(let e)?) where Self.correspond(expected[e], actual[a]),
                 (.missing(let e), .added(let a)?) where Self.correspond(expected[e], actual[a]):
                merged[merged.count - 1] = .changed(expected: e, actual: a)
            default:
                merged.append(step)
            }
        }
        return merged
    }

    /// Whether a record missing beside one added are one record changed: the same time and view
    /// (its callback changed), or the same view, modifier and callback (its time changed).
    static func correspond(_ expected: Substring, _ actual: Substring) -> Bool {
        let place = ["t", "view"], what = ["view", "modifier", "callback", "event"]
        return key(expected, place) == key(actual, place) || key(expected, what) == key(actual, what)
    }

    /// A record's callback (or a control's event), for saying which records went missing.
    static func callback(of line: Substring) -> String {
        guard let value = members(of: line)?.first(where: { $0.key == "callback" || $0.key == "event" })?.value,
              case .string(let name, _) = value else { return "" }
        return name
    }

    /// Runs of missing and added records, and the first changed pair: "records 19–21
    /// (onChanged) missing", "1 record added (onEnded)", "record 23 differs".
    private var parts: [String] {
        var parts: [String] = []
        var run: [Int] = [], added: [Int] = []
        func names(_ lines: [Substring]) -> String {
            var seen: [String] = []
            for line in lines { let name = Self.callback(of: line); if !name.isEmpty, !seen.contains(name) { seen.append(name) } }
            return seen.isEmpty ? "" : " (" + seen.joined(separator: ", ") + ")"
        }
        func flushMissing() {
            guard let first = run.first, let last = run.last else { return }
            parts.append((first == last ? "record \(first + 1)" : "records \(first + 1)–\(last + 1)") + names(run.map { expected[$0] }) + " missing")
            run = []
        }
        func flushAdded() {
            guard !added.isEmpty else { return }
            parts.append("\(added.count) record\(added.count == 1 ? "" : "s") added" + names(added.map { actual[$0] }))
            added = []
        }
        var changedSaid = false
        for step in steps {
            switch step {
            case .missing(let e): flushAdded(); run.append(e)
            case .added(let a): flushMissing(); added.append(a)
            case .changed(let e, _):
                flushMissing(); flushAdded()
                if !changedSaid { parts.append("record \(e + 1) differs"); changedSaid = true }
            case .same: flushMissing(); flushAdded()
            }
        }
        flushMissing(); flushAdded()
        return parts
    }

    /// A one-line summary, for JUnit's `message` and the failure header: what went missing,
    /// what was added and the first record that changed, with the counts when they differ.
    package var summary: String {
        var text = parts.prefix(4).joined(separator: "; ")
        if parts.count > 4 { text += "; …" }
        if expected.count != actual.count { text += "; \(actual.count) record\(actual.count == 1 ? "" : "s") replayed, \(expected.count) expected" }
        return text
    }

    /// The records around the difference, `-` for expected and `+` for actual, aligned, then the
    /// changed fields of each record that changed. `paint` colours a piece of text (identity
    /// when colour is off).
    package func render(paint: (String, RecordDiff.Role) -> String) -> String {
        var lines: [String] = []
        func line(_ marker: String, _ number: Int, _ text: Substring, _ role: RecordDiff.Role) {
            lines.append(paint("  \(marker) \(Self.pad(number + 1)) \(text)", role))
        }
        for number in max(0, index - Self.context)..<index { line(" ", number, expected[number], .context) }
        var shownSince = 0
        var changes: [(Int, [FieldChange])] = []
        for step in steps.prefix(Self.shownSteps) {
            switch step {
            case .same(let e, _):
                if shownSince < Self.context { line(" ", e, expected[e], .context) }
                shownSince += 1
            case .changed(let e, let a):
                line("-", e, expected[e], .removed); line("+", a, actual[a], .added); shownSince = 0
                changes.append((e, Self.fieldChanges(expected[e], actual[a])))
            case .missing(let e): line("-", e, expected[e], .removed); shownSince = 0
            case .added(let a): line("+", a, actual[a], .added); shownSince = 0
            }
        }
        if steps.count > Self.shownSteps { lines.append("  … \(steps.count - Self.shownSteps) more") }
        for (record, fields) in changes.prefix(3) where !fields.isEmpty {
            lines.append("  changed in record \(record + 1):")
            for change in fields {
                lines.append("    \(change.path): " + paint(change.old, .removed) + " → " + paint(change.new, .added))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Aligned steps shown before the rest is counted.
    static let shownSteps = 24

    private static func pad(_ number: Int) -> String {
        let text = String(number)
        return text.count >= 4 ? text : String(repeating: " ", count: 4 - text.count) + text
    }

    package struct FieldChange: Equatable {
        package var path: String
        package var old: String
        package var new: String
    }

    /// Field by field, what differs between the expected and actual record at `index`; empty when
    /// one side is missing or is not JSON.
    package var fieldChanges: [FieldChange] {
        guard index < expected.count, index < actual.count else { return [] }
        return Self.fieldChanges(expected[index], actual[index])
    }

    /// Field by field, what differs between two records; empty when one is not JSON.
    static func fieldChanges(_ expected: Substring, _ actual: Substring) -> [FieldChange] {
        guard let old = try? JSONParser.parse(String(expected), file: "expected"),
              let new = try? JSONParser.parse(String(actual), file: "actual") else { return [] }
        var changes: [FieldChange] = []
        Self.compare(old, new, path: "", into: &changes)
        return changes
    }

    private static func compare(_ old: JSONNode, _ new: JSONNode, path: String, into changes: inout [FieldChange]) {
        switch (old, new) {
        case (.object(let oldMembers, _), .object(let newMembers, _)):
            for member in oldMembers {
                let key = path.isEmpty ? member.key : path + "." + member.key
                if let match = newMembers.first(where: { $0.key == member.key }) {
                    compare(member.value, match.value, path: key, into: &changes)
                } else {
                    changes.append(FieldChange(path: key, old: text(member.value), new: "(absent)"))
                }
            }
            for member in newMembers where !oldMembers.contains(where: { $0.key == member.key }) {
                changes.append(FieldChange(path: path.isEmpty ? member.key : path + "." + member.key, old: "(absent)", new: text(member.value)))
            }
        case (.array(let oldElements, _), .array(let newElements, _)) where oldElements.count == newElements.count:
            for (offset, pair) in zip(oldElements, newElements).enumerated() {
                compare(pair.0, pair.1, path: "\(path)[\(offset)]", into: &changes)
            }
        default:
            let oldText = text(old)
            let newText = text(new)
            if oldText != newText { changes.append(FieldChange(path: path.isEmpty ? "(record)" : path, old: oldText, new: newText)) }
        }
    }

    /// Compact JSON text of a value, numbers in the tool's own shortest form.
    package static func text(_ node: JSONNode) -> String {
        switch node {
        case .object(let members, _):
            "{" + members.map { "\"\($0.key)\":" + text($0.value) }.joined(separator: ",") + "}"
        case .array(let elements, _):
            "[" + elements.map(text).joined(separator: ",") + "]"
        case .string(let string, _):
            jsonString(string)
        case .number(let number, _):
            NumberFormat.string(number)
        case .bool(let value, _):
            value ? "true" : "false"
        case .null:
            "null"
        }
    }

    package static func jsonString(_ string: String) -> String { TextEscaping.json(string) }
}
