import Recognizers
@testable import ReplayKit
@testable import SwiftSource
import Testing

/// The one install of a scene with recording callbacks, shared by replay, lint and GestureTesting.
@Suite("RecordedScene: a scene's views with recording callbacks, its columns and its rest")
struct RecordedSceneTests {
    @Test("every gesture modifier's and control's record sites and callback labels, in scene order")
    func columns() throws {
        let specs = try SceneLoader.load(#"""
            {"views":[{"id":"A","frame":[0,0,100,100],"modifiers":".onTapGesture { }.gesture(DragGesture().onEnded { _ in })",
              "children":[{"id":"B","frame":[0,0,50,50],"control":"Button"}]}]}
            """#, file: "scene.json")
        let recorder = Recorder(sink: RecordCollector())
        let scene = RecordedScene(specs, recorder: recorder, explain: false)
        #expect(scene.views.map(\.id) == ["A"])
        #expect(scene.views[0].children.map(\.id) == ["B"])
        #expect(scene.sites.map(\.kind) == [.gesture(modifier: 0, path: ""), .gesture(modifier: 1, path: ""), .gesture(modifier: 1, path: ""), .control("Button")])
        #expect(scene.sites.map { "\($0.view) \($0.gesture)" } == ["A TapGesture()", "A DragGesture()", "A DragGesture()", "B Button"])
        #expect(scene.callbackLabels.prefix(2) == ["perform", "onEnded"])
    }

    @Test("restart puts a Swift scene's shared state back once, whatever the number of views")
    func restart() throws {
        let source = try SourceScene.load("""
            @State private var x = 0.0
            VStack {
                Color.red.frame(width: 50, height: 50).offset(x: x).onTapGesture { x += 100 }
                Color.blue.frame(width: 50, height: 50)
            }
            """, file: "View.swift")
        let recorder = Recorder(sink: RecordCollector())
        let scene = RecordedScene(source.views, recorder: recorder, explain: false)
        #expect(scene.states.count == 1)
        let state = try #require(scene.states.first)
        #expect(state.value(instance: 1, name: "x")?.asNumber == 0)
        state.set(instance: 1, name: "x", .number(300))
        #expect(state.value(instance: 1, name: "x")?.asNumber == 300)
        scene.restart()
        #expect(state.value(instance: 1, name: "x")?.asNumber == 0)
        // The red square's live offset follows this install's state, and moves back with it.
        let red = try #require(scene.views.first?.children.first?.children.first?.liveOffset)
        state.set(instance: 1, name: "x", .number(120))
        #expect(red.value == CGPoint(x: 120, y: 0))
        scene.restart()
        #expect(red.value == CGPoint(x: 0, y: 0))
        // Another install of the same specs (another lint thread) has its own state and offset.
        let other = RecordedScene(source.views, recorder: recorder, explain: false)
        state.set(instance: 1, name: "x", .number(50))
        #expect(other.states.first?.value(instance: 1, name: "x")?.asNumber == 0)
        #expect(other.views.first?.children.first?.children.first?.liveOffset?.value == CGPoint(x: 0, y: 0))
    }
}
