/// Every number that shapes recognition, with its unit and where it comes from. docs/semantics.md
/// ("Constants") lists them with their sources; "proposed" marks what SwiftUI does not document
/// and this project proposes.
public enum GestureConstants {
    /// A tap fails once its touch is this far (points, global space) from that tap's own
    /// touch-down; the comparison is `≥`. [OpenSwiftUI TapGesture; UIKit's tap recognizer]
    public static let tapMaximumMovement: CGFloat = 45
    /// A tap fails when held this long (seconds, from its touch-down — proposed); `≥`.
    /// [OpenSwiftUI TapGesture; UIKit]
    public static let tapMaximumDuration: Double = 0.75
    /// After each non-final tap of a multi-tap, the next tap must go down and up within this many
    /// seconds of the previous up; expiry is inclusive (proposed). [OpenSwiftUI RepeatGesture; UIKit]
    public static let tapRepeatInterval: Double = 0.35

    /// `LongPressGesture.init` defaults: seconds, points. [Apple documentation]
    public static let longPressMinimumDuration: Double = 0.5
    public static let longPressMaximumDistance: CGFloat = 10

    /// `DragGesture.init` default, points, activation at `≥`. [Apple documentation]
    public static let dragMinimumDistance: CGFloat = 10
    /// `DragGesture(minimumDistance:coordinateSpace3D:)`'s default (visionOS 26): "the default
    /// value is 0 to avoid issues around differing coordinate space scales". [Apple documentation, docs/semantics.md#profiles]
    public static let dragMinimumDistance3D: CGFloat = 0
    /// `predictedEndLocation = location + velocity × horizon`, seconds. [SwiftUI's interface:
    /// `velocity = 4 × (predictedEndLocation − location)`]
    public static let dragPredictionHorizon: Double = 0.25

    /// `MagnifyGesture.init` default, a scale delta. [Apple documentation]
    public static let magnifyMinimumScaleDelta: CGFloat = 0.01
    /// `RotateGesture.init` default. [Apple documentation]
    public static let rotateMinimumAngleDelta: Angle = .degrees(1)

    /// Velocity is estimated from the last this many samples. [OpenSwiftUI VelocitySampler]
    public static let velocitySampleCount = 3
    /// The weight of the older of the two segments when three samples are held.
    /// [OpenSwiftUI VelocitySampler `previousSampleWeight`]
    public static let velocityPreviousSampleWeight: Double = 0.75
}

/// The numbers of UIKit's recognizers (`PlatformGesture`), with their units and sources
/// (docs/semantics.md, "Platform recognizers"). Apple documents few of them; "proposed" marks
/// the project's choice where no source gives one, so a device measurement replaces it here.
public enum PlatformConstants {
    // `UITapGestureRecognizer`'s numbers are SwiftUI's `TapGesture`'s (UIKit's private tap
    // constants, docs/semantics.md#constants): `GestureConstants.tap…`, carried by the profile's `GestureSettings`.

    /// `UILongPressGestureRecognizer` defaults: seconds, points (`≥` fails). [Apple documentation]
    public static let longPressMinimumDuration: Double = 0.5
    public static let longPressAllowableMovement: CGFloat = 10

    /// A pan (and a screen-edge pan, and every control's pan: scrolling, paging, the back swipe,
    /// a sheet) begins once the fingers' centroid has moved this far (points, `≥`) along either
    /// axis from where it went down, and its translation starts from there; profiles carry it as
    /// `GestureSettings.panHysteresis`. [MEASURED, OUI (12, 12, 24, 10, 25 pt) and DG,
    /// docs/semantics.md#constants]
    public static let panHysteresis: CGFloat = 10
    /// A pan's velocity (and a scroll view's at the lift) is the slope over this many seconds of
    /// touch samples before the newest. [MEASURED, OUI: "about the last 100 ms"; the edge fitted]
    public static let panVelocityWindow: Double = 0.1

    /// A pinch begins once the distance between the two fingers has changed by this many points
    /// (`≥`), as a pan's hysteresis does for the centroid. (proposed)
    public static let pinchHysteresis: CGFloat = 10
    /// A rotation begins once the fingers' angle has turned this far (`≥`). (proposed; SwiftUI's
    /// `RotateGesture` default)
    public static let rotationHysteresis: Angle = .degrees(1)

    /// `UISwipeGestureRecognizer`, judged per finger from its touch-down, `t` seconds after the
    /// first: it must travel `swipeMinimumDistance · (1 − swipeAlongDecay · t)` points along the
    /// direction and stay under `swipeMinimumDistance · (1 − swipeAcrossDecay · t)` across it, up to
    /// and including `swipeMaximumDuration`; `swipeBacktrack` points behind its start fails it.
    /// [MEASURED, OUI swipe oracle (24 bracket probes) and DG; the binary holds the same 50 pt and
    /// 0.5 s with two decay constants, docs/semantics.md#platform-recognizers-uikits-under-ios18]
    public static let swipeMinimumDistance: CGFloat = 50
    public static let swipeAlongDecay: Double = 0.94
    public static let swipeAcrossDecay: Double = 0.98
    public static let swipeMaximumDuration: Double = 0.5
    public static let swipeBacktrack: CGFloat = 0.1

    /// `UIScreenEdgePanGestureRecognizer`: the first touch must land within this many points of
    /// an allowed screen edge. (docs/semantics.md#constants [UNK])
    public static let screenEdgeRegion: CGFloat = 20
}

/// The numbers of the built-in controls (`Control`), with their units and sources
/// (docs/semantics.md#constants). Almost none is documented for
/// SwiftUI; "proposed" marks the project's choice, so a device measurement replaces it here.
public enum ControlConstants {
    /// `.contextMenu` on iOS: UIKit's context menu interaction presents after a press held this
    /// long, within this distance of where it went down, as a `UILongPressGestureRecognizer`
    /// does (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider: the duration and distance are UIKit's
    /// long-press defaults). [PROPOSED]
    public static let contextMenuPressDuration: Double = 0.5
    public static let contextMenuAllowableMovement: CGFloat = 10
    /// `UIScrollView.DecelerationRate`: the share of velocity kept per millisecond.
    /// [Apple documentation, `.normal` and `.fast`]
    public static let decelerationRateNormal: Double = 0.998
    public static let decelerationRateFast: Double = 0.99
    /// Deceleration stops once the speed falls below this (points per second): a flick at
    /// 750 pt/s rests 369.3 pt on, 2.16 s after the lift. [MEASURED, OUI, docs/semantics.md#constants]
    public static let decelerationStopSpeed: Double = 10
    /// The rubber band's stiffness `c` past an edge while dragging:
    /// `(1 − 1 / (x · c / d + 1)) · d`. [MEASURED, OUI: 600 pt past the top of 852 → 235 pt]
    public static let rubberBandCoefficient: Double = 0.55
    /// The bounce and spring back at an edge: a critically damped spring of this angular
    /// frequency (per second). [MEASURED, OUI: fitted to a 100.3 pt overshoot peaking 0.107 s
    /// after the lift and to both traces' frames within 0.7 pt, docs/semantics.md#scroll-views-as-measured]
    public static let bounceSpringFrequency: Double = 10.96
    /// The spring rests, on its edge, at the first display frame slower than this (points per
    /// second). [MEASURED, OUI: fitted, the traces allow 4.31–4.82]
    public static let bounceRestSpeed: Double = 4.5
    /// Let go past an edge, the spring starts toward the edge at this share of `ω · displacement`.
    /// [MEASURED, OUI: fitted to one trace, back at the edge 0.69 s after a lift at −235 pt]
    public static let springBackSeed: Double = 2.0 / 3
    /// How often `contentOffset` is reported while decelerating or settling (seconds): one
    /// display frame at 60 Hz. (proposed; `CADisplayLink` on a 60 Hz screen)
    public static let displayFrameInterval: Double = 1.0 / 60

    /// A paging view flicked at this speed (points per second, `≥`) goes to the next page in the
    /// flick's direction; slower, to the nearest page. [COMM ~300 pt/s, docs/semantics.md#constants]
    public static let pagingFlickVelocity: Double = 300
    /// The most pages a paging view's index counts: far past any real content, and an Int on
    /// every platform whatever size a scene gives its content. (this tool's limit, not UIKit's)
    public static let mostPages: Double = 1e12
    /// How long a paging view's settle onto its page lasts (seconds). (proposed; not measured)
    public static let pagingSettleDuration: Double = 0.3

    /// `delaysContentTouches`: how long a scroll view holds a touch-down before the views inside
    /// see it — here, only a Button's pressed highlight (seconds). [COMM ~150 ms; docs/semantics.md#constants]
    public static let contentTouchDelay: Double = 0.15
    /// A Button's touch-up counts as inside within this many points beyond its frame (UIKit's
    /// `UIControl` tracking boundary). [COMM ~70 pt; SwiftUI's own value UNK, docs/semantics.md#constants]
    public static let buttonTrackingInflation: CGFloat = 70

    /// A List row's swipe actions pan begins after this many points (`≥`, horizontally): UIKit's
    /// swipe handler's own pan, horizontal only, on the collection view. [BINARY, `_UISwipeHandler`,
    /// docs/semantics.md#list-rows-cells-and-content; controls §2.3, docs/sources.md#c2-3, proposed 10]
    public static let swipeActionsHysteresis: CGFloat = 25
    /// A revealed swipe action button's width (points). (proposed; UIKit's contextual actions
    /// size to their titles)
    public static let swipeActionWidth: CGFloat = 74
    /// Swipe actions open when the row is let go this far past half the revealed width, or
    /// flicked toward the edge at `pagingFlickVelocity`; a full swipe performs the first action
    /// past this share of the row's width. (proposed, docs/semantics.md#constants [UNK])
    public static let swipeActionsRevealShare: Double = 0.5
    public static let swipeActionsFullSwipeShare: Double = 0.6

    /// `NavigationStack`'s back swipe starts within this many points of the leading edge and
    /// commits past this share of the width or when flicked right at `pagingFlickVelocity`.
    /// (proposed, docs/semantics.md#constants [UNK])
    public static let navigationEdgeRegion: CGFloat = PlatformConstants.screenEdgeRegion
    public static let navigationPopShare: Double = 0.5

    /// A sheet's drag commits a dismiss past this share of its height or at this downward speed
    /// (points per second). (proposed, docs/semantics.md#constants [UNK])
    public static let sheetDismissShare: Double = 0.5
    public static let sheetDismissVelocity: Double = 1000

    /// A `Slider`'s thumb: its diameter (points), and how far from its centre a touch still
    /// takes it (the 44 pt minimum target). (proposed; UISlider's default thumb is 28 pt)
    public static let sliderThumbDiameter: CGFloat = 28
    /// A Slider's step when VoiceOver increments or decrements it with no `step:` given: this
    /// share of its range (docs/semantics.md#constants: "10% of range"). [PROPOSED]
    public static let sliderAccessibilityStep: Double = 0.1
    public static let sliderThumbHitRadius: CGFloat = 22
}

/// The numbers of input beyond the finger — a mouse, a trackpad, Apple Pencil — with their units
/// and sources (docs/semantics.md#input-beyond-touch). Nothing there
/// was measured on a device: "proposed" marks the [UNK] values, kept here so a
/// measurement replaces them in one place.
public enum InputConstants {
    /// How long the tap lasts that an assistive technology's activation synthesizes on a view
    /// with a tap gesture and no action (docs/semantics.md#keys-focus-and-assistive-technologies: a touch down and up 0.05 s
    /// apart). [PROPOSED]
    public static let synthesizedTapDuration: Double = 0.05
    /// The event stream of that tap's touch: beside the trackpad's two contacts
    /// (`TrackpadTransform.contactIDs`), out of the way of a trace's own ids.
    public static let synthesizedTapPointer: Int64 = Int64.min + 2
    /// Apple's Human Interface Guidelines' control sizes, points each side ("Accessibility",
    /// table of default and minimum control sizes): a target under the minimum is `lint`'s
    /// `small-target` warning, one under the default its note. [Apple HIG, docs/semantics.md#constants]
    /// iOS and iPadOS: default 44×44, minimum 28×28.
    public static let touchDefaultTargetSize: CGFloat = 44
    public static let touchMinimumTargetSize: CGFloat = 28
    /// macOS: default 28×28, minimum 20×20 (a pointer is precise).
    public static let macDefaultTargetSize: CGFloat = 28
    public static let macMinimumTargetSize: CGFloat = 20
    /// visionOS: default 60×60, which also keeps an indirect pinch's targets apart; minimum 28×28.
    public static let visionDefaultTargetSize: CGFloat = 60
    public static let visionMinimumTargetSize: CGFloat = 28
    /// A Mac's double-click interval when a trace's header does not give the user's
    /// (`doubleClickInterval`), seconds: SwiftUICore's `TapGesture` repeat deadline, which
    /// OpenSwiftUI shows platform-independent; AppKit's own is a system setting whose default is
    /// not documented. (proposed, docs/semantics.md#constants)
    public static let doubleClickInterval: Double = GestureConstants.tapRepeatInterval
    /// How far one line of a scroll wheel scrolls, points, when the header does not say
    /// (`lineHeight`). (proposed, docs/semantics.md#constants)
    public static let wheelLineHeight: Double = 10
    /// After a trackpad scroll's fingers lift, how long (seconds) a scroll view waits for the
    /// momentum AppKit sends at once after a flick before it comes to rest: one display frame.
    /// (proposed, docs/semantics.md#input-beyond-touch: the fingers are `interacting`, the momentum `decelerating`)
    public static let momentumWait: Double = ControlConstants.displayFrameInterval
    /// How far apart (points) the two contacts stand that the engine derives from a trackpad's
    /// pinch or rotation when they begin; `1 + Σ delta` scales the distance. UIKit's simulated
    /// pinch puts "touches a fixed distance apart" without saying how far. (proposed, 100 pt, docs/semantics.md#input-beyond-touch,
    /// [A] for the fixed distance, [UNK] its value)
    public static let trackpadContactSpacing: Double = 100
    /// The smallest scale a trackpad pinch reaches (`1 + Σ delta` is held at this when the deltas
    /// sum to −1 or less), so the two contacts never meet or cross. (proposed)
    public static let trackpadMinimumScale: Double = 0.01
}
