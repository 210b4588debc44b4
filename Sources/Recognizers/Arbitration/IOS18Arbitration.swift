/// SwiftUI since iOS 18 (docs/semantics.md, "iOS 18 and later"): every gesture attached on a
/// pointer's path is its own recognizer, with the legacy algebra inside it, and UIKit's relations
/// decide between them (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18) — a recognizer that begins fails the possible ones it can
/// prevent, and one that requires another's failure stays possible until that one fails, and
/// fails if it is recognized instead.
enum IOS18Arbitration {
    /// One attached gesture on the path: what `.gesture`, `.highPriorityGesture`,
    /// `.simultaneousGesture`, `onTapGesture` or `onLongPressGesture` added.
    struct Member {
        let recognizer: GestureRecognizer<Void>
        let priority: ViewGesture.Priority
        /// Position on the path, from the leaf's first modifier outwards: a member with a larger
        /// depth wraps (is an ancestor of) one with a smaller depth.
        let depth: Int
        let hasDependency: Bool
        let requiredTapCount: Int?
        /// How explanations name it: "TapGesture(count: 2) on P".
        let name: String
        let geometry: ViewGeometry
        /// The id of the view it is attached to.
        let view: String
        /// A UIKit recognizer (`.gesture(representable)`): not a SwiftUI gesture responder.
        let platform: PlatformGesture?

        /// The member as a delegate is told about it.
        var asOther: OtherGestureRecognizer { OtherGestureRecognizer(name: name, view: view, platformKind: platform?.kind) }
    }

    /// The attached gestures a pointer bound to `leaf` reaches, innermost first: each view's
    /// modifiers in source order, from the leaf up to the root. Masks and `.disabled` apply as in
    /// the legacy algebra (docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17): a modifier without `.subviews` removes every gesture
    /// inside it, one without `.gesture` (or disabled) removes its own.
    static func members(of scene: FlatScene, boundTo leaf: Int, controls: SceneControls? = nil,
                        settings: GestureSettings = ArbitrationProfile.ios18.settings) -> [Member] {
        enum Source {
            case modifier(ViewGesture)
            /// A control's own recognizer; a mask on an ancestor does not remove it (UIKit's
            /// recognizers are outside SwiftUI's masks).
            case control(ControlRecognizer)
        }
        var found: [(source: Source, view: Int)] = []
        var index: Int? = leaf
        while let current = index {
            let node = scene.nodes[current]
            for control in controls?.recognizers(at: current, in: scene) ?? [] { found.append((.control(control), current)) }
            for (position, modifier) in node.view.gestures.enumerated() {
                if !modifier.mask.contains(.subviews) {
                    found.removeAll { if case .modifier = $0.source { true } else { false } }
                }
                let disabled = node.inheritedDisabled || node.view.isGestureDisabled(at: position)
                if modifier.mask.contains(.gesture) && !disabled { found.append((.modifier(modifier), current)) }
            }
            index = node.parent
        }
        return found.enumerated().map { depth, entry in
            let node = scene.nodes[entry.view]
            switch entry.source {
            case .control(let control):
                return Member(control.recognizer, priority: .normal, depth: depth, label: control.label,
                              view: node.view.id, geometry: node.geometry, platform: control.platform, settings: settings)
            case .modifier(let modifier):
                let platform = modifier.platform
                let recognizer = platform?.makeRecognizer(screen: scene.screen) ?? modifier.gesture._makeRecognizer()
                return Member(recognizer, priority: modifier.priority, depth: depth, label: modifier.label,
                              view: node.view.id, geometry: node.geometry, platform: platform, settings: settings)
            }
        }
    }

    /// `isPrioritized(self over other)` (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18, [OSUI] `GestureResponderExclusionPolicy`).
    /// Rows in precedence order.
    static func isPrioritized(_ member: Member, over other: Member) -> Bool {
        switch (member.priority, other.priority) {
        case (.simultaneous, _), (_, .simultaneous): false
        case (.high, .normal): true
        case (.normal, .high): false
        // Between two `.gesture`s the inner one (the descendant) wins.
        case (.normal, .normal): member.depth < other.depth
        // Between two `.highPriorityGesture`s the outer one (the ancestor) wins.
        case (.high, .high): member.depth > other.depth
        }
    }

    /// Whether the two run side by side, neither preventing the other: a `.simultaneousGesture`
    /// on either side, or a platform recognizer's delegate answering
    /// `shouldRecognizeSimultaneouslyWith` (either one's, as in UIKit).
    static func recognizeSimultaneously(_ member: Member, _ other: Member) -> Bool {
        member.priority == .simultaneous || other.priority == .simultaneous
            || member.platform?.delegate.shouldRecognizeSimultaneouslyWith?(other.asOther) == true
            || other.platform?.delegate.shouldRecognizeSimultaneouslyWith?(member.asOther) == true
    }

    /// `canPrevent`. Rows in precedence order: between SwiftUI gestures, prioritized and the
    /// other has no dependency that makes it wait instead; a SwiftUI gesture prioritized over a
    /// platform recognizer can always prevent it (docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider: it is not a SwiftUI responder); a
    /// platform recognizer can prevent anything (UIKit's default, docs/semantics.md#controls-scrollview-list-paged-tabview-button-navigationstack-sheet-toggle-slider,
    /// proposed) — each unless the two recognize simultaneously.
    static func canPrevent(_ member: Member, _ other: Member) -> Bool {
        if recognizeSimultaneously(member, other) { return false }
        switch (member.platform, other.platform) {
        case (nil, nil): return isPrioritized(member, over: other) && !other.hasDependency
        case (nil, _?): return isPrioritized(member, over: other)
        case (_?, _): return true
        }
    }

    /// `shouldRequireFailure(of:)`. A platform recognizer's delegate decides first, from either
    /// side (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`); with a platform recognizer
    /// on either side nothing else waits. Between SwiftUI gestures: two taps with different
    /// counts — the smaller count waits, wherever the two sit on the path; otherwise a dependent
    /// gesture waits for any gesture prioritized over it.
    static func requiresFailure(_ member: Member, of other: Member) -> Bool {
        if member.platform?.delegate.shouldRequireFailureOf?(other.asOther) == true
            || other.platform?.delegate.shouldBeRequiredToFailBy?(member.asOther) == true {
            return true
        }
        if member.platform != nil || other.platform != nil { return false }
        if member.priority != .simultaneous, other.priority != .simultaneous,
           let count = member.requiredTapCount, let otherCount = other.requiredTapCount, count != otherCount {
            return count < otherCount
        }
        return isPrioritized(other, over: member) && member.hasDependency
    }

    /// The order members are updated in within one update: after the members they wait for, so
    /// a release happens in the update that failed the competitor; otherwise by priority — high
    /// priority outermost first, then `.gesture`s innermost first, then simultaneous ones — so
    /// that of two that begin in the same update the prioritized one begins first. A cycle of
    /// waits (possible only with mixed taps and long presses) is cut at the member with the
    /// highest priority; its wait then reads the others' states from the previous update.
    static func updateOrder(_ members: [Member], requirements: [[Int]]) -> [Int] {
        func rank(_ member: Member) -> (Int, Int) {
            switch member.priority {
            case .high: (0, -member.depth)
            case .normal: (1, member.depth)
            case .simultaneous: (2, member.depth)
            }
        }
        var remaining = members.indices.sorted { rank(members[$0]) < rank(members[$1]) }
        var order: [Int] = []
        while !remaining.isEmpty {
            let ready = remaining.firstIndex { candidate in
                requirements[candidate].allSatisfy { !remaining.contains($0) }
            } ?? 0
            order.append(remaining.remove(at: ready))
        }
        return order
    }

    static func driver(for scene: FlatScene, boundTo view: Int, controls: SceneControls?, settings: GestureSettings) -> InstanceDriver {
        ArenaDriver(members: members(of: scene, boundTo: view, controls: controls, settings: settings),
                    longPressIsDependent: settings.longPressIsDependent)
    }
}


extension IOS18Arbitration.Member {
    /// A member whose dependency and tap count come from its recognizer's traits (a UIKit
    /// recognizer's are `.other`: none), named "label on view".
    init(_ recognizer: GestureRecognizer<Void>, priority: ViewGesture.Priority, depth: Int, label: String,
         view: String, geometry: ViewGeometry, platform: PlatformGesture?, settings: GestureSettings) {
        let traits = recognizer.traits
        self.init(recognizer: recognizer, priority: priority, depth: depth,
                  hasDependency: traits.hasDependency(longPressIsDependent: settings.longPressIsDependent), requiredTapCount: traits.requiredTapCount,
                  name: "\(label) on \(view)", geometry: geometry, view: view, platform: platform)
    }
}
