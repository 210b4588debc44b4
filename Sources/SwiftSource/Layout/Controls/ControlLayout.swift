import Recognizers

/// How a control is laid out: the part of its definition that needs layout's boxes, in
/// `Layout/Controls/NameDefinition+Layout.swift` beside the reading in `Views/Controls/`.
protocol ControlLayout: ControlDefinition {
    /// The axis its children are stacked along, which a `Spacer` among them grows on.
    static func childAxis(of control: Control) -> ViewNode.Axis?
    /// Its size for `proposal` (the layout's content layer of the view).
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize
    /// Places its children once its own frame is known.
    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize)
    /// The control as the replay runs it, once laid out at `frame` (a scroll view's content size).
    static func laidOut(_ box: LayoutBox, _ control: Control, frame: CGRect) -> Control
}

extension ControlLayout {
    static func childAxis(of control: Control) -> ViewNode.Axis? { nil }
    static func laidOut(_ box: LayoutBox, _ control: Control, frame: CGRect) -> Control { control }
}

extension Control {
    /// The layout of the definition that reads this control: an exhaustive switch, so a new
    /// control does not build until it is laid out.
    var layout: any ControlLayout.Type {
        switch self {
        case .scrollView: ScrollViewDefinition.self
        case .list: ListDefinition.self
        case .pagedTabView: TabViewDefinition.self
        case .button: ButtonDefinition.self
        case .navigationStack: NavigationStackDefinition.self
        case .sheet: SheetDefinition.self
        case .toggle: ToggleDefinition.self
        case .slider: SliderDefinition.self
        }
    }
}
