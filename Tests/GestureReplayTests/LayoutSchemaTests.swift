import Testing
@testable import ReplayKit
@testable import gesture_replay
@testable import SwiftSource

/// `docs/layout-schema.json` is `layout --format json`'s contract: every line the bundled Swift
/// scenes and app lay out, and a view with every optional key, match it.
@Suite("Layout schema: docs/layout-schema.json describes every line layout prints")
struct LayoutSchemaTests {
    static let schemaPath = "docs/layout-schema.json"

    private static func mismatches(_ output: String, named name: String) throws -> [String] {
        let text = try #require(readFile(packageRoot + "/" + schemaPath), "\(schemaPath) is missing")
        let validator = try JSONSchemaValidator(schemaText: text, file: schemaPath)
        var found: [String] = []
        for (index, line) in output.split(separator: "\n").enumerated() {
            let record = try JSONParser.parse(String(line), file: name)
            for error in validator.errors(in: record) { found.append("\(name):\(index + 1): \(error)") }
        }
        return found
    }

    @Test("the schema uses only keywords the validator checks")
    func schemaKeywords() throws {
        let text = try #require(readFile(packageRoot + "/" + Self.schemaPath))
        #expect(try JSONSchemaValidator(schemaText: text, file: Self.schemaPath).unsupportedKeywords() == [])
    }

    @Test("every bundled Swift scene and the Shop app lay out lines that match the schema")
    func bundled() throws {
        var paths = FileSystem.files(under: packageRoot + "/Fixtures/scenes") { $0.hasSuffix(".swift") }
        paths.append(packageRoot + "/Fixtures/apps/Shop")
        #expect(paths.count == 8)
        for path in paths {
            let result = run(["layout", path, "--format", "json"])
            #expect(result.status == 0, "\(path): \(result.stderr)")
            #expect(!result.stdout.isEmpty)
            #expect(try Self.mismatches(result.stdout, named: path) == [])
        }
    }

    @Test("a view with every optional key: control, placeholder, branches, every kind of interaction")
    func everyKey() throws {
        let path = temporaryDirectory() + "/Everything.swift"
        writeFile(path, """
            struct Everything: View {
                @FocusState var focused: Bool
                var body: some View {
                    List {
                        Button("Save") { }.keyboardShortcut("s").contextMenu { Button("Copy") { } }
                        Text("Row").swipeActions { Button("Delete") { } }.focused($focused).onHover { _ in }
                            .onKeyPress(.upArrow) { .handled }.accessibilityAction(named: "Open") { }.onPencilSqueeze { _ in }
                        if model.ready { Banner().onTapGesture { } } else { Text("Wait").gesture(model.drag) }
                    }
                }
            }
            """)
        let result = run(["layout", path, "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(#""gestures":[".focused($focused)",".onHover",".onKeyPress(.upArrow)",".accessibilityAction(named: \"Open\")",".onPencilSqueeze"]"#) })
        #expect(lines.contains { $0.contains(#""type":"ListCell","depth":2,"frame":[16,126.33333333333333,358,44]"#) && $0.contains(#""gestures":[".swipeActions"]"#) })
        #expect(lines.contains { $0.contains(#""gestures":[".keyboardShortcut(\"s\")",".contextMenu"],"control":"Button""#) })
        #expect(lines.contains { $0.contains(#""gestures":[".onTapGesture"],"placeholder":true,"branches":[{"condition":1,"branch":1}]"#) })
        #expect(lines.contains { $0.contains(#""gestures":[".gesture(model.drag)"],"branches":[{"condition":1,"branch":2}]"#) })
        #expect(try Self.mismatches(result.stdout, named: path) == [])
    }
}
