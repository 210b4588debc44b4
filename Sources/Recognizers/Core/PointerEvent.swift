import FoundationEssentials

/// A point on the replay's virtual clock: whole nanoseconds since the start of the trace.
public struct GestureTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    public init(seconds: Double) { nanoseconds = Self.clampedNanoseconds(seconds) }
    public var seconds: Double { Double(nanoseconds) / 1e9 }
    public static func < (lhs: GestureTime, rhs: GestureTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    /// Later by `seconds`, saturating: a deadline a gesture's parameters put past the end of
    /// time (`LongPressGesture(minimumDuration: 1e300)`) is simply never reached.
    public static func + (time: GestureTime, seconds: Double) -> GestureTime {
        let (sum, overflow) = time.nanoseconds.addingReportingOverflow(clampedNanoseconds(seconds))
        guard overflow else { return GestureTime(nanoseconds: sum) }
        return GestureTime(nanoseconds: seconds > 0 ? .max : .min)
    }

    /// `seconds` in whole nanoseconds, clamped to what Int64 holds (NaN counts as 0).
    static func clampedNanoseconds(_ seconds: Double) -> Int64 {
        let nanoseconds = (seconds * 1e9).rounded()
        if nanoseconds.isNaN { return 0 }
        if nanoseconds >= 9.2e18 { return .max }
        if nanoseconds <= -9.2e18 { return .min }
        return Int64(nanoseconds)
    }
    public static func - (lhs: GestureTime, rhs: GestureTime) -> Double {
        Double(lhs.nanoseconds &- rhs.nanoseconds) / 1e9
    }
    public var description: String { "\(seconds)" }

    /// The `Date` SwiftUI would put in a value's `time`: trace time 0 is the reference date
    /// (2001-01-01 00:00:00 UTC).
    public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }
}

/// What a touch did, in UIKit's words; the trace's down/move/up/cancel map onto them (docs/semantics.md#proposals-implemented).
public enum TouchPhase: UInt8, Sendable {
    case began, moved, ended, cancelled
}

/// The phase of a continuous interaction that is not a touch: a trackpad's magnify or rotation
/// (NSEvent's `phase`; libinput's begin, update, end and cancel), a Pencil's squeeze
/// (`UIPencilInteraction.Phase`).
public enum InteractionPhase: Sendable {
    case began, changed, ended, cancelled
}

/// What made a pointer event, in SwiftUI's words (`GestureInputKinds`, iOS and macOS 27;
/// docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil): a finger on the screen, an Apple Pencil, a mouse or
/// trackpad button press, fingers on a trackpad's surface (or an indirect pinch in visionOS).
///
/// `transform` is the engine's own: the two contacts it derives from a trackpad's pinch or
/// rotation (`TrackpadTransform`), which only pinch and rotation recognizers take — UIKit's
/// `UIEvent.EventType.transform` (docs/semantics.md#input-beyond-touch). No trace line carries it, and
/// it is in no `GestureInputKinds`.
public enum PointerInput: UInt8, Sendable, CaseIterable {
    case directTouch, pencil, pointer, indirectTouch, transform
}

/// The kinds of input a gesture takes (SwiftUI's `GestureInputKinds`): `PointerListener`, the
/// listener of every single-pointer primitive, passes over the events of other kinds.
public struct GestureInputKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ input: PointerInput) { rawValue = 1 << input.rawValue }

    public static let directTouch = GestureInputKinds(.directTouch)
    public static let pencil = GestureInputKinds(.pencil)
    public static let pointer = GestureInputKinds(.pointer)
    public static let indirectTouch = GestureInputKinds(.indirectTouch)
    public static let all: GestureInputKinds = [.directTouch, .pencil, .pointer, .indirectTouch]

    public func contains(_ input: PointerInput) -> Bool { rawValue & (1 << input.rawValue) != 0 }
}

/// A mouse or trackpad button (SwiftUI's `MouseEvent.Button`: primary, secondary, other(n)).
public struct PointerButton: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let primary = PointerButton(rawValue: 0)
    public static let secondary = PointerButton(rawValue: 1)
    public static let middle = PointerButton(rawValue: 2)

    public var description: String {
        switch rawValue {
        case 0: "primary"
        case 1: "secondary"
        case 2: "middle"
        default: "button \(rawValue)"
        }
    }

    /// The button in a sentence: "the secondary button" reads "secondary button", a fourth
    /// button "button 3".
    public var phrase: String { rawValue <= 2 ? "\(self) button" : "\(self)" }
}

/// The modifier keys held during an event: SwiftUI's `EventModifiers`, with its bits.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
}

/// One pointer's event as the gestures see it: global (window) points, y down.
///
/// A mouse opens one event stream per button it presses (docs/semantics.md#input-beyond-touch): `pointer`
/// is the stream — the trace's id for a finger, a Pencil or a mouse's primary button, and
/// `stream(of:button:)` for its other buttons — so each button binds, hit-tests and ends on its
/// own, as SwiftUI's `MouseEvent`s do.
public struct PointerEvent: Equatable, Sendable {
    public var pointer: Int64
    public var phase: TouchPhase
    /// What made it; beside `phase`, where the struct has room for it.
    public var input: PointerInput
    /// The mouse or trackpad button whose stream this is; `.primary` for every other input.
    public var button: PointerButton
    public var modifiers: EventModifiers
    public var location: CGPoint
    public var time: GestureTime

    public init(pointer: Int64, phase: TouchPhase, location: CGPoint, time: GestureTime, input: PointerInput = .directTouch,
                button: PointerButton = .primary, modifiers: EventModifiers = []) {
        self.pointer = pointer
        self.phase = phase
        self.input = input
        self.button = button
        self.modifiers = modifiers
        self.location = location
        self.time = time
    }

    /// The stream of a mouse's `button`: the id itself for the primary button, and for the
    /// others the id with the button in its top byte. The reader refuses a pointer whose stream
    /// would be another live one's (docs/trace-format.md); reports name the trace's id
    /// (`tracePointer`), never the stream.
    @inlinable
    public static func stream(of pointer: Int64, button: PointerButton) -> Int64 {
        // The primary button's 0 leaves the id as it is, with no branch on the hot path.
        pointer ^ (Int64(button.rawValue) << 56)
    }

    /// The trace's id of the pointer whose stream this is.
    public var tracePointer: Int64 { Self.stream(of: pointer, button: button) }
}
