import Recognizers
import TraceFormat

/// A gesture written as SwiftUI source, parsed: a primitive and the chain of modifiers applied to
/// it. Closure bodies are not kept; what matters is where a callback is attached.
package indirect enum GestureExpression: Sendable {
    case primitive(Primitive)
    case onChanged(GestureExpression, CallbackBody? = nil)
    case onEnded(GestureExpression, CallbackBody? = nil)
    case updating(GestureExpression, state: String, CallbackBody? = nil)
    case map(GestureExpression, keyPath: [String], resultType: ValueType)
    /// `.map { value -> SwipeDirection in value.translation.width < 0 ? .left : .right }`: a
    /// closure of one expression, evaluated on every value as a callback's assignments are.
    case mapClosure(GestureExpression, MapClosure, resultType: ValueType)
    case simultaneous(GestureExpression, GestureExpression)
    case sequence(GestureExpression, GestureExpression)
    case exclusive(GestureExpression, GestureExpression)
    /// A gesture the scene gives a name — a custom `struct SwipeLeftGesture: Gesture`, a
    /// `var drag: some Gesture`, a function that makes one — as written where it is used
    /// (`SwipeLeftGesture()`, `drag`), around what it expands to. It changes nothing but the
    /// records' `written` key, so a user finds their own name beside the canonical spelling.
    case named(String, GestureExpression)
    /// `.recorded("drag")`, GestureRecorder's modifier (docs/recording.md): on a device it adds
    /// `.updating`, `.onChanged` and `.onEnded` (`.onEnded` alone when the value is not
    /// Equatable) that write the device's records; here it adds the same callbacks, whose
    /// records carry the name, so `conformance` can set one beside the other.
    case recorded(GestureExpression, name: String)

    package enum Primitive: Equatable {
        case tap(count: Int)
        case spatialTap(count: Int, coordinateSpace: CoordinateSpace)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        case drag(minimumDistance: Double, coordinateSpace: CoordinateSpace)
        /// `deprecatedName` is MagnificationGesture, whose value is only the magnification.
        case magnify(minimumScaleDelta: Double, deprecatedName: Bool)
        /// `deprecatedName` is RotationGesture, whose value is only the angle.
        case rotate(minimumAngleDelta: WrittenAngle, deprecatedName: Bool)

        /// The type of the gesture's `Value`, from its catalog entry.
        package var valueType: ValueType { entry.valueType }
    }

    /// An angle as it was written, so descriptions keep the user's unit.
    package struct WrittenAngle: Equatable {
        package var value: Double
        package var inDegrees: Bool
        package var angle: Angle { inDegrees ? .degrees(value) : .radians(value) }
        package var description: String { (inDegrees ? ".degrees(" : ".radians(") + NumberFormat.string(value) + ")" }
    }

    package var valueType: ValueType {
        switch self {
        case .primitive(let primitive): primitive.valueType
        case .onChanged(let base, _), .onEnded(let base, _), .updating(let base, _, _): base.valueType
        case .map(_, _, let resultType), .mapClosure(_, _, let resultType): resultType
        case .simultaneous(let first, let second): .simultaneous(first.valueType, second.valueType)
        case .sequence(let first, let second): .sequence(first.valueType, second.valueType)
        case .exclusive(let first, let second): .exclusive(first.valueType, second.valueType)
        case .named(_, let base), .recorded(let base, _): base.valueType
        }
    }

    /// The canonical SwiftUI spelling without callbacks: the primitive with the arguments that
    /// differ from SwiftUI's defaults, then any `.map`. This is the `gesture` field of records.
    package var description: String {
        switch self {
        case .primitive(let primitive): primitive.description
        case .onChanged(let base, _), .onEnded(let base, _), .updating(let base, _, _): base.description
        case .map(let base, let keyPath, _): base.description + ".map(\\." + keyPath.joined(separator: ".") + ")"
        case .mapClosure(let base, _, _): base.description + ".map { … }"
        case .simultaneous(let first, let second): first.description + ".simultaneously(with: " + second.description + ")"
        case .sequence(let first, let second): first.description + ".sequenced(before: " + second.description + ")"
        case .exclusive(let first, let second): first.description + ".exclusively(before: " + second.description + ")"
        case .named(_, let base), .recorded(let base, _): base.description
        }
    }

    /// The gesture as the scene's source names it, where that differs from `description`: a
    /// named gesture's use (`SwipeLeftGesture()`), with the callbacks and `.map` written after it.
    package var written: String? {
        switch self {
        case .named(let name, _): name
        case .onChanged(let base, _), .onEnded(let base, _), .updating(let base, _, _), .recorded(let base, _): base.written
        case .map(let base, let keyPath, _): base.written.map { $0 + ".map(\\." + keyPath.joined(separator: ".") + ")" }
        case .mapClosure(let base, _, _): base.written.map { $0 + ".map { … }" }
        case .primitive, .simultaneous, .sequence, .exclusive: nil
        }
    }
}

extension GestureExpression.Primitive: CustomStringConvertible {
    /// `DragGesture(minimumDistance: 5)`: the name and the arguments that differ from SwiftUI's
    /// defaults, as the catalog spells them.
    package var description: String {
        let entry = self.entry
        return entry.name + "(" + entry.arguments(self).joined(separator: ", ") + ")"
    }
}

/// A callback's closure as written, kept so a scene from Swift source can evaluate its simple
/// assignments to state (`StateEffects.swift`); nil for a function reference (`.onEnded(perform)`).
package struct CallbackBody: Sendable {
    let context: SourceContext
    let closure: ClosureSyntax
    /// Its statements, read at load; nil for an empty body (`{ }`, `{ _ in }`), which has none.
    let program: CallbackProgram?

    init(reader: SourceReader, closure: ClosureSyntax) {
        context = reader.context
        self.closure = closure
        program = closure.body.isEmpty ? nil : CallbackProgram(reader: reader, closure: closure)
    }

    /// The view instance whose state the callback assigns.
    package var instance: Int { context.instance }

    /// The closure's parameters as written (`location` in `{ location in … }`); empty for `$0`.
    package var parameterNames: [String] { closure.parameters.map(\.text) }
}

/// A `.map { … }` closure whose body is one expression (or `return` and one), read at load and
/// evaluated on each value with the view's state in scope (`StateEffects.map`).
package struct MapClosure {
    let context: SourceContext
    let closure: ClosureSyntax
    let result: ValueSyntax
}

/// One view modifier of a scene, parsed from SwiftUI source.
package struct ModifierSpec: Sendable {
    /// `indirect`: a gesture's payload (its callbacks' programs) is large, and the views of a
    /// scene that repeat a modifier share one payload rather than each holding a copy.
    package indirect enum Kind: Sendable {
        case gesture(GestureExpression, priority: ViewGesture.Priority, mask: GestureMask)
        /// `.gesture(model.drag)`: a gesture the reader cannot see (a model's, another type's),
        /// as written. It is listed and counted among the view's event modifiers, and replays as
        /// a gesture that never recognizes and blocks none (docs/scene-format.md#approximations).
        case opaqueGesture(written: String)
        /// `.gesture(UITapGestureRecognizer(…))`: a UIKit recognizer, as a representable.
        case platformGesture(PlatformRecognizerSpec)
        /// `coordinateSpace` is set for the spatial form, whose `perform` receives the location.
        case onTapGesture(count: Int, coordinateSpace: CoordinateSpace?, perform: CallbackBody? = nil)
        case onLongPressGesture(minimumDuration: Double, maximumDistance: Double, reportsPressing: Bool,
                                perform: CallbackBody? = nil, onPressingChanged: CallbackBody? = nil)
        case coordinateSpace(String)
        case disabled(Bool)
        /// `.accessibilityAction`, `.accessibilityAddTraits(.isButton)`, …: read for `lint`, never run.
        case accessibility(AccessibilityModifier)
        /// `.onHover { }` and `.onContinuousHover(coordinateSpace:) { }`: callbacks a hovering
        /// pointer runs, counted among the view's event modifiers as gestures are.
        case hover(HoverModifier)
        /// `.onPencilSqueeze { }` and `.onPencilDoubleTap { }`: callbacks an Apple Pencil runs on
        /// every view that has one, counted among the view's event modifiers as gestures are.
        case pencil(PencilModifier)
        /// `.onKeyPress(…)` in any of its forms: callbacks a focused view's keys run.
        case keyPress(KeyPressModifier)
        /// `.focusable(_:interactions:)`, `.focused($f)`, `.focused($f, equals: v)`.
        case focus(FocusModifier)
        /// `.keyboardShortcut(_:modifiers:)` on a Button or Toggle.
        case keyboardShortcut(KeyboardShortcut)
        /// `.contextMenu { … }` in a JSON scene's modifiers: the loader makes it the view's role
        /// (`SceneSpec.contextMenu`), as the Swift reader does.
        case contextMenu
    }

    package var kind: Kind
    /// The modifier's name as written.
    package var name: String
    /// Where the modifier's name is, in the file the scene came from (`lint` findings point at it).
    package var position: SourcePosition? = nil

    package init(kind: Kind, name: String, position: SourcePosition? = nil) {
        self.kind = kind
        self.name = name
        self.position = position
    }

    /// Whether it attaches a gesture.
    package var attachesGesture: Bool {
        switch kind {
        case .gesture, .platformGesture, .onTapGesture, .onLongPressGesture: true
        // One the reader cannot see attaches nothing a probe could find: lint does not judge it.
        case .coordinateSpace, .disabled, .accessibility, .hover, .pencil, .keyPress, .focus, .keyboardShortcut, .opaqueGesture, .contextMenu: false
        }
    }

    /// Whether it counts in the records' `modifier` index: a gesture, or a callback an event
    /// runs (docs/output-format.md#json---format-json-the-default-when-standard-output-is-not-a-terminal: event
    /// modifiers count as gesture modifiers do).
    package var isEventModifier: Bool {
        switch kind {
        case .hover, .pencil, .keyPress, .opaqueGesture: true
        case .focus(let focus): focus.binding != nil
        case .accessibility(let accessibility): accessibility.isHandler
        default: attachesGesture
        }
    }

    /// A gesture modifier as `layout` lists it: `.gesture(DragGesture())`, `.onTapGesture(count: 2)`,
    /// `.gesture(SwipeGesture() = DragGesture(minimumDistance: 20))` — as records spell them.
    package var listing: String? {
        switch kind {
        case .gesture(let expression, _, _): "." + name + "(" + (expression.written.map { $0 + " = " } ?? "") + expression.description + ")"
        case .platformGesture(let platform): ".gesture(" + (platform.written.map { $0 + " = " } ?? "") + platform.kind.description + ")"
        case .onTapGesture(let count, _, _): written ?? ".onTapGesture" + (count == 1 ? "" : "(count: \(count))")
        case .onLongPressGesture(let duration, _, _, _, _):
            ".onLongPressGesture" + (duration == GestureConstants.longPressMinimumDuration ? "" : "(minimumDuration: \(NumberFormat.string(duration)))")
        case .hover(let hover): hover.spelling
        case .pencil(let pencil): pencil.spelling
        case .keyPress(let press): press.spelling
        case .focus(let focus): focus.spelling
        case .accessibility(let accessibility): accessibility.spelling
        case .keyboardShortcut(let shortcut): Self.spelling(of: shortcut)
        case .contextMenu: ".contextMenu"
        case .opaqueGesture(let written): "." + name + "(" + written + ")"
        case .coordinateSpace, .disabled: nil
        }
    }

    /// `.keyboardShortcut("s")`, `.keyboardShortcut(.defaultAction)`, `.keyboardShortcut("n",
    /// modifiers: [.command, .shift])`: as `layout` lists it.
    static func spelling(of shortcut: KeyboardShortcut) -> String {
        if shortcut == .defaultAction { return ".keyboardShortcut(.defaultAction)" }
        if shortcut == .cancelAction { return ".keyboardShortcut(.cancelAction)" }
        var text = ".keyboardShortcut(" + KeyPressModifier.spell(shortcut.key.character)
        if shortcut.modifiers != .command {
            let names = ModifierKeys(rawValue: shortcut.modifiers.rawValue).names.map { "." + $0 }
            text += ", modifiers: " + (names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]")
        }
        return text + ")"
    }

    /// A convenience modifier as the user wrote it, where its gesture is not what they see:
    /// `.onTapGesture { location in }` makes a SpatialTapGesture. `.onTapGesture { }` (a
    /// TapGesture) and `.onLongPressGesture` (a LongPressGesture) need no second name.
    package var written: String? {
        guard case .onTapGesture(let count, let space?, let perform) = kind else { return nil }
        let arguments = GestureExpression.Primitive.spatialTap(count: count, coordinateSpace: space).writtenArguments
        let parameter = perform?.parameterNames.first
        return "." + name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            + (parameter.map { " { \($0) in }" } ?? " { $0 }")
    }

    /// Accessibility modifiers neither attach gestures nor change the view's frame for them.
    package var isAccessibility: Bool { if case .accessibility = kind { true } else { false } }
}

/// `.onHover { hovering in }` or `.onContinuousHover(coordinateSpace:) { phase in }`.
package struct HoverModifier: Sendable {
    /// `.onContinuousHover`: the location at every move.
    package var continuous: Bool
    /// The space `.onContinuousHover` reports locations in (`.local` by default).
    package var coordinateSpace: CoordinateSpace
    package var perform: CallbackBody?

    /// As records and `layout` name it: `.onHover`, `.onContinuousHover`,
    /// `.onContinuousHover(coordinateSpace: .global)`.
    package var spelling: String {
        guard continuous else { return ".onHover" }
        return ".onContinuousHover" + Catalog.argument(coordinateSpace).map { "(" + $0 + ")" }.joined()
    }
}

/// `.onPencilSqueeze { phase in }` or `.onPencilDoubleTap { value in }`.
package struct PencilModifier: Sendable {
    /// `.onPencilDoubleTap`; otherwise `.onPencilSqueeze`.
    package var doubleTap: Bool
    package var perform: CallbackBody?

    /// As records and `layout` name it.
    package var spelling: String { doubleTap ? ".onPencilDoubleTap" : ".onPencilSqueeze" }
}

/// What an accessibility modifier tells VoiceOver, Switch Control and Voice Control users:
/// `lint` reads which a view has; the handlers also run when a trace's `a11y` line asks.
package enum AccessibilityModifier: Sendable {
    /// `.accessibilityAction { }`, `.accessibilityAction(.escape) { }`, `.accessibilityAction(named: "Delete") { }`.
    case action(AccessibilityActionKind, perform: CallbackBody?)
    /// `.accessibilityActions { }`: actions built in a view builder, not read.
    case actions
    /// `.accessibilityAdjustableAction { direction in }`.
    case adjustableAction(perform: CallbackBody?)
    /// `.accessibilityScrollAction { edge in }`.
    case scrollAction(perform: CallbackBody?)
    /// `.accessibilityActivationPoint(_:)`.
    case activationPoint(ActivationPoint)
    /// `.accessibilityAddTraits(.isButton)`: the traits' names as written, without the dot.
    case addTraits([String])
    case removeTraits([String])
    /// `.accessibilityHidden(true)`.
    case hidden(Bool)
    /// `.accessibilityElement(children:)`: `ignore`, `combine` or `contain`.
    case element(children: String)
    /// `.accessibilityLabel`, `.accessibilityHint`, `.accessibilityValue`,
    /// `.accessibilitySortPriority`: nothing replay or lint needs.
    case other(String)

    /// Whether an assistive technology can act through it: an action of any kind.
    package var isAction: Bool {
        switch self {
        case .action, .actions, .adjustableAction, .scrollAction: true
        default: false
        }
    }

    /// Whether it has a handler a replay runs (and its records a `modifier` index).
    package var isHandler: Bool {
        switch self {
        case .action, .adjustableAction, .scrollAction: true
        default: false
        }
    }

    /// As records name a handler.
    package var spelling: String? {
        switch self {
        case .action(let kind, _):
            switch kind {
            case .default: ".accessibilityAction"
            case .escape: ".accessibilityAction(.escape)"
            case .magicTap: ".accessibilityAction(.magicTap)"
            case .named(let name): ".accessibilityAction(named: \"" + name + "\")"
            }
        case .adjustableAction: ".accessibilityAdjustableAction"
        case .scrollAction: ".accessibilityScrollAction"
        default: nil
        }
    }
}

/// `.onKeyPress(…)`: the keys and phases it takes, its action, and what the action returns.
package struct KeyPressModifier: Sendable {
    package enum Keys {
        case any
        /// Keys as characters (`.upArrow` is U+F700).
        case keys([Character])
        /// `characters: .letters`: the set's name as written, and its test.
        case characters(String, @Sendable (Character) -> Bool)
    }

    /// What the closure returns, as read at load (docs/semantics.md#keys-focus-and-assistive-technologies).
    package enum Result {
        /// Every `return` says it (or the closure is the one expression).
        case always(KeyPress.Result)
        /// Its returns differ: the one the replay reaches decides.
        case reached
        /// The closure names no result the reader can read: taken as `.handled`, with a warning.
        case assumedHandled
    }

    package var keys: Keys
    package var phases: KeyPress.Phases
    package var perform: CallbackBody?
    package var result: Result

    /// As records and `layout` name it: `.onKeyPress(.upArrow)`, `.onKeyPress(keys: [.a, .b])`,
    /// `.onKeyPress(characters: .letters)`, `.onKeyPress(phases: .up)`.
    package var spelling: String {
        var arguments: [String] = []
        switch keys {
        case .any: break
        case .keys(let keys) where keys.count == 1: arguments.append(Self.spell(keys[0]))
        case .keys(let keys): arguments.append("keys: [" + keys.map(Self.spell).joined(separator: ", ") + "]")
        case .characters(let name, _): arguments.append("characters: " + name)
        }
        let defaultPhases: KeyPress.Phases = [.down, .repeat]
        if phases != defaultPhases {
            let names = [(KeyPress.Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { phases.contains($0.0) }.map { "." + $0.1 }
            arguments.append("phases: " + (phases == .all ? ".all" : names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"))
        }
        return ".onKeyPress" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    }

    static func spell(_ key: Character) -> String {
        let name = KeyNames.name(of: key)
        return name.count > 1 || key == " " ? "." + name : "\"" + name + "\""
    }
}

/// `.focusable(_:interactions:)` or `.focused($f)` / `.focused($f, equals: value)`.
package struct FocusModifier {
    /// `.focusable`: the interactions it takes, empty for `.focusable(false)`; nil for `.focused`.
    package var focusable: FocusInteractions?
    /// `.focused`: the `@FocusState` property it binds.
    package var binding: String?
    /// `.focused($f, equals: value)`: the value, as written, and what evaluates it in the
    /// view's scope.
    var equals: ValueSyntax?
    package var equalsText: String?
    var context: SourceContext?

    package var spelling: String {
        guard let binding else { return ".focusable" }
        return ".focused($" + binding + (equalsText.map { ", equals: " + $0 } ?? "") + ")"
    }
}
