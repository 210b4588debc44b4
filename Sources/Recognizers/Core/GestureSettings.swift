#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The numbers and behaviours of gesture recognition that a profile provides — a device, an OS
/// release — as Flutter's `DeviceGestureSettings` does: the engine hands its profile's settings
/// to every recognizer on every update (`GestureUpdate.settings`), so a profile with other
/// numbers (a Mac's double-click interval, visionOS's larger targets) is a value, not a flag
/// threaded through the recognizers or a static they read.
///
/// Every profile starts from `GestureSettings.touch`: the generations differ in
/// `longPressIsDependent`, the Mac in its target size, and a trace's header may set the Mac's
/// double-click interval (`tapRepeatInterval`).
///
/// Not here: the defaults of SwiftUI's initializers (`DragGesture`'s `minimumDistance: 10`),
/// which the app's compiler fills in whatever the device, so they stay `GestureConstants`; and a
/// touch's hit-test radius, which the engine does not model yet (a touch hits at its point) —
/// the input-device work adds it with the device that needs it.
public struct GestureSettings: Sendable, Hashable {
    /// A tap fails once its touch is this far (points, global space) from its touch-down; `≥`.
    public var tapMaximumMovement: CGFloat
    /// A tap fails when held this long (seconds, from its touch-down); `≥`.
    public var tapMaximumDuration: Double
    /// After each non-final tap of a multi-tap, the next tap must come within this many seconds
    /// of the previous up; expiry is inclusive.
    public var tapRepeatInterval: Double
    /// Whether `LongPressGesture` carries a dependency and waits, like a tap, for gestures that
    /// take precedence to fail: since iOS 18 (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18; proposed).
    public var longPressIsDependent: Bool
    /// How far (points, global space) UIKit's pans move before they begin: a
    /// `UIPanGestureRecognizer`'s, a screen-edge pan's, and the pans of the scroll view, a List
    /// row's swipe actions, the back swipe and a sheet; `≥`.
    public var panHysteresis: CGFloat
    /// How far UIKit's pinch moves (the change, points, in the fingers' distance) and its
    /// rotation turns before they begin; `≥`.
    public var pinchHysteresis: CGFloat
    public var rotationHysteresis: Angle
    /// The HIG's default control size (points, each side): a target under it is `lint`'s
    /// `small-target` note.
    public var defaultTargetSize: CGFloat
    /// The HIG's minimum control size (points, each side): a target under it is `lint`'s
    /// `small-target` warning.
    public var minimumTargetSize = InputConstants.touchMinimumTargetSize
    /// Whether SwiftUI's own pinch and rotation gestures (`MagnifyGesture`, `RotateGesture` and
    /// their older names) take a trackpad's pinch and rotation: since the gestures became
    /// recognizers (iOS 18, macOS 15), proposed; before, only a UIKit pinch or rotation
    /// recognizer in a representable does (docs/semantics.md#input-beyond-touch, proposed).
    public var transformsReachSwiftUIGestures = true
    /// An iPad app's `UIApplicationSupportsIndirectInputEvents` (default YES in Xcode's
    /// template, docs/semantics.md#input-beyond-touch): when NO, a trackpad's pinch or rotation is two touches the system puts
    /// down a fixed distance apart, which every gesture under them may take (docs/semantics.md#input-beyond-touch).
    public var indirectInputEvents = true
    /// The platform bugs the replay reproduces (`PlatformQuirks`).
    public var quirks: PlatformQuirks = []

    public init(tapMaximumMovement: CGFloat, tapMaximumDuration: Double, tapRepeatInterval: Double,
                longPressIsDependent: Bool, panHysteresis: CGFloat, pinchHysteresis: CGFloat, rotationHysteresis: Angle,
                defaultTargetSize: CGFloat) {
        self.tapMaximumMovement = tapMaximumMovement
        self.tapMaximumDuration = tapMaximumDuration
        self.tapRepeatInterval = tapRepeatInterval
        self.longPressIsDependent = longPressIsDependent
        self.panHysteresis = panHysteresis
        self.pinchHysteresis = pinchHysteresis
        self.rotationHysteresis = rotationHysteresis
        self.defaultTargetSize = defaultTargetSize
    }

    /// A finger on an iPhone's screen, as SwiftUI recognizes it up to iOS 17. The numbers and
    /// their sources are `GestureConstants`'; the target sizes are Apple's Human Interface
    /// Guidelines' (`InputConstants.touchDefaultTargetSize`).
    public static let touch = GestureSettings(
        tapMaximumMovement: GestureConstants.tapMaximumMovement, tapMaximumDuration: GestureConstants.tapMaximumDuration,
        tapRepeatInterval: GestureConstants.tapRepeatInterval, longPressIsDependent: false,
        panHysteresis: PlatformConstants.panHysteresis, pinchHysteresis: PlatformConstants.pinchHysteresis,
        rotationHysteresis: PlatformConstants.rotationHysteresis, defaultTargetSize: InputConstants.touchDefaultTargetSize)
}

extension GestureSettings {
    /// One settings value, interned: what every `GestureUpdate` points to, so an update costs a
    /// pointer however many numbers a profile carries (copying the values into each update cost
    /// about 2 instructions per field per event on the drag benchmark). Interned values live
    /// as long as the process; there is one per distinct settings value.
    /// Unchecked: docs/architecture.md#threads says why it is safe.
    final class Shared: @unchecked Sendable {
        let value: GestureSettings
        private init(_ value: GestureSettings) { self.value = value }

        private nonisolated(unsafe) static var table: [GestureSettings: Shared] = [:]
        private nonisolated(unsafe) static var mutex: pthread_mutex_t = {
            var mutex = pthread_mutex_t()
            pthread_mutex_init(&mutex, nil)
            return mutex
        }()

        /// The one `Shared` for `value`.
        static func interned(_ value: GestureSettings) -> Shared {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            if let shared = table[value] { return shared }
            let shared = Shared(value)
            table[value] = shared
            return shared
        }
    }
}

/// Platform bugs the replay reproduces, each by the name a trace's header (`quirks`) gives it
/// (`PlatformQuirks.named`, with the profiles that have each bug and whether they replay it by
/// default; docs/semantics.md#platform-quirks). Each is provisional: a bug report, not documented
/// behaviour.
public struct PlatformQuirks: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A trackpad magnify cancels a mouse's drag for good: its `onChanged` stops, no `onEnded`
    /// runs, and the still-pressed button's moves reach nothing until it is released.
    /// [F] FB23362414 (macOS 27 report), docs/semantics.md#input-beyond-touch; on by default under `macos15`.
    public static let macosMagnifyKillsDrag = PlatformQuirks(rawValue: 1 << 0)

    /// iOS 18.0–18.2 with the iOS 18 SDK: a `LongPressGesture`'s `.updating` is never called (so
    /// its `@GestureState` never changes); fixed in 18.3, and an app built with the iOS 17 SDK is
    /// unaffected. [Reported, FB16430342 with a video; docs/semantics.md#platform-quirks]; opt-in.
    public static let longPressUpdatingNeverCalled = PlatformQuirks(rawValue: 1 << 1)
}
