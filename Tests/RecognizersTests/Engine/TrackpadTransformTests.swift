@testable import Recognizers
import Testing
import TraceFormat

/// A trackpad's pinch and rotation (docs/semantics.md#input-beyond-touch, proposed): two contacts at
/// the cursor that only pinch and rotation recognizers take, `1 + Σ delta` and `Σ degrees`.
@Suite("Trackpad magnify and rotate: MagnifyGesture and RotateGesture at the cursor")
struct TrackpadTransformTests {
    /// Views L (0…200) and R (200…400), each 200 pt tall; `left` and `right` their gestures.
    private func scene(_ log: CallbackLog, left: (CallbackLog) -> ViewGesture?, right: (CallbackLog) -> ViewGesture? = { _ in nil }) -> [SceneView] {
        var l = SceneView("L", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var r = SceneView("R", frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        if let gesture = left(log) { l = l.modifier(gesture) }
        if let gesture = right(log) { r = r.modifier(gesture) }
        return [l, r]
    }

    private let magnify: (CallbackLog) -> ViewGesture = { log in
        .gesture(MagnifyGesture()
            .onChanged { log("changed \(NumberFormat.string($0.magnification)) start (\(NumberFormat.string($0.startLocation.x)), \(NumberFormat.string($0.startLocation.y)))") }
            .onEnded { log("ended \(NumberFormat.string($0.magnification))") })
    }

    private func pinch(_ replayer: GestureReplayer, at x: Double = 180, deltas: [Double] = [0, 0.25, 0.25, 0]) {
        for (index, delta) in deltas.enumerated() {
            let phase: TrackpadTransform.Phase = index == 0 ? .began : index == deltas.count - 1 ? .ended : .changed
            replayer.trackpad(.magnify, phase, delta: delta, at: CGPoint(x: x, y: 100), time: GestureTime(seconds: Double(index) / 10))
        }
    }

    @Test("macos15: a magnify drives the MagnifyGesture under the cursor with 1 + Σ delta, started at the cursor")
    func magnifyOnMac() {
        let log = replayScene(profile: .macos15, { scene($0, left: magnify, right: magnify) }, drive: { pinch($0) })
        // The contacts at 180 ± 50 straddle both views; they bind where the cursor is, to L.
        #expect(log == ["0.1 changed 1.25 start (180, 100)", "0.2 changed 1.5 start (180, 100)", "0.3 ended 1.5"])
    }

    @Test("the first line's delta counts: 1 + Σ delta over every line, the began line's too (synth's pinches start with one)")
    func firstDeltaCounts() {
        let log = replayScene(profile: .macos15, { scene($0, left: magnify) }, drive: { pinch($0, at: 100, deltas: [0.25, 0.25, 0.5]) })
        #expect(log == ["0 changed 1.25 start (100, 100)", "0.1 changed 1.5 start (100, 100)", "0.2 ended 2"])
    }

    @Test("a rotation's degrees sum, clockwise positive, into RotateGesture's rotation")
    func rotate() {
        let log = replayScene(profile: .macos15, { log in
            scene(log, left: { log in .gesture(RotateGesture().onChanged { log("changed \(NumberFormat.string(($0.rotation.degrees * 1e9).rounded() / 1e9))°") }
                .onEnded { log("ended \(NumberFormat.string(($0.rotation.degrees * 1e9).rounded() / 1e9))°") }) })
        }, drive: { replayer in
            for (index, (phase, delta)) in [(TrackpadTransform.Phase.began, 0.0), (.changed, 10), (.changed, -25), (.ended, 0)].enumerated() {
                replayer.trackpad(.rotate, phase, delta: delta, at: CGPoint(x: 100, y: 100), time: GestureTime(seconds: Double(index) / 10))
            }
        })
        #expect(log == ["0.1 changed 10°", "0.2 changed -15°", "0.3 ended -15°"])
    }

    @Test("a magnify and a rotation under way together move one pair, which lifts when both have ended")
    func together() {
        let log = replayScene(profile: .macos15, { log in
            scene(log, left: { log in
                .gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in
                    let m = value.first.map { NumberFormat.string($0.magnification) } ?? "-"
                    let r = value.second.map { NumberFormat.string(($0.rotation.degrees * 1e9).rounded() / 1e9) } ?? "-"
                    log("changed \(m) \(r)°")
                }.onEnded { _ in log("ended") })
            })
        }, drive: { replayer in
            let at = CGPoint(x: 100, y: 100)
            replayer.trackpad(.magnify, .began, delta: 0, at: at, time: GestureTime(seconds: 0))
            replayer.trackpad(.rotate, .began, delta: 5, at: at, time: GestureTime(seconds: 0.1))
            replayer.trackpad(.magnify, .changed, delta: 0.5, at: at, time: GestureTime(seconds: 0.2))
            replayer.trackpad(.magnify, .ended, delta: 0, at: at, time: GestureTime(seconds: 0.3))
            replayer.trackpad(.rotate, .changed, delta: 5, at: at, time: GestureTime(seconds: 0.4))
            replayer.trackpad(.rotate, .ended, delta: 0, at: at, time: GestureTime(seconds: 0.5))
        })
        // The magnify, possible at 1 with the rotation active, is in the value; its end moves nothing.
        #expect(log == ["0.1 changed 1 5°", "0.2 changed 1.5 5°", "0.4 changed 1.5 10°", "0.5 ended"])
    }

    @Test("drags, taps and Buttons under the cursor take no part: the contacts are a pinch's alone")
    func singlePointerGesturesPassOver() {
        let log = replayScene(profile: .macos15, { log in
            scene(log, left: { log in
                .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in log("drag") }.onEnded { _ in log("drag ended") })
            })
        }, drive: { pinch($0, at: 100) })
        #expect(log.isEmpty)
    }

    @Test("ipados18 takes a trackpad's pinch in MagnifyGesture; ipados17 does not (proposed, docs/semantics.md#input-beyond-touch)")
    func generations() {
        #expect(replayScene(profile: .ipados18, { scene($0, left: magnify) }, drive: { pinch($0, at: 100) })
            == ["0.1 changed 1.25 start (100, 100)", "0.2 changed 1.5 start (100, 100)", "0.3 ended 1.5"])
        #expect(replayScene(profile: .ipados17, { scene($0, left: magnify) }, drive: { pinch($0, at: 100) }).isEmpty)
    }

    @Test("a UIKit pinch recognizer takes the trackpad's pinch (UIEvent.EventType.transform)")
    func platformPinch() {
        let log = CallbackLog()
        let replayer = GestureReplayer(profile: .ipados18)
        log.replayer = replayer
        _ = try? replayer.load([SceneView("P", frame: CGRect(x: 0, y: 0, width: 400, height: 400)).modifier(.gesture(logged(.pinch(), log)))])
        pinch(replayer, at: 200, deltas: [0, 0.1, 0.5, 0])
        replayer.finish()
        #expect(log.entries == ["0.1 began (200, 100) ×2 scale 1.1", "0.2 changed (200, 100) ×2 scale 1.6", "0.3 ended (200, 100) ×2 scale 1.6"])
    }

    @Test("without indirect input events an iPad's pinch is two touches where they land, which a drag may take (docs/semantics.md#input-beyond-touch)")
    func indirectInputEventsOff() {
        func run(indirect: Bool) -> [String] {
            var settings = ArbitrationProfile.ipados18.settings
            settings.indirectInputEvents = indirect
            let log = CallbackLog()
            let replayer = GestureReplayer(profile: .ipados18, settings: settings)
            log.replayer = replayer
            _ = try? replayer.load(scene(log, left: { log in .gesture(DragGesture().onChanged { log("L drag \(NumberFormat.string($0.translation.width))") }) },
                                         right: magnify))
            // The cursor at 210, on R: the touches land at 160 (on L) and 260 (on R).
            pinch(replayer, at: 210)
            replayer.finish()
            return log.entries
        }
        #expect(run(indirect: false) == ["0.1 L drag -12.5", "0.2 L drag -25"])
        #expect(run(indirect: true) == ["0.1 changed 1.25 start (10, 100)", "0.2 changed 1.5 start (10, 100)", "0.3 ended 1.5"])
    }

    @Test("macos15's quirk: a magnify cancels a mouse drag for good, no onEnded (FB23362414); quirks [] turn it off")
    func magnifyKillsDrag() {
        func run(_ quirks: PlatformQuirks) -> [String] {
            var settings = ArbitrationProfile.macos15.settings
            settings.quirks = quirks
            let log = CallbackLog()
            let replayer = GestureReplayer(profile: .macos15, settings: settings)
            log.replayer = replayer
            _ = try? replayer.load(scene(log, left: { log in
                .gesture(DragGesture().onChanged { log("changed \(NumberFormat.string($0.translation.width))") }.onEnded { log("ended \(NumberFormat.string($0.translation.width))") })
            }))
            func mouse(_ t: Double, _ phase: TouchPhase, _ x: Double) {
                replayer.process(frame: [PointerEvent(pointer: 1, phase: phase, location: CGPoint(x: x, y: 100), time: GestureTime(seconds: t), input: .pointer)])
            }
            mouse(0, .began, 50)
            mouse(0.1, .moved, 80)
            let cancelled = replayer.trackpad(.magnify, .began, delta: 0, at: CGPoint(x: 80, y: 100), time: GestureTime(seconds: 0.15))
            log("cancelled \(cancelled)")
            replayer.trackpad(.magnify, .ended, delta: 0, at: CGPoint(x: 80, y: 100), time: GestureTime(seconds: 0.18))
            mouse(0.2, .moved, 120)
            mouse(0.3, .ended, 130)
            replayer.finish()
            return log.entries
        }
        #expect(run(.macosMagnifyKillsDrag) == ["0.1 changed 30", "0.15 cancelled 1"])
        #expect(run([]) == ["0.1 changed 30", "0.15 cancelled 0", "0.2 changed 70", "0.3 ended 80"])
        #expect(ArbitrationProfile.macos15.settings.quirks == .macosMagnifyKillsDrag)
        #expect(ArbitrationProfile.ipados18.settings.quirks == [])
    }

    @Test("the contacts: 100 pt apart at the cursor, spread by 1 + Σ delta and turned by Σ degrees")
    func contacts() {
        var transform = TrackpadTransform()
        let at = CGPoint(x: 100, y: 100)
        let began = transform.receive(.magnify, .began, delta: 0, at: at, time: GestureTime(seconds: 0))
        #expect(began.count == 1)
        #expect(began[0].map(\.location) == [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100)])
        #expect(began[0].allSatisfy { $0.phase == .began && $0.input == .transform })
        let turned = transform.receive(.rotate, .began, delta: 90, at: at, time: GestureTime(seconds: 0.1))
        #expect(turned.count == 1 && turned[0].allSatisfy { $0.phase == .moved })
        #expect(abs(turned[0][1].location.y - 150) < 1e-9 && abs(turned[0][1].location.x - 100) < 1e-9)
        #expect(transform.receive(.magnify, .ended, delta: 0, at: at, time: GestureTime(seconds: 0.2)).isEmpty)
        #expect(transform.receive(.rotate, .ended, delta: 0, at: at, time: GestureTime(seconds: 0.3)).map { $0.map(\.phase) } == [[.ended, .ended]])
        #expect(!transform.isDown)
        // A first line with a delta lands the pair, then moves it by the delta: both frames at once.
        let first = transform.receive(.magnify, .began, delta: 0.5, at: at, time: GestureTime(seconds: 0.35))
        #expect(first.map { $0.map(\.phase) } == [[.began, .began], [.moved, .moved]])
        #expect(first[1].map(\.location.x) == [25, 175])
        _ = transform.receive(.magnify, .cancelled, delta: 0, at: at, time: GestureTime(seconds: 0.36))
        // Deltas summing past −1 hold the scale at the minimum: the contacts never cross.
        _ = transform.receive(.magnify, .began, delta: -3, at: at, time: GestureTime(seconds: 0.4))
        let held = transform.receive(.magnify, .changed, delta: -0.5, at: at, time: GestureTime(seconds: 0.5))
        #expect(held[0][0].location.x < held[0][1].location.x)
        #expect(transform.receive(.magnify, .cancelled, delta: 0, at: at, time: GestureTime(seconds: 0.6)).map { $0.map(\.phase) } == [[.cancelled, .cancelled]])
        #expect(transform.receive(.magnify, .cancelled, delta: 0, at: at, time: GestureTime(seconds: 0.7)).isEmpty)
        // A rotation under way when the magnify cancels the pair changes nothing until it ends;
        // then a new pinch lands a new pair.
        _ = transform.receive(.magnify, .began, delta: 0, at: at, time: GestureTime(seconds: 0.8))
        _ = transform.receive(.rotate, .began, delta: 0, at: at, time: GestureTime(seconds: 0.8))
        #expect(transform.receive(.magnify, .cancelled, delta: 0, at: at, time: GestureTime(seconds: 0.9)).count == 1)
        #expect(transform.receive(.rotate, .changed, delta: 10, at: at, time: GestureTime(seconds: 1)).isEmpty)
        #expect(transform.receive(.rotate, .ended, delta: 0, at: at, time: GestureTime(seconds: 1.1)).isEmpty)
        #expect(transform.receive(.rotate, .began, delta: 0, at: at, time: GestureTime(seconds: 1.2)).map { $0.map(\.phase) } == [[.began, .began]])
    }
}
