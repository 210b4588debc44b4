import Recognizers
import Testing

@Suite("map, AnyGesture and custom gestures")
struct MapGestureTests {
    @Test("onChanged after map dedupes on the mapped value")
    func dedupeOnMappedValue() {
        let log = CallbackLog()
        let gesture = DragGesture(minimumDistance: 0).map { $0.translation.width > 10 }.onChanged { log("far \($0)") }
        let entries = replay(.gesture(gesture), log: log,
                             [down(0, 0, 0), move(0.1, 5, 0), move(0.2, 12, 0), move(0.3, 20, 0), up(0.4, 20, 0)])
        #expect(entries == ["0 far false", "0.2 far true"])
    }

    enum SwipeDirection: Equatable { case left, right, up, down }

    /// The well-known pattern: a drag mapped to the direction it went, as written in SwiftUI.
    struct SwipeGesture: Gesture {
        var minimumDistance: CGFloat = 20
        var body: some Gesture<SwipeDirection> {
            DragGesture(minimumDistance: minimumDistance).map { value in
                let width = value.translation.width, height = value.translation.height
                if abs(width) > abs(height) { return width < 0 ? .left : .right }
                return height < 0 ? .up : .down
            }
        }
    }

    @Test("a custom Gesture with a body behaves as its body")
    func customGesture() {
        let log = CallbackLog()
        let entries = replay(.gesture(SwipeGesture().onEnded { log("\($0)") }), log: log,
                             [down(0, 100, 100), move(0.05, 70, 95), up(0.1, 40, 90)])
        #expect(entries == ["0.1 left"])
        let upward = CallbackLog()
        #expect(replay(.gesture(SwipeGesture().onEnded { upward("\($0)") }), log: upward,
                       [down(0, 100, 100), up(0.1, 95, 30)]) == ["0.1 up"])
    }

    @Test("AnyGesture and eraseToAnyGesture behave as the wrapped gesture")
    func typeErasure() {
        let log = CallbackLog()
        let erased: AnyGesture<Bool> = LongPressGesture(minimumDuration: 0.2).eraseToAnyGesture()
        let entries = replay(.gesture(AnyGesture(erased).onEnded { log("ended \($0)") }), log: log, [down(0, 0, 0), up(1, 0, 0)])
        #expect(entries == ["0.2 ended true"])
    }
}
