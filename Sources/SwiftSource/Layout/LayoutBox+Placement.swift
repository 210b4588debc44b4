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
        let child = { (offer: ProposedSize) in self.size(layer: inner, offer) }
        switch node.modifiers[inner] {
        case .padding(let insets):
            let (childFrame, childProposal) = PaddingModifier.placement(insets, in: frame, proposal)
            place(layer: inner, childFrame, childProposal)
        case .frame(let width, let height, let alignment):
            let (childFrame, childProposal) = FrameModifier.placement(width: width, height: height, alignment: alignment, in: frame, proposal, child: child)
            place(layer: inner, childFrame, childProposal)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            let bounds = FrameModifier.Bounds(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH)
            let (childFrame, childProposal) = FrameModifier.placement(bounds, alignment: alignment, in: frame, proposal, child: child)
            place(layer: inner, childFrame, childProposal)
        case .offset(let offset, let live):
            place(layer: inner, PlacementModifier.offsetPlacement(offset, live: live != nil, in: frame), proposal)
        case .position(let point):
            place(layer: inner, PlacementModifier.positionPlacement(point, in: frame, proposal, child: child), proposal)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = FrameModifier.fixedProposal(horizontal: horizontal, vertical: vertical, proposal)
            place(layer: inner, Self.aligned(child(childProposal), in: frame, .center), childProposal)
        case .overlay(_, let alignment), .background(_, let alignment):
            place(layer: inner, frame, proposal)
            if let secondary = secondaries[inner] {
                let (secondaryFrame, offer) = LayerModifier.secondaryFrame(in: frame, alignment: alignment, secondary: secondary.size)
                secondary.place(secondaryFrame, proposal: offer)
            }
        case .aspectRatio:
            let (childFrame, childProposal) = AspectRatioModifier.placement(in: frame, child: child)
            place(layer: inner, childFrame, childProposal)
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
