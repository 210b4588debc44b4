import Testing
import TestSupport
@testable import SwiftSource

/// The shapes real files and guides come in, read as written.
@Suite("DeclarationReader: snippets, attributes and older forms as people paste them")
struct DeclarationReaderTests {
    @Test("property lines and 'var body' with no struct around them are the view they were copied from, named Root")
    func snippet() throws {
        let source = """
            @State private var scale: CGFloat = 1.0
            @GestureState private var magnifyBy = 1.0

            var body: some View {
                Circle()
                    .frame(width: 100, height: 100)
                    .scaleEffect(scale * magnifyBy)
                    .gesture(MagnificationGesture().updating($magnifyBy) { value, state, _ in state = value })
            }
            """
        let scene = try SourceScene.load(source, file: "Guide.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \($0.gestures)" } == ["Root []", "Root/Circle [\".gesture(MagnificationGesture())\"]"])
        #expect(scene.states.initial.count == 2)
    }

    @Test("@SwiftUI.State is @State; @GestureState(resetTransaction:) is @GestureState; iOS 13's onLongPressGesture(pressing:perform:) reports pressing")
    func attributesAndOlderForms() throws {
        let source = """
            struct Press: View {
                @SwiftUI.State private var x = 0.0
                @GestureState(resetTransaction: Transaction(animation: .easeInOut)) private var drag = CGSize.zero
                var body: some View {
                    Color.red.frame(width: 50, height: 50).offset(x: x)
                        .onLongPressGesture(minimumDuration: 0.2, pressing: { pressing in if !pressing { x = 100 } }, perform: { })
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Press.swift")
        #expect(scene.laidOut[1].gestures == [".onLongPressGesture(minimumDuration: 0.2)"])
        #expect(scene.states.initial.count == 2)
        // The press ends its pressing at 0.2 (it succeeded): x becomes 100, and the next press there finds the square.
        let presses = """
            {"t":0,"id":1,"phase":"down","x":195,"y":428.5}
            {"t":0.3,"id":1,"phase":"up","x":195,"y":428.5}
            {"t":1,"id":2,"phase":"down","x":295,"y":428.5}
            {"t":1.3,"id":2,"phase":"up","x":295,"y":428.5}

            """
        #expect(try SceneHarness.replay(source, presses).records == [
            "0 Press/Color onPressingChanged", "0.2 Press/Color onPressingChanged", "0.2 Press/Color perform",
            "1 Press/Color onPressingChanged", "1.2 Press/Color onPressingChanged", "1.2 Press/Color perform",
        ])
    }

    @Test("a no-break space is read as a space with a warning naming it; a byte order mark is ignored")
    func unicodeSpaces() throws {
        let source = "\u{FEFF}struct V: View {\n    var body: some View {\n        Circle()\u{00A0}.onTapGesture { }\n    }\n}\n"
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.map { $0.description.components.first! } == ["V.swift:3:17: warning: no-break space (U+00A0) used instead of a space; read as a space"])
        #expect(scene.laidOut.map(\.type) == ["V", "Circle"])
        #expect(throws: Diagnostic.self) { try SourceScene.load(source, file: "V.swift", options: SourceScene.Options(strict: true)) }
    }

    @Test("Angle state from .zero adds as angles; subscripts read arrays; min, max and abs")
    func anglesAndSubscripts() throws {
        let source = """
            struct Dial: View {
                @State private var sizes: [CGSize] = [CGSize(width: 100, height: 50), CGSize(width: 80, height: 30)]
                @State private var index = 1
                @State private var rotation: Angle = .zero
                @State private var base: Angle = .degrees(90)
                var body: some View {
                    Rectangle()
                        .frame(width: sizes[index].width, height: max(sizes[index].height, abs(-60)))
                        .rotationEffect(base + rotation)
                        .onTapGesture { rotation += .degrees(90) }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Dial.swift")
        #expect(scene.warnings.isEmpty)
        let rectangle = try #require(scene.laidOut.last)
        #expect([rectangle.frame.width, rectangle.frame.height] == [80, 60])
        // Turned a quarter, the 80×60 rectangle is hit 60 wide and 80 tall: 36.5 pt below its
        // centre is on it. That tap turns it a half (90° + 90°), where 35 pt right of the centre
        // is on it; that tap turns it to 270°, where 35 pt right is not.
        let taps = SceneHarness.taps([(195, 465), (230, 428.5), (230, 428.5)])
        #expect(try SceneHarness.replay(source, taps).records == ["0.05 Dial/Rectangle perform", "0.55 Dial/Rectangle perform"])
    }
}
