import Recognizers
import Testing
import TraceFormat
@testable import SwiftSource

/// Frames worked out by hand from LayoutConstants (44-pt rows, content 16 pt into the cell;
/// inset-grouped cells 16 pt from a compact screen's edges, 35.333-pt section gaps, as an iOS 16
/// List's dumped view hierarchy has them), not copied from output.
@Suite("List: rows from data, sections, and the inset-grouped and plain styles")
struct ListDefinitionTests {
    @Test("List(0..<30) lays out thirty rows in one inset-grouped section, past the screen; the content size holds them all")
    func rowsFromData() throws {
        let source = "List(0..<30) { i in Text(\"Row \\(i)\") }"
        let frames = try NavigationStackDefinitionTests.frames(source)
        // The first cell: 35.333 pt below the List's top (47), 16 from each edge.
        #expect(frames["Root/List/Text[0]"] == "16 82.33333333333333 358 44")
        #expect(frames["Root/List/Text[29]"] == "16 1358.3333333333333 358 44")
        let scene = try SourceScene.load(source, file: "View.swift")
        // 35.333 + 30 × 44 + 35.333 below the last section.
        guard case .list(let list)? = scene.views[0].children[0].control else { Issue.record("not a List"); return }
        #expect(abs(list.contentSize.height - (1320 + 212.0 / 3)) < 1e-9 && list.contentSize.width == 390)
        // Where each row is hit: the whole cell.
        let row = try #require(scene.views[0].children[0].children.first)
        #expect(row.hitShape?.rect == CGRect(x: 16, y: 82.33333333333333, width: 358, height: 44))
    }

    @Test("List(data, id:) and List { ForEach } make the same rows; .listStyle(.plain) puts full-width rows from the top")
    func plain() throws {
        let data = try NavigationStackDefinitionTests.frames("List([\"a\", \"b\"], id: \\.self) { name in Text(name) }.listStyle(.plain)")
        let forEach = try NavigationStackDefinitionTests.frames("List { ForEach([\"a\", \"b\"], id: \\.self) { name in Text(name) } }.listStyle(PlainListStyle())")
        #expect(data == forEach)
        #expect(data["Root/List/Text[0]"] == "0 47 390 44")
        #expect(data["Root/List/Text[1]"] == "0 91 390 44")
        // The style is inherited: set on a container, it reaches the List inside.
        let inherited = try NavigationStackDefinitionTests.frames("VStack { List { Text(\"a\") } }.listStyle(.grouped)")
        // Grouped: full-width cells after the 35.333-pt gap.
        #expect(inherited["Root/VStack/List/Text"] == "0 82.33333333333333 390 44")
    }

    @Test("a row's swipe actions are on its whole cell, and a swipe that starts anywhere on the cell reveals them")
    func swipeOnCell() throws {
        let source = """
            List {
                Text("Mail").swipeActions { Button("Delete") { } }
            }
            """
        let scene = try SourceScene.load(source, file: "View.swift")
        let row = try #require(scene.views[0].children[0].children.first)
        #expect(row.swipeActions?.actions == ["Delete"])
        #expect(row.hitShape?.rect == CGRect(x: 16, y: 82.33333333333333, width: 358, height: 44))
    }

    @Test("on an iPad the cells are inset 20 pt, the regular width's margin")
    func regularWidth() throws {
        let frames = try NavigationStackDefinitionTests.frames("List { Text(\"a\") }", device: "ipad")
        // 820 wide, safe area from 24: the cell at 24 + 35.333.
        #expect(frames["Root/List/Text"] == "20 59.333333333333336 780 44")
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
        #expect(rows.map(\.swipeActions) == [SwipeActions(edge: .trailing, allowsFullSwipe: true, actions: ["Delete"]),
                                              SwipeActions(edge: .trailing, allowsFullSwipe: true, actions: ["Delete"])])
        #expect(rows.map(\.typeName) == ["Text", "Text"])
    }
}
