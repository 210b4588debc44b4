import Recognizers
import TraceFormat

/// Reads the modifiers a view tells its container with: navigation titles, bar items and
/// display modes, tab items and selections, toolbars, and sheets presented at rest.
struct ContainerModifierReader {
    var viewReader: ViewReader
}

/// What views tell the containers around them: `.navigationTitle`, the title's display mode,
/// `.toolbar { … }` and its items' placements, a hidden bar, a tab's `.tabItem` and `.tag`, a
/// sheet presented at rest, `.onDelete`. The NavigationStack, the tab-bar TabView, the List and
/// the scene gather them (`NavigationStackDefinition`, `TabViewDefinition`,
/// `SourceScene.presentations`).
extension ContainerModifierReader {
    /// The modifiers read here, by name.
    enum ContainerModifier: String, CaseIterable {
        case navigationTitle, navigationBarTitle, navigationBarTitleDisplayMode, toolbarTitleDisplayMode,
             navigationBarHidden, toolbar, navigationBarItems, tabItem, tag, sheet, fullScreenCover, presentationDetents, onDelete,
             contextMenu
    }

    /// What these modifiers add (bar items, a sheet, a tab's title) is read when it can be; what
    /// cannot be read is left out with a warning, as it was when the modifiers were ignored.
    func applyContainerModifier(_ kind: ContainerModifier, _ call: ViewReader.ModifierCall, to node: inout ViewNode) throws(Diagnostic) {
        var modified = node
        let applied: Bool? = try viewReader.reader.approximating(at: call.name, { () throws(Diagnostic) -> Bool in
            try applyContainerModifierExactly(kind, call, to: &modified)
            return true
        }, assumed: { "cannot read '.\(call.name.text)' here (\($0)); left out" })
        if applied != nil { node = modified }
    }

    private func applyContainerModifierExactly(_ kind: ContainerModifier, _ call: ViewReader.ModifierCall, to node: inout ViewNode) throws(Diagnostic) {
        var preferences = node.navigation ?? NavigationPreferences()
        switch kind {
        case .navigationTitle, .navigationBarTitle:
            if let first = call.unlabeled.first { preferences.title = title(first, call.scope) }
            // iOS 13's `.navigationBarTitle("Title", displayMode: .inline)`.
            if let mode = call.values["displayMode"] { preferences.displayMode = displayMode(mode) }
        case .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode:
            if let first = call.unlabeled.first { preferences.displayMode = displayMode(first) }
        case .navigationBarHidden:
            preferences.hidden = call.unlabeled.first.flatMap(ExpressionSyntax.boolLiteral) ?? true
        case .toolbar, .navigationBarItems:
            try readToolbar(kind, call, into: &preferences)
        case .tabItem:
            node.tabItem = try tabTitle(call)
            return
        case .tag:
            if let first = call.unlabeled.first { node.tag = tagText(first, call.scope) }
            return
        case .contextMenu:
            // `.contextMenu { Button(…) }`, `.contextMenu(menuItems:preview:)`: its items are app
            // code; the view gets the long press that presents them.
            node.roles.contextMenu = true
            return
        case .onDelete:
            // `ForEach(…) { … }.onDelete(perform:)` in a List: each row deletes with a swipe.
            if node.swipeActions == nil { node.swipeActions = SwipeActions(edge: .trailing, allowsFullSwipe: true, actions: ["Delete"]) }
            return
        case .sheet, .fullScreenCover:
            if let sheet = try presentedSheet(call, fullScreen: kind == .fullScreenCover) { node.modifiers.append(.presentation(sheet)) }
            return
        case .presentationDetents:
            // `.presentationDetents([.medium, .large])` on a sheet's content: the sheet opens at the smallest.
            if let first = call.unlabeled.first, case .array(_, let elements, _) = first.base {
                node.detents = elements.compactMap { element in
                    if case .implicitMember(_, let name) = element.base, name.text == "medium" || name.text == "large" { return name.text }
                    return nil
                }
            }
            return
        }
        node.navigation = preferences
    }

    /// `.toolbar { … }` (items placed trailing unless they say), `.toolbar(.hidden, for:
    /// .navigationBar)` (for a tab bar only, the nav bar stays), and iOS 13's
    /// `.navigationBarItems(leading: Button(…), trailing: Button(…))`.
    private func readToolbar(_ kind: ContainerModifier, _ call: ViewReader.ModifierCall, into preferences: inout NavigationPreferences) throws(Diagnostic) {
        if kind == .navigationBarItems {
            for (label, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
                guard let syntax = call.values[label] else { continue }
                preferences.items += try viewReader.layoutModifierReader.readViewOrChoice(syntax, scope: call.scope).map { item in
                    var item = item
                    item.toolbarPlacement = placement
                    return item
                }
            }
        } else if let first = call.unlabeled.first, case .implicitMember(_, let visibility) = first.base {
            let bars = call.values["for"].map(viewReader.reader.describe) ?? ".navigationBar"
            if bars.contains("navigationBar") || bars.contains("automatic") {
                preferences.hidden = visibility.text == "hidden"
            }
        } else if let closure = call.contentClosure {
            preferences.items += try viewReader.readBlock(closure.body, scope: call.scope).map { item in
                var item = item
                if item.toolbarPlacement == nil { item.toolbarPlacement = .trailing }
                return item
            }
        }
    }

    /// `ToolbarItem(placement: .topBarTrailing) { … }`, `ToolbarItemGroup { … }`: their views,
    /// each told where it goes.
    func toolbarItems(_ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        var placement = ToolbarPlacement.trailing
        if let written = call.values["placement"], case .implicitMember(_, let name) = written.base {
            switch name.text {
            case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": placement = .leading
            case "principal": placement = .principal
            case "bottomBar", "status", "keyboard", "bottomOrnament":
                viewReader.reader.warn(at: name, "toolbar items placed '.\(name.text)' are not laid out; only the navigation bar's are")
                placement = .elsewhere
            default: placement = .trailing
            }
        }
        return try viewReader.block(call.content(), call).map { item in
            var item = item
            item.toolbarPlacement = placement
            return item
        }
    }

    /// `.sheet(isPresented: $showing) { … }` and `.sheet(item: $item) { item in … }` when what
    /// presents it is true (non-nil) at rest: a Sheet control over the screen, with its content.
    /// Not presented, it is not laid out; a condition the reader cannot evaluate is said.
    private func presentedSheet(_ call: ViewReader.ModifierCall, fullScreen: Bool) throws(Diagnostic) -> ViewNode? {
        guard let binding = call.values["isPresented"] ?? call.values["item"],
              let closure = call.contentClosure else { return nil }
        let name = String(binding.firstToken.text.trimmingPrefix("$"))
        guard let value = call.scope.lookup(name) else {
            viewReader.reader.warn(at: binding.firstToken, "cannot tell whether \(viewReader.reader.describe(binding)) presents the \(fullScreen ? "cover" : "sheet") at rest; assumed not presented")
            return nil
        }
        let presented: Bool
        switch value {
        case .bool(let bool): presented = bool
        case .null: presented = false
        default: presented = call.values["item"] != nil
        }
        guard presented else { return nil }
        var scope = call.scope
        if let parameter = closure.parameters.first?.text { scope = scope.adding(parameter, value) }
        let content = ViewNode.body(try viewReader.readBlock(closure.body, scope: scope), token: call.name)
        let detents = fullScreen ? ["fullScreen"] : (content.first?.detents ?? ["large"])
        return ViewNode(kind: .control(ControlNode(control: .sheet(detents: detents.isEmpty ? ["large"] : detents), definition: SheetDefinition.self)),
                        typeName: fullScreen ? "FullScreenCover" : "Sheet", token: call.name, children: content)
    }

    /// Which of `views` a `selection: $binding` picks at rest: the one whose `.tag` is the
    /// binding's value; nil when none is, or the value cannot be read.
    func selectedIndex(_ selection: ExpressionSyntax, among views: [ViewNode], scope: ValueScope) -> Int? {
        let name = String(selection.firstToken.text.trimmingPrefix("$"))
        guard let value = (scope.lookup(name) ?? viewReader.reader.valueScope.lookup(name))?.description else { return nil }
        return views.firstIndex { $0.tag == value }
    }

    /// A tag or a selection as the text of its value (`0`, `".home"`), so the two compare.
    func tagText(_ syntax: ExpressionSyntax, _ scope: ValueScope) -> String? {
        guard let value = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: syntax), in: scope) else { return nil }
        return value.description
    }

    /// iOS 18's `Tab("Home", systemImage: "house", value: 0) { content }`: its content, told its
    /// title and value.
    func tab(_ call: ViewCall) throws(Diagnostic) -> [ViewNode] {
        var content = ViewNode.body(try viewReader.block(call.content(), call), token: call.type)
        let name = call.unlabeled.first.map { title($0, call.scope) } ?? ""
        let value = call.values["value"].flatMap { tagText($0, call.scope) }
        for index in content.indices {
            content[index].tabItem = name
            content[index].tag = value
        }
        return content
    }

    /// A title as written: a string, `Text("…")`, or a value the scene evaluates.
    private func title(_ syntax: ExpressionSyntax, _ scope: ValueScope) -> String {
        if case .name(let type) = syntax.base, type.text == "Text", case .call(let list)? = syntax.postfixes.first,
           let first = list.arguments.first?.value {
            return title(first, scope)
        }
        if let literal = ExpressionSyntax.stringLiteral(syntax) { return literal }
        if case .string(let string)? = try? viewReader.reader.evaluator.evaluate(try viewReader.reader.valueParser.value(of: syntax), in: scope) { return string }
        return viewReader.reader.describe(syntax)
    }

    private func displayMode(_ syntax: ExpressionSyntax) -> NavigationPreferences.DisplayMode {
        guard case .implicitMember(_, let name) = syntax.base else { return .automatic }
        switch name.text {
        case "inline": return .inline
        case "large": return .large
        default: return .automatic
        }
    }

    /// `.tabItem { Label("Home", systemImage: "house") }` or `{ Image(…); Text("Home") }`: the title.
    private func tabTitle(_ call: ViewReader.ModifierCall) throws(Diagnostic) -> String {
        guard let closure = call.syntax.trailingClosures.first?.closure else { return "" }
        return try viewReader.readBlock(closure.body, scope: call.scope).lazy.compactMap(\.firstText).first ?? ""
    }
}

extension NavigationPreferences {
    /// What the views of a NavigationStack's content tell its bar, nearest first: a breadth-first
    /// walk that does not enter nested stacks (their bars are their own).
    static func gathered(from views: [ViewNode]) -> NavigationPreferences {
        var result = NavigationPreferences()
        var level = views
        while !level.isEmpty {
            var next: [ViewNode] = []
            for view in level {
                if let own = view.navigation { result = result.merged(with: own) }
                if case .control(let control) = view.kind, control.definition.hasNavigationBar { continue }
                next += view.children
            }
            level = next
        }
        return result
    }
}
