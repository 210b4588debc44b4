import Testing
import TestSupport
@testable import SwiftSource

/// What real files hold that the tool cannot evaluate — models, other files' values, literals it
/// does not read — approximated at its place; and the forms of choice real bodies use.
@Suite("Opaque values and choices in bodies: approximated in the open, read exactly where they can be")
struct OpaqueValueTests {
    private func warnings(_ scene: SourceScene) -> [String] { scene.warnings.map { $0.description.components.first! } }

    @Test("ForEach over a model's array lays out one row standing for its elements, with a warning; the row's gesture is found and fires")
    func forEachOverModel() throws {
        let source = """
            struct Keys: View {
                @StateObject var model: KeyboardModel
                @State private var played = 0
                var body: some View {
                    HStack {
                        ForEach(model.notes, id: \\.self) { note in
                            Color.blue.frame(width: 40, height: 120).onTapGesture { played += 1 }
                        }
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Keys.swift")
        #expect(warnings(scene) == [
            "Keys.swift:6:21: warning: cannot evaluate the data of 'ForEach' (cannot find 'model' in scope); one row is laid out for its elements, without the element's value",
        ])
        #expect(scene.laidOut.map(\.type) == ["Keys", "HStack", "Color"])
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 428.5)])).records == ["0.05 Keys/HStack/Color perform"])
    }

    @Test("a file-level let whose value is not read whole (a generic type's member: TCA's reducers) is opaque, not an error")
    func fileLevelGenericValue() throws {
        let source = """
            let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
              todoReducer.forEach(state: \\.todos, environment: { _ in TodoEnvironment() })
            )
            struct AppView: View {
                var body: some View { Color.red.onTapGesture { } }
            }
            """
        let scene = try SourceScene.load(source, file: "Todos.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map(\.type) == ["AppView", "Color"])
    }

    @Test(".disabled(state) and .gesture(state ? nil : gesture) are decided on the start values")
    func disabledAndOptionalGesture() throws {
        let source = """
            struct Panel: View {
                @State private var locked = true
                @State private var open = false
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 100).onTapGesture { }.disabled(locked)
                        Color.green.frame(width: 100, height: 100).disabled(open ? true : false).onTapGesture { }
                        Color.blue.frame(width: 100, height: 100).gesture(locked ? nil : TapGesture())
                        Color.gray.frame(width: 100, height: 100).gesture(open ? nil : TapGesture(count: 2))
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Panel.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.type) \($0.gestures.joined(separator: " "))" } == [
            "Panel ", "VStack ", "Color .onTapGesture", "Color .onTapGesture", "Color ", "Color .gesture(TapGesture(count: 2))",
        ])
        // Red is disabled, green takes taps; blue has no gesture.
        let taps = SceneHarness.taps([(195, 278.5), (195, 378.5), (195, 478.5)])
        #expect(try SceneHarness.replay(source, taps).records == ["0.55 Panel/VStack/Color[1] perform"])
    }

    @Test("a function that makes a gesture is read per call with its arguments; a switch and a ternary choose views on the start values")
    func gestureFunctionsAndChoices() throws {
        let source = """
            struct Board: View {
                enum Mode { case list, grid }
                @State private var mode = Mode.grid
                @State private var selected = 1
                @State private var moved = 0.0
                var body: some View {
                    switch mode {
                    case .list:
                        Text("List")
                    case .grid:
                        HStack(spacing: 0) {
                            ForEach(0..<2) { index in
                                index == selected ? Color.red.frame(width: 80, height: 80) : Color.gray.frame(width: 40, height: 40)
                            }
                        }
                        .gesture(drag(by: 2))
                    }
                }
                private func drag(by factor: Double) -> some Gesture {
                    DragGesture(minimumDistance: factor * 10).onEnded { value in moved = value.translation.width * factor }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Board.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.type) \(Int($0.frame.width))" } == ["Board 120", "HStack 120", "Color 40", "Color 80"])
        #expect(scene.laidOut[1].gestures == [".gesture(drag(by: 2) = DragGesture(minimumDistance: 20))"])
    }

    @Test("an optional var with no value is nil (?? reads it); unreadable literals, positions and alignments are approximated, each said once at its place")
    func optionalsAndUnreadable() throws {
        let source = """
            struct Bubble: View {
                @State private var dragAmount: CGPoint?
                @State private var offsets: [Int: CGSize] = [:]
                let edge: VerticalAlignment
                var body: some View {
                    HStack(alignment: edge) {
                        Circle()
                            .frame(width: 50, height: 50)
                            .position(dragAmount ?? CGPoint(x: 100, y: 200))
                            .gesture(DragGesture().onChanged { self.dragAmount = $0.location })
                        Circle().frame(width: 50, height: 50).position(offsets[0]!.width)
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Bubble.swift")
        #expect(warnings(scene) == [
            "Bubble.swift:3:24: warning: cannot evaluate the initial value of 'offsets'; what reads it is approximated, and callbacks do not change it",
            "Bubble.swift:6:27: warning: cannot evaluate the alignment (cannot find 'edge' in scope); assumed .center",
            "Bubble.swift:11:51: warning: cannot evaluate '.position' here (cannot find 'offsets' in scope); assumed the view stays where its container puts it",
        ])
        // `.position` is in the HStack's space, which starts at the safe area's top: the drag
        // starts on the circle at (100, 47 + 200). The gesture, attached after `.position`,
        // reports in the space the position fills.
        let drag = """
            {"t":0,"id":1,"phase":"down","x":100,"y":247}
            {"t":0.1,"id":1,"phase":"move","x":140,"y":247}
            {"t":0.2,"id":1,"phase":"up","x":140,"y":247}

            """
        #expect(try SceneHarness.replay(source, drag).records == ["0.1 Bubble/HStack/Circle[0] onChanged location (140, 200)"])
    }

    @Test("self.name in a callback is the view's property even where the closure's parameter has that name")
    func selfBeatsParameter() throws {
        let source = """
            struct Slider: View {
                @State private var value = 0.0
                var body: some View {
                    Color.red.frame(width: 50, height: 50).offset(x: value)
                        .gesture(DragGesture(minimumDistance: 0).onEnded { value in self.value = value.translation.width + self.value })
                }
            }
            """
        // Each drag moves the square by its translation: the second, from where the first left it, finds it.
        let events = """
            {"t":0,"id":1,"phase":"down","x":195,"y":428.5}
            {"t":0.1,"id":1,"phase":"up","x":295,"y":428.5}
            {"t":1,"id":2,"phase":"down","x":295,"y":428.5}
            {"t":1.1,"id":2,"phase":"up","x":245,"y":428.5}
            {"t":2,"id":3,"phase":"down","x":245,"y":428.5}
            {"t":2.1,"id":3,"phase":"up","x":245,"y":428.5}

            """
        let result = try SceneHarness.replay(source, events)
        #expect(result.records == ["0.1 Slider/Color onEnded location (125, 25)", "1.1 Slider/Color onEnded location (75, 25)", "2.1 Slider/Color onEnded location (75, 25)"])
        #expect(result.notes.isEmpty)
    }
}

@Suite("Gestures real files hide: in a chart's overlay, in withAnimation, in another file")
struct HiddenGestureTests {
    @Test(".chartOverlay's content and withAnimation's in a body are laid out with their gestures")
    func chartOverlayAndWithAnimation() throws {
        let source = """
            VStack(spacing: 0) {
                Chart { }
                    .frame(height: 100)
                    .chartOverlay { proxy in
                        Rectangle().fill(.clear).contentShape(Rectangle()).gesture(DragGesture())
                    }
                withAnimation(.spring()) {
                    Circle().frame(width: 50, height: 50).onTapGesture { }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Chart.swift")
        #expect(scene.laidOut.filter { !$0.gestures.isEmpty }.map { "\($0.id) \($0.gestures)" } == [
            "Root/VStack/Chart/Rectangle [\".gesture(DragGesture())\"]", "Root/VStack/Circle [\".onTapGesture\"]",
        ])
    }

    @Test("a gesture of a model or of another file is an unknown gesture: listed, counted, never firing, with a warning that says what to pass; a misspelt one is an error")
    func gestureFromElsewhere() throws {
        func warnings(_ text: String) throws -> [String] {
            try SourceScene.load(text, file: "V.swift").warnings.map { $0.description.components.first! }
        }
        #expect(try warnings("let rotation = Rotation()\nColor.red.gesture(rotation.gesture)") == [
            "V.swift:2:19: warning: 'rotation.gesture' is a gesture this tool cannot see (a model's or another type's); it is kept as an unknown gesture that never fires and blocks no other (write the gesture in the view, or pass the app's folder)",
        ])
        #expect(try warnings("Color.red.gesture(SwipeRecognizer { _ in })") == [
            "V.swift:1:19: warning: 'SwipeRecognizer { _ in }' is a gesture this tool cannot see (a model's or another type's); it is kept as an unknown gesture that never fires and blocks no other (write the gesture in the view, or pass the app's folder)",
        ])
        // Listed as written, and the tap beside it fires as it would alone.
        let source = "Color.red.gesture(model.drag).onTapGesture { }"
        let view = try #require(try SourceScene.load(source, file: "V.swift").laidOut.first { $0.type == "Color" })
        #expect(view.gestures == [".gesture(model.drag)", ".onTapGesture"])
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 400)]))
        #expect(result.records == ["0.05 Root/Color perform"])
        do {
            _ = try SourceScene.load("Color.red.gesture(DragGesure())", file: "V.swift")
            Issue.record("a misspelt gesture was read")
        } catch {
            #expect(error.description.components.first == "V.swift:1:19: error: unknown gesture 'DragGesure'; did you mean 'DragGesture'?")
        }
    }
}
