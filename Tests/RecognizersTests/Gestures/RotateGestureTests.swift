import Recognizers
import Testing

@Suite("RotateGesture and RotationGesture")
struct RotateGestureTests {
    /// The second finger circles the first clockwise on screen (y down): 0°, 90°, 180°, 270°.
    private let clockwiseCircle: [Line] = [
        down(0, 100, 100, pointer: 1), down(0, 200, 100, pointer: 2),
        move(0.1, 100, 200, pointer: 2),
        move(0.2, 0, 100, pointer: 2),
        move(0.3, 100, 0, pointer: 2),
        up(0.4, 100, 0, pointer: 2),
    ]

    private func degrees(_ angle: Angle) -> String { String(Int((angle.degrees * 1e6).rounded()) / 1_000_000) }

    @Test("positive is clockwise on screen, unwrapped past 180°")
    func unwrappedClockwise() {
        let log = CallbackLog()
        let gesture = RotateGesture()
            .onChanged { log("changed \(self.degrees($0.rotation))° start (\($0.startLocation.x),\($0.startLocation.y))") }
            .onEnded { log("ended \(self.degrees($0.rotation))°") }
        let entries = replay(.gesture(gesture), log: log, clockwiseCircle)
        #expect(entries == [
            "0.1 changed 90° start (150.0,100.0)",
            "0.2 changed 180° start (150.0,100.0)",
            "0.3 changed 270° start (150.0,100.0)",
            "0.4 ended 270°",
        ])
    }

    @Test("velocity is in radians per second")
    func velocity() {
        let log = CallbackLog()
        let gesture = RotateGesture().onChanged { log("v \(self.degrees($0.velocity))°/s") }
        let entries = replay(.gesture(gesture), log: log, Array(clockwiseCircle.prefix(4)))
        #expect(entries == ["0.1 v 900°/s", "0.2 v 900°/s"])
    }

    @Test("below minimumAngleDelta it does not start")
    func threshold() {
        let log = CallbackLog()
        let gesture = RotateGesture(minimumAngleDelta: .degrees(5)).onEnded { _ in log("ended") }
        let lines: [Line] = [down(0, 0, 0, pointer: 1), down(0, 100, 0, pointer: 2), move(0.1, 100, 5, pointer: 2), up(0.2, 100, 5, pointer: 2)]
        #expect(replay(.gesture(gesture), log: log, lines).isEmpty)
    }

    @available(*, deprecated, message: "exercises the deprecated RotationGesture")
    @Test("RotationGesture's value is the angle alone")
    func deprecatedRotation() {
        let log = CallbackLog()
        let gesture = RotationGesture().onEnded { log("ended \(self.degrees($0))°") }
        #expect(replay(.gesture(gesture), log: log, clockwiseCircle) == ["0.4 ended 270°"])
    }
}
