import Recognizers
import TraceFormat
import SwiftSource

/// A scene as `lint` sees it: every view in preorder with its parent, subtree, gestures, control
/// and accessibility modifiers, and the views worth probing.
package struct LintScene {
    package struct View {
        package var id: String
        /// `Image`, `Button`, …: the view's type in a Swift scene, its control in a JSON one.
        package var type: String?
        package var frame: CGRect
        /// Where it is hit, in global points: its hit shape's rectangle, else its frame.
        package var hitRect: CGRect
        package var position: SourcePosition
        package var parent: Int?
        /// Its subtree, as preorder indices: itself and `index + 1 ..< subtreeEnd`.
        package var subtreeEnd: Int
        /// The gesture-attaching modifiers, with their index in records.
        package var gestures: [(record: Int, spec: ModifierSpec)]
        /// `.onHover`, `.onContinuousHover`, `.onPencilSqueeze`, `.onPencilDoubleTap`: callbacks
        /// only some inputs run (`input-sensitive`).
        package var inputCallbacks: [ModifierSpec] = []
        package var accessibility: [AccessibilityModifier]
        package var control: Control?
        /// `.disabled(true)` on it (or a control's `"disabled": true`).
        package var disabled: Bool
        /// `.allowsHitTesting(false)`, `.hidden()`, `.opacity(0)`: a Swift scene's hit shape of none
        /// on a view with no children that could be hit instead.
        package var notHit: Bool
        /// Not hit because an ancestor turns hit testing off, as a loading state's placeholder
        /// rows do on purpose.
        package var hitTestingOffByAncestor = false
        /// Disabled at rest, on it or an ancestor, by `.disabled(expression)` reading state.
        package var disabledByState = false
        /// A long press presents its `.contextMenu`, or a swipe reveals its `.swipeActions`: a
        /// finger reaches it without a gesture of its own.
        package var touchMenus = false
        /// It or an ancestor is at a size the system gives it (`SceneSpec.systemSized`).
        package var systemSized = false
        /// A placeholder for a view defined elsewhere: its real size and shape are unknown.
        package var isPlaceholder = false
        /// A Button drawn by a style this tool does not read: where the style was set.
        package var unreadStyle: SourcePosition?
        /// A NavigationLink its List cell navigates for (`SceneSpec.reachedThroughCell`).
        package var reachedThroughCell = false
        /// It has an `.onKeyPress`: keys of a view inside it that has focus reach it.
        package var takesKeys = false
        /// A Button or Toggle with a `.keyboardShortcut`: a key acts on it wherever it is drawn,
        /// so hiding it (`.opacity(0)`, `.hidden()`) leaves a keyboard control, on purpose.
        package var hasKeyboardShortcut = false
        /// The branches of undecided `if`s it was laid out from (`SceneSpec.alternatives`).
        package var alternatives: [AlternativeBranch] = []

        /// `.accessibilityHidden(true)`: assistive technologies skip it.
        package var isAccessibilityHidden: Bool { accessibility.contains { if case .hidden(true) = $0 { true } else { false } } }

        package var name: String { type.map { LaidOutView.label(id: id, type: $0) } ?? id }
        package var isControlTarget: Bool { control?.lint.isTarget ?? false }
        /// A scroll view, List or paged TabView: what `blocked-scroll` checks.
        package var scrolls: Bool { control?.lint.scrolls ?? false }
    }

    package var views: [View] = []
    /// Each id's first view, so hit tests and records (which name views) map back to them.
    private var indexByID: [String: Int] = [:]
    package var file: String
    /// Where fingers can go: the screen of a Swift scene, the roots' bounds of a JSON one.
    package var screen: CGRect

    package init(specs: [SceneSpec], file: String, screen: CGRect? = nil) {
        self.file = file
        self.screen = CGRect(x: 0, y: 0, width: 0, height: 0)
        for spec in specs { add(spec, parent: nil, disabled: false, systemSized: false) }
        for (index, view) in views.enumerated() where indexByID[view.id] == nil { indexByID[view.id] = index }
        self.screen = screen ?? specs.map(\.frame).reduce(specs.first?.frame ?? self.screen) { $0.union($1) }
    }

    private mutating func add(_ spec: SceneSpec, parent: Int?, disabled: Bool, systemSized inherited: Bool, disabledByState inheritedState: Bool = false) {
        let index = views.count
        var gestures: [(Int, ModifierSpec)] = []
        var inputCallbacks: [ModifierSpec] = []
        var accessibility: [AccessibilityModifier] = []
        var ownDisabled = spec.controlDisabled
        // The records' `modifier` index counts hover callbacks too; lint's gestures keep it.
        var eventModifiers = 0
        for modifier in spec.modifiers {
            switch modifier.kind {
            case .accessibility(let value): accessibility.append(value)
            case .disabled(let value): ownDisabled = ownDisabled || value
            case .hover, .pencil: inputCallbacks.append(modifier)
            default: break
            }
            if modifier.attachesGesture { gestures.append((eventModifiers, modifier)) }
            if modifier.isEventModifier { eventModifiers += 1 }
        }
        var hitRect = spec.frame
        if let shape = spec.hitShape, shape.kind != .none { hitRect = shape.rect }
        let notHit = spec.hitTestingOff || (spec.hitShape?.kind == HitShape.Kind.none && spec.children.isEmpty)
        views.append(View(id: spec.id, type: spec.typeName ?? spec.control?.name, frame: spec.frame, hitRect: hitRect,
                          position: spec.idPosition, parent: parent, subtreeEnd: index + 1, gestures: gestures,
                          accessibility: accessibility, control: spec.control, disabled: disabled || ownDisabled, notHit: notHit,
                          systemSized: inherited || spec.systemSized, isPlaceholder: spec.isPlaceholder))
        views[index].inputCallbacks = inputCallbacks
        views[index].hitTestingOffByAncestor = spec.hitTestingOffByAncestor
        views[index].touchMenus = spec.contextMenu || spec.swipeActions != nil
        views[index].reachedThroughCell = spec.reachedThroughCell
        views[index].disabledByState = inheritedState || spec.disabledByState
        views[index].takesKeys = spec.modifiers.contains { if case .keyPress = $0.kind { true } else { false } }
        views[index].hasKeyboardShortcut = spec.modifiers.contains { if case .keyboardShortcut = $0.kind { true } else { false } }
        views[index].alternatives = spec.alternatives
        views[index].unreadStyle = spec.unreadStyle
        for child in spec.children {
            let childIndex = views.count
            add(child, parent: index, disabled: disabled || ownDisabled, systemSized: inherited || spec.systemSized,
                disabledByState: inheritedState || spec.disabledByState)
            // A List row's content is reached by its cell's swipe actions as the cell is.
            if spec.isListCell, spec.swipeActions != nil { views[childIndex].touchMenus = true }
        }
        views[index].subtreeEnd = views.count
    }

    /// The preorder index of the view with this id.
    package func index(of id: String) -> Int? { indexByID[id] }

    package func contains(_ ancestor: Int, _ index: Int) -> Bool { index >= ancestor && index < views[ancestor].subtreeEnd }

    /// The view's ancestors, nearest first.
    package func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = views[index].parent
        while let parent = current {
            result.append(parent)
            current = views[parent].parent
        }
        return result
    }

    /// Views to probe: those with a gesture or a control people act on (scroll views are probed
    /// through their content). Views made from one place in the source — a `ForEach`'s rows —
    /// are one target, probed at its first instance on screen: they share their findings.
    package func targets() -> [[Int]] {
        var groups: [String: Int] = [:]
        var result: [[Int]] = []
        for (index, view) in views.enumerated() where !view.gestures.isEmpty || view.isControlTarget {
            let key = "\(view.position.line):\(view.position.column):\(view.type ?? "")"
            if let group = groups[key] { result[group].append(index) } else {
                groups[key] = result.count
                result.append([index])
            }
        }
        return result
    }

    /// The names of `.accessibilityAction(named:)` on the view and its ancestors: the actions
    /// rotor VoiceOver offers on it.
    package func namedActions(onPathTo index: Int) -> [String] {
        ([index] + ancestors(of: index)).flatMap { views[$0].accessibility }.compactMap { modifier -> String? in
            if case .action(.named(let name), _) = modifier { name } else { nil }
        }
    }

    /// Where a keyboard user's focus may land to reach the view's callbacks, nearest first: the
    /// view and its ancestors, then the other views inside each ancestor with an `.onKeyPress`
    /// (keys go up from the focused view, so a focused text field reaches its container's
    /// handlers), at most `focusCandidatesTried`.
    package func focusCandidates(around index: Int) -> [String] {
        let chain = [index] + ancestors(of: index)
        var candidates = chain.map { views[$0].id }
        var seen = Set(chain)
        for ancestor in chain.dropFirst() where views[ancestor].takesKeys && candidates.count < Self.focusCandidatesTried {
            for inside in (ancestor + 1)..<views[ancestor].subtreeEnd where !seen.contains(inside) && candidates.count < Self.focusCandidatesTried {
                seen.insert(inside)
                candidates.append(views[inside].id)
            }
        }
        return candidates
    }

    static let focusCandidatesTried = 256

    /// Whether two views come from different branches of one `if` the reader could not decide
    /// (both laid out): they never show together, so one cannot cover or beat the other.
    package func neverTogether(_ first: Int, _ second: Int) -> Bool {
        var branches: [Int: Int] = [:]
        for index in [first] + ancestors(of: first) { for alternative in views[index].alternatives { branches[alternative.group] = alternative.branch } }
        for index in [second] + ancestors(of: second) {
            for alternative in views[index].alternatives where branches[alternative.group].map({ $0 != alternative.branch }) == true { return true }
        }
        return false
    }

    /// The views from `first` and from `second` up to their nearest common ancestor, it included:
    /// what places the two against each other.
    package func paths(from first: Int, and second: Int) -> [Int] {
        let firstChain = [first] + ancestors(of: first)
        let secondChain = [second] + ancestors(of: second)
        let shared = Set(secondChain)
        guard let common = firstChain.first(where: shared.contains) else { return firstChain + secondChain }
        return firstChain.prefix { $0 != common } + secondChain.prefix { $0 != common } + [common]
    }

    /// The nearest ancestor that scrolls.
    package func scrollAncestor(of index: Int) -> Int? { ancestors(of: index).first { views[$0].scrolls } }
}
