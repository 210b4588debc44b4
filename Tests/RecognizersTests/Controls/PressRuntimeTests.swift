@testable import Recognizers
import Testing

@Suite("Button, Toggle and Slider: touch-up inside, the pressed state and its delay in scroll views")
struct PressRuntimeTests {
    private let button = SceneView("B", frame: CGRect(x: 100, y: 100, width: 100, height: 44)).control(.button())

    @Test("a release 70 pt beyond the frame still acts; 70.01 pt does not", arguments: [(70.0, true), (70.01, false)])
    func trackingInflation(beyond: Double, acts: Bool) {
        let x = 200 + beyond
        let out = replayScene([button], [down(0, 150, 120), move(0.1, x, 120), up(0.2, x, 120)], profile: .ios18, explain: true)
        #expect(out.contains("0.2 B action") == acts)
        if !acts { #expect(out.contains("0.2 B failed: released 70.01 pt outside the button (limit 70 pt)")) }
    }

    @Test("pressed follows the finger out of the region and back; the action comes after pressed(false)")
    func pressedState() {
        let out = replayScene([button], [down(0, 150, 120), move(0.1, 150, 300), move(0.2, 150, 130), up(3, 150, 130)], profile: .ios17)
        #expect(out == ["0 B pressed true", "0.1 B pressed false", "0.2 B pressed true", "3 B pressed false", "3 B action"])
    }

    @Test("in a scroll view, pressed shows 0.15 s after the touch-down, or at a quicker lift")
    func highlightDelay() {
        let scene = [SceneView("S", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [button])
            .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 3000))))]
        let held = replayScene(scene, [down(0, 150, 120), up(0.5, 150, 120)], profile: .ios18)
        #expect(held == ["0.15 B pressed true", "0.5 B pressed false", "0.5 B action"])
        let quick = replayScene(scene, [down(0, 150, 120), up(0.1, 150, 120)], profile: .ios18)
        #expect(quick == ["0.1 B pressed true", "0.1 B pressed false", "0.1 B action"])
        let swiped = replayScene(scene, [down(0, 150, 120), move(0.05, 150, 100), up(0.1, 150, 80)], profile: .ios18)
        #expect(!swiped.contains { $0.contains("B ") })
        #expect(swiped.first == "0.05 S scrollPhase interacting")
    }

    @Test("a parent's tap: the Button wins over .onTapGesture, loses to .highPriorityGesture, runs beside .simultaneousGesture")
    func parentTaps() {
        for profile in ArbitrationProfile.iPhone {
            for (priority, expected) in [(ViewGesture.Priority.normal, ["B action"]), (.high, ["P tap"]), (.simultaneous, ["B action", "P tap"])] {
                let log = CallbackLog()
                let tap = TapGesture().onEnded { log("P tap") }
                var parent = SceneView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 400), children: [button])
                parent = switch priority {
                case .normal: parent.gesture(tap)
                case .high: parent.highPriorityGesture(tap)
                case .simultaneous: parent.simultaneousGesture(tap)
                }
                let out = replayScene([parent], [down(0, 150, 120), up(0.05, 150, 120)], profile: profile, log: log)
                    .filter { !$0.contains("pressed") }.map { String($0.split(separator: " ", maxSplits: 1)[1]) }
                #expect(out.sorted() == expected.sorted(), "\(profile) \(priority)")
            }
        }
    }

    @Test("a Toggle flips at a touch-up inside")
    func toggle() {
        let toggle = SceneView("T", frame: CGRect(x: 300, y: 100, width: 51, height: 31)).control(.toggle(isOn: true))
        let out = replayScene([toggle], [down(0, 320, 115), up(0.05, 320, 115), down(0.5, 320, 115), up(0.55, 320, 115)], profile: .ios18)
        #expect(out == ["0.05 T toggle false", "0.55 T toggle true"])
    }

    @Test("a Slider's thumb follows the finger: value = lo + (thumbX − trackMinX) / trackWidth × (hi − lo), clamped")
    func slider() {
        // Track 14…336 (width 322) in a 350 pt slider at x 0; value 0 of 0…100 puts the thumb at 14.
        let slider = SceneView("V", frame: CGRect(x: 0, y: 0, width: 350, height: 30)).control(.slider(value: 0, range: 0...100))
        let out = replayScene([slider], [down(0, 36, 15), move(0.1, 58.5, 15), move(0.2, 500, 15), up(0.3, 500, 15),
                                         down(1, 200, 15), up(1.1, 200, 15)], profile: .ios18, explain: true)
        #expect(out == ["0.1 V sliderValue 6.99", "0.2 V sliderValue 100", "1 V failed: touched the track, not the thumb"])
    }
}
