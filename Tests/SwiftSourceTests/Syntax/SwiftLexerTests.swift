import Testing
@testable import SwiftSource

@Suite("SwiftLexer: regex literals and extended-delimiter raw strings")
struct SwiftLexerTests {
    /// Each token as `kind:text`.
    private func tokens(_ text: String) throws -> [String] {
        var warnings: [Diagnostic] = []
        return try SwiftLexer.tokens(of: SourceText(text, origin: "Model.swift"), warnings: &warnings).dropLast().map { "\($0.kind):\($0.text)" }
    }

    @Test("a bare regex where an expression starts is one opaque literal, brackets and escaped slashes inside it; a slash after a value divides")
    func regexLiterals() throws {
        #expect(try tokens(#"let r = /a\)?/"#) == ["identifier:let", "identifier:r", "punctuation:=", #"string:a\)?"#])
        #expect(try tokens(#"f(/\d+[-\.:\)/]\s+/)"#) == ["identifier:f", "punctuation:(", #"string:\d+[-\.:\)/]\s+"#, "punctuation:)"])
        #expect(try tokens("a / b / c") == ["identifier:a", "punctuation:/", "identifier:b", "punctuation:/", "identifier:c"])
        #expect(try tokens("x = a /b/ c") == ["identifier:x", "punctuation:=", "identifier:a", "punctuation:/", "identifier:b", "punctuation:/", "identifier:c"])
        #expect(try tokens("return /ab/") == ["identifier:return", "string:ab"])
        // Not closed on its line: a slash.
        #expect(try tokens("= /ab\nc/") == ["punctuation:=", "punctuation:/", "identifier:ab", "identifier:c", "punctuation:/"])
    }

    @Test("#\"…\"#, ###\"…\"###, #/…/# and #\"\"\"…\"\"\"# are read whole; only a backslash with the delimiter's hashes escapes")
    func rawStrings() throws {
        #expect(try tokens(####"###"a \"q\" "## b"###"####) == [###"string:a \"q\" "## b"###])
        #expect(try tokens(##"#"\#(name) \n \#n"#"##) == ["string:\\(name) \\n \n"])
        #expect(try tokens(##"#/\(x\)/#"##) == [#"string:\(x\)"#])
        #expect(try tokens("#\"\"\"\n  a \\d \\#(b)\n  \"\"\"#") == ["string:a \\d \\(b)"])
        #expect(try tokens("#if DEBUG\n#endif") == ["punctuation:#", "identifier:if", "identifier:DEBUG", "punctuation:#", "identifier:endif"])
        #expect(throws: Diagnostic.self) { try tokens(##"#"never closed"##) }
    }
}
