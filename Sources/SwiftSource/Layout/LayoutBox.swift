#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Recognizers

/// What a view inherits from the views around it: SwiftUI's environment, as far as layout reads it.
struct LayoutEnvironment {
    var font = FontMetrics.body
    /// `.imageScale`: 1 medium.
    var imageScale = 1.0
    var listStyle = ListStyleKind.automatic
    var borderedButtons = false
    /// Some `.buttonStyle(…)` is set: a Mac draws a Button as its push button only without one
    /// (or with a bordered one).
    var styledButtons = false
    /// Where a button style this tool does not read was set for the Buttons in it.
    var unreadButtonStyle: SourcePosition?
    var controlSize = ControlSize.regular
    var lineLimit: Int?
    let screen: ScreenReference
}

/// The screen a layout is on, shared by every view of it.
final class ScreenReference {
    let screen: Screen
    init(_ screen: Screen) { self.screen = screen }
}

/// A size proposed to a view; nil in an axis asks for the view's ideal size there.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?
}

/// SwiftUI's layout for the subset of views `ViewReader` reads: a parent proposes a size, the
/// child chooses its own, the parent places it. Each modifier is a layer around the view's
/// content, as in SwiftUI (`.padding().background(…)` pads first). Results are cached per
/// proposal, so a stack asking its children three times stays linear in the views.
final class LayoutBox {
    let node: ViewNode
    var children: [LayoutBox]
    /// The views of `.overlay`/`.background`, by modifier index.
    var secondaries: [Int: LayoutBox] = [:]
    /// What it inherits from its parent (font, symbol scale, the screen), with its own modifiers applied.
    var environment: LayoutEnvironment
    var font: FontMetrics { environment.font }
    /// The stack axis this view sits in, for a Spacer.
    var stackAxis: ViewNode.Axis?
    /// The frame of each layer once placed, in global points: 0 is the content, `i` is after
    /// the `i`th modifier.
    var layerFrames: [CGRect] = []
    /// Sizes already answered, by layer and proposal: a short list searched in order, as each box
    /// is asked a handful of times (a dictionary per layer cost more than the sizing it saved).
    private var cache: [(layer: Int, proposal: ProposedSize, size: CGSize)] = []
    let resizable: Bool
    /// For a row of a List, the whole row: where it is hit and where its swipe actions are.
    var rowFrame: CGRect?
    /// Laid out as a List row's content inside its cell (`SceneBuilder.buildCell`): the cell,
    /// not the content, takes the row's swipe actions.
    var isCellContent = false

    init(_ node: ViewNode, environment inherited: LayoutEnvironment, stackAxis: ViewNode.Axis?) {
        self.node = node
        self.stackAxis = stackAxis
        var environment = inherited
        var resizable = false
        // The innermost modifier wins, as SwiftUI's environment does: it is written first.
        // Bits of what a modifier already set: no allocation per view.
        var set: UInt8 = 0
        func first(_ bit: UInt8) -> Bool {
            defer { set |= bit }
            return set & bit == 0
        }
        for modifier in node.modifiers {
            switch modifier {
            case .font(let font) where first(1): environment.font = environment.screen.screen.isMacWindow ? font.onMac : font
            case .imageScale(let scale) where first(2): environment.imageScale = scale
            case .listStyle(let style) where first(4): environment.listStyle = style
            case .buttonStyle(let bordered, let unread) where first(8):
                environment.borderedButtons = bordered
                environment.styledButtons = true
                environment.unreadButtonStyle = unread
            case .controlSize(let size) where first(16): environment.controlSize = size
            case .lineLimit(let limit) where first(32): environment.lineLimit = limit
            case .resizable: resizable = true
            default: break
            }
        }
        self.environment = environment
        self.resizable = resizable
        let childAxis: ViewNode.Axis?
        switch node.kind {
        case .stack(let axis, _, _): childAxis = axis
        case .control(let node): childAxis = node.control.layout.childAxis(of: node.control)
        default: childAxis = nil
        }
        children = node.children.map { LayoutBox($0, environment: environment, stackAxis: childAxis) }
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier {
            case .overlay(let view, _), .background(let view, _): secondaries[index] = LayoutBox(view, environment: environment, stackAxis: nil)
            default: break
            }
        }
    }

    var layerCount: Int { node.modifiers.count }

    /// Drops the sizes kept while laying out, once nothing will ask again (the scene builder
    /// has made the view): a large scene's memory is mostly its views.
    func forgetSizes() { cache = [] }

    // MARK: - Sizing

    func size(_ proposal: ProposedSize) -> CGSize { size(layer: layerCount, proposal) }

    func size(layer: Int, _ proposal: ProposedSize) -> CGSize {
        for entry in cache where entry.layer == layer && entry.proposal == proposal { return entry.size }
        let result = layer == 0 ? contentSize(proposal) : modifierSize(layer, proposal)
        cache.append((layer, proposal, result))
        return result
    }

    /// A modifier's size, as its family lays it out (`Layout/Modifiers`).
    private func modifierSize(_ layer: Int, _ proposal: ProposedSize) -> CGSize {
        let inner = layer - 1
        let child = { (offer: ProposedSize) in self.size(layer: inner, offer) }
        switch node.modifiers[inner] {
        case .padding(let insets): return PaddingModifier.size(insets, proposal, child: child)
        case .frame(let width, let height, _): return FrameModifier.size(width: width, height: height, proposal, child: child)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return FrameModifier.size(FrameModifier.Bounds(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH),
                                      proposal, child: child)
        case .fixedSize(let horizontal, let vertical): return child(FrameModifier.fixedProposal(horizontal: horizontal, vertical: vertical, proposal))
        case .position: return PlacementModifier.positionSize(proposal, child: child)
        case .aspectRatio(let ratio, let fill): return AspectRatioModifier.size(ratio: ratio, fill: fill, proposal, child: child)
        default: return child(proposal)
        }
    }

    private func contentSize(_ proposal: ProposedSize) -> CGSize {
        let unspecified = LayoutConstants.unspecifiedShapeSize
        switch node.kind {
        case .shape, .color, .placeholder, .geometryReader:
            return CGSize(width: proposal.width ?? unspecified, height: proposal.height ?? unspecified)
        case .spacer(let minLength):
            let minimum = minLength ?? LayoutConstants.spacerMinimumLength
            switch stackAxis {
            case .vertical?: return CGSize(width: 0, height: max(minimum, proposal.height ?? minimum))
            case .horizontal?: return CGSize(width: max(minimum, proposal.width ?? minimum), height: 0)
            case nil: return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
            }
        case .text(let text):
            let size = Self.textSize(text, style: font, width: proposal.width, lineLimit: environment.lineLimit)
            // A text field takes the width it is offered, one line high, as SwiftUI's does.
            if node.typeName == "TextField" || node.typeName == "SecureField" {
                return CGSize(width: proposal.width ?? max(size.width, LayoutConstants.textFieldMinimumWidth), height: Self.textSize("", style: font, width: nil, lineLimit: 1).height)
            }
            return size
        case .image(_, let systemName):
            if resizable { return CGSize(width: proposal.width ?? LayoutConstants.namedImageSize, height: proposal.height ?? LayoutConstants.namedImageSize) }
            let side = systemName ? LayoutConstants.roundedUpToPixel(font.pointSize * LayoutConstants.symbolSidePerPoint * environment.imageScale)
                : LayoutConstants.namedImageSize
            return CGSize(width: side, height: side)
        case .empty:
            return CGSize(width: 0, height: 0)
        case .divider:
            // Across a horizontal stack a vertical line; anywhere else a horizontal one.
            let line = LayoutConstants.dividerThickness
            return stackAxis == .horizontal ? CGSize(width: line, height: proposal.height ?? line) : CGSize(width: proposal.width ?? line, height: line)
        case .custom:
            return children.first?.size(proposal) ?? CGSize(width: 0, height: 0)
        case .stack(let axis, _, let spacing):
            guard let axis else {
                var size = CGSize(width: 0, height: 0)
                for child in children {
                    let s = child.size(proposal)
                    size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
                }
                return size
            }
            return stackSizes(axis: axis, spacing: spacing, proposal).size
        case .control(let node):
            return node.control.layout.size(of: self, node.control, proposal)
        case .bar(let kind):
            return CGSize(width: proposal.width ?? 0, height: barHeight(kind))
        case .tabView:
            // It fills what it is offered, as the tab bar controller's view does.
            let content = children.first { !$0.isBar }?.size(proposal) ?? CGSize(width: 0, height: 0)
            return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + LayoutConstants.tabBarHeight)
        }
    }

    /// A Text's size in the model of `LayoutConstants`: characters × average advance, wrapped
    /// onto as many lines as the width needs.
    static func textSize(_ text: String, style: FontMetrics, width: Double?, lineLimit: Int? = nil) -> CGSize {
        let advance = style.pointSize * LayoutConstants.averageCharacterAdvance
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var widest = 0.0
        var count = 0
        for line in lines {
            let natural = Double(line.count) * advance
            if let width, natural > width, width > 0 {
                let perLine = max(1, (width / advance).rounded(.down))
                count += Int((Double(line.count) / perLine).rounded(.up))
                widest = max(widest, min(width, perLine * advance))
            } else {
                count += 1
                widest = max(widest, natural)
            }
        }
        if let lineLimit { count = min(count, lineLimit) }
        return CGSize(width: LayoutConstants.roundedUpToPixel(widest), height: Double(max(1, count)) * style.lineHeight)
    }

    /// A scroll view stacks its content horizontally when it scrolls only horizontally.
    static func contentAxis(_ axes: ScrollViewConfiguration.Axes) -> ViewNode.Axis {
        axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
    }

    /// A scroll view offers its content nothing along the axes it scrolls, its own size across.
    static func contentProposal(_ axes: ScrollViewConfiguration.Axes, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// SwiftUI's stack: the spacing is taken off, then the least flexible child is offered an
    /// equal share of what remains first, and so on (higher `layoutPriority` first).
    func stackSizes(axis: ViewNode.Axis, spacing: Double?, _ proposal: ProposedSize) -> (size: CGSize, children: [CGSize], gaps: [Double]) {
        let vertical = axis == .vertical
        let along = vertical ? proposal.height : proposal.width
        let across = vertical ? proposal.width : proposal.height
        func make(_ a: Double?) -> ProposedSize { vertical ? ProposedSize(width: across, height: a) : ProposedSize(width: a, height: across) }
        func length(_ s: CGSize) -> Double { vertical ? s.height : s.width }
        var gaps: [Double] = []
        for index in children.indices.dropFirst() {
            let isSpacer = { (box: LayoutBox) in if case .spacer = box.node.kind { true } else { false } }
            gaps.append(isSpacer(children[index]) || isSpacer(children[index - 1]) ? 0 : spacing ?? LayoutConstants.defaultStackSpacing)
        }
        let totalGaps = gaps.reduce(0, +)
        var sizes = [CGSize](repeating: CGSize(width: 0, height: 0), count: children.count)
        if let along {
            var order: [(index: Int, priority: Double, flexibility: Double)] = []
            for (index, child) in children.enumerated() {
                let minimum = length(child.size(make(0)))
                let maximum = length(child.size(make(.infinity)))
                order.append((index, child.priority, maximum - minimum))
            }
            order.sort { $0.priority != $1.priority ? $0.priority > $1.priority : $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.index < $1.index }
            var remaining = max(0, along - totalGaps)
            // A Spacer takes only what the others leave: they are offered the space less the
            // Spacers' minimum lengths, shared among themselves, so `Text; Spacer(); Text` in a
            // row does not wrap a label that fits (as SwiftUI lays such rows out).
            var pendingSpacers = 0, pendingSpacerLength = 0.0
            for child in children {
                if case .spacer = child.node.kind {
                    pendingSpacers += 1
                    pendingSpacerLength += length(child.size(make(0)))
                }
            }
            var left = children.count - pendingSpacers
            for entry in order {
                let child = children[entry.index]
                let share: Double
                if case .spacer = child.node.kind {
                    // As flexible as the views not yet served (a TextField, a Color): an equal share.
                    share = remaining / Double(max(1, pendingSpacers + left))
                    pendingSpacers -= 1
                    pendingSpacerLength -= length(child.size(make(0)))
                } else {
                    share = max(0, remaining - pendingSpacerLength) / Double(max(1, left))
                    left -= 1
                }
                let size = child.size(make(share))
                sizes[entry.index] = size
                remaining = max(0, remaining - length(size))
            }
        } else {
            for (index, child) in children.enumerated() { sizes[index] = child.size(make(nil)) }
        }
        var total = totalGaps
        var cross = 0.0
        for size in sizes {
            total += length(size)
            cross = max(cross, vertical ? size.width : size.height)
        }
        return (vertical ? CGSize(width: cross, height: total) : CGSize(width: total, height: cross), sizes, gaps)
    }

    var priority: Double {
        for modifier in node.modifiers { if case .layoutPriority(let value) = modifier { return value } }
        return 0
    }
}

extension HitShape.Transform {
    /// The inverse of scaling by `scale` and rotating by `radians` about `anchor`: a point on
    /// screen back to where it lands in the view's layout.
    static func inverse(scale: CGSize, radians: Double, anchor: CGPoint) -> HitShape.Transform {
        let cosine = cos(-radians), sine = sin(-radians)
        let sx = scale.width == 0 ? 0 : 1 / scale.width, sy = scale.height == 0 ? 0 : 1 / scale.height
        // Move the anchor to the origin, rotate back, scale back, move back.
        return HitShape.Transform(tx: -anchor.x, ty: -anchor.y)
            .then(HitShape.Transform(a: cosine, b: sine, c: -sine, d: cosine))
            .then(HitShape.Transform(a: sx, d: sy))
            .then(HitShape.Transform(tx: anchor.x, ty: anchor.y))
    }
}
