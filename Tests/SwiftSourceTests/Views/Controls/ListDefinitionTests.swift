import Recognizers
import Testing
import TestSupport
import TraceFormat
@testable import SwiftSource

/// Frames worked out by hand from LayoutConstants (44-pt rows, content 16 pt into the cell;
/// inset-grouped cells 16 pt from a compact screen's edges, 35.333-pt section gaps, as an iOS 16
/// List's dumped view hierarchy has them), not copied from output. A row is two views
/// (docs/semantics.md#list-rows-cells-and-content): its cell, and inside it the content at its
/// own size — a one-line Text 20.333 pt tall, centred in the 44 pt row.
@Suite("List: rows from data, sections, and the inset-grouped and plain styles")
struct ListDefinitionTests {
    @Test("List(0..<30) lays out thirty rows in one inset-grouped section, past the screen; the content size holds them all")
    func rowsFromData() throws {
        let source = "List(0..<30) { i in Text(\"Row \\(i)\") }"
        let frames = try NavigationStackDefinitionTests.frames(source)
        // The first cell: 35.333 pt below the List's top (47), 16 from each edge.
        #expect(frames["Root/List/Text[0] (List cell)"] == "16 82.33333333333333 358 44")
        #expect(frames["Root/List/Text[29] (List cell)"] == "16 1358.3333333333333 358 44")
        // Its content: 16 pt into the cell, (44 − 20.333) / 2 below its top, as wide as its text.
        #expect(frames["Root/List/Text[0]"] == "32 94.16666666666667 42.666666666666664 20.333333333333332")
        let scene = try SourceScene.load(source, file: "View.swift")
        // 35.333 + 30 × 44 + 35.333 below the last section.
        guard case .list(let list)? = scene.views[0].children[0].control else { Issue.record("not a List"); return }
        #expect(abs(list.contentSize.height - (1320 + 212.0 / 3)) < 1e-9 && list.contentSize.width == 390)
        // Where each row is hit: the cell anywhere, the Text on its own frame.
        let cell = try #require(scene.views[0].children[0].children.first)
        #expect(cell.isListCell && cell.typeName == "ListCell")
        #expect(cell.hitShape?.rect == CGRect(x: 16, y: 82.33333333333333, width: 358, height: 44))
        #expect(cell.children.first?.hitShape?.rect == CGRect(x: 32, y: 94.16666666666667, width: 42.666666666666664, height: 20.333333333333332))
    }

    @Test("List(data, id:) and List { ForEach } make the same rows; .listStyle(.plain) puts full-width rows from the top")
    func plain() throws {
        let data = try NavigationStackDefinitionTests.frames("List([\"a\", \"b\"], id: \\.self) { name in Text(name) }.listStyle(.plain)")
        let forEach = try NavigationStackDefinitionTests.frames("List { ForEach([\"a\", \"b\"], id: \\.self) { name in Text(name) } }.listStyle(PlainListStyle())")
        #expect(data == forEach)
        #expect(data["Root/List/Text[0] (List cell)"] == "0 47 390 44")
        #expect(data["Root/List/Text[1] (List cell)"] == "0 91 390 44")
        #expect(data["Root/List/Text[1]"] == "16 102.83333333333333 8.666666666666666 20.333333333333332")
        // The style is inherited: set on a container, it reaches the List inside.
        let inherited = try NavigationStackDefinitionTests.frames("VStack { List { Text(\"a\") } }.listStyle(.grouped)")
        // Grouped: full-width cells after the 35.333-pt gap.
        #expect(inherited["Root/VStack/List/Text (List cell)"] == "0 82.33333333333333 390 44")
    }

    @Test("a row's swipe actions are on its cell, which is hit anywhere; the content keeps its own frame and none")
    func swipeOnCell() throws {
        let source = """
            List {
                Text("Mail").swipeActions { Button("Delete") { } }
            }
            """
        let scene = try SourceScene.load(source, file: "View.swift")
        let cell = try #require(scene.views[0].children[0].children.first)
        #expect(cell.swipeActions?.actions == ["Delete"])
        #expect(cell.hitShape?.rect == CGRect(x: 16, y: 82.33333333333333, width: 358, height: 44))
        let content = try #require(cell.children.first)
        #expect(content.swipeActions == nil)
        #expect(content.hitShape?.rect == CGRect(x: 32, y: 94.16666666666667, width: content.frame.width, height: 20.333333333333332))
    }

    @Test("on an iPad the cells are inset 20 pt, the regular width's margin")
    func regularWidth() throws {
        let frames = try NavigationStackDefinitionTests.frames("List { Text(\"a\") }", device: "ipad")
        // 820 wide, safe area from 24: the cell at 24 + 35.333.
        #expect(frames["Root/List/Text (List cell)"] == "20 59.333333333333336 780 44")
        #expect(frames["Root/List/Text"]?.hasPrefix("40 ") == true)
    }

    @Test(".onDelete on a ForEach gives each row a trailing Delete swipe; AnyView is the view it erases")
    func onDeleteAndAnyView() throws {
        let scene = try SourceScene.load("""
            List {
                ForEach(["a", "b"], id: \\.self) { name in AnyView(Text(name)) }
                    .onDelete { offsets in }
            }
            """, file: "View.swift")
        #expect(scene.warnings.isEmpty)
        let rows = scene.views[0].children[0].children
        #expect(rows.map(\.typeName) == ["ListCell", "ListCell"])
        #expect(rows.map(\.swipeActions) == [SwipeActions(edge: .trailing, allowsFullSwipe: true, actions: ["Delete"]),
                                              SwipeActions(edge: .trailing, allowsFullSwipe: true, actions: ["Delete"])])
        #expect(rows.map { $0.children.first?.typeName } == ["Text", "Text"])
    }

    @Test("a row that is a Button is its cell: no separate cell, hit anywhere in the row")
    func buttonRow() throws {
        let scene = try SourceScene.load("List { Button(\"Sign out\") { } }", file: "View.swift")
        let row = try #require(scene.views[0].children[0].children.first)
        #expect(!row.isListCell && row.control != nil)
        #expect(row.hitShape?.rect == CGRect(x: 16, y: 82.33333333333333, width: 358, height: 44))
    }

    /// SwiftUI hits a row's content on its own shapes and the cell takes the swipe anywhere
    /// (issue 48; docs/semantics.md#list-rows-cells-and-content).
    @Test("a tap on a Text row's empty end fires nothing, on its text its tap; a swipe from a row's Spacer reveals its actions")
    func cellAndContent() throws {
        let source = """
            List {
                Text("Tap me").onTapGesture { }
                HStack { Text("Eggs"); Spacer(); Button("Buy") { } }
                    .swipeActions { Button("Delete") { } }
            }
            """
        let taps = try SceneHarness.replay(source, SceneHarness.taps([(300, 104), (40, 104)]))
        #expect(taps.records == ["0.55 Root/List/Text perform"])
        // A slow swipe left of 100 pt across the Spacer, held before the lift.
        let swipe = """
            {"t":0,"id":1,"phase":"down","x":250,"y":148}
            {"t":0.1,"id":1,"phase":"move","x":200,"y":148}
            {"t":0.2,"id":1,"phase":"move","x":150,"y":148}
            {"t":0.7,"id":1,"phase":"up","x":150,"y":148}

            """
        #expect(try SceneHarness.replay(source, swipe).records == ["0.7 Root/List/HStack (List cell)"])
    }

    /// exyte/Chat's conversation rows: `.background(NavigationLink("", value:).opacity(0))`, the
    /// common way to hide the chevron. SwiftUI's cell navigates on a tap anywhere in the row.
    @Test("a NavigationLink anywhere in a row, hidden too, makes its cell the button: a tap anywhere navigates")
    func linkInRow() throws {
        let source = """
            List {
                HStack { Text("Alice"); Spacer(); Text("2") }
                    .background(NavigationLink("", value: 1).opacity(0))
            }
            """
        let scene = try SourceScene.load(source, file: "View.swift")
        let cell = try #require(scene.views[0].children[0].children.first)
        #expect(cell.isListCell && cell.control != nil)
        #expect(scene.laidOut.first { $0.type == LaidOutView.cellTypeName }?.control == "Button")
        let tap = try SceneHarness.replay(source, SceneHarness.taps([(200, 104)]))
        #expect(tap.records == ["0.05 Root/List/HStack (List cell)", "0.05 Root/List/HStack (List cell)", "0.05 Root/List/HStack (List cell)"])
    }
}
