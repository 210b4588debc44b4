import Testing
@testable import SwiftSource

/// An app's source folder read as one scene: the `@main` app's first view is the root, and views,
/// modifiers and types resolve across files; every position names its own file.
@Suite("Source folders: several files read together")
struct SourceFolderTests {
    static let files: [(path: String, text: String)] = [
        ("App/DemoApp.swift", "import SwiftUI\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n"),
        ("App/ContentView.swift", "struct ContentView: View {\n    var body: some View { VStack(spacing: 0) { Card().cardStyle(); Badge() } }\n}\n#Preview { ContentView() }\n"),
        ("App/Views/Card.swift", """
            struct Card: View {
                var body: some View { Color.red.frame(width: Metrics.side, height: 40).onTapGesture { note() } }
            }
            struct Badge: View { var body: some View { Circle().frame(width: 20, height: 20) } }
            enum Metrics { static let side: CGFloat = 120 }
            extension View { func cardStyle() -> some View { padding(10) } }
            """),
    ]

    @Test("the App's WindowGroup view is the root; a view, a static and an extension from other files are read; a note names its file and line")
    func folder() throws {
        let scene = try SourceScene.load(files: Self.files, origin: "App")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \($0.frame.width)x\($0.frame.height)" } == [
            "ContentView 140.0x80.0", "ContentView/VStack 140.0x80.0", "ContentView/VStack/Card 140.0x60.0",
            "ContentView/VStack/Card/Color 120.0x40.0", "ContentView/VStack/Badge 20.0x20.0", "ContentView/VStack/Badge/Circle 20.0x20.0",
        ])
        #expect(scene.states.loadNotes == ["App/Views/Card.swift:2:91: note: not evaluated: note()"])
    }

    @Test("a view of one file that cannot be read is a placeholder where used, said once in its own file at its own line; --strict refuses it")
    func errorInAFile() throws {
        var files = Self.files
        files[2].text = files[2].text.split(separator: ".onTapGesture", omittingEmptySubsequences: false).joined(separator: ".onTapGestur")
        let scene = try SourceScene.load(files: files, origin: "App")
        #expect(scene.warnings.map(\.description.components.first) == [
            "App/Views/Card.swift:2:76: warning: '.onTapGestur' is not a modifier this tool knows; did you mean '.onTapGesture'?; 'Card' is laid out as a placeholder where it is used",
        ])
        #expect(scene.laidOut.filter(\.isPlaceholder).map(\.id) == ["ContentView/VStack/Card"])
        do {
            _ = try SourceScene.load(files: files, origin: "App", options: SourceScene.Options(strict: true))
            Issue.record("no error")
        } catch {
            #expect(error.description.components.first?.hasPrefix("App/Views/Card.swift:2:76: error: '.onTapGestur' is not a modifier") == true)
        }
    }
}
