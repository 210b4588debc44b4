import Recognizers

extension NavigationStackDefinition: ControlLayout {
    static func size(of box: LayoutBox, _ control: Control, _ proposal: ProposedSize) -> CGSize {
        let content = box.children.first { !$0.isBar }?.size(proposal) ?? CGSize(width: 0, height: 0)
        let bar = box.children.first(where: \.isBar).map { $0.size(proposal).height } ?? 0
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    /// The bar at the top of the safe area (a little above it under a Dynamic Island), the
    /// content centred in what is left, as the root of a hosting controller is.
    static func place(_ box: LayoutBox, _ control: Control, in frame: CGRect, _ proposal: ProposedSize) {
        var contentFrame = frame
        if let bar = box.children.first(where: \.isBar) {
            let screen = box.environment.screen.screen
            let underIsland = screen.device?.dynamicIsland == true && !screen.landscape && abs(frame.minY - screen.safeArea.top) < 0.5
            let top = frame.minY - (underIsland ? LayoutConstants.dynamicIslandNavigationBarOverlap : 0)
            let barFrame = CGRect(x: frame.minX, y: top, width: frame.width, height: bar.size(ProposedSize(width: frame.width, height: nil)).height)
            bar.place(barFrame, proposal: ProposedSize(width: frame.width, height: barFrame.height))
            contentFrame = CGRect(x: frame.minX, y: barFrame.maxY, width: frame.width, height: max(0, frame.maxY - barFrame.maxY))
        }
        box.placeContent(centredIn: contentFrame)
    }
}
