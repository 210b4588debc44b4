@testable import Recognizers
import Testing

/// What every UIKit recognizer shares: the state machine, the delegate's answers, waiting for
/// another recognizer's failure, how a representable is named, and that `ios17` has none.
@Suite("Platform recognizers: state machine, delegate answers and arbitration with SwiftUI gestures")
struct PlatformRecognizerTests {
    private let view = CGRect(x: 0, y: 0, width: 200, height: 200)

    private func scene(_ log: CallbackLog, _ modifiers: (SceneView) -> SceneView) -> [SceneView] {
        [modifiers(SceneView("V", frame: view))]
    }

    private func replay(_ lines: [Line], profile: ArbitrationProfile = .ios18, _ modifiers: (CallbackLog, SceneView) -> SceneView) -> [String] {
        let log = CallbackLog()
        return RecognizersTests.replay(log: log, lines, profile: profile) { try $0.load([modifiers(log, SceneView("V", frame: view))]) }
    }

    @Test("names: the UIKit class with the properties that differ from UIKit's defaults")
    func names() {
        #expect(PlatformGesture.Kind.tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 2).description
            == "UITapGestureRecognizer(numberOfTouchesRequired: 2)")
        #expect(PlatformGesture.pan().kind.description == "UIPanGestureRecognizer()")
        #expect(PlatformGesture.longPress(minimumPressDuration: 1.5).kind.description
            == "UILongPressGestureRecognizer(minimumPressDuration: 1.5)")
        #expect(PlatformGesture.swipe(direction: [.left, .right]).kind.description
            == "UISwipeGestureRecognizer(direction: [.right, .left])")
        #expect(PlatformGesture.screenEdgePan(edges: .left).kind.description == "UIScreenEdgePanGestureRecognizer(edges: .left)")
    }

    @Test("gestureRecognizerShouldBegin answering false fails it where it would have begun, with the values it would have had")
    func shouldBegin() {
        var asked: [CGPoint] = []
        let onlyHorizontal = PlatformGestureDelegate(gestureRecognizerShouldBegin: { values in
            asked.append(values.translation!)
            return abs(values.translation!.x) > abs(values.translation!.y)
        })
        let vertical: [Line] = [down(0, 50, 50), move(0.1, 55, 70), up(0.2, 55, 70)]
        #expect(RecognizersTests.replay(PlatformGesture.pan().delegate(onlyHorizontal), vertical)
            == ["0.1 failed: its delegate answered false to gestureRecognizerShouldBegin"])
        #expect(asked == [CGPoint(x: 2.5, y: 10)])
        let horizontal: [Line] = [down(0, 50, 50), move(0.1, 70, 55), up(0.2, 70, 55)]
        #expect(RecognizersTests.replay(PlatformGesture.pan().delegate(onlyHorizontal), horizontal)
            == ["0.1 began (70, 55) ×1 translation (10, 2.5)", "0.2 ended (70, 55) ×1 translation (10, 2.5)"])
    }

    @Test("ios17 has no UIGestureRecognizerRepresentable: attaching or loading one throws, naming it")
    func unavailableUnderIOS17() {
        let replayer = GestureReplayer(profile: .ios17)
        #expect(throws: UnavailableInProfile(profile: .ios17, view: "V", recognizer: "UIPinchGestureRecognizer()")) {
            try replayer.load([SceneView("V", frame: view).gesture(.pinch())])
        }
        #expect(throws: UnavailableInProfile(profile: .ios17, view: "root", recognizer: "UIPinchGestureRecognizer()")) {
            try replayer.attach(.gesture(.pinch()))
        }
        // A scene without one loads under ios17 as before.
        #expect((try? replayer.load([SceneView("V", frame: view).onTapGesture {}])) != nil)
    }

    @Test("beside onTapGesture (written first): one finger fires the tap and prevents the two-finger tap; two fingers fail the SwiftUI tap and recognize the UIKit one")
    func twoFingerTapBesideOnTapGesture() {
        let lines: [Line] = [down(0, 50, 50), up(0.08, 50, 50),
                             down(1, 40, 40, pointer: 2), down(1.02, 80, 60, pointer: 3), up(1.1, 40, 40, pointer: 2), up(1.11, 80, 60, pointer: 3)]
        #expect(replay(lines) { log, view in
            view.onTapGesture { log("tap") }.gesture(logged(.tap(numberOfTouchesRequired: 2), log))
        } == ["0.08 tap", "0.08 failed: prevented by a gesture that began first (onTapGesture on V)", "1.11 recognized (60, 50) ×2"])
    }

    @Test("shouldRequireFailureOf: a UIKit single tap holds its recognition until the double tap fails, and fails if it is recognized")
    func requireFailure() {
        func scene(_ log: CallbackLog, _ view: SceneView) -> SceneView {
            let waits = PlatformGestureDelegate(shouldRequireFailureOf: { $0.platformKind != nil })
            return view
                .gesture(logged(PlatformGesture.tap().delegate(waits), log))
                .gesture(logged(.tap(numberOfTapsRequired: 2), log))
        }
        #expect(replay([down(0, 50, 50), up(0.1, 50, 50)], scene)
            == ["0.45 failed: next tap did not finish within 0.35 s", "0.45 recognized (50, 50) ×1"])
        let double: [Line] = [down(0, 50, 50), up(0.1, 50, 50), down(0.2, 50, 50, pointer: 2), up(0.3, 50, 50, pointer: 2)]
        #expect(replay(double, scene) == [
            "0.3 recognized (50, 50) ×1",
            "0.3 failed: a gesture it waits for was recognized (UITapGestureRecognizer(numberOfTapsRequired: 2) on V)",
        ])
    }

    @Test("shouldRecognizeSimultaneouslyWith: a pan and the SwiftUI drag it would have prevented both run")
    func simultaneous() {
        let lines: [Line] = [down(0, 50, 50), move(0.1, 50, 80), up(0.2, 50, 80)]
        let together = PlatformGestureDelegate(shouldRecognizeSimultaneouslyWith: { _ in true })
        #expect(replay(lines) { log, view in
            view.gesture(logged(PlatformGesture.pan().delegate(together), log))
                .gesture(DragGesture().onEnded { _ in log("drag ended") })
        } == ["0.1 began (50, 80) ×1 translation (0, 20)", "0.2 ended (50, 80) ×1 translation (0, 20)", "0.2 drag ended"])
        // Without the answer the pan, written first and so inside the drag, prevents it.
        #expect(replay(lines) { log, view in
            view.gesture(logged(PlatformGesture.pan(), log)).gesture(DragGesture().onEnded { _ in log("drag ended") })
        } == ["0.1 began (50, 80) ×1 translation (0, 20)", "0.2 ended (50, 80) ×1 translation (0, 20)"])
    }
}
