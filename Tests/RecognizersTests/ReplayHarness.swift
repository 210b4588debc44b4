import Recognizers
import ReplayKit
import TraceFormat

/// A test's view of a replay: events written in the notation of docs/semantics.md#worked-examples, and a
/// log of callbacks stamped with the exact trace time at which they ran.
final class CallbackLog {
    private(set) var entries: [String] = []
    var replayer: GestureReplayer?

    /// Records `text` at the time of the running update: "0.43 S".
    func callAsFunction(_ text: String) {
        let nanoseconds = replayer?.time.nanoseconds ?? 0
        entries.append("\(TraceTime(nanoseconds: nanoseconds)) \(text)")
    }
}

/// One trace line: `(t, pointer, phase, x, y)`.
typealias Line = (t: Double, pointer: Int64, phase: TouchPhase, x: Double, y: Double)

func down(_ t: Double, _ x: Double, _ y: Double, pointer: Int64 = 1) -> Line { (t, pointer, .began, x, y) }
func move(_ t: Double, _ x: Double, _ y: Double, pointer: Int64 = 1) -> Line { (t, pointer, .moved, x, y) }
func up(_ t: Double, _ x: Double, _ y: Double, pointer: Int64 = 1) -> Line { (t, pointer, .ended, x, y) }
func cancel(_ t: Double, _ x: Double, _ y: Double, pointer: Int64 = 1) -> Line { (t, pointer, .cancelled, x, y) }

/// The single-view scene of docs/semantics.md#worked-examples: one view at (0,0), 200 × 200.
let sceneV = ViewGeometry(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

/// Groups `lines` into frames as the trace replay does, by the engine's own `FrameBuilder`:
/// equal times, distinct pointers.
func frames(_ lines: [Line]) -> [[PointerEvent]] {
    var frames: [[PointerEvent]] = []
    var builder = FrameBuilder()
    for line in lines {
        let event = PointerEvent(pointer: line.pointer, phase: line.phase, location: CGPoint(x: line.x, y: line.y),
                                 time: GestureTime(seconds: line.t))
        builder.add(event) { frames.append($0) }
    }
    builder.finish { frames.append($0) }
    return frames
}

/// Replays `lines` through what `setUp` attaches, lets pending timers fire, and returns what
/// `log` recorded. Tests of the legacy algebra run under `ios17`, which they describe; the
/// iOS 18 arbitration's tests say `.ios18`.
func replay(log: CallbackLog, _ lines: [Line], profile: ArbitrationProfile = .ios17, settings: GestureSettings? = nil,
            setUp: (GestureReplayer) throws -> Void) -> [String] {
    let replayer = GestureReplayer(profile: profile, settings: settings)
    log.replayer = replayer
    do {
        try setUp(replayer)
    } catch {
        return ["set-up failed: \(error)"]
    }
    for frame in frames(lines) { replayer.process(frame: frame) }
    replayer.finish()
    return log.entries
}

/// Replays `lines` through one view's gesture modifier.
@discardableResult
func replay(_ modifier: ViewGesture, geometry: ViewGeometry = sceneV, log: CallbackLog, _ lines: [Line]) -> [String] {
    replay(log: log, lines) { try $0.attach(modifier, geometry: geometry) }
}

/// A compact, exact rendering of a drag value for assertions.
func describe(_ value: DragGesture.Value) -> String {
    func n(_ value: Double) -> String { NumberFormat.string(value) }
    return "loc (\(n(value.location.x)),\(n(value.location.y))) start (\(n(value.startLocation.x)),\(n(value.startLocation.y)))"
        + " tr (\(n(value.translation.width)),\(n(value.translation.height)))"
        + " v (\(n(value.velocity.width)),\(n(value.velocity.height)))"
        + " pEndLoc (\(n(value.predictedEndLocation.x)),\(n(value.predictedEndLocation.y)))"
        + " pEndTr (\(n(value.predictedEndTranslation.width)),\(n(value.predictedEndTranslation.height)))"
        + " time \(TraceTime(nanoseconds: value.timestamp.nanoseconds))"
}
