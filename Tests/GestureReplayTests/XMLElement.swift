/// A strict, small XML reader for checking generated reports: elements, attributes, text and the
/// five predefined entities; anything else (mismatched tags, unquoted attributes, stray `<` or
/// `&`) is an error. Enough to hold JUnit output to its structure without a dependency.
struct XMLElement {
    var name: String
    var attributes: [String: String] = [:]
    var children: [XMLElement] = []
    var text = ""

    struct Malformed: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "offset \(offset): \(message)" }
    }

    static func parse(_ xml: String) throws(Malformed) -> XMLElement {
        var parser = Parser(bytes: Array(xml.utf8))
        parser.skipProlog()
        let root = try parser.parseElement()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw Malformed(offset: parser.index, message: "text after the root element") }
        return root
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func skipProlog() {
            skipSpace()
            if bytes[index...].starts(with: Array("<?xml".utf8)) {
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">")) { index += 1 }
                index += 2
            }
            skipSpace()
        }

        mutating func expect(_ byte: UInt8) throws(Malformed) {
            guard index < bytes.count, bytes[index] == byte else {
                throw Malformed(offset: index, message: "expected '\(Character(Unicode.Scalar(byte)))'")
            }
            index += 1
        }

        mutating func name() throws(Malformed) -> String {
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-")
                    || bytes[index] == UInt8(ascii: ":") || (bytes[index] | 0x20 >= UInt8(ascii: "a") && bytes[index] | 0x20 <= UInt8(ascii: "z"))
                    || (index > start && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
                index += 1
            }
            guard index > start else { throw Malformed(offset: index, message: "expected a name") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func characters(until terminator: UInt8) throws(Malformed) -> String {
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != terminator {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") { throw Malformed(offset: index, message: "unescaped '<'") }
                if byte == UInt8(ascii: "&") {
                    let entities: [(String, UInt8)] = [("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E), ("&quot;", 0x22), ("&apos;", 0x27)]
                    guard let match = entities.first(where: { bytes[index...].starts(with: Array($0.0.utf8)) }) else {
                        throw Malformed(offset: index, message: "unknown entity")
                    }
                    out.append(match.1)
                    index += match.0.utf8.count
                    continue
                }
                if byte < 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                    throw Malformed(offset: index, message: "control character")
                }
                out.append(byte)
                index += 1
            }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func parseElement() throws(Malformed) -> XMLElement {
            try expect(UInt8(ascii: "<"))
            var element = XMLElement(name: try name())
            while true {
                skipSpace()
                guard index < bytes.count else { throw Malformed(offset: index, message: "unterminated tag") }
                if bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    try expect(UInt8(ascii: ">"))
                    return element
                }
                if bytes[index] == UInt8(ascii: ">") { index += 1; break }
                let key = try name()
                try expect(UInt8(ascii: "="))
                try expect(UInt8(ascii: "\""))
                let value = try characters(until: UInt8(ascii: "\""))
                try expect(UInt8(ascii: "\""))
                guard element.attributes.updateValue(value, forKey: key) == nil else {
                    throw Malformed(offset: index, message: "duplicate attribute \(key)")
                }
            }
            while true {
                element.text += try characters(until: UInt8(ascii: "<"))
                guard index + 1 < bytes.count else { throw Malformed(offset: index, message: "unclosed <\(element.name)>") }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    let closing = try name()
                    guard closing == element.name else { throw Malformed(offset: index, message: "</\(closing)> closes <\(element.name)>") }
                    skipSpace()
                    try expect(UInt8(ascii: ">"))
                    if !element.children.isEmpty { element.text = element.text.filter { !$0.isWhitespace } }
                    return element
                }
                element.children.append(try parseElement())
            }
        }
    }
}
