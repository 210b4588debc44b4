import Recognizers
import TraceFormat

/// A view of a scene as written: where it is, what it is called and its modifiers, parsed.
package struct SceneSpec {
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
    /// `.contextMenu { … }` on it: a long press presents the menu.
    package var contextMenu = false

    package init(id: String, idPosition: SourcePosition = SourcePosition(line: 1, column: 1), frame: CGRect, coordinateSpace: String?,
                 modifiers: [ModifierSpec], children: [SceneSpec]) {
        self.id = id
        self.idPosition = idPosition
        self.frame = frame
        self.coordinateSpace = coordinateSpace
        self.modifiers = modifiers
        self.children = children
    }

    private struct Extras {
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

/// Reads scenes (contract §2) from their JSON — a `--scene` file or a trace header's `"scene"` —
/// checking every key and parsing every modifier chain as SwiftUI source.
package enum SceneLoader {
    package static let viewKeys = ["id", "frame", "coordinateSpace", "modifiers", "children", "control", "swipeActions"]

    /// Views are read from the text as they come, never as a tree of JSON values: a large
    /// scene's tree took more memory than its views (each view's own keys are read as values).
    package static func load(_ text: String, file: String, start: SourcePosition = SourcePosition(line: 1, column: 1)) throws(Diagnostic) -> [SceneSpec] {
        var parser = JSONParser(text, file: file, start: start)
        guard parser.nextIs(UInt8(ascii: "{")) else {
            let root = try parser.value(depth: 0)
            try parser.end()
            throw Diagnostic(file: file, position: root.position, message: "a scene is an object such as {\"views\": [...]}; found \(root.kindName)")
        }
        var root = try parser.beginObject(depth: 0)
        var views: [SceneSpec]?
        while let (key, keyPosition) = try parser.nextKey(in: &root) {
            guard key == "views" else {
                throw Diagnostic(file: file, position: keyPosition, message: "unknown scene key '\(key)'; a scene has \"views\"")
            }
            var parsed: [String: [ModifierSpec]] = [:]
            views = try loadViews(&parser, depth: 1, file: file, parsed: &parsed)
        }
        try parser.end()
        guard let views else {
            throw Diagnostic(file: file, position: root.start, message: "missing key \"views\"; a scene is {\"views\": [...]}")
        }
        var seen = Set<String>()
        try checkUniqueIDs(views, seen: &seen, file: file)
        return views
    }

    /// `parsed` holds each modifier chain read so far, as read from its string: the rows of a
    /// list repeat one chain, and reading it again would give the same modifiers.
    private static func loadViews(_ parser: inout JSONParser, depth: Int, file: String,
                                  parsed: inout [String: [ModifierSpec]]) throws(Diagnostic) -> [SceneSpec] {
        guard parser.nextIs(UInt8(ascii: "[")) else {
            let node = try parser.value(depth: depth)
            throw Diagnostic(file: file, position: node.position, message: "expected an array of views, found \(node.kindName)")
        }
        var array = try parser.beginArray(depth: depth)
        var views: [SceneSpec] = []
        while try parser.nextElement(in: &array) { views.append(try loadView(&parser, depth: depth + 1, file: file, parsed: &parsed)) }
        return views
    }

    private static func loadView(_ parser: inout JSONParser, depth: Int, file: String,
                                 parsed: inout [String: [ModifierSpec]]) throws(Diagnostic) -> SceneSpec {
        guard parser.nextIs(UInt8(ascii: "{")) else {
            let node = try parser.value(depth: depth)
            throw Diagnostic(file: file, position: node.position, message: "expected a view object with \"id\" and \"frame\", found \(node.kindName)")
        }
        var object = try parser.beginObject(depth: depth)
        let position = object.start
        var id: String?
        var idPosition = position
        var frame: CGRect?
        var space: String?
        var modifiers: [ModifierSpec] = []
        var children: [SceneSpec] = []
        var controlName: JSONNode?
        var controlMembers: [JSONNode.Member] = []
        var swipeActions: SwipeActions?
        while let (key, keyPosition) = try parser.nextKey(in: &object) {
            if key == "children" {
                children = try loadViews(&parser, depth: depth + 1, file: file, parsed: &parsed)
                continue
            }
            let member = JSONNode.Member(key: key, keyPosition: keyPosition, value: try parser.value(depth: depth + 1))
            if member.key == "control" {
                controlName = member.value
                continue
            }
            if member.key == "swipeActions" {
                swipeActions = try Self.swipeActions(member.value, file: file)
                continue
            }
            // A view's own keys first: they are most of a large scene's, and none is a control's.
            if !viewKeys.contains(member.key), Self.controlKeys[member.key] != nil {
                controlMembers.append(member)
                continue
            }
            switch (member.key, member.value) {
            case ("id", .string(let text, let at)):
                id = text
                idPosition = at
            case ("frame", .array(let numbers, let at)):
                let values = numbers.compactMap { node -> Double? in if case .number(let n, _) = node { n } else { nil } }
                guard values.count == 4, numbers.count == 4 else {
                    throw Diagnostic(file: file, position: at, message: "a frame is [x, y, width, height], four numbers in global points")
                }
                guard values[2] >= 0, values[3] >= 0 else {
                    throw Diagnostic(file: file, position: at, message: "a frame's width and height cannot be negative")
                }
                frame = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
            case ("coordinateSpace", .string(let name, _)):
                space = name
            case ("modifiers", .string(let source, let at)):
                if let known = parsed[source] {
                    modifiers = known
                } else {
                    do {
                        modifiers = try ExpressionParser.parseModifiers(source, origin: file)
                    } catch {
                        throw error.nested(in: file, at: at)
                    }
                    parsed[source] = modifiers
                }
                // A modifier's place in the string, and a recognizer's, as a place in the scene.
                for index in modifiers.indices {
                    modifiers[index].position = modifiers[index].position.map { $0.nested(in: at) }
                    if case .platformGesture(var platform) = modifiers[index].kind {
                        platform.unavailableUnderIOS17 = platform.unavailableUnderIOS17.nested(in: file, at: at)
                        modifiers[index].kind = .platformGesture(platform)
                    }
                }
            case ("id", let value), ("frame", let value), ("coordinateSpace", let value), ("modifiers", let value):
                let expected = member.key == "frame" ? "an array [x, y, width, height]" : "a string"
                throw Diagnostic(file: file, position: value.position, message: "expected \(expected) for \"\(member.key)\", found \(value.kindName)")
            default:
                var message = "unknown view key '\(member.key)'"
                if let suggestion = Suggestion.nearest(to: member.key, among: viewKeys) {
                    message += "; did you mean '\(suggestion)'?"
                } else if let suggestion = Suggestion.nearest(to: member.key, among: Array(controlKeys.keys).sorted()) {
                    message += "; did you mean the control key '\(suggestion)'?"
                } else {
                    message += "; a view has " + viewKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                }
                throw Diagnostic(file: file, position: member.keyPosition, message: message)
            }
        }
        guard let id else { throw Diagnostic(file: file, position: position, message: "missing key \"id\"; every view needs an id") }
        guard let frame else { throw Diagnostic(file: file, position: position, message: "missing key \"frame\" for view '\(id)'") }
        var spec = SceneSpec(id: id, idPosition: idPosition, frame: frame, coordinateSpace: space, modifiers: modifiers, children: children)
        if let (control, disabled) = try Self.control(named: controlName, members: controlMembers, view: id, file: file) {
            spec.control = control
            spec.controlDisabled = disabled
        }
        if let swipeActions { spec.swipeActions = swipeActions }
        // A shortcut fires a Button's or a Toggle's action; on anything else it would never fire.
        switch spec.control {
        case .button?, .toggle?: break
        default:
            if let shortcut = modifiers.first(where: { if case .keyboardShortcut = $0.kind { true } else { false } }) {
                throw Diagnostic(file: file, position: shortcut.position ?? position,
                                 message: "'.keyboardShortcut' acts only on a Button or Toggle; view '\(id)' is \(spec.control.map { "a \($0.name)" } ?? "no control") (add \"control\": \"Button\")")
            }
        }
        return spec
    }

    private static func checkUniqueIDs(_ views: [SceneSpec], seen: inout Set<String>, file: String) throws(Diagnostic) {
        for view in views {
            guard seen.insert(view.id).inserted else {
                throw Diagnostic(file: file, position: view.idPosition, message: "two views have the id '\(view.id)'; ids must be unique")
            }
            try checkUniqueIDs(view.children, seen: &seen, file: file)
        }
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
            case .platformGesture, .coordinateSpace, .disabled, .accessibility, .focus, .keyboardShortcut: break
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
        case .map(let base, _, _), .mapClosure(let base, _, _), .named(_, let base): base.forEachCallback(body)
        case .simultaneous(let first, let second), .sequence(let first, let second), .exclusive(let first, let second):
            first.forEachCallback(body)
            second.forEachCallback(body)
        }
    }
}
