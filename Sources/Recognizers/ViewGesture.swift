/// What one gesture view modifier attaches to a view: `.gesture(_:)`, `.onTapGesture(…)` or
/// `.onLongPressGesture(…)`, spelled as in SwiftUI:
///
///     replayer.attach(.onTapGesture(count: 2) { log("double") })
public struct ViewGesture {
    let makeRoot: () -> AnyRootRecognizer
    /// The SwiftUI spelling of the modifier, without closures, for reports.
    public let modifierName: String

    /// `.gesture(_:)`: attaches `gesture` to the view.
    public static func gesture<G: Gesture>(_ gesture: G) -> ViewGesture {
        ViewGesture(makeRoot: { RootRecognizer(gesture._makeRecognizer()) }, modifierName: "gesture")
    }

    /// `.onTapGesture(count:perform:)`: `TapGesture(count:)` whose end runs `perform`.
    public static func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewGesture {
        ViewGesture(makeRoot: { RootRecognizer(TapGesture(count: count).onEnded(action)._makeRecognizer()) },
                    modifierName: "onTapGesture")
    }

    /// `.onTapGesture(count:coordinateSpace:perform:)`: a spatial tap whose end runs `perform`
    /// with the location.
    public static func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                                    perform action: @escaping (CGPoint) -> Void) -> ViewGesture {
        let gesture = SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) }
        return ViewGesture(makeRoot: { RootRecognizer(gesture._makeRecognizer()) }, modifierName: "onTapGesture")
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
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return ViewGesture(
            makeRoot: {
                let pressing = PressingRecognizer(base: press._makeRecognizer(), onPressingChanged: onPressingChanged)
                return RootRecognizer(EndedRecognizer(base: pressing, action: { _ in action() }))
            },
            modifierName: "onLongPressGesture")
    }
}

/// Reports whether a press is in progress: `true` when the base becomes active, `false` when it
/// leaves that state — failing, ending, or its instance being reset.
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

    override func reset() {
        if isPressing {
            isPressing = false
            onPressingChanged?(false)
        }
        base.reset()
    }

    override var deadline: GestureTime? { base.deadline }
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
