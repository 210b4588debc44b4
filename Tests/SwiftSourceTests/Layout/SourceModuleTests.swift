import Testing
import Recognizers
@testable import SwiftSource

/// An app's folder as one module (`Fixtures/apps/Shop`): roots, previews with their data,
/// platforms and flags, generic containers, nested views, and declarations that cannot be read.
@Suite("SourceModule: an app's folder read once, any root laid out from it")
struct SourceModuleTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/Fixtures/apps/Shop/Sources/Shop"
    }()

    static let paths = ["ShopApp.swift", "Models/Item.swift", "Support/AppDelegate.swift", "Support/Theme.swift", "Views/Basket.swift",
                        "Views/Card.swift", "Views/ItemRow.swift", "Views/MacSidebar.swift", "Views/ShopScreen.swift"]

    static func files(replacing replacement: (path: String, text: String)? = nil) throws -> [(path: String, text: String)] {
        try paths.map { path in
            if let replacement, replacement.path == path { return ("Shop/" + path, replacement.text) }
            return ("Shop/" + path, try #require(WholeFile.text(at: root + "/" + path)))
        }
    }

    static func module(_ platform: DevicePlatform = .iPhone, defines: Set<String> = [], replacing replacement: (path: String, text: String)? = nil) throws -> SourceModule {
        try SourceModule(files: files(replacing: replacement), origin: "Shop", conditions: CompileConditions(platform: platform, defines: defines))
    }

    @Test("the roots are the app's scene content, each view nothing uses, then each preview; files with no view are context")
    func roots() throws {
        let module = try Self.module()
        #expect(module.screens.map { "\($0.name) \($0.file):\($0.position.line):\($0.position.column)" } == [
            "ShopScreen Shop/Views/ShopScreen.swift:4:8", "Basket Shop/Views/Basket.swift:4:8", "#Preview \"One row\" Shop/Views/ItemRow.swift:21:1",
        ])
        #expect(module.interactiveViews.map(\.name) == ["ItemRow", "ShopScreen", "Badge"])
        // The unknown flag is said once, in its own file; nothing else was approximated in reading.
        #expect(module.warnings.map(\.description.components.first) == [
            "Shop/Models/Item.swift:16:5: warning: the compilation flag 'MOCK_SERVER' is not set; assumed false, as in a debug build for iOS without it (set it with '--define MOCK_SERVER')",
        ])
        #expect(try Self.module(defines: ["MOCK_SERVER"]).warnings.isEmpty)
    }

    @Test("a preview is laid out with the data it passes: the row shows the mock item, in a generic Card whose content is read where it is passed")
    func preview() throws {
        let module = try Self.module()
        var options = SourceScene.Options()
        options.preview = "One row"
        let scene = try module.scene(options)
        #expect(scene.laidOut.map { "\($0.id) \($0.type)" }.prefix(6) == [
            "Preview Preview", "Preview/ItemRow ItemRow", "Preview/ItemRow/Card Card", "Preview/ItemRow/Card/content content",
            "Preview/ItemRow/Card/content/RoundedRectangle RoundedRectangle", "Preview/ItemRow/Card/content/HStack HStack",
        ])
        #expect(scene.laidOut.first { $0.id == "Preview/ItemRow/Card" }?.gestures == [".onTapGesture"])
        // The name is the mock's: as wide as the screen's first row, "Apples", not its second, "Pears".
        let screen = try module.scene(SourceScene.Options(view: "ShopScreen"))
        func nameWidth(_ scene: SourceScene, _ prefix: String) -> Double? { scene.laidOut.first { $0.id.hasPrefix(prefix) && $0.id.hasSuffix("HStack/Text[0]") }?.frame.width }
        #expect(nameWidth(scene, "Preview/") == nameWidth(screen, "ShopScreen/VStack/ItemRow[0]/"))
        #expect(nameWidth(scene, "Preview/") != nameWidth(screen, "ShopScreen/VStack/ItemRow[1]/"))
        #expect(nameWidth(scene, "Preview/") != nil)
        #expect(scene.laidOut.filter { $0.isPlaceholder }.isEmpty)
        options.preview = "1"
        #expect(try module.scene(options).laidOut.count == scene.laidOut.count)
        options.preview = "Two rows"
        do {
            _ = try module.scene(options)
            Issue.record("no error")
        } catch {
            #expect(error.message == "no preview named 'Two rows' in Shop; its previews are #Preview \"One row\" (or give a number from 1 to 1)")
        }
    }

    @Test("a view nested in an extension is read by its own name and as Basket.Badge")
    func nested() throws {
        let scene = try Self.module().scene(SourceScene.Options(view: "Basket"))
        #expect(scene.laidOut.map { "\($0.id) \($0.frame.width)x\($0.frame.height)" } == [
            "Basket 24.0x24.0", "Basket/Badge 24.0x24.0", "Basket/Badge/Text 24.0x24.0",
        ])
        #expect(scene.laidOut.last?.gestures == [".onLongPressGesture"])
    }

    @Test("#if os(macOS) holds under a Mac's platform only, and a Mac view is laid out in the mac-window")
    func platforms() throws {
        #expect(try Self.module(.iPhone).interactiveViews.map(\.name).contains("MacSidebar") == false)
        let mac = try Self.module(.mac)
        #expect(mac.interactiveViews.map(\.name).contains("MacSidebar"))
        let window = try #require(Device.named(Device.macWindowName))
        #expect(window.size == CGSize(width: 800, height: 628))
        let scene = try mac.scene(SourceScene.Options(screen: window, view: "MacSidebar"))
        #expect(scene.laidOut.first.map { "\($0.frame.minY) \($0.frame.width)x\($0.frame.height)" } == "28.0 800.0x600.0")
        #expect(scene.laidOut.last?.gestures == [".onHover"])
    }

    @Test("a declaration that cannot be read is skipped with one warning at its place; the roots that use it get a placeholder, the others are exact")
    func unreadable() throws {
        // A macro this tool does not expand inside Card's body: Card cannot be read.
        let broken = """
            import SwiftUI
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    content
                        .padding(Theme.spacing)
                        .onTapGestur { }
                }
            }
            """
        let module = try Self.module(replacing: ("Views/Card.swift", broken))
        let row = try module.scene(SourceScene.Options(view: "ShopScreen"))
        #expect(row.laidOut.filter(\.isPlaceholder).map(\.id) == ["ShopScreen/VStack/ItemRow[0]/Card", "ShopScreen/VStack/ItemRow[1]/Card", "ShopScreen/VStack/ItemRow[2]/Card"])
        #expect(row.warnings.filter { $0.file == "Shop/Views/Card.swift" }.map(\.description.components.first) == [
            "Shop/Views/Card.swift:7:14: warning: '.onTapGestur' is not a modifier this tool knows; did you mean '.onTapGesture'?; 'Card' is laid out as a placeholder where it is used",
        ])
        let basket = try module.scene(SourceScene.Options(view: "Basket"))
        #expect(basket.laidOut.filter { $0.isPlaceholder }.isEmpty)
    }

    @Test("a second view of one name is said where it is declared, naming the first; views only in a menu are menu content")
    func duplicatesAndMenus() throws {
        let module = try SourceModule(files: [
            ("A/ContentView.swift", "struct ContentView: View {\n    var body: some View { Text(\"A\").contextMenu { ShareRow() } }\n}\n"),
            ("B/ContentView.swift", "struct ContentView: View {\n    var body: some View { Text(\"B\") }\n}\n"),
            ("A/ShareRow.swift", "struct ShareRow: View {\n    var body: some View { Button(\"Share\") { } }\n}\n"),
        ], origin: "Demos")
        #expect(module.warnings.map(\.description.components.first) == [
            "B/ContentView.swift:1:8: warning: a second view named 'ContentView' in the module (the first is at A/ContentView.swift:1); only the first is read, as a module can declare a name once (lint each example folder on its own)",
        ])
        #expect(module.menuContent == ["ShareRow"])
        #expect(module.interactiveViews.map(\.name) == ["ContentView", "ShareRow"])
    }

    @Test("a Mac window opens at least at its root's .frame(minWidth:minHeight:)")
    func macWindowSize() throws {
        let window = try #require(Device.named(Device.macWindowName))
        let source = "struct Main: View {\n  var body: some View {\n    HStack { Text(\"Side\"); Text(\"Detail\") }\n      .frame(minWidth: 1000, minHeight: 700)\n  }\n}\n"
        let scene = try SourceScene.load(source, file: "Main.swift", options: SourceScene.Options(screen: window))
        #expect(scene.screen == CGSize(width: 1000, height: 728))
        #expect(scene.laidOut.first.map { "\($0.frame.minY) \($0.frame.width)x\($0.frame.height)" } == "28.0 1000.0x700.0")
        // On a phone the frame is only a frame.
        #expect(try SourceScene.load(source, file: "Main.swift").screen == CGSize(width: 390, height: 844))
    }

    @Test("a Mac window takes the app's WindowGroup .defaultSize; a root's minimum frame still grows it")
    func macWindowDefaultSize() throws {
        let window = try #require(Device.named(Device.macWindowName))
        let app = "@main\nstruct Notes: App {\n  var body: some Scene {\n    WindowGroup { Main() }\n      .defaultSize(width: 900, height: 500)\n  }\n}\n"
        let main = "struct Main: View {\n  var body: some View { Color.red.onTapGesture { } }\n}\n"
        let scene = try SourceScene.load(app + main, file: "Notes.swift", options: SourceScene.Options(screen: window))
        #expect(scene.screen == CGSize(width: 900, height: 528))
        #expect(scene.laidOut.last.map { "\($0.frame.minY) \($0.frame.width)x\($0.frame.height)" } == "28.0 900.0x500.0")
        let tall = "struct Main: View {\n  var body: some View { Color.red.frame(minHeight: 700) }\n}\n"
        #expect(try SourceScene.load(app + tall, file: "Notes.swift", options: SourceScene.Options(screen: window)).screen == CGSize(width: 900, height: 728))
    }

    @Test("a file that cannot be tokenized is left out with its error as a warning; the other files are read")
    func brokenFile() throws {
        let module = try Self.module(replacing: ("Views/Basket.swift", "struct Basket: View {\n  var body: some View { Text(\"unterminated) }\n}\n"))
        #expect(module.warnings.map(\.description.components.first).contains(
            "Shop/Views/Basket.swift:2:30: warning: unterminated string literal; the file is not read"))
        #expect(module.screens.map(\.name) == ["ShopScreen", "#Preview \"One row\""])
        #expect(try module.scene(SourceScene.Options(view: "ShopScreen")).laidOut.filter { $0.isPlaceholder }.isEmpty)
    }

    /// IceCubesApp's widgets: `#Preview(as: .systemSmall) { Widget() } timeline: { entries }`.
    @Test("a widget's #Preview with a labelled timeline closure is read, and the file's views with it")
    func widgetPreview() throws {
        let source = """
            struct Row: View {
                var body: some View { Text("a").onTapGesture { } }
            }

            #Preview(as: .systemSmall) {
              AccountWidget()
            } timeline: {
              AccountWidgetEntry(date: Date())
            }
            """
        let scene = try SourceScene.load(source, file: "W.swift")
        #expect(scene.laidOut.contains { $0.gestures == [".onTapGesture"] })
    }
}
