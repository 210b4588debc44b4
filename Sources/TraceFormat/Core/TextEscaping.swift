/// Every way the tool escapes text, one family with named conventions, so each output says
/// characters the same way wherever it is written:
///
/// - `.message`: a diagnostic line stays one line: `\n`, `\t`, `\r`, other control characters
///   as Swift writes them (`\u{1b}`).
/// - `.quotedMessage`: a name quoted between `'…'` in a message: as `.message`, and `\`, `'`
///   and AppKit's private-use function keys (U+F700…) escaped too.
/// - `.terminal`: text shown as it is (a key's `characters` in `--format text`): control
///   characters, C1 controls and private-use characters as `\u{F700}`, upper-case hex.
/// - `.xml`: XML 1.0 text (JUnit, SVG): the five entities, and the control characters XML
///   cannot carry dropped.
/// - JSON string literals: `json(_:)` (`TextEscaping+JSON`), the bytes `OutputSink.appendJSONString`
///   writes in records.
public enum TextEscaping {
    public enum Convention: Sendable {
        case message, quotedMessage, terminal, xml
    }

    public static func escape(_ text: String, _ convention: Convention) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, convention) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, convention) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch convention {
            case .message, .quotedMessage:
                switch scalar {
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                case "\r": result += "\\r"
                case "\\", "'": result += "\\" + String(scalar)
                default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            case .terminal:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case .xml:
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                default: break
                }
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ convention: Convention) -> Bool {
        let value = scalar.value
        switch convention {
        case .message: return value < 0x20 || value == 0x7F
        case .quotedMessage: return value < 0x20 || value == 0x7F || scalar == "\\" || scalar == "'" || (0xE000...0xF8FF).contains(value)
        case .terminal: return value < 0x20 || (0x7F...0x9F).contains(value) || (0xE000...0xF8FF).contains(value)
        case .xml:
            if scalar == "\n" || scalar == "\t" || scalar == "\r" { return false }
            return "&<>\"'".unicodeScalars.contains(scalar) || value < 0x20 || value == 0xFFFE || value == 0xFFFF
        }
    }
}
