/// What one gesture view modifier attaches to a view, spelled as in SwiftUI: `.gesture(_:including:)`,
/// `.highPriorityGesture`, `.simultaneousGesture`, their `isEnabled:` forms, `.onTapGesture(…)`
/// and `.onLongPressGesture(…)`.
///
///     replayer.attach(.onTapGesture(count: 2) { log("double") })
public struct ViewGesture {
    /// How the modifier combines its gesture with the view's content (spec §5.1).
    public enum Priority: Sendable {
        /// `.gesture`: the content (subviews, inner modifiers) takes precedence.
        case normal
        /// `.highPriorityGesture`: the gesture takes precedence over the content.
        case high
        /// `.simultaneousGesture`: both are recognized.
        case simultaneous
    }

    /// The gesture, its value dropped: the combined value of a view is never observed.
    let gesture: AnyGesture<Void>
    public let priority: Priority
    public let mask: GestureMask
    /// The SwiftUI name of the modifier, for reports.
    public let modifierName: String

    init<G: Gesture>(_ gesture: G, priority: Priority = .normal, mask: GestureMask = .all, name: String) {
        self.gesture = gesture.map { _ in () }.eraseToAnyGesture()
        self.priority = priority
        self.mask = mask
        self.modifierName = name
    }

    /// `.gesture(_:including:)`: a gesture with lower precedence than the view's own.
    public static func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        ViewGesture(gesture, mask: mask, name: "gesture")
    }

    /// `.gesture(_:isEnabled:)`: the same as `including: isEnabled ? .all : .subviews`.
    public static func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ViewGesture {
        ViewGesture(gesture, mask: isEnabled ? .all : .subviews, name: "gesture")
    }

    /// `.highPriorityGesture(_:including:)`: a gesture with higher precedence than the view's own.
    public static func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        ViewGesture(gesture, priority: .high, mask: mask, name: "highPriorityGesture")
    }

    public static func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ViewGesture {
        ViewGesture(gesture, priority: .high, mask: isEnabled ? .all : .subviews, name: "highPriorityGesture")
    }

    /// `.simultaneousGesture(_:including:)`: a gesture recognized alongside the view's own.
    public static func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewGesture {
        ViewGesture(gesture, priority: .simultaneous, mask: mask, name: "simultaneousGesture")
    }

    public static func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ViewGesture {
        ViewGesture(gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews, name: "simultaneousGesture")
    }

    /// `.onTapGesture(count:perform:)`: `.gesture(TapGesture(count:).onEnded(perform))`.
    public static func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewGesture {
        ViewGesture(TapGesture(count: count).onEnded(action), name: "onTapGesture")
    }

    /// `.onTapGesture(count:coordinateSpace:perform:)`: a spatial tap whose end runs `perform`
    /// with the location.
    public static func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                                    perform action: @escaping (CGPoint) -> Void) -> ViewGesture {
        ViewGesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
                    name: "onTapGesture")
    }

    /// `.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    ///
    /// `onPressingChanged(true)` runs when the press begins; `onPressingChanged(false)` when it
    /// fails or is recognized, and then — on recognition, with the finger still down — `perform`
    /// (the order of those two is the spec's proposal). Nothing happens on the later release.
    public static func onLongPressGesture(
        minimumDuration: Double = GestureConstants.longPressMinimumDuration,
        maximumDistance: CGFloat = GestureConstants.longPressMaximumDistance,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ViewGesture {
        _onLongPressGesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                            perform: action, onPressingChanged: onPressingChanged)
    }

    /// `onLongPressGesture` around a given long press — for tools that observe or wrap the press.
    public static func _onLongPressGesture<Press: Gesture>(
        _ press: Press, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ViewGesture where Press.Value == Bool {
        ViewGesture(PressingGesture(base: press, onPressingChanged: onPressingChanged).onEnded { _ in action() },
                    name: "onLongPressGesture")
    }
}

/// Reports whether a press is in progress, as `onLongPressGesture`'s `onPressingChanged` does.
struct PressingGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never
    var base: Base
    var onPressingChanged: ((Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer<Value> {
        PressingRecognizer(base: base._makeRecognizer(), onPressingChanged: onPressingChanged)
    }
}

/// `true` when the base becomes active, `false` when it leaves that state — failing, ending, or
/// its instance being reset.
final class PressingRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let onPressingChanged: ((Bool) -> Void)?
    private var isPressing = false

    init(base: GestureRecognizer<Value>, onPressingChanged: ((Bool) -> Void)?) {
        self.base = base
        self.onPressingChanged = onPressingChanged
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        let state = base.update(update)
        let pressing = state == .active
        if pressing != isPressing {
            isPressing = pressing
            onPressingChanged?(pressing)
        }
        return state
    }

    override var value: Value? { base.value }
    override var hasValue: Bool { base.hasValue }

    override func reset() {
        if isPressing {
            isPressing = false
            onPressingChanged?(false)
        }
        base.reset()
    }

    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
}

/// A gesture that sees the geometry of the view it is attached to, whatever view's gesture
/// instance it runs in: `.local` and named spaces resolve against its own view.
struct ScopedGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never
    var base: Base
    var geometry: ViewGeometry

    func _makeRecognizer() -> GestureRecognizer<Value> { ScopedRecognizer(base: base._makeRecognizer(), geometry: geometry) }
}

final class ScopedRecognizer<Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Value>
    private let geometry: ViewGeometry

    init(base: GestureRecognizer<Value>, geometry: ViewGeometry) {
        self.base = base
        self.geometry = geometry
    }

    override func update(_ update: GestureUpdate) -> RecognizerState {
        var scoped = update
        scoped.geometry = geometry
        return base.update(scoped)
    }

    override var value: Value? { base.value }
    override var hasValue: Bool { base.hasValue }
    override func reset() { base.reset() }
    override var deadline: GestureTime? { base.deadline }
    override var heldBack: Bool { base.heldBack }
}

/// A root gesture with its value type erased, which is all the engine needs to drive it.
class AnyRootRecognizer {
    func update(_ update: GestureUpdate) -> RecognizerState { preconditionFailure() }
    func reset() {}
    var deadline: GestureTime? { nil }
}

final class RootRecognizer<Value>: AnyRootRecognizer {
    let recognizer: GestureRecognizer<Value>
    init(_ recognizer: GestureRecognizer<Value>) { self.recognizer = recognizer }

    override func update(_ update: GestureUpdate) -> RecognizerState { recognizer.update(update) }
    override func reset() { recognizer.reset() }
    override var deadline: GestureTime? { recognizer.deadline }
}
