import Recognizers
import TraceFormat

/// A view of a scene as written: where it is, what it is called and its modifiers, parsed.
/// Which `if` (a number per scene) and which of its branches a view was laid out from.
package struct AlternativeBranch: Equatable, Sendable {
    package var group: Int
    package var branch: Int
}

package struct SceneSpec: Sendable {
    package var id: String
    package var idPosition = SourcePosition(line: 1, column: 1)
    package var frame: CGRect
    package var coordinateSpace: String?
    package var modifiers: [ModifierSpec]
    package var children: [SceneSpec]
    /// What few views have (a control, swipe actions, a Swift view's state and type) lives out
    /// of line, copied on write: a large scene's plain views then cost little more than their
    /// frame and modifiers.
    private var extras = OutOfLine<Extras>()
    /// `"disabled": true` on a control.
    package var controlDisabled = false
    /// Apple's control at the size the system gives it (a bar and what is in it, a Stepper's −
    /// and +, a Picker's segments and menu button): UIKit sizes it and widens where it is hit, so
    /// `small-target` does not judge it or what it contains.
    package var systemSized = false
    /// A Swift scene's view defined elsewhere, laid out as a placeholder (with a warning).
    package var isPlaceholder = false
    /// A Button drawn by a style this tool does not read: where the style was set.
    package var unreadStyle: SourcePosition?
    /// `.allowsHitTesting(false)`, `.hidden()` or `.opacity(0)` at rest, on it or an ancestor:
    /// nothing in it is hit.
    package var hitTestingOff = false
    /// …by an ancestor, not by the view itself: a loading placeholder's rows, a hidden overlay.
    package var hitTestingOffByAncestor = false
    /// Disabled at rest by `.disabled(expression)`, which reads state a callback may change.
    package var disabledByState = false
    /// `.contextMenu { … }` on it: a long press presents the menu.
    package var contextMenu = false
    /// A List row's cell, around the row's content (docs/semantics.md#list-rows-cells-and-content).
    package var isListCell = false
    /// A NavigationLink whose List cell navigates for it: a tap anywhere in the row reaches it,
    /// hidden or not.
    package var reachedThroughCell = false
    /// A branch of an `if` the reader could not decide, both of whose branches are laid out:
    /// views of two branches of one `if` never show together.
    package var alternatives: [AlternativeBranch] = []

    package init(id: String, idPosition: SourcePosition = SourcePosition(line: 1, column: 1), frame: CGRect, coordinateSpace: String?,
                 modifiers: [ModifierSpec], children: [SceneSpec]) {
        self.id = id
        self.idPosition = idPosition
        self.frame = frame
        self.coordinateSpace = coordinateSpace
        self.modifiers = modifiers
        self.children = children
    }

    private struct Extras: Sendable {
        var control: Control?
        var swipeActions: SwipeActions?
        var typeName: String?
        var hitShape: HitShape?
        var liveOffset: LiveOffsetBinding?
        var liveEffects: [LiveEffect] = []
        var states: StateDeclarations?
    }

    /// A Swift scene's view's out-of-line parts, written at once: one copy-on-write check per
    /// view rather than one per part.
    package mutating func setSourceParts(typeName: String, hitShape: HitShape, control: Control?, swipeActions: SwipeActions?,
                                         liveOffset: LiveOffsetBinding?, liveEffects: [LiveEffect]) {
        extras.modify(empty: Extras()) { extras in
            extras.typeName = typeName
            extras.hitShape = hitShape
            extras.control = control
            extras.swipeActions = swipeActions
            extras.liveOffset = liveOffset
            extras.liveEffects = liveEffects
        }
    }

    /// The built-in control the view is (`"control"` and its keys).
    package var control: Control? {
        get { extras.read { $0.control } }
        set { extras.modify(empty: Extras()) { $0.control = newValue } }
    }
    /// A List row's `"swipeActions"`.
    package var swipeActions: SwipeActions? {
        get { extras.read { $0.swipeActions } }
        set { extras.modify(empty: Extras()) { $0.swipeActions = newValue } }
    }
    /// For a scene from Swift source: the view's type, where it is hit (at rest), and the
    /// offset and effects that follow state (an install binds them: `SceneState.bind`).
    package var typeName: String? {
        get { extras.read { $0.typeName } }
        set { extras.modify(empty: Extras()) { $0.typeName = newValue } }
    }
    package var hitShape: HitShape? {
        get { extras.read { $0.hitShape } }
        set { extras.modify(empty: Extras()) { $0.hitShape = newValue } }
    }
    package var liveOffset: LiveOffsetBinding? {
        get { extras.read { $0.liveOffset } }
        set { extras.modify(empty: Extras()) { $0.liveOffset = newValue } }
    }
    /// The scale and rotation effects around the view when one of them reads state; empty otherwise.
    package var liveEffects: [LiveEffect] {
        get { extras.read { $0.liveEffects } ?? [] }
        set { extras.modify(empty: Extras()) { $0.liveEffects = newValue } }
    }
    /// The state that callbacks of a scene from Swift source change (on its root view).
    package var states: StateDeclarations? {
        get { extras.read { $0.states } }
        set { extras.modify(empty: Extras()) { $0.states = newValue } }
    }
}

extension SceneSpec {
    /// The first UIKit recognizer a scene attaches, in preorder.
    package static func firstPlatformRecognizer(in specs: [SceneSpec]) -> PlatformRecognizerSpec? {
        for spec in specs {
            for modifier in spec.modifiers {
                if case .platformGesture(let platform) = modifier.kind { return platform }
            }
            if let found = firstPlatformRecognizer(in: spec.children) { return found }
        }
        return nil
    }
}

extension SceneSpec {
    /// Calls `body` with every callback the scene's modifiers carry, in preorder and source order;
    /// a walk rather than an array, which copied every callback once per level it rose.
    package func forEachCallback(_ body: (CallbackBody) -> Void) {
        for modifier in modifiers {
            switch modifier.kind {
            case .gesture(let expression, _, _): expression.forEachCallback(body)
            case .onTapGesture(_, _, let perform): if let perform { body(perform) }
            case .onLongPressGesture(_, _, _, let perform, let pressing):
                if let perform { body(perform) }
                if let pressing { body(pressing) }
            case .hover(let hover): if let perform = hover.perform { body(perform) }
            case .pencil(let pencil): if let perform = pencil.perform { body(perform) }
            case .keyPress(let press): if let perform = press.perform { body(perform) }
            case .accessibility(.action(_, let perform?)), .accessibility(.adjustableAction(let perform?)),
                 .accessibility(.scrollAction(let perform?)):
                body(perform)
            case .platformGesture, .coordinateSpace, .disabled, .accessibility, .focus, .keyboardShortcut, .opaqueGesture, .contextMenu: break
            }
        }
        for child in children { child.forEachCallback(body) }
    }
}

extension GestureExpression {
    /// Calls `body` with its callbacks, innermost first.
    func forEachCallback(_ body: (CallbackBody) -> Void) {
        switch self {
        case .primitive: break
        case .onChanged(let base, let callback), .onEnded(let base, let callback), .updating(let base, _, let callback):
            base.forEachCallback(body)
            if let callback { body(callback) }
        case .map(let base, _, _), .mapClosure(let base, _, _), .named(_, let base), .recorded(let base, _): base.forEachCallback(body)
        case .simultaneous(let first, let second), .sequence(let first, let second), .exclusive(let first, let second):
            first.forEachCallback(body)
            second.forEachCallback(body)
        }
    }
}
