/// A Swift file reduced to what a dependency check needs: its code without comments or string
/// text (an interpolation's code is kept), the names it declares at the top level and at any
/// depth, and the capitalised names it uses. Not a parser: a type named only in a comment or a
/// message is no use, and a name declared in the file itself is the file's own.
struct SourceScan {
    var topLevel: Set<String> = []
    var declared: Set<String> = []
    var used: Set<String> = []

    init(_ text: String) {
        let keywords: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "final", "indirect", "open", "nonisolated"]
        for line in Self.code(of: Array(text.utf8)).split(separator: 10, omittingEmptySubsequences: true) {
            let words = Self.words(of: line)
            for (index, word) in words.enumerated() where index + 1 < words.count && keywords.contains(word.text) {
                declared.insert(words[index + 1].text)
            }
            if let first = line.first, first != 32, first != 9 {
                // A declaration at column 0: modifiers and attributes, then the keyword and its name.
                for (index, word) in words.enumerated() {
                    if keywords.contains(word.text) {
                        if index + 1 < words.count { topLevel.insert(words[index + 1].text) }
                        break
                    }
                    if !(modifiers.contains(word.text) || word.isAttribute) { break }
                }
            }
            for word in words where word.text.utf8.first.map({ $0 >= 65 && $0 <= 90 }) == true { used.insert(word.text) }
        }
    }

    private static func words(of line: ArraySlice<UInt8>) -> [(text: String, isAttribute: Bool)] {
        var words: [(text: String, isAttribute: Bool)] = []
        var start: Int?
        for index in line.indices {
            if isWordByte(line[index]) {
                if start == nil { start = index }
            } else if let begin = start {
                words.append((String(decoding: line[begin..<index], as: UTF8.self), begin > line.startIndex && line[begin - 1] == 64))
                start = nil
            }
        }
        if let begin = start {
            words.append((String(decoding: line[begin...], as: UTF8.self), begin > line.startIndex && line[begin - 1] == 64))
        }
        return words
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    /// The bytes with comments and string text blanked (newlines kept, so line starts hold).
    static func code(of bytes: [UInt8]) -> [UInt8] {
        enum Context { case string(multiline: Bool), interpolation(depth: Int) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var stack: [Context] = []
        var i = 0
        func at(_ offset: Int) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }
        while i < bytes.count {
            let byte = bytes[i]
            if case .string(let multiline)? = stack.last {
                if byte == 92 { // backslash
                    if at(1) == 40 { stack.append(.interpolation(depth: 0)); out.append(32); out.append(32); i += 2; continue }
                    out.append(32); out.append(at(1) == 10 ? 10 : 32); i += 2; continue
                }
                if byte == 34, !multiline || (at(1) == 34 && at(2) == 34) {
                    stack.removeLast()
                    let width = multiline ? 3 : 1
                    out.append(contentsOf: [UInt8](repeating: 32, count: width)); i += width; continue
                }
                out.append(byte == 10 ? 10 : 32); i += 1; continue
            }
            if byte == 47, at(1) == 47 { // line comment
                while i < bytes.count, bytes[i] != 10 { out.append(32); i += 1 }
                continue
            }
            if byte == 47, at(1) == 42 { // block comment, nested as Swift nests them
                var depth = 0
                repeat {
                    if at(0) == 47, at(1) == 42 { depth += 1; out.append(32); out.append(32); i += 2 }
                    else if at(0) == 42, at(1) == 47 { depth -= 1; out.append(32); out.append(32); i += 2 }
                    else { out.append(bytes[i] == 10 ? 10 : 32); i += 1 }
                } while depth > 0 && i < bytes.count
                continue
            }
            if byte == 34 {
                let multiline = at(1) == 34 && at(2) == 34
                stack.append(.string(multiline: multiline))
                let width = multiline ? 3 : 1
                out.append(contentsOf: [UInt8](repeating: 32, count: width)); i += width; continue
            }
            if case .interpolation(let depth)? = stack.last {
                if byte == 40 { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                if byte == 41 {
                    if depth == 0 { stack.removeLast(); out.append(32); i += 1; continue }
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            out.append(byte); i += 1
        }
        return out
    }
}
