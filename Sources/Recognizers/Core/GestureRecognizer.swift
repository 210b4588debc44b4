/// Everything one update hands to a gesture: the time, the events of the frame that reached it
/// (none for a timer tick), what it inherits from gestures that take precedence, and where its
/// view is.
public struct GestureUpdate {
    public var time: GestureTime
    public var events: [PointerEvent]
    public var inherited: InheritedPhase
    public var geometry: ViewGeometry
    /// Set when the arbitration fails the whole attached gesture (another recognizer prevented
    /// it, or one it waits for was recognized): every primitive fails with this, so wrappers
    /// reset their state and report it as they do for a cancelled touch.
    public var cancellation: GestureFailure?
    /// The profile's numbers and behaviours, the same for every node of the update.
    public var settings: GestureSettings {
        get { sharedSettings.value }
        set { sharedSettings = .interned(newValue) }
    }
    /// Interned, so never freed: the update holds it without reference counting.
    unowned(unsafe) var sharedSettings: GestureSettings.Shared
    /// The attached gesture the arbitration's decision refers to, as "TapGesture(count: 2) on P":
    /// the one this gesture waits for, or the one that prevented it. For explanations only.
    public var competitor: String?

    public init(time: GestureTime, events: [PointerEvent], inherited: InheritedPhase = .failed,
                geometry: ViewGeometry, settings: GestureSettings = .touch) {
        self.time = time
        self.events = events
        self.inherited = inherited
        self.geometry = geometry
        self.sharedSettings = .interned(settings)
    }

    /// The engine's update: the settings already interned once per replayer.
    init(time: GestureTime, events: [PointerEvent], geometry: ViewGeometry, sharedSettings: GestureSettings.Shared) {
        self.time = time
        self.events = events
        self.inherited = .failed
        self.geometry = geometry
        self.sharedSettings = sharedSettings
    }

    public var isTimerTick: Bool { events.isEmpty }
}

/// The running state of one gesture node. A `Gesture` is a description; `_makeRecognizer()`
/// turns it into a tree of these, which the engine updates and resets. Subclasses live in this
/// module only.
///
/// An update returns the node's state without its value; `value` holds the value of the latest
/// update (provisional while possible, nil when there is none). Keeping the value out of the
/// return type keeps the per-event path free of generic work.
public class GestureRecognizer<Value> {
    init() {}

    /// Computes the node's state for this update. Terminal nodes keep their last state.
    func update(_ update: GestureUpdate) -> RecognizerState {
        preconditionFailure("\(Self.self) must override update(_:)")
    }

    /// The value that goes with the latest state.
    var value: Value? { nil }

    /// The value of the latest update, for callers that checked `hasValue`. Wrappers read this
    /// on the per-event path, never `value`: in unspecialized generic code every use of
    /// `Optional<Value>` asks the Swift runtime for that type's metadata, a global hash-table
    /// lookup (docs/performance.md). Subclasses override it where they can answer without an
    /// optional; `SimultaneousGesture`, whose value is made of optionals, keeps this fallback.
    func currentValue() -> Value { value! }

    /// Whether `value` is non-nil, answered without building the value: combinators decide
    /// phases with it on every update, so it must stay cheap and free of generic work.
    var hasValue: Bool { false }

    /// Returns the node to its initial state, as when a new gesture instance starts (docs/semantics.md#gestures).
    /// Wrappers with a written `@GestureState` reset it here if their base is not terminal.
    func reset() {}

    /// The earliest time at which the node wants an update with no events (a timer), if any.
    var deadline: GestureTime? { nil }

    /// Whether the node has recognized but is held back as possible until the gestures it
    /// depends on fail (a tap waiting for a double tap); for explanations.
    var heldBack: Bool { false }

    /// What the iOS 18 arbitration needs to know about the gesture: which primitives it is made
    /// of and the tap count it requires. Fixed when the tree is built.
    var traits: GestureTraits { GestureTraits() }

    /// Updates the node and returns its phase with its value; for tests and tools that inspect
    /// a recognizer directly.
    public func phase(after update: GestureUpdate) -> GesturePhase<Value> {
        self.update(update).phase(with: value)
    }
}

@inline(__always)
func earliest(_ a: GestureTime?, _ b: GestureTime?) -> GestureTime? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
}

extension GestureUpdate {
    /// Whether the update's events are a trackpad's two contacts (`TrackpadTransform`), which
    /// only pinch and rotation recognizers take. The engine delivers them in frames of their
    /// own, so an update's events are all contacts or none of them.
    @inlinable
    public var isTrackpadTransform: Bool { events.first?.input == .transform }

    /// A scale measured off a trackpad transform's contacts (`TrackpadTransform`), rounded to 12
    /// decimals: turning them by sine and cosine leaves the last bits of their distance off, and
    /// `1 + 0.5` should read 1.5. Here, not beside the transform in `Engine/`, because the pinch
    /// recognizers below the engine call it.
    public static func roundedTrackpadScale(_ scale: Double) -> Double {
        guard scale.isFinite, scale.magnitude < 1e6 else { return scale }
        return (scale * 1e12).rounded() / 1e12
    }
}
