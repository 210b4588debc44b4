import Recognizers
import Testing
import TestSupport
import TraceFormat
@testable import SwiftSource

/// Frames from LayoutConstants: a large sheet 10 pt under the safe area's top, a medium one from
/// half the screen, a cover over all of it; content centred in the sheet's part of the safe area.
@Suite("Sheets presented at rest: laid out over the screen, with their content")
struct SheetDefinitionTests {
    static let source = """
        struct ContentView: View {
            @State private var showing = true
            @State private var selected: String? = nil
            var body: some View {
                Button("Show") { showing = true }
                    .sheet(isPresented: $showing) {
                        VStack {
                            Text("Details")
                            Button("Done") { showing = false }
                        }
                        .presentationDetents([.medium, .large])
                    }
                    .fullScreenCover(item: $selected) { item in Text(item) }
            }
        }
        """

    @Test("a medium sheet from y 422 on a 844-pt screen, its content centred above the home indicator; a nil item presents nothing")
    func medium() throws {
        let frames = try NavigationStackDefinitionTests.frames(Self.source)
        #expect(frames["ContentView/Sheet"] == "0 422 390 422")
        // Its content: 422 to 810 (388 pt); the VStack 48.667 tall: 422 + 169.667.
        #expect(frames["ContentView/Sheet/VStack"] == "165.16666666666666 591.6666666666666 59.666666666666664 48.666666666666664")
        #expect(frames["ContentView/FullScreenCover"] == nil)
    }

    @Test("large by default: 10 pt under the safe area's top; a cover takes the whole screen; not presented, no sheet")
    func largeAndCover() throws {
        let large = try NavigationStackDefinitionTests.frames("""
            @State var on = true
            Color.red.sheet(isPresented: $on) { Color.blue }
            """, device: "iphone-16")
        #expect(large["Root/Color/Sheet"] == nil)
        #expect(large["Root/Sheet"] == "0 69 393 783")
        // The content fills the sheet down to the safe area's bottom: 69 to 818.
        #expect(large["Root/Sheet/Color"] == "0 69 393 749")
        let cover = try NavigationStackDefinitionTests.frames("""
            @State var on = true
            Color.red.fullScreenCover(isPresented: $on) { Color.blue }
            """)
        #expect(cover["Root/FullScreenCover"] == "0 0 390 844")
        #expect(cover["Root/FullScreenCover/Color"] == "0 47 390 763")
        let hidden = try NavigationStackDefinitionTests.frames("@State var on = false\nColor.red.sheet(isPresented: $on) { Color.blue }")
        #expect(hidden["Root/Sheet"] == nil)
    }

    @Test("a sheet declared inside a GeometryReader's content is presented too, as SwiftUI presents one from anywhere on screen")
    func insideGeometryReader() throws {
        let frames = try NavigationStackDefinitionTests.frames("""
            @State var on = true
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2).sheet(isPresented: $on) { Color.blue }
            }
            """)
        #expect(frames["Root/Sheet"] == "0 57 390 787")
        #expect(frames["Root/Sheet/Color"] == "0 57 390 753")
    }

    @Test("a tap on the sheet's button is the button's; a drag down on the sheet dismisses it")
    func touches() throws {
        let events = """
            {"t":0,"id":1,"phase":"down","x":195,"y":630}
            {"t":0.05,"id":1,"phase":"up","x":195,"y":630}
            {"t":1,"id":2,"phase":"down","x":195,"y":500}
            {"t":1.1,"id":2,"phase":"move","x":195,"y":600}
            {"t":1.2,"id":2,"phase":"move","x":195,"y":750}
            {"t":1.25,"id":2,"phase":"up","x":195,"y":750}

            """
        let result = try SceneHarness.replay(Self.source, events)
        #expect(result.records == ["0 ContentView/Sheet/VStack/Button", "0.05 ContentView/Sheet/VStack/Button",
                                   "0.05 ContentView/Sheet/VStack/Button", "1.25 ContentView/Sheet"])
    }
}
