import Recognizers
import Testing

/// Replays `lines` through a scene and returns the log.
@discardableResult
func replay(scene: [SceneView], log: CallbackLog, profile: ArbitrationProfile = .ios17, _ lines: [Line]) -> [String] {
    replay(log: log, lines, profile: profile) { try $0.load(scene) }
}

@Suite("Scenes: hit testing and view-level arbitration (docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17)")
struct SceneViewTests {
    /// P (0,0,300,300) with child C (50,50,100,100).
    private func parentAndChild(parent: (SceneView) -> SceneView, child: (SceneView) -> SceneView) -> [SceneView] {
        [parent(SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
            child(SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100))),
        ]))]
    }

    private let tapOnChild: [Line] = [down(0, 100, 100), up(0.08, 100, 100)]

    @Test("a child's tap handles taps on the child; the parent's .gesture tap does not fire")
    func childFirst() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.onTapGesture { log("P") } }, child: { $0.onTapGesture { log("C") } })
        #expect(replay(scene: scene, log: log, tapOnChild) == ["0.08 C"])
        let outside = CallbackLog()
        let scene2 = parentAndChild(parent: { $0.onTapGesture { outside("P") } }, child: { $0.onTapGesture { outside("C") } })
        #expect(replay(scene: scene2, log: outside, [down(0, 10, 10), up(0.08, 10, 10)]) == ["0.08 P"])
    }

    @Test("a parent's highPriorityGesture wins over the child's tap")
    func highPriorityParent() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.highPriorityGesture(TapGesture().onEnded { log("P") }) },
                                   child: { $0.onTapGesture { log("C") } })
        #expect(replay(scene: scene, log: log, tapOnChild) == ["0.08 P"])
    }

    @Test("a parent's simultaneousGesture fires with the child's, child first")
    func simultaneousParent() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.simultaneousGesture(TapGesture().onEnded { log("P") }) },
                                   child: { $0.onTapGesture { log("C") } })
        #expect(replay(scene: scene, log: log, tapOnChild) == ["0.08 C", "0.08 P"])
    }

    @Test("a parent drag over a child tap: a short drag fires both (docs/semantics.md#proposals-implemented, provisional), a long one only the drag")
    func parentDragOverChildTap() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.gesture(DragGesture().onEnded { log("drag \($0.translation.width)") }) },
                                   child: { $0.onTapGesture { log("tap") } })
        #expect(replay(scene: scene, log: log, [down(0, 100, 100), move(0.05, 120, 100), up(0.1, 120, 100)])
                == ["0.1 tap", "0.1 drag 20.0"])
        let far = CallbackLog()
        let scene2 = parentAndChild(parent: { $0.gesture(DragGesture().onEnded { far("drag \($0.translation.width)") }) },
                                    child: { $0.onTapGesture { far("tap") } })
        #expect(replay(scene: scene2, log: far, [down(0, 100, 100), move(0.05, 160, 100), up(0.1, 160, 100)])
                == ["0.1 drag 60.0"])
    }

    @Test("GestureMask: .all, .gesture, .subviews, .none on the parent's high-priority tap")
    func masks() {
        func run(_ mask: GestureMask) -> [String] {
            let log = CallbackLog()
            let scene = parentAndChild(parent: { $0.highPriorityGesture(TapGesture().onEnded { log("P") }, including: mask) },
                                       child: { $0.onTapGesture { log("C") } })
            return replay(scene: scene, log: log, tapOnChild)
        }
        #expect(run(.all) == ["0.08 P"])
        #expect(run(.gesture) == ["0.08 P"])
        #expect(run(.subviews) == ["0.08 C"])
        #expect(run(.none).isEmpty)
    }

    @Test(".gesture(_:isEnabled: false) is including: .subviews")
    func isEnabled() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.highPriorityGesture(TapGesture().onEnded { log("P") }, isEnabled: false) },
                                   child: { $0.onTapGesture { log("C") } })
        #expect(replay(scene: scene, log: log, tapOnChild) == ["0.08 C"])
    }

    @Test(".disabled(true) disables the view's gestures and its children's")
    func disabled() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.onTapGesture { log("P") }.disabled(true) },
                                   child: { $0.onTapGesture { log("C") } })
        #expect(replay(scene: scene, log: log, tapOnChild).isEmpty)
        let after = CallbackLog()
        let scene2 = parentAndChild(parent: { $0.disabled(true).onTapGesture { after("P") } }, child: { $0 })
        #expect(replay(scene: scene2, log: after, tapOnChild) == ["0.08 P"])
    }

    @Test("coordinate spaces: .local is the view's, .named the ancestor's, .global the window's")
    func coordinateSpaces() {
        func location(_ space: some CoordinateSpaceProtocol) -> [String] {
            let log = CallbackLog()
            let scene = [SceneView("P", frame: CGRect(x: 20, y: 20, width: 300, height: 300), children: [
                SceneView("C", frame: CGRect(x: 70, y: 70, width: 100, height: 100))
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onEnded { log("(\($0.location.x),\($0.location.y))") }),
            ]).coordinateSpace(name: "P")]
            return replay(scene: scene, log: log, [down(0, 80, 95), up(0.08, 82, 95)])
        }
        #expect(location(.local) == ["0.08 (12.0,25.0)"])
        #expect(location(.global) == ["0.08 (82.0,95.0)"])
        #expect(location(.named("P")) == ["0.08 (62.0,75.0)"])
    }

    @Test("a parent's gesture reports in the parent's own local space, whichever view was hit")
    func parentLocalSpace() {
        let log = CallbackLog()
        let scene = [SceneView("P", frame: CGRect(x: 20, y: 20, width: 300, height: 300), children: [
            SceneView("C", frame: CGRect(x: 70, y: 70, width: 100, height: 100)),
        ]).gesture(SpatialTapGesture().onEnded { log("(\($0.location.x),\($0.location.y))") })]
        #expect(replay(scene: scene, log: log, [down(0, 80, 95), up(0.08, 80, 95)]) == ["0.08 (60.0,75.0)"])
    }

    @Test("pointers on different views are independent; a pointer stays bound to its view when it leaves it")
    func independentPointers() {
        let log = CallbackLog()
        let scene = [
            SceneView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100)).gesture(DragGesture().onEnded { _ in log("A") }),
            SceneView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100)).gesture(DragGesture().onEnded { _ in log("B") }),
        ]
        let entries = replay(scene: scene, log: log, [
            down(0, 50, 50, pointer: 1), down(0, 250, 50, pointer: 2),
            move(0.1, 150, 50, pointer: 1), move(0.1, 260, 80, pointer: 2),
            up(0.2, 180, 50, pointer: 1), up(0.2, 260, 80, pointer: 2),
        ])
        #expect(entries == ["0.2 A", "0.2 B"])
    }

    @Test("a second pointer on the same view fails its one-finger gestures")
    func secondPointerSameView() {
        let log = CallbackLog()
        let scene = [SceneView("A", frame: CGRect(x: 0, y: 0, width: 300, height: 300)).gesture(DragGesture().onEnded { _ in log("A") })]
        #expect(replay(scene: scene, log: log, [down(0, 50, 50, pointer: 1), down(0.05, 250, 50, pointer: 2),
                                                 move(0.1, 150, 50, pointer: 1), up(0.2, 150, 50, pointer: 1), up(0.2, 250, 50, pointer: 2)]).isEmpty)
    }

    @Test("later siblings are on top; a point on no view reaches nothing")
    func zOrder() {
        let log = CallbackLog()
        let scene = [
            SceneView("under", frame: CGRect(x: 0, y: 0, width: 100, height: 100)).onTapGesture { log("under") },
            SceneView("over", frame: CGRect(x: 50, y: 50, width: 100, height: 100)).onTapGesture { log("over") },
        ]
        #expect(replay(scene: scene, log: log, [down(0, 75, 75), up(0.05, 75, 75), down(1, 10, 10), up(1.05, 10, 10),
                                                 down(2, 500, 500), up(2.05, 500, 500)]) == ["0.05 over", "1.05 under"])
    }

    @Test("double tap written before single tap on one view: the single tap waits 0.35 s (docs/semantics.md#proposals-implemented, legacy)")
    func doubleBeforeSingleModifiers() {
        let log = CallbackLog()
        let scene = [SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            .onTapGesture(count: 2) { log("double") }
            .onTapGesture { log("single") }]
        #expect(replay(scene: scene, log: log, [down(0, 100, 100), up(0.08, 100, 100)]) == ["0.43 single"])
        let doubled = CallbackLog()
        let scene2 = [SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            .onTapGesture(count: 2) { doubled("double") }
            .onTapGesture { doubled("single") }]
        #expect(replay(scene: scene2, log: doubled, [down(0, 100, 100), up(0.08, 100, 100), down(0.2, 100, 100, pointer: 2), up(0.28, 100, 100, pointer: 2)])
                == ["0.28 double"])
    }

    @Test("single tap written before double tap: the single tap fires at every up, the double never (docs/semantics.md#proposals-implemented, legacy)")
    func singleBeforeDoubleModifiers() {
        let log = CallbackLog()
        let scene = [SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            .onTapGesture { log("single") }
            .onTapGesture(count: 2) { log("double") }]
        #expect(replay(scene: scene, log: log, [down(0, 100, 100), up(0.08, 100, 100), down(0.2, 100, 100, pointer: 2), up(0.28, 100, 100, pointer: 2)])
                == ["0.08 single", "0.28 single"])
    }
}
