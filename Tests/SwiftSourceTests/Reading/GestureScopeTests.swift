import Testing
@testable import ReplayKit
@testable import SwiftSource

@Suite("GestureScope: --gesture text with the lines pasted around a gesture")
struct GestureScopeTests {
    private func gesture(_ text: String) throws(Diagnostic) -> String {
        try ExpressionParser.parse(text, origin: "--gesture").description
    }

    private func message(_ text: String) -> String {
        do { _ = try gesture(text); return "no error" } catch { return "\(error.position.line):\(error.position.column): \(error.message)" }
    }

    @Test("property lines and let bindings before the gesture, with and without return")
    func bindings() throws {
        #expect(try gesture("""
            @GestureState private var offset = CGSize.zero
            let drag = DragGesture(minimumDistance: 5).updating($offset) { value, state, _ in state = value.translation }
            let press = LongPressGesture()
            return press.sequenced(before: drag)
            """) == "LongPressGesture().sequenced(before: DragGesture(minimumDistance: 5))")
        #expect(try gesture("let tap = TapGesture(count: 2)\ntap.onEnded { }") == "TapGesture(count: 2)")
    }

    @Test("the combinators' initializer forms are the combinators")
    func initializers() throws {
        #expect(try gesture("SimultaneousGesture(MagnifyGesture(), RotateGesture())") == "MagnifyGesture().simultaneously(with: RotateGesture())")
        #expect(try gesture("SequenceGesture(LongPressGesture(), DragGesture()).onEnded { _ in }") == "LongPressGesture().sequenced(before: DragGesture())")
        #expect(try gesture("ExclusiveGesture(TapGesture(count: 2), TapGesture())") == "TapGesture(count: 2).exclusively(before: TapGesture())")
    }

    @Test("a custom Gesture struct, its properties bound to the arguments, inside #if os(iOS)")
    func customStruct() throws {
        let text = """
            struct SwipeGesture: Gesture {
                var minimum: CGFloat = 20
                var body: some Gesture {
                    #if os(iOS)
                    DragGesture(minimumDistance: minimum)
                    #else
                    TapGesture()
                    #endif
                }
            }
            SwipeGesture(minimum: 30).onEnded { _ in }
            """
        #expect(try gesture(text) == "DragGesture(minimumDistance: 30)")
        #expect(try gesture(text.replacing("SwipeGesture(minimum: 30)", with: "SwipeGesture()", maxReplacements: 1)) == "DragGesture(minimumDistance: 20)")
    }

    @Test("mistakes in declarations are located errors that say what to write")
    func errors() {
        #expect(message("let drag = DragGesture()") == "1:25: expected a gesture after the declarations, such as 'drag'")
        #expect(message("let drag = DragGesture()\ndrag()") == "2:5: 'drag' is a gesture, not a function; use it as 'drag'")
        #expect(message("SimultaneousGesture(TapGesture())\n") == "1:20: expected two gestures after 'SimultaneousGesture', such as 'SimultaneousGesture(TapGesture(), DragGesture())'")
        #expect(message("struct S: Gesture {\n  var body: some Gesture { S() }\n}\nS()") == "2:28: 'S' refers to itself; a gesture cannot contain itself")
        #expect(message("struct S: Gesture { var x = 1 }\nS()") == "1:8: struct 'S' has no 'var body: some Gesture { … }'")
    }
}
