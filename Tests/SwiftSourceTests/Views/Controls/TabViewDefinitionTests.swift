import Recognizers
import Testing
import TestSupport
import TraceFormat
@testable import SwiftSource

/// Frames worked out by hand from docs/scene-format.md#layout (a 49-pt tab bar over the 34-pt home
/// indicator: its top at 844 − 83 = 761) and UITabBar's equal-width items on a phone.
@Suite("TabView: a tab bar with the selected tab above it; .tabViewStyle(.page) a pager")
struct TabViewDefinitionTests {
    static let app = """
        struct ContentView: View {
            @State private var selection = "settings"
            var body: some View {
                TabView(selection: $selection) {
                    Color.red
                        .tabItem { Label("Inbox", systemImage: "tray") }
                        .tag("inbox")
                    Text("Settings")
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag("settings")
                    Color.blue.tabItem { Text("More") }.tag("more")
                }
            }
        }
        """

    @Test("the tab bar spans the bottom 83 pt in three equal items; the selected tab fills what is above it")
    func tabBar() throws {
        let frames = try NavigationStackDefinitionTests.frames(Self.app)
        #expect(frames["ContentView/TabView"] == "0 47 390 763")
        #expect(frames["ContentView/TabView/TabBar"] == "0 761 390 83")
        #expect(frames["ContentView/TabView/TabBar/Button[0]"] == "0 761 130 49")
        #expect(frames["ContentView/TabView/TabBar/Button[1]"] == "130 761 130 49")
        #expect(frames["ContentView/TabView/TabBar/Button[2]"] == "260 761 130 49")
        // `selection` starts at "settings": the second tab, a Text centred in 47…761.
        #expect(frames["ContentView/TabView/Text"] == "161 393.8333333333333 68 20.333333333333332")
        #expect(frames["ContentView/TabView/Color"] == nil)
    }

    @Test("iOS 18's Tab(_:systemImage:value:); with no selection the first tab; on an iPhone 17 Pro the bar's top is 874 − 34 − 49")
    func tabs() throws {
        let frames = try NavigationStackDefinitionTests.frames("""
            TabView {
                Tab("Home", systemImage: "house") { Color.red }
                Tab("Search", systemImage: "magnifyingglass", value: 1) { Color.green }
            }
            """, device: "iphone-17-pro")
        #expect(frames["Root/TabView/TabBar"] == "0 791 402 83")
        #expect(frames["Root/TabView/Color"] == "0 62 402 729")
        #expect(frames["Root/TabView/TabBar/Button[1]"] == "201 791 201 49")
    }

    @Test("a tap on a tab item is the item's; a tab bar is no pager: a horizontal drag on the content moves no page")
    func touches() throws {
        let tap = try SceneHarness.replay(Self.app, SceneHarness.taps([(195, 785)]))
        #expect(tap.records == ["0 ContentView/TabView/TabBar/Button[1]", "0.05 ContentView/TabView/TabBar/Button[1]",
                                "0.05 ContentView/TabView/TabBar/Button[1]"])
        let scene = try SourceScene.load(Self.app, file: "View.swift")
        #expect(scene.views[0].children[0].control == nil)
    }

    @Test(".tabViewStyle(.page) makes the same tabs pages, and no tab bar")
    func paged() throws {
        let scene = try SourceScene.load("TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never))", file: "View.swift")
        guard case .pagedTabView(2, 0)? = scene.views[0].children[0].control else { Issue.record("not 2 pages"); return }
        #expect(!scene.laidOut.contains { $0.type == "TabBar" })
        #expect(scene.laidOut.map(\.id).contains("Root/TabView/Color[1]"))
    }

    @Test("a selection that matches no tag lays out the first tab, with a warning")
    func unknownSelection() throws {
        let scene = try SourceScene.load("""
            struct ContentView: View {
                @State private var tab = 5
                var body: some View { TabView(selection: $tab) { Color.red.tag(0); Color.blue.tag(1) } }
            }
            """, file: "View.swift")
        #expect(scene.warnings.map(\.description) == [
            "View.swift:3:46: warning: cannot tell which tab '$tab' selects at rest; the first tab is laid out\n"
                + "      var body: some View { TabView(selection: $tab) { Color.red.tag(0); Color.blue.tag(1) } }\n"
                + "                                               ^~~~",
        ])
        #expect(scene.laidOut.map(\.id).contains("ContentView/TabView/Color"))
    }
}
