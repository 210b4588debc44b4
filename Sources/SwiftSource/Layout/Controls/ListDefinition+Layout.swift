import Recognizers

extension ListDefinition: ControlLayout {
    static func childAxis(of control: Control) -> ViewNode.Axis? { .vertical }

    /// Where a List puts one of its children, from the List's top leading corner.
    struct Slot {
        var frame: CGRect
        /// A row's cell: where it is hit and where its swipe actions are.
        var cell: CGRect?
    }

    /// Every child's slot and the content's height: rows at least 44 pt, their content inset
    /// by the layout margin in the cell and centred; in the grouped styles, a gap before each section (its
    /// header at the gap's foot) and cells inset by the layout margin in the inset ones.
    static func slots(_ box: LayoutBox, width: Double) -> (slots: [Slot], height: Double) {
        let style = box.environment.listStyle
        let margin = style.insetsCards ? box.environment.screen.screen.layoutMargin : 0
        let cellX = margin, cellWidth = max(0, width - 2 * margin)
        let inset = margin > 0 ? margin : box.environment.screen.screen.layoutMargin
        let offer = ProposedSize(width: max(0, cellWidth - 2 * inset), height: nil)
        var y = 0.0
        var slots: [Slot] = []
        var previous: Int?
        for (index, child) in box.children.enumerated() {
            let section = child.node.listSection?.section ?? 0
            let starts = index == 0 || section != previous
            previous = section
            let size = child.size(offer)
            switch child.node.listSection?.role ?? .row {
            case .header where style.isGrouped:
                let gap = max(LayoutConstants.listSectionGap,
                              LayoutConstants.listHeaderTopPadding + size.height + LayoutConstants.listHeaderBottomPadding)
                let top = y + gap - LayoutConstants.listHeaderBottomPadding - size.height
                slots.append(Slot(frame: CGRect(x: cellX + inset, y: top, width: size.width, height: size.height)))
                y += gap
            case .header:
                let height = max(LayoutConstants.plainListHeaderMinimumHeight, size.height)
                slots.append(Slot(frame: CGRect(x: cellX + inset, y: y + (height - size.height) / 2, width: size.width, height: size.height)))
                y += height
            case .footer:
                y += LayoutConstants.listFooterTopPadding
                slots.append(Slot(frame: CGRect(x: cellX + inset, y: y, width: size.width, height: size.height)))
                y += size.height
            case .row:
                if starts, style.isGrouped { y += LayoutConstants.listSectionGap }
                let height = max(LayoutConstants.listRowMinimumHeight, size.height + 2 * LayoutConstants.listRowVerticalInset)
                slots.append(Slot(frame: CGRect(x: cellX + inset, y: y + (height - size.height) / 2, width: size.width, height: size.height),
                                  cell: CGRect(x: cellX, y: y, width: cellWidth, height: height)))
                y += height
            }
        }
        if style.isGrouped, !box.children.isEmpty { y += LayoutConstants.listSectionGap }
        return (slots, y)
    }

    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let width = proposal.width ?? 0
        return CGSize(width: width, height: proposal.height ?? slots(box, width: width).height)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        let offer = ProposedSize(width: nil, height: nil)
        for (child, slot) in zip(box.children, slots(box, width: frame.width).slots) {
            let moved = { (rect: CGRect) in CGRect(x: rect.minX + frame.minX, y: rect.minY + frame.minY, width: rect.width, height: rect.height) }
            child.place(moved(slot.frame), proposal: ProposedSize(width: slot.frame.width, height: offer.height))
            child.rowFrame = slot.cell.map { LayoutBox.snapped(moved($0)) }
        }
    }

    static func laidOut(_ box: LayoutBox, _ control: Control, frame: CGRect) -> Control {
        let height = slots(box, width: frame.width).height
        return .list(ScrollViewConfiguration(axes: .vertical, contentSize: CGSize(width: frame.width, height: max(height, frame.height))))
    }
}
