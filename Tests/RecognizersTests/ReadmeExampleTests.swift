import Recognizers
import Testing

/// The library example of README.md, kept true by running it.
@Suite("README")
struct ReadmeExampleTests {
    @Test("the library example replays a drag and reports its end")
    func libraryExample() throws {
        var printed: [String] = []
        @GestureState var offset = CGSize.zero
        let replayer = GestureReplayer()
        try replayer.attach(.gesture(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onEnded { value in printed.append("ended at \(replayer.time) \(value.translation)") }))
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 0, y: 0), time: GestureTime(seconds: 0))])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .ended, location: CGPoint(x: 30, y: 0), time: GestureTime(seconds: 0.1))])
        replayer.finish()
        #expect(printed == ["ended at 0.1 (30.0, 0.0)"])
        #expect(offset == .zero)
    }

    @Test("the scene example: the parent's high-priority tap wins over the child's")
    func sceneExample() throws {
        var printed: [String] = []
        let replayer = GestureReplayer()
        let scene = SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
            SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100)).onTapGesture { printed.append("child") },
        ]).highPriorityGesture(TapGesture().onEnded { printed.append("parent wins") })
        try replayer.load([scene])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .began, location: CGPoint(x: 60, y: 60), time: GestureTime(seconds: 0))])
        replayer.process(frame: [PointerEvent(pointer: 1, phase: .ended, location: CGPoint(x: 60, y: 60), time: GestureTime(seconds: 0.1))])
        replayer.finish()
        #expect(printed == ["parent wins"])
    }
}
