@testable import ReplayKit
import Recognizers
import Testing
@testable import SwiftSource

@Suite("Catalog: one entry per gesture, read by the parser, the records' spelling, the builder and help")
struct CatalogTests {
    @Test("every entry parses by its name with SwiftUI's defaults, and records spell it back as written")
    func everyEntryRoundTrips() throws {
        #expect(Catalog.gestureNames == ["TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture",
                                         "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture"])
        for entry in Catalog.gestures {
            let expression = try ExpressionParser.parse(entry.name + "()", origin: "test")
            guard case .primitive(let primitive) = expression else {
                Issue.record("\(entry.name)() is not a primitive")
                continue
            }
            #expect(primitive.description == entry.name + "()")
            #expect(primitive.entry.name == entry.name)
            #expect(expression.valueType == entry.valueType)
        }
    }

    @Test("arguments that differ from the defaults are spelled in the catalog's label order")
    func nonDefaultArguments() throws {
        let written = "DragGesture(minimumDistance: 0, coordinateSpace: .named(\"card\"))"
        #expect(try ExpressionParser.parse(written, origin: "test").description == written)
        #expect(try ExpressionParser.parse("LongPressGesture(maximumDistance: 20)", origin: "test").description
                == "LongPressGesture(maximumDistance: 20)")
        #expect(try ExpressionParser.parse("RotateGesture(minimumAngleDelta: .radians(0.5))", origin: "test").description
                == "RotateGesture(minimumAngleDelta: .radians(0.5))")
        #expect(try ExpressionParser.parse("TapGesture(count: 1)", origin: "test").description == "TapGesture()")
    }

    @Test("the parser binds labels from the entry: an unknown label is named with the entry's parameters")
    func labelsComeFromTheEntry() {
        do {
            _ = try ExpressionParser.parse("MagnifyGesture(count: 2)", origin: "--gesture")
            Issue.record("parsed")
        } catch {
            #expect(error.message == "MagnifyGesture has no parameter 'count'; its parameters are 'minimumScaleDelta:'")
            #expect(error.position == SourcePosition(line: 1, column: 16))
        }
    }

    @Test("help lists every gesture's signature and every view modifier")
    func help() {
        let help = Catalog.helpText
        for entry in Catalog.gestures { for signature in entry.signatures { #expect(help.contains(signature)) } }
        // visionOS's DragGesture initializer is listed beside the other.
        #expect(Catalog.gestures.first { $0.name == "DragGesture" }?.signatures
            == ["DragGesture(minimumDistance:coordinateSpace:)", "DragGesture(minimumDistance:coordinateSpace3D:)"])
        for modifier in Catalog.viewModifiers where !modifier.name.hasPrefix("accessibility") { #expect(help.contains(modifier.spelling)) }
        #expect(help.contains(".accessibility…(…) (actions run on a trace's a11y lines; the rest read by lint)"))
        #expect(help.hasPrefix("TapGesture(count:)  SpatialTapGesture(count:coordinateSpace:)\nLongPressGesture(minimumDuration:maximumDistance:)\n"))
    }
}

@Suite("Catalog: view modifiers")
struct CatalogViewModifierTests {
    @Test("view modifiers bind their labels from their entries")
    func labels() {
        #expect(Catalog.viewModifier(named: "onTapGesture")?.labels == ["count", "coordinateSpace", "perform"])
        do {
            _ = try ExpressionParser.parseModifiers(".onTapGesture(cout: 2) { }", origin: "scene.json")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "scene.json:1:15: error: onTapGesture has no parameter 'cout'; did you mean 'count'?\n  .onTapGesture(cout: 2) { }\n                ^~~~")
        }
        do {
            _ = try ExpressionParser.parseModifiers(".gesture(TapGesture(), includng: .all)", origin: "scene.json")
            Issue.record("parsed")
        } catch {
            #expect(error.message == "gesture(_:) has no parameter 'includng'; did you mean 'including'?")
        }
    }
}

@Suite("Catalog: view modifier entries read, build and describe their modifier")
struct CatalogViewModifierEntryTests {
    private func attachment(_ source: String) throws -> RecordingBuilder.Attachment? {
        let spec = try #require(try ExpressionParser.parseModifiers(source, origin: "test").first)
        let builder = RecordingBuilder(recorder: Recorder(sink: RecordCollector()), view: "V", modifier: 0, explain: false)
        return builder.attachment(for: spec)
    }

    @Test("the five gesture-attaching modifiers attach; the hover callbacks count as event modifiers; coordinateSpace, disabled and the accessibility modifiers change the view")
    func effects() throws {
        let samples = [".gesture(TapGesture())", ".highPriorityGesture(TapGesture())", ".simultaneousGesture(TapGesture())",
                       ".onTapGesture { }", ".onLongPressGesture { }", ".coordinateSpace(name: \"A\")", ".disabled(true)",
                       ".accessibilityAction { }", ".accessibilityAddTraits(.isButton)"]
        var attaching: [String] = []
        for sample in samples {
            let spec = try #require(try ExpressionParser.parseModifiers(sample, origin: "test").first)
            #expect(spec.attachesGesture == (try attachment(sample)?.viewGesture != nil), "\(sample)")
            if spec.attachesGesture { attaching.append(spec.name) }
        }
        #expect(attaching == ["gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture"])
        #expect(Catalog.viewModifiers.filter { !$0.name.hasPrefix("accessibility") }.map(\.name)
                == attaching + ["onHover", "onContinuousHover", "onPencilSqueeze", "onPencilDoubleTap", "coordinateSpace", "disabled", "contextMenu",
                                "onKeyPress", "focusable", "focused", "keyboardShortcut"])
        // Hover and Pencil callbacks attach no gesture but count among the event modifiers, and attach a handler.
        for sample in [".onHover { _ in }", ".onContinuousHover { _ in }", ".onPencilSqueeze { phase in }", ".onPencilDoubleTap(perform: { _ in })"] {
            let spec = try #require(try ExpressionParser.parseModifiers(sample, origin: "test").first)
            #expect(!spec.attachesGesture && spec.isEventModifier, "\(sample)")
        }
        #expect(Catalog.viewModifiers.filter { $0.name.hasPrefix("accessibility") }.count == 15)
    }

    @Test("an entry's attachment names its record sites and callback columns from the arguments read")
    func attachments() throws {
        let tap = try #require(try attachment(".onTapGesture(count: 2, coordinateSpace: .global) { }"))
        #expect(tap.sites.map(\.gesture) == ["SpatialTapGesture(count: 2, coordinateSpace: .global)"])
        #expect(tap.callbackLabels == ["perform"])
        let press = try #require(try attachment(".onLongPressGesture(minimumDuration: 1) { }"))
        #expect(press.sites.map(\.gesture) == ["LongPressGesture(minimumDuration: 1)"])
        #expect(press.callbackLabels == ["perform", "onPressingChanged"])
        let drag = try #require(try attachment(".highPriorityGesture(DragGesture().onEnded { _ in }, including: .gesture)"))
        // A modifier records under the gesture it modifies, so both sites spell the drag.
        #expect(drag.sites.map(\.gesture) == ["DragGesture()", "DragGesture()"])
        #expect(drag.callbackLabels == ["onEnded"])
        #expect(try attachment(".disabled(true)") == nil)
        #expect(try attachment(".coordinateSpace(name: \"card\")") == nil)
        let squeeze = try #require(try attachment(".onPencilSqueeze { phase in }"))
        #expect(squeeze.sites.map(\.gesture) == [".onPencilSqueeze"] && squeeze.callbackLabels == ["action"])
        let doubleTap = try #require(try attachment(".onPencilDoubleTap(perform: { value in })"))
        #expect(doubleTap.sites.map(\.gesture) == [".onPencilDoubleTap"])
    }
}

@Suite("Catalog: onTapGesture's location form")
struct OnTapGestureLocationFormTests {
    private func space(_ source: String) throws -> CoordinateSpace?? {
        let spec = try #require(try ExpressionParser.parseModifiers(source, origin: "test").first)
        guard case .onTapGesture(_, let space, _) = spec.kind else { return nil }
        return .some(space)
    }

    @Test("a perform closure that takes the location picks the (CGPoint) -> Void overload, in .local",
          arguments: [
              (".onTapGesture { location in print(location) }", CoordinateSpace?.some(.local)),
              (".onTapGesture { _ in }", .some(.local)),
              (".onTapGesture { print($0) }", .some(.local)),
              (".onTapGesture(count: 2, perform: { location in })", .some(.local)),
              (".onTapGesture(coordinateSpace: .global) { location in }", .some(.global)),
              (".onTapGesture { }", nil),
              (".onTapGesture { select() }", nil),
              (".onTapGesture(perform: select)", nil),
          ] as [(String, CoordinateSpace?)])
    func locationForm(source: String, expected: CoordinateSpace?) throws {
        #expect(try space(source) == .some(expected))
    }
}
