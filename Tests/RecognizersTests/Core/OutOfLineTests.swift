import Testing
@testable import Recognizers

@Suite("OutOfLine: rare parts behind one reference, copied on write")
struct OutOfLineTests {
    private struct Parts {
        var name: String?
        var sizes: [Int] = []
    }

    @Test("empty until a part is set; a copy changed later leaves the original as it was")
    func copyOnWrite() {
        var original = OutOfLine<Parts>()
        #expect(original.isEmpty)
        #expect(original.read { $0.name } == nil)
        original.modify(empty: Parts()) { $0.name = "row"; $0.sizes = [1] }
        var copy = original
        copy.modify(empty: Parts()) { $0.name = "star"; $0.sizes.append(2) }
        #expect(original.read { $0.name } == "row")
        #expect(original.read { $0.sizes } == [1])
        #expect(copy.read { $0.name } == "star")
        #expect(copy.read { $0.sizes } == [1, 2])
    }

    @Test("views keep their own control and hit shape when one copy changes")
    func sceneViews() {
        let plain = SceneView("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let button = plain.control(.button(role: nil))
        #expect(plain.control == nil)
        #expect(button.control?.name == "Button")
        var moved = button
        moved.hitShape = HitShape(.circle, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(button.hitShape == nil)
        #expect(moved.hitShape?.kind == .circle)
        #expect(moved.control?.name == "Button")
    }
}
