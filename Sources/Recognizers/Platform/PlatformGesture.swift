/// A UIKit gesture recognizer as SwiftUI's `UIGestureRecognizerRepresentable` attaches it (iOS 18
/// and later): UIKit's own state machine and properties, arbitrated with the view's SwiftUI
/// gestures by the `ios18` profile (docs/semantics.md, "Platform recognizers").
///
///     SceneView("Photo", frame: CGRect(x: 0, y: 0, width: 390, height: 400))
///         .onTapGesture { log("like") }
///         .gesture(.tap(numberOfTouchesRequired: 2) { event in log("zoom out at \(event.values.location)") })
///
/// The action is what `handleUIGestureRecognizerAction(_:context:)` would receive: once when a
/// discrete recognizer (tap, swipe) is recognized, and at `began`, every `changed`, and `ended`
/// or `cancelled` for a continuous one. A recognizer that fails calls no action, as in UIKit.
public struct PlatformGesture {
    /// Which UIKit recognizer, with its properties and UIKit's defaults.
    public enum Kind: Equatable, Sendable {
        /// `UITapGestureRecognizer`: discrete; recognized when the last finger of the last tap lifts.
        case tap(numberOfTapsRequired: Int, numberOfTouchesRequired: Int)
        /// `UILongPressGestureRecognizer`: continuous; begins once held, ends when a finger lifts.
        case longPress(minimumPressDuration: Double, allowableMovement: CGFloat, numberOfTouchesRequired: Int)
        /// `UIPanGestureRecognizer`: continuous; begins once the fingers' centroid moves.
        case pan(minimumNumberOfTouches: Int, maximumNumberOfTouches: Int)
        /// `UIPinchGestureRecognizer`: continuous, two fingers; reports `scale`.
        case pinch
        /// `UIRotationGestureRecognizer`: continuous, two fingers; reports `rotation` in radians.
        case rotation
        /// `UISwipeGestureRecognizer`: discrete; recognized during a quick move in `direction`.
        case swipe(direction: SwipeDirection, numberOfTouchesRequired: Int)
        /// `UIScreenEdgePanGestureRecognizer`: a pan that starts at one of the screen's `edges`.
        case screenEdgePan(edges: RectEdge)

        /// The UIKit class name.
        public var className: String {
            switch self {
            case .tap: "UITapGestureRecognizer"
            case .longPress: "UILongPressGestureRecognizer"
            case .pan: "UIPanGestureRecognizer"
            case .pinch: "UIPinchGestureRecognizer"
            case .rotation: "UIRotationGestureRecognizer"
            case .swipe: "UISwipeGestureRecognizer"
            case .screenEdgePan: "UIScreenEdgePanGestureRecognizer"
            }
        }

        /// Whether the recognizer reports `began`/`changed`/`ended` (continuous) or only
        /// `recognized` (discrete).
        public var isContinuous: Bool {
            switch self {
            case .tap, .swipe: false
            default: true
            }
        }

        /// The class with the properties that differ from UIKit's defaults, as reports name it:
        /// `UITapGestureRecognizer(numberOfTouchesRequired: 2)`.
        public var description: String {
            var properties: [String] = []
            func add<T: Equatable>(_ name: String, _ value: T, default defaultValue: T, as text: String? = nil) {
                if value != defaultValue { properties.append("\(name): \(text ?? "\(value)")") }
            }
            switch self {
            case .tap(let taps, let touches):
                add("numberOfTapsRequired", taps, default: 1)
                add("numberOfTouchesRequired", touches, default: 1)
            case .longPress(let duration, let movement, let touches):
                add("minimumPressDuration", duration, default: PlatformConstants.longPressMinimumDuration,
                    as: PlatformGesture.number(duration))
                add("allowableMovement", movement, default: PlatformConstants.longPressAllowableMovement,
                    as: PlatformGesture.number(movement))
                add("numberOfTouchesRequired", touches, default: 1)
            case .pan(let minimum, let maximum):
                add("minimumNumberOfTouches", minimum, default: 1)
                add("maximumNumberOfTouches", maximum, default: Int.max)
            case .pinch, .rotation: break
            case .swipe(let direction, let touches):
                add("direction", direction, default: SwipeDirection.right)
                add("numberOfTouchesRequired", touches, default: 1)
            case .screenEdgePan(let edges):
                properties.append("edges: \(edges)")
            }
            return properties.isEmpty ? className + "()" : className + "(" + properties.joined(separator: ", ") + ")"
        }
    }

    /// `UISwipeGestureRecognizer.Direction`: an option set, `.right` by default.
    public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let right = SwipeDirection(rawValue: 1)
        public static let left = SwipeDirection(rawValue: 2)
        public static let up = SwipeDirection(rawValue: 4)
        public static let down = SwipeDirection(rawValue: 8)

        public static let names: [(String, SwipeDirection)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]

        public var description: String { PlatformGesture.optionSetDescription(self, Self.names) }
    }

    /// `UIRectEdge`: the screen edges a screen-edge pan starts from.
    public struct RectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = RectEdge(rawValue: 1)
        public static let left = RectEdge(rawValue: 2)
        public static let bottom = RectEdge(rawValue: 4)
        public static let right = RectEdge(rawValue: 8)
        public static let all: RectEdge = [.top, .left, .bottom, .right]

        public static let names: [(String, RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

        public var description: String {
            self == .all ? ".all" : PlatformGesture.optionSetDescription(self, Self.names)
        }
    }

    public var kind: Kind
    /// What the representable's coordinator answers as the recognizer's delegate.
    public var delegate: PlatformGestureDelegate
    /// `handleUIGestureRecognizerAction(_:context:)`.
    public var action: ((PlatformGestureEvent) -> Void)?
    /// Called once if the recognizer fails, with the reason and, when another recognizer decided
    /// it, that one's name — for explanations; UIKit itself reports nothing.
    public var onFailed: ((GestureFailure, String?) -> Void)?

    public init(_ kind: Kind, delegate: PlatformGestureDelegate = PlatformGestureDelegate(),
                action: ((PlatformGestureEvent) -> Void)? = nil) {
        self.kind = kind
        self.delegate = delegate
        self.action = action
    }

    public static func tap(numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1,
                           action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.tap(numberOfTapsRequired: numberOfTapsRequired, numberOfTouchesRequired: numberOfTouchesRequired),
                        action: action)
    }

    public static func longPress(minimumPressDuration: Double = PlatformConstants.longPressMinimumDuration,
                                 allowableMovement: CGFloat = PlatformConstants.longPressAllowableMovement,
                                 numberOfTouchesRequired: Int = 1,
                                 action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.longPress(minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement,
                                   numberOfTouchesRequired: numberOfTouchesRequired), action: action)
    }

    public static func pan(minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int = Int.max,
                           action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.pan(minimumNumberOfTouches: minimumNumberOfTouches, maximumNumberOfTouches: maximumNumberOfTouches),
                        action: action)
    }

    public static func pinch(action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.pinch, action: action)
    }

    public static func rotation(action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.rotation, action: action)
    }

    public static func swipe(direction: SwipeDirection = .right, numberOfTouchesRequired: Int = 1,
                             action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.swipe(direction: direction, numberOfTouchesRequired: numberOfTouchesRequired), action: action)
    }

    public static func screenEdgePan(edges: RectEdge, action: ((PlatformGestureEvent) -> Void)? = nil) -> PlatformGesture {
        PlatformGesture(.screenEdgePan(edges: edges), action: action)
    }

    /// The same recognizer with `delegate` answering for it.
    public func delegate(_ delegate: PlatformGestureDelegate) -> PlatformGesture {
        var copy = self
        copy.delegate = delegate
        return copy
    }

    func makeRecognizer(screen: CGRect) -> PlatformRecognizer {
        switch kind {
        case .tap(let taps, let touches):
            PlatformTapRecognizer(self, numberOfTapsRequired: taps, numberOfTouchesRequired: touches)
        case .longPress(let duration, let movement, let touches):
            PlatformLongPressRecognizer(self, minimumPressDuration: duration, allowableMovement: movement,
                                        numberOfTouchesRequired: touches)
        case .pan(let minimum, let maximum):
            PlatformPanRecognizer(self, minimumNumberOfTouches: minimum, maximumNumberOfTouches: maximum)
        case .pinch: PlatformPinchRecognizer(self, measuresRotation: false)
        case .rotation: PlatformPinchRecognizer(self, measuresRotation: true)
        case .swipe(let direction, let touches):
            PlatformSwipeRecognizer(self, direction: direction, numberOfTouchesRequired: touches)
        case .screenEdgePan(let edges): PlatformScreenEdgePanRecognizer(self, edges: edges, screen: screen)
        }
    }

    static func number(_ value: Double) -> String { GestureFailure.format(value) }

    static func optionSetDescription<Set: OptionSet>(_ set: Set, _ names: [(String, Set)]) -> String where Set.Element == Set {
        let names = names.filter { set.contains($0.1) }.map { "." + $0.0 }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// The answers of a `UIGestureRecognizerDelegate` — in a representable, its coordinator. Each is
/// asked once per pair when a gesture instance is built; an answer not given is UIKit's default
/// (`false`, and `true` for `gestureRecognizerShouldBegin`).
public struct PlatformGestureDelegate {
    /// `gestureRecognizerShouldBegin(_:)`, asked with the values the recognizer would begin
    /// with; `false` fails it.
    public var gestureRecognizerShouldBegin: ((PlatformGestureValues) -> Bool)?
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: neither prevents the other.
    public var shouldRecognizeSimultaneouslyWith: ((OtherGestureRecognizer) -> Bool)?
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: this one waits for the other to fail.
    public var shouldRequireFailureOf: ((OtherGestureRecognizer) -> Bool)?
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: the other waits for this one to fail.
    public var shouldBeRequiredToFailBy: ((OtherGestureRecognizer) -> Bool)?

    public init(gestureRecognizerShouldBegin: ((PlatformGestureValues) -> Bool)? = nil,
                shouldRecognizeSimultaneouslyWith: ((OtherGestureRecognizer) -> Bool)? = nil,
                shouldRequireFailureOf: ((OtherGestureRecognizer) -> Bool)? = nil,
                shouldBeRequiredToFailBy: ((OtherGestureRecognizer) -> Bool)? = nil) {
        self.gestureRecognizerShouldBegin = gestureRecognizerShouldBegin
        self.shouldRecognizeSimultaneouslyWith = shouldRecognizeSimultaneouslyWith
        self.shouldRequireFailureOf = shouldRequireFailureOf
        self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
    }
}

/// The other recognizer a delegate is asked about: a SwiftUI attached gesture or another
/// platform recognizer on the same pointer's path.
public struct OtherGestureRecognizer: Sendable {
    /// As explanations name it: "TapGesture() on Photo", "UIPanGestureRecognizer() on List".
    public let name: String
    /// The id of the view it is attached to.
    public let view: String
    /// The UIKit kind, or nil for a SwiftUI gesture.
    public let platformKind: PlatformGesture.Kind?

    public init(name: String, view: String, platformKind: PlatformGesture.Kind?) {
        self.name = name
        self.view = view
        self.platformKind = platformKind
    }
}

/// A UIKit recognizer's state as its action sees it.
public enum PlatformGestureState: String, Sendable, CaseIterable {
    case began, changed, ended, cancelled
    /// A discrete recognizer's one report (UIKit's `.recognized`, the same value as `.ended`).
    case recognized
}

/// What the recognizer reports, as its UIKit properties: `location(in: view)` is the centroid of
/// the touches in the view's own coordinates, and each kind adds its own values.
public struct PlatformGestureValues: Equatable, Sendable {
    public var location: CGPoint
    public var numberOfTouches: Int
    /// Pan and screen-edge pan: `translation(in: view)`, from where the pan began.
    public var translation: CGPoint?
    /// Pan: `velocity(in: view)` in points per second. Pinch: scale per second. Rotation:
    /// radians per second — `velocity` in each UIKit class.
    public var velocity: CGPoint?
    public var scalarVelocity: Double?
    /// Pinch: the distance between the fingers over the distance when the second came down.
    public var scale: Double?
    /// Rotation: radians, clockwise positive (y is down), from when the second finger came down.
    public var rotation: Double?

    public init(location: CGPoint, numberOfTouches: Int, translation: CGPoint? = nil, velocity: CGPoint? = nil,
                scalarVelocity: Double? = nil, scale: Double? = nil, rotation: Double? = nil) {
        self.location = location
        self.numberOfTouches = numberOfTouches
        self.translation = translation
        self.velocity = velocity
        self.scalarVelocity = scalarVelocity
        self.scale = scale
        self.rotation = rotation
    }
}

/// One call of the recognizer's action.
public struct PlatformGestureEvent: Equatable, Sendable {
    public var state: PlatformGestureState
    public var values: PlatformGestureValues
}
