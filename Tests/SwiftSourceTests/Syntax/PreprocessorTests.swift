import Testing
@testable import ReplayKit
@testable import SwiftSource

@Suite("Preprocessor: #if keeps the branch an iOS build compiles")
struct PreprocessorTests {
    private func gesture(_ text: String) throws(Diagnostic) -> String {
        try ExpressionParser.parse(text, origin: "--gesture").description
    }

    @Test("os(iOS) is taken, os(macOS) and #else are dropped, nesting and || and ! are decided")
    func branches() throws {
        #expect(try gesture("#if os(iOS)\nTapGesture()\n#else\nDragGesture()\n#endif") == "TapGesture()")
        #expect(try gesture("#if os(macOS)\nTapGesture()\n#elseif os(iOS)\nDragGesture()\n#else\nLongPressGesture()\n#endif") == "DragGesture()")
        #expect(try gesture("#if os(macOS) || canImport(UIKit)\n#if !DEBUG\nTapGesture()\n#else\nRotateGesture()\n#endif\n#endif") == "RotateGesture()")
        #expect(try gesture("#if targetEnvironment(simulator)\nTapGesture()\n#else\nMagnifyGesture()\n#endif") == "MagnifyGesture()")
    }

    @Test("an unknown flag, an unclosed #if and a stray #endif are located errors")
    func errors() {
        func message(_ text: String) -> String {
            do { _ = try gesture(text); return "no error" } catch { return "\(error.position.line):\(error.position.column): \(error.message)" }
        }
        #expect(message("#if FEATURE_X\nTapGesture()\n#endif")
                == "1:5: cannot decide the compilation flag 'FEATURE_X'; scenes are read as an iOS debug build (os(iOS), DEBUG); use '#if os(iOS)' or remove the condition")
        #expect(message("#if os(iOS)\nTapGesture()") == "1:1: '#if' is never closed; expected '#endif'")
        #expect(message("TapGesture()\n#endif") == "2:1: '#endif' without '#if'")
    }
}
