import Recognizers
import Testing

@Suite("MagnifyGesture and MagnificationGesture")
struct MagnifyGestureTests {
    /// Two fingers 100 pt apart spread to 125 and then 150 pt, every 0.125 s, and lift.
    private let pinchOut: [Line] = [
        down(0, 100, 100, pointer: 1), down(0, 200, 100, pointer: 2),
        move(0.125, 87.5, 100, pointer: 1), move(0.125, 212.5, 100, pointer: 2),
        move(0.25, 75, 100, pointer: 1), move(0.25, 225, 100, pointer: 2),
        up(0.375, 75, 100, pointer: 1), up(0.375, 225, 100, pointer: 2),
    ]

    @Test("the scale is the fingers' distance over their distance at the second touch-down")
    func values() {
        let log = CallbackLog()
        let gesture = MagnifyGesture()
            .onChanged { log("changed \($0.magnification) v \($0.velocity) anchor (\($0.startAnchor.x),\($0.startAnchor.y)) start (\($0.startLocation.x),\($0.startLocation.y))") }
            .onEnded { log("ended \($0.magnification) v \($0.velocity)") }
        let entries = replay(.gesture(gesture), log: log, pinchOut)
        #expect(entries == [
            "0.125 changed 1.25 v 2.0 anchor (0.75,0.5) start (150.0,100.0)",
            "0.25 changed 1.5 v 2.0 anchor (0.75,0.5) start (150.0,100.0)",
            "0.375 ended 1.5 v 1.5",
        ])
    }

    @Test("below minimumScaleDelta it never starts, and lifting fails it")
    func threshold() {
        let log = CallbackLog()
        let gesture = MagnifyGesture(minimumScaleDelta: 0.6).onChanged { _ in log("changed") }.onEnded { _ in log("ended") }
        #expect(replay(.gesture(gesture), log: log, pinchOut).isEmpty)
    }

    @Test("one finger alone never magnifies")
    func oneFinger() {
        let log = CallbackLog()
        let gesture = MagnifyGesture().onEnded { _ in log("ended") }
        #expect(replay(.gesture(gesture), log: log, [down(0, 0, 0), move(0.1, 50, 0), up(0.2, 80, 0)]).isEmpty)
    }

    @Test("a third finger is ignored")
    func thirdFinger() {
        let log = CallbackLog()
        let gesture = MagnifyGesture().onEnded { log("ended \($0.magnification)") }
        var lines = pinchOut
        lines.insert(down(0.1, 10, 10, pointer: 3), at: 2)
        lines.insert(move(0.2, 500, 500, pointer: 3), at: 5)
        #expect(replay(.gesture(gesture), log: log, lines) == ["0.375 ended 1.5"])
    }

    @Test("a third finger's own moves produce no onChanged: nothing the gesture reports has changed")
    func thirdFingerMovesAlone() {
        let log = CallbackLog()
        let gesture = MagnifyGesture().onChanged { log("changed \($0.magnification)") }.onEnded { log("ended \($0.magnification)") }
        let lines = [
            down(0, 100, 100, pointer: 1), down(0, 200, 100, pointer: 2),
            move(0.125, 87.5, 100, pointer: 1), move(0.125, 212.5, 100, pointer: 2),
            down(0.15, 10, 10, pointer: 3),
            move(0.175, 20, 20, pointer: 3),
            move(0.2, 30, 30, pointer: 3),
            move(0.25, 75, 100, pointer: 1), move(0.25, 225, 100, pointer: 2), move(0.25, 40, 40, pointer: 3),
            up(0.375, 75, 100, pointer: 1), up(0.375, 225, 100, pointer: 2), up(0.4, 40, 40, pointer: 3),
        ]
        #expect(replay(.gesture(gesture), log: log, lines) == ["0.125 changed 1.25", "0.25 changed 1.5", "0.375 ended 1.5"])
    }

    @Test("a cancel fails it with no onEnded")
    func cancelled() {
        let log = CallbackLog()
        let gesture = MagnifyGesture().onEnded { _ in log("ended") }
        var lines = Array(pinchOut.prefix(4))
        lines.append(cancel(0.2, 212.5, 100, pointer: 2))
        #expect(replay(.gesture(gesture), log: log, lines).isEmpty)
    }

    @available(*, deprecated, message: "exercises the deprecated MagnificationGesture")
    @Test("MagnificationGesture's value is the magnification alone")
    func deprecatedMagnification() {
        let log = CallbackLog()
        let gesture = MagnificationGesture().onChanged { log("changed \($0)") }.onEnded { log("ended \($0)") }
        #expect(replay(.gesture(gesture), log: log, pinchOut) == ["0.125 changed 1.25", "0.25 changed 1.5", "0.375 ended 1.5"])
    }
}
