import Recognizers

/// Placing: each layer gets its frame from the one around it, as SwiftUI's parent places its
/// child at the size the child chose.
extension LayoutBox {
    func place(_ frame: CGRect, proposal: ProposedSize) {
        if layerFrames.isEmpty { layerFrames = Array(repeating: frame, count: layerCount + 1) }
        place(layer: layerCount, frame, proposal)
    }

    private func place(layer: Int, _ unsnapped: CGRect, _ proposal: ProposedSize) {
        let frame = Self.snapped(unsnapped)
        layerFrames[layer] = frame
        guard layer > 0 else { return placeContent(frame, proposal) }
        let inner = layer - 1
        switch node.modifiers[inner] {
        case .padding(let insets):
            place(layer: inner, CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                       width: max(0, frame.width - insets.leading - insets.trailing),
                                       height: max(0, frame.height - insets.top - insets.bottom)),
                  ProposedSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                               height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }))
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            place(layer: inner, Self.aligned(size(layer: inner, childProposal), in: frame, alignment), childProposal)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            let childProposal = Self.flexibleProposal(proposal, minW, idealW, maxW, minH, idealH, maxH)
            place(layer: inner, Self.aligned(size(layer: inner, childProposal), in: frame, alignment), childProposal)
        case .offset(let offset, let live):
            if live != nil {
                place(layer: inner, frame, proposal)
            } else {
                place(layer: inner, CGRect(x: frame.minX + offset.width, y: frame.minY + offset.height, width: frame.width, height: frame.height), proposal)
            }
        case .position(let point):
            let child = size(layer: inner, proposal)
            place(layer: inner, CGRect(x: frame.minX + point.x - child.width / 2, y: frame.minY + point.y - child.height / 2,
                                       width: child.width, height: child.height), proposal)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            place(layer: inner, Self.aligned(size(layer: inner, childProposal), in: frame, .center), childProposal)
        case .overlay(_, let alignment), .background(_, let alignment):
            place(layer: inner, frame, proposal)
            if let secondary = secondaries[inner] {
                let offer = ProposedSize(width: frame.width, height: frame.height)
                secondary.place(Self.aligned(secondary.size(offer), in: frame, alignment), proposal: offer)
            }
        case .aspectRatio:
            let childProposal = ProposedSize(width: frame.width, height: frame.height)
            place(layer: inner, Self.aligned(size(layer: inner, childProposal), in: frame, .center), childProposal)
        default:
            place(layer: inner, frame, proposal)
        }
    }

    /// Sums of thirds of a point (text lines) leave rounding noise (47.00000000000006): a frame
    /// is kept on a grid of 1/6144 pt, which holds every third, sixth and half of a point exactly.
    static func snapped(_ frame: CGRect) -> CGRect {
        func snap(_ value: Double) -> Double { abs(value) < 1e12 ? (value * 6144).rounded() / 6144 : value }
        return CGRect(x: snap(frame.minX), y: snap(frame.minY), width: snap(frame.width), height: snap(frame.height))
    }

    static func aligned(_ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        CGRect(x: frame.minX + (frame.width - size.width) * alignment.horizontal,
               y: frame.minY + (frame.height - size.height) * alignment.vertical, width: size.width, height: size.height)
    }

    private func placeContent(_ frame: CGRect, _ proposal: ProposedSize) {
        switch node.kind {
        case .stack(let axis, let alignment, let spacing):
            guard let axis else {
                for child in children { child.place(Self.aligned(child.size(proposal), in: frame, alignment), proposal: proposal) }
                return
            }
            placeStack(axis: axis, alignment: alignment, spacing: spacing, frame: frame, proposal: proposal)
        case .custom:
            children.first?.place(frame, proposal: proposal)
        case .placeholder:
            // Its closures' views, centred in the space it fills, as a ZStack's.
            let offer = ProposedSize(width: frame.width, height: frame.height)
            for child in children { child.place(Self.aligned(child.size(offer), in: frame, .center), proposal: offer) }
        case .control(let node):
            node.control.layout.place(self, node.control, in: frame, proposal)
        case .bar(let kind):
            placeBar(kind, in: frame)
        case .tabView:
            placeTabView(in: frame)
        case .geometryReader(let content):
            // Its content, now that the proxy has a frame, stacked at the top leading corner.
            children = content.views(in: frame).map { LayoutBox($0, environment: environment, stackAxis: nil) }
            let offer = ProposedSize(width: frame.width, height: frame.height)
            for child in children {
                child.place(Self.aligned(child.size(offer), in: frame, Alignment(horizontal: 0, vertical: 0)), proposal: offer)
            }
        default:
            break
        }
    }

    func placeStack(axis: ViewNode.Axis, alignment: Alignment, spacing: Double?, frame: CGRect, proposal: ProposedSize) {
        let vertical = axis == .vertical
        let layout = stackSizes(axis: axis, spacing: spacing, proposal)
        var position = vertical ? frame.minY : frame.minX
        for (index, child) in children.enumerated() {
            let size = layout.children[index]
            let offer = vertical ? ProposedSize(width: proposal.width, height: size.height) : ProposedSize(width: size.width, height: proposal.height)
            let rect: CGRect
            if vertical {
                rect = CGRect(x: frame.minX + (frame.width - size.width) * alignment.horizontal, y: position, width: size.width, height: size.height)
                position += size.height
            } else {
                rect = CGRect(x: position, y: frame.minY + (frame.height - size.height) * alignment.vertical, width: size.width, height: size.height)
                position += size.width
            }
            child.place(rect, proposal: offer)
            if index < layout.gaps.count { position += layout.gaps[index] }
        }
    }
}
