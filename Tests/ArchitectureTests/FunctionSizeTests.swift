import Foundation
import Testing

/// Sizes a reader can hold: no function over 100 lines, at most 20 over 60, and no SwiftSource
/// type with more than 50 members. Lines are counted from a declaration's `func` or `init` to its
/// closing brace, comments and string text included, as a reader scrolls them.
@Suite struct FunctionSizeTests {
    static let longest = 100
    static let long = 60
    static let longAllowed = 20
    static let mostMembers = 50

    struct Function: CustomStringConvertible {
        let file: String
        let line: Int
        let name: String
        let lines: Int
        var description: String { "\(file):\(line) \(name) (\(lines) lines)" }
    }

    /// Every function and initializer with a body in `text`, with its length in lines.
    static func functions(in text: String, file: String) -> [Function] {
        let code = SourceScan.code(of: Array(text.utf8))
        let lines = code.split(separator: 10, omittingEmptySubsequences: false).map { Array($0) }
        var found: [Function] = []
        for (index, line) in lines.enumerated() {
            guard let name = declaredName(line) else { continue }
            let indent = line.prefix { $0 == 32 }.count
            // The body's brace: on the declaration's line, or on a line of its signature, which
            // is indented deeper than the declaration.
            var row = index
            var depth = 0
            var opened = false
            scan: while row < lines.count {
                if row > index {
                    let rowIndent = lines[row].prefix { $0 == 32 }.count
                    let blank = lines[row].allSatisfy { $0 == 32 }
                    if !opened && !blank && (rowIndent < indent || (rowIndent == indent && !Self.continuesSignature(lines[row]))) { break }
                }
                for byte in lines[row] {
                    if byte == 123 { depth += 1; opened = true }
                    if byte == 125 { depth -= 1 }
                    if opened && depth == 0 { break scan }
                }
                row += 1
            }
            guard opened, row < lines.count else { continue }
            found.append(Function(file: file, line: index + 1, name: name, lines: row - index + 1))
        }
        return found
    }

    /// Whether a line at the declaration's indentation still belongs to its signature:
    /// `) -> Int {`, `where T: P {`, `{`.
    static func continuesSignature(_ line: [UInt8]) -> Bool {
        let text = String(decoding: line, as: UTF8.self).drop { $0 == " " }
        return [")", "{", "-", "where ", "throws", "rethrows", "async"].contains { text.hasPrefix($0) }
    }

    /// `parse` for `static func parse(…`, `init` for an initializer; nil for any other line.
    static func declaredName(_ line: [UInt8]) -> String? {
        let words = String(decoding: line, as: UTF8.self).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
        for (index, word) in words.enumerated() {
            if word == "func", index + 1 < words.count { return String(words[index + 1]) }
            if word == "init", index == 0 || ["public", "package", "private", "fileprivate", "internal", "convenience", "required", "override", "nonisolated"].contains(String(words[index - 1])) {
                return "init"
            }
            let modifier = ["public", "package", "private", "fileprivate", "internal", "static", "class", "mutating", "nonmutating",
                            "override", "final", "nonisolated", "consuming", "borrowing", "convenience", "required", "open"].contains(String(word))
            if !(modifier || word.hasPrefix("@")) { return nil }
        }
        return nil
    }

    /// The Swift files under Sources (or one module of it), each with its path from there.
    static func sourceFiles(of module: String? = nil) throws -> [(path: String, text: String)] {
        try DocLinkTests.files(under: "Sources" + (module.map { "/" + $0 } ?? ""), suffixes: [".swift"]).map { file in
            (String(file.dropFirst("Sources/".count)), try String(contentsOf: DocLinkTests.root.appendingPathComponent(file), encoding: .utf8))
        }
    }

    @Test("no function is over 100 lines, and at most 20 are over 60")
    func functionSizes() throws {
        let all = try Self.sourceFiles().flatMap { Self.functions(in: $0.text, file: $0.path) }
        #expect(all.count > 1000)
        let overLongest = all.filter { $0.lines > Self.longest }
        #expect(overLongest.map(\.description) == [])
        let overLong = all.filter { $0.lines > Self.long }.sorted { $0.lines > $1.lines }
        #expect(overLong.count <= Self.longAllowed, "\(overLong.map(\.description))")
    }

    /// Each type's members (functions, initializers, properties, subscripts) across its
    /// declaration and extensions, by the type's name: the declarations one level inside a
    /// top-level `struct`, `enum`, `class` or `extension` of it.
    static func memberCounts(of files: [(path: String, text: String)]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in files {
            var owner: String?
            for line in SourceScan.code(of: Array(file.text.utf8)).split(separator: 10, omittingEmptySubsequences: false) {
                let text = String(decoding: line, as: UTF8.self)
                let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                if let first = text.first, first != " ", first != "}" {
                    owner = nil
                    for (index, word) in words.enumerated() where ["struct", "enum", "class", "extension", "actor"].contains(word) {
                        if index + 1 < words.count { owner = words[index + 1] }
                        break
                    }
                    continue
                }
                guard let owner, text.hasPrefix("    "), !text.hasPrefix("     ") else { continue }
                let declaration = words.first { !["public", "package", "private", "fileprivate", "internal", "static", "mutating", "nonmutating",
                                                   "override", "final", "nonisolated", "lazy", "weak", "unowned", "class", "consuming", "borrowing"].contains($0) }
                if let declaration, ["func", "var", "let", "init", "subscript"].contains(declaration) { counts[owner, default: 0] += 1 }
            }
        }
        return counts
    }

    @Test("no SwiftSource type has more than 50 members")
    func memberCounts() throws {
        let counts = Self.memberCounts(of: try Self.sourceFiles(of: "SwiftSource"))
        #expect(counts["SourceReader", default: 0] > 10)
        let large = counts.filter { $0.value > Self.mostMembers }.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" }
        #expect(large == [])
    }

    @Test("lines are counted from the declaration to its closing brace; requirements have none")
    func counting() {
        let text = """
            protocol P {
                func required()
            }
            struct S {
                func f(
                    a: Int
                ) -> Int {
                    let s = "}"
                    return a
                }
                init() {}
            }
            """
        let found = Self.functions(in: text, file: "S.swift")
        #expect(found.map(\.name) == ["f", "init"])
        #expect(found.map(\.lines) == [6, 1])
    }
}
