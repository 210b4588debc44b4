import Recognizers
import TraceFormat

/// `TabView { … }.tabViewStyle(.page)`: a horizontal pager of full-width pages; in JSON
/// `"control": "TabView"` with `"tabViewStyle": "page"` and its page count. Without the page
/// style a Swift `TabView` is a tab bar and the selected tab (`ViewNode.Kind.tabView`).
enum TabViewDefinition: ControlDefinition {
    static let name = "TabView"
    static let isActedOn = false
    static let keys = ["tabViewStyle", "pageCount", "selection"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        guard try keys.string("tabViewStyle", among: ["page"]) != nil else {
            throw Diagnostic(file: keys.file, position: position, message: "only a paged TabView is modelled: add \"tabViewStyle\": \"page\"")
        }
        guard let count = try keys.integer("pageCount", minimum: 1) else {
            throw Diagnostic(file: keys.file, position: position, message: "a paged TabView needs \"pageCount\", the number of its pages")
        }
        let selection = try keys.integer("selection", minimum: 0) ?? 0
        if selection >= count, let node = keys.values["selection"] {
            throw Diagnostic(file: keys.file, position: node.position, message: "\"selection\" \(selection) is past the last page, \(count - 1)")
        }
        return .pagedTabView(pageCount: count, selection: selection)
    }

    static let swiftTypes = ["TabView"]

    /// A tab bar at the bottom and the selected tab's content above it; `.tabViewStyle(.page)`
    /// then makes it a pager (`paged`). The selected tab: the one whose `.tag` (or `Tab`'s
    /// `value:`) is the `selection:` binding's value at rest, else the first.
    static func read(_ call: ViewCall, with reader: ViewReader) throws(Diagnostic) -> ViewNode {
        let pages = try reader.block(call.content(), call)
        var selected = 0
        if let selection = call.values["selection"], pages.count > 1 {
            if let index = reader.containerModifierReader.selectedIndex(selection, among: pages, scope: call.scope) {
                selected = index
            } else {
                reader.reader.warn(at: selection.firstToken, "cannot tell which tab \(reader.reader.describe(selection)) selects at rest; the first tab is laid out")
            }
        }
        let items = pages.enumerated().map { index, page in
            ButtonDefinition.node(title: page.tabItem ?? "Tab \(index + 1)", token: page.token)
        }
        let bar = ViewNode(kind: .bar(.tab), typeName: "TabBar", token: call.type, children: items)
        return call.node(.tabView(pages: pages), children: pages.isEmpty ? [bar] : [pages[selected], bar])
    }

    /// A TabView read with its tab bar, as `.tabViewStyle(.page)` makes it: its tabs as pages.
    static func paged(_ node: ViewNode, pages: [ViewNode]) -> ViewNode {
        var paged = node
        paged.kind = .control(ControlNode(control: .pagedTabView(pageCount: max(1, pages.count), selection: 0), definition: self))
        paged.children = pages
        return paged
    }

    static let hitsWholeBox = true
}
