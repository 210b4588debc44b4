import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// What real apps write where a view is expected, read instead of refused: a ShapeStyle chosen by
/// a condition (`.background(selected ? .blue : .clear)`), and `ForEach` over a binding with
/// `$item` rows.
@Suite("Views as apps write them: a chosen ShapeStyle, ForEach($items) { $item in … }")
struct ViewArgumentStyleTests {
    static func row(background: String) -> String {
        """
        struct Row: View {
            var body: some View {
                HStack { Text("A"); Spacer() }
                    .frame(width: 300, height: 44)
                    .background(\(background))
                    .onTapGesture { }
            }
        }
        """
    }

    /// A tap on the row's empty right side, where only its background can take it.
    static let tapOnEmptySide = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":330,\"y\":428.5}\n{\"t\":0.05,\"id\":1,\"phase\":\"up\",\"x\":330,\"y\":428.5}\n"

    @Test("a member style chosen by a condition fills the view as a color: .white.opacity(0.001) takes the tap, .clear does not")
    func chosenStyle() throws {
        // Maccy's workaround: an almost transparent background so the whole row is hit.
        #expect(try SceneHarness.replay(Self.row(background: "false ? Color.blue : .white.opacity(0.001)"), Self.tapOnEmptySide).records
                == ["0.05 Row/HStack perform"])
        #expect(try SceneHarness.replay(Self.row(background: "false ? Color.blue : .clear"), Self.tapOnEmptySide).records == [])
        #expect(try SceneHarness.replay(Self.row(background: "true ? .blue : .clear"), Self.tapOnEmptySide).records == ["0.05 Row/HStack perform"])
    }

    @Test("ForEach over a binding lays out a row per element, each reading its element by name and writing through $name")
    func bindingRows() throws {
        let scene = try SourceScene.load("""
            struct Fields: View {
                @State var fields = ["name", "site"]
                var body: some View {
                    VStack {
                        ForEach($fields, id: \\.self) { $field in
                            TextField("Field", text: $field)
                            Text(field)
                        }
                    }
                }
            }
            """, file: "View.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map(\.id) == ["Fields", "Fields/VStack", "Fields/VStack/TextField[0]", "Fields/VStack/Text[0]",
                                             "Fields/VStack/TextField[1]", "Fields/VStack/Text[1]"])
        // "name" and "site", each 34 points wide in the body font.
        #expect(scene.laidOut.filter { $0.type == "Text" }.map(\.frame.width) == [34, 34])
    }

    @Test("ForEach over a sorted array, `sorted()`, `sorted(by: <)` and `sorted(by: >)`, has its rows in that order; another order is approximated")
    func sortedRows() throws {
        func widths(_ data: String) throws -> [Double] {
            let scene = try SourceScene.load("""
                struct Counts: View {
                    @State var counts = [5, 100, 20]
                    var body: some View {
                        VStack { ForEach(\(data), id: \\.self) { count in Text("\\(count)").onTapGesture { } } }
                    }
                }
                """, file: "View.swift")
            return scene.laidOut.filter { $0.type == "Text" }.map(\.frame.width)
        }
        let one = try widths("counts.sorted()")
        #expect(one.count == 3)
        #expect(one == one.sorted())
        #expect(try widths("counts.sorted(by: <)") == one)
        #expect(try widths("counts.sorted(by: >)") == one.reversed())
        // A closure is not run: one row stands for the elements, with a warning.
        #expect(try widths("counts.sorted { $0 > $1 }").count == 1)
    }
}
