/// A view in a replayed scene: an id, a frame in global points, children, and the gesture
/// modifiers attached to it, written with SwiftUI's modifier names:
///
///     SceneView("P", frame: CGRect(x: 0, y: 0, width: 300, height: 300), children: [
///         SceneView("C", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
///             .onTapGesture { log("child") }
///     ])
///     .highPriorityGesture(TapGesture().onEnded { log("parent") })
///
/// Later siblings are on top; children are hit-tested before their parent.
public struct SceneView {
    public var id: String
    public var frame: CGRect
    public var children: [SceneView]
    /// The name given with `.coordinateSpace(name:)`, if any.
    public var coordinateSpaceName: String?
    /// The gesture modifiers in source order (the first written is the innermost).
    public private(set) var gestures: [ViewGesture] = []
    /// For each of `gestures`, whether a `.disabled(true)` written after it disables it.
    public private(set) var gestureDisabled: [Bool] = []
    /// Whether `.disabled(true)` disables the view's content, its children included.
    public private(set) var isDisabled = false

    public init(_ id: String, frame: CGRect, children: [SceneView] = []) {
        self.id = id
        self.frame = frame
        self.children = children
    }

    /// Attaches any gesture modifier, as `.gesture`, `.onTapGesture` and the rest do.
    public func modifier(_ gesture: ViewGesture) -> SceneView {
        var view = self
        view.gestures.append(gesture)
        view.gestureDisabled.append(false)
        return view
    }

    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.gesture(gesture, including: mask))
    }

    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.gesture(gesture, isEnabled: isEnabled))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.highPriorityGesture(gesture, including: mask))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.highPriorityGesture(gesture, isEnabled: isEnabled))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> SceneView {
        modifier(.simultaneousGesture(gesture, including: mask))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> SceneView {
        modifier(.simultaneousGesture(gesture, isEnabled: isEnabled))
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> SceneView {
        modifier(.onTapGesture(count: count, perform: action))
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> SceneView {
        modifier(.onTapGesture(count: count, coordinateSpace: coordinateSpace, perform: action))
    }

    public func onLongPressGesture(minimumDuration: Double = GestureConstants.longPressMinimumDuration,
                                   maximumDistance: CGFloat = GestureConstants.longPressMaximumDistance,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> SceneView {
        modifier(.onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                     perform: action, onPressingChanged: onPressingChanged))
    }

    /// Names the view's coordinate space for gestures on it and its descendants.
    public func coordinateSpace(name: String) -> SceneView {
        var view = self
        view.coordinateSpaceName = name
        return view
    }

    /// Disables the gestures written before it and every gesture of the view's children, as the
    /// environment's `isEnabled` does. `.disabled(false)` never re-enables what an outer
    /// `.disabled(true)` disabled.
    public func disabled(_ disabled: Bool) -> SceneView {
        guard disabled else { return self }
        var view = self
        view.isDisabled = true
        view.gestureDisabled = view.gestureDisabled.map { _ in true }
        return view
    }
}

/// A scene flattened for replay: views in preorder with their parents, and, per view, the
/// gesture of the path from the root to it, composed by spec §5.1.
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

    /// The gesture a pointer bound to `leaf` drives: each view's modifiers combined with the
    /// gesture of its content — the child on the path and the modifiers written before — from the
    /// leaf up to the root (spec §5.1).
    func composedGesture(for leaf: Int) -> AnyGesture<Void> {
        var content: AnyGesture<Void>? = nil
        var index: Int? = leaf
        while let current = index {
            let node = nodes[current]
            for (position, modifier) in node.view.gestures.enumerated() {
                let disabled = node.inheritedDisabled || node.view.gestureDisabled[position]
                // The leaf's geometry is the instance's own; other views' gestures carry theirs.
                let own: AnyGesture<Void>? = !modifier.mask.contains(.gesture) || disabled ? nil
                    : current == leaf ? modifier.gesture
                    : ScopedGesture(base: modifier.gesture, geometry: node.geometry).eraseToAnyGesture()
                let subviews: AnyGesture<Void>? = modifier.mask.contains(.subviews) ? content : nil
                guard let own, let subviews else {
                    // One side absent: the other alone. Combining with an always-failed side
                    // differs only where the literal Exclusive row (failed, possible(nil)) would
                    // fail a gesture that has not produced a value yet — before it could start.
                    content = own ?? subviews
                    continue
                }
                switch modifier.priority {
                case .normal:
                    content = subviews.exclusively(before: own).map { _ in () }.eraseToAnyGesture()
                case .high:
                    content = own.exclusively(before: subviews).map { _ in () }.eraseToAnyGesture()
                case .simultaneous:
                    content = subviews.simultaneously(with: own).map { _ in () }.eraseToAnyGesture()
                }
            }
            index = node.parent
        }
        return content ?? AnyGesture(Optional<AnyGesture<Void>>.none)
    }
}
