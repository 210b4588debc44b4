import Testing
@testable import ReplayKit
@testable import SwiftSource

@Suite("ExpressionParser — SwiftUI gesture source")
struct ExpressionParserTests {
    private func parse(_ text: String) throws(Diagnostic) -> GestureExpression {
        try ExpressionParser.parse(text, origin: "--gesture")
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("canonical descriptions keep only arguments that differ from SwiftUI's defaults", arguments: [
        ("TapGesture()", "TapGesture()"),
        ("TapGesture(count: 1)", "TapGesture()"),
        ("TapGesture(count: 2)", "TapGesture(count: 2)"),
        ("SpatialTapGesture(count: 2, coordinateSpace: .named(\"P\"))", "SpatialTapGesture(count: 2, coordinateSpace: .named(\"P\"))"),
        ("LongPressGesture(minimumDuration: 1.0, maximumDistance: 10)", "LongPressGesture(minimumDuration: 1)"),
        ("DragGesture(minimumDistance: 5, coordinateSpace: .global)", "DragGesture(minimumDistance: 5, coordinateSpace: .global)"),
        ("DragGesture(coordinateSpace: CoordinateSpace.local)", "DragGesture()"),
        // visionOS 26's initializer: its minimumDistance defaults to 0 (docs/semantics.md#profiles).
        ("DragGesture(coordinateSpace3D: .local)", "DragGesture(minimumDistance: 0)"),
        ("DragGesture(minimumDistance: 4, coordinateSpace3D: CoordinateSpace3D.named(\"board\"))", "DragGesture(minimumDistance: 4, coordinateSpace: .named(\"board\"))"),
        ("MagnifyGesture(minimumScaleDelta: 0.1)", "MagnifyGesture(minimumScaleDelta: 0.1)"),
        ("MagnificationGesture()", "MagnificationGesture()"),
        ("RotateGesture(minimumAngleDelta: .degrees(1))", "RotateGesture()"),
        ("RotateGesture(minimumAngleDelta: Angle(radians: 0.5))", "RotateGesture(minimumAngleDelta: .radians(0.5))"),
        ("RotationGesture(minimumAngleDelta: .degrees(5))", "RotationGesture(minimumAngleDelta: .degrees(5))"),
        ("DragGesture().map(\\.translation.width)", "DragGesture().map(\\.translation.width)"),
        ("DragGesture().map { $0.location }", "DragGesture().map(\\.location)"),
        ("DragGesture().map { value in value.velocity.height }", "DragGesture().map(\\.velocity.height)"),
        ("DragGesture().map(\\DragGesture.Value.translation)", "DragGesture().map(\\.translation)"),
        ("TapGesture(count: 2).onEnded { }.exclusively(before: TapGesture().onEnded { })", "TapGesture(count: 2).exclusively(before: TapGesture())"),
        ("LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0)).updating($s) { _, _, _ in }", "LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0))"),
        ("MagnifyGesture().simultaneously(with: RotateGesture().map(\\.rotation))", "MagnifyGesture().simultaneously(with: RotateGesture().map(\\.rotation))"),
    ])
    func descriptions(source: String, description: String) throws {
        #expect(try parse(source).description == description)
    }

    @Test("a DragGesture takes coordinateSpace: or coordinateSpace3D:, not both; a 3D space that is none is an error")
    func coordinateSpace3D() {
        #expect(error("DragGesture(coordinateSpace: .local, coordinateSpace3D: .local)")
            .hasPrefix("--gesture:1:30: error: a DragGesture takes 'coordinateSpace:' or 'coordinateSpace3D:', not both\n"))
        #expect(error("DragGesture(coordinateSpace3D: .window)").hasPrefix("--gesture:1:32: error: expected a 3D coordinate space (.local, .global, .immersiveSpace or .named(\"name\")), found '.window'"))
    }

    @Test("callbacks: closures are skipped however they are written, and the chain is kept in order")
    func callbacks() throws {
        let expression = try parse("""
            DragGesture(minimumDistance: 5)
                .updating($offset) { value, state, _ in state = value.translation }   // live offset
                .onChanged({ value in print("changed \\(value)") })
                .onEnded { value in
                    if value.translation.width > 100 { dismiss() } else { /* stay */ }
                }
            """)
        guard case .onEnded(.onChanged(.updating(.primitive(.drag(5, .local)), "offset", _), _), _) = expression else {
            Issue.record("unexpected structure: \(expression)")
            return
        }
        guard case .onEnded = try parse("TapGesture().onEnded(perform)") else {
            Issue.record("a function reference is a callback too")
            return
        }
        #expect(try parse("LongPressGesture().updating($pressing, body: { v, s, _ in s = v })").description == "LongPressGesture()")
    }

    @Test("errors point at the mistake, say what was expected and suggest the nearest name", arguments: [
        ("DragGestur()", "--gesture:1:1: error: unknown gesture 'DragGestur'; did you mean 'DragGesture'?\n  DragGestur()\n  ^~~~~~~~~~"),
        ("DragGesture(minimumDistanse: 5)", "--gesture:1:13: error: DragGesture has no parameter 'minimumDistanse'; did you mean 'minimumDistance'?\n  DragGesture(minimumDistanse: 5)\n              ^~~~~~~~~~~~~~~"),
        ("DragGesture(coordinateSpace: .global, minimumDistance: 5)", "--gesture:1:39: error: argument 'minimumDistance' must precede argument 'coordinateSpace'\n  DragGesture(coordinateSpace: .global, minimumDistance: 5)\n                                        ^~~~~~~~~~~~~~~"),
        ("DragGesture().onEnd { _ in }", "--gesture:1:15: error: value of type 'DragGesture()' has no modifier 'onEnd'; did you mean 'onEnded'?\n  DragGesture().onEnd { _ in }\n                ^~~~~"),
        ("TapGesture().onChanged { }", "--gesture:1:14: error: 'onChanged' is unavailable: the value of TapGesture() is Void, which is not Equatable; use 'onEnded'\n  TapGesture().onChanged { }\n               ^~~~~~~~~"),
        ("DragGesture().map(\\.translaton)", "--gesture:1:21: error: value of type 'DragGesture.Value' has no member 'translaton'; did you mean 'translation'?\n  DragGesture().map(\\.translaton)\n                      ^~~~~~~~~~"),
        ("DragGesture().map { v in let w = v.translation.width; return w }", "--gesture:1:19: error: cannot evaluate this '.map' closure: its body must be one expression, such as '.map { $0.translation.width < 0 ? Direction.left : .right }', or a key path, such as '.map(\\.translation)'\n  DragGesture().map { v in let w = v.translation.width; return w }\n                    ^"),
        ("TapGesture(count: 0)", "--gesture:1:19: error: expected an integer of at least 1, found 0\n  TapGesture(count: 0)\n                    ^"),
        ("DragGesture", "--gesture:1:12: error: expected '(' after 'DragGesture'; write 'DragGesture()' to use its defaults\n  DragGesture\n             ^"),
        ("DragGesture().onEnded { _ in ", "--gesture:1:23: error: '{' is never closed; expected a matching '}'\n  DragGesture().onEnded { _ in \n                        ^"),
        ("TapGesture().updating(pressed) { _, _, _ in }", "--gesture:1:23: error: expected a @GestureState binding such as '$offset', found 'pressed'\n  TapGesture().updating(pressed) { _, _, _ in }\n                        ^~~~~~~"),
        ("TapGesture().simultaneously(DragGesture())", "--gesture:1:29: error: expected 'with:' in 'simultaneously(with:)', found 'DragGesture'\n  TapGesture().simultaneously(DragGesture())\n                              ^~~~~~~~~~~"),
        ("TapGesture().exclusively(before: TapGesture().onChanged { _ in })", "--gesture:1:47: error: 'onChanged' is unavailable: the value of TapGesture() is Void, which is not Equatable; use 'onEnded'\n  TapGesture().exclusively(before: TapGesture().onChanged { _ in })\n                                                ^~~~~~~~~"),
        ("TapGesture().simultaneously(with: LongPressGesture()).onChanged { _ in }", "--gesture:1:55: error: 'onChanged' is unavailable: the value of TapGesture().simultaneously(with: LongPressGesture()) is SimultaneousGesture.Value, which is not Equatable (it holds a Void); use 'onEnded'\n  TapGesture().simultaneously(with: LongPressGesture()).onChanged { _ in }\n                                                        ^~~~~~~~~"),
        ("DragGesture(minimumDistance: \"5\")", "--gesture:1:30: error: expected a number, found '\"5\"'\n  DragGesture(minimumDistance: \"5\")\n                               ^~~"),
        ("DragGesture() DragGesture()", "--gesture:1:15: error: unexpected 'DragGesture' after the gesture; expected '.' and a modifier, or the end\n  DragGesture() DragGesture()\n                ^~~~~~~~~~~"),
    ])
    func errors(source: String, expected: String) {
        #expect(error(source) == expected)
    }

    @Test("errors on later lines of a multi-line expression carry that line")
    func multiLineError() {
        #expect(error("DragGesture()\n  .onChangd { _ in }") == "--gesture:2:4: error: value of type 'DragGesture()' has no modifier 'onChangd'; did you mean 'onChanged'?\n    .onChangd { _ in }\n     ^~~~~~~~")
    }
}
