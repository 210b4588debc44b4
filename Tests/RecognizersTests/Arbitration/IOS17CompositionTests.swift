@testable import Recognizers
import Testing

/// The ios17 profile through the seam the engine uses: one driver per bound view, whose state is
/// the path's composed gesture.
@Suite("IOS17Composition: one composed gesture per bound path, behind ArbitrationProfile")
struct IOS17CompositionTests {
    /// P (0,0,300,300) with child C (50,50,100,100).
    private func scene(parent: (SceneView) -> SceneView, child: (SceneView) -> SceneView) -> FlatScene {
        FlatScene([parent(SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
            child(SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100))),
        ]))])
    }

    private func update(_ driver: InstanceDriver, _ phase: TouchPhase, at seconds: Double, in scene: FlatScene) -> RecognizerState {
        let event = PointerEvent(pointer: 1, phase: phase, location: CGPoint(x: 100, y: 100), time: GestureTime(seconds: seconds))
        return driver.update(GestureUpdate(time: event.time, events: [event], geometry: scene.nodes[1].geometry))
    }

    @Test("a parent's high-priority tap and a child's tap are one gesture on the child: the parent's ends it")
    func highPriorityParentIsOneInstance() {
        var fired: [String] = []
        let flat = scene(parent: { $0.highPriorityGesture(TapGesture().onEnded { fired.append("P") }) },
                         child: { $0.onTapGesture { fired.append("C") } })
        #expect(flat.hitTest(CGPoint(x: 100, y: 100)) == 1)
        let driver = ArbitrationProfile.ios17.makeDriver(for: flat, boundTo: 1, controls: nil, settings: ArbitrationProfile.ios17.settings)
        #expect(update(driver, .began, at: 0, in: flat).kind == .possible)
        #expect(update(driver, .ended, at: 0.08, in: flat).kind == .ended)
        #expect(fired == ["P"])
        #expect(driver.deadline == nil)
    }

    @Test("a pending double tap is the instance's deadline; reset clears it for the next instance")
    func deadlineAndReset() {
        var fired: [String] = []
        let flat = scene(parent: { $0 }, child: { $0.onTapGesture(count: 2) { fired.append("double") }.onTapGesture { fired.append("single") } })
        let driver = ArbitrationProfile.ios17.makeDriver(for: flat, boundTo: 1, controls: nil, settings: ArbitrationProfile.ios17.settings)
        _ = update(driver, .began, at: 0, in: flat)
        _ = update(driver, .ended, at: 0.05, in: flat)
        #expect(driver.deadline == GestureTime(seconds: 0.4))
        #expect(fired.isEmpty)
        driver.reset()
        #expect(driver.deadline == nil)
    }
}
