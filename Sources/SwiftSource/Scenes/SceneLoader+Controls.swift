import Recognizers
import TraceFormat

/// A view's control keys (docs/scene-format.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider): which
/// control it is and its configuration, checked key by key.
extension SceneLoader {
    /// Every key a control may add to a view, and the controls that take it.
    package static var controlKeys: [String: [String]] { ControlDefinitions.owners }
    package static let controlNames = ControlDefinitions.all.map { $0.name }

    /// The control described by `members` (the view's `control` key and the keys it takes).
    static func control(named name: JSONNode?, members: [JSONNode.Member],
                        view: String, file: String) throws(Diagnostic) -> (Control, disabled: Bool)? {
        guard let name else {
            if let first = members.first {
                // Cannot trap: only keys of `controlKeys` are collected as members (SceneLoader.loadView).
                let owners = ControlDefinitions.owners[first.key]!.map { "\"\($0)\"" }.joined(separator: " or ")
                throw Diagnostic(file: file, position: first.keyPosition,
                                 message: "'\(first.key)' is a key of a control; add \"control\": \(owners) to view '\(view)'")
            }
            return nil
        }
        guard case .string(let kind, let at) = name else {
            throw Diagnostic(file: file, position: name.position, message: "expected a string for \"control\", found \(name.kindName)")
        }
        guard controlNames.contains(kind) else {
            var message = "unknown control '\(kind)'"
            if let suggestion = Suggestion.nearest(to: kind, among: controlNames) { message += "; did you mean '\(suggestion)'?" }
            else { message += "; a control is one of " + controlNames.joined(separator: ", ") }
            throw Diagnostic(file: file, position: at, message: message)
        }
        var reader = ControlKeyReader(file: file, control: kind)
        for member in members {
            // Cannot trap: only keys of `controlKeys` are collected as members (SceneLoader.loadView).
            let owners = ControlDefinitions.owners[member.key]!
            guard owners.contains(kind) else {
                let owners = owners.joined(separator: ", ")
                throw Diagnostic(file: file, position: member.keyPosition,
                                 message: "'\(member.key)' is not a key of a \(kind); it belongs to \(owners)")
            }
            reader.values[member.key] = member.value
        }
        let disabled = try reader.bool("disabled") ?? false
        // Cannot trap: `kind` is one of `controlNames`, checked above.
        return (try ControlDefinitions.byName[kind]!.control(reader, at: at), disabled)
    }

    /// A row's `swipeActions`: `{"edge": "trailing", "allowsFullSwipe": true, "actions": ["Delete"]}`.
    static func swipeActions(_ node: JSONNode, file: String) throws(Diagnostic) -> SwipeActions {
        guard case .object(let members, let position) = node else {
            throw Diagnostic(file: file, position: node.position,
                             message: "expected an object such as {\"edge\": \"trailing\", \"actions\": [\"Delete\"]} for \"swipeActions\", found \(node.kindName)")
        }
        var reader = ControlKeyReader(file: file, control: "swipeActions")
        for member in members {
            guard ["edge", "allowsFullSwipe", "actions"].contains(member.key) else {
                throw Diagnostic(file: file, position: member.keyPosition,
                                 message: "unknown swipeActions key '\(member.key)'; it has \"edge\", \"allowsFullSwipe\" and \"actions\"")
            }
            reader.values[member.key] = member.value
        }
        let edge = try reader.string("edge", among: ["leading", "trailing"]).flatMap(SwipeActions.Edge.init) ?? .trailing
        guard let actions = try reader.strings("actions"), !actions.isEmpty else {
            throw Diagnostic(file: file, position: position, message: "swipeActions needs \"actions\": the titles of its buttons, such as [\"Delete\"]")
        }
        return SwipeActions(edge: edge, allowsFullSwipe: try reader.bool("allowsFullSwipe") ?? true, actions: actions)
    }
}
