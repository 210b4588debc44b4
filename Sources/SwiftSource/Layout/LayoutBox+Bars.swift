import Recognizers

/// The bars the system draws around a container's content: a NavigationStack's navigation bar
/// (its title and toolbar items) and a TabView's tab bar (its tabs side by side).
extension LayoutBox {
    var isBar: Bool { if case .bar = node.kind { true } else { false } }

    /// Its children other than bars, each centred in `frame` and offered all of it, as a
    /// container places the content it hosts (a NavigationStack's, a tab's, a sheet's).
    func placeContent(centredIn frame: CGRect) {
        let offer = ProposedSize(width: frame.width, height: frame.height)
        for child in children where !child.isBar {
            child.place(Self.aligned(child.size(offer), in: frame, .center), proposal: offer)
        }
    }

    /// Its height without the safe area it extends over.
    func barHeight(_ kind: ViewNode.BarKind) -> Double {
        switch kind {
        case .navigation(let height, _): height
        case .tab: LayoutConstants.tabBarHeight
        }
    }

    func placeBar(_ kind: ViewNode.BarKind, in frame: CGRect) {
        switch kind {
        case .navigation(_, let largeTitle): placeNavigationBar(in: frame, largeTitle: largeTitle)
        case .tab: placeTabBar(in: frame)
        }
    }

    /// Leading items from the leading margin, trailing ones ending at the trailing margin (in
    /// the order written), the principal item or an inline title centred, all in the top 44 pt;
    /// a large title below them, at the leading margin.
    private func placeNavigationBar(in frame: CGRect, largeTitle: Bool) {
        let margin = environment.screen.screen.layoutMargin
        let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: LayoutConstants.navigationBarHeight)
        let ideal = ProposedSize(width: nil, height: nil)
        let spacing = LayoutConstants.barItemSpacing
        var leading = row.minX + margin
        let trailingItems = children.filter { $0.node.toolbarPlacement == .trailing }
        var trailing = row.maxX - margin - trailingItems.map { $0.size(ideal).width }.reduce(0, +) - spacing * Double(max(0, trailingItems.count - 1))
        for child in children {
            let size = child.size(ideal)
            let x: Double
            var y = row.minY + (row.height - size.height) / 2
            switch child.node.toolbarPlacement {
            case .leading?:
                x = leading
                leading += size.width + spacing
            case .trailing?:
                x = trailing
                trailing += size.width + spacing
            case .principal?, .elsewhere?:
                x = row.midX - size.width / 2
            case nil where largeTitle:
                // The title: in the 52 pt under the items, at the margin.
                x = row.minX + margin
                y = row.maxY + (frame.maxY - row.maxY - size.height) / 2
            case nil:
                x = row.midX - size.width / 2
            }
            child.place(CGRect(x: x, y: y, width: size.width, height: size.height), proposal: ideal)
        }
    }

    /// A tab-bar TabView: the bar along its bottom, over the home indicator when it reaches the
    /// safe area's bottom (83 pt on a phone with one), the selected tab's content centred above.
    func placeTabView(in frame: CGRect) {
        let screen = environment.screen.screen
        var contentFrame = frame
        if let bar = children.last, bar.isBar {
            let top = frame.maxY - LayoutConstants.tabBarHeight
            let reachesBottom = abs(frame.maxY - (screen.size.height - screen.safeArea.bottom)) < 0.5
            let barFrame = CGRect(x: frame.minX, y: top, width: frame.width,
                                  height: LayoutConstants.tabBarHeight + (reachesBottom ? screen.safeArea.bottom : 0))
            bar.place(barFrame, proposal: ProposedSize(width: barFrame.width, height: barFrame.height))
            contentFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, top - frame.minY))
        }
        placeContent(centredIn: contentFrame)
    }

    /// The tabs side by side, equal widths across the bar (UITabBar's `.automatic` positioning
    /// on a compact width: "spreads items across the entire space"), each as tall as the bar
    /// above the home indicator.
    private func placeTabBar(in frame: CGRect) {
        guard !children.isEmpty else { return }
        let width = frame.width / Double(children.count)
        let height = min(frame.height, LayoutConstants.tabBarHeight)
        for (index, child) in children.enumerated() {
            let slot = CGRect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: height)
            let offer = ProposedSize(width: width, height: height)
            child.place(slot, proposal: offer)
        }
    }
}
