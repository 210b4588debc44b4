@testable import Recognizers
import TraceFormat

/// A UIKit recognizer's reports as log lines: "0.5 began (100, 100) ×1", with the values its kind
/// adds, and "0.75 failed: held 0.75 s, the longest a tap may last" when it fails.
func logged(_ gesture: PlatformGesture, _ log: CallbackLog) -> PlatformGesture {
    var gesture = gesture
    gesture.action = { event in
        let values = event.values
        var text = "\(event.state.rawValue) \(point(values.location)) ×\(values.numberOfTouches)"
        if let translation = values.translation { text += " translation \(point(translation))" }
        if let scale = values.scale { text += " scale \(NumberFormat.string(scale))" }
        if let rotation = values.rotation { text += " rotation \(NumberFormat.string(Angle(radians: rotation).degrees))°" }
        log(text)
    }
    gesture.onFailed = { failure, competitor in log("failed: \(failure)" + (competitor.map { " (\($0))" } ?? "")) }
    return gesture
}

private func point(_ point: CGPoint) -> String {
    "(\(NumberFormat.string(point.x)), \(NumberFormat.string(point.y)))"
}

/// Replays `lines` through `gesture` alone on the 200 × 200 view, under iOS 18.
func replay(_ gesture: PlatformGesture, _ lines: [Line]) -> [String] {
    let log = CallbackLog()
    return replay(log: log, lines, profile: .ios18) { try $0.attach(.gesture(logged(gesture, log)), geometry: sceneV) }
}
