/// SwiftUI's `AccessibilityActionKind` (docs/semantics.md#keys-focus-and-assistive-technologies): the action an assistive technology asks a view for.
public enum AccessibilityActionKind: Hashable, Sendable {
    /// VoiceOver's double tap, Switch Control's select, Voice Control's "tap" (docs/semantics.md#keys-focus-and-assistive-technologies).
    case `default`
    /// The two-finger scrub ("Z").
    case escape
    /// The two-finger double tap.
    case magicTap
    /// `.accessibilityAction(named:)`: a custom action of the actions rotor.
    case named(String)

    /// As records write it.
    public var name: String {
        switch self {
        case .default: "default"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .named(let name): name
        }
    }
}

/// SwiftUI's `AccessibilityAdjustmentDirection` (docs/semantics.md#keys-focus-and-assistive-technologies).
public enum AccessibilityAdjustmentDirection: String, Sendable {
    case increment, decrement
}

/// An edge `.accessibilityScrollAction` receives (docs/semantics.md#keys-focus-and-assistive-technologies).
public enum AccessibilityScrollEdge: String, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

/// One of a view's accessibility handlers (docs/semantics.md#keys-focus-and-assistive-technologies).
public struct AccessibilityHandler {
    public enum Kind {
        case action(AccessibilityActionKind, () -> Void)
        case adjustable((AccessibilityAdjustmentDirection) -> Void)
        case scroll((AccessibilityScrollEdge) -> Void)
    }

    public let kind: Kind
    public init(_ kind: Kind) { self.kind = kind }
}

/// Where an assistive technology acts on a view (docs/semantics.md#keys-focus-and-assistive-technologies): a point in the view's own space, or a
/// point of its frame as a `UnitPoint`.
public enum ActivationPoint: Equatable, Sendable {
    case point(CGPoint)
    case unit(UnitPoint)
}

/// `.accessibilityElement(children:)`: what becomes of the elements inside a view.
public enum AccessibilityChildren: String, Sendable {
    /// One element; the children are not elements of their own.
    case ignore
    /// One element that takes its children's labels and actions.
    case combine
    /// An element that contains its children as elements of their own.
    case contain
}

/// Who asked: what a control's record says of an action that no pointer caused.
public enum ActivationSource: String, Sendable {
    case keyboardShortcut, voiceOver, switchControl, voiceControl, fullKeyboardAccess
}

extension SceneView {
    /// `.accessibilityAction`, `.accessibilityAdjustableAction`, `.accessibilityScrollAction`.
    public func accessibility(_ handler: AccessibilityHandler) -> SceneView {
        var view = self
        view.accessibilityHandlers.append(handler)
        return view
    }

    /// `.accessibilityElement(children:)`.
    public func accessibilityElement(children: AccessibilityChildren) -> SceneView {
        var view = self
        view.accessibilityChildren = children
        return view
    }

    /// `.accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> SceneView {
        var view = self
        view.accessibilityHidden = hidden
        return view
    }

    /// `.accessibilityActivationPoint(_:)`.
    public func accessibilityActivationPoint(_ point: ActivationPoint) -> SceneView {
        var view = self
        view.activationPoint = point
        return view
    }
}
