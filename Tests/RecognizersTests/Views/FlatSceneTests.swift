@testable import Recognizers
import Testing

@Suite("FlatScene: hit testing as SwiftUI does it, without visiting views far from the touch")
struct FlatSceneTests {
    /// The rule written plainly: every view, later siblings first, children before parents.
    private func reference(_ views: [SceneView], _ point: CGPoint) -> String? {
        for view in views.reversed() {
            if let hit = reference(view.children, point) { return hit }
            if view.frame.contains(point) { return view.id }
        }
        return nil
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    @Test("a child outside its parent's frame still receives the touch; an empty frame never does")
    func overflowingChild() {
        let scene = FlatScene([SceneView("P", frame: rect(0, 0, 100, 100), children: [
            SceneView("C", frame: rect(150, 0, 50, 50)),
            SceneView("E", frame: rect(10, 10, 0, 0)),
        ])])
        #expect(scene.hitTest(CGPoint(x: 160, y: 10)).map { scene.nodes[$0].view.id } == "C")
        #expect(scene.hitTest(CGPoint(x: 10, y: 10)).map { scene.nodes[$0].view.id } == "P")
        #expect(scene.hitTest(CGPoint(x: 120, y: 10)) == nil)
    }

    @Test("a list of 2,000 rows with an overlay below and one above: every point hits what the plain rule hits")
    func gridMatchesTheRule() {
        var rows: [SceneView] = [SceneView("under", frame: rect(0, 0, 400, 88_000))]
        for index in 0..<2_000 {
            let y = Double(index) * 44
            rows.append(SceneView("row\(index)", frame: rect(0, y, 400, 44), children: [
                SceneView("star\(index)", frame: rect(340, y + 7, 30, 30)),
            ]))
        }
        rows.append(SceneView("banner", frame: rect(0, 40_000, 400, 2_000)))
        let views = [SceneView("list", frame: rect(0, 0, 400, 88_000), children: rows)]
        let scene = FlatScene(views)
        var checked = 0
        // A fixed scatter over the list and just beyond it, so a failure reproduces.
        for step in 0..<2_000 {
            let point = CGPoint(x: (Double(step) * 37.31).truncatingRemainder(dividingBy: 420) - 10,
                                y: (Double(step) * 4_451.77).truncatingRemainder(dividingBy: 88_020) - 10)
            #expect(scene.hitTest(point).map { scene.nodes[$0].view.id } == reference(views, point))
            checked += 1
        }
        // Edges: the first and last row, a star's corner, the banner's edge, just outside.
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 399.9, y: 87_999.9), CGPoint(x: 340, y: 7), CGPoint(x: 369.99, y: 36.99),
                      CGPoint(x: 10, y: 40_000), CGPoint(x: 10, y: 41_999.9), CGPoint(x: 400, y: 10), CGPoint(x: 10, y: 88_000)] {
            #expect(scene.hitTest(point).map { scene.nodes[$0].view.id } == reference(views, point))
        }
        #expect(scene.hitTest(CGPoint(x: 350, y: 44 * 10 + 10)).map { scene.nodes[$0].view.id } == "star10")
        #expect(scene.hitTest(CGPoint(x: 10, y: 41_000)).map { scene.nodes[$0].view.id } == "banner")
        #expect(checked == 2_000)
    }

    @Test("many top-level views are indexed too, later ones on top")
    func manyRoots() {
        let views = (0..<100).map { SceneView("v\($0)", frame: rect(Double($0 % 10) * 50, Double($0 / 10) * 50, 80, 80)) }
        let scene = FlatScene(views)
        for x in stride(from: 0.0, through: 560, by: 7) {
            for y in stride(from: 0.0, through: 560, by: 7) {
                let point = CGPoint(x: x, y: y)
                #expect(scene.hitTest(point).map { scene.nodes[$0].view.id } == reference(views, point))
            }
        }
    }
}
