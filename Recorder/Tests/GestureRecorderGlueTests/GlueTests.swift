import Foundation
import GestureRecorderCore
import Observation
import Testing

/// Runs `gesture`'s callbacks with `value`, as SwiftUI would: `.recorded` returns `some Gesture`,
/// whose value the test knows.
private func send<G: Gesture>(_ gesture: G, _ value: Any, ended: Bool) {
    // Cannot fail: each test sends its gesture's own value type.
    gesture.send(value as! G.Value, ended: ended)
}

/// A scratch directory for a session.
private func scratch() -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("GestureRecorderGlueTests-" + UUID().uuidString)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func lines(_ url: URL) -> [String] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
}

/// The `Date` SwiftUI would put in a gesture's value for an event at `uptime`: by the clocks'
/// offset the session measured as the events came (the test's own reading of the two clocks
/// would differ from it by the microseconds between its reads, under load).
@MainActor private func wall(atUptime uptime: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: uptime + (GestureRecorder.shared.session?.clock.offset ?? 0))
}

@Suite("GestureRecorder's glue, compiled and run against a stand-in of UIKit and SwiftUI", .serialized)
@MainActor struct GlueTests {
    @Test("RecordingApplication hands every event to UIKit unchanged, and records each touch once per event, its coalesced samples noted on its line")
    func sendEventRecords() throws {
        let directory = scratch()
        let recorder = GestureRecorder.shared
        recorder.view = ("ContentView", "/Users/dev/App/ContentView.swift")
        recorder.viewFrame = CGRect(x: 0, y: 59, width: 393, height: 759)
        recorder.start(in: directory)
        let app = RecordingApplication()
        let window = UIWindow()
        let finger = UITouch(timestamp: 500, phase: .began, at: CGPoint(x: 100, y: 400), window: window)
        let down = UIEvent(timestamp: 500, touches: [finger])
        app.sendEvent(down)
        finger.phase = .moved
        finger.timestamp = 500.016
        finger.point = CGPoint(x: 110, y: 400)
        let move = UIEvent(timestamp: 500.016, touches: [finger])
        let coalesced = UITouch(timestamp: 500.008, phase: .moved, at: CGPoint(x: 105, y: 400), window: window)
        move.coalesced[ObjectIdentifier(finger)] = [coalesced, finger]
        app.sendEvent(move)
        finger.phase = .ended
        finger.timestamp = 500.05
        app.sendEvent(UIEvent(timestamp: 500.05, touches: [finger]))
        recorder.stop()
        #expect(app.delivered.count == 3)
        #expect(app.delivered[0] === down && app.delivered[1] === move)
        // Named after the session, so several sessions' files can share a folder.
        let names = recorder.files.map(\.lastPathComponent)
        #expect(names.count == 2 && names[0].hasPrefix("take-20") && names[0].hasSuffix("Z-001.jsonl"))
        #expect(names[1] == String(names[0].dropLast(".jsonl".count)) + ".device.jsonl")
        let model = GestureRecorder.model()
        #expect(lines(GestureRecorder.shared.files[0]) == [
            #"{"profile":"ios18","recorder":{"format":1,"device":"\#(model)","system":"iOS 18.1","screen":{"width":393,"height":852,"scale":3},"maximumFramesPerSecond":120,"viewFrame":[0,59,393,759],"view":"ContentView","source":"/Users/dev/App/ContentView.swift"}}"#,
            #"{"t":0,"id":1,"phase":"down","x":100,"y":400}"#,
            #"{"t":0.016,"id":1,"phase":"move","x":110,"y":400,"coalesced":[[0.008,105,400]]}"#,
            #"{"t":0.05,"id":1,"phase":"up","x":110,"y":400}"#,
        ])
    }

    @Test(".recorded writes the callbacks SwiftUI runs while an event is delivered, at its time, value times on the touches' clock")
    func recordedCallbacks() throws {
        let directory = scratch()
        let recorder = GestureRecorder.shared
        recorder.start(in: directory)
        let drag = DragGesture().onEnded { _ in }.recorded("drag")
        let tap = TapGesture().recorded("tap")
        let app = RecordingApplication()
        let window = UIWindow()
        let finger = UITouch(timestamp: 700, phase: .began, at: CGPoint(x: 10, y: 10), window: window)
        app.sendEvent(UIEvent(timestamp: 700, touches: [finger]))
        let value = DragGesture.Value(time: wall(atUptime: 700.1), location: CGPoint(x: 30, y: 10), startLocation: CGPoint(x: 10, y: 10),
                                      predictedEndLocation: CGPoint(x: 50, y: 10), translation: CGSize(width: 20, height: 0),
                                      velocity: CGSize(width: 200, height: 0), predictedEndTranslation: CGSize(width: 40, height: 0))
        app.whileDelivering = { _ in
            send(drag, value, ended: false)
            send(drag, value, ended: true)
            send(tap, (), ended: true)
        }
        finger.phase = .ended
        finger.timestamp = 700.1
        finger.point = CGPoint(x: 30, y: 10)
        app.sendEvent(UIEvent(timestamp: 700.1, touches: [finger]))
        recorder.stop()
        let records = lines(GestureRecorder.shared.files[1])
        let dragValue = #"{"time":0.1,"location":{"x":30,"y":10},"startLocation":{"x":10,"y":10},"translation":{"width":20,"height":0},"velocity":{"width":200,"height":0},"predictedEndLocation":{"x":50,"y":10},"predictedEndTranslation":{"width":40,"height":0}}"#
        #expect(records == [
            #"{"t":0.1,"recorded":"drag","callback":"updating","value":\#(dragValue)}"#,
            #"{"t":0.1,"recorded":"drag","callback":"onChanged","value":\#(dragValue)}"#,
            #"{"t":0.1,"recorded":"drag","callback":"onEnded","value":\#(dragValue)}"#,
            #"{"t":0.1,"recorded":"tap","callback":"onEnded","value":null}"#,
        ])
    }

    @Test("a long press then a drag is recorded in the replay's shape for a sequence")
    func sequence() throws {
        let directory = scratch()
        GestureRecorder.shared.start(in: directory)
        let app = RecordingApplication()
        let finger = UITouch(timestamp: 20, phase: .began, at: CGPoint(x: 1, y: 2), window: UIWindow())
        let cover = LongPressGesture().sequenced(before: DragGesture()).recorded("cover")
        app.whileDelivering = { _ in
            send(cover, SequenceGesture<LongPressGesture, DragGesture>.Value.first(true), ended: false)
            send(cover, SequenceGesture<LongPressGesture, DragGesture>.Value.second(true, nil), ended: false)
        }
        app.sendEvent(UIEvent(timestamp: 20, touches: [finger]))
        GestureRecorder.shared.stop()
        #expect(lines(GestureRecorder.shared.files[1]) == [
            #"{"t":0,"recorded":"cover","callback":"updating","value":{"first":true}}"#,
            #"{"t":0,"recorded":"cover","callback":"onChanged","value":{"first":true}}"#,
            #"{"t":0,"recorded":"cover","callback":"updating","value":{"second":[true,null]}}"#,
            #"{"t":0,"recorded":"cover","callback":"onChanged","value":{"second":[true,null]}}"#,
        ])
    }

    @Test("a Pencil's touch carries its input, pressure and pose; the header names the iPad's profile")
    func pencil() throws {
        let directory = scratch()
        UIDevice.current.userInterfaceIdiom = .pad
        defer { UIDevice.current.userInterfaceIdiom = .phone }
        GestureRecorder.shared.start(in: directory)
        let pencil = UITouch(timestamp: 10, phase: .began, at: CGPoint(x: 1, y: 2), window: UIWindow())
        pencil.type = .pencil
        pencil.force = 2
        pencil.maximumPossibleForce = 4
        pencil.altitudeAngle = 0.75
        pencil.azimuth = 1.5
        pencil.rollAngle = 0.25
        RecordingApplication().sendEvent(UIEvent(timestamp: 10, touches: [pencil]))
        GestureRecorder.shared.stop()
        let take = lines(GestureRecorder.shared.files[0])
        #expect(take.first?.hasPrefix(#"{"profile":"ipados18","#) == true)
        // Stopped with the Pencil down: the take ends under it, so it is cancelled.
        #expect(take.suffix(2) == [#"{"t":0,"id":1,"phase":"down","x":1,"y":2,"input":"pencil","pressure":0.5,"altitude":0.75,"azimuth":1.5,"roll":0.25}"#,
                                   #"{"t":0,"id":1,"phase":"cancel"}"#])
    }

    @Test("a tap on the badge is not recorded: Stop ends the take without a touch the app never had")
    func badgeTouchesLeftOut() {
        let directory = scratch()
        let recorder = GestureRecorder.shared
        recorder.badgeFrame = CGRect(x: 300, y: 50, width: 80, height: 30)
        defer { recorder.badgeFrame = nil }
        recorder.start(in: directory)
        let app = RecordingApplication()
        let window = UIWindow()
        let finger = UITouch(timestamp: 30, phase: .began, at: CGPoint(x: 10, y: 10), window: window)
        app.sendEvent(UIEvent(timestamp: 30, touches: [finger]))
        finger.phase = .ended
        finger.timestamp = 30.1
        app.sendEvent(UIEvent(timestamp: 30.1, touches: [finger]))
        // Stop: a tap on the badge, whose lift runs the button's action while it is delivered.
        let stop = UITouch(timestamp: 31, phase: .began, at: CGPoint(x: 320, y: 60), window: window)
        app.sendEvent(UIEvent(timestamp: 31, touches: [stop]))
        stop.phase = .ended
        stop.timestamp = 31.1
        app.whileDelivering = { _ in recorder.stop() }
        app.sendEvent(UIEvent(timestamp: 31.1, touches: [stop]))
        #expect(lines(recorder.files[0]).dropFirst() == [#"{"t":0,"id":1,"phase":"down","x":10,"y":10}"#, #"{"t":0.1,"id":1,"phase":"up","x":10,"y":10}"#])
    }

    @Test("a session that stops itself, here on a failed write, shows as stopped, and the badge is told")
    func stopsItself() throws {
        let directory = scratch()
        let recorder = GestureRecorder.shared
        recorder.start(in: directory)
        #expect(recorder.isRecording)
        final class Flag: @unchecked Sendable { var raised = false }
        let told = Flag()
        withObservationTracking { _ = recorder.isRecording } onChange: { told.raised = true }
        // The take cannot be created: its first write fails and the session stops.
        try FileManager.default.removeItem(at: directory)
        let app = RecordingApplication()
        app.sendEvent(UIEvent(timestamp: 40, touches: [UITouch(timestamp: 40, phase: .began, at: CGPoint(x: 1, y: 1), window: UIWindow())]))
        #expect(recorder.session?.isStopped == true && recorder.session?.counts.failedWrites == 1)
        #expect(!recorder.isRecording)
        #expect(told.raised)
    }

    @Test("the badge's modifier names the recorded view and its frame, from the view's body")
    func recordingGestures() {
        _ = EmptyView().recordingGestures(of: EmptyView.self, file: "/src/Demo.swift")
        #expect(GestureRecorder.shared.view?.name == "EmptyView")
        #expect(GestureRecorder.shared.view?.source == "/src/Demo.swift")
        #expect(GestureRecorder.shared.viewFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }
}
