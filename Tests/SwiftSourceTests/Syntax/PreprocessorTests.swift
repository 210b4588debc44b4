import Testing
@testable import ReplayKit
@testable import SwiftSource
import Recognizers

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

    @Test("an unclosed #if and a stray #endif are located errors")
    func errors() {
        func message(_ text: String) -> String {
            do { _ = try gesture(text); return "no error" } catch { return "\(error.position.line):\(error.position.column): \(error.message)" }
        }
        #expect(message("#if os(iOS)\nTapGesture()") == "1:1: '#if' is never closed; expected '#endif'")
        #expect(message("TapGesture()\n#endif") == "2:1: '#endif' without '#if'")
    }

    /// The tokens a build for `platform` with `defines` keeps, and the warnings said.
    private func kept(_ text: String, _ platform: DevicePlatform = .iPhone, defines: Set<String> = []) throws -> (String, [String]) {
        let reader = try SourceReader(SourceText(text, origin: "F.swift"), conditions: CompileConditions(platform: platform, defines: defines))
        let words = reader.tokens.filter { $0.kind == .identifier }.map(\.text).joined(separator: " ")
        return (words, reader.warnings.map { "\($0.position.line):\($0.position.column): \($0.message)" })
    }

    @Test("the platform decides os(…) and canImport(…): macOS under a Mac profile, visionOS under visionos2")
    func platforms() throws {
        let text = "#if os(macOS)\nmac\n#elseif os(visionOS)\nvision\n#else\nphone\n#endif\n#if canImport(AppKit)\nappKit\n#endif\n#if canImport(UIKit)\nuiKit\n#endif"
        #expect(try kept(text, .iPhone).0 == "phone uiKit")
        #expect(try kept(text, .iPad).0 == "phone uiKit")
        #expect(try kept(text, .mac).0 == "mac appKit")
        #expect(try kept(text, .vision).0 == "vision uiKit")
    }

    @Test("an unknown flag is false with one warning per flag, however often it is used; --define sets it")
    func flags() throws {
        let text = "#if FEATURE_X\na\n#else\nb\n#endif\n#if !FEATURE_X && DEBUG\nc\n#endif\n#if hasFeature(Embedded)\nd\n#endif"
        let (words, warnings) = try kept(text)
        #expect(words == "b c")
        #expect(warnings == [
            "1:5: the compilation flag 'FEATURE_X' is not set; assumed false, as in a debug build for iOS without it (set it with '--define FEATURE_X')",
            "9:5: the '#if' condition 'hasFeature(…)' cannot be decided here; assumed false (os(…), canImport(…), targetEnvironment(…) and swift(…) are decided)",
        ])
        let defined = try kept(text, defines: ["FEATURE_X"])
        #expect(defined.0 == "a")
        #expect(defined.1.count == 1)
    }

    /// exyte/Chat keeps a Swift 5.8 fallback, with a stray brace, under `#if swift(<5.9)`.
    @Test("swift(…) and compiler(…) compare with Swift 6.3: >=5.9 holds, <5.9 does not, >=7 does not")
    func swiftVersions() throws {
        let text = "#if swift(<5.9)\nold }\n#endif\n#if swift(>=5.9)\nnew\n#endif\n#if compiler(>=7)\nfuture\n#endif\n#if compiler(<6.3.1)\nnow\n#endif"
        #expect(try kept(text).0 == "new now")
        #expect(Preprocessor.versionHolds(">=6.3") && !Preprocessor.versionHolds("<6.3") && Preprocessor.versionHolds("<6.4"))
    }

    /// IceCubesApp's tests build JSON in a multi-line string with quotes and interpolations.
    @Test("a multi-line string is one token, its quotes and interpolations inside it; one left open is a located error")
    func multilineStrings() throws {
        let text = "let data = \"\"\"\n  {\"name\": \"\\(name)\", \"url\": \"https://e.com\"}\n  \"\"\".data(using: .utf8)!\nlet u = URL(string: \"https://e.com/a\")!"
        let reader = try SourceReader(SourceText(text, origin: "F.swift"), conditions: CompileConditions(platform: .iPhone, defines: []))
        #expect(reader.tokens.filter { $0.kind == .string }.map(\.text) == ["{\"name\": \"\\(name)\", \"url\": \"https://e.com\"}", "https://e.com/a"])
        // Swift's value: no first line break, the closing delimiter's indentation off each line, escapes decoded.
        #expect(SwiftLexer.multilineValue(Array("\n    a\\tb\n      c \\u{1F600}\n    ".utf8)) == "a\tb\n  c 😀")
        #expect(throws: Diagnostic.self) {
            _ = try SourceReader(SourceText("let a = \"\"\"\nopen", origin: "F.swift"), conditions: CompileConditions(platform: .iPhone, defines: []))
        }
    }
}
