import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// Exact frames, in global points on the default 390×844 screen (safe area 47 top, 34 bottom:
/// the root is offered 390×763 and centered in it).
@Suite("Layout: SwiftUI's proposal-based layout for the Swift subset")
struct LayoutTests {
    /// "id [x, y, w, h]" for every view, in preorder: the frame its parent placed it in (where
    /// its last gesture is attached, when it has one); `hitRects` gives where it is drawn and hit.
    static func frames(_ body: String, screen: String? = nil) throws -> [String] {
        var options = SourceScene.Options()
        if let screen {
            let parts = screen.split(separator: "x").map { Double($0)! }
            options.device = Device.screen(of: CGSize(width: parts[0], height: parts[1]))
        }
        let scene = try SourceScene.load(body, file: "View.swift", options: options)
        return scene.laidOut.map { view in
            "\(view.id) [" + [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { NumberFormat.string($0) }.joined(separator: ", ") + "]"
        }
    }

    @Test("a fixed frame is centered in the safe area; .ignoresSafeArea() takes the whole screen")
    func rootPlacement() throws {
        #expect(try Self.frames("Color.red.frame(width: 100, height: 50)") == ["Root [145, 403.5, 100, 50]", "Root/Color [145, 403.5, 100, 50]"])
        #expect(try Self.frames("Color.red") == ["Root [0, 47, 390, 763]", "Root/Color [0, 47, 390, 763]"])
        #expect(try Self.frames("Color.red.ignoresSafeArea()") == ["Root [0, 0, 390, 844]", "Root/Color [0, 0, 390, 844]"])
        // 844×390 is an iPhone 14 in landscape: 47 pt each side for the sensor housing, 21 for the home indicator.
        #expect(try Self.frames("Color.red", screen: "844x390") == ["Root [47, 0, 750, 369]", "Root/Color [47, 0, 750, 369]"])
        #expect(try Self.frames("Color.red", screen: "393x852") == ["Root [0, 59, 393, 759]", "Root/Color [0, 59, 393, 759]"])
    }

    @Test("VStack: default spacing 8, alignment, Spacer taking what is left, and flexible children sharing it")
    func vstack() throws {
        #expect(try Self.frames("""
            VStack(alignment: .leading) {
                Rectangle().frame(width: 100, height: 40)
                Rectangle().frame(width: 50, height: 20)
            }
            """) == ["Root [145, 394.5, 100, 68]", "Root/VStack [145, 394.5, 100, 68]",
                     "Root/VStack/Rectangle[0] [145, 394.5, 100, 40]", "Root/VStack/Rectangle[1] [145, 442.5, 50, 20]"])
        // Two flexible colors split the height left after the fixed one and the spacing.
        #expect(try Self.frames("""
            VStack(spacing: 10) {
                Color.red
                Rectangle().frame(height: 63)
                Color.blue
            }
            """) == ["Root [0, 47, 390, 763]", "Root/VStack [0, 47, 390, 763]", "Root/VStack/Color[0] [0, 47, 390, 340]",
                     "Root/VStack/Rectangle [0, 397, 390, 63]", "Root/VStack/Color[1] [0, 470, 390, 340]"])
        // A Spacer has no spacing next to it and takes the rest.
        #expect(try Self.frames("""
            VStack {
                Rectangle().frame(width: 10, height: 10)
                Spacer()
                Rectangle().frame(width: 10, height: 10)
            }
            """) == ["Root [190, 47, 10, 763]", "Root/VStack [190, 47, 10, 763]", "Root/VStack/Rectangle[0] [190, 47, 10, 10]",
                     "Root/VStack/Spacer [195, 57, 0, 743]", "Root/VStack/Rectangle[1] [190, 800, 10, 10]"])
    }

    @Test("HStack and ZStack: widths shared by flexibility, ZStack alignment")
    func hstackAndZStack() throws {
        #expect(try Self.frames("""
            HStack(spacing: 0) {
                Text("Hi")
                Color.red
            }
            .frame(height: 100)
            """) == ["Root [0, 378.5, 390, 100]", "Root/HStack [0, 378.5, 390, 100]", "Root/HStack/Text [0, 418.3333333333333, 17, 20.333333333333332]",
                     "Root/HStack/Color [17, 378.5, 373, 100]"])
        #expect(try Self.frames("""
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 200, height: 100)
                Circle().frame(width: 50, height: 50)
            }
            """) == ["Root [95, 378.5, 200, 100]", "Root/ZStack [95, 378.5, 200, 100]", "Root/ZStack/Rectangle [95, 378.5, 200, 100]",
                     "Root/ZStack/Circle [95, 378.5, 50, 50]"])
    }

    @Test("padding, offset, position, fixedSize, background and overlay")
    func modifiers() throws {
        // Default padding is 16 on each edge; the background fills the padded frame. "Tap" is
        // 3 × 8.5 pt, rounded up to a pixel: 25.667; one body line 20.333 (17 × 1.1934, up to
        // the pixel), 52.333 padded, centred on y 428.5.
        #expect(try Self.frames("Text(\"Tap\").padding().background(Color.blue)")
                == ["Root [166.16666666666666, 402.3333333333333, 57.666666666666664, 52.333333333333336]",
                    "Root/Text [166.16666666666666, 402.3333333333333, 57.666666666666664, 52.333333333333336]",
                    "Root/Text/Color [166.16666666666666, 402.3333333333333, 57.666666666666664, 52.333333333333336]"])
        #expect(try Self.frames("Rectangle().frame(width: 10, height: 10).padding(.horizontal, 5).offset(x: 20, y: -10)")
                == ["Root [185, 423.5, 20, 10]", "Root/Rectangle [185, 423.5, 20, 10]"])
        #expect(try Self.frames("Circle().frame(width: 20, height: 20).position(x: 50, y: 60)")
                == ["Root [0, 47, 390, 763]", "Root/Circle [0, 47, 390, 763]"])
        #expect(try Self.frames("Text(\"A long line of text that wraps\").fixedSize().frame(width: 50)")
                == ["Root [170, 418.3333333333333, 50, 20.333333333333332]", "Root/Text [170, 418.3333333333333, 50, 20.333333333333332]"])
        #expect(try Self.frames("Rectangle().frame(width: 100, height: 100).overlay(alignment: .bottomTrailing) { Circle().frame(width: 20, height: 20) }")
                == ["Root [145, 378.5, 100, 100]", "Root/Rectangle [145, 378.5, 100, 100]", "Root/Rectangle/Circle [225, 458.5, 20, 20]"])
    }

    /// "id [x, y, w, h]" of where each view is hit (its hit shape's rectangle), "id none" when it is not.
    static func hitRects(_ body: String) throws -> [String] {
        let scene = try SourceScene.load(body, file: "View.swift")
        return scene.laidOut.map { "\($0.id) \($0.hitShape)" }
    }

    @Test("where offset, position, fixedSize and wrapping put what is drawn and hit")
    func drawnFrames() throws {
        #expect(try Self.hitRects("Rectangle().frame(width: 10, height: 10).padding(.horizontal, 5).offset(x: 20, y: -10)")
                == ["Root none", "Root/Rectangle rectangle [210, 413.5, 10, 10]"])
        #expect(try Self.hitRects("Circle().frame(width: 20, height: 20).position(x: 50, y: 60)") == ["Root none", "Root/Circle circle [40, 97, 20, 20]"])
        // 30 characters at 8.5 pt, centered on the 50-point frame and overflowing it.
        #expect(try Self.hitRects("Text(\"A long line of text that wraps\").fixedSize().frame(width: 50)")
                == ["Root none", "Root/Text rectangle [67.5, 418.3333333333333, 255, 20.333333333333332]"])
        // 60 characters wrap at 35 a line: two lines of 297.5 pt, rounded up to a pixel, each 20.333 tall.
        #expect(try Self.hitRects("Text(\"\(String(repeating: "a", count: 60))\").frame(width: 300)")
                == ["Root none", "Root/Text rectangle [46.166666666666664, 408.1666666666667, 297.6666666666667, 40.666666666666664]"])
    }

    @Test("flexible frames: maxWidth .infinity takes the offer, minWidth and idealWidth apply as SwiftUI applies them")
    func flexibleFrames() throws {
        #expect(try Self.frames("Text(\"Hi\").frame(maxWidth: .infinity)") == ["Root [0, 418.3333333333333, 390, 20.333333333333332]", "Root/Text [0, 418.3333333333333, 390, 20.333333333333332]"])
        #expect(try Self.frames("Text(\"Hi\").frame(minWidth: 100)") == ["Root [145, 418.3333333333333, 100, 20.333333333333332]", "Root/Text [145, 418.3333333333333, 100, 20.333333333333332]"])
        #expect(try Self.frames("Text(\"Hi\").frame(maxWidth: .infinity, alignment: .leading).frame(width: 200)")
                == ["Root [95, 418.3333333333333, 200, 20.333333333333332]", "Root/Text [95, 418.3333333333333, 200, 20.333333333333332]"])
        #expect(try Self.frames("Color.red.frame(idealWidth: 80, maxWidth: 300, idealHeight: 40).fixedSize()")
                == ["Root [155, 408.5, 80, 40]", "Root/Color [155, 408.5, 80, 40]"])
    }

    @Test("aspectRatio, resizable images, Text wrapping and font styles")
    func contentSizes() throws {
        #expect(try Self.frames("Image(\"photo\").resizable().aspectRatio(2, contentMode: .fit)")
                == ["Root [0, 331, 390, 195]", "Root/Image [0, 331, 390, 195]"])
        // A symbol at the medium scale is a square of its font's point size (largeTitle 34); large is
        // 1.3× (body: 22.1, up to the pixel 22.333).
        #expect(try Self.frames("Image(systemName: \"heart\").font(.largeTitle)") == ["Root [178, 411.5, 34, 34]", "Root/Image [178, 411.5, 34, 34]"])
        #expect(try Self.frames("Image(systemName: \"heart\").imageScale(.large)") == ["Root [183.83333333333334, 417.3333333333333, 22.333333333333332, 22.333333333333332]",
                    "Root/Image [183.83333333333334, 417.3333333333333, 22.333333333333332, 22.333333333333332]"])
        // 17 pt body: 8.5 pt a character; 60 characters wrap onto 2 lines at 300 pt.
        #expect(try Self.frames("Text(\"\(String(repeating: "a", count: 60))\").frame(width: 300)")
                == ["Root [45, 408.1666666666667, 300, 40.666666666666664]", "Root/Text [45, 408.1666666666667, 300, 40.666666666666664]"])
        // title: 28 pt, a line of 28 × 1.1934 = 33.41, up to the pixel 33.667 (a device capture's, docs/scene-format.md#layout).
        #expect(try Self.frames("Text(\"Title\").font(.title)") == ["Root [160, 411.6666666666667, 70, 33.666666666666664]", "Root/Text [160, 411.6666666666667, 70, 33.666666666666664]"])
        #expect(try Self.frames("Text(\"Big\").font(.system(size: 40))") == ["Root [165, 404.5, 60, 48]", "Root/Text [165, 404.5, 60, 48]"])
    }

    @Test("ForEach over a range and an array, if/else on initial state, views of the file with arguments")
    func structure() throws {
        let text = """
            struct Row: View {
                let title: String
                var body: some View { Text(title).frame(width: 100, height: 30) }
            }
            struct ContentView: View {
                @State private var showsExtra = false
                let names = ["a", "b"]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<2) { i in Row(title: "Row \\(i)").id("row\\(i)") }
                        ForEach(names, id: \\.self) { name in Text(name).accessibilityIdentifier(name) }
                        if showsExtra { Color.red } else { Spacer(minLength: 20) }
                    }
                }
            }
            """
        #expect(try Self.frames(text) == [
            "ContentView [145, 47, 100, 763]", "ContentView/VStack [145, 47, 100, 763]",
            "row0 [145, 47, 100, 30]", "ContentView/VStack/Row[0]/Text [145, 47, 100, 30]",
            "row1 [145, 77, 100, 30]", "ContentView/VStack/Row[1]/Text [145, 77, 100, 30]",
            "a [190.66666666666666, 107, 8.666666666666666, 20.333333333333332]", "b [190.66666666666666, 127.33333333333333, 8.666666666666666, 20.333333333333332]",
            "ContentView/VStack/Spacer [195, 147.66666666666666, 0, 662.3333333333334]",
        ])
    }

    @Test("Group adds no view and no layout of its own: its children are the stack's children, with the stack's spacing")
    func group() throws {
        #expect(try Self.frames("""
            VStack(spacing: 4) {
                Group {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 20, height: 10)
                }
                Ellipse().frame(width: 60, height: 30)
            }
            """) == ["Root [165, 399.5, 60, 58]", "Root/VStack [165, 399.5, 60, 58]",
                     "Root/VStack/Rectangle[0] [190, 399.5, 10, 10]", "Root/VStack/Rectangle[1] [185, 413.5, 20, 10]",
                     "Root/VStack/Ellipse [165, 427.5, 60, 30]"])
    }

    @Test("a ForEach of 10,000 views lays out, each where the stack puts it")
    func largeForEach() throws {
        let scene = try SourceScene.load("ScrollView { ForEach(0..<10000) { i in Rectangle().frame(height: 10) } }", file: "View.swift")
        #expect(scene.laidOut.count == 10_002)
        #expect(scene.laidOut.last.map { "\($0.frame.minY) \($0.frame.height)" } == "\(47 + 9999 * 18.0) 10.0")
    }

    @Test("a ForEach body that never names its element is read once and repeated; one that names it, interpolates, or makes state is read per element")
    func forEachRepeatsWhatIsTheSame() throws {
        func rows(_ source: String) throws -> [String] {
            try SourceScene.load(source, file: "V.swift").laidOut.dropFirst(2).map { "\($0.id) \($0.frame.minY) \($0.frame.height)" }
        }
        #expect(try rows("VStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(height: 10).onTapGesture { } } }") == [
            "Root/VStack/Color[0] 413.5 10.0", "Root/VStack/Color[1] 423.5 10.0", "Root/VStack/Color[2] 433.5 10.0",
        ])
        // Named in a value, in an interpolation, as `$0`: each element is read with its value.
        #expect(try rows("VStack(spacing: 0) { ForEach(0..<3) { i in Color.red.frame(height: Double(i) * 10 + 10) } }") == [
            "Root/VStack/Color[0] 398.5 10.0", "Root/VStack/Color[1] 408.5 20.0", "Root/VStack/Color[2] 428.5 30.0",
        ])
        #expect(try rows("VStack(spacing: 0) { ForEach(0..<2) { Color.red.frame(height: 10).id(\"c\\($0)\") } }") == ["c0 418.5 10.0", "c1 428.5 10.0"])
        // Named only inside a computed view property or a function the body uses, which are read
        // in the element's scope: still read per element.
        for row in ["var row: some View { Color.red.frame(height: i == 0 ? 10 : 20) }", "func row() -> some View { Color.red.frame(height: i == 0 ? 10 : 20) }"] {
            let use = row.hasPrefix("func") ? "row()" : "row"
            let scene = try SourceScene.load("""
                struct ContentView: View {
                    var i = 9
                    \(row)
                    var body: some View { VStack(spacing: 0) { ForEach(0..<3) { i in \(use) } } }
                }
                """, file: "V.swift")
            #expect(scene.laidOut.filter { $0.type == "Color" }.map(\.frame.height) == [10, 20, 20])
        }
        // A view with state: each row has its own (ContentView is instance 1).
        let source = """
            struct Counter: View {
                @State private var count = 0
                var body: some View { Color.red.frame(height: 10).onTapGesture { count += 1 } }
            }
            struct ContentView: View {
                var body: some View { VStack { ForEach(0..<3) { _ in Counter() } } }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.states.initial.keys.sorted() == ["2#count", "3#count", "4#count"])
    }

    @Test("layout's load keeps no scene: the same views laid out, no specs for a replay")
    func layoutOnly() throws {
        let source = """
            @State private var offset = CGSize.zero
            @State private var show = true
            NavigationStack {
                List {
                    ForEach(0..<3) { i in Text("Row \\(i)").swipeActions { Button("Delete") { } } }
                }
                .navigationTitle("Rows")
                .sheet(isPresented: $show) { Circle().offset(offset).gesture(DragGesture().onChanged { offset = $0.translation }) }
            }
            """
        var options = SourceScene.Options()
        options.keepsScene = false
        let full = try SourceScene.load(source, file: "V.swift"), laidOut = try SourceScene.load(source, file: "V.swift", options: options)
        func lines(_ scene: SourceScene) -> [String] {
            scene.laidOut.map { "\($0.id) \($0.type) \($0.frame) \($0.hitShape) \($0.gestures) \($0.control ?? "-") \($0.isPlaceholder)" }
        }
        #expect(lines(laidOut) == lines(full))
        // Three rows are three cells and their content.
        #expect(lines(full).count == 13)
        #expect(full.views[0].children.count == 2)
        #expect(laidOut.views[0].children.isEmpty)
    }

    @Test("unsupported views and modifiers are located errors that say what to write")
    func errors() {
        func message(_ text: String) -> String {
            do { _ = try SourceScene.load(text, file: "ContentView.swift"); return "no error" } catch { return error.description.components.first! }
        }
        #expect(message("VStack {\n    for item in items { Text(\"x\") }\n}")
                == "ContentView.swift:2:5: error: 'for' is not supported in a view body yet; use 'if'/'else' or 'ForEach'")
        // A misspelt gesture modifier would lose the gesture: still an error.
        #expect(message("Text(\"x\").onTapGestur { }") == "ContentView.swift:1:11: error: '.onTapGestur' is not a modifier this tool knows; did you mean '.onTapGesture'?")
        // A padding of an unknown name keeps the default padding, with a warning (ApproximationTests).
        #expect(message("Text(\"x\").padding(size)") == "no error")
        // Views that all use one another leave no root.
        #expect(message("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }")
                == "ContentView.swift:1:8: error: cannot tell which view is the root: A, B; choose one with --view A")
    }

    @Test("several views none uses (a guide's examples): the first is the root, with a warning naming the others; --strict refuses")
    func severalRoots() throws {
        let text = "struct A: View { var body: some View { Text(\"a\") } }\nstruct B: View { var body: some View { Text(\"b\") } }"
        let scene = try SourceScene.load(text, file: "Examples.swift")
        #expect(scene.laidOut.map(\.type) == ["A", "Text"])
        #expect(scene.warnings.map { $0.description.components.first! }
                == ["Examples.swift:1:8: warning: 2 views could be the root (A, B); laid out 'A', the first; choose another with --view"])
        #expect(throws: Diagnostic.self) { try SourceScene.load(text, file: "Examples.swift", options: SourceScene.Options(strict: true)) }
        #expect(try SourceScene.load(text, file: "Examples.swift", options: SourceScene.Options(view: "B")).laidOut.map(\.type) == ["B", "Text"])
    }
}

extension String {
    /// The lines of a diagnostic: the message first.
    var components: [String] { split(separator: "\n").map(String.init) }
}
