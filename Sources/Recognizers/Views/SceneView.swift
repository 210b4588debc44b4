/// A view in a replayed scene: an id, a frame in global points, children, and the gesture
/// modifiers attached to it, written with SwiftUI's modifier names:
///
///     SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
///         SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
///             .onTapGesture { log("child") }
///     ])
///     .highPriorityGesture(TapGesture().onEnded { log("parent") })
///
/// Later siblings are on top; children are hit-tested before their parent.
public struct SceneView {
    public var id: String
    public var frame: CGRect
    public var children: [SceneView]
    /// The name given with `.coordinateSpace(name:)`, if any.
    public var coordinateSpaceName: String?
    /// The gesture modifiers in source order (the first written is the innermost).
    public private(set) var gestures: [ViewGesture] = []
    /// How many of `gestures`, from the first, a `.disabled(true)` written after them disables:
    /// always a prefix, since it disables every gesture written before it.
    private var disabledGestureCount = 0
    /// Whether `.disabled(true)` disables the view's content, its children included.
    public private(set) var isDisabled = false
    /// `.contextMenu { … }`: a long press on the view presents it.
    public private(set) var hasContextMenu = false
    /// What few views have lives out of line, copied on write: a large scene's views are most
    /// of its memory, and each is held twice while the engine flattens them.
    private var extras = OutOfLine<Extras>()

    private struct Extras {
        var control: Control?
        var swipeActions: SwipeActions?
        var hitShape: HitShape?
        var liveOffset: LiveOffset?
        var hoverHandlers: [HoverHandler] = []
        var pencilHandlers: [PencilHandler] = []
        var keyPressHandlers: [KeyPressHandler] = []
        var focusHandlers: [FocusHandler] = []
        var keyboardShortcut: KeyboardShortcut?
        var accessibilityHandlers: [AccessibilityHandler] = []
        var activationPoint: ActivationPoint?
        var accessibilityHidden = false
        var accessibilityChildren: AccessibilityChildren?
        var isListCell = false
    }

    /// `.onKeyPress`, in source order (the innermost first).
    public internal(set) var keyPressHandlers: [KeyPressHandler] {
        get { extras.read { $0.keyPressHandlers } ?? [] }
        set { extras.modify(empty: Extras()) { $0.keyPressHandlers = newValue } }
    }

    /// `.focusable` and `.focused`, in source order.
    public internal(set) var focusHandlers: [FocusHandler] {
        get { extras.read { $0.focusHandlers } ?? [] }
        set { extras.modify(empty: Extras()) { $0.focusHandlers = newValue } }
    }

    /// A Button's or Toggle's `.keyboardShortcut`.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { extras.read { $0.keyboardShortcut } }
        set { extras.modify(empty: Extras()) { $0.keyboardShortcut = newValue } }
    }

    /// `.accessibilityAction`, `.accessibilityAdjustableAction`, `.accessibilityScrollAction`, in source order.
    public internal(set) var accessibilityHandlers: [AccessibilityHandler] {
        get { extras.read { $0.accessibilityHandlers } ?? [] }
        set { extras.modify(empty: Extras()) { $0.accessibilityHandlers = newValue } }
    }

    /// `.accessibilityHidden(true)`: assistive technologies reach neither it nor what it contains.
    public internal(set) var accessibilityHidden: Bool {
        get { extras.read { $0.accessibilityHidden } ?? false }
        set { if newValue || !extras.isEmpty { extras.modify(empty: Extras()) { $0.accessibilityHidden = newValue } } }
    }

    /// `.accessibilityElement(children:)`.
    public internal(set) var accessibilityChildren: AccessibilityChildren? {
        get { extras.read { $0.accessibilityChildren } }
        set { if newValue != nil || !extras.isEmpty { extras.modify(empty: Extras()) { $0.accessibilityChildren = newValue } } }
    }

    /// `.accessibilityActivationPoint`.
    public internal(set) var activationPoint: ActivationPoint? {
        get { extras.read { $0.activationPoint } }
        set { extras.modify(empty: Extras()) { $0.activationPoint = newValue } }
    }

    /// `.onHover` and `.onContinuousHover`, in source order.
    public private(set) var hoverHandlers: [HoverHandler] {
        get { extras.read { $0.hoverHandlers } ?? [] }
        set { extras.modify(empty: Extras()) { $0.hoverHandlers = newValue } }
    }

    /// `.onPencilSqueeze` and `.onPencilDoubleTap`, in source order.
    public private(set) var pencilHandlers: [PencilHandler] {
        get { extras.read { $0.pencilHandlers } ?? [] }
        set { extras.modify(empty: Extras()) { $0.pencilHandlers = newValue } }
    }

    /// Attaches a Pencil callback, as `.onPencilSqueeze` and `.onPencilDoubleTap` do.
    public func pencil(_ handler: PencilHandler) -> SceneView {
        var view = self
        view.pencilHandlers.append(handler)
        return view
    }

    /// Attaches a hover callback, as `.onHover` and `.onContinuousHover` do.
    public func hover(_ handler: HoverHandler) -> SceneView {
        var view = self
        view.hoverHandlers.append(handler)
        return view
    }

    /// For each of `gestures`, whether a `.disabled(true)` written after it disables it.
    public var gestureDisabled: [Bool] { gestures.indices.map { $0 < disabledGestureCount } }

    /// Whether a `.disabled(true)` written after the gesture at `index` disables it.
    func isGestureDisabled(at index: Int) -> Bool { index < disabledGestureCount }

    /// Whether any of the view's gestures is enabled by its own modifiers.
    var hasEnabledGesture: Bool { disabledGestureCount < gestures.count }

    /// The built-in control the view is, if any (`.control(_:)`).
    public private(set) var control: Control? {
        get { extras.read { $0.control } }
        set { extras.modify(empty: Extras()) { $0.control = newValue } }
    }
    /// A `List` row's `.swipeActions`.
    public private(set) var swipeActions: SwipeActions? {
        get { extras.read { $0.swipeActions } }
        set { extras.modify(empty: Extras()) { $0.swipeActions = newValue } }
    }
    /// Where the view is hit when not on its whole frame (scenes read from Swift source).
    package var hitShape: HitShape? {
        get { extras.read { $0.hitShape } }
        set { if newValue != nil || !extras.isEmpty { extras.modify(empty: Extras()) { $0.hitShape = newValue } } }
    }
    /// The offset app state gives the view and everything in it while the trace replays.
    package var liveOffset: LiveOffset? {
        get { extras.read { $0.liveOffset } }
        set { if newValue != nil || !extras.isEmpty { extras.modify(empty: Extras()) { $0.liveOffset = newValue } } }
    }
    /// Whether the view's own gestures move with `liveOffset`: true when they are attached
    /// inside the offset (`.gesture(…).offset(…)`), so their `.local` space moves and jitters;
    /// false when attached outside it (`.offset(…).gesture(…)`), where only what is hit moves.
    package var liveOffsetMovesOwnSpace = true

    public init(_ id: String, frame: CGRect, children: [SceneView] = []) {
        self.id = id
        self.frame = frame
        self.children = children
    }

    /// Attaches any gesture modifier, as `.gesture`, `.onTapGesture` and the rest do.
    public func modifier(_ gesture: ViewGesture) -> SceneView {
        var view = self
        view.gestures.append(gesture)
        return view
    }

    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.gesture(gesture, including: mask))
    }

    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.gesture(gesture, isEnabled: isEnabled))
    }

    /// Attaches a UIKit recognizer, as `.gesture(_:)` does a `UIGestureRecognizerRepresentable`.
    public func gesture(_ representable: PlatformGesture) -> SceneView {
        modifier(.gesture(representable))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.highPriorityGesture(gesture, including: mask))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.highPriorityGesture(gesture, isEnabled: isEnabled))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.simultaneousGesture(gesture, including: mask))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.simultaneousGesture(gesture, isEnabled: isEnabled))
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> SceneView {
        modifier(.onTapGesture(count: count, perform: action))
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> SceneView {
        modifier(.onTapGesture(count: count, coordinateSpace: coordinateSpace, perform: action))
    }

    public func onLongPressGesture(minimumDuration: Double = GestureConstants.longPressMinimumDuration,
                                   maximumDistance: CGFloat = GestureConstants.longPressMaximumDistance,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> SceneView {
        modifier(.onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                     perform: action, onPressingChanged: onPressingChanged))
    }

    /// Makes the view a built-in control: a ScrollView, Button, List, … whose recognizers join
    /// the arbitration with the view's own gestures (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
    public func control(_ control: Control) -> SceneView {
        var view = self
        view.control = control
        return view
    }

    /// `.contextMenu { … }`: a long press on the view presents the menu (an `event:
    /// "presented"` record of control `contextMenu`).
    public func contextMenu() -> SceneView {
        var view = self
        view.hasContextMenu = true
        return view
    }

    /// A List row's cell, around the row's content (docs/semantics.md#list-rows-cells-and-content):
    /// `--explain` says when a touch lands in it outside the content.
    public internal(set) var isListCell: Bool {
        get { extras.read { $0.isListCell } ?? false }
        set { if newValue || !extras.isEmpty { extras.modify(empty: Extras()) { $0.isListCell = newValue } } }
    }

    /// Marks the view as a List row's cell.
    public func listCell() -> SceneView {
        var view = self
        view.isListCell = true
        return view
    }

    /// `.swipeActions(edge:allowsFullSwipe:)` on a `List` row; elsewhere it does nothing.
    public func swipeActions(_ actions: SwipeActions) -> SceneView {
        var view = self
        view.swipeActions = actions
        return view
    }

    /// Names the view's coordinate space for gestures on it and its descendants.
    public func coordinateSpace(name: String) -> SceneView {
        var view = self
        view.coordinateSpaceName = name
        return view
    }

    /// Disables the gestures written before it and every gesture of the view's children, as the
    /// environment's `isEnabled` does. `.disabled(false)` never re-enables what an outer
    /// `.disabled(true)` disabled.
    public func disabled(_ disabled: Bool) -> SceneView {
        guard disabled else { return self }
        var view = self
        view.isDisabled = true
        view.disabledGestureCount = view.gestures.count
        return view
    }
}
