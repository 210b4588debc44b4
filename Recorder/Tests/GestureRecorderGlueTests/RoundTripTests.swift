import Foundation
import GestureRecorderCore
import Testing

/// gesture-replay's bundled session, recorded by hand: its touches and the device's callbacks.
private let fixture: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/sessions/drag-card")
}()

private func objects(_ url: URL) -> [[String: Any]] {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
}

private func number(_ object: [String: Any]?, _ key: String) -> Double { (object?[key] as? NSNumber)?.doubleValue ?? .nan }

/// A number of a trace line read from its text, correctly rounded as Swift's `Double(_:)`
/// reads it (Foundation's JSON parser on Linux can be one unit off in the last place).
private func exact(_ line: String, _ key: String) -> Double {
    guard let start = line.range(of: "\"\(key)\":") else { return .nan }
    let rest = line[start.upperBound...]
    return Double(rest.prefix { $0 != "," && $0 != "}" }) ?? .nan
}
private func point(_ object: Any?) -> CGPoint { let o = object as? [String: Any]; return CGPoint(x: number(o, "x"), y: number(o, "y")) }
private func size(_ object: Any?) -> CGSize { let o = object as? [String: Any]; return CGSize(width: number(o, "width"), height: number(o, "height")) }

@Suite("A take played through the glue is the same take", .serialized)
@MainActor struct RoundTripTests {
    /// Plays the bundled take's touches as UIKit events into RecordingApplication, with the
    /// device's drag callbacks run while the last event at or before each one's time is delivered,
    /// and checks the session written: the same touches, the callbacks at those events' times.
    /// With GESTURE_RECORDER_SESSION_OUT set, the session is written there, and .ci/run checks it
    /// with `gesture-replay conformance` — the device loop, with this stand-in as the device.
    @Test("the bundled take's touches come back line for line; its callbacks at the events' times")
    func roundTrip() throws {
        let out = ProcessInfo.processInfo.environment["GESTURE_RECORDER_SESSION_OUT"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("GestureRecorderRoundTrip-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let takeLines = ((try? String(contentsOf: fixture.appendingPathComponent("take-001.jsonl"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        let touches = objects(fixture.appendingPathComponent("take-001.jsonl")).dropFirst()
        let touchTexts = Array(takeLines.dropFirst())
        var callbacks = objects(fixture.appendingPathComponent("take-001.device.jsonl"))[...]
        #expect(touches.count == 37 && callbacks.count == 65)

        let recorder = GestureRecorder.shared
        recorder.view = ("ContentView", "/Users/dev/DragCard/DragCard/ContentView.swift")
        recorder.viewFrame = CGRect(x: 96.5, y: 364.3333333333333, width: 200, height: 148.33333333333334)
        recorder.start(in: out)
        let drag = DragGesture().recorded("drag")
        let app = RecordingApplication()
        let window = UIWindow()
        let base = 800.0
        var live: [Int: UITouch] = [:]
        var written: [(t: Double, callback: String, value: [String: Any])] = []
        for (index, line) in touches.enumerated() {
            let t = exact(touchTexts[index], "t"), id = Int(number(line, "id"))
            let phase: UITouch.Phase = switch line["phase"] as? String {
            case "down": .began
            case "up": .ended
            case "cancel": .cancelled
            default: .moved
            }
            let finger = live[id] ?? UITouch(timestamp: base + t, phase: phase, at: .zero, window: window)
            finger.phase = phase
            finger.timestamp = base + t
            finger.point = CGPoint(x: exact(touchTexts[index], "x"), y: exact(touchTexts[index], "y"))
            live[id] = phase == .ended || phase == .cancelled ? nil : finger
            app.whileDelivering = { _ in
                // A callback runs in the event that caused it: the last at or before its time.
                let following = index + 1 < touchTexts.count ? exact(touchTexts[index + 1], "t") : .infinity
                while let next = callbacks.first, number(next, "t") < following {
                    callbacks.removeFirst()
                    let v = next["value"] as? [String: Any]
                    let value = DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: base + number(v, "time")
                                                             + (recorder.session?.clock.offset ?? 0)),
                                                  location: point(v?["location"]), startLocation: point(v?["startLocation"]),
                                                  predictedEndLocation: point(v?["predictedEndLocation"]), translation: size(v?["translation"]),
                                                  velocity: size(v?["velocity"]), predictedEndTranslation: size(v?["predictedEndTranslation"]))
                    // Each update runs updating then onChanged; the last runs onEnded.
                    let callback = next["callback"] as? String ?? ""
                    if callback == "onChanged" { (drag as any Gesture).sendOpened(value, ended: false) }
                    if callback == "onEnded" { (drag as any Gesture).sendOpened(value, ended: true) }
                    if callback != "updating" { written.append((t, callback, v ?? [:])) }
                }
            }
            app.sendEvent(UIEvent(timestamp: base + t, touches: [finger]))
        }
        recorder.stop()
        #expect(callbacks.isEmpty)
        let session = ((try? String(contentsOf: recorder.files[0], encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        #expect(Array(session.dropFirst()) == Array(takeLines.dropFirst()))
        let records = objects(recorder.files[1])
        #expect(records.count == 65)
        // Every onChanged's updating comes first, at the same event's time.
        #expect(records.map { $0["callback"] as? String ?? "" } == (0..<32).flatMap { _ in ["updating", "onChanged"] } + ["onEnded"])
        let times = records.filter { $0["callback"] as? String != "updating" }.map { number($0, "t") }
        #expect(times == written.map(\.t))
        // Values come back as given, the value's time included: wall clock to touches' clock.
        #expect(records.last.map { number($0["value"] as? [String: Any], "time") } == 0.303)
    }
}

extension Gesture {
    /// Sends a value of the opened gesture's own type.
    func sendOpened(_ value: Any, ended: Bool) {
        // Cannot fail: the round trip sends the drag's own values.
        send(value as! Value, ended: ended)
    }
}
