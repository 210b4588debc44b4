import Testing
@testable import TraceFormat

@Suite("TextEscaping: one family, each convention as its output writes it")
struct TextEscapingTests {
    @Test("a message stays on one line; a quoted name escapes its quotes, backslashes and function keys too")
    func messages() {
        #expect(TextEscaping.escape("a\nb\tc\r\u{1B}'\\", .message) == "a\\nb\\tc\\r\\u{1b}'\\")
        #expect(TextEscaping.escape("it's \\ \u{F700}", .quotedMessage) == "it\\'s \\\\ \\u{f700}")
        #expect(TraceName.oneLine("x\ny") == "x\\ny")
        #expect(TraceName.escaped("'") == "\\'")
    }

    @Test("a terminal sees controls, C1 controls and private-use keys in upper-case hex")
    func terminal() {
        #expect(TextEscaping.escape("\u{F700}a\n\u{85}", .terminal) == "\\u{F700}a\\u{A}\\u{85}")
        #expect(TextEscaping.escape("plain", .terminal) == "plain")
    }

    @Test("XML escapes its five entities and drops what it cannot carry; JSON is the records' literal")
    func xmlAndJSON() {
        #expect(TextEscaping.escape("<a & \"b\" 'c'>\u{1B}\n\u{FFFE}", .xml) == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;\n")
        #expect(TextEscaping.json("a\"b\\c\n\t\u{1}") == "\"a\\\"b\\\\c\\n\\t\\u0001\"")
    }
}
