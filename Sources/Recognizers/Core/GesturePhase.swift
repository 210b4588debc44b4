/// Where a gesture is in its life, recomputed on every update. One algebra for every gesture:
/// primitives, wrappers and combinators all produce one of these.
public enum GesturePhase<Value> {
    /// Still deciding. A provisional value is visible to combinators, never to callbacks.
    case possible(Value?)
    /// Recognized and in progress: drives `updating` and `onChanged`.
    case active(Value)
    /// Completed: drives `onEnded`. Terminal.
    case ended(Value)
    /// Did not recognize, or was cancelled — with the reason. Terminal.
    case failed(GestureFailure)

    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    public var isActive: Bool { if case .active = self { true } else { false } }
    public var isFailed: Bool { if case .failed = self { true } else { false } }
    public var isEnded: Bool { if case .ended = self { true } else { false } }

    /// The value the phase carries, if any: what combinators call `unwrapped`.
    public var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }

    /// The same phase with its value transformed; what `.map` does.
    public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed(let failure): .failed(failure)
        }
    }

    /// The phase without its value, for reports.
    public var kind: GesturePhaseKind {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }
}

public enum GesturePhaseKind: String, Sendable, Equatable {
    case possible, active, ended, failed

    public var isTerminal: Bool { self == .ended || self == .failed }
}

/// A phase without its value: what every recognizer returns from an update. The value lives in
/// the recognizer and is read only when a callback or combinator needs it, so passing a phase
/// up the tree costs the same whatever the gesture's value type.
public enum RecognizerState: Equatable, Sendable {
    case possible, active, ended
    case failed(GestureFailure)

    public var kind: GesturePhaseKind {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }

    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    /// Combines the state with the value the recognizer holds.
    public func phase<Value>(with value: Value?) -> GesturePhase<Value> {
        switch self {
        case .possible: return .possible(value)
        case .active: return .active(value!)
        case .ended: return .ended(value!)
        case .failed(let failure): return .failed(failure)
        }
    }
}

/// Why a gesture failed, so a report can say why nothing fired.
public struct GestureFailure: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The touch moved `distance` points from where it went down; the limit is `limit`.
        case movedTooFar(distance: Double, limit: Double)
        /// The touch was held `limit` seconds, the most a tap allows.
        case heldTooLong(limit: Double)
        /// The next tap of a multi-tap did not finish within `interval` seconds of the last up.
        case nextTapTooLate(interval: Double)
        /// The touch lifted after `duration` seconds, before `minimum`.
        case releasedTooEarly(duration: Double, minimum: Double)
        /// The touch lifted having moved at most `distance` points; `minimum` was needed.
        case releasedBeforeMinimumDistance(distance: Double, minimum: Double)
        /// The fingers lifted before the pinch or rotation passed its threshold.
        case releasedBeforeThreshold
        /// A finger lifted before a second one came down.
        case missingSecondPointer
        /// The pointer delivered `cancel`.
        case cancelled
        /// Another pointer touched the same view while this one-finger gesture was tracking.
        case extraPointer(Int64)
        /// The pointer was already down when this gesture instance was created.
        case eventMidstream(Int64)
        /// A mouse or trackpad button other than the primary pressed on a gesture that takes
        /// only the primary: taps fail rather than ignore it (docs/semantics.md#input-beyond-touch).
        case notPrimaryButton(PointerButton)
        /// A Mac's context menu saw a press that is no context click: the primary button
        /// without control.
        case notContextClick
        /// Failed because a gesture it depends on became active.
        case competitorActive
        /// The gesture is `nil`, disabled or masked out.
        case disabled
        /// iOS 18: another attached gesture that may prevent this one began first.
        case prevented
        /// iOS 18: an attached gesture this one waits for was recognized instead of failing.
        case requiredGestureRecognized
        /// A platform recognizer saw `count` fingers where it needs `required`.
        case wrongNumberOfTouches(count: Int, required: Int)
        /// A swipe did not cover its distance within `limit` seconds.
        case tooSlow(limit: Double)
        /// A swipe or screen-edge pan moved the wrong way first.
        case wrongDirection
        /// A swipe's finger moved `distance` points across its direction, past the `limit` it
        /// had by then.
        case movedAcross(distance: Double, limit: Double)
        /// A swipe's finger went back behind where it went down.
        case movedBehindStart
        /// A screen-edge pan's first touch landed `distance` points from the nearest allowed
        /// edge; `limit` is the most it may be.
        case notAtScreenEdge(distance: Double, limit: Double)
        /// The recognizer's delegate answered `false` to `gestureRecognizerShouldBegin`.
        case delegateRefusedToBegin
        /// A control's pan moved along `moved` (horizontally), which the control does not
        /// move in (`moves`: vertically).
        case wrongAxis(moved: Axis, moves: Axis)
        /// A Button's touch lifted `distance` points outside its frame; `limit` is the most
        /// that still counts as inside.
        case releasedOutside(distance: Double, limit: Double)
        /// A Slider's touch did not land on its thumb.
        case notOnThumb
        /// A control's pan left the touch to the control around it (`container`): a scroll
        /// view at its top in a sheet, pulled down.
        case leftToContainer(Container)
    }

    /// Which way a control's pan moved or moves. The failure's parts are plain values, never
    /// strings: every state is copied at each level of every update, and a failure that
    /// needed reference counting made every copy a switch over its cases.
    public enum Axis: String, Sendable {
        case horizontally, vertically
    }

    /// The control around another that a touch was left to.
    public enum Container: String, Sendable {
        case sheet
    }

    public var reason: Reason

    public init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .movedTooFar(let distance, let limit):
            "moved \(Self.format(distance)) pt (limit \(Self.format(limit)) pt)"
        case .heldTooLong(let limit): "held \(Self.format(limit)) s, the longest a tap may last"
        case .nextTapTooLate(let interval): "next tap did not finish within \(Self.format(interval)) s"
        case .releasedTooEarly(let duration, let minimum):
            "released after \(Self.format(duration)) s (minimum \(Self.format(minimum)) s)"
        case .releasedBeforeMinimumDistance(let distance, let minimum):
            "released after moving \(Self.format(distance)) pt (minimum \(Self.format(minimum)) pt)"
        case .releasedBeforeThreshold: "released before passing its threshold"
        case .missingSecondPointer: "lifted before a second finger came down"
        case .cancelled: "cancelled"
        case .extraPointer(let pointer): "another finger (pointer \(pointer)) touched the view"
        case .eventMidstream(let pointer): "pointer \(pointer) was already down when the gesture began"
        case .notPrimaryButton(let button): "\(button.phrase) (taps, long presses and buttons take the primary button only)"
        case .notContextClick: "a primary click without control (a Mac's context menu opens on a secondary click or control-click)"
        case .competitorActive: "lost to an active gesture it waits for"
        case .disabled: "disabled"
        case .prevented: "prevented by a gesture that began first"
        case .requiredGestureRecognized: "a gesture it waits for was recognized"
        case .wrongNumberOfTouches(let count, let required):
            "\(count) \(count == 1 ? "finger" : "fingers") touched; it needs \(required)"
        case .tooSlow(let limit): "did not move far enough within \(Self.format(limit)) s"
        case .wrongDirection: "moved in a direction it does not recognize"
        case .movedAcross(let distance, let limit):
            "moved \(Self.format(distance)) pt across its direction (limit \(Self.format(limit)) pt by then)"
        case .movedBehindStart: "moved back behind where it went down"
        case .notAtScreenEdge(let distance, let limit):
            "touched \(Self.format(distance)) pt from the screen edge (limit \(Self.format(limit)) pt)"
        case .delegateRefusedToBegin: "its delegate answered false to gestureRecognizerShouldBegin"
        case .wrongAxis(let moved, let moves): "moved \(moved.rawValue); it moves \(moves.rawValue) only"
        case .releasedOutside(let distance, let limit):
            "released \(Self.format(distance)) pt outside the button (limit \(Self.format(limit)) pt)"
        case .notOnThumb: "touched the track, not the thumb"
        case .leftToContainer(let container): "left the touch to the \(container.rawValue)"
        }
    }

    /// Rounds to 0.01 so explanations read well; values themselves are never rounded.
    static func format(_ value: Double) -> String {
        // Beyond 2^53 there are no hundredths to round to, and Int64 may not hold the value.
        guard value.isFinite, value.magnitude < 1e15 else { return value.description }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}

/// What a gesture inherits from the gestures that take precedence over it (docs/semantics.md#combinator-phase-tables):
/// whether one of them is active, and whether they have all failed. The root inherits `failed`.
public struct InheritedPhase: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let active = InheritedPhase(rawValue: 1)
    public static let failed = InheritedPhase(rawValue: 2)
}
