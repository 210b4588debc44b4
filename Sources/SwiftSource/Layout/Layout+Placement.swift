import Recognizers

/// Placing: each layer gets its frame from the one around it, as SwiftUI's parent places its
/// child at the size the child chose.
extension LayoutBox {
    func place(_ frame: CGRect, proposal: ProposedSize) {
        if layerFrames.isEmpty { layerFrames = Array(repeating: frame, count: layerCount + 1) }
        place(layer: layerCount, frame, proposal)
    }

    private func place(layer: Int, _ frame: CGRect, _ proposal: ProposedSize) {
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
        case .control(let control):
            switch control {
            case .scrollView(let axes):
                let axis = Self.contentAxis(axes)
                let inner = Self.contentProposal(axes, ProposedSize(width: frame.width, height: frame.height))
                let content = contentExtent(control, ProposedSize(width: frame.width, height: frame.height))
                let box = CGRect(x: frame.minX, y: frame.minY, width: max(content.width, frame.width), height: max(content.height, frame.height))
                let area = CGRect(x: box.minX, y: box.minY, width: axis == .horizontal ? content.width : box.width,
                                  height: axis == .horizontal ? box.height : content.height)
                placeStack(axis: axis, alignment: .center, spacing: nil, frame: area, proposal: inner)
            case .list:
                var y = frame.minY
                for row in children {
                    let height = listRowHeight(row, width: frame.width)
                    let offer = ProposedSize(width: max(0, frame.width - 2 * LayoutConstants.listRowInset), height: nil)
                    let size = row.size(offer)
                    row.place(CGRect(x: frame.minX + LayoutConstants.listRowInset, y: y + (height - size.height) / 2, width: size.width, height: size.height), proposal: offer)
                    row.rowFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: height)
                    y += height
                }
            case .pagedTabView:
                for (index, page) in children.enumerated() {
                    let offer = ProposedSize(width: frame.width, height: frame.height)
                    let pageFrame = CGRect(x: frame.minX + Double(index) * frame.width, y: frame.minY, width: frame.width, height: frame.height)
                    page.place(Self.aligned(page.size(offer), in: pageFrame, .center), proposal: offer)
                }
            case .navigationStack, .button:
                placeStack(axis: .vertical, alignment: .center, spacing: control.isButton ? 0 : nil, frame: frame, proposal: proposal)
            case .toggle:
                placeStack(axis: .vertical, alignment: Alignment(horizontal: 0, vertical: 0.5), spacing: 0, frame: frame, proposal: ProposedSize(width: nil, height: nil))
            case .slider:
                break
            }
        default:
            break
        }
    }

    private func placeStack(axis: ViewNode.Axis, alignment: Alignment, spacing: Double?, frame: CGRect, proposal: ProposedSize) {
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

extension ViewNode.ControlKind {
    var isButton: Bool { if case .button = self { true } else { false } }
}
