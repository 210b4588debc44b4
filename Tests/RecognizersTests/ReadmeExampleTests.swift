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

    @Test("the UIKit recognizer example: a two-finger tap reaches the recognizer's action, one finger the onTapGesture")
    func uikitRecognizerExample() throws {
        var printed: [String] = []
        let replayer = GestureReplayer()
        let photo = SceneView("Photo", frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            .onTapGesture { printed.append("like") }
            .gesture(.tap(numberOfTouchesRequired: 2) { event in printed.append("zoom out at \(event.values.location)") })
        try replayer.load([photo])
        func touch(_ pointer: Int64, _ phase: TouchPhase, _ x: Double, _ t: Double) -> PointerEvent {
            PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: 300), time: GestureTime(seconds: t))
        }
        replayer.process(frame: [touch(1, .began, 100, 0)])
        replayer.process(frame: [touch(1, .ended, 100, 0.1)])
        replayer.process(frame: [touch(2, .began, 100, 1), touch(3, .began, 200, 1)])
        replayer.process(frame: [touch(2, .ended, 100, 1.1), touch(3, .ended, 200, 1.1)])
        replayer.finish()
        #expect(printed == ["like", "zoom out at \(CGPoint(x: 150, y: 200))"])
        #expect(throws: UnavailableInProfile.self) { try GestureReplayer(profile: .ios17).load([photo]) }
    }
}
