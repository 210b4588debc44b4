@testable import Recognizers
import Testing
import TraceFormat

@Suite("Swipe actions, the back swipe and the sheet: each threshold at, just under and just over its value")
struct SwipeActionsRuntimeTests {
    private func list(_ actions: SwipeActions) -> [SceneView] {
        [SceneView("L", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: [
            SceneView("R", frame: CGRect(x: 0, y: 0, width: 390, height: 44)).swipeActions(actions),
        ]).control(.list(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 2000))))]
    }

    /// The slop a pan's translation leaves out (docs/semantics.md#platform-recognizers-uikits-under-ios18): a row,
    /// a back swipe or a sheet moves by the finger's travel less this.
    private let slop = PlatformConstants.panHysteresis

    /// A slow drag left that moves the row by `distance` (held before the lift, so no flick): the
    /// swipe actions pan's slop is its own 25 pt.
    private func slowLeft(_ distance: Double) -> [Line] {
        let travel = distance + ControlConstants.swipeActionsHysteresis
        return [down(0, 380, 22), move(0.5, 380 - travel, 22), move(1, 380 - travel, 22), up(2, 380 - travel, 22)]
    }

    @Test("two actions (148 pt) open when let go at half their width, 74 pt", arguments: [(73.9, false), (74.0, true), (74.1, true)])
    func reveal(distance: Double, revealed: Bool) {
        let out = replayScene(list(SwipeActions(actions: ["Delete", "Archive"])), slowLeft(distance), profile: .ios18)
        #expect(out == (revealed ? ["2 R swipeActions trailing revealed"] : []))
    }

    @Test("a full swipe performs the first action past 60 % of the row (234 pt)", arguments: [(233.9, false), (234.0, true)])
    func fullSwipe(distance: Double, performs: Bool) {
        let out = replayScene(list(SwipeActions(actions: ["Delete"])), slowLeft(distance), profile: .ios18)
        #expect(out == (performs ? ["2 R swipeAction Delete"] : ["2 R swipeActions trailing revealed"]))
        let noFull = replayScene(list(SwipeActions(allowsFullSwipe: false, actions: ["Delete"])), slowLeft(300), profile: .ios18)
        #expect(noFull == ["2 R swipeActions trailing revealed"])
    }

    @Test("a vertical move scrolls the list; a move the wrong way does nothing; a touch elsewhere closes revealed actions")
    func directions() {
        let scene = list(SwipeActions(actions: ["Delete"]))
        #expect(replayScene(scene, [down(0, 200, 22), move(0.5, 200, 10), up(1, 200, 10)], profile: .ios17).first == "0.5 L scrollPhase interacting")
        #expect(replayScene(scene, [down(0, 200, 22), move(0.5, 260, 22), up(1, 260, 22)], profile: .ios18) == [])
        let closed = replayScene(scene, slowLeft(100) + [down(3, 200, 400), up(3.05, 200, 400)], profile: .ios18)
        #expect(closed == ["2 R swipeActions trailing revealed", "3 R swipeActions trailing closed"])
    }

    private let stack = [SceneView("N", frame: CGRect(x: 0, y: 0, width: 390, height: 844)).control(.navigationStack(depth: 2))]

    @Test("the back swipe starts within 20 pt of the leading edge", arguments: [(20.0, true), (20.01, false)])
    func edgeRegion(x: Double, starts: Bool) {
        let out = replayScene(stack, [down(0, x, 400), move(0.5, x + 250, 400), move(1, x + 250, 400), up(2, x + 250, 400)], profile: .ios18)
        #expect(out == (starts ? ["2 N navigationPop depth 1"] : []))
    }

    @Test("the back swipe commits past half the width (195 pt)", arguments: [(194.9, false), (195.0, true)])
    func popShare(distance: Double, pops: Bool) {
        let travel = distance + slop
        let out = replayScene(stack, [down(0, 5, 400), move(0.5, 5 + travel, 400), move(1, 5 + travel, 400), up(2, 5 + travel, 400)],
                              profile: .ios17)
        #expect(out == (pops ? ["2 N navigationPop depth 1"] : []))
    }

    private let sheet = [SceneView("H", frame: CGRect(x: 0, y: 100, width: 390, height: 600)).control(.sheet())]

    @Test("a sheet dismisses past half its height (300 pt)", arguments: [(299.9, false), (300.0, true)])
    func sheetShare(distance: Double, dismisses: Bool) {
        let travel = distance + slop
        let out = replayScene(sheet, [down(0, 200, 150), move(0.5, 200, 150 + travel), move(1, 200, 150 + travel),
                                      up(2, 200, 150 + travel)], profile: .ios18)
        #expect(out == (dismisses ? ["2 H sheetDismiss"] : []))
    }

    @Test("a sheet dismisses on a flick down of 1000 pt/s, not 990 pt/s", arguments: [(990.0, false), (1010.0, true)])
    func sheetFlick(speed: Double, dismisses: Bool) {
        let step = 10 / speed
        var lines = [down(0, 200, 150)]
        for index in 1...5 { lines.append(move(Double(index) * step, 200, 150 + 10 * Double(index))) }
        lines.append(up(6 * step, 200, 210))
        #expect(replayScene(sheet, lines, profile: .ios18) == (dismisses ? ["\(NumberFormat.string((6 * step * 1e9).rounded() / 1e9)) H sheetDismiss"] : []))
    }

    @Test("interactiveDismissDisabled: no dismiss pan at all")
    func dismissDisabled() {
        let locked = [SceneView("H", frame: CGRect(x: 0, y: 100, width: 390, height: 600)).control(.sheet(interactiveDismissDisabled: true))]
        #expect(replayScene(locked, [down(0, 200, 150), move(0.5, 200, 550), up(0.6, 200, 550)], profile: .ios18) == [])
    }
}
