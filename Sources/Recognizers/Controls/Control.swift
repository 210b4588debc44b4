/// A built-in SwiftUI control in a scene (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): what the view is, with
/// the configuration its recognizers read. A control is an ordinary `SceneView` — id, frame,
/// children, the user's own gesture modifiers — made into a control with `.control(_:)`:
///
///     SceneView("Feed", frame: CGRect(x: 0, y: 0, width: 390, height: 844), children: rows)
///         .control(.scrollView(ScrollViewConfiguration(contentSize: CGSize(width: 390, height: 4000))))
///
/// Children of a scrolling control (ScrollView, List, paged TabView) are laid out in content
/// coordinates, equal to global ones at offset zero; the replay shifts them as the content scrolls.
public enum Control: Sendable {
    /// `ScrollView(axes) { … }`, with `.scrollTargetBehavior(.paging)` and `.scrollDisabled`.
    case scrollView(ScrollViewConfiguration)
    /// `List { … }`: a vertical scroll view whose direct children are rows, which may carry
    /// `.swipeActions`.
    case list(ScrollViewConfiguration)
    /// `TabView(selection:) { … }.tabViewStyle(.page)`: a horizontal pager of `pageCount`
    /// full-width pages, starting at `selection`.
    case pagedTabView(pageCount: Int, selection: Int)
    /// `Button(action:label:)` with the default or bordered styles.
    case button(role: String? = nil)
    /// `NavigationStack` showing the `depth`-th view; a back swipe needs at least 2.
    case navigationStack(depth: Int)
    /// `.sheet` content with its `detents`; `interactiveDismissDisabled` turns the swipe down off.
    case sheet(detents: [String] = ["large"], interactiveDismissDisabled: Bool = false)
    /// `Toggle` in the switch style.
    case toggle(isOn: Bool)
    /// `Slider(value:in:)`.
    /// `step`: the values it snaps to, from the range's lower bound; nil for any value.
    case slider(value: Double, range: ClosedRange<Double>, step: Double? = nil)

    /// The control's name in records and reports: `"ScrollView"`, `"Button"`, ….
    public var name: String {
        switch self {
        case .scrollView: "ScrollView"
        case .list: "List"
        case .pagedTabView: "TabView"
        case .button: "Button"
        case .navigationStack: "NavigationStack"
        case .sheet: "Sheet"
        case .toggle: "Toggle"
        case .slider: "Slider"
        }
    }

    /// The scrolling a ScrollView, List or paged TabView does; nil for the other controls.
    public var scrolling: ScrollViewConfiguration? {
        switch self {
        case .scrollView(let configuration):
            return configuration
        case .list(var configuration):
            configuration.axes = .vertical
            return configuration
        case .pagedTabView(let pageCount, let selection):
            var configuration = ScrollViewConfiguration(axes: .horizontal, contentSize: CGSize(width: 0, height: 0), paging: true)
            configuration.pageCount = max(1, pageCount)
            configuration.initialPage = min(max(0, selection), max(1, pageCount) - 1)
            return configuration
        case .button, .navigationStack, .sheet, .toggle, .slider:
            return nil
        }
    }
}

/// How a scroll view scrolls (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
public struct ScrollViewConfiguration: Equatable, Sendable {
    public struct Axes: OptionSet, Equatable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1)
        public static let vertical = Axes(rawValue: 2)
        public static let both: Axes = [.horizontal, .vertical]
    }

    public enum DecelerationRate: String, Equatable, Sendable {
        case normal, fast
        /// The share of velocity kept per millisecond.
        public var perMillisecond: Double {
            switch self {
            case .normal: ControlConstants.decelerationRateNormal
            case .fast: ControlConstants.decelerationRateFast
            }
        }
    }

    public var axes: Axes
    /// The size of everything inside, in points; what the offset is clamped to.
    public var contentSize: CGSize
    /// `.scrollTargetBehavior(.paging)`: lets go onto whole pages of the view's size.
    public var paging: Bool
    public var decelerationRate: DecelerationRate
    /// `.scrollDisabled(true)`: no scroll pan at all.
    public var scrollDisabled: Bool
    /// Whether the content may be pulled past its edges on UIKit's rubber band and bounces off
    /// them; false holds it at its edges (docs/semantics.md#scroll-views-as-measured).
    public var bounces: Bool
    /// A paged TabView's pages, which set the content size from the frame.
    var pageCount: Int?
    var initialPage = 0

    public init(axes: Axes = .vertical, contentSize: CGSize, paging: Bool = false, decelerationRate: DecelerationRate = .normal,
                scrollDisabled: Bool = false, bounces: Bool = true) {
        self.axes = axes
        self.contentSize = contentSize
        self.paging = paging
        self.decelerationRate = decelerationRate
        self.scrollDisabled = scrollDisabled
        self.bounces = bounces
    }
}

/// `.swipeActions(edge:allowsFullSwipe:content:)` on a `List` row: the titles of its buttons,
/// the first nearest the edge. Outside a `List` it does nothing, as in SwiftUI.
public struct SwipeActions: Equatable, Sendable {
    public enum Edge: String, Equatable, Sendable { case leading, trailing }
    public var edge: Edge
    public var allowsFullSwipe: Bool
    public var actions: [String]

    public init(edge: Edge = .trailing, allowsFullSwipe: Bool = true, actions: [String]) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
    }
}

/// SwiftUI's `ScrollPhase` (iOS 18, `onScrollPhaseChange`).
public enum ScrollPhase: String, Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
}

/// Something a control did (docs/output-format.md#controls-additions-to-schema-version-1): what `GestureReplayer.onControlEvent`
/// receives, in time order with the gesture callbacks — after the callbacks of the same update.
public struct ControlEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A Button's action ran (touch-up inside).
        case action
        /// A Button's `isPressed` changed.
        case pressed(Bool)
        case scrollPhase(ScrollPhase)
        /// The content offset while interacting, decelerating or settling (only when
        /// `GestureReplayer.reportsContentOffsets` is on).
        case contentOffset(CGPoint)
        /// The scroll came to rest at this offset.
        case scrollEnd(CGPoint)
        /// A paging view's selection changed to this page.
        case page(Int)
        /// A row's swipe actions were revealed (`true`) or closed.
        case swipeActions(edge: SwipeActions.Edge, revealed: Bool)
        /// A full swipe (or a tap on a revealed button) performed the action with this title.
        case swipeAction(String)
        /// An interactive pop committed; `depth` is the stack's depth after it.
        case navigationPop(depth: Int)
        case sheetDismiss
        /// A `.contextMenu` was presented by a long press on its view.
        case contextMenuPresented
        case toggle(Bool)
        case sliderValue(Double)
        /// Why a control's recognizer began (only when `GestureReplayer.explainsControls` is on).
        case recognizerBegan(reason: String)
        /// Why a control's recognizer failed, and the gesture that prevented it if one did
        /// (only when `GestureReplayer.explainsControls` is on).
        case recognizerFailed(GestureFailure, competitor: String?)

        /// The record's `event` key; nil for an explanation, which is a phase record.
        public var event: Event? {
            switch self {
            case .action: .action
            case .pressed: .pressed
            case .scrollPhase: .scrollPhase
            case .contentOffset: .contentOffset
            case .scrollEnd: .scrollEnd
            case .page: .page
            case .swipeActions: .swipeActions
            case .swipeAction: .swipeAction
            case .navigationPop: .navigationPop
            case .sheetDismiss: .sheetDismiss
            case .contextMenuPresented: .presented
            case .toggle: .toggle
            case .sliderValue: .sliderValue
            case .recognizerBegan, .recognizerFailed: nil
            }
        }

        /// Every `event` name a record can carry (docs/output-format.md#controls-additions-to-schema-version-1).
        public static var names: [String] { Event.allCases.map(\.rawValue) }
    }

    /// A control record's `event` (docs/output-format.md#controls-additions-to-schema-version-1).
    public enum Event: String, CaseIterable, Sendable {
        case action, pressed, scrollPhase, contentOffset, scrollEnd, page, swipeActions, swipeAction, navigationPop,
             sheetDismiss, toggle, sliderValue, presented
    }

    public var time: GestureTime
    /// The id of the control's view (a row's, for swipe actions).
    public var view: String
    /// The control's name: "ScrollView", "List", "Button", ….
    public var control: String
    public var kind: Kind
    /// A keyboard shortcut or an assistive technology, when no pointer caused the event.
    public var via: ActivationSource?

    public init(time: GestureTime, view: String, control: String, kind: Kind) {
        self.time = time
        self.view = view
        self.control = control
        self.kind = kind
    }
}

extension Control {
    /// The line a Slider's thumb centre runs along in a slider of `frame`: inset by the thumb's
    /// radius at each end, at mid-height. One statement for the runtime and lint's aim.
    public static func sliderTrack(in frame: CGRect) -> (minX: Double, width: Double, midY: Double) {
        let radius = ControlConstants.sliderThumbDiameter / 2
        return (frame.minX + radius, max(1, frame.width - 2 * radius), frame.minY + frame.height / 2)
    }

    /// Where a Slider of `frame` at `value` in `range` has its thumb's centre.
    public static func sliderThumbCenter(value: Double, range: ClosedRange<Double>, in frame: CGRect) -> CGPoint {
        let span = range.upperBound - range.lowerBound
        let share = span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
        let track = sliderTrack(in: frame)
        return CGPoint(x: track.minX + share * track.width, y: track.midY)
    }
}
