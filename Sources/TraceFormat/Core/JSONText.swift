/// JSON's string escapes, decoded in one place: a trace line's names (a key's characters, a
/// view's id; `LineParser.scanText`, after `scanString` has checked the token) and the strings of
/// JSON scenes (SwiftSource's `JSONParser`) read them alike.
package enum JSONText {
    /// Why an escape is not one JSON allows.
    package enum EscapeError: Error, Equatable {
        /// A backslash before a character JSON does not escape (the character).
        case unknown(UInt8)
        /// `\u` without four hex digits.
        case badUnicode
        /// A high surrogate (`\ud83d`) without its low half.
        case unpairedHigh
        /// A low surrogate alone.
        case loneLow
    }

    /// The escape whose backslash is at `index`: appends the bytes it stands for to `result` and
    /// returns the index after it. A character outside the Basic Multilingual Plane is a pair of
    /// `\u` escapes (`\ud83d\ude00` is one emoji).
    package static func decodeEscape(_ bytes: [UInt8], at index: Int, into result: inout [UInt8]) throws(EscapeError) -> Int {
        guard index + 1 < bytes.count else { throw .badUnicode }
        let escaped = bytes[index + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
        case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "b"): result.append(8)
        case UInt8(ascii: "f"): result.append(12)
        case UInt8(ascii: "u"):
            guard var scalar = hex(bytes, at: index + 2) else { throw .badUnicode }
            var end = index + 6
            if (0xD800...0xDBFF).contains(scalar) {
                guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u"),
                      let low = hex(bytes, at: end + 2), (0xDC00...0xDFFF).contains(low) else { throw .unpairedHigh }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                end += 6
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw .loneLow }
            result.append(contentsOf: String(Character(unicode)).utf8)
            return end
        default: throw .unknown(escaped)
        }
        return index + 2
    }

    /// The four hex digits at `start`.
    private static func hex(_ bytes: [UInt8], at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The string a JSON string token (quotes included, as the reader checked it) stands for;
    /// nil when an escape is not one JSON allows or a surrogate is unpaired.
    static func decode(_ token: String) -> String? {
        var bytes = Array(token.utf8)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
        bytes = Array(bytes[1..<(bytes.count - 1)])
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else { result.append(bytes[index]); index += 1; continue }
            do throws(EscapeError) {
                index = try decodeEscape(bytes, at: index, into: &result)
            } catch {
                return nil
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
