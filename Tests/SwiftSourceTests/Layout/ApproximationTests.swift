import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// Real files as written (docs/scene-format.md#swift-source): what cannot change which view a
/// touch hits is accepted; what must be approximated is accepted with a warning at its place
/// saying what was assumed; `--strict` makes the first warning an error.
@Suite("Approximations: accepted with a warning at the place, an error under --strict")
struct ApproximationTests {
    static let menu = """
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    SideBarMenuView()
                        .frame(height: 100)
                        .onTapGesture { }
                    Text("Settings").cardStyle()
                }
            }
        }
        """

    @Test("a view defined elsewhere is a placeholder that fills what it is offered and is hit on its frame")
    func placeholder() throws {
        let scene = try SourceScene.load(Self.menu, file: "ContentView.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "ContentView.swift:4:13: warning: 'SideBarMenuView' is not defined in this file; laid out as a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it (give it a .frame(width:height:) of its real size)",
            "ContentView.swift:7:30: warning: '.cardStyle' is not modelled; assumed to change neither the view's layout nor where it is hit",
        ])
        let menu = try #require(scene.laidOut.first { $0.type == "SideBarMenuView" })
        #expect(menu.isPlaceholder)
        #expect(menu.hitShape == "rectangle")
        #expect([menu.frame.minX, menu.frame.minY, menu.frame.width, menu.frame.height] == [0, 368.3333333333333, 390, 100])
        // A tap on it, and one on the text below it: only the placeholder's tap fires.
        let result = try SceneHarness.replay(Self.menu, SceneHarness.taps([(195, 420), (195, 478)]))
        #expect(result.records == ["0.05 ContentView/VStack/SideBarMenuView perform"])
    }

    /// A 40-point drag down from the middle of the screen (195, 400), ending at 0.2 s.
    static let dragDown40 = """
        {"t":0,"id":1,"phase":"down","x":195,"y":400}
        {"t":0.1,"id":1,"phase":"move","x":195,"y":440}
        {"t":0.2,"id":1,"phase":"up","x":195,"y":440}

        """

    @Test("a placeholder the file attaches nothing to takes no touch: the photo under a package's panel gets the tap")
    func transparentPlaceholder() throws {
        let source = """
            struct Photo: View {
                var body: some View {
                    ZStack {
                        Color.blue.onTapGesture { }
                        InfoPanel()
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Photo.swift")
        let panel = try #require(scene.laidOut.first { $0.type == "InfoPanel" })
        #expect(panel.isPlaceholder)
        #expect(panel.hitShape == "none")
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 400)]))
        #expect(result.records == ["0.05 Photo/ZStack/Color perform"])
    }

    @Test("a package view's closures are read: the gesture inside LazyImage's content fires, and a closure that cannot be read is left out with a warning")
    func placeholderContent() throws {
        let source = """
            struct Photo: View {
                let url: URL
                var body: some View {
                    VStack(spacing: 0) {
                        LazyImage(url: url) { state in
                            Rectangle().frame(width: 200, height: 100).onTapGesture(count: 1) { }
                        }
                        .frame(height: 300)
                        WithTracking(content: { Text("A").onTapGesture { } }, footer: { state in Text("B").onTapGesture(count: 0) { } })
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Photo.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Photo.swift:5:13: warning: 'LazyImage' is not defined in this file; laid out as a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it, with its closures' views inside it (give it a .frame(width:height:) of its real size)",
            "Photo.swift:9:13: warning: 'WithTracking' is not defined in this file; laid out as a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it, with its closures' views inside it (give it a .frame(width:height:) of its real size)",
            "Photo.swift:9:116: warning: expected an integer of at least 1, found 0; the views of this closure of 'WithTracking' are left out",
        ])
        let rectangle = try #require(scene.laidOut.first { $0.type == "Rectangle" })
        #expect(rectangle.id == "Photo/VStack/LazyImage/Rectangle")
        #expect([rectangle.frame.minX, rectangle.frame.minY, rectangle.frame.width, rectangle.frame.height] == [95, 147, 200, 100])
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 200), (30, 200), (195, 580)]))
        #expect(result.records == ["0.05 Photo/VStack/LazyImage/Rectangle perform", "1.05 Photo/VStack/WithTracking/Text perform"])
    }

    @Test("a package's sheet-like modifier: its content's views are read, in a placeholder behind the view, and replayed; its action closures are not")
    func unmodelledModifierContent() throws {
        let source = """
            struct V: View {
                @State var shown = false
                var body: some View {
                    Color.red.frame(width: 100, height: 100).onTapGesture { shown = true }
                        .customSheet(isPresented: $shown, onDismiss: { reset() }) { Button("Close") { shown = false } }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "V.swift:5:14: warning: '.customSheet' is not modelled; assumed to change neither the view's layout nor where it is hit; the views of its closures are laid out behind the view, in a placeholder",
        ])
        #expect(scene.laidOut.map(\.id) == ["V", "V/Color", "V/Color/.customSheet", "V/Color/.customSheet/Button", "V/Color/.customSheet/Button/Text"])
        #expect(scene.laidOut.first { $0.type == ".customSheet" }?.isPlaceholder == true)
        let result = try SceneHarness.replay(source, SceneHarness.taps([(195, 428), (150, 390)]))
        // The Button's control records (pressed at 0, released and its action at 0.05), then the tap beside it.
        #expect(result.records == ["0 V/Color/.customSheet/Button", "0.05 V/Color/.customSheet/Button", "0.05 V/Color/.customSheet/Button", "0.55 V/Color perform"])
    }

    @Test("an if on the root's @Binding that nothing passes lays out both branches: a parent gives it a value the file does not show")
    func unpassedBindingCondition() throws {
        let source = """
            struct Viewer: View {
                @Binding var shown: Bool
                var body: some View {
                    VStack(spacing: 0) {
                        if shown {
                            Color.red.frame(width: 100, height: 100).onTapGesture { shown = false }
                        } else {
                            Color.blue.frame(width: 100, height: 100)
                        }
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Viewer.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Viewer.swift:2:18: warning: 'shown' is a @Binding that nothing passes here; assumed false, and an if on it lays out both branches",
        ])
        #expect(scene.laidOut.filter { $0.type == "Color" }.map { "\($0.id) \($0.gestures) \($0.alternatives.map(\.branch))" }
                == ["Viewer/VStack/Color[0] [\".onTapGesture\"] [0]", "Viewer/VStack/Color[1] [] [1]"])
    }

    @Test("a package view's action closures (onClear:, a call, an assignment) are not read as its content")
    func placeholderActions() throws {
        let source = """
            struct Search: View {
                @State var query = ""
                var body: some View {
                    SearchField("Find", text: $query, onClear: { clear() }) { count += 1 }
                        .frame(height: 44)
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Search.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Search.swift:4:9: warning: 'SearchField' is not defined in this file; laid out as a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it (give it a .frame(width:height:) of its real size)",
        ])
        #expect(scene.laidOut.map(\.id) == ["Search", "Search/SearchField"])
    }

    @Test("a gesture parameter the reader cannot evaluate (a model's, another package's) takes its default, with a warning; the gesture fires as with it")
    func unknownGestureParameter() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 100).onTapGesture(count: settings.tapCount) { }
                        Color.blue.frame(width: 100, height: 100).onLongPressGesture(minimumDuration: Theme.pressDuration) { }
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Card.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Card.swift:4:74: warning: cannot evaluate 'settings.tapCount' (cannot find 'settings' in scope); the gesture's parameter takes its default, 1",
            "Card.swift:5:91: warning: cannot evaluate 'Theme.pressDuration' (cannot find 'Theme' in scope); the gesture's parameter takes its default, 0.5",
        ])
        let press = """
            {"t":0,"id":1,"phase":"down","x":195,"y":480}
            {"t":0.6,"id":1,"phase":"up","x":195,"y":480}
            {"t":1,"id":2,"phase":"down","x":195,"y":380}
            {"t":1.05,"id":2,"phase":"up","x":195,"y":380}

            """
        let result = try SceneHarness.replay(source, press)
        #expect(result.records == ["0.5 Card/VStack/Color[1] perform", "1.05 Card/VStack/Color[0] perform"])
    }

    @Test("values an app keeps elsewhere: its own KeyEquivalent statics are read; an unknown key, traits, action name, isEnabled and space name are approximated, each said")
    func valuesKeptElsewhere() throws {
        let source = """
            extension KeyEquivalent { static let plus: KeyEquivalent = "+" }
            struct Canvas: View {
                var body: some View {
                    Color.red.frame(width: 100, height: 100)
                        .gesture(DragGesture(coordinateSpace: .named(CanvasSpace)).onEnded { _ in }, isEnabled: !model.locked)
                        .onKeyPress(keys: [.plus, .minus]) { _ in .handled }
                        .accessibilityAddTraits(rating == value ? .isSelected : [])
                        .accessibilityAction(named: Text(item.title)) { }
                        .padding(50)
                        .coordinateSpace(name: CanvasSpace)
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Canvas.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Canvas.swift:5:58: warning: cannot evaluate 'CanvasSpace' as a coordinate space's name; the space is named by its written text, the same wherever it is written",
            "Canvas.swift:5:101: warning: cannot evaluate 'isEnabled:' (cannot find 'model' in scope); the gesture is taken as enabled",
            "Canvas.swift:6:39: warning: cannot read '.minus' as a key (unknown key 'minus'; expected a KeyEquivalent such as .upArrow, .downArrow, .leftArrow, .rightArrow or a one-character string); no key press matches it",
            "Canvas.swift:7:37: warning: cannot evaluate 'rating == value ? .isSelected : []'; assumed the traits it names, .isSelected",
            "Canvas.swift:8:46: warning: cannot evaluate the action's name 'item.title'; it is named by its written text",
            "Canvas.swift:10:36: warning: cannot evaluate 'CanvasSpace' as a coordinate space's name; the space is named by its written text, the same wherever it is written",
        ])
        let view = try #require(scene.laidOut.first { $0.type == "Color" })
        #expect(view.gestures == [".gesture(DragGesture(coordinateSpace: .named(\"CanvasSpace\")))", ".onKeyPress(\"+\")",
                                  ".accessibilityAction(named: \"item.title\")"])
        // The drag's location is in the padded view's space (200 pt square from 95, 328.5), named
        // by the same written text; in the red view's own it would be (50, 61.5).
        let result = try SceneHarness.replay(source, Self.dragDown40)
        #expect(result.records == ["0.2 Canvas/Color onEnded location (100, 111.5)"])
    }

    @Test("a 3D coordinate space the reader cannot read is taken as .local, with a warning")
    func unknownSpace3D() throws {
        let source = """
            struct Board: View {
                var body: some View {
                    Color.red.frame(width: 100, height: 100)
                        .gesture(DragGesture(coordinateSpace3D: Spaces.board).onEnded { _ in })
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Board.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Board.swift:4:53: warning: cannot read 'Spaces.board' as a 3D coordinate space; taken as .local",
        ])
        // In the view's own space: (195 − 145, 440 − 378.5).
        #expect(try SceneHarness.replay(source, Self.dragDown40).records == ["0.2 Board/Color onEnded location (50, 61.5)"])
    }

    @Test("a gesture parameter that reads state keeps its start value, with a warning at the state; a callback's reads and a label of the same name are not it")
    func stateInGestureParameters() throws {
        let source = """
            struct Editor: View {
                @State private var editing = false
                @State private var scale = 1.0
                var body: some View {
                    VStack {
                        Color.blue.frame(width: 300, height: 300)
                            .gesture(DragGesture(minimumDistance: editing ? 0 : 30).onEnded { _ in scale = editing ? 2 : 1 })
                            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                        Button("Edit") { editing.toggle() }
                            .onLongPressGesture(minimumDuration: editing ? 1 : 0.5) { }
                        // A function's argument may feed only its callbacks: not judged.
                        Color.red.frame(width: 50, height: 50).gesture(pinch(editing: editing))
                    }
                }
                func pinch(editing: Bool) -> some Gesture {
                    MagnifyGesture().onEnded { _ in scale = editing ? 3 : 1 }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Editor.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Editor.swift:7:55: warning: the gesture's parameters read 'editing', which is state: the gesture is made once, with its start value, and keeps it for the whole replay (a change by a callback does not re-create it)",
            "Editor.swift:10:54: warning: the gesture's parameters read 'editing', which is state: the gesture is made once, with its start value, and keeps it for the whole replay (a change by a callback does not re-create it)",
        ])
        #expect(scene.laidOut[2].gestures == [".gesture(DragGesture(minimumDistance: 30))", ".gesture(MagnifyGesture())"])
        var strict = SourceScene.Options()
        strict.strict = true
        #expect(throws: Diagnostic.self) { try SourceScene.load(source, file: "Editor.swift", options: strict) }
    }

    @Test("--strict: the first approximation is an error, located where the warning was")
    func strict() {
        do {
            _ = try SourceScene.load(Self.menu, file: "ContentView.swift", options: SourceScene.Options(strict: true))
            Issue.record("loaded under --strict")
        } catch {
            #expect(error.description.components.first == "ContentView.swift:4:13: error: 'SideBarMenuView' is not defined in this file; laid out as a placeholder that fills the space offered and takes no touch unless this file attaches an interaction to it (give it a .frame(width:height:) of its real size) (an error under --strict)")
        }
    }

    @Test("a file needing no approximation has no warnings, and --strict changes nothing")
    func exact() throws {
        let source = "Circle().frame(width: 100, height: 100).onTapGesture { }"
        #expect(try SourceScene.load(source, file: "View.swift").warnings.isEmpty)
        #expect(try SourceScene.load(source, file: "View.swift", options: SourceScene.Options(strict: true)).laidOut.count == 2)
    }

    @Test("self. prefixes, and an Angle state that starts at .zero, read as they do in Swift")
    func selfAndAngles() throws {
        let source = """
            struct Dial: View {
                @State var angle: Angle = .zero
                @State var offset = CGSize.zero
                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .rotationEffect(angle)
                        .offset(x: self.offset.width, y: self.offset.height)
                        .gesture(RotationGesture().onChanged { value in self.angle = value })
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Dial.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.last?.hitShape == "rectangle")
        #expect(scene.laidOut.last?.gestures == [".gesture(RotationGesture())"])
    }

    @Test("helper functions: one of bindings and a value is evaluated (live, as it reads state); one with an 'if' leaves its effect out, with a warning")
    func effects() throws {
        let source = """
            enum DragState { case inactive, dragging(CGSize) }
            struct Card: View {
                @GestureState private var state = DragState.inactive
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 20)
                        .frame(width: 300, height: 500)
                        .scaleEffect(scaleAmount())
                        .rotationEffect(Angle(degrees: rotationAmount()))
                        .gesture(DragGesture().onEnded { _ in })
                }
                func scaleAmount() -> CGFloat {
                    1.0 - min(abs(offset.width) / (UIScreen.main.bounds.width / 2), 0.5) * 0.5
                }
                func rotationAmount()
                    -> Double {
                    var total = 0.0
                    for step in 0..<5 { total += step }
                    return total
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Card.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Card.swift:9:14: warning: cannot evaluate '.rotationEffect' here (cannot evaluate 'rotationAmount': its body has 'for' before its last statement); assumed no rotation",
        ])
        // The function whose arrow is on its own line is skipped whole, not read as a view.
        #expect(scene.laidOut.map(\.type) == ["Card", "RoundedRectangle"])
        // The scale reads `offset` through the helper: a live effect, bound by each install.
        #expect(scene.laidOut[1].hitShape == "roundedRectangle(20)")
        #expect(scene.views[0].children.first?.liveEffects.count == 1)
        let drag = #"""
            {"t":0,"id":1,"phase":"down","x":195,"y":428}
            {"t":0.05,"id":1,"phase":"move","x":195,"y":468}
            {"t":0.1,"id":1,"phase":"up","x":195,"y":468}
            """#
        #expect(try SceneHarness.replay(source, drag).records == ["0.1 Card/RoundedRectangle onEnded location (150, 289.5)"])
    }

    @Test("UIScreen.main.bounds is the screen the scene is laid out on (--screen)")
    func screenBounds() throws {
        let source = "Color.red.frame(width: UIScreen.main.bounds.size.width / 2, height: UIScreen.main.bounds.height / 4)"
        let scene = try SourceScene.load(source, file: "View.swift", options: SourceScene.Options(screen: Device.screen(of: CGSize(width: 400, height: 800))))
        let color = try #require(scene.laidOut.last)
        #expect([color.frame.width, color.frame.height] == [200, 200])
    }

    @Test("if let in a body: an optional state with no initial value is nil, so the else branch is laid out; a value binds its name")
    func ifLet() throws {
        let source = """
            struct TapLocation: View {
                @State private var tapped: CGPoint?
                @State private var size = 120.0
                var body: some View {
                    if let tapped {
                        Text("Tapped at \\(tapped.x)")
                    } else {
                        Text("Not tapped yet")
                    }
                    if let side = Optional(size) {
                        Circle().frame(width: side, height: side)
                    }
                    Circle()
                        .frame(width: 100, height: 100)
                        .onTapGesture { location in tapped = location }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "TapLocation.swift")
        // The second `if let` cannot be decided: its branch is laid out too, its `side` unknown.
        #expect(scene.laidOut.map(\.type) == ["TapLocation", "VStack", "Text", "Circle", "Circle"])
        #expect(scene.laidOut[2].frame.width == 119)
        #expect(scene.warnings.map(\.description.components.first!) == [
            "TapLocation.swift:10:12: warning: cannot evaluate the condition (cannot find 'Optional' in scope); both branches are laid out, one after the other",
            "TapLocation.swift:11:35: warning: cannot evaluate 'width:' of '.frame' (cannot find 'side' in scope; did you mean 'size'?); assumed none, so the view keeps its own size there",
            "TapLocation.swift:11:49: warning: cannot evaluate 'height:' of '.frame' (cannot find 'side' in scope; did you mean 'size'?); assumed none, so the view keeps its own size there",
        ])
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 760)])).records == ["0.05 TapLocation/VStack/Circle[1] perform"])
    }

    @Test("a view argument chosen by a ternary: decided on the start values; an unknown condition is assumed false, with a warning")
    func ternaryViews() throws {
        let source = """
            struct Sheet: View {
                @State private var isShown = true
                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .background(isShown ? Color.black : Color.clear)
                        .overlay(model.isReady ? Circle() : Capsule())
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Sheet.swift")
        #expect(scene.laidOut.map(\.type) == ["Sheet", "Rectangle", "Color", "Capsule"])
        #expect(scene.laidOut[2].hitShape == "rectangle")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Sheet.swift:7:22: warning: cannot evaluate the condition (cannot find 'model' in scope); assumed false, so the view after ':' is laid out",
        ])
    }

    @Test("a @ViewBuilder method of the view is read as its body, with the call's arguments and its defaults bound")
    func viewMethods() throws {
        let source = """
            struct Rows: View {
                var body: some View {
                    VStack(spacing: 0) {
                        row("A", height: 40)
                        row("B")
                    }
                }

                @ViewBuilder
                private func row(_ title: String, height: CGFloat = 60) -> some View {
                    Text(title)
                        .frame(width: 200, height: height)
                        .onTapGesture { }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Rows.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \(NumberFormat.string($0.frame.minY)) \(NumberFormat.string($0.frame.height))" } == [
            "Rows 378.5 100", "Rows/VStack 378.5 100", "Rows/VStack/Text[0] 378.5 40", "Rows/VStack/Text[1] 418.5 60",
        ])
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 440)])).records == ["0.05 Rows/VStack/Text[1] perform"])
    }

    @Test("a gesture stored in the view (let newGesture = TapGesture()…) is attached by name; an if on an environment value lays out both branches, with a warning")
    func storedGestureAndEnvironment() throws {
        let source = """
            struct Card: View {
                @Environment(\\.accessibilityVoiceOverEnabled) var voiceOverEnabled
                let newGesture = TapGesture().onEnded { print("tap") }
                var body: some View {
                    VStack {
                        if voiceOverEnabled {
                            Text("VoiceOver")
                        } else {
                            Rectangle().frame(width: 100, height: 100)
                        }
                    }
                    .highPriorityGesture(newGesture)
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Card.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Card.swift:6:16: warning: cannot evaluate the condition (cannot find 'voiceOverEnabled' in scope); both branches are laid out, one after the other",
        ])
        #expect(scene.laidOut.map(\.type) == ["Card", "VStack", "Text", "Rectangle"])
        #expect(scene.laidOut[1].gestures == [".highPriorityGesture(newGesture = TapGesture())"])
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 428)])).records == ["0.05 Card/VStack onEnded"])
    }

    @Test("GeometryReader: it takes the space offered, its content sits at its top leading corner, and the proxy's size and frame read its frame, in layout and in callbacks")
    func geometryReader() throws {
        let source = """
            struct Track: View {
                @State private var offset = 0.0
                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().frame(width: proxy.size.width, height: 8)
                            Circle()
                                .frame(width: 30, height: 30)
                                .offset(x: offset)
                                .gesture(DragGesture(minimumDistance: 0).onEnded { value in
                                    offset = min(max(0, value.location.x), proxy.size.width - 30)
                                })
                        }
                        .frame(height: proxy.frame(in: .global).height / 10)
                    }
                    .frame(height: 300)
                    .padding()
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Track.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \([$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map { NumberFormat.string($0) })" } == [
            "Track [\"0\", \"262.5\", \"390\", \"332\"]",
            "Track/GeometryReader [\"0\", \"262.5\", \"390\", \"332\"]",
            "Track/GeometryReader/ZStack [\"16\", \"278.5\", \"358\", \"30\"]",
            "Track/GeometryReader/ZStack/Capsule [\"16\", \"289.5\", \"358\", \"8\"]",
            "Track/GeometryReader/ZStack/Circle [\"16\", \"278.5\", \"30\", \"30\"]",
        ])
        // A drag to x 500 (past the end) moves the knob to the end, 328 pt (358 − 30: the proxy's
        // width in the callback): a tap there then hits it. The gesture is written after the
        // offset, so its `.local` space stays where layout put the knob.
        let lines = #"""
            {"t":0,"id":1,"phase":"down","x":31,"y":293.5}
            {"t":0.1,"id":1,"phase":"move","x":500,"y":293.5}
            {"t":0.2,"id":1,"phase":"up","x":500,"y":293.5}
            {"t":1,"id":2,"phase":"down","x":359,"y":293.5}
            {"t":1.05,"id":2,"phase":"up","x":359,"y":293.5}
            """#
        let result = try SceneHarness.replay(source, lines)
        #expect(result.notes.isEmpty)
        #expect(result.records == ["0.2 Track/GeometryReader/ZStack/Circle onEnded location (484, 15)",
                                   "1.05 Track/GeometryReader/ZStack/Circle onEnded location (343, 15)"])
    }

    @Test("forms real files use: self.$binding, EdgeInsets padding, a minus before a call, a root @Binding given no value")
    func realFileForms() throws {
        let source = """
            struct Carousel: View {
                @GestureState private var translation: CGFloat = 0
                @Binding var percentage: Float
                @State private var index = 2.0
                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: CGFloat(self.percentage) + 50)
                        .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 10))
                        .offset(x: -CGFloat(self.index) * 10)
                        .gesture(DragGesture().updating(self.$translation) { value, state, _ in
                            state = value.translation.width
                        }.onEnded { value in self.percentage = 100 })
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Carousel.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Carousel.swift:3:18: warning: 'percentage' is a @Binding that nothing passes here; assumed 0, and an if on it lays out both branches",
        ])
        let rectangle = try #require(scene.laidOut.last)
        // 100 × 50 (the binding's 0 + 50), padded 20 + 10 across and 10 + 0 down; the offset reads
        // state, so it moves the view while a trace replays, not in layout.
        #expect([rectangle.frame.minX, rectangle.frame.minY, rectangle.frame.width, rectangle.frame.height] == [130, 398.5, 130, 60])
        #expect(scene.views[0].children.first?.liveOffset?.initial == CGPoint(x: -20, y: 0))
        #expect(rectangle.gestures == [".gesture(DragGesture())"])
    }

    @Test("a frame dimension the reader cannot evaluate is left out, with a warning: the view keeps its own size there")
    func frameDimension() throws {
        let scene = try SourceScene.load("Color.red.frame(width: SizeConstants.cardWidth, height: 100)", file: "Card.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Card.swift:1:24: warning: cannot evaluate 'width:' of '.frame' (cannot find 'SizeConstants' in scope); assumed none, so the view keeps its own size there",
        ])
        let color = try #require(scene.laidOut.last)
        #expect([color.frame.width, color.frame.height] == [390, 100])
    }

    @Test("functions that call themselves stop at the limit: a located error, never a warning or a stack overflow")
    func recursion() {
        for (source, at) in [("struct V: View {\n    var body: some View { Color.red.frame(width: f(1)) }\n    func f(_ x: Double) -> Double { f(x) }\n}", "V.swift:3:37"),
                             ("struct V: View {\n    var body: some View { row() }\n    @ViewBuilder func row() -> some View { row() }\n}", "V.swift:3:44")] {
            do {
                _ = try SourceScene.load(source, file: "V.swift")
                Issue.record("loaded")
            } catch {
                #expect(error.description.components.first?.hasPrefix(at + ": error: calls of ") == true)
                #expect(error.description.components.first?.hasSuffix("nest more than 16 deep, the limit (docs/reliability.md#limits)") == true)
            }
        }
    }

    @Test("an .opacity or .zIndex whose value cannot be evaluated keeps its default (opaque, 0), with a warning; the view is laid out and hit")
    func unknownNumberModifiers() throws {
        let source = """
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View {
                    Text("A").frame(width: 100, height: 50)
                        .opacity(model.archived ? 0.5 : 1)
                        .zIndex(model.order)
                        .onTapGesture { }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "Row.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "Row.swift:5:22: warning: cannot evaluate 'model.archived ? 0.5 : 1' of '.opacity' (cannot find 'model' in scope); assumed its default",
            "Row.swift:6:21: warning: cannot evaluate 'model.order' of '.zIndex' (cannot find 'model' in scope); assumed its default",
        ])
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 427)])).records == ["0.05 Row/Text perform"])
    }

    @Test("maximumDistance: .infinity keeps a press through any movement; an unknown .allowsHitTesting is hit and an unknown .padding its default, with warnings")
    func macAppIdioms() throws {
        let source = """
            struct P: View {
              var body: some View {
                Color.red.frame(width: 100, height: 100)
                  .onLongPressGesture(minimumDuration: 100.0, maximumDistance: .infinity, pressing: { p in }, perform: { })
                  .allowsHitTesting(model.count <= 1)
                  .padding(Panel.inset)
              }
            }
            """
        let scene = try SourceScene.load(source, file: "P.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "P.swift:5:25: warning: cannot evaluate 'model.count <= 1' of '.allowsHitTesting' (cannot find 'model' in scope); assumed true, so the view is hit",
            "P.swift:6:16: warning: cannot evaluate 'Panel.inset' of '.padding' (cannot find 'Panel' in scope); assumed its default",
        ])
        #expect(scene.laidOut.map { "\($0.id) \($0.frame.width)" } == ["P 132.0", "P/Color 100.0"])
        // A 300 pt move does not end the press: only the lift does.
        let moved = "{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":195,\"y\":428}\n{\"t\":0.1,\"id\":1,\"phase\":\"move\",\"x\":195,\"y\":728}\n{\"t\":0.2,\"id\":1,\"phase\":\"up\",\"x\":195,\"y\":728}\n"
        #expect(try SceneHarness.replay(source, moved).records == ["0 P/Color onPressingChanged", "0.2 P/Color onPressingChanged"])
    }

    @Test("SwiftUI's own views are read, not placeholders: TimelineView and ViewThatFits show their content, LabeledContent and ContentUnavailableView their title, ProgressView a spinner; @Bindable in a body is a binding")
    func swiftUIViews() throws {
        let source = """
            @Observable class Prefs { var on = false }
            struct V: View {
                var prefs = Prefs()
                var body: some View {
                    @Bindable var prefs = prefs
                    VStack {
                        TimelineView(.periodic(from: .now, by: 1)) { context in Text("Tick") }
                        ViewThatFits { Text("Long title"); Text("Short") }
                        LabeledContent("Name", value: "x")
                        ContentUnavailableView("None", systemImage: "tray")
                        ProgressView()
                        Toggle("On", isOn: $prefs.on)
                    }
                }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.laidOut.map(\.id) == ["V", "V/VStack", "V/VStack/Text[0]", "V/VStack/Text[1]", "V/VStack/LabeledContent", "V/VStack/ContentUnavailableView",
                                            "V/VStack/ProgressView", "V/VStack/Toggle", "V/VStack/Toggle/Text"])
        #expect(scene.laidOut.filter { $0.isPlaceholder }.isEmpty)
        #expect(scene.laidOut.first { $0.id == "V/VStack/ProgressView" }.map { "\($0.frame.width)x\($0.frame.height)" } == "17.0x17.0")
    }

    @Test("Link(destination:) { label } is a button of its label; .onReceive(model.$published) reads as a member")
    func linkAndPublisher() throws {
        let source = """
            struct V: View {
              @State var on = false
              var body: some View {
                VStack { Link(destination: URL(string: "https://a")!) { Text("Site") } }
                  .onReceive(model.$isLoading) { on = $0 }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.laidOut.map { "\($0.id) \($0.control ?? "-")" } == ["V -", "V/VStack -", "V/VStack/Link Button", "V/VStack/Link/Text -"])
        #expect(scene.warnings.isEmpty)
    }

    @Test("a static of the project's extension CGFloat is a number where one is expected (.padding(.layoutPadding), spacing: .gap); a static reads its siblings by bare name")
    func projectStatics() throws {
        let source = """
            extension CGFloat { static let layoutPadding: CGFloat = 20; static let gap: CGFloat = layoutPadding / 2 }
            enum M { static let edge: CGFloat = 12; static let half: CGFloat = edge / 2 }
            struct V: View {
              var body: some View {
                VStack(spacing: .gap) { Text("A").padding(.layoutPadding); Text("B").padding(M.half) }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.isEmpty)
        // "A" 20.33 pt tall with 20 around it; 10 between; "B" with 6 around it.
        #expect(scene.laidOut.map { NumberFormat.string($0.frame.height) } == ["102.66666666666667", "102.66666666666667", "60.333333333333336", "32.333333333333336"])
        #expect(scene.laidOut[3].frame.minY - scene.laidOut[2].frame.maxY == 10)
        // A constant of another package: the default, with a warning at it.
        let unknown = try SourceScene.load("struct V: View {\n  var body: some View {\n    VStack(spacing: .statusSpacing) { Text(\"A\").padding(.layoutPadding) }\n  }\n}\n", file: "U.swift")
        #expect(unknown.warnings.map(\.description.components.first!) == [
            "U.swift:3:21: warning: cannot evaluate 'spacing:' of 'VStack' (expected a number, found '.statusSpacing' (.statusSpacing)); assumed its default",
            "U.swift:3:57: warning: cannot evaluate '.layoutPadding' of '.padding' (expected a number, found '.layoutPadding' (.layoutPadding)); assumed its default",
        ])
        #expect(unknown.laidOut.last.map { NumberFormat.string($0.frame.height) } == "52.333333333333336")
    }

    @Test("a view made with an unlabeled argument (an init of its own) is read, the argument unbound, with a warning")
    func unlabeledInit() throws {
        let source = """
            struct Badge: View {
                let count: Int
                init(_ count: Int) { self.count = count }
                var body: some View { Text("New").onTapGesture { } }
            }
            struct V: View { var body: some View { Badge(3) } }
            """
        let scene = try SourceScene.load(source, file: "V.swift", options: SourceScene.Options(view: "V"))
        #expect(scene.warnings.map(\.description.components.first!) == [
            "V.swift:6:46: warning: 'Badge' is made with an unlabeled argument (an init of its own); it is not bound to a property, and what reads its properties is approximated",
        ])
        #expect(scene.laidOut.map(\.id) == ["V", "V/Badge", "V/Badge/Text"])
    }

    @Test("guard in a function that makes a view: the else block when it fails, what follows when it holds, both when unknown; Text + Text is one Text")
    func guardAndTextSum() throws {
        let source = """
            struct V: View {
              @State var ready = false
              var body: some View { VStack { content(); other(); Text("Posted ") + Text("at") } }
              private func content() -> some View {
                guard ready else {
                  return AnyView(Text("Wait"))
                }
                return AnyView(Button("Go") { })
              }
              private func other() -> some View {
                guard model.ready else { return AnyView(EmptyView()) }
                return AnyView(Text("B").onTapGesture { })
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.laidOut.map(\.id) == ["V", "V/VStack", "V/VStack/Text[0]", "V/VStack/EmptyView", "V/VStack/Text[1]", "V/VStack/Text[2]"])
        #expect(scene.laidOut[4].gestures == [".onTapGesture"])
        #expect(scene.warnings.map(\.description.components.first!) == [
            "V.swift:11:11: warning: cannot evaluate the guard's condition (cannot find 'model' in scope); its else block and what follows are both laid out",
        ])
        // "Posted at" is one Text, as wide as its nine characters.
        #expect(scene.laidOut[5].frame.width > scene.laidOut[2].frame.width)
    }

    @Test("a Picker with no option (an empty array at rest) shows its chevron where a finger opens it; iOS 13's label: view is its label")
    func pickerWithoutTitle() throws {
        let source = """
            struct V: View {
              @State var id = 0
              @State var units: [String] = []
              var body: some View {
                Form {
                  Picker(selection: $id, label: HStack { Image(systemName: "scalemass"); Text("Unit") }) {
                    ForEach(units, id: \\.self) { unit in Text(unit).tag(unit) }
                  }
                }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.laidOut.map(\.id).suffix(6) == ["V/Form/Picker/HStack", "V/Form/Picker/HStack/Image", "V/Form/Picker/HStack/Text",
                                                       "V/Form/Picker/Spacer", "V/Form/Picker/Button", "V/Form/Picker/Button/Image"])
        #expect(scene.laidOut.last.map { "\($0.frame.width)x\($0.frame.height)" } == "17.0x17.0")
    }

    @Test("a view made by a static function of the project's type (Theme.card), its statics in scope; a typealias of a view")
    func typeFunctionsAndAliases() throws {
        let source = """
            enum Theme {
              static let pad: CGFloat = 8
              static func card(_ title: String) -> some View {
                Text(title).padding(pad).onTapGesture { }
              }
            }
            struct Row: View { var body: some View { Text("Row").onLongPressGesture { } } }
            typealias ItemRow = Row
            struct V: View {
              var body: some View {
                VStack { Theme.card("Hello"); ItemRow() }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift", options: SourceScene.Options(view: "V"))
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \($0.gestures.joined())" } == ["V ", "V/VStack ", "V/VStack/Text .onTapGesture", "V/VStack/Row ", "V/VStack/Row/Text .onLongPressGesture"])
        // "Hello" with 8 around it.
        #expect(NumberFormat.string(scene.laidOut[2].frame.height) == "36.333333333333336")
    }

    @Test("a switch whose subject cannot be evaluated lays out every case, one after the other, with a warning")
    func undecidedSwitch() throws {
        let source = """
            struct V: View {
              var body: some View {
                switch model.phase {
                case .loading: ProgressView()
                case .loaded: Button("Open") { }
                case .failed: Text("Retry").onTapGesture { }
                }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "V.swift")
        #expect(scene.warnings.map(\.description.components.first!) == [
            "V.swift:3:12: warning: cannot evaluate the switch's subject (cannot find 'model' in scope); every case is laid out, one after the other",
        ])
        #expect(scene.laidOut.map(\.id) == ["V", "V/VStack", "V/VStack/ProgressView", "V/VStack/Button", "V/VStack/Button/Text", "V/VStack/Text"])
        #expect(scene.laidOut.last?.gestures == [".onTapGesture"])
        // Each case is a branch of its own: lint knows they never show together.
        #expect(scene.views[0].children[0].children.map(\.alternatives) == [
            [AlternativeBranch(group: 1, branch: 0)], [AlternativeBranch(group: 1, branch: 1)], [AlternativeBranch(group: 1, branch: 2)],
        ])
    }
}
