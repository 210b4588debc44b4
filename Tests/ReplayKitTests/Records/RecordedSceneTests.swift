@testable import Recognizers
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

    @Test("each callback label is listed once, however many views repeat it; every view keeps its own record site")
    func labelsOnce() throws {
        let specs = try SceneLoader.load(#"""
            {"views":[{"id":"a","frame":[0,0,100,40],"modifiers":".onLongPressGesture { }"},
                      {"id":"b","frame":[0,40,100,40],"modifiers":".onLongPressGesture { }"},
                      {"id":"c","frame":[0,80,100,40],"control":"Button"},
                      {"id":"d","frame":[0,120,100,40],"control":"Button"}]}
            """#, file: "scene.json")
        let scene = RecordedScene(specs, recorder: Recorder(sink: RecordCollector()), explain: false)
        #expect(scene.callbackLabels == ["perform", "onPressingChanged"] + ControlEvent.Kind.names)
        #expect(scene.sites.map { "\($0.view) \($0.gesture)" } == ["a LongPressGesture()", "b LongPressGesture()", "c Button", "d Button"])
        // A label naming its state is its own, listed once however many views write it.
        let states = try SceneLoader.load(#"""
            {"views":[{"id":"a","frame":[0,0,100,40],"modifiers":".gesture(DragGesture().updating($x) { v, s, _ in s = v.translation })"},
                      {"id":"b","frame":[0,40,100,40],"modifiers":".gesture(DragGesture().updating($y) { v, s, _ in s = v.translation })"},
                      {"id":"c","frame":[0,80,100,40],"modifiers":".gesture(DragGesture().updating($x) { v, s, _ in s = v.translation })"}]}
            """#, file: "scene.json")
        let updating = RecordedScene(states, recorder: Recorder(sink: RecordCollector()), explain: false)
        #expect(updating.callbackLabels == ["x", "y"].flatMap { [TextSink.callbackColumn(.updating, state: $0), TextSink.callbackColumn(.reset, state: $0)] })
    }

    @Test("records keep the scene's own names beside the canonical spelling (issue 29 §4)")
    func writtenNames() throws {
        let source = try SourceScene.load("""
            struct SwipeGesture: Gesture {
                var minimum: CGFloat = 20
                var body: some Gesture {
                    DragGesture(minimumDistance: minimum)
                        .onEnded { _ in }
                }
            }
            struct Root: View {
                var drag: some Gesture { DragGesture() }
                var body: some View {
                    VStack {
                        Color.red.frame(width: 50, height: 50).onTapGesture(count: 2, coordinateSpace: .global) { location in print(location) }
                        Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { }
                        Color.red.frame(width: 50, height: 50).onLongPressGesture(minimumDuration: 1) { }
                        Color.red.frame(width: 50, height: 50)
                            .gesture(SwipeGesture(minimum:
                                30).onEnded { _ in })
                        Color.red.frame(width: 50, height: 50)
                            .gesture(drag.simultaneously(with: SwipeGesture()))
                        Color.red.frame(width: 50, height: 50).gesture(TapGesture().onEnded { })
                    }
                }
            }
            """, file: "View.swift")
        let scene = RecordedScene(source.views, recorder: Recorder(sink: RecordCollector()), explain: false)
        let sites = scene.sites.map { site -> String in
            guard case .gesture(_, let path) = site.kind else { return site.gesture }
            return "\(site.view.split(separator: "/").last!) \(path): \(site.gesture) | \(site.written ?? "-")"
        }
        #expect(sites == [
            "Color[0] : SpatialTapGesture(count: 2, coordinateSpace: .global) | .onTapGesture(count: 2, coordinateSpace: .global) { location in }",
            // These are the gestures they look like.
            "Color[1] : TapGesture(count: 2) | -",
            "Color[2] : LongPressGesture(minimumDuration: 1) | -",
            // The use's arguments as written, on one line; the callback inside the type and the
            // one after it both belong to the name.
            "Color[3] : DragGesture(minimumDistance: 30) | SwipeGesture(minimum: 30)",
            "Color[3] : DragGesture(minimumDistance: 30) | SwipeGesture(minimum: 30)",
            "Color[3] : DragGesture(minimumDistance: 30) | SwipeGesture(minimum: 30)",
            // A combinator is no name's; each side has its own.
            "Color[4] : DragGesture().simultaneously(with: DragGesture(minimumDistance: 20)) | -",
            "Color[4] first: DragGesture() | drag",
            "Color[4] second: DragGesture(minimumDistance: 20) | SwipeGesture()",
            "Color[4] second: DragGesture(minimumDistance: 20) | SwipeGesture()",
            "Color[5] : TapGesture() | -",
            "Color[5] : TapGesture() | -",
        ])
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

    @Test("a scene flattened spec by spec, as a replay loads it, has the nodes, record sites, labels and states of one flattened from its views")
    func flattenedLikeViews() throws {
        let json = try SceneLoader.load(#"""
            {"views":[{"id":"list","frame":[0,0,390,600],"control":"List","contentSize":[390,88],"modifiers":".coordinateSpace(name: \"L\")",
              "children":[{"id":"row0","frame":[0,0,390,44],"modifiers":".onTapGesture { }","swipeActions":{"actions":["Delete"]},
                             "children":[{"id":"star0","frame":[340,7,30,30],"modifiers":".onLongPressGesture { }.disabled(true)"}]},
                          {"id":"row1","frame":[0,44,390,44],"modifiers":".gesture(DragGesture(coordinateSpace: .named(\"L\")).onEnded { _ in })"}]},
             {"id":"button","frame":[0,600,100,44],"control":"Button","disabled":true}]}
            """#, file: "scene.json")
        let swift = try SourceScene.load("""
            @State private var offset = CGSize.zero
            ScrollView {
                VStack {
                    Circle().frame(width: 50, height: 50).offset(offset)
                        .gesture(DragGesture().onChanged { value in offset = value.translation })
                    ForEach(0..<3) { _ in Rectangle().frame(height: 30).onTapGesture { } }
                }
            }
            """, file: "View.swift").views
        for specs in [json, swift] {
            let recorder = Recorder(sink: RecordCollector())
            let tree = RecordedScene(specs, recorder: recorder, explain: true)
            let expected = PreparedScene(tree.views).scene
            let (prepared, log) = RecordedScene.flattened(specs, recorder: recorder, explain: true)
            let flat = prepared.scene
            func describe(_ scene: FlatScene) -> [String] {
                scene.nodes.indices.map { index in
                    let node = scene.nodes[index]
                    return "\(node.view.id) parent \(node.parent.map(String.init) ?? "-") children \(node.children) disabled \(node.inheritedDisabled) "
                        + "frame \(node.geometry.frame) spaces \(node.geometry.namedSpaces.map(\.name)) bounds \(String(describing: node.subtreeBounds)) "
                        + "shifts \(node.contentShift != nil) \(node.selfShift != nil) gestures \(node.view.gestures.count) "
                        + "slots \(scene.controlSlots[index]) \(scene.contextMenuSlots[index])"
                }
            }
            #expect(describe(flat) == describe(expected))
            #expect(flat.nodes.count == (specs.count == 2 ? 5 : 7))
            #expect(log.sites.map { "\($0.view) \($0.kind)" } == tree.sites.map { "\($0.view) \($0.kind)" })
            #expect(log.callbacks == tree.callbackLabels)
            #expect(log.states.count == tree.states.count)
        }
    }
}
