import Testing
import TestSupport
@testable import ReplayKit
@testable import SwiftSource

/// Gestures that move their view: callbacks' assignments evaluated, `.offset(state)` following.
@Suite("SceneState and StateEffects: state that callbacks change moves the views that read it")
struct SceneStateTests {
    /// A drag of 40 pt to the right in four 10-pt steps, 10 ms apart, from (195, 428.5).
    static let drag = """
        {"t":0,"id":1,"phase":"down","x":195,"y":428.5}
        {"t":0.01,"id":1,"phase":"move","x":205,"y":428.5}
        {"t":0.02,"id":1,"phase":"move","x":215,"y":428.5}
        {"t":0.03,"id":1,"phase":"move","x":225,"y":428.5}
        {"t":0.04,"id":1,"phase":"move","x":235,"y":428.5}
        {"t":0.05,"id":1,"phase":"up","x":235,"y":428.5}
        {"t":0.5,"id":2,"phase":"down","x":250,"y":428.5}
        {"t":0.55,"id":2,"phase":"up","x":250,"y":428.5}

        """

    @Test("a gesture attached inside .offset(state) moves with its view: .local locations lag behind the finger, and the state resets at the end")
    func gestureStateMovesTheView() throws {
        let scene = """
            @GestureState private var offset = CGSize.zero
            Circle()
                .frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in state = value.translation })
                .offset(offset)
            """
        // The circle starts at x 145. Each event's local x is measured from where the previous
        // update moved the view, so the translation (local x − 50) grows at half the finger's
        // speed: 205 − 145 = 60 (offset 10), 215 − 155 = 60 (offset stays 10), 225 − 155 = 70, …
        #expect(try SceneHarness.replay(scene, Self.drag).records == [
            "0 Root/Circle updating($offset) location (50, 50)",
            "0.01 Root/Circle updating($offset) location (60, 50)",
            "0.02 Root/Circle updating($offset) location (60, 50)",
            "0.03 Root/Circle updating($offset) location (70, 50)",
            "0.04 Root/Circle updating($offset) location (70, 50)",
            "0.05 Root/Circle reset($offset)",
        ])
    }

    @Test("a gesture attached outside .offset(state) keeps its .local space while the view moves under the finger")
    func gestureOutsideTheOffset() throws {
        let scene = """
            @GestureState private var offset = CGSize.zero
            Circle()
                .frame(width: 100, height: 100)
                .offset(offset)
                .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in state = value.translation })
            """
        #expect(try SceneHarness.replay(scene, Self.drag).records == [
            "0 Root/Circle updating($offset) location (50, 50)",
            "0.01 Root/Circle updating($offset) location (60, 50)",
            "0.02 Root/Circle updating($offset) location (70, 50)",
            "0.03 Root/Circle updating($offset) location (80, 50)",
            "0.04 Root/Circle updating($offset) location (90, 50)",
            "0.05 Root/Circle reset($offset)",
        ])
    }

    @Test("onEnded { position.width += value.translation.width } keeps the view where it was dropped: a later tap there hits it")
    func stateKeepsTheView() throws {
        let scene = """
            struct Card: View {
                @State private var position = CGSize.zero
                var body: some View {
                    Color.red
                        .frame(width: 100, height: 100)
                        .offset(x: position.width, y: position.height)
                        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded { value in
                            position.width += value.translation.width
                            print("dropped")
                            position.height += value.translation.height
                        })
                        .simultaneousGesture(TapGesture().onEnded { })
                }
            }
            """
        // Dropped 40 pt right, the card spans x 185…285: the tap at 250 is on it, which it would
        // not be at its start (145…245).
        let result = try SceneHarness.replay(scene, Self.drag)
        #expect(result.records.suffix(2) == ["0.55 Card/Color onEnded location (250, 428.5)", "0.55 Card/Color onEnded"])
        #expect(result.notes.isEmpty)
    }

    @Test("a statement that is not understood is noted once and leaves the state alone")
    func notEvaluated() throws {
        let scene = """
            @State private var offset = CGSize.zero
            Color.red
                .frame(width: 100, height: 100)
                .offset(offset)
                .gesture(DragGesture().onChanged { value in
                    offset = computeOffset(value)
                })
            """
        let result = try SceneHarness.replay(scene, Self.drag)
        #expect(result.notes == ["View.swift:6:9: note: not evaluated: offset = computeOffset(value)"])
        #expect(result.records.count == 4)
    }

    @Test("the perform closures of onTapGesture and onLongPressGesture change state like any callback")
    func performClosures() throws {
        // Each tap moves the square 100 pt right: a second tap where it was misses.
        let tap = """
            @State private var x = 0.0
            Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture { x += 100 }
            """
        let taps = SceneHarness.taps([(195, 428.5), (195, 428.5), (295, 428.5)])
        #expect(try SceneHarness.replay(tap, taps).records == ["0.05 Root/Color perform", "1.05 Root/Color perform"])
        // A long press's perform and its onPressingChanged closure both run.
        let press = """
            @State private var x = 0.0
            @State private var y = 0.0
            Color.red.frame(width: 50, height: 50).offset(x: x, y: y)
                .onLongPressGesture(minimumDuration: 0.2) { x += 100 } onPressingChanged: { pressing in if pressing { y = 0 } else { y = 100 } }
            """
        let presses = """
            {"t":0,"id":1,"phase":"down","x":195,"y":428.5}
            {"t":0.3,"id":1,"phase":"up","x":195,"y":428.5}
            {"t":1,"id":2,"phase":"down","x":295,"y":528.5}
            {"t":1.3,"id":2,"phase":"up","x":295,"y":528.5}

            """
        // The first press moves the square down (pressing ends when it succeeds) and right
        // (perform): the second, at the new place, finds it.
        #expect(try SceneHarness.replay(press, presses).records == [
            "0 Root/Color onPressingChanged", "0.2 Root/Color onPressingChanged", "0.2 Root/Color perform",
            "1 Root/Color onPressingChanged", "1.2 Root/Color onPressingChanged", "1.2 Root/Color perform",
        ])
    }

    @Test("each replay starts from the initial state and reports its own notes")
    func restart() throws {
        let table = StateTable()
        table.declare(instance: table.newInstance(), name: "x", initial: .number(0))
        let state = SceneState(table.declarations)
        state.set(instance: 1, name: "x", .number(5))
        state.note("View.swift:1:1: note: not evaluated: x = f()")
        state.restart()
        #expect(state.value(instance: 1, name: "x")?.asNumber == 0)
        #expect(state.notes.isEmpty)
    }

    @Test("a callback reading a member Swift has and this tool does not model is noted once, and the replay goes on")
    func unmodelledMember() throws {
        let scene = """
            @State private var stamp = 0.0
            @State private var offset = CGSize.zero
            Circle()
                .frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                    stamp = value.time.timeIntervalSince1970
                    offset = value.translation
                }.onEnded { value in stamp = value.time.timeIntervalSince1970 })
            """
        let result = try SceneHarness.replay(scene, Self.drag)
        #expect(result.notes == [
            "View.swift:6:9: note: not evaluated: stamp = value.time.timeIntervalSince1970",
            "View.swift:8:26: note: not evaluated: stamp = value.time.timeIntervalSince1970",
        ])
        #expect(result.records == [
            "0 Root/Circle onChanged location (50, 50)", "0.01 Root/Circle onChanged location (60, 50)",
            "0.02 Root/Circle onChanged location (70, 50)", "0.03 Root/Circle onChanged location (80, 50)",
            "0.04 Root/Circle onChanged location (90, 50)", "0.05 Root/Circle onEnded location (90, 50)",
        ])
    }

    @Test("a misspelt member of a callback's value is an error at load naming the type and the nearest member",
          arguments: [
            (".gesture(DragGesture().onChanged { value in offset = value.translatoin })", 64,
             "value of type 'DragGesture.Value' has no member 'translatoin'; did you mean 'translation'?"),
            (".gesture(DragGesture().onEnded { offset = $0.translation.widht; print($0) })", 62,
             "value of type 'CGSize' has no member 'widht'; did you mean 'width'?"),
            (".gesture(DragGesture().updating($pressed) { value, state, _ in state = value.startLocaton.x > 0 })", 82,
             "value of type 'DragGesture.Value' has no member 'startLocaton'; did you mean 'startLocation'?"),
            (".gesture(MagnifyGesture().onEnded { v in offset.width = v.magnifcation })", 63,
             "value of type 'MagnifyGesture.Value' has no member 'magnifcation'; did you mean 'magnification'?"),
            (".onTapGesture(coordinateSpace: .global) { location in offset.width = location.z }", 83,
             "value of type 'CGPoint' has no member 'z'; did you mean 'x'?"),
            (".gesture(DragGesture().simultaneously(with: TapGesture()).onEnded { value in print(value.frist) })", 94,
             "value of type 'SimultaneousGesture.Value' has no member 'frist'; did you mean 'first'?"),
            (".gesture(DragGesture().onEnded { value in offset.width = min(100, value.translatoin.width) })", 77,
             "value of type 'DragGesture.Value' has no member 'translatoin'; did you mean 'translation'?"),
          ])
    func misspeltMember(modifier: String, column: Int, message: String) {
        let scene = """
            @State private var offset = CGSize.zero
            @GestureState private var pressed = false
            Circle()
                .frame(width: 100, height: 100)
                \(modifier)
            """
        #expect(throws: Diagnostic.self) { try SourceScene.load(scene, file: "View.swift") }
        do {
            _ = try SourceScene.load(scene, file: "View.swift")
        } catch {
            #expect(error.description.hasPrefix("View.swift:5:\(column): error: \(message)\n"), "\(error.description)")
        }
    }

    @Test("what is not the callback's value is not checked against its type: a shadowing let, another closure's $0, a Date's API")
    func notTheValue() throws {
        for modifier in [
            ".gesture(DragGesture().onEnded { value in let value = offset; print(value.anything) })",
            ".gesture(DragGesture().onEnded { withAnimation { offset = .zero }; [1].forEach { print($0.bitWidth) } ; print($0.location) })",
            ".gesture(DragGesture().onEnded { value in print(value.time.anything.at.all) })",
            ".gesture(DragGesture().onEnded { value in [1].forEach { other, value in print(value.anything) } })",
            ".gesture(DragGesture().onEnded { value in if case let value = offset { print(value.anything) } })",
            ".gesture(DragGesture().onEnded { value in for (i, value) in [(1, offset)].enumerated() { print(i, value.count) } })",
            ".gesture(DragGesture().onEnded { value in let (a, value) = (1, offset); print(a, value.count) })",
            ".gesture(DragGesture().onEnded { value in [offset].forEach { (value: CGSize) in print(value.count) } })",
            ".gesture(DragGesture().onEnded { value in [offset].forEach { [weak box] value in print(value.count) } })",
            ".gesture(LongPressGesture().onEnded { value in print(value.description) })",
        ] {
            let scene = "@State private var offset = CGSize.zero\nCircle()\n    .frame(width: 100, height: 100)\n    \(modifier)\n"
            #expect(throws: Never.self, "\(modifier)") { _ = try SourceScene.load(scene, file: "View.swift") }
        }
    }

    @Test("a statement no state can evaluate is noted at load, before the replay, even on a branch never taken; what a value cannot evaluate is noted when met")
    func notesAtLoad() throws {
        let scene = """
            @State private var offset = CGSize.zero
            Circle()
                .frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                    if offset.width > 1000 {
                        save(value)
                    }
                    offset = compute(value)
                })
            """
        let source = try SourceScene.load(scene, file: "View.swift")
        #expect(source.states.loadNotes == ["View.swift:6:13: note: not evaluated: save(value)"])
        let result = try SceneHarness.replay(scene, Self.drag)
        #expect(result.notes == ["View.swift:6:13: note: not evaluated: save(value)", "View.swift:8:9: note: not evaluated: offset = compute(value)"])
    }
}
