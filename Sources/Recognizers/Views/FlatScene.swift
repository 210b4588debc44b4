/// A scene flattened for replay: views in preorder with their parents, their geometry and what
/// disables them, and hit testing. How the gestures of a path come together is the arbitration
/// profile's business (`Arbitration/`).
struct FlatScene {
    struct Node {
        var view: SceneView
        var parent: Int?
        var geometry: ViewGeometry
        /// Indices of the view's children, in order (later on top).
        var children: [Int] = []
        /// Disabled by an ancestor's `.disabled(true)`.
        var inheritedDisabled: Bool
        /// The smallest rectangle holding every frame of the view and its descendants (nil: all
        /// empty). SwiftUI does not clip hit testing to a parent's frame, so a child outside
        /// its parent still receives touches; hit testing skips a subtree only outside this.
        var subtreeBounds: CGRect? = nil
        /// For a scrolling control, the offset of its content, which its children are laid out in.
        var contentShift: ScrollShift? = nil
        /// For a view moved by app state, the offset that moves it and its children.
        var selfShift: ScrollShift? = nil
    }

    fileprivate(set) var nodes: [Node] = []
    /// The nodes that are controls or List rows with swipe actions, and those with a
    /// `.contextMenu`, in preorder: each replay makes their runtimes, and only theirs.
    private(set) var controlNodes: [Int] = []
    private(set) var contextMenuNodes: [Int] = []
    /// The nodes with `.onHover` or `.onContinuousHover`, in preorder.
    private(set) var hoverNodes: [Int] = []
    /// The views with `.onPencilSqueeze` or `.onPencilDoubleTap`, in view order.
    private(set) var pencilNodes: [Int] = []
    /// The views with `.focusable` or `.focused`, in preorder: leading to trailing, depth first.
    private(set) var focusNodes: [Int] = []
    /// The Buttons and Toggles with a `.keyboardShortcut`, in preorder.
    private(set) var shortcutNodes: [Int] = []
    /// Whether a tap or click may focus a view: one takes focus with `.edit` (docs/semantics.md#keys-focus-and-assistive-technologies).
    private(set) var focusesOnTap = false
    /// Whether any view is a List row's cell: only then is a touch-down asked whether it landed
    /// in one (`--explain`).
    private(set) var hasListCells = false
    /// Per node, its place in `controlNodes` and in `contextMenuNodes`, or -1: plain integers,
    /// so a replay's tables of runtimes are as long as its controls, not its views.
    private(set) var controlSlots: [Int32] = []
    private(set) var contextMenuSlots: [Int32] = []
    /// Top-level views, later ones on top.
    fileprivate var roots: [Int] = []
    /// For views with many children (a `List`'s rows), a grid over the children's subtree
    /// bounds, so a touch looks at the few children near it instead of all of them.
    private var childGrids: [Int: ChildGrid] = [:]
    /// The grid for the top-level views, when there are many.
    private var rootGrid: ChildGrid?
    /// The screen: the bounds of the top-level views and everything in them. Where a
    /// screen-edge pan looks for the edges.
    private(set) var screen = CGRect(x: 0, y: 0, width: 0, height: 0)

    /// `geometryOverride` replaces the geometry of a single view, for one-view attachments that
    /// declare named spaces of views that are not in the scene.
    init(_ views: [SceneView], geometryOverride: ViewGeometry? = nil) {
        var builder = FlatSceneBuilder(capacity: Self.count(views))
        func visit(_ view: SceneView) {
            var own = view
            own.children = []
            builder.open(own)
            for child in view.children { visit(child) }
            builder.close()
        }
        for view in views { visit(view) }
        self = builder.finish()
        if let geometryOverride, nodes.count == 1 { nodes[0].geometry = geometryOverride }
    }

    fileprivate init() {}

    fileprivate mutating func index() {
        controlSlots = Array(repeating: -1, count: nodes.count)
        contextMenuSlots = Array(repeating: -1, count: nodes.count)
        for index in nodes.indices {
            if Self.isControl(nodes[index].view) {
                controlSlots[index] = Int32(controlNodes.count)
                controlNodes.append(index)
            }
            if nodes[index].view.hasContextMenu {
                contextMenuSlots[index] = Int32(contextMenuNodes.count)
                contextMenuNodes.append(index)
            }
            if !nodes[index].view.hoverHandlers.isEmpty { hoverNodes.append(index) }
            if !nodes[index].view.pencilHandlers.isEmpty { pencilNodes.append(index) }
            if !nodes[index].view.focusHandlers.isEmpty {
                focusNodes.append(index)
                if nodes[index].view.focusInteractions?.contains(.edit) == true { focusesOnTap = true }
            }
            if nodes[index].view.keyboardShortcut != nil { shortcutNodes.append(index) }
            if nodes[index].view.isListCell { hasListCells = true }
        }
        // Children come after their parent in preorder, so a reverse pass sees them first.
        for index in nodes.indices.reversed() {
            let frame = nodes[index].view.frame
            var bounds: CGRect? = frame.width > 0 && frame.height > 0 ? frame : nil
            // A view is drawn and hit where its shape is, which an offset moves off its frame.
            if let shape = nodes[index].view.hitShape, shape.kind != .none, shape.rect.width > 0, shape.rect.height > 0 {
                bounds = ChildGrid.union(bounds, shape.rect)
            }
            // A scroll view clips its content: nothing inside is hit outside its frame.
            if nodes[index].contentShift == nil {
                for child in nodes[index].children {
                    // A child moved by state or a transform can be anywhere.
                    let moves = nodes[child].selfShift != nil || nodes[child].view.hitShape?.isTransformed == true
                    bounds = ChildGrid.union(bounds, moves ? Self.everywhere : nodes[child].subtreeBounds)
                }
            }
            nodes[index].subtreeBounds = bounds
            if nodes[index].children.count > ChildGrid.minimumChildren {
                childGrids[index] = ChildGrid(nodes[index].children.map { nodes[$0].subtreeBounds })
            }
        }
        if roots.count > ChildGrid.minimumChildren { rootGrid = ChildGrid(roots.map { nodes[$0].subtreeBounds }) }
        screen = roots.map { nodes[$0].subtreeBounds }.reduce(nil, ChildGrid.union) ?? screen
    }

    private static func count(_ views: [SceneView]) -> Int {
        views.reduce(views.count) { $0 + count($1.children) }
    }

    /// The first view, in preorder, with this id: what a focus move or an assistive technology's
    /// request names.
    func node(withID id: String) -> Int? { nodes.firstIndex { $0.view.id == id } }

    /// Whether any view is a control (or a row with swipe actions).
    var hasControls: Bool { !controlNodes.isEmpty || !contextMenuNodes.isEmpty }

    /// Whether `SceneControls` makes a runtime for it: a control, a row's swipe actions, a context menu.
    private static func hasControlRuntime(_ view: SceneView) -> Bool {
        isControl(view) || view.hasContextMenu
    }

    /// A control or a row with swipe actions: what `controlNodes` lists.
    private static func isControl(_ view: SceneView) -> Bool {
        view.control != nil || view.swipeActions != nil
    }

    /// The top-most view containing `point`: later siblings first, children before parents.
    func hitTest(_ point: CGPoint) -> Int? {
        hitTest(point, among: roots, grid: rootGrid)
    }

    private func hitTest(_ point: CGPoint, among siblings: [Int], grid: ChildGrid?) -> Int? {
        if let grid {
            var hit: Int?
            grid.forEachCandidate(at: point) { position in
                hit = hitTest(point, in: siblings[position])
                return hit == nil
            }
            return hit
        }
        for sibling in siblings.reversed() {
            if let hit = hitTest(point, in: sibling) { return hit }
        }
        return nil
    }

    /// Whether a touch bound to `index` reaches anything: a gesture, a control or swipe actions
    /// on the view or one of its ancestors.
    /// Whether a touch on the view at `index` reaches an enabled gesture or control on it or
    /// its ancestors; when not, the nearest of them whose gestures `.disabled(true)` turned off.
    func reachesAction(from index: Int?) -> (reaches: Bool, disabled: Int?) {
        var chain: [Int] = []
        var current = index
        while let view = current {
            chain.append(view)
            current = nodes[view].parent
        }
        var disabledAbove = false, disabled: Int?
        for index in chain.reversed() {
            let view = nodes[index].view
            let gesture = !disabledAbove && view.hasEnabledGesture
            let control = !disabledAbove && !view.isDisabled && Self.hasControlRuntime(view)
            if gesture || control { return (true, nil) }
            if Self.acts(view) { disabled = index }
            disabledAbove = disabledAbove || view.isDisabled
        }
        return (false, disabled)
    }

    private static func acts(_ view: SceneView) -> Bool {
        !view.gestures.isEmpty || hasControlRuntime(view)
    }

    /// The view with a gesture or a control nearest to `point` (at rest: offsets a callback
    /// moved are not followed), and how far its hit area is, in points; the first such view on
    /// a tie.
    func nearestAction(to point: CGPoint) -> (index: Int, distance: Double)? {
        var best: (index: Int, distance: Double)?
        for index in nodes.indices where Self.acts(nodes[index].view) {
            let rect = nodes[index].view.hitShape.map { $0.kind == .none ? nodes[index].view.frame : $0.rect } ?? nodes[index].view.frame
            let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
        }
        return best
    }

    /// The first view inside `ancestor`, in scene order, with a gesture or a control: a List
    /// cell's content that acts.
    func firstAction(inside ancestor: Int) -> Int? {
        // Preorder: the views inside `ancestor` follow it, up to the first view that is not.
        for index in nodes.indices.dropFirst(ancestor + 1) {
            var current = nodes[index].parent
            while let parent = current, parent != ancestor, parent > ancestor { current = nodes[parent].parent }
            guard current == ancestor else { return nil }
            if Self.acts(nodes[index].view) { return index }
        }
        return nil
    }

    /// Bounds for a subtree that can be hit anywhere.
    private static let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    private func hitTest(_ point: CGPoint, in index: Int) -> Int? {
        var point = point
        if let shift = nodes[index].selfShift {
            let offset = shift.ownOffset
            point = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }
        guard let bounds = nodes[index].subtreeBounds, bounds.contains(point) || nodes[index].view.hitShape?.isTransformed == true else { return nil }
        var inside = point
        if let shift = nodes[index].contentShift {
            // The content is laid out at offset zero: a point on screen is the offset further in.
            inside = CGPoint(x: point.x + shift.offset.x, y: point.y + shift.offset.y)
        }
        if let hit = hitTest(inside, among: nodes[index].children, grid: childGrids[index]) { return hit }
        if let shape = nodes[index].view.hitShape { return shape.contains(point) ? index : nil }
        return nodes[index].view.frame.contains(point) ? index : nil
    }
}

/// A uniform grid over sibling views' bounds: each cell lists, in z-order, the siblings whose
/// bounds overlap it. Cells are shaped to the siblings' overall bounds so a column of rows gets
/// a column of cells. Siblings that cover many cells (a full-screen overlay) are kept in one
/// `wide` list instead of in every cell, and merged in z-order at lookup.
struct ChildGrid {
    /// Fewer siblings than this are searched in order; the grid would cost more than it saves.
    static let minimumChildren = 32
    /// A sibling overlapping more cells than this goes to `wide`.
    static let maximumCellsPerSibling = 16

    private let bounds: CGRect
    private let columns: Int
    private let rows: Int
    /// Sibling positions per cell, ascending (bottom-most first).
    private var cells: [[Int32]]
    private var wide: [Int32] = []

    init(_ siblingBounds: [CGRect?]) {
        let bounds = siblingBounds.reduce(nil, Self.union) ?? CGRect(x: 0, y: 0, width: 0, height: 0)
        // About one cell per sibling, with cells as square as the bounds allow.
        let count = Double(siblingBounds.count)
        let aspect = bounds.height > 0 && bounds.width > 0 ? bounds.width / bounds.height : 1
        let columns = Swift.max(1, Swift.min(siblingBounds.count, Int((count * aspect).squareRoot().rounded())))
        let rows = Swift.max(1, Swift.min(siblingBounds.count, Int((count / aspect).squareRoot().rounded())))
        self.bounds = bounds
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: [], count: columns * rows)
        for (position, rect) in siblingBounds.enumerated() {
            guard let rect else { continue }
            let (c0, r0) = cell(CGPoint(x: rect.minX, y: rect.minY))
            let (c1, r1) = cell(CGPoint(x: rect.maxX, y: rect.maxY))
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerSibling {
                wide.append(Int32(position))
                continue
            }
            for row in r0...r1 {
                for column in c0...c1 { cells[row * columns + column].append(Int32(position)) }
            }
        }
    }

    /// The smallest rectangle holding both (nil: neither).
    static func union(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }

    /// The cell holding `point`, clamped to the grid.
    private func cell(_ point: CGPoint) -> (column: Int, row: Int) {
        let x = bounds.width > 0 ? (point.x - bounds.minX) / bounds.width * Double(columns) : 0
        let y = bounds.height > 0 ? (point.y - bounds.minY) / bounds.height * Double(rows) : 0
        return (Swift.min(columns - 1, Swift.max(0, Int(x))), Swift.min(rows - 1, Swift.max(0, Int(y))))
    }

    /// Calls `body` with the positions of the siblings that may contain `point`, top-most first,
    /// until it returns false.
    func forEachCandidate(at point: CGPoint, _ body: (Int) -> Bool) {
        guard bounds.contains(point) else { return }
        let (column, row) = cell(point)
        let local = cells[row * columns + column]
        var i = local.count - 1
        var j = wide.count - 1
        while i >= 0 || j >= 0 {
            let position: Int32
            if j < 0 || (i >= 0 && local[i] > wide[j]) {
                position = local[i]
                i -= 1
            } else {
                position = wide[j]
                j -= 1
            }
            if !body(Int(position)) { return }
        }
    }
}

/// Makes a flat scene view by view, in preorder: `open` a view (without its children), open
/// and close each of its children, then `close` it. What is flattened this way never exists
/// as a tree of views beside its nodes.
package struct FlatSceneBuilder {
    private var scene = FlatScene()
    /// The open views, innermost last: each one's node, the named spaces its children see,
    /// whether its children are disabled, and the scroll offset they move with.
    private var open: [(index: Int, spaces: [(name: String, origin: CGPoint)], disabled: Bool, scroll: ScrollShift?)] = []

    /// `capacity`: how many views there will be, when known (a large scene's nodes are most
    /// of its memory: no room to spare from doubling).
    package init(capacity: Int = 0) {
        scene.nodes.reserveCapacity(capacity)
    }

    /// Adds `view`, whose children are opened after it; its own `children` are not read.
    package mutating func open(_ view: SceneView) {
        let parent = open.last
        var spaces = parent?.spaces ?? []
        if let name = view.coordinateSpaceName { spaces.insert((name, view.frame.origin), at: 0) }
        let index = scene.nodes.count
        var scroll = parent?.scroll
        var selfShift: ScrollShift?
        var ownScroll = scroll
        if let live = view.liveOffset {
            selfShift = ScrollShift(outer: scroll, live: live)
            scroll = selfShift
            if view.liveOffsetMovesOwnSpace { ownScroll = selfShift }
        }
        var geometry = ViewGeometry(frame: view.frame, namedSpaces: spaces)
        geometry.scroll = ownScroll
        let disabled = parent?.disabled ?? false
        var contentScroll = scroll
        let scrolls = view.control?.scrolling != nil
        scene.nodes.append(FlatScene.Node(view: view, parent: parent?.index, geometry: geometry, inheritedDisabled: disabled))
        scene.nodes[index].selfShift = selfShift
        if scrolls {
            contentScroll = ScrollShift(outer: scroll)
            scene.nodes[index].contentShift = contentScroll
        }
        if let parent { scene.nodes[parent.index].children.append(index) } else { scene.roots.append(index) }
        open.append((index, spaces, disabled || view.isDisabled, contentScroll))
    }

    /// Ends the view opened last.
    package mutating func close() {
        open.removeLast()
    }

    /// The scene, once every view is closed: its controls listed, every subtree's bounds and
    /// the grids over many children made. Taken out of the builder, which is left empty, so that
    /// its nodes are never held twice (a copy on write of a large scene's nodes).
    mutating func finish() -> FlatScene {
        var scene = FlatScene()
        swap(&scene, &self.scene)
        scene.index()
        return scene
    }
}

/// A scene's views flattened for hit testing once, to be loaded into one replayer after another
/// on one thread (`GestureReplayer.load(_:)`); the flattening is most of a load's cost.
package final class PreparedScene {
    let scene: FlatScene
    /// Looked for only when a profile without UIKit recognizers loads the scene: the first in
    /// preorder, as the nodes are.
    lazy var firstPlatformGesture: (String, PlatformGesture)? = {
        for node in scene.nodes {
            if let platform = node.view.gestures.lazy.compactMap(\.platform).first { return (node.view.id, platform) }
        }
        return nil
    }()

    package init(_ views: [SceneView]) {
        scene = FlatScene(views)
    }

    /// A scene flattened view by view.
    package init(_ builder: consuming FlatSceneBuilder) {
        var builder = consume builder
        scene = builder.finish()
    }

    /// Every scroll view back at rest at its start, as a fresh load has them.
    package func rest() {
        for node in scene.nodes { node.contentShift?.offset = .zero }
    }
}
