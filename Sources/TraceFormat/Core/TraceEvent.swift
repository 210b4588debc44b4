/// What a line of a trace is: a pointer's phase, or (trace format version 2) a kind of line that
/// is not a pointer's contact. Each new kind is a new `phase` value so a version-1 reader fails
/// loudly on it rather than misreading it (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil). UIKit's and
/// the DOM's names are accepted as aliases for the four contact phases when reading.
public enum PointerPhase: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case down, move, up, cancel
    /// A pointer or Apple Pencil over the content with no button down or not touching (v2).
    case hover
    /// A pointer leaving the window, or a Pencil leaving hover range (v2).
    case leave
    /// A scroll wheel's or a trackpad's two-finger scroll at the cursor (v2).
    case scroll
    /// A trackpad pinch: `delta` as AppKit's `NSEvent.magnification` (v2).
    case magnify
    /// A trackpad rotation: `delta` in degrees, clockwise positive (v2).
    case rotate
    /// A trackpad's two-finger double tap (v2).
    case smartMagnify
    /// An Apple Pencil Pro squeeze (v2).
    case squeeze
    /// An Apple Pencil double tap (v2).
    case pencilDoubleTap
    /// A hardware key goes down (v2): `key`, `characters`, `mods`.
    case keydown
    /// A held key repeats (v2). Repeats are recorded, never made up (docs/trace-format.md#version-2-keys-focus-and-assistive-technologies).
    case keyrepeat
    /// A hardware key comes up (v2).
    case keyup
    /// Focus moves to a view, or away from every view (v2): what `@FocusState` or Tab does.
    case focus
    /// An assistive technology acts on an element (v2): `action`, `view`, `name`, `edge`, `via`.
    case a11y

    public var description: String {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .hover: "hover"
        case .leave: "leave"
        case .scroll: "scroll"
        case .magnify: "magnify"
        case .rotate: "rotate"
        case .smartMagnify: "smartMagnify"
        case .squeeze: "squeeze"
        case .pencilDoubleTap: "pencilDoubleTap"
        case .keydown: "keydown"
        case .keyrepeat: "keyrepeat"
        case .keyup: "keyup"
        case .focus: "focus"
        case .a11y: "a11y"
        }
    }

    /// A contact's phase — down, move, up, cancel — what version 1 has and the gestures see.
    @inlinable public var isContact: Bool {
        switch self {
        case .down, .move, .up, .cancel: true
        case .hover, .leave, .scroll, .magnify, .rotate, .smartMagnify, .squeeze, .pencilDoubleTap,
             .keydown, .keyrepeat, .keyup, .focus, .a11y: false
        }
    }
    /// A line about one pointer: a contact, a hover or a leave.
    @inlinable public var isPointer: Bool {
        switch self {
        case .down, .move, .up, .cancel, .hover, .leave: true
        case .scroll, .magnify, .rotate, .smartMagnify, .squeeze, .pencilDoubleTap,
             .keydown, .keyrepeat, .keyup, .focus, .a11y: false
        }
    }
    /// A line at a place in the window (`x`, `y`): a pointer's, a scroll's, a trackpad gesture's.
    public var hasPosition: Bool {
        switch self {
        case .down, .move, .up, .cancel, .hover, .leave, .scroll, .magnify, .rotate, .smartMagnify: true
        case .squeeze, .pencilDoubleTap, .keydown, .keyrepeat, .keyup, .focus, .a11y: false
        }
    }
    /// A line some pointing device makes, with its `input`: not a key's, a focus move's or an
    /// assistive technology's, which no profile's inputs refuse.
    public var hasInput: Bool {
        switch self {
        case .down, .move, .up, .cancel, .hover, .leave, .scroll, .magnify, .rotate, .smartMagnify, .squeeze, .pencilDoubleTap: true
        case .keydown, .keyrepeat, .keyup, .focus, .a11y: false
        }
    }
    /// A hardware key's line: keydown, keyrepeat, keyup.
    public var isKey: Bool { self == .keydown || self == .keyrepeat || self == .keyup }

    /// Every spelling the reader accepts, canonical names first.
    /// The names are `description`'s, the one statement of them; the aliases follow.
    public static let spellings: [(String, PointerPhase)] = allCases.map { ($0.description, $0) } + [
        ("began", .down), ("moved", .move), ("ended", .up), ("cancelled", .cancel), ("canceled", .cancel),
        ("pointerdown", .down), ("pointermove", .move), ("pointerup", .up), ("pointercancel", .cancel),
    ]
}

/// What made a pointer event, as a trace names it (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil, the `input`
/// key; Apple's `GestureInputKinds`): a finger on the screen, an Apple Pencil, a mouse or
/// trackpad button press with the pointer over the content, or fingers on a trackpad's surface.
public enum InputKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case touch, pencil, pointer, indirect

    public var description: String {
        switch self {
        case .touch: "touch"
        case .pencil: "pencil"
        case .pointer: "pointer"
        case .indirect: "indirect"
        }
    }

    /// Whether it can hover: a cursor and a Pencil can; a finger is not seen until it touches,
    /// and visionOS never reports gaze (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil).
    public var hovers: Bool { self == .pointer || self == .pencil }
}

/// The modifier keys held during an event (`mods`), as SwiftUI's `EventModifiers` numbers them.
public struct ModifierKeys: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let capsLock = ModifierKeys(rawValue: 1 << 0)
    public static let shift = ModifierKeys(rawValue: 1 << 1)
    public static let control = ModifierKeys(rawValue: 1 << 2)
    public static let option = ModifierKeys(rawValue: 1 << 3)
    public static let command = ModifierKeys(rawValue: 1 << 4)
    public static let numericPad = ModifierKeys(rawValue: 1 << 5)
    public static let function = ModifierKeys(rawValue: 1 << 6)

    /// The names a trace writes, in `EventModifiers`' order.
    public static let names: [(String, ModifierKeys)] = [
        ("capsLock", .capsLock), ("shift", .shift), ("control", .control), ("option", .option),
        ("command", .command), ("numericPad", .numericPad), ("function", .function),
    ]

    public var names: [String] { Self.names.filter { contains($0.1) }.map(\.0) }
}

/// The phase a continuous non-pointer line carries: a scroll's `scroll` and `momentum`, a
/// trackpad gesture's `gesture`, a squeeze's `state` (AppKit's `NSEvent.Phase` and UIKit's
/// `UIPencilInteraction.Phase` names).
public enum LinePhase: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Not given: a scroll wheel's discrete step.
    case none
    case mayBegin, began, changed, ended, cancelled

    public var description: String {
        switch self {
        case .none: "none"
        case .mayBegin: "mayBegin"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// One line of a trace: an event at a time, in global (window) points, y pointing down. Most
/// lines are a pointer's contact (`down`, `move`, `up`, `cancel`); version 2 adds what a mouse,
/// a trackpad and a Pencil do (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil). Keys a line does not carry keep
/// their defaults: the primary button, no modifiers, NaN for a Pencil value not given.
///
/// 64 bytes, as small as a finger's event allows: the replay copies every event several times
/// between the reader's thread and the engine, and at 120 bytes (every value its own field) the
/// drag benchmark took 22% more instructions per event (docs/performance.md). Version 2's small
/// values share one word, and its numbers two: a scroll's `dx`/`dy` or a trackpad gesture's
/// `delta` in full precision, or a Pencil's four values in single precision.
public struct TraceEvent: Equatable, Sendable {
    public var time: TraceTime
    /// The pointer's id; a `squeeze` or `pencilDoubleTap` line's `pencil`, a `scroll`'s `id`, or 0.
    public var pointer: Int64
    public var x: Double
    public var y: Double
    /// Where the event came from, so later stages can point at it.
    public var line: Int
    public var phase: PointerPhase
    /// What made it.
    public var input: InputKind
    /// The mouse or trackpad button of a `pointer` line (`button`): 0 primary, 1 secondary,
    /// 2 middle, then others up to 15.
    public var button: UInt8
    /// The modifier keys held (`mods`).
    public var modifiers: ModifierKeys
    /// `stage` (bits 0–2), `momentum` (bits 3–5), `inLines` (bit 6).
    private var phases: UInt8
    /// The recorded click count (`clicks`), up to 255; 0 when not given. Informational (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil).
    public var clicks: UInt8
    /// A mouse's buttons that are down after its line, one bit per button (bit 0 also for a
    /// Pencil's contact; 0 on a finger's lines, which have no buttons): what the reader knows of
    /// the pointer, so a `move` reaches every pressed button's event stream (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil).
    public var buttonsDown: UInt16
    /// A scroll's `dx`, a trackpad gesture's `delta`; on a pointer line, two of the Pencil's values.
    private var first: Double
    /// A scroll's `dy`; on a pointer line, the other two of the Pencil's values.
    private var second: Double

    public init(time: TraceTime, pointer: Int64, phase: PointerPhase, x: Double, y: Double, line: Int = 0,
                input: InputKind = .touch) {
        self.time = time
        self.pointer = pointer
        self.x = x
        self.y = y
        self.line = line
        self.phase = phase
        self.input = input
        self.button = 0
        self.modifiers = []
        self.phases = 0
        self.clicks = 0
        self.buttonsDown = 0
        self.first = phase.isPointer ? Self.noPencilValues : 0
        self.second = phase.isPointer ? Self.noPencilValues : 0
    }

    /// Two single-precision NaNs in one word: no Pencil values.
    private static let noPencilValues = Double(bitPattern: UInt64(Float.nan.bitPattern) << 32 | UInt64(Float.nan.bitPattern))

    /// A scroll's, a magnify's or a rotate's `stage`: `scroll`, `gesture`, `state`.
    public var stage: LinePhase {
        get { LinePhase(rawValue: phases & 0b111) ?? .none }
        set { phases = phases & ~0b111 | newValue.rawValue }
    }

    /// A scroll's `momentum` phase.
    public var momentum: LinePhase {
        get { LinePhase(rawValue: phases >> 3 & 0b111) ?? .none }
        set { phases = phases & ~0b111000 | newValue.rawValue << 3 }
    }

    /// A scroll's unit is lines (`"unit": "line"`), not points.
    public var inLines: Bool {
        get { phases & 0b100_0000 != 0 }
        set { phases = newValue ? phases | 0b100_0000 : phases & ~0b100_0000 }
    }

    /// A scroll's `dx`; a magnify's or rotate's `delta`.
    public var dx: Double {
        get { phase.isPointer ? 0 : first }
        set { if !phase.isPointer { first = newValue } }
    }

    /// A scroll's `dy`.
    public var dy: Double {
        get { phase.isPointer ? 0 : second }
        set { if !phase.isPointer { second = newValue } }
    }

    /// `pressure` (0…1) of a contact; NaN when not given.
    public var pressure: Double {
        get { phase == .hover ? .nan : pencilValue(first, high: true) }
        set { if phase != .hover { if phase.isPointer { first = Self.word(first, setting: newValue, high: true) } } }
    }

    /// A hover's `zOffset` (0…1); NaN when not given.
    public var zOffset: Double {
        get { phase == .hover ? pencilValue(first, high: true) : .nan }
        set { if phase == .hover { if phase.isPointer { first = Self.word(first, setting: newValue, high: true) } } }
    }

    /// A Pencil's `altitude` (radians); NaN when not given.
    public var altitude: Double {
        get { pencilValue(first, high: false) }
        set { if phase.isPointer { first = Self.word(first, setting: newValue, high: false) } }
    }

    /// A Pencil's `azimuth` (radians); NaN when not given.
    public var azimuth: Double {
        get { pencilValue(second, high: true) }
        set { if phase.isPointer { second = Self.word(second, setting: newValue, high: true) } }
    }

    /// A Pencil's `roll` (radians); NaN when not given (a visionOS line's `z` shares its word).
    public var roll: Double {
        get { input == .pencil ? pencilValue(second, high: false) : .nan }
        set { if phase.isPointer, input == .pencil { second = Self.word(second, setting: newValue, high: false) } }
    }

    /// A visionOS hand (`hand`): which one pinches or touches.
    public enum Hand: UInt8, Sendable, CustomStringConvertible {
        case unknown, left, right
        public var description: String {
            switch self {
            case .unknown: "unknown"
            case .left: "left"
            case .right: "right"
            }
        }
    }

    /// A visionOS line's `hand`, kept in `clicks`' low bits (a mouse's key, never on these inputs).
    public var hand: Hand {
        input == .indirect || input == .touch ? Hand(rawValue: clicks & 0b11) ?? .unknown : .unknown
    }

    /// A visionOS line's `pinch` (a pinch or, false, a poke), in `clicks`' next two bits; nil when
    /// the line does not say.
    public var pinch: Bool? {
        guard input == .indirect || input == .touch else { return nil }
        switch clicks >> 2 & 0b11 {
        case 1: return true
        case 2: return false
        default: return nil
        }
    }

    // MARK: Keys, focus and assistive technologies
    //
    // Their lines have no position and no Pencil values: a name is kept in `pointer`, a second
    // one in `first`'s bits, an action in `button` and its technology and edge in `clicks`.

    /// A key line's `key`; a `focus` or `a11y` line's `view` (`none` for `"view": null`).
    public var name: TraceName {
        get { phase.isPointer ? .none : TraceName(index: UInt32(truncatingIfNeeded: pointer)) }
        set { if !phase.isPointer { pointer = Int64(newValue.index) } }
    }

    /// A key line's `characters`; an `a11y` line's `name`; `none` when not given.
    public var secondName: TraceName {
        get { phase.isKey || phase == .a11y ? TraceName(index: UInt32(truncatingIfNeeded: first.bitPattern)) : .none }
        set { if phase.isKey || phase == .a11y { first = Double(bitPattern: UInt64(newValue.index)) } }
    }

    /// An `a11y` line's `action`.
    public var accessibilityAction: AccessibilityActionName {
        get { phase == .a11y ? AccessibilityActionName(rawValue: button) ?? .activate : .activate }
        set { if phase == .a11y { button = newValue.rawValue } }
    }

    /// An `a11y` line's `via`.
    public var assistiveTechnology: AssistiveTechnology {
        get { phase == .a11y ? AssistiveTechnology(rawValue: clicks & 0b11) ?? .voiceOver : .voiceOver }
        set { if phase == .a11y { clicks = clicks & ~0b11 | newValue.rawValue } }
    }

    /// An `a11y` scroll's `edge`.
    public var edge: ScrollEdgeName {
        get { phase == .a11y ? ScrollEdgeName(rawValue: clicks >> 2 & 0b111) ?? .none : .none }
        set { if phase == .a11y { clicks = clicks & ~0b11100 | newValue.rawValue << 2 } }
    }

    mutating func setVision(hand: Hand, pinch: Bool?) {
        clicks = hand.rawValue | (pinch.map { $0 ? 1 : 2 } ?? 0) << 2
    }

    /// A visionOS line's `z` (points, `location3D.z`), kept where a Pencil's roll is; NaN when not given.
    public var z: Double {
        get { input == .indirect || input == .touch ? pencilValue(second, high: false) : .nan }
        set { if input == .indirect || input == .touch, phase.isPointer { second = Self.word(second, setting: newValue, high: false) } }
    }

    /// One of a pointer line's single-precision values, as the Double its shortest decimal
    /// text reads as — so the 0.7 a trace says stays 0.7, not 0.699999988079071.
    private func pencilValue(_ word: Double, high: Bool) -> Double {
        guard phase.isPointer else { return .nan }
        let bits = word.bitPattern
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: high ? bits >> 32 : bits))
        return value.isNaN ? .nan : Double(value.description) ?? Double(value)
    }

    private static func word(_ word: Double, setting value: Double, high: Bool) -> Double {
        let bits = UInt64(Float(value).bitPattern)
        let old = word.bitPattern
        return Double(bitPattern: high ? old & 0xFFFF_FFFF | bits << 32 : old & 0xFFFF_FFFF_0000_0000 | bits)
    }

    /// Whether the line uses anything of version 2: an input other than a finger, a new phase or
    /// key. A version-1 reader would misread or refuse it.
    /// Event streams the engine's two contacts of a trackpad's pinch use
    /// (`TrackpadTransform.contactIDs`): the reader refuses a pointer whose stream is one while a
    /// trackpad gesture is under way, and a trackpad gesture while such a pointer is down.
    public static let reservedPointers: ClosedRange<Int64> = Int64.min...(Int64.min + 1)

    /// The event stream of the tap an assistive technology's activation synthesizes
    /// (`InputConstants.synthesizedTapPointer`): no trace's pointer may use it.
    public static let assistivePointer = Int64.min + 2

    /// A squeeze's or Pencil double tap's `pencil` when the line names none: any Pencil.
    public static let anyPencil = Int64.min

    public var isVersion2: Bool {
        !phase.isContact || input != .touch || button != 0 || !modifiers.isEmpty || clicks != 0
            || first.bitPattern != Self.noPencilValues.bitPattern || second.bitPattern != Self.noPencilValues.bitPattern
    }

    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.time == rhs.time && lhs.pointer == rhs.pointer && lhs.phase == rhs.phase
            && lhs.input == rhs.input && lhs.button == rhs.button && lhs.modifiers == rhs.modifiers
            && lhs.phases == rhs.phases && lhs.clicks == rhs.clicks && lhs.x.bitPattern == rhs.x.bitPattern
            && lhs.y.bitPattern == rhs.y.bitPattern && lhs.first.bitPattern == rhs.first.bitPattern
            && lhs.second.bitPattern == rhs.second.bitPattern
    }
}

/// The optional first line of a trace that carries replay settings instead of an event.
public struct TraceHeader: Equatable, Sendable {
    /// The `profile` value, with the column where it was written.
    public var profile: (name: String, line: Int, column: Int)?
    /// The raw JSON text of the `scene` object, with where it starts.
    public var scene: (json: String, line: Int, column: Int)?
    /// The raw JSON string token of the `gesture` expression (quotes included), with where it starts.
    public var gesture: (json: String, line: Int, column: Int)?
    /// The `view` value: the root view of a Swift-source scene, as `--view` names it.
    public var view: (name: String, line: Int, column: Int)?
    /// The `device` value: the device preset a Swift-source scene is laid out on, as `--device` names it.
    public var device: (name: String, line: Int, column: Int)?
    /// `doubleClickInterval`: a Mac user's double-click setting, seconds (v2).
    public var doubleClickInterval: (seconds: Double, line: Int, column: Int)?
    /// `lineHeight`: how far a scroll wheel's line scrolls, points (v2).
    public var lineHeight: (points: Double, line: Int, column: Int)?
    /// `indirectInputEvents`: an iPad app's `UIApplicationSupportsIndirectInputEvents` (v2).
    public var indirectInputEvents: (value: Bool, line: Int, column: Int)?
    /// `quirks`: platform bugs to replay, by name (v2).
    public var quirks: (names: [String], line: Int, column: Int)?
    /// The `preview` value: a preview of a Swift-source scene as the root, as `--preview`
    /// names it (v2).
    public var preview: (name: String, line: Int, column: Int)?
    /// `fullKeyboardAccess`: the system's keyboard navigation is on, so Tab moves focus and
    /// controls take it (v2, docs/trace-format.md#version-2-keys-focus-and-assistive-technologies).
    public var fullKeyboardAccess: (value: Bool, line: Int, column: Int)?

    public init() {}

    public static func == (lhs: TraceHeader, rhs: TraceHeader) -> Bool {
        lhs.profile?.name == rhs.profile?.name && lhs.scene?.json == rhs.scene?.json
            && lhs.gesture?.json == rhs.gesture?.json && lhs.view?.name == rhs.view?.name
            && lhs.device?.name == rhs.device?.name
            && lhs.doubleClickInterval?.seconds == rhs.doubleClickInterval?.seconds
            && lhs.lineHeight?.points == rhs.lineHeight?.points
            && lhs.indirectInputEvents?.value == rhs.indirectInputEvents?.value
            && lhs.quirks?.names == rhs.quirks?.names
            && lhs.fullKeyboardAccess?.value == rhs.fullKeyboardAccess?.value
            && lhs.preview?.name == rhs.preview?.name
    }
}
