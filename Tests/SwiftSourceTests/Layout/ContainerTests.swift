import Testing
import TestSupport
@testable import SwiftSource

/// Containers real screens use, each laid out where SwiftUI puts its content and hit there.
@Suite("Containers: ScrollViewReader, Section, Form, lazy grids, Grid and Canvas")
struct ContainerTests {
    private func frames(_ scene: SourceScene) -> [String] {
        scene.laidOut.map { "\($0.id) \($0.frame.minX) \($0.frame.minY) \($0.frame.width) \($0.frame.height)" }
    }

    @Test("LazyVGrid(columns:) lays its cells out in rows of equal columns, 8 pt apart; each cell is hit in its own column")
    func lazyGrid() throws {
        let source = """
            @State private var picked = 0
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<3) { i in
                    Color.red.frame(height: 50).onTapGesture { picked = i }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Grid.swift")
        #expect(scene.warnings.isEmpty)
        #expect(frames(scene).filter { $0.contains("Color") } == [
            "Root/LazyVGrid/GridRow[0]/Color[0] 0.0 374.5 191.0 50.0",
            "Root/LazyVGrid/GridRow[0]/Color[1] 199.0 374.5 191.0 50.0",
            // The last row keeps the columns' widths.
            "Root/LazyVGrid/GridRow[1]/Color 0.0 432.5 191.0 50.0",
        ])
        let taps = SceneHarness.taps([(300, 395), (100, 450), (300, 450)])
        #expect(try SceneHarness.replay(source, taps).records == [
            "0.05 Root/LazyVGrid/GridRow[0]/Color[1] perform", "0.55 Root/LazyVGrid/GridRow[1]/Color perform",
        ])
    }

    @Test("columns from Array(repeating:count:) are counted; .adaptive columns are assumed 2, with a warning")
    func trackCounts() throws {
        let counted = try SourceScene.load("LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { ForEach(0..<3) { _ in Color.red.frame(height: 20) } }", file: "G.swift")
        #expect(counted.laidOut.filter { $0.type == "Color" }.map { ($0.frame.width * 3).rounded() } == [374, 374, 374])
        let adaptive = try SourceScene.load("LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Color.red.frame(height: 20) }", file: "G.swift")
        #expect(adaptive.warnings.map { $0.description.components.first! } == [
            "G.swift:1:20: warning: cannot count the grid's tracks '[GridItem(.adaptive(minimum: 80))]'; assumed 2",
        ])
    }

    @Test("Grid rows are GridRows; ScrollViewReader lays out its content and its proxy's scrollTo is noted; a Canvas is hit on its frame")
    func gridReaderCanvas() throws {
        let source = """
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Grid {
                        GridRow { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) }
                    }
                    Canvas { context, size in }
                        .frame(width: 100, height: 100)
                        .onTapGesture { proxy.scrollTo(0) }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map(\.type) == ["Root", "VStack", "Grid", "GridRow", "Color", "Color", "Canvas"])
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 478)]))
        #expect(result.records == ["0.05 Root/VStack/Canvas perform"])
        #expect(result.notes == ["View.swift:8:29: note: not evaluated: proxy.scrollTo(0)"])
    }

    @Test("a Form is an inset-grouped List; a Section's header sits in the gap above its rows, its footer below them")
    func formAndSection() throws {
        let source = """
            Form {
                Section(header: Text("Account"), footer: Text("Shown to others")) {
                    Text("Name").onTapGesture { }
                }
                Section("Other") { Text("About") }
            }
            """
        let scene = try SourceScene.load(source, file: "F.swift")
        // Headers and footers in footnote (13 pt, a 15.667 line). The gap before a section is
        // 35.333, or 17 + 15.667 + 6 = 38.667 with a header (an iOS 16 List's header cell), which
        // sits 6 above the rows: 47 + 38.667 − 6 − 15.667 = 64; the row at 85.667 (44 tall); the
        // footer 6 below it, 135.667, to 151.333; the next header at 151.333 + 38.667 − 21.667 =
        // 168.333; its row at 190. Each row is its cell and, centred in it, its one-line content.
        #expect(scene.laidOut.map { "\($0.type) \($0.frame.minY)" } == [
            "Root 47.0", "Form 47.0", "Text 64.0", "ListCell 85.66666666666667", "Text 97.5", "Text 135.66666666666666",
            "Text 168.33333333333334", "ListCell 190.0", "Text 201.83333333333334",
        ])
        // The row's cell is inset 16 from each edge (a compact width's margin); its content 16 further in.
        #expect(scene.laidOut[3].frame.minX == 16 && scene.laidOut[3].frame.width == 358)
        #expect(scene.laidOut[4].frame.minX == 32 && scene.laidOut[4].gestures == [".onTapGesture"])
        #expect(scene.laidOut[1].control == "List")
    }
}
