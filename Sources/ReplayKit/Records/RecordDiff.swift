import TraceFormat
import SwiftSource

/// The first difference between expected and actual records (JSON Lines), described for a person:
/// the record number, its neighbours, and which fields changed from what to what.
package struct RecordDiff {
    /// 0-based index of the first record that differs.
    package var index: Int
    package var expected: [Substring]
    package var actual: [Substring]

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
        return RecordDiff(index: index, expected: expected, actual: actual)
    }

    /// A one-line summary, for JUnit's `message` and the failure header.
    package var summary: String {
        if index >= actual.count {
            return "record \(index + 1) is missing: the replay produced \(actual.count) record\(actual.count == 1 ? "" : "s"), \(expected.count) expected"
        }
        if index >= expected.count {
            return "record \(index + 1) is new: the replay produced \(actual.count) records, \(expected.count) expected"
        }
        return "record \(index + 1) differs"
    }

    /// The records around the difference, `-` for expected and `+` for actual, then the changed
    /// fields. `paint` colours a piece of text (identity when colour is off).
    package func render(paint: (String, RecordDiff.Role) -> String) -> String {
        var lines: [String] = []
        func line(_ marker: String, _ number: Int, _ text: Substring, _ role: RecordDiff.Role) {
            lines.append(paint("  \(marker) \(Self.pad(number + 1)) \(text)", role))
        }
        for number in max(0, index - Self.context)..<index { line(" ", number, expected[number], .context) }
        let after = index + 1 + Self.context
        for number in index..<min(after, max(expected.count, actual.count)) {
            let old = number < expected.count ? expected[number] : nil
            let new = number < actual.count ? actual[number] : nil
            if let old, let new, old == new, number != index {
                line(" ", number, old, .context)
                continue
            }
            if let old { line("-", number, old, .removed) }
            if let new { line("+", number, new, .added) }
        }
        let changes = fieldChanges
        if !changes.isEmpty {
            lines.append("  changed in record \(index + 1):")
            for change in changes {
                lines.append("    \(change.path): " + paint(change.old, .removed) + " → " + paint(change.new, .added))
            }
        }
        return lines.joined(separator: "\n")
    }

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
        guard index < expected.count, index < actual.count,
              let old = try? JSONParser.parse(String(expected[index]), file: "expected"),
              let new = try? JSONParser.parse(String(actual[index]), file: "actual") else { return [] }
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

    package static func jsonString(_ string: String) -> String {
        var sink = OutputSink(.memory)
        sink.appendJSONString(string)
        return sink.text
    }
}
