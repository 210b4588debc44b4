/// What one gesture view modifier attaches to a view, spelled as in SwiftUI: `.gesture(_:including:)`,
/// `.highPriorityGesture`, `.simultaneousGesture`, their `isEnabled:` forms, `.onTapGesture(…)`
/// and `.onLongPressGesture(…)`.
///
///     replayer.attach(.onTapGesture(count: 2) { log("double") })
public struct ViewGesture {
    /// How the modifier combines its gesture with the view's content (docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17).
    public enum Priority: Sendable {
        /// `.gesture`: the content (subviews, inner modifiers) takes precedence.
        case normal
        /// `.highPriorityGesture`: the gesture takes precedence over the content.
        case high
        /// `.simultaneousGesture`: both are recognized.
        case simultaneous
    }

    /// The gesture, its value dropped: the combined value of a view is never observed. For a
    /// platform recognizer, a gesture that never recognizes: the arbitration runs `platform`.
    let gesture: AnyGesture<Void>
    /// A UIKit recognizer attached as a `UIGestureRecognizerRepresentable` (iOS 18 and later).
    public var platform: PlatformGesture? { platformBox?.platform }
    /// Out of line: a recognizer's description is large, and a scene's many SwiftUI gestures
    /// would each carry room for one.
    private let platformBox: PlatformBox?

    private final class PlatformBox {
        let platform: PlatformGesture
        init(_ platform: PlatformGesture) { self.platform = platform }
    }
    public let priority: Priority
    public let mask: GestureMask
    /// The SwiftUI name of the modifier, for reports.
    public let modifierName: String
    /// How reports name the gesture, e.g. "TapGesture(count: 2)": what an iOS 18 explanation
    /// says another gesture waits for or was prevented by. The modifier's name unless set with
    /// `labeled(_:)`.
    public private(set) var label: String

    init<G: Gesture>(_ gesture: G, priority: Priority = .normal, mask: GestureMask = .all, name: String) {
        self.gesture = gesture.map { _ in () }.eraseToAnyGesture()
        self.platformBox = nil
        self.priority = priority
        self.mask = mask
        self.modifierName = name
        self.label = name
    }

    private init(platform: PlatformGesture) {
        self.gesture = AnyGesture(Optional<AnyGesture<Void>>.none)
        self.platformBox = PlatformBox(platform)
        self.priority = .normal
        self.mask = .all
        self.modifierName = "gesture"
        self.label = platform.kind.description
    }

    /// `.gesture(_:)` with a `UIGestureRecognizerRepresentable`: a UIKit recognizer on the view,
    /// arbitrated with the SwiftUI gestures on the path as a platform recognizer (iOS 18 and
    /// later; the `ios17` profile refuses it).
    public static func gesture(_ representable: PlatformGesture) -> ViewGesture {
        ViewGesture(platform: representable)
    }

    /// The same modifier, named `label` in reports.
    public func labeled(_ label: String) -> ViewGesture {
        var copy = self
        copy.label = label
        return copy
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
    /// (the order of those two is a proposal, docs/semantics.md#proposals-implemented). Nothing happens on the later release.
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
