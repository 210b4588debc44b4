import Recognizers
import TraceFormat

/// Reads scenes (docs/scene-format.md) from their JSON — a `--scene` file or a trace header's `"scene"` —
/// checking every key and parsing every modifier chain as SwiftUI source.
package enum SceneLoader {
    package static let viewKeys = ["id", "frame", "coordinateSpace", "modifiers", "children", "control", "swipeActions"]

    /// Whether a JSON file in a folder is a scene: an object with a "views" key at its top. An
    /// app's other JSON (asset catalogs, fixtures) is not, and lint passes it by.
    package static func looksLikeScene(_ text: String) -> Bool {
        var parser = JSONParser(text, file: "", start: SourcePosition(line: 1, column: 1))
        guard parser.nextIs(UInt8(ascii: "{")), var root = try? parser.beginObject(depth: 0) else { return false }
        while let (key, _) = (try? parser.nextKey(in: &root)) ?? nil {
            if key == "views" { return true }
            guard (try? parser.value(depth: 1)) != nil else { return false }
        }
        return false
    }

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

    /// `"frame": [x, y, width, height]`, in global points.
    private static func frame(_ numbers: [JSONNode], at: SourcePosition, file: String) throws(Diagnostic) -> CGRect {
        let values = numbers.compactMap { node -> Double? in if case .number(let n, _) = node { n } else { nil } }
        guard values.count == 4, numbers.count == 4 else {
            throw Diagnostic(file: file, position: at, message: "a frame is [x, y, width, height], four numbers in global points")
        }
        guard values[2] >= 0, values[3] >= 0 else {
            throw Diagnostic(file: file, position: at, message: "a frame's width and height cannot be negative")
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `"modifiers": ".gesture(…)…"`, parsed once per distinct string, each modifier's place (and
    /// a recognizer's) a place in the scene.
    private static func modifiers(_ source: String, at: SourcePosition, file: String,
                                  parsed: inout [String: [ModifierSpec]]) throws(Diagnostic) -> [ModifierSpec] {
        var modifiers: [ModifierSpec]
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
        for index in modifiers.indices {
            modifiers[index].position = modifiers[index].position.map { $0.nested(in: at) }
            if case .platformGesture(var platform) = modifiers[index].kind {
                platform.unavailableUnderIOS17 = platform.unavailableUnderIOS17.nested(in: file, at: at)
                modifiers[index].kind = .platformGesture(platform)
            }
        }
        return modifiers
    }

    /// A view key with a value of the wrong kind, or a key no view has, with the nearest view or
    /// control key.
    private static func badKey(_ member: JSONNode.Member, file: String) -> Diagnostic {
        if ["id", "frame", "coordinateSpace", "modifiers"].contains(member.key) {
            let expected = member.key == "frame" ? "an array [x, y, width, height]" : "a string"
            return Diagnostic(file: file, position: member.value.position, message: "expected \(expected) for \"\(member.key)\", found \(member.value.kindName)")
        }
        var message = "unknown view key '\(member.key)'"
        if let suggestion = Suggestion.nearest(to: member.key, among: viewKeys) {
            message += "; did you mean '\(suggestion)'?"
        } else if let suggestion = Suggestion.nearest(to: member.key, among: Array(controlKeys.keys).sorted()) {
            message += "; did you mean the control key '\(suggestion)'?"
        } else {
            message += "; a view has " + viewKeys.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        return Diagnostic(file: file, position: member.keyPosition, message: message)
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
            if member.key == "control" { controlName = member.value; continue }
            if member.key == "swipeActions" { swipeActions = try Self.swipeActions(member.value, file: file); continue }
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
                frame = try Self.frame(numbers, at: at, file: file)
            case ("coordinateSpace", .string(let name, _)):
                space = name
            case ("modifiers", .string(let source, let at)):
                modifiers = try Self.modifiers(source, at: at, file: file, parsed: &parsed)
            default:
                throw Self.badKey(member, file: file)
            }
        }
        guard let id else { throw Diagnostic(file: file, position: position, message: "missing key \"id\"; every view needs an id") }
        guard let frame else { throw Diagnostic(file: file, position: position, message: "missing key \"frame\" for view '\(id)'") }
        // `.contextMenu { … }` is the view's role, not a modifier the replay attaches.
        let contextMenu = modifiers.contains { if case .contextMenu = $0.kind { true } else { false } }
        var spec = SceneSpec(id: id, idPosition: idPosition, frame: frame, coordinateSpace: space,
                             modifiers: modifiers.filter { if case .contextMenu = $0.kind { false } else { true } }, children: children)
        spec.contextMenu = contextMenu
        if let (control, disabled) = try Self.control(named: controlName, members: controlMembers, view: id, file: file) {
            spec.control = control
            spec.controlDisabled = disabled
        }
        if let swipeActions { spec.swipeActions = swipeActions }
        try Self.checkShortcut(of: spec, at: position, file: file)
        return spec
    }

    /// A shortcut fires a Button's or a Toggle's action; on anything else it would never fire.
    private static func checkShortcut(of spec: SceneSpec, at position: SourcePosition, file: String) throws(Diagnostic) {
        guard spec.control?.interactions.contains(.press) != true,
              let shortcut = spec.modifiers.first(where: { if case .keyboardShortcut = $0.kind { true } else { false } }) else { return }
        throw Diagnostic(file: file, position: shortcut.position ?? position,
                         message: "'.keyboardShortcut' acts only on a Button or Toggle; view '\(spec.id)' is \(spec.control.map { "a \($0.name)" } ?? "no control") (add \"control\": \"Button\")")
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

