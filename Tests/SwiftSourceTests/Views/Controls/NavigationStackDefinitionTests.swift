import Recognizers
import Testing
import TestSupport
import TraceFormat
@testable import SwiftSource

/// Frames worked out by hand from docs/scene-format.md#layout (bars 44 and 96 pt from the safe-area
/// top; 5.33 pt higher under a Dynamic Island; 16-pt margins), not copied from output.
@Suite("NavigationStack: the navigation bar, its title and toolbar items, and the content laid out below it")
struct NavigationStackDefinitionTests {
    static func frames(_ source: String, device: String = "iphone-14") throws -> [String: String] {
        let scene = try SourceScene.load(source, file: "View.swift", options: SourceScene.Options(screen: Device.named(device)))
        var frames: [String: String] = [:]
        for view in scene.laidOut {
            frames[view.id] = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map(NumberFormat.string).joined(separator: " ")
        }
        return frames
    }

    @Test("a title makes a 96-pt large-title bar at the safe-area top; the content is centred in what is left")
    func largeTitle() throws {
        let frames = try Self.frames("""
            NavigationStack {
                Text("Hello").navigationTitle("Home")
            }
            """)
        #expect(frames["Root/NavigationStack"] == "0 47 390 763")
        #expect(frames["Root/NavigationStack/NavigationBar"] == "0 47 390 96")
        // The large title: 34 pt (a 40.667 line), at the 16-pt margin, centred in the 52 pt under
        // the items' row: y = 47 + 44 + (52 − 40.667) / 2.
        #expect(frames["Root/NavigationStack/NavigationBar/Text"] == "16 96.66666666666667 68 40.666666666666664")
        // Below the bar: 143 to 810 (667 pt); a 20.333 line centred: 143 + 323.333.
        #expect(frames["Root/NavigationStack/Text"] == "173.66666666666666 466.3333333333333 42.666666666666664 20.333333333333332")
    }

    @Test("inline: a 44-pt bar with the title centred; under a Dynamic Island the bar starts 5.33 pt above the safe area")
    func inlineUnderIsland() throws {
        let frames = try Self.frames("""
            NavigationStack {
                Text("Hello")
                    .navigationTitle("Home")
                    .navigationBarTitleDisplayMode(.inline)
            }
            """, device: "iphone-16")
        // 393×852: safe area from 59; the bar from 59 − 5.333 = 53.667, 44 tall, to 97.667.
        #expect(frames["Root/NavigationStack/NavigationBar"] == "0 53.666666666666664 393 44")
        // "Home" in headline (17 pt): 34 × 20.333, centred in the bar.
        #expect(frames["Root/NavigationStack/NavigationBar/Text"] == "179.5 65.5 34 20.333333333333332")
        // The content: 97.667 to 818 (852 − 34); centred: 97.667 + (720.333 − 20.333) / 2 = 447.667.
        #expect(frames["Root/NavigationStack/Text"] == "175.16666666666666 447.6666666666667 42.666666666666664 20.333333333333332")
    }

    @Test("toolbar items: leading from the margin, trailing ending at it in the order written, 8 pt apart, each at least 44×44")
    func toolbarItems() throws {
        let frames = try Self.frames("""
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button { } label: { Image(systemName: "plus") }
                            Button("Compose") { }
                        }
                    }
            }
            """)
        // "Edit": 4 × 8.5 = 34 wide, so 44 × 44 at x 16, in the top 44 pt of the bar.
        #expect(frames["Root/NavigationStack/NavigationBar/Button[0]"] == "16 47 44 44")
        // Trailing: "plus" 44 wide, then "Compose" 7 × 8.5 = 59.5 → 59.667; they end at 390 − 16 = 374:
        // 374 − 59.667 − 8 − 44 = 262.333.
        #expect(frames["Root/NavigationStack/NavigationBar/Button[1]"] == "262.3333333333333 47 44 44")
        #expect(frames["Root/NavigationStack/NavigationBar/Button[2]"] == "314.3333333333333 47 59.666666666666664 44")
        // A Color below the bar takes all that is left.
        #expect(frames["Root/NavigationStack/Color"] == "0 143 390 667")
    }

    @Test("a hidden bar, or none asked for, leaves the whole safe area; an untitled stack keeps a 44-pt bar")
    func hiddenAndUntitled() throws {
        for hiding in [".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)", ".toolbar(.hidden)"] {
            let frames = try Self.frames("NavigationStack { Color.red\(hiding) }")
            #expect(frames["Root/NavigationStack/NavigationBar"] == nil)
            #expect(frames["Root/NavigationStack/Color"] == "0 47 390 763")
        }
        let untitled = try Self.frames("NavigationStack { Color.red }")
        #expect(untitled["Root/NavigationStack/NavigationBar"] == "0 47 390 44")
        #expect(untitled["Root/NavigationStack/Color"] == "0 91 390 719")
        // A title on the content of a nested view reaches the stack; iOS 13's spelling too.
        let old = try Self.frames("""
            struct Inbox: View { var body: some View { Color.red.navigationBarTitle("Inbox", displayMode: .inline) } }
            struct ContentView: View { var body: some View { NavigationView { Inbox() } } }
            """)
        #expect(old["ContentView/NavigationView/NavigationBar"] == "0 47 390 44")
        // "Inbox": 5 × 8.5 = 42.5 → 42.667 wide, centred in the 44-pt bar: y 47 + (44 − 20.333) / 2.
        #expect(old["ContentView/NavigationView/NavigationBar/Text"] == "173.66666666666666 58.833333333333336 42.666666666666664 20.333333333333332")
    }

    @Test("a tap on a toolbar button runs its action; the content under the bar is not hit through it")
    func tapOnItem() throws {
        let source = """
            NavigationStack {
                Text("Hello").navigationTitle("Home")
                    .toolbar { Button("Add") { } }
            }
            .onTapGesture { }
            """
        // The button: "Add" 25.667 → 44 wide, ending at 374: x 330…374, y 47…91; its centre (352, 69).
        let result = try SceneHarness.replay(source, SceneHarness.taps([(352, 69)]))
        #expect(result.records == ["0 Root/NavigationStack/NavigationBar/Button", "0.05 Root/NavigationStack/NavigationBar/Button",
                                   "0.05 Root/NavigationStack/NavigationBar/Button"])
    }

    @Test("a parenthesized bar item is its view; toolbar content the reader cannot read is left out with a warning, not refused")
    func unreadableItems() throws {
        let frames = try Self.frames("""
            NavigationView {
                Color.red.navigationBarItems(leading: (Button(action: { }) { Image(systemName: "line.horizontal.3") }))
            }
            """)
        #expect(frames["Root/NavigationView/NavigationBar/Button"] == "16 47 44 44")
        let scene = try SourceScene.load("NavigationStack { Color.red.toolbar { VStack } }", file: "View.swift")
        #expect(scene.warnings.map { $0.description.components(separatedBy: "\n")[0] } == [
            "View.swift:1:29: warning: cannot read '.toolbar' here (expected the content of 'VStack', such as 'VStack { Text(\"A\") }'); left out",
        ])
        #expect(scene.laidOut.map(\.type) == ["Root", "NavigationStack", "Color", "NavigationBar"])
    }
}
