import Recognizers

extension ToggleDefinition: ControlLayout {
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let label = box.stackSizes(axis: .vertical, spacing: 0, ProposedSize(width: nil, height: nil)).size
        return CGSize(width: proposal.width ?? label.width + LayoutConstants.toggleSwitchWidth + LayoutConstants.defaultStackSpacing,
                      height: max(LayoutConstants.toggleHeight, label.height))
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        box.placeStack(axis: .vertical, alignment: Alignment(horizontal: 0, vertical: 0.5), spacing: 0, frame: frame,
                       proposal: ProposedSize(width: nil, height: nil))
    }
}
