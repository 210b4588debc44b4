import Testing
import TestSupport
@testable import SwiftSource

/// How guides package gestures: a `ViewModifier` and a `View` extension, read where they are used.
@Suite("Custom modifiers: ViewModifier structs and View extensions, laid out as their bodies make the view")
struct CustomModifierTests {
    static let source = """
        struct CardStyle: ViewModifier {
            var color: Color = .blue
            func body(content: Content) -> some View {
                content
                    .padding()
                    .background(color)
            }
        }
        struct SwipeModifier: ViewModifier {
            let perform: () -> Void
            @GestureState private var dragging = false
            func body(content: Content) -> some View {
                content.gesture(DragGesture(minimumDistance: 20).updating($dragging) { _, state, _ in state = true }.onEnded { value in
                    if value.translation.width < -50 { perform() }
                })
            }
        }
        extension View {
            func cardStyle() -> some View { modifier(CardStyle()) }
            func onSwipe(perform: @escaping () -> Void) -> some View {
                self.modifier(SwipeModifier(perform: perform))
            }
            func framed(_ side: CGFloat) -> some View { frame(width: side, height: side) }
        }
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Swipe me").cardStyle().onSwipe { }
                    Color.red.framed(80).onTapGesture { }
                }
            }
        }
        """

    @Test("the modifiers' bodies lay the view out (padding, background, frame) and attach their gestures, with state of their own; no warning")
    func layoutAndGestures() throws {
        let scene = try SourceScene.load(Self.source, file: "ContentView.swift")
        #expect(scene.warnings.isEmpty)
        #expect(scene.laidOut.map { "\($0.id) \($0.frame.width)x\($0.frame.height) \($0.gestures)" } == [
            "ContentView 100.0x132.33333333333334 []", "ContentView/VStack 100.0x132.33333333333334 []",
            "ContentView/VStack/Text 100.0x52.333333333333336 [\".gesture(DragGesture(minimumDistance: 20))\"]",
            "ContentView/VStack/Text/Color 100.0x52.333333333333336 []",
            "ContentView/VStack/Color 80.0x80.0 [\".onTapGesture\"]",
        ])
        #expect(scene.states.initial.count == 1)
        // A swipe left from the card: the modifier's drag updates its own state and ends; the
        // closure the app passed is app code, noted and not run.
        let swipe = """
            {"t":0,"id":1,"phase":"down","x":195,"y":380}
            {"t":0.1,"id":1,"phase":"move","x":150,"y":380}
            {"t":0.2,"id":1,"phase":"move","x":100,"y":380}
            {"t":0.3,"id":1,"phase":"up","x":100,"y":380}

            """
        let result = try SceneHarness.replay(Self.source, swipe)
        #expect(result.records == [
            // The card spans x 145…245: locations are in its space.
            "0.1 ContentView/VStack/Text updating($dragging) location (5, 17.666666666666686)", "0.2 ContentView/VStack/Text updating($dragging) location (-45, 17.666666666666686)",
            "0.3 ContentView/VStack/Text reset($dragging)", "0.3 ContentView/VStack/Text onEnded location (-45, 17.666666666666686)",
        ])
        #expect(result.notes == ["View.swift:14:48: note: not evaluated: perform()"])
    }

    @Test("a modifier that uses itself is an error, not a stack overflow")
    func recursion() {
        let source = """
            extension View { func loop() -> some View { self.loop() } }
            Color.red.loop()
            """
        #expect(throws: Diagnostic.self) { try SourceScene.load(source, file: "Loop.swift") }
    }
}
