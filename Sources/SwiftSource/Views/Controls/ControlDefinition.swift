import Recognizers
import TraceFormat

/// One of Apple's controls as scenes write it: everything the two scene formats and hit testing
/// know about it, in one type per control (`ScrollViewDefinition`, …); how it is laid out is the
/// same type's `ControlLayout` conformance in `Layout/Controls/`. What the control
/// does while a trace replays is its runtime in `Recognizers/Controls/`; what lint's probes
/// expect of it is `Control+Lint.swift` in ReplayKit.
protocol ControlDefinition: Sendable {
    /// The `"control"` value of a JSON view, and the control's name in records (`Control.name`).
    static var name: String { get }
    /// The JSON keys it takes besides `"control"` (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider).
    static var keys: [String] { get }
    /// The control a JSON view's keys describe; `keys` holds only keys of this control.
    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control

    /// The Swift types read as this control (`NavigationStack`, `NavigationView`); none when only
    /// JSON scenes have it.
    static var swiftTypes: [String] { get }
    /// The view a Swift initializer of one of `swiftTypes` makes: the control, its content or label as children.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode

    /// Whether it is hit on its whole box, modifiers included (the scrolling containers), rather
    /// than on the frame where its gestures are attached.
    static var hitsWholeBox: Bool { get }
    /// Whether the system sizes it (a Toggle's switch, a Slider's track): lint's `small-target`
    /// does not judge Apple's controls at the size Apple gives them.
    static var isSystemSized: Bool { get }
    /// Whether a Mac draws it at the system's size unless a style of the app's own draws it
    /// (a push button, a link, a pop-up menu): `small-target` judges it only when
    /// `.buttonStyle(.plain)`, `.borderless` or the app's own style leaves its label as the hit area.
    static var isSystemSizedOnMac: Bool { get }
    /// Whether it has a navigation bar of its own, which the views inside it tell and a
    /// container's gathering does not pass (a NavigationStack).
    static var hasNavigationBar: Bool { get }
    /// Whether a user acts on it directly (a Button, a List's rows, a ScrollView): a view whose
    /// body has one is interactive (`layout --list`, lint's roots). A container that only
    /// presents (a NavigationStack, a sheet) is not.
    static var isActedOn: Bool { get }
}

extension ControlDefinition {
    static var swiftTypes: [String] { [] }
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        throw reader.error(at: call.type, "'\(call.type.text)' is not read from Swift source; describe it in a JSON scene")
    }
    static var hitsWholeBox: Bool { false }
    static var isSystemSized: Bool { false }
    static var isSystemSizedOnMac: Bool { isSystemSized }
    static var hasNavigationBar: Bool { false }
}

/// A control in a view read from Swift source, with the definition that lays it out.
struct ControlNode {
    var control: Control
    var definition: any ControlDefinition.Type
}

/// Every control scenes can have (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): the one list the
/// JSON loader, the Swift reader and their suggestions read.
enum ControlDefinitions {
    static let all: [any ControlDefinition.Type] = [
        ScrollViewDefinition.self, ButtonDefinition.self, ListDefinition.self, TabViewDefinition.self,
        NavigationStackDefinition.self, SheetDefinition.self, ToggleDefinition.self, SliderDefinition.self,
    ]

    /// By JSON name.
    static let byName: [String: any ControlDefinition.Type] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// By Swift type name.
    static let bySwiftType: [String: any ControlDefinition.Type] =
        Dictionary(all.flatMap { definition in definition.swiftTypes.map { ($0, definition) } }, uniquingKeysWith: { first, _ in first })

    /// Every key a control may add to a JSON view, and the controls that take it, in `all`'s order.
    static let owners: [String: [String]] = {
        var owners: [String: [String]] = [:]
        for definition in all { for key in definition.keys { owners[key, default: []].append(definition.name) } }
        return owners
    }()
}
