@testable import Recognizers
import Testing

@Suite struct ScrollViewControlTests {
    @Test func explore() {
        for profile in ArbitrationProfile.allCases {
            let log = CallbackLog()
            let scene = scrollScene(row: { $0.gesture(DragGesture().onChanged { _ in log("drag changed") }.onEnded { _ in log("drag ended") }) })
            let out = replayScene(scene, swipe(from: CGPoint(x: 200, y: 150), dy: -132), profile: profile, log: log, explain: true)
            print(profile, out.joined(separator: "\n"))
        }
    }
}
