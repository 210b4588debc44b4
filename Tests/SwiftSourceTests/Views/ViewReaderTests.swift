import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// The Swift of today's apps as written (docs/scene-format.md#swift-source): each form read,
/// laid out and replayed as SwiftUI would.
@Suite("ViewReader: current Swift syntax in view bodies")
struct ViewReaderTests {
    @Test("ForEach over tuples: \\.0 as the id, destructured parameters, a let in the row; each row laid out with its own element")
    func tuples() throws {
        let source = """
            struct Rows: View {
                let data: [(String, Int)] = [("a", 1), ("wide", 2)]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(data, id: \\.0) { label, value in
                            let height = CGFloat(value) * 40
                            Text(label).frame(height: height).onTapGesture { }
                        }
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Rows.swift")
        #expect(scene.warnings.isEmpty)
        let rows = scene.laidOut.filter { $0.type == "Text" }
        #expect(rows.map(\.id) == ["Rows/VStack/Text[0]", "Rows/VStack/Text[1]"])
        #expect(rows.map(\.frame.height) == [40, 80])
        // A Text is hit on its text, centred in its frame: y 378.3–398.7 and 438.3–458.7.
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 388), (195, 448)]))
        #expect(result.records == ["0.05 Rows/VStack/Text[0] perform", "0.55 Rows/VStack/Text[1] perform"])
    }

    @Test("a tuple's elements by position and by label: pair.0, pair.name")
    func tupleMembers() throws {
        let source = """
            struct V: View {
                let pair = (name: "Save", width: 120)
                var body: some View {
                    Text(pair.name).frame(width: CGFloat(pair.1)).onTapGesture { }
                }
            }
            """
        let text = try #require(try SourceScene.load(source, file: "V.swift").laidOut.first { $0.type == "Text" })
        #expect(text.frame.width == 120)
    }

    @Test("if #available is taken (a current OS), #unavailable is not; switch cases with where clauses are chosen by them")
    func availabilityAndWhere() throws {
        let source = """
            struct V: View {
                @State var count = 5
                var body: some View {
                    VStack {
                        if #available(iOS 17, macOS 14, *) {
                            Color.red.frame(width: 10, height: 10).onTapGesture { }
                        } else {
                            Color.blue.frame(width: 10, height: 10)
                        }
                        if #unavailable(iOS 18) { Color.gray }
                        switch count {
                        case let n where n > 9: Color.orange.frame(width: 10, height: 10)
                        case let n where n > 3: Color.green.frame(width: 10, height: 10).onLongPressGesture { }
                        default: Color.black.frame(width: 10, height: 10)
                        }
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map(\.id) == ["V", "V/VStack", "V/VStack/Color[0]", "V/VStack/Color[1]"])
        #expect(scene.laidOut.map(\.gestures) == [[], [], [".onTapGesture"], [".onLongPressGesture"]])
    }

    @Test("a trailing closure after perform: is onPressingChanged, as Swift gives it to the next parameter")
    func pressingAfterPerform() throws {
        let source = """
            struct V: View {
                var body: some View {
                    Color.red.frame(width: 100, height: 100)
                        .onLongPressGesture(minimumDuration: 0.2, perform: { }) { isPressing in }
                }
            }
            """
        let trace = """
            {"t":0,"id":1,"phase":"down","x":195,"y":400}
            {"t":0.3,"id":1,"phase":"up","x":195,"y":400}

            """
        let result = try SceneHarness.replay(source, trace)
        #expect(result.records == ["0 V/Color onPressingChanged", "0.2 V/Color onPressingChanged", "0.2 V/Color perform"])
    }

    @Test("a view's extension members are its own: a computed view, a @ViewBuilder function with guard, read where the body uses them")
    func extensionMembers() throws {
        let source = """
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    VStack(spacing: 0) {
                        header
                        footer(title: "Bye")
                        footer(title: "")
                    }
                }
            }
            extension ContentView {
                var header: some View {
                    Color.red.frame(width: 100, height: 100).onTapGesture { count += 1 }
                }
                @ViewBuilder func footer(title: String) -> some View {
                    if !title.isEmpty { Color.blue.frame(width: 100, height: 100).onLongPressGesture { } }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "ContentView.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map(\.id) == ["ContentView", "ContentView/VStack", "ContentView/VStack/Color[0]", "ContentView/VStack/Color[1]"])
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 380)]))
        #expect(result.records == ["0.05 ContentView/VStack/Color[0] perform"])
    }

    @Test("layout lists a Button's keyboard shortcut and context menu, a row's swipe actions and focus, as written")
    func listsEveryInteraction() throws {
        let source = """
            struct V: View {
                @FocusState var focused: Bool
                var body: some View {
                    List {
                        Button("Save") { }.keyboardShortcut("s").contextMenu { Button("Copy") { } }
                        Button("New") { }.keyboardShortcut("n", modifiers: [.command, .shift])
                        Button("OK") { }.keyboardShortcut(.defaultAction)
                        Text("Row").swipeActions { Button("Delete") { } }.focused($focused)
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        let listed = scene.laidOut.filter { !$0.gestures.isEmpty }.map { "\($0.id): " + $0.gestures.joined(separator: " ") }
        #expect(listed == [
            "V/List/Button[0]: .keyboardShortcut(\"s\") .contextMenu",
            "V/List/Button[1]: .keyboardShortcut(\"n\", modifiers: [.shift, .command])",
            "V/List/Button[2]: .keyboardShortcut(.defaultAction)",
            // The row's swipe actions are its cell's; its focus is the Text's.
            "V/List/Text (List cell): .swipeActions",
            "V/List/Text: .focused($focused)",
        ])
    }
}
