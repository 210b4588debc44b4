@testable import Recognizers
import Testing

/// The per-profile seam: recognizers read their numbers and behaviours from the settings the
/// replayer hands them with every update, not from statics or a flag per behaviour.
@Suite("GestureSettings: each profile's numbers reach the recognizers")
struct GestureSettingsTests {
    private func run(_ settings: GestureSettings?, _ lines: [Line], profile: ArbitrationProfile = .ios18,
                        _ scene: (CallbackLog) -> [SceneView]) -> [String] {
        let log = CallbackLog()
        let views = scene(log)
        return replay(log: log, lines, profile: profile, settings: settings) { _ = try $0.load(views) }
    }

    private func view(_ modify: (SceneView) -> SceneView) -> [SceneView] {
        [modify(SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200)))]
    }

    @Test("ios17 and ios18 run with the iPhone's touch numbers and differ in whether a long press waits like a tap")
    func profiles() {
        #expect(GestureSettings.touch.tapMaximumMovement == 45)
        #expect(GestureSettings.touch.tapMaximumDuration == 0.75)
        #expect(GestureSettings.touch.tapRepeatInterval == 0.35)
        #expect(GestureSettings.touch.defaultTargetSize == 44 && GestureSettings.touch.minimumTargetSize == 28)
        #expect(GestureSettings.touch.panHysteresis == 10)
        #expect(!GestureSettings.touch.longPressIsDependent)
        var ios17 = GestureSettings.touch
        // Before iOS 18 SwiftUI's pinch and rotation take no trackpad transform (proposed, docs/semantics.md#input-beyond-touch).
        ios17.transformsReachSwiftUIGestures = false
        #expect(ArbitrationProfile.ios17.settings == ios17)
        var ios18 = GestureSettings.touch
        ios18.longPressIsDependent = true
        #expect(ArbitrationProfile.ios18.settings == ios18)
        #expect(GestureReplayer(profile: .ios17).settings == ios17)
        #expect(GestureReplayer(profile: .ios18, settings: .touch).settings == .touch)
    }

    @Test("visionos2: the iOS 18 generation with an indirect pinch, a direct touch and an attached pointer, 60-pt targets (docs/semantics.md#profiles)")
    func vision() {
        let vision = ArbitrationProfile.visionos2
        #expect(vision.generation == .recognizers && vision.platform == .vision)
        #expect(vision.inputs == [.indirectTouch, .directTouch, .pointer] && vision.hasHover)
        #expect(vision.settings.defaultTargetSize == 60 && vision.settings.minimumTargetSize == 28 && vision.settings.tapMaximumMovement == 45 && vision.settings.quirks == [])
        #expect(ArbitrationProfile.ios18.suggestion(for: .indirectTouch) == .visionos2)
        #expect(ArbitrationProfile.profile(on: .vision, generation: .composed) == .visionos2)
    }

    @Test("a longer repeat interval makes a double tap 0.42 s apart count; the profile's 0.35 s does not")
    func repeatInterval() {
        let lines = [down(0, 100, 100), up(0.08, 100, 100), down(0.5, 100, 100, pointer: 2), up(0.58, 100, 100, pointer: 2)]
        let double: (CallbackLog) -> [SceneView] = { log in self.view { $0.onTapGesture(count: 2) { log("double") } } }
        #expect(run(nil, lines, double).isEmpty)
        var slow = GestureSettings.touch
        slow.tapRepeatInterval = 0.6
        #expect(run(slow, lines, double) == ["0.58 double"])
    }

    @Test("a smaller slop fails a tap that moved 30 pt; a shorter hold fails a 0.3 s tap")
    func slopAndHold() {
        let tap: (CallbackLog) -> [SceneView] = { log in self.view { $0.onTapGesture { log("tap") } } }
        let moved = [down(0, 100, 100), move(0.04, 130, 100), up(0.08, 130, 100)]
        #expect(run(nil, moved, tap) == ["0.08 tap"])
        var tight = GestureSettings.touch
        tight.tapMaximumMovement = 20
        #expect(run(tight, moved, tap).isEmpty)
        let held = [down(0, 100, 100), up(0.3, 100, 100)]
        #expect(run(nil, held, tap) == ["0.3 tap"])
        var quick = GestureSettings.touch
        quick.tapMaximumDuration = 0.25
        #expect(run(quick, held, tap).isEmpty)
    }

    @Test("longPressIsDependent: a child's long press under a parent's high-priority drag waits for the drag to fail, or not")
    func longPressDependency() {
        // Fixtures/traces/profiles-child-long-press-under-parent-drag: held 0.8 s without moving.
        let lines = [down(0, 100, 100), up(0.8, 100, 100)]
        let scene: (CallbackLog) -> [SceneView] = { log in
            [SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
                SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100)).onLongPressGesture { log("perform") },
            ]).highPriorityGesture(DragGesture().onEnded { _ in log("drag") })]
        }
        #expect(run(nil, lines, profile: .ios18, scene) == ["0.8 perform"])
        var independent = ArbitrationProfile.ios18.settings
        independent.longPressIsDependent = false
        #expect(run(independent, lines, profile: .ios18, scene) == ["0.5 perform"])
        #expect(run(nil, lines, profile: .ios17, scene) == ["0.5 perform"])
    }

    @Test("panHysteresis: a UIKit pan and a scroll view begin after the profile's distance, 10 pt on iPhone")
    func panHysteresis() {
        // 8 pt down, then up: under the iPhone's 10 pt neither the pan nor the scroll begins.
        let lines = [down(0, 100, 100), move(0.05, 100, 104), move(0.1, 100, 108), up(0.15, 100, 108)]
        func pans(_ settings: GestureSettings?) -> [String] {
            let log = CallbackLog()
            return replay(log: log, lines, profile: .ios18, settings: settings) {
                try $0.attach(.gesture(PlatformGesture.pan { log("pan \($0.state.rawValue)") }), geometry: sceneV)
            }
        }
        #expect(pans(nil).isEmpty)
        var loose = GestureSettings.touch
        loose.panHysteresis = 6
        #expect(pans(loose) == ["0.1 pan began", "0.15 pan ended"])

        let scroll: (CallbackLog) -> [SceneView] = { _ in
            self.view { $0.control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 200, height: 1000)))) }
        }
        func scrolls(_ settings: GestureSettings?) -> [String] {
            let log = CallbackLog()
            let views = scroll(log)
            return replay(log: log, lines, profile: .ios18, settings: settings) { replayer in
                logControls(replayer, log)
                try replayer.load(views)
            }.filter { $0.contains("scrollPhase") }
        }
        #expect(scrolls(nil).isEmpty)
        #expect(scrolls(loose).first == "0.1 V scrollPhase interacting")
    }

    @Test("UIKit's tap reads the same tap numbers as SwiftUI's: a smaller slop fails a UITapGestureRecognizer that moved 30 pt")
    func platformTap() {
        let moved = [down(0, 100, 100), move(0.04, 130, 100), up(0.08, 130, 100)]
        func taps(_ settings: GestureSettings?) -> [String] {
            let log = CallbackLog()
            return replay(log: log, moved, profile: .ios18, settings: settings) {
                try $0.attach(.gesture(PlatformGesture.tap { log("tap \($0.state.rawValue)") }), geometry: sceneV)
            }
        }
        #expect(taps(nil) == ["0.08 tap recognized"])
        var tight = GestureSettings.touch
        tight.tapMaximumMovement = 20
        #expect(taps(tight).isEmpty)
    }
}
