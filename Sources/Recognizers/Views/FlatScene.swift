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
    }

    private(set) var nodes: [Node] = []
    /// Top-level views, later ones on top.
    private var roots: [Int] = []

    /// `geometryOverride` replaces the geometry of a single view, for one-view attachments that
    /// declare named spaces of views that are not in the scene.
    init(_ views: [SceneView], geometryOverride: ViewGeometry? = nil) {
        for view in views { roots.append(add(view, parent: nil, named: [], disabled: false)) }
        if let geometryOverride, nodes.count == 1 { nodes[0].geometry = geometryOverride }
    }

    private mutating func add(_ view: SceneView, parent: Int?, named: [(name: String, origin: CGPoint)], disabled: Bool) -> Int {
        var spaces = named
        if let name = view.coordinateSpaceName { spaces.insert((name, view.frame.origin), at: 0) }
        let index = nodes.count
        nodes.append(Node(view: view, parent: parent, geometry: ViewGeometry(frame: view.frame, namedSpaces: spaces),
                          inheritedDisabled: disabled))
        for child in view.children {
            let childIndex = add(child, parent: index, named: spaces, disabled: disabled || view.isDisabled)
            nodes[index].children.append(childIndex)
        }
        return index
    }

    /// The top-most view containing `point`: later siblings first, children before parents.
    func hitTest(_ point: CGPoint) -> Int? {
        for root in roots.reversed() {
            if let hit = hitTest(point, in: root) { return hit }
        }
        return nil
    }

    private func hitTest(_ point: CGPoint, in index: Int) -> Int? {
        for child in nodes[index].children.reversed() {
            if let hit = hitTest(point, in: child) { return hit }
        }
        return nodes[index].view.frame.contains(point) ? index : nil
    }
}
