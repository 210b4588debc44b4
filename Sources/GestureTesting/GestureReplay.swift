@_exported import Recognizers
@_exported import ReplayKit
@_exported import TraceFormat

/// Replays a trace through gestures written in Swift, in a Swift package's own tests, and
/// returns what each gesture's callbacks received and when — the library form of the
/// `gesture-replay` command, on the same engine.
///
/// ```swift
/// import GestureTesting
/// import Testing
///
/// @Test func aShortFlingEndsTheDrag() {
///     var script = TouchScript(rate: 120)
///     script.fling(from: TracePoint(x: 300, y: 400), velocity: TracePoint(x: -1500, y: 0))
///     let records = GestureReplay.records(of: DragGesture(minimumDistance: 20), replaying: GestureTrace(script))
///     #expect(records.last?.callback == .onEnded)
///     #expect(records.last?.value?.translation.width == -150)
/// }
/// ```
///
/// Gestures keep their own callbacks: closures run as SwiftUI would run them, at the trace's
/// virtual time, which `time` reports while they run.
public final class GestureReplay {
    let replayer: GestureReplayer

    /// The window of a 390 × 844 point iPhone, the frame gestures get when none is given.
    public static let window = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// What the scene's built-in controls did, in order: a Button's action, a scroll view's
    /// phases and resting offset, a page change, … (docs/output-format.md, "Controls").
    public private(set) var controlEvents: [ControlEvent] = []
    /// The callbacks of a scene loaded from SwiftUI source (`load(swiftSource:)`), in order.
    public internal(set) var sceneCallbacks: [SceneCallback] = []
    /// Writes a source scene's records; kept alive for the replay.
    var sceneRecorder: Recorder?

    public init(profile: ArbitrationProfile = .default) {
        replayer = GestureReplayer(profile: profile)
        replayer.onControlEvent = { [unowned self] in controlEvents.append($0) }
    }

    /// Whether scroll views also report `contentOffset` at every move and display frame.
    public var reportsContentOffsets: Bool {
        get { replayer.reportsContentOffsets }
        set { replayer.reportsContentOffsets = newValue }
    }

    /// The time of the update running now (inside a callback) or of the last one.
    public var time: TraceTime { TraceTime(nanoseconds: replayer.time.nanoseconds) }

    /// Attaches `gesture` with `.gesture(_:)` to a view at `frame` that every pointer reaches, and
    /// records its callbacks.
    public func attach<G: Gesture>(_ gesture: G, frame: CGRect = GestureReplay.window) -> GestureRecording<G.Value> {
        let recording = GestureRecording<G.Value>()
        let state = GestureState(wrappedValue: false)
        let recorded = gesture
            .updating(state) { [unowned self, unowned recording] value, _, _ in
                recording.append(GestureRecord(time: time, callback: .updating, value: value))
            }
            .onEnded { [unowned self, unowned recording] value in
                recording.append(GestureRecord(time: time, callback: .onEnded, value: value))
            }
            ._observingPhase { [unowned self, unowned recording] change in
                guard change.kind == .failed, let failure = change.failure else { return }
                recording.append(GestureRecord(time: time, callback: .failed, value: nil, failure: failure))
            }
        replayer.attachSwiftUI(.gesture(recorded), geometry: ViewGeometry(frame: frame))
        return recording
    }

    /// Attaches a view modifier (`.onTapGesture { … }`, `.highPriorityGesture(…)`, a UIKit
    /// recognizer with `.gesture(.tap(numberOfTouchesRequired: 2) { … })`, …) to a view at `frame`
    /// that every pointer reaches; its callbacks are the caller's own. Throws for a UIKit
    /// recognizer under `ios17`, which has no `UIGestureRecognizerRepresentable`.
    public func attach(_ modifier: ViewGesture, frame: CGRect = GestureReplay.window) throws(UnavailableInProfile) {
        try replayer.attach(modifier, geometry: ViewGeometry(frame: frame))
    }

    /// Loads a scene: views with frames, children and modifiers, hit-tested as SwiftUI does.
    /// Throws for a UIKit recognizer under `ios17`.
    public func load(_ views: [SceneView]) throws(UnavailableInProfile) {
        try replayer.load(views)
    }

    /// Replays `trace`, then lets pending timers fire (a held long press, a single tap waiting
    /// for a double tap).
    public func replay(_ trace: GestureTrace) {
        var frames = FrameBuilder()
        for event in trace.events {
            if !event.phase.hasInput {
                frames.finish { replayer.process(frame: $0) }
                deliver(event)
                continue
            }
            frames.add(PointerEvent(event)) { replayer.process(frame: $0) }
        }
        frames.finish { replayer.process(frame: $0) }
        replayer.finish()
    }

    /// The records of `gesture` alone on a view at `frame`, replaying `trace`.
    public static func records<G: Gesture>(of gesture: G, replaying trace: GestureTrace, frame: CGRect = window,
                                           profile: ArbitrationProfile = .default) -> [GestureRecord<G.Value>] {
        let replay = GestureReplay(profile: profile)
        let recording = replay.attach(gesture, frame: frame)
        replay.replay(trace)
        return recording.records
    }
}

/// The records of one attached gesture, filled in as the replay runs.
public final class GestureRecording<Value> {
    public private(set) var records: [GestureRecord<Value>] = []
    init() {}
    func append(_ record: GestureRecord<Value>) { records.append(record) }
}

/// One callback of a recorded gesture: when it ran, which it was and what it received.
public struct GestureRecord<Value> {
    public enum Callback: String, Sendable {
        /// The gesture is active and its value changed or it just started (`updating`'s body).
        case updating
        /// The gesture ended (`onEnded`).
        case onEnded
        /// The gesture failed: not a SwiftUI callback, the reason nothing (more) fires.
        case failed
    }

    public var time: TraceTime
    public var callback: Callback
    /// The value the callback received; nil for `failed`.
    public var value: Value?
    /// Why the gesture failed, for `failed`.
    public var failure: GestureFailure?

    public init(time: TraceTime, callback: Callback, value: Value?, failure: GestureFailure? = nil) {
        self.time = time
        self.callback = callback
        self.value = value
        self.failure = failure
    }
}

extension GestureRecord: CustomStringConvertible {
    /// `0.25 onEnded`, `0.8 failed (moved too far)`: time and callback, for readable assertions.
    public var description: String {
        "\(time) \(callback.rawValue)" + (failure.map { " (\($0))" } ?? "")
    }
}

/// Pointer events to replay: read from a trace file or written in code with a `TouchScript`.
public struct GestureTrace: Sendable {
    public var events: [TraceEvent]
    /// The trace file's header, if it has one.
    public var header: TraceHeader?

    public init(events: [TraceEvent]) { self.events = events }

    public init(_ script: TouchScript) { events = script.events }

    /// Reads a trace file in the trace format; throws the first error with its `file:line:column`.
    public init(contentsOf path: String) throws(TraceError) {
        var reader = try TraceReader(path: path)
        header = try reader.readHeader()
        events = []
        while let event = try reader.next() { events.append(event) }
    }
}
