import Recognizers
import TraceFormat

/// `NavigationStack { … }` (and `NavigationView`): fills what it is offered, its root stacked
/// inside; in JSON `"control": "NavigationStack"` with the depth it shows.
enum NavigationStackDefinition: ControlDefinition {
    static let name = "NavigationStack"
    static let isActedOn = false
    static let hasNavigationBar = true
    static let keys = ["depth"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        .navigationStack(depth: try keys.integer("depth", minimum: 1) ?? 1)
    }

    static let swiftTypes = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Its content, then its navigation bar (unless hidden), made from what the content says:
    /// `.navigationTitle`, the display mode, `.toolbar` items.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        // A split view on an iPhone shows its sidebar (its first column) in a stack.
        let label = call.type.text == "NavigationSplitView" ? "sidebar" : "root"
        let content = try reader.block(call.content(label: label), call)
        var children = ViewNode.body(content, token: call.type)
        let preferences = NavigationPreferences.gathered(from: content)
        if preferences.hidden != true { children.append(bar(preferences, token: call.type)) }
        return call.node(.control(ControlNode(control: .navigationStack(depth: 1), definition: self)), children: children)
    }

    /// The bar: its title (a Text) and its items, each at least 44×44 pt to hit, as UIKit's
    /// bar buttons are. Automatic display is a large title at the root, when there is a title.
    static func bar(_ preferences: NavigationPreferences, token: SourceToken) -> ViewNode {
        let large = preferences.title != nil && preferences.displayMode != .inline
        let height = large ? LayoutConstants.largeTitleNavigationBarHeight
            : preferences.title == nil ? LayoutConstants.untitledNavigationBarHeight : LayoutConstants.navigationBarHeight
        var children: [ViewNode] = []
        if let title = preferences.title, !preferences.items.contains(where: { $0.toolbarPlacement == .principal }) || large {
            var text = ViewNode(kind: .text(title), typeName: "Text", token: token)
            text.modifiers = [.font(FontMetrics(large ? .largeTitle : .headline))]
            children.append(text)
        }
        let side = LayoutConstants.barItemMinimumSide
        for var item in preferences.items where item.toolbarPlacement != .elsewhere {
            item.modifiers.append(.flexibleFrame(minWidth: side, idealWidth: nil, maxWidth: nil, minHeight: side, idealHeight: nil, maxHeight: nil, alignment: .center))
            item.modifiers.append(.contentShape(.rectangle))
            children.append(item)
        }
        return ViewNode(kind: .bar(.navigation(height: height, largeTitle: large)), typeName: "NavigationBar", token: token, children: children)
    }

    static let hitsWholeBox = true
}
