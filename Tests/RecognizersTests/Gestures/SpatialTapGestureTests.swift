import Recognizers
import Testing

@Suite("SpatialTapGesture — docs/semantics.md#gestures")
struct SpatialTapGestureTests {
    /// The nested scene: P at (20,20) declares the coordinate space "P"; C at (70,70) holds the gesture.
    private let childOfNamedParent = ViewGeometry(
        frame: CGRect(x: 70, y: 70, width: 100, height: 100),
        namedSpaces: [(name: "P", origin: CGPoint(x: 20, y: 20))])

    private func location(in space: some CoordinateSpaceProtocol) -> [String] {
        let log = CallbackLog()
        let gesture = SpatialTapGesture(coordinateSpace: space).onEnded { log("(\($0.location.x),\($0.location.y))") }
        return replay(.gesture(gesture), geometry: childOfNamedParent, log: log, [down(0, 80, 95), up(0.08, 82, 95)])
    }

  @Test("the up location in .local, .global and .named")
    func coordinateSpaces() {
        #expect(location(in: .local) == ["0.08 (12.0,25.0)"])
        #expect(location(in: .global) == ["0.08 (82.0,95.0)"])
        #expect(location(in: .named("P")) == ["0.08 (62.0,75.0)"])
    }

    @Test("an unknown space name falls back to global (proposed, docs/semantics.md#proposals-implemented)")
    func unknownNameFallsBackToGlobal() {
        #expect(location(in: .named("nowhere")) == ["0.08 (82.0,95.0)"])
    }

    @Test("onTapGesture(coordinateSpace:) performs with the location")
    func convenience() {
        let log = CallbackLog()
        let entries = replay(.onTapGesture(coordinateSpace: .local) { log("perform \($0.x),\($0.y)") },
                             geometry: childOfNamedParent, log: log, [down(0, 80, 95), up(0.08, 82, 95)])
        #expect(entries == ["0.08 perform 12.0,25.0"])
    }

    @Test("a double spatial tap reports the final up")
    func doubleTapLocation() {
        let log = CallbackLog()
        let gesture = SpatialTapGesture(count: 2, coordinateSpace: .global).onEnded { log("(\($0.location.x),\($0.location.y))") }
        let entries = replay(.gesture(gesture), log: log,
                             [down(0, 10, 10), up(0.05, 11, 10), down(0.2, 30, 30, pointer: 2), up(0.25, 31, 30, pointer: 2)])
        #expect(entries == ["0.25 (31.0,30.0)"])
    }
}
