import Recognizers
import Testing
import TestSupport
import TraceFormat
@testable import SwiftSource

/// Sizes of Apple's controls as LayoutConstants models them, worked out by hand.
@Suite("Control sizes: bordered buttons by control size, line limits, Stepper and Picker")
struct ControlSizeTests {
    static func frames(_ source: String) throws -> [String: String] {
        try NavigationStackDefinitionTests.frames("@State var n = 0\n@State var flavor = 1\n" + source)
    }

    @Test("a bordered button pads its label: 34 pt tall at the regular size, 50 large, 28 small; plain adds nothing; the style reaches the buttons inside")
    func borderedButtons() throws {
        // "Go": 17 × 20.333; regular padding 6.833 and 12 → 41 × 34, centred on (195, 428.5).
        #expect(try Self.frames("Button(\"Go\") { }.buttonStyle(.borderedProminent)")["Root/Button"] == "174.5 411.5 41 34")
        #expect(try Self.frames("Button(\"Go\") { }.buttonStyle(.bordered).controlSize(.large)")["Root/Button"] == "166.5 403.5 57 50")
        #expect(try Self.frames("VStack { Button(\"Go\") { } }.buttonStyle(.bordered).controlSize(.small)")["Root/VStack/Button"] == "176.5 414.5 37 28")
        #expect(try Self.frames("Button(\"Go\") { }.buttonStyle(.plain)")["Root/Button"] == "186.5 418.3333333333333 17 20.333333333333332")
    }

    @Test(".lineLimit caps the lines a Text wraps onto")
    func lineLimit() throws {
        // 24 characters at 8.5 pt in 100 pt: 11 a line, so 3 lines; limited to 1 and to 2.
        #expect(try Self.frames("Text(\"long text here and there\").frame(width: 100)")["Root/Text"] == "145 398 100 61")
        #expect(try Self.frames("Text(\"long text here and there\").lineLimit(1).frame(width: 100)")["Root/Text"] == "145 418.3333333333333 100 20.333333333333332")
        #expect(try Self.frames("Text(\"long text here and there\").lineLimit(1...2).frame(width: 100)")["Root/Text"] == "145 408.1666666666667 100 40.666666666666664")
    }

    @Test("a Stepper is as wide as offered, its − and + 47 × 32 each at the trailing edge; a tap on + is the + button's")
    func stepper() throws {
        let source = "Stepper(\"Count\", value: $n, in: 0...5)"
        let frames = try Self.frames(source)
        #expect(frames["Root/Stepper"] == "0 412.5 390 32")
        #expect(frames["Root/Stepper/Button[0]"] == "296 412.5 47 32")
        #expect(frames["Root/Stepper/Button[1]"] == "343 412.5 47 32")
        let tap = try SceneHarness.replay("@State var n = 0\n" + source, SceneHarness.taps([(350, 415)]))
        #expect(tap.records == ["0 Root/Stepper/Button[1]", "0.05 Root/Stepper/Button[1]", "0.05 Root/Stepper/Button[1]"])
    }

    @Test("a Picker is a row with the selected option trailing (by tag); segmented, its options share the width, 32 pt tall")
    func picker() throws {
        let menu = try Self.frames("Picker(\"Flavor\", selection: $flavor) { Text(\"Vanilla\").tag(0); Text(\"Mint\").tag(1) }")
        // `flavor` starts at 1: "Mint" (4 × 8.5 = 34) at the trailing edge.
        #expect(menu["Root/Picker/Button"] == "356 418.3333333333333 34 20.333333333333332")
        #expect(menu["Root/Picker/Button/Text"] == "356 418.3333333333333 34 20.333333333333332")
        let segmented = try Self.frames("Picker(\"Flavor\", selection: $flavor) { Text(\"Vanilla\").tag(0); Text(\"Mint\").tag(1) }.pickerStyle(.segmented)")
        #expect(segmented["Root/Picker"] == "0 412.5 390 32")
        #expect(segmented["Root/Picker/Button[0]"] == "0 412.5 195 32")
        #expect(segmented["Root/Picker/Button[1]"] == "195 412.5 195 32")
    }

    @Test("a Label is its icon (a symbol of its font's size) and its title, 8 pt apart; a Divider is a hairline across its stack")
    func labelAndDivider() throws {
        // 17 + 8 + "Inbox" 42.667 = 67.667 wide, centred: x 195 − 33.833.
        let label = try Self.frames("Label(\"Inbox\", systemImage: \"tray\")")
        #expect(label["Root/Label"] == "161.16666666666666 418.3333333333333 67.66666666666667 20.333333333333332")
        #expect(label["Root/Label/Image"] == "161.16666666666666 420 17 17")
        #expect(label["Root/Label/Text"] == "186.16666666666666 418.3333333333333 42.666666666666664 20.333333333333332")
        let large = try Self.frames("Label(\"Inbox\", systemImage: \"tray\").font(.system(size: 40))")
        #expect(large["Root/Label/Image"]?.hasSuffix(" 40 40") == true)
        let vertical = try Self.frames("VStack { Text(\"A\"); Divider(); Text(\"B\") }")
        #expect(vertical["Root/VStack/Divider"] == "0 428.3333333333333 390 0.3333333333333333")
        let horizontal = try Self.frames("HStack { Text(\"A\"); Divider(); Text(\"B\") }.frame(height: 40)")
        #expect(horizontal["Root/HStack/Divider"] == "194.83333333333334 408.5 0.3333333333333333 40")
    }

    @Test("a Spacer takes what the others leave: a row's label that fits is not wrapped; `$0` is a ForEach's element")
    func spacerAndImplicitElement() throws {
        // 318 pt: "Number of people" (136) and "2 people" (68) fit beside an 8-pt Spacer; before,
        // each text was offered a third of the row and the label wrapped.
        let row = try Self.frames("HStack { Text(\"Number of people\"); Spacer(); Text(\"2 people\") }.frame(width: 318)")
        #expect(row["Root/HStack/Text[0]"] == "36 418.3333333333333 136 20.333333333333332")
        #expect(row["Root/HStack/Spacer"] == "172 428.5 114 0")
        #expect(row["Root/HStack/Text[1]"] == "286 418.3333333333333 68 20.333333333333332")
        let options = try Self.frames("let tips = [10, 15]\nVStack { ForEach(0 ..< tips.count) { Text(\"\\(tips[$0])%\") } }")
        // "10%": 3 × 8.5 = 25.5 → 25.667 wide.
        #expect(options["Root/VStack/Text[0]"]?.hasSuffix(" 25.666666666666668 20.333333333333332") == true)
    }
}
