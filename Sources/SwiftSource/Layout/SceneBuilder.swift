import Recognizers
import TraceFormat

/// Turns placed boxes into scene views: ids, frames, hit shapes, gestures and controls.
struct SceneBuilder {
    let reader: SourceReader
    /// The scene's state at rest, for the hit shapes' effects before any callback runs.
    let initialState: SceneState
    var laidOut: [LaidOutView] = []
    /// How many List rows' content is being built around the view now (rows that are not
    /// themselves a control): a default-style Button inside one is triggered by its row.
    private var rowsBuilding = 0
    /// The ids given so far that a view's name could clash with: only those equal to some name.
    private var usedNames: Set<String> = []
    /// Every `.accessibilityIdentifier`/`.id` in the scene: most views have none, and a path
    /// nobody names needs no remembering.
    private let names: Set<String>
    /// False when only `laidOut` is wanted: each spec is then made without its replay parts and
    /// children, and dropped.
    private let keepsSpecs: Bool

    init(reader: SourceReader, initialState: SceneState, boxes: [LayoutBox], keepsSpecs: Bool = true) {
        self.reader = reader
        self.initialState = initialState
        self.keepsSpecs = keepsSpecs
        var names: Set<String> = []
        var count = 0
        func collect(_ box: LayoutBox) {
            count += 1
            if let name = box.node.name { names.insert(name) }
            for child in box.children { collect(child) }
            for secondary in box.secondaries.values { collect(secondary) }
        }
        for box in boxes { collect(box) }
        self.names = names
        laidOut.reserveCapacity(count)
    }

    /// The largest coordinate a view is placed at, points: past the content of a ForEach of
    /// millions of rows, so a frame beyond it comes from arithmetic that ran away (1e300 pt of
    /// content, a ratio of huge values) rather than from a long list.
    static let largestCoordinate = 1e9

    /// Whether every number of `frame` is finite and within `largestCoordinate`.
    static func isBounded(_ frame: CGRect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) <= largestCoordinate }
    }

    private static func describe(_ frame: CGRect) -> String {
        "[" + [frame.minX, frame.minY, frame.width, frame.height].map { $0.isNaN ? "NaN" : NumberFormat.string($0) }.joined(separator: ", ") + "]"
    }

    /// The spec of `box` and everything in it: its identity, its frame and hit shape, its
    /// modifiers, its live offset, and its children in z-order.
    mutating func build(_ box: LayoutBox, parentPath: String, siblingIndex: Int?, effects: [LiveEffect],
                        hittable: Bool, depth: Int) -> SceneSpec {
        if let cell = box.rowFrame, !box.isCellContent, !box.node.fillsListRow || box.node.swipeActions != nil {
            return buildCell(box, cell: cell, parentPath: parentPath, siblingIndex: siblingIndex, effects: effects, hittable: hittable, depth: depth)
        }
        let node = box.node
        var path = ""
        path.reserveCapacity(parentPath.utf8.count + node.typeName.utf8.count + 8)
        if !parentPath.isEmpty { path += parentPath + "/" }
        path += node.typeName
        if let siblingIndex { path += "[" + String(siblingIndex) + "]" }
        let id = identity(of: node, path: path)
        let modifiers = node.modifiers
        let frame = gestureFrame(of: box)
        // Hit testing: anything that turns it off turns it off for what it wraps.
        let disabling = modifiers.lastIndex { modifier in
            switch modifier {
            case .allowsHitTesting(false), .hidden: true
            case .opacity(let value): value <= 0
            default: false
            }
        }
        let selfHittable = hittable && disabling == nil
        let ownEffects = effects + Self.effects(of: box)
        var spec = SceneSpec(id: id, idPosition: SourcePosition(line: reader.lines.line(of: node.token.offset), column: reader.lines.column(of: node.token.offset)),
                             frame: frame, coordinateSpace: nil, modifiers: [], children: [])
        var liveEffects: [LiveEffect] = []
        let shape = hitShape(of: box, frame: frame, hittable: selfHittable, effects: ownEffects, liveEffects: &liveEffects)
        for modifier in modifiers { if case .scene(let scene) = modifier { spec.modifiers.append(scene) } }
        let control = control(of: box, frame: frame)
        if keepsSpecs {
            spec.setSourceParts(typeName: node.typeName, hitShape: shape, control: control, swipeActions: box.isCellContent ? nil : node.swipeActions,
                                liveOffset: liveOffset(of: modifiers), liveEffects: liveEffects)
        }
        let roles = node.roles
        spec.systemSized = roles.systemSized || Self.isSystemSized(box)
        spec.isPlaceholder = { if case .placeholder = node.kind { true } else { false } }()
        if case .control(let control) = node.kind, control.definition.isSystemSizedOnMac {
            spec.unreadStyle = box.environment.unreadButtonStyle
            // A Button in the default style anywhere in a row is triggered by a tap anywhere in
            // the row (UIKit highlights the whole row): lint does not judge it small or
            // unreachable. The replay does not model that tap yet (docs/semantics.md#list-rows-cells-and-content).
            if rowsBuilding > 0, node.typeName == "Button", !box.environment.styledButtons { spec.reachedThroughCell = true }
        }
        spec.hitTestingOff = !selfHittable
        spec.hitTestingOffByAncestor = !hittable
        spec.contextMenu = roles.contextMenu
        spec.disabledByState = roles.disabledByState
        spec.alternatives = roles.alternatives
        laidOut.append(laidOutView(box, spec: spec, shape: shape, control: control, depth: depth))
        let children = children(of: box, path: path, effects: ownEffects, hittable: hittable, selfHittable: selfHittable,
                                disabling: disabling, depth: depth)
        if keepsSpecs { spec.children = children }
        // Its control and its children's are made: no size of it is asked again.
        box.forgetSizes()
        return spec
    }

    /// Whether the system sizes the view (a bar, a Toggle's switch; a Mac's push button in the
    /// system's style), which `small-target` does not judge.
    private static func isSystemSized(_ box: LayoutBox) -> Bool {
        switch box.node.kind {
        case .bar: true
        case .control(let control):
            control.definition.isSystemSized || (control.definition.isSystemSizedOnMac && box.environment.screen.screen.device?.name == Device.macWindowName
                                                 && (!box.environment.styledButtons || box.environment.borderedButtons))
        default: false
        }
    }

    /// The view's frame where its last gesture is attached: the view the gesture's `.local`
    /// space and hit testing see (a List row's content: the row).
    private func gestureFrame(of box: LayoutBox) -> CGRect {
        let modifiers = box.node.modifiers
        var frameLayer = modifiers.count
        if let last = modifiers.lastIndex(where: { if case .scene(let spec) = $0 { !spec.isAccessibility } else { false } }) { frameLayer = last }
        var frame = box.layerFrames[frameLayer]
        if let row = box.rowFrame { frame = row }
        if !Self.isBounded(frame) {
            // Arithmetic on values the reader approximated can run away (a ratio of zeros, a
            // stack of thousands of rows): no view is ever placed at NaN or past any screen.
            reader.warn(at: box.node.token, "the view's frame works out to \(Self.describe(frame)), which no screen has; laid out as zero size at the origin")
            frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        }
        return frame
    }

    /// The view as `layout` prints it, located in its own file when a folder was read.
    private func laidOutView(_ box: LayoutBox, spec: SceneSpec, shape: HitShape, control: Control?, depth: Int) -> LaidOutView {
        let node = box.node
        var location = spec.idPosition
        var file: String?
        if !reader.source.files.isEmpty {
            let place = reader.source.place(ofLine: location.line)
            file = place.origin
            location.line = place.line
        }
        var laid = LaidOutView(id: spec.id, type: node.typeName, depth: depth, frame: spec.frame, shape: shape, modifiers: spec.modifiers,
                               location: location, file: file, control: control?.name, isPlaceholder: spec.isPlaceholder)
        laid.alternatives = node.roles.alternatives
        if node.roles.contextMenu { laid.roles.append(".contextMenu") }
        if node.swipeActions != nil, !box.isCellContent { laid.roles.append(".swipeActions") }
        return laid
    }

    /// A List row as two views (docs/semantics.md#list-rows-cells-and-content): the cell, the
    /// row's full width and height, which takes the List's own interactions — the row's swipe
    /// actions — anywhere in it, and inside it the content at its own frame, hit on its own
    /// shape. A row that is a control (a Button, a Toggle, a NavigationLink) fills its cell, and
    /// needs one only for its swipe actions.
    @inline(never)
    private mutating func buildCell(_ box: LayoutBox, cell: CGRect, parentPath: String, siblingIndex: Int?, effects: [LiveEffect],
                                    hittable: Bool, depth: Int) -> SceneSpec {
        let slot = laidOut.count
        // A row that is a control keeps the cell's frame inside it: it is triggered anywhere in the row.
        if !box.node.fillsListRow { box.rowFrame = nil }
        box.isCellContent = true
        if !box.node.fillsListRow { rowsBuilding += 1 }
        var content = build(box, parentPath: parentPath, siblingIndex: siblingIndex, effects: effects, hittable: hittable, depth: depth + 1)
        if !box.node.fillsListRow { rowsBuilding -= 1 }
        let id = LaidOutView.cellID(of: content.id)
        // A NavigationLink anywhere in the row — a hidden one in its background included, the
        // common way to drop the chevron — makes the whole cell navigate: the cell is its button.
        let link = box.node.fillsListRow ? nil : laidOut[slot...].first { $0.type == "NavigationLink" && $0.control != nil }
        let linkControl = link == nil ? nil : Self.markLink(in: &content)

        var spec = SceneSpec(id: id, idPosition: content.idPosition, frame: cell, coordinateSpace: nil, modifiers: [], children: [])
        var shape = HitShape(hittable ? .rectangle : .none, rect: cell)
        let liveEffects = undo(effects, on: &shape)
        if keepsSpecs {
            spec.setSourceParts(typeName: LaidOutView.cellTypeName, hitShape: shape, control: linkControl, swipeActions: box.node.swipeActions,
                                liveOffset: nil, liveEffects: liveEffects)
            spec.children = [content]
        }
        spec.hitTestingOff = !hittable
        spec.hitTestingOffByAncestor = !hittable
        spec.alternatives = content.alternatives
        spec.isListCell = true
        let location = laidOut[slot]
        var laid = LaidOutView(id: id, type: LaidOutView.cellTypeName, depth: depth, frame: cell, shape: shape, modifiers: [],
                                           location: location.location, file: location.file, control: link?.control, isPlaceholder: false)
        laid.alternatives = content.alternatives
        if box.node.swipeActions != nil { laid.roles.append(".swipeActions") }
        laidOut.insert(laid, at: slot)
        return spec
    }

    /// The first NavigationLink in `spec`, marked as reached through its List cell; its control.
    private static func markLink(in spec: inout SceneSpec) -> Control? {
        if spec.typeName == "NavigationLink", let control = spec.control {
            spec.reachedThroughCell = true
            return control
        }
        for index in spec.children.indices {
            if let control = markLink(in: &spec.children[index]) { return control }
        }
        return nil
    }

    /// The view's id: its `.accessibilityIdentifier`/`.id` the first time it is used, else its path.
    private mutating func identity(of node: ViewNode, path: String) -> String {
        guard !names.isEmpty else { return path }
        var id = path
        if let name = node.name, usedNames.insert(name).inserted { id = name }
        if names.contains(id) { usedNames.insert(id) }
        return id
    }

    /// The view's own scale and rotation effects, outermost first, undone around their anchors.
    private static func effects(of box: LayoutBox) -> [LiveEffect] {
        var effects: [LiveEffect] = []
        let modifiers = box.node.modifiers
        for index in modifiers.indices.reversed() {
            let modifier = modifiers[index]
            let layer = box.layerFrames[index]
            func anchorPoint(_ anchor: CGPoint) -> CGPoint { CGPoint(x: layer.minX + anchor.x * layer.width, y: layer.minY + anchor.y * layer.height) }
            switch modifier {
            case .scaleEffect(let scale, let anchor, let live):
                effects.append(live.map { .liveScale($0, anchor: anchorPoint(anchor)) }
                    ?? .fixed(HitShape.Transform.inverse(scale: scale, radians: 0, anchor: anchorPoint(anchor))))
            case .rotationEffect(let radians, let anchor, let live):
                effects.append(live.map { .liveRotation($0, anchor: anchorPoint(anchor)) }
                    ?? .fixed(HitShape.Transform.inverse(scale: CGSize(width: 1, height: 1), radians: radians, anchor: anchorPoint(anchor))))
            default: break
            }
        }
        return effects
    }

    /// Where the view is hit: its shape (or its `.contentShape`), none when it is not hit, with
    /// the effects on it and its ancestors undone — live when a state they read can change.
    private func hitShape(of box: LayoutBox, frame: CGRect, hittable: Bool, effects: [LiveEffect],
                          liveEffects: inout [LiveEffect]) -> HitShape {
        var shape = Self.shape(of: box, frame: box.layerFrames[0])
        for (index, modifier) in box.node.modifiers.enumerated() {
            if case .contentShape(let kind) = modifier { shape = HitShape(Self.kind(kind), rect: box.layerFrames[index]) }
        }
        if let row = box.rowFrame, shape.kind != .none { shape = HitShape(.rectangle, rect: row) }
        if !hittable { shape = HitShape(.none, rect: frame) }
        liveEffects = undo(effects, on: &shape)
        return shape
    }

    /// The scale and rotation effects around a hit shape, undone: fixed ones composed into its
    /// transform now; effects that read state are returned, for each install to bind
    /// (`SceneState.bind`).
    private func undo(_ effects: [LiveEffect], on shape: inout HitShape) -> [LiveEffect] {
        if effects.contains(where: \.isLive) { return effects }
        shape.transform = LiveEffect.compose(effects, state: initialState)
        return []
    }

    /// A live offset: the view moves as the state it reads changes.
    private func liveOffset(of modifiers: [LayoutModifier]) -> LiveOffsetBinding? {
        for (index, modifier) in modifiers.enumerated() {
            guard case .offset(let initial, let live?) = modifier else { continue }
            // Gestures written after the offset are outside it: their space stays put.
            let lastGesture = modifiers.lastIndex { if case .scene = $0 { true } else { false } }
            return LiveOffsetBinding(initial: CGPoint(x: initial.width, y: initial.height), expression: live,
                                     movesOwnSpace: lastGesture.map { $0 < index } ?? true)
        }
        return nil
    }

    /// The children in z-order: backgrounds (outermost lowest), the content by `zIndex` (a
    /// stable sort: equal ones keep source order), overlays (innermost lowest).
    private mutating func children(of box: LayoutBox, path: String, effects: [LiveEffect], hittable: Bool, selfHittable: Bool,
                                   disabling: Int?, depth: Int) -> [SceneSpec] {
        let modifiers = box.node.modifiers
        var children: [SceneSpec] = []
        for index in modifiers.indices.reversed() {
            if case .background = modifiers[index], let secondary = box.secondaries[index] {
                let reachable = hittable && (disabling.map { $0 < index } ?? true)
                children.append(build(secondary, parentPath: path, siblingIndex: nil, effects: effects, hittable: reachable, depth: depth + 1))
            }
        }
        var counts: [String: Int] = [:]
        if box.children.count > 1 { for child in box.children { counts[child.node.typeName, default: 0] += 1 } }
        var seen: [String: Int] = [:]
        let first = children.count
        var zIndices: [Double] = []
        zIndices.reserveCapacity(box.children.count)
        children.reserveCapacity(first + box.children.count)
        for child in box.children {
            let type = child.node.typeName
            var index: Int?
            if counts[type, default: 0] > 1 {
                index = seen[type, default: 0]
                seen[type, default: 0] += 1
            }
            children.append(build(child, parentPath: path, siblingIndex: index, effects: effects, hittable: selfHittable, depth: depth + 1))
            zIndices.append(child.zIndex)
        }
        if zIndices.indices.dropFirst().contains(where: { zIndices[$0 - 1] > zIndices[$0] }) {
            // A stable sort, only when some zIndex puts a view before an earlier one.
            let order = zIndices.indices.sorted { zIndices[$0] != zIndices[$1] ? zIndices[$0] < zIndices[$1] : $0 < $1 }
            let content = Array(children[first...])
            for (position, source) in order.enumerated() { children[first + position] = content[source] }
        }
        for (index, modifier) in modifiers.enumerated() {
            if case .overlay = modifier, let secondary = box.secondaries[index] {
                let reachable = hittable && (disabling.map { $0 < index } ?? true)
                children.append(build(secondary, parentPath: path, siblingIndex: nil, effects: effects, hittable: reachable, depth: depth + 1))
            }
        }
        return children
    }

    private func control(of box: LayoutBox, frame: CGRect) -> Control? {
        guard case .control(let node) = box.node.kind else { return nil }
        return node.control.layout.laidOut(box, node.control, frame: frame)
    }

    static func kind(_ shape: ShapeKind) -> HitShape.Kind {
        switch shape {
        case .rectangle: .rectangle
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius)
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule: .capsule
        }
    }

    /// Where the view itself is hit: a shape on its path, Color, Text, Image and controls on their
    /// frame, containers and Spacers not at all (their children are).
    static func shape(of box: LayoutBox, frame: CGRect) -> HitShape {
        switch box.node.kind {
        case .shape(let shape): HitShape(box.node.roles.stroked ? .none : kind(shape), rect: frame)
        case .color(let clear): HitShape(clear ? .none : .rectangle, rect: frame)
        // A bar takes the touches on it: what scrolls under it is not hit there.
        case .placeholder: HitShape(box.node.interactsOnItsOwn ? .rectangle : .none, rect: frame)
        case .text, .image, .bar, .divider: HitShape(.rectangle, rect: frame)
        case .control(let node): HitShape(.rectangle, rect: node.definition.hitsWholeBox ? box.layerFrames[box.layerCount] : frame)
        case .stack, .spacer, .custom, .empty, .geometryReader, .tabView: HitShape(.none, rect: frame)
        }
    }

    static func describe(_ shape: HitShape, frame: CGRect, number: (Double) -> String = NumberFormat.string) -> String {
        var text: String
        switch shape.kind {
        case .none: return "none"
        case .rectangle: text = "rectangle"
        case .roundedRectangle(let radius): text = "roundedRectangle(\(number(radius)))"
        case .circle: text = "circle"
        case .ellipse: text = "ellipse"
        case .capsule: text = "capsule"
        }
        if shape.rect != frame {
            text += " [" + [shape.rect.minX, shape.rect.minY, shape.rect.width, shape.rect.height].map(number).joined(separator: ", ") + "]"
        }
        if shape.transform != nil { text += " transformed" }
        return text
    }
}

extension LayoutBox {
    var zIndex: Double {
        for modifier in node.modifiers { if case .zIndex(let value) = modifier { return value } }
        return 0
    }
}
