import Recognizers

extension SliderDefinition: ControlLayout {
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        CGSize(width: proposal.width ?? LayoutConstants.sliderIdealWidth, height: LayoutConstants.sliderHeight)
    }

    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {}
}
