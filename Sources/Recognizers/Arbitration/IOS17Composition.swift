/// SwiftUI on iOS 13–17: the gestures of every view on a pointer's path, from the leaf it is bound
/// to up to the root, are folded into one gesture with the Exclusive/Simultaneous algebra of
/// docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17, and that one gesture is the instance.
enum IOS17Composition {
    /// The gesture a pointer bound to `leaf` drives: each view's modifiers combined with the
    /// gesture of its content — the child on the path and the modifiers written before — from the
    /// leaf up to the root (docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17).
    /// A control's SwiftUI gesture (a Button's) is the innermost gesture of its view, combined
    /// with its content as `.gesture` would be.
    static func composedGesture(of scene: FlatScene, boundTo leaf: Int,
                                controlGestures: [Int: GestureRecognizer<Void>] = [:]) -> AnyGesture<Void> {
        var content: AnyGesture<Void>? = nil
        var index: Int? = leaf
        while let current = index {
            let node = scene.nodes[current]
            if let recognizer = controlGestures[current] {
                let gesture = ControlGesture(make: { recognizer })
                let own = current == leaf ? gesture.eraseToAnyGesture()
                    : ScopedGesture(base: gesture, geometry: node.geometry).eraseToAnyGesture()
                content = content.map { $0.exclusively(before: own).map { _ in () }.eraseToAnyGesture() } ?? own
            }
            for (position, modifier) in node.view.gestures.enumerated() {
                let disabled = node.inheritedDisabled || node.view.isGestureDisabled(at: position)
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

/// Drives one gesture: the iOS 13–17 instance, whose whole path is a single composed gesture.
final class SingleGestureDriver<Value>: InstanceDriver {
    let recognizer: GestureRecognizer<Value>
    /// Whether anything in the gesture keeps a timer: a drag alone is never asked.
    private let timers: Bool
    init(_ recognizer: GestureRecognizer<Value>) {
        self.recognizer = recognizer
        timers = recognizer.traits.hasTimers
    }
    override var hasTimers: Bool { timers }

    override func update(_ update: GestureUpdate) -> RecognizerState { recognizer.update(update) }
    override func reset() { recognizer.reset() }
    override var deadline: GestureTime? { recognizer.deadline }
}

extension IOS17Composition {
    /// The instance for pointers bound to `view`: its path's gesture, composed — and, when the
    /// path has controls with UIKit recognizers (a scroll view's pan), those recognizers beside
    /// it (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider, ios17): whichever begins first prevents the others,
    /// `.simultaneousGesture` or not, and of two that begin in one update the platform
    /// recognizer wins, innermost first.
    static func driver(for scene: FlatScene, boundTo view: Int, controls: SceneControls?, settings: GestureSettings) -> InstanceDriver {
        var controlGestures: [Int: GestureRecognizer<Void>] = [:]
        var platforms: [IOS18Arbitration.Member] = []
        if let controls {
            var index: Int? = view
            while let current = index {
                for control in controls.recognizers(at: current, in: scene) {
                    if control.platform == nil {
                        controlGestures[current] = control.recognizer
                    } else {
                        let node = scene.nodes[current]
                        platforms.append(IOS18Arbitration.Member(
                            control.recognizer, priority: .normal, depth: platforms.count, label: control.label,
                            view: node.view.id, geometry: node.geometry, platform: control.platform, settings: settings))
                    }
                }
                index = scene.nodes[current].parent
            }
        }
        let composite = composedGesture(of: scene, boundTo: view, controlGestures: controlGestures)._makeRecognizer()
        guard !platforms.isEmpty else { return SingleGestureDriver(composite) }
        let id = scene.nodes[view].view.id
        let members = platforms + [IOS18Arbitration.Member(
            recognizer: composite, priority: .normal, depth: platforms.count, hasDependency: false, requiredTapCount: nil,
            name: "the SwiftUI gestures on \(id)", geometry: scene.nodes[view].geometry, view: id, platform: nil)]
        let everyOther = members.indices.map { i in members.indices.filter { $0 != i } }
        return ArenaDriver(members: members, requirements: members.map { _ in [] }, preventable: everyOther,
                           order: Array(members.indices), longPressIsDependent: settings.longPressIsDependent)
    }
}
