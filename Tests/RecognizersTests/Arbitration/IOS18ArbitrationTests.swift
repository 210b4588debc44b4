@testable import Recognizers
import Testing

/// The iOS 18 profile (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18): the relations pair by pair, then UIKit's state machine on the
/// scenes where iOS 18 and iOS 13–17 give different answers — each replayed under both profiles.
@Suite("iOS 18 arbitration: priority, prevention and wait-for-failure between attached gestures (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18)")
struct IOS18ArbitrationTests {
    /// P (0,0,300,300) with child C (50,50,100,100); a touch at (100,100) is bound to C.
    private func parentAndChild(parent: (SceneView) -> SceneView, child: (SceneView) -> SceneView) -> [SceneView] {
        [parent(SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
            child(SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100))),
        ]))]
    }

    /// The members a touch on C reaches, innermost first.
    private func members(_ scene: [SceneView]) -> [IOS18Arbitration.Member] {
        let flat = FlatScene(scene)
        return IOS18Arbitration.members(of: flat, boundTo: flat.hitTest(CGPoint(x: 100, y: 100))!)
    }

    private func both(_ scene: (CallbackLog) -> [SceneView], _ lines: [Line]) -> (ios17: [String], ios18: [String]) {
        let legacy = CallbackLog()
        let current = CallbackLog()
        return (replay(scene: scene(legacy), log: legacy, profile: .ios17, lines),
                replay(scene: scene(current), log: current, profile: .ios18, lines))
    }

    private let tap: [Line] = [down(0, 100, 100), up(0.08, 100, 100)]
    private let doubleTap: [Line] = [down(0, 100, 100), up(0.08, 100, 100), down(0.2, 100, 100, pointer: 2), up(0.28, 100, 100, pointer: 2)]

    // MARK: Relations

    @Test("priority: a child's .gesture over its parent's, an outer highPriorityGesture over an inner one, high over default, simultaneous over nothing")
    func priority() {
        func pair(_ parent: (SceneView) -> SceneView, _ child: (SceneView) -> SceneView) -> (childOverParent: Bool, parentOverChild: Bool) {
            let found = members(parentAndChild(parent: parent, child: child))
            return (IOS18Arbitration.isPrioritized(found[0], over: found[1]), IOS18Arbitration.isPrioritized(found[1], over: found[0]))
        }
        let drag = DragGesture()
        #expect(pair({ $0.gesture(drag) }, { $0.gesture(drag) }) == (true, false))
        #expect(pair({ $0.highPriorityGesture(drag) }, { $0.highPriorityGesture(drag) }) == (false, true))
        #expect(pair({ $0.highPriorityGesture(drag) }, { $0.gesture(drag) }) == (false, true))
        #expect(pair({ $0.gesture(drag) }, { $0.highPriorityGesture(drag) }) == (true, false))
        #expect(pair({ $0.simultaneousGesture(drag) }, { $0.gesture(drag) }) == (false, false))
        #expect(pair({ $0.gesture(drag) }, { $0.simultaneousGesture(drag) }) == (false, false))
        // Two modifiers on one view: the one written first is inside the other.
        let sameView = members([SceneView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300)).gesture(drag).gesture(drag)])
        #expect(IOS18Arbitration.isPrioritized(sameView[0], over: sameView[1]))
        #expect(!IOS18Arbitration.isPrioritized(sameView[1], over: sameView[0]))
    }

    @Test("prevention: only a prioritized gesture prevents, and never one with a dependency (a tap, a long press)")
    func prevention() {
        let drags = members(parentAndChild(parent: { $0.gesture(DragGesture()) }, child: { $0.gesture(DragGesture()) }))
        #expect(IOS18Arbitration.canPrevent(drags[0], drags[1]))
        #expect(!IOS18Arbitration.canPrevent(drags[1], drags[0]))
        let overTap = members(parentAndChild(parent: { $0.highPriorityGesture(DragGesture()) }, child: { $0.onTapGesture {} }))
        #expect(!IOS18Arbitration.canPrevent(overTap[1], overTap[0]))
        let overPress = members(parentAndChild(parent: { $0.highPriorityGesture(DragGesture()) }, child: { $0.gesture(LongPressGesture()) }))
        #expect(!IOS18Arbitration.canPrevent(overPress[1], overPress[0]))
        #expect(overPress[0].hasDependency && !overPress[1].hasDependency)
    }

    @Test("wait-for-failure: a smaller tap count waits for a larger one wherever it sits; a dependent gesture waits for a prioritized one")
    func waitForFailure() {
        let taps = members(parentAndChild(parent: { $0.onTapGesture(count: 2) {} }, child: { $0.onTapGesture {} }))
        #expect(taps.map(\.requiredTapCount) == [1, 2])
        #expect(IOS18Arbitration.requiresFailure(taps[0], of: taps[1]))
        #expect(!IOS18Arbitration.requiresFailure(taps[1], of: taps[0]))
        let reversed = members(parentAndChild(parent: { $0.onTapGesture {} }, child: { $0.onTapGesture(count: 2) {} }))
        #expect(IOS18Arbitration.requiresFailure(reversed[1], of: reversed[0]))
        #expect(!IOS18Arbitration.requiresFailure(reversed[0], of: reversed[1]))
        // Equal counts: the priority rule — the parent's tap waits for the child's.
        let equal = members(parentAndChild(parent: { $0.onTapGesture {} }, child: { $0.onTapGesture {} }))
        #expect(IOS18Arbitration.requiresFailure(equal[1], of: equal[0]))
        // A simultaneous tap waits for nothing, even a double tap.
        let simultaneous = members(parentAndChild(parent: { $0.onTapGesture(count: 2) {} }, child: { $0.simultaneousGesture(TapGesture()) }))
        #expect(!IOS18Arbitration.requiresFailure(simultaneous[0], of: simultaneous[1]))
        // A drag has no dependency: it waits for nothing.
        let drag = members(parentAndChild(parent: { $0.highPriorityGesture(TapGesture()) }, child: { $0.gesture(DragGesture()) }))
        #expect(!IOS18Arbitration.requiresFailure(drag[0], of: drag[1]))
        // Combinators: made of taps alone, the largest count; with a drag inside, no dependency.
        let combined = members([SceneView("V", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            .gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
            .gesture(TapGesture().simultaneously(with: DragGesture()))])
        #expect(combined[0].requiredTapCount == 2 && combined[0].hasDependency)
        #expect(combined[1].requiredTapCount == nil && !combined[1].hasDependency)
    }

    @Test("masks and .disabled remove members as in the legacy algebra")
    func masks() {
        let masked = members(parentAndChild(parent: { $0.gesture(DragGesture(), including: .gesture) }, child: { $0.onTapGesture {} }))
        #expect(masked.count == 1 && masked[0].name == "gesture on P")
        let disabled = members(parentAndChild(parent: { $0.onTapGesture {} }, child: { $0.onTapGesture {}.disabled(true) }))
        #expect(disabled.map(\.name) == ["onTapGesture on P"])
    }

    // MARK: Outcomes that differ between the profiles

    @Test("a child single tap under a parent double tap waits 0.35 s for the double tap to fail; a double tap fires only the parent")
    func childTapUnderParentDoubleTap() {
        let scene = { (log: CallbackLog) in
            self.parentAndChild(parent: { $0.onTapGesture(count: 2) { log("P double") } }, child: { $0.onTapGesture { log("C single") } })
        }
        let single = both(scene, tap)
        #expect(single.ios17 == ["0.08 C single"])
        #expect(single.ios18 == ["0.43 C single"])
        let double = both(scene, doubleTap)
        #expect(double.ios17 == ["0.08 C single", "0.28 C single"])
        #expect(double.ios18 == ["0.28 P double"])
    }

    @Test("single tap written before double tap on one view: iOS 18's tap-count rule makes the order irrelevant (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18)")
    func singleBeforeDoubleOnOneView() {
        let scene = { (log: CallbackLog) in
            [SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                .onTapGesture { log("single") }
                .onTapGesture(count: 2) { log("double") }]
        }
        #expect(both(scene, doubleTap).ios17 == ["0.08 single", "0.28 single"])
        #expect(both(scene, doubleTap).ios18 == ["0.28 double"])
        #expect(both(scene, tap).ios18 == ["0.43 single"])
    }

    @Test("a child long press under a parent's high-priority drag is held until the drag fails on lift (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18)")
    func childLongPressUnderHighPriorityDrag() {
        let scene = { (log: CallbackLog) in
            self.parentAndChild(parent: { $0.highPriorityGesture(DragGesture().onEnded { log("drag \($0.translation.width)") }) },
                                child: { $0.gesture(LongPressGesture().onChanged { log("pressing \($0)") }.onEnded { log("pressed \($0)") }) })
        }
        let press: [Line] = [down(0, 100, 100), up(0.8, 100, 100)]
        #expect(both(scene, press).ios17 == ["0 pressing true", "0.5 pressed true"])
        #expect(both(scene, press).ios18 == ["0.8 pressed true"])
        // Lifted before 0.5 s: the press was never long enough; nothing fires under iOS 18.
        #expect(both(scene, [down(0, 100, 100), up(0.3, 100, 100)]).ios18 == [])
        // Dragged: the drag began, so the press that waits for it fails; the drag alone ends.
        let dragged: [Line] = [down(0, 100, 100), move(0.05, 105, 100), move(0.1, 120, 100), up(0.15, 130, 100)]
        #expect(both(scene, dragged).ios18 == ["0.15 drag 30.0"])
        #expect(both(scene, dragged).ios17 == ["0 pressing true", "0.15 drag 30.0"])
    }

    @Test("a child's drag prevents its parent's drag, which began in the same update; under iOS 13–17 both end")
    func childDragPreventsParentDrag() {
        let scene = { (log: CallbackLog) in
            self.parentAndChild(parent: { $0.gesture(DragGesture().onChanged { _ in log("P changed") }.onEnded { _ in log("P ended") }) },
                                child: { $0.gesture(DragGesture().onEnded { _ in log("C ended") }) })
        }
        let drag: [Line] = [down(0, 100, 100), move(0.05, 120, 100), up(0.1, 130, 100)]
        #expect(both(scene, drag).ios18 == ["0.1 C ended"])
        #expect(both(scene, drag).ios17 == ["0.05 P changed", "0.1 C ended", "0.1 P ended"])
    }

    @Test("a parent's high-priority drag prevents the child's drag; two highPriorityGestures: the outer wins")
    func highPriorityDrags() {
        let drag: [Line] = [down(0, 100, 100), move(0.05, 120, 100), up(0.1, 130, 100)]
        let high = both({ log in
            self.parentAndChild(parent: { $0.highPriorityGesture(DragGesture().onEnded { _ in log("P") }) },
                                child: { $0.gesture(DragGesture().onEnded { _ in log("C") }) })
        }, drag)
        #expect(high.ios18 == ["0.1 P"])
        let highHigh = both({ log in
            self.parentAndChild(parent: { $0.highPriorityGesture(DragGesture().onEnded { _ in log("P") }) },
                                child: { $0.highPriorityGesture(DragGesture().onEnded { _ in log("C") }) })
        }, drag)
        #expect(highHigh.ios18 == ["0.1 P"])
    }

    @Test("simultaneous gestures neither prevent nor wait: both drags end, and a simultaneous tap does not wait for a double tap")
    func simultaneousNeverPrevents() {
        let drag: [Line] = [down(0, 100, 100), move(0.05, 120, 100), up(0.1, 130, 100)]
        let drags = both({ log in
            self.parentAndChild(parent: { $0.simultaneousGesture(DragGesture().onEnded { _ in log("P") }) },
                                child: { $0.gesture(DragGesture().onEnded { _ in log("C") }) })
        }, drag)
        #expect(drags.ios18 == ["0.1 C", "0.1 P"])
        let taps = both({ log in
            self.parentAndChild(parent: { $0.onTapGesture(count: 2) { log("P double") } },
                                child: { $0.simultaneousGesture(TapGesture().onEnded { log("C") }) })
        }, tap)
        #expect(taps.ios18 == ["0.08 C"])
    }

    @Test("onTapGesture with onLongPressGesture on one view: the press waits for the tap, so it is recognized when the tap fails at 0.75 s (proposed)")
    func tapAndLongPressOnOneView() {
        let scene = { (log: CallbackLog) in
            [SceneView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                .onTapGesture { log("tap") }
                .onLongPressGesture { log("press") }]
        }
        let hold: [Line] = [down(0, 100, 100), up(1, 100, 100)]
        #expect(both(scene, hold).ios17 == ["0.5 press"])
        #expect(both(scene, hold).ios18 == ["0.75 press"])
        #expect(both(scene, tap).ios18 == ["0.08 tap"])
    }

    @Test("a prevented gesture fails with the reason and the gesture that prevented it; a waiting one is held with the one it waits for")
    func explanations() {
        let log = CallbackLog()
        let scene = parentAndChild(
            parent: { $0.gesture(DragGesture()._observingPhase { log("P \($0.kind) \($0.failure?.description ?? "-") \($0.competitor ?? "-")") }) },
            child: { $0.modifier(ViewGesture.gesture(DragGesture().onEnded { _ in log("C ended") }).labeled("DragGesture()")) })
        #expect(replay(scene: scene, log: log, profile: .ios18, [down(0, 100, 100), move(0.05, 120, 100), up(0.1, 130, 100)])
                == ["0.05 P failed prevented by a gesture that began first DragGesture() on C", "0.1 C ended"])
        let held = CallbackLog()
        let taps = parentAndChild(
            parent: { $0.modifier(ViewGesture.onTapGesture(count: 2) { held("P double") }.labeled("TapGesture(count: 2)")) },
            child: { $0.gesture(TapGesture()._observingPhase { held("C \($0.kind) held \($0.heldBack) \($0.competitor ?? "-")") }) })
        #expect(replay(scene: taps, log: held, profile: .ios18, tap)
                == ["0.08 C possible held true TapGesture(count: 2) on P", "0.43 C ended held false -"])
    }

    // MARK: Platform recognizers (docs/semantics.md#platform-recognizers-uikits-under-ios18)

    @Test("prevention with a platform recognizer: a content gesture prioritized over it prevents it; it prevents any SwiftUI gesture; simultaneous on either side neither")
    func platformPrevention() {
        func pair(_ parent: (SceneView) -> SceneView, _ child: (SceneView) -> SceneView) -> (childPreventsParent: Bool, parentPreventsChild: Bool) {
            let found = members(parentAndChild(parent: parent, child: child))
            return (IOS18Arbitration.canPrevent(found[0], found[1]), IOS18Arbitration.canPrevent(found[1], found[0]))
        }
        // A drag on content inside a view with a UIKit pan: either one, whichever begins first.
        #expect(pair({ $0.gesture(.pan()) }, { $0.gesture(DragGesture()) }) == (true, true))
        // A tap has a dependency, which never keeps a platform recognizer from preventing it (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
        #expect(pair({ $0.gesture(.pan()) }, { $0.onTapGesture {} }) == (true, true))
        #expect(pair({ $0.gesture(.pan()) }, { $0.simultaneousGesture(DragGesture()) }) == (false, false))
        // A parent's .gesture is not prioritized over its child's recognizer; its highPriorityGesture is.
        #expect(pair({ $0.gesture(DragGesture()) }, { $0.gesture(.pan()) }) == (true, false))
        #expect(pair({ $0.highPriorityGesture(DragGesture()) }, { $0.gesture(.pan()) }) == (true, true))
        let together = PlatformGesture.pan().delegate(PlatformGestureDelegate(shouldRecognizeSimultaneouslyWith: { _ in true }))
        #expect(pair({ $0.gesture(together) }, { $0.gesture(DragGesture()) }) == (false, false))
        #expect(pair({ $0.gesture(.pan()) }, { $0.gesture(together) }) == (false, false))
    }

    @Test("wait-for-failure with a platform recognizer comes only from its delegate, asked from either side")
    func platformRequirements() {
        let plain = members(parentAndChild(parent: { $0.gesture(.tap(numberOfTapsRequired: 2)) }, child: { $0.onTapGesture {} }))
        #expect(!IOS18Arbitration.requiresFailure(plain[0], of: plain[1]))
        #expect(!IOS18Arbitration.requiresFailure(plain[1], of: plain[0]))
        let first = PlatformGestureDelegate(shouldBeRequiredToFailBy: { $0.platformKind == nil })
        let waited = members(parentAndChild(parent: { $0.gesture(PlatformGesture.tap(numberOfTapsRequired: 2).delegate(first)) },
                                            child: { $0.onTapGesture {} }))
        #expect(IOS18Arbitration.requiresFailure(waited[0], of: waited[1]))
        #expect(!IOS18Arbitration.requiresFailure(waited[1], of: waited[0]))
        let asks = PlatformGestureDelegate(shouldRequireFailureOf: { $0.view == "P" })
        let waiting = members(parentAndChild(parent: { $0.gesture(DragGesture()) }, child: { $0.gesture(PlatformGesture.pan().delegate(asks)) }))
        #expect(IOS18Arbitration.requiresFailure(waiting[0], of: waiting[1]))
    }

    @Test("ties: a drag on content and its container's UIKit pan crossing 10 pt in the same frame — the content's drag wins, the pan is prevented")
    func platformTie() {
        let log = CallbackLog()
        let scene = parentAndChild(parent: { $0.gesture(logged(.pan(), log)) },
                                   child: { $0.gesture(DragGesture().onChanged { _ in log("drag") }.onEnded { _ in log("drag ended") }) })
        #expect(replay(scene: scene, log: log, profile: .ios18, [down(0, 100, 100), move(0.1, 100, 115), up(0.2, 100, 115)])
            == ["0.1 drag", "0.1 failed: prevented by a gesture that began first (gesture on C)", "0.2 drag ended"])
        // A threshold crossed first wins: DragGesture(minimumDistance: 30) loses to the pan at 10 pt.
        let later = CallbackLog()
        let farther = parentAndChild(parent: { $0.gesture(logged(.pan(), later)) },
                                     child: { $0.gesture(DragGesture(minimumDistance: 30).onEnded { _ in later("drag ended") }) })
        #expect(replay(scene: farther, log: later, profile: .ios18, [down(0, 100, 100), move(0.1, 100, 115), move(0.2, 100, 140), up(0.3, 100, 140)])
            == ["0.1 began (100, 115) ×1 translation (0, 5)", "0.2 changed (100, 140) ×1 translation (0, 30)", "0.3 ended (100, 140) ×1 translation (0, 30)"])
    }
}
