/// The Swift source reader's first layer: bytes into tokens, each with its byte offset, so every
/// later error points at the text it is about. Whitespace and comments go; nothing is evaluated.
package enum SwiftLexer {
    /// The tokens, and in `warnings` what Swift itself only warns about and reads as written.
    package static func tokens(of source: SourceText, warnings: inout [Diagnostic]) throws(Diagnostic) -> [SourceToken] {
        let bytes = source.bytes
        var tokens: [SourceToken] = []
        var index = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                // Swift reads a no-break space (often pasted from a web page) as a space, with a warning.
                var warning = source.diagnostic(offset: start, length: 1, "no-break space (U+00A0) used instead of a space; read as a space")
                warning.severity = .warning
                warnings.append(warning)
                index += 2
            case 0xEF where index == 0 && bytes.count >= 3 && bytes[1] == 0xBB && bytes[2] == 0xBF:
                // A byte order mark at the start, which Swift ignores.
                index += 3
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else {
                    throw source.diagnostic(offset: start, length: 2, "unterminated '/*' comment")
                }
                index += 2
            case UInt8(ascii: "#") where Self.rawDelimiter(bytes, at: index) != nil:
                // `#"…"#`, `##"…\"…"##`, `#"""…"""#`: a raw string, whose backslashes are text
                // unless followed by its hashes (`\#(name)`), and `#/…/#`, a regex literal.
                // Cannot trap: the guard above found the delimiter.
                let delimiter = Self.rawDelimiter(bytes, at: index)!
                guard let literal = Self.rawLiteral(bytes, from: index, delimiter: delimiter) else {
                    throw source.diagnostic(offset: start, length: delimiter.hashes + 1, "unterminated raw string literal; expected a closing '\(delimiter.closing)'")
                }
                index = literal.end
                tokens.append(SourceToken(kind: .string, text: literal.text, offset: start))
            case UInt8(ascii: "/") where Self.startsRegex(bytes, at: index, after: tokens.last):
                // `/\d+[-.]\s+/`: a regex literal where an expression starts, read as an opaque
                // string (the reader evaluates no regex); a `/` after a value divides.
                // Cannot trap: `startsRegex` found the closing slash.
                let end = Self.regexEnd(bytes, from: index)!
                tokens.append(SourceToken(kind: .string, text: String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self), offset: start))
                index = end
            case UInt8(ascii: "\"") where index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\""):
                guard let literal = Self.multilineLiteral(bytes, from: index) else {
                    throw source.diagnostic(offset: start, length: 3, "unterminated multi-line string literal; expected a closing '\"\"\"'")
                }
                index = literal.end
                tokens.append(SourceToken(kind: .string, text: literal.text, offset: start))
            case UInt8(ascii: "\""):
                guard let literal = Self.stringLiteral(bytes, from: index) else { throw source.diagnostic(offset: start, length: 1, "unterminated string literal") }
                index = literal.end
                tokens.append(SourceToken(kind: .string, text: literal.text, offset: start))
            case UInt8(ascii: "$"):
                index += 1
                while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(SourceToken(kind: .dollar, text: String(decoding: bytes[(start + 1)..<index], as: UTF8.self), offset: start))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < bytes.count && (isIdentifierByte(bytes[index]) || (bytes[index] == UInt8(ascii: ".")
                        && index + 1 < bytes.count && bytes[index + 1] &- UInt8(ascii: "0") < 10)) {
                    index += 1
                }
                tokens.append(SourceToken(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start))
            case _ where isIdentifierByte(byte) || byte == UInt8(ascii: "`"):
                index += 1
                while index < bytes.count && (isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "`")) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self).filter { $0 != "`" }
                tokens.append(SourceToken(kind: .identifier, text: text, offset: start))
            default:
                index += 1
                tokens.append(SourceToken(kind: .punctuation, text: String(Character(Unicode.Scalar(byte))), offset: start))
            }
        }
        tokens.append(SourceToken(kind: .end, text: "", offset: bytes.count))
        return tokens
    }
}

extension SwiftLexer {
    /// An extended delimiter at `index`: its hashes and what follows them (a quote, three
    /// quotes, or a slash); nil where `#` starts anything else (`#if`, `#Preview`).
    struct RawDelimiter {
        var hashes: Int
        var opening: [UInt8]
        var closing: String {
            String(decoding: opening.reversed(), as: UTF8.self) + String(repeating: "#", count: hashes)
        }
    }

    static func rawDelimiter(_ bytes: [UInt8], at index: Int) -> RawDelimiter? {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end < bytes.count else { return nil }
        let hashes = end - index
        let quote = UInt8(ascii: "\"")
        if bytes[end] == quote {
            let triple = end + 2 < bytes.count && bytes[end + 1] == quote && bytes[end + 2] == quote
            return RawDelimiter(hashes: hashes, opening: triple ? [quote, quote, quote] : [quote])
        }
        if bytes[end] == UInt8(ascii: "/") { return RawDelimiter(hashes: hashes, opening: [UInt8(ascii: "/")]) }
        return nil
    }

    /// A raw string's or extended regex's value and the index past its closing delimiter; nil
    /// when it is never closed. In a string, `\#…` (as many hashes as the delimiter) is an
    /// escape as `\…` is in a plain string; every other backslash is text.
    static func rawLiteral(_ bytes: [UInt8], from index: Int, delimiter: RawDelimiter) -> (text: String, end: Int)? {
        let bodyStart = index + delimiter.hashes + delimiter.opening.count
        let closing = Array(delimiter.opening) + [UInt8](repeating: UInt8(ascii: "#"), count: delimiter.hashes)
        let isString = delimiter.opening.first == UInt8(ascii: "\"")
        // A multi-line one goes through `multilineValue`, which decodes plain-string escapes:
        // its escapes are written as those, its other backslashes doubled.
        let multiline = delimiter.opening.count == 3
        var text: [UInt8] = []
        var cursor = bodyStart
        while cursor < bytes.count {
            if bytes[cursor] == closing[0], cursor + closing.count <= bytes.count, Array(bytes[cursor..<(cursor + closing.count)]) == closing {
                let value = delimiter.opening.count == 3 ? multilineValue(text) : String(decoding: text, as: UTF8.self)
                return (value, cursor + closing.count)
            }
            let escapeEnd = cursor + 1 + delimiter.hashes
            if isString, bytes[cursor] == UInt8(ascii: "\\"), escapeEnd < bytes.count,
               bytes[(cursor + 1)..<escapeEnd].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                if multiline {
                    text.append(contentsOf: [UInt8(ascii: "\\"), bytes[escapeEnd]])
                    cursor = escapeEnd + 1
                    continue
                }
                // `\#(name)`: kept as `\(name)`, for the evaluator to interpolate.
                cursor = decodeEscape(bytes, at: escapeEnd, into: &text)
                continue
            }
            if multiline, bytes[cursor] == UInt8(ascii: "\\") { text.append(bytes[cursor]) }
            text.append(bytes[cursor])
            cursor += 1
        }
        return nil
    }

    /// Whether the `/` at `index` opens a bare regex literal, as Swift decides: where an
    /// expression starts (after an operator, an opening bracket, a comma, a colon or a keyword
    /// that takes an expression), not followed by a space, and closed on the same line.
    static func startsRegex(_ bytes: [UInt8], at index: Int, after previous: SourceToken?) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        guard next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n"), next != UInt8(ascii: "="),
              next != UInt8(ascii: "/"), next != UInt8(ascii: "*") else { return false }
        if let previous {
            switch previous.kind {
            case .number, .string, .dollar: return false
            case .identifier:
                guard ["return", "case", "in", "try", "await", "where", "if", "guard", "while", "else", "throw"].contains(previous.text) else { return false }
            case .punctuation:
                guard "([{,:=!&|?;<>+-*%^~".contains(previous.text) else { return false }
                // `a.b /c/`: no; `)`, `]`, `}` end a value.
            case .end: return false
            }
        }
        return regexEnd(bytes, from: index) != nil
    }

    /// The index past the `/` that closes the bare regex literal opening at `index`, on the same
    /// line; `\/` and a `/` inside `[…]` do not close it.
    static func regexEnd(_ bytes: [UInt8], from index: Int) -> Int? {
        var cursor = index + 1
        var classDepth = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"): cursor += 1
            case UInt8(ascii: "["): classDepth += 1
            case UInt8(ascii: "]"): classDepth = max(0, classDepth - 1)
            case UInt8(ascii: "/") where classDepth == 0:
                // A regex does not end in a space before its slash (`a / b / c` divides).
                return bytes[cursor - 1] == UInt8(ascii: " ") ? nil : cursor + 1
            default: break
            }
            cursor += 1
        }
        return nil
    }

    /// A multi-line string's value as Swift makes it: without the line break after the opening
    /// `"""` and the closing delimiter's indentation on every line, its escapes decoded (`\n`,
    /// `\t`, `\"`, `\\`, `\u{…}`); `\(…)` kept as written for the evaluator to interpolate.
    static func multilineValue(_ raw: [UInt8]) -> String {
        var lines = String(decoding: raw, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
        var indentation = ""
        if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            indentation = last
            lines.removeLast()
        }
        let body = Array(lines.map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }.joined(separator: "\n").utf8)
        var result: [UInt8] = []
        var index = 0
        while index < body.count {
            guard body[index] == UInt8(ascii: "\\"), index + 1 < body.count else {
                result.append(body[index])
                index += 1
                continue
            }
            index = decodeEscape(body, at: index + 1, into: &result)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The one reading of Swift's escapes, for every kind of string literal: `bytes[index]` is
    /// the character after the backslash (and a raw string's hashes). `\n`, `\t`, `\r`, `\0` and
    /// `\u{1F600}` are what they stand for; `\(` is kept as written, for the evaluator to
    /// interpolate; any other character stands for itself (`\"`, `\\`, `\'`). Returns the index
    /// after the escape.
    static func decodeEscape(_ bytes: [UInt8], at index: Int, into text: inout [UInt8]) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "("): text.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "(")])
        case UInt8(ascii: "u") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{"):
            var end = index + 2, value: UInt32 = 0, digits = 0
            while end < bytes.count, digits <= 8, let digit = Character(Unicode.Scalar(bytes[end])).hexDigitValue {
                value = value &* 16 &+ UInt32(digit)
                digits += 1
                end += 1
            }
            if digits > 0, digits <= 8, end < bytes.count, bytes[end] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
                return end + 1
            }
            text.append(bytes[index])
        default: text.append(bytes[index])
        }
        return index + 1
    }

    /// `"…"` from the quote at `start`: its text with escapes decoded and `\(…)` kept as written
    /// (its parentheses may hold quotes); nil when it is not closed.
    static func stringLiteral(_ bytes: [UInt8], from start: Int) -> (text: String, end: Int)? {
        var index = start + 1
        var text: [UInt8] = []
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count else {
                text.append(bytes[index])
                index += 1
                continue
            }
            index += 1
            guard bytes[index] == UInt8(ascii: "(") else {
                index = decodeEscape(bytes, at: index, into: &text)
                continue
            }
            text.append(UInt8(ascii: "\\"))
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                text.append(bytes[index])
                index += 1
                if depth == 0 { break }
            }
        }
        guard index < bytes.count else { return nil }
        return (String(decoding: text, as: UTF8.self), index + 1)
    }

    /// `"""` … `"""` from the quotes at `start`: its text as written, escapes and `\(…)` kept for
    /// `multilineValue`; a quote or two inside it does not end it. Nil when it is not closed.
    static func multilineLiteral(_ bytes: [UInt8], from start: Int) -> (text: String, end: Int)? {
        var index = start + 3
        var text: [UInt8] = []
        while index + 2 < bytes.count,
              !(bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")) {
            if bytes[index] == UInt8(ascii: "\\") {
                text.append(bytes[index])
                index += 1
            }
            text.append(bytes[index])
            index += 1
        }
        guard index + 2 < bytes.count else { return nil }
        return (multilineValue(text), index + 3)
    }
}

/// A token of Swift source and where it starts.
package struct SourceToken: Sendable {
    /// The token quoted for a "found …" message.
    package var quoted: String { kind == .end ? "the end of the expression" : "'\(text)'" }

    /// The token's own text in the source, without the whitespace after it.
    package var sourceLength: Int {
        switch kind {
        case .string: text.utf8.count + 2
        case .dollar: text.utf8.count + 1
        default: text.utf8.count
        }
    }

    package enum Kind: Equatable, Sendable { case identifier, number, string, dollar, punctuation, end }
    package var kind: Kind
    package var text: String
    package var offset: Int
}
