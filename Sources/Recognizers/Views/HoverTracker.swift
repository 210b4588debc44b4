/// What `.onContinuousHover` reports (SwiftUI's `HoverPhase`): the pointer moved to a location
/// within the view, or left it.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// A view's `.onHover` or `.onContinuousHover(coordinateSpace:)`
/// (docs/semantics.md#input-beyond-touch): a callback, not a gesture — it binds no pointer and takes part in no arbitration.
public struct HoverHandler {
    public enum Kind {
        /// `.onHover { hovering in }`: true as the pointer enters the view's frame, false as it leaves.
        case hover((Bool) -> Void)
        /// `.onContinuousHover(coordinateSpace:) { phase in }`: the location at every move inside,
        /// in `CoordinateSpace`, and `.ended` as the pointer leaves.
        case continuous(CoordinateSpace, (HoverPhase) -> Void)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }
}

extension SceneView {
    /// `.onHover { hovering in }`.
    public func onHover(perform action: @escaping (Bool) -> Void) -> SceneView {
        hover(HoverHandler(.hover(action)))
    }

    /// `.onContinuousHover(coordinateSpace:) { phase in }`.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> SceneView {
        hover(HoverHandler(.continuous(coordinateSpace, action)))
    }
}

/// Which views each hovering pointer is over, and what to call as it moves
/// (docs/semantics.md#input-beyond-touch, proposed): the region is the view's frame, nothing on top hides it, nested views are
/// hovered together; the first sample inside calls `onHover(true)` then `.active`, each further
/// one `.active`, the first outside (or a `leave`) `onHover(false)` and `.ended`. A press stops
/// the callbacks without ending them; the next hover sample after the lift resumes them.
/// The end of a trace ends nothing: the cursor may still be there.
struct HoverTracker {
    /// Per hovering pointer, the views (indices into the scene's nodes) it is over, in order.
    private var hovered: [(pointer: Int64, views: [Int])] = []

    /// One callback to run.
    enum Action {
        case hover(view: Int, handler: Int, Bool)
        case continuous(view: Int, handler: Int, HoverPhase)
    }

    /// The pointer at `location` (global points), or gone (`nil`): the callbacks, exits first,
    /// each in view order.
    mutating func move(_ pointer: Int64, to location: CGPoint?, in scene: FlatScene) -> [Action] {
        let slot = hovered.firstIndex { $0.pointer == pointer }
        let before = slot.map { hovered[$0].views } ?? []
        var now: [Int] = []
        if let location {
            for view in scene.hoverNodes where scene.nodes[view].geometry.globalFrame.contains(location) { now.append(view) }
        }
        var actions: [Action] = []
        for view in before where !now.contains(view) {
            for (index, handler) in scene.nodes[view].view.hoverHandlers.enumerated() {
                switch handler.kind {
                case .hover: actions.append(.hover(view: view, handler: index, false))
                case .continuous: actions.append(.continuous(view: view, handler: index, .ended))
                }
            }
        }
        if let location {
            for view in now {
                let entered = !before.contains(view)
                let geometry = scene.nodes[view].geometry
                for (index, handler) in scene.nodes[view].view.hoverHandlers.enumerated() {
                    switch handler.kind {
                    case .hover: if entered { actions.append(.hover(view: view, handler: index, true)) }
                    case .continuous(let space, _):
                        actions.append(.continuous(view: view, handler: index, .active(geometry.convert(location, to: space))))
                    }
                }
            }
        }
        switch (slot, now.isEmpty) {
        case (let slot?, true): hovered.remove(at: slot)
        case (let slot?, false): hovered[slot].views = now
        case (nil, false): hovered.append((pointer, now))
        case (nil, true): break
        }
        return actions
    }
}
