@testable import Recognizers
import Testing
import TraceFormat

/// `.onPencilSqueeze` and `.onPencilDoubleTap` (docs/semantics.md#input-beyond-touch):
/// every view with one, in view order; the pose of the Pencil's hover over each view.
@Suite("Apple Pencil squeeze and double tap: phases, every view in order, the hover pose per view")
struct PencilHandlerTests {
    private func describe(_ pose: PencilHoverPose?) -> String {
        guard let pose else { return "nil" }
        return "(\(NumberFormat.string(pose.location.x)), \(NumberFormat.string(pose.location.y))) anchor (\(NumberFormat.string(pose.anchor.x)), \(NumberFormat.string(pose.anchor.y))) z \(NumberFormat.string(pose.zDistance)) altitude \(NumberFormat.string(pose.altitude.radians))"
    }

    /// A at 0…100 and B at 100…200, each with both callbacks.
    private func scene(_ log: CallbackLog) -> [SceneView] {
        ["A", "B"].enumerated().map { index, id in
            SceneView(id, frame: CGRect(x: Double(index) * 100, y: 0, width: 100, height: 100))
                .onPencilSqueeze { phase in
                    switch phase {
                    case .active(let value): log("\(id) active \(describe(value.hoverPose))")
                    case .ended(let value): log("\(id) ended \(describe(value.hoverPose))")
                    case .failed: log("\(id) failed")
                    }
                }
                .onPencilDoubleTap { log("\(id) double tap \(describe($0.hoverPose))") }
        }
    }

    @Test("began calls .active, changed nothing, ended .ended, cancelled .failed; on every view, in view order (docs/semantics.md#input-beyond-touch)")
    func phases() {
        let hover = PencilHoverSample(location: CGPoint(x: 150, y: 20), zOffset: 0.25, altitude: 1)
        let log = replayScene(profile: .ipados18, scene) { replayer in
            replayer.pencilSqueeze(.began, hover: hover, time: GestureTime(seconds: 0.1))
            replayer.pencilSqueeze(.changed, hover: hover, time: GestureTime(seconds: 0.2))
            replayer.pencilSqueeze(.ended, hover: hover, time: GestureTime(seconds: 0.3))
            replayer.pencilSqueeze(.began, hover: nil, time: GestureTime(seconds: 0.4))
            replayer.pencilSqueeze(.cancelled, hover: nil, time: GestureTime(seconds: 0.5))
        }
        #expect(log == [
            "0.1 A active nil", "0.1 B active (50, 20) anchor (0.5, 0.2) z 0.25 altitude 1",
            "0.3 A ended nil", "0.3 B ended (50, 20) anchor (0.5, 0.2) z 0.25 altitude 1",
            "0.4 A active nil", "0.4 B active nil",
            "0.5 A failed", "0.5 B failed",
        ])
    }

    @Test("a double tap is one call per view; values the hover lacks are 0 (docs/semantics.md#input-beyond-touch)")
    func doubleTap() {
        let log = replayScene(profile: .ipados18, scene) { replayer in
            replayer.pencilDoubleTap(hover: PencilHoverSample(location: CGPoint(x: 10, y: 90)), time: GestureTime(seconds: 1))
        }
        #expect(log == ["1 A double tap (10, 90) anchor (0.1, 0.9) z 0 altitude 0", "1 B double tap nil"])
    }
}
