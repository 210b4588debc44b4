import Testing
import TestSupport
@testable import ReplayKit
import Recognizers
import TraceFormat
@testable import SwiftSource

/// Hit testing of Swift-source scenes, end to end: a scene, taps at chosen points, and which
/// view's tap fired.
@Suite("Hit testing: shapes, empty space, contentShape, what turns hits off, effects that move views")
struct HitTestingTests {

    @Test("the last trace of a run takes the command line's scene: the same records as a run, and the replay keeps no setup")
    func runTakingSetup() throws {
        let path = "/tmp/gesture-replay-take-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        try TestFile.write(SceneHarness.taps([(195, 428.5), (10, 10)]), to: path)
        defer { TestFile.remove(path) }
        let source = try SourceScene.load("Circle().frame(width: 100, height: 100).onTapGesture { }", file: "View.swift")
        var replay = TraceReplay(setup: .scene(source.views))
        let first = RecordCollector(), second = RecordCollector()
        try replay.run(path: path, into: first)
        try replay.runTakingSetup(path: path, into: second)
        #expect(first.records.map { "\(NumberFormat.string($0.time.seconds)) \($0.site.view)" } == ["0.05 Root/Circle"])
        #expect(second.records.map { "\(NumberFormat.string($0.time.seconds)) \($0.site.view)" } == ["0.05 Root/Circle"])
        #expect(replay.setup == nil)
    }

    @Test("a Circle is hit inside its path only: the corner of its frame misses")
    func circlePath() throws {
        // The circle's frame is [145, 378.5, 100, 100]: its center (195, 428.5), its corner (147, 380.5).
        let scene = "Circle().frame(width: 100, height: 100).onTapGesture { }"
        #expect(try SceneHarness.replay(scene, SceneHarness.taps([(195, 428.5), (147, 380.5), (195, 380)])).records
                == ["0.05 Root/Circle perform", "1.05 Root/Circle perform"])
        // A capsule's ends are round; a rounded rectangle's corners are cut by their radius.
        #expect(try SceneHarness.replay("Capsule().frame(width: 200, height: 50).onTapGesture { }", SceneHarness.taps([(97, 406), (120, 406)])).records
                == ["0.55 Root/Capsule perform"])
        #expect(try SceneHarness.replay("RoundedRectangle(cornerRadius: 20).frame(width: 100, height: 100).onTapGesture { }", SceneHarness.taps([(146, 379.5), (160, 392)])).records
                == ["0.55 Root/RoundedRectangle perform"])
        // An ellipse 200 wide and 100 high: (280, 428.5) is inside it, (280, 470) is in its frame's corner.
        #expect(try SceneHarness.replay("Ellipse().frame(width: 200, height: 100).onTapGesture { }", SceneHarness.taps([(280, 470), (280, 428.5)])).records
                == ["0.55 Root/Ellipse perform"])
    }

    @Test("a stack's empty space is not hit, unless .contentShape(Rectangle()) gives it a shape")
    func emptySpace() throws {
        // Two 50-point squares 100 apart: the Spacer between them is empty.
        let stack = "HStack { Color.red.frame(width: 50, height: 50); Spacer(); Color.blue.frame(width: 50, height: 50) }.frame(width: 200)"
        #expect(try SceneHarness.replay(stack + ".onTapGesture { }", SceneHarness.taps([(120, 428.5), (195, 428.5)])).records == ["0.05 Root/HStack perform"])
        #expect(try SceneHarness.replay(stack + ".contentShape(Rectangle()).onTapGesture { }", SceneHarness.taps([(120, 428.5), (195, 428.5)])).records
                == ["0.05 Root/HStack perform", "0.55 Root/HStack perform"])
    }

    @Test("allowsHitTesting(false), .disabled(true), .hidden() and .opacity(0) views are not hit: the touch goes to what is under them")
    func turnedOff() throws {
        for modifier in [".allowsHitTesting(false)", ".disabled(true)", ".hidden()", ".opacity(0)"] {
            let scene = "ZStack { Color.red.onTapGesture { }; Color.blue.frame(width: 100, height: 100).onTapGesture { }\(modifier) }"
            #expect(try SceneHarness.replay(scene, SceneHarness.taps([(195, 428.5)])).records == ["0.05 Root/ZStack/Color[0] perform"], "\(modifier)")
        }
        #expect(try SceneHarness.replay("ZStack { Color.red.onTapGesture { }; Color.blue.frame(width: 100, height: 100).onTapGesture { } }",
                                SceneHarness.taps([(195, 428.5)])).records == ["0.05 Root/ZStack/Color[1] perform"])
    }

    @Test("scaleEffect, rotationEffect and offset move where a view is hit")
    func effects() throws {
        // Scaled 2× about its center, a 50-point square reaches 50 points from it.
        #expect(try SceneHarness.replay("Color.red.frame(width: 50, height: 50).scaleEffect(2).onTapGesture { }", SceneHarness.taps([(240, 428.5), (250, 428.5)])).records
                == ["0.05 Root/Color perform"])
        // A 200×20 bar turned 90° stands upright.
        #expect(try SceneHarness.replay("Color.red.frame(width: 200, height: 20).rotationEffect(.degrees(90)).onTapGesture { }", SceneHarness.taps([(195, 338.5), (285, 428.5)])).records
                == ["0.05 Root/Color perform"])
        #expect(try SceneHarness.replay("Color.red.frame(width: 50, height: 50).offset(x: 100).onTapGesture { }", SceneHarness.taps([(195, 428.5), (295, 428.5)])).records
                == ["0.55 Root/Color perform"])
    }

    /// Two fingers 40 pt apart about (195, 428.5) spreading to 80 apart in 20 steps of 16 ms:
    /// a magnification of 2, lifted at 0.32 s.
    static let pinchOut: String = {
        var lines: [String] = []
        for step in 0...20 {
            let half = 20 + Double(step), t = NumberFormat.string(Double(step) * 0.016)
            let phase = step == 0 ? "down" : step == 20 ? "up" : "move"
            lines.append("{\"t\":\(t),\"id\":1,\"phase\":\"\(phase)\",\"x\":\(195 - half),\"y\":428.5}")
            lines.append("{\"t\":\(t),\"id\":2,\"phase\":\"\(phase)\",\"x\":\(195 + half),\"y\":428.5}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()


    @Test(".scaleEffect(scale) that a magnify gesture sets moves where the view is hit while the trace replays; a tap's perform that sets it back shrinks it again")
    func liveScale() throws {
        // A 100-point square; pinched to 2× it reaches 100 points from its center, so a tap 80
        // points above the center hits it. That tap sets the scale back to 1: the next one misses.
        let scene = """
            struct Zoom: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Color.red
                        .frame(width: 100, height: 100)
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in scale *= value.magnification })
                        .simultaneousGesture(TapGesture().onEnded { scale = 1 })
                }
            }
            """
        let before = try SceneHarness.replay(scene, SceneHarness.taps([(195, 348.5)])).records
        #expect(before.isEmpty)
        let after = try SceneHarness.replay(scene, Self.pinchOut + SceneHarness.taps([(195, 348.5), (195, 348.5)], from: 1)).records
        #expect(after.filter { !$0.contains("onChanged") } == ["0.32 Zoom/Color onEnded", "1.05 Zoom/Color onEnded"])
    }

    @Test(".rotationEffect(angle) read from state turns where the view is hit as the state changes")
    func liveRotation() throws {
        // A 200×20 bar; each tap on it turns it 90° about its center, so the point that hit it
        // misses next, and the point above the center hits it instead.
        let scene = """
            struct Bar: View {
                @State private var degrees = 0.0
                var body: some View {
                    Color.red
                        .frame(width: 200, height: 20)
                        .rotationEffect(.degrees(degrees))
                        .onTapGesture { degrees += 90 }
                }
            }
            """
        #expect(try SceneHarness.replay(scene, SceneHarness.taps([(285, 428.5), (285, 428.5), (195, 348.5), (195, 348.5)])).records
                == ["0.05 Bar/Color perform", "1.05 Bar/Color perform"])
    }

    @Test("a stroked shape over a view is hit on its outline only: a tap inside reaches the view")
    func strokedOverlay() throws {
        let source = """
            struct S: View {
              var body: some View {
                VStack { Color.blue.frame(width: 200, height: 60).onTapGesture { } }
                  .padding(20).overlay { RoundedRectangle(cornerRadius: 10).stroke(.gray, lineWidth: 1) }
              }
            }
            """
        let scene = try SourceScene.load(source, file: "S.swift")
        #expect(scene.laidOut.last.map { "\($0.id) \($0.hitShape)" } == "S/VStack/RoundedRectangle none")
        #expect(try SceneHarness.replay(source, SceneHarness.taps([(195, 428)])).records == ["0.05 S/VStack/Color perform"])
    }
}

/// Writes and removes the temporary traces of these tests.
