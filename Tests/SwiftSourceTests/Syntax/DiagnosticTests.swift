@testable import ReplayKit
import Testing
@testable import SwiftSource

@Suite("Diagnostic: one located error, with the source line and a caret, nested sources located in their file")
struct DiagnosticTests {
    @Test("a source error points at the token, with its line and a caret as long as the token")
    func caret() {
        let diagnostic = SourceText("TapGesture()\n  .onChangd { }", origin: "--gesture").diagnostic(offset: 16, length: 8, "no modifier 'onChangd'")
        #expect(diagnostic.description == "--gesture:2:4: error: no modifier 'onChangd'\n    .onChangd { }\n     ^~~~~~~~")
    }

    @Test("nested in a scene file, later lines count on; nested in a header line, they stay on it")
    func nested() {
        let inner = Diagnostic(file: "source", position: SourcePosition(line: 1, column: 5), message: "bad")
        #expect(inner.nested(in: "scene.json", at: SourcePosition(line: 3, column: 20)).position == SourcePosition(line: 3, column: 25))
        let second = Diagnostic(file: "source", position: SourcePosition(line: 2, column: 5), message: "bad")
        #expect(second.nested(in: "scene.json", at: SourcePosition(line: 3, column: 20)).position == SourcePosition(line: 4, column: 5))
        #expect(second.nested(in: "t.jsonl", at: SourcePosition(line: 1, column: 12), onOneLine: true).position
                == SourcePosition(line: 1, column: 17))
        #expect(second.nested(in: "t.jsonl", at: SourcePosition(line: 1, column: 12)).description == "t.jsonl:2:5: error: bad")
    }
}
