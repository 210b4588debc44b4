import Recognizers
import TraceFormat

/// `.sheet` content with its detents; in a Swift scene, `.sheet(isPresented:)` and
/// `.fullScreenCover` presented at rest (`ContainerModifierReader.presentedSheet`), laid out over the screen.
enum SheetDefinition: ControlDefinition {
    static let name = "Sheet"
    static let isActedOn = false
    static let keys = ["detents", "interactiveDismissDisabled"]

    static func control(_ keys: ControlKeyReader, at position: SourcePosition) throws(Diagnostic) -> Control {
        let detents = try keys.strings("detents") ?? ["large"]
        return .sheet(detents: detents, interactiveDismissDisabled: try keys.bool("interactiveDismissDisabled") ?? false)
    }

    /// Where a sheet presented at rest is on the screen: a large one from just under the status
    /// bar, a medium one from half the screen's height, a cover over all of it.
    static func frame(detents: [String], on screen: Screen) -> CGRect {
        let top: Double
        if detents.contains("fullScreen") {
            top = 0
        } else if detents.contains("medium") {
            top = (screen.size.height * LayoutConstants.mediumSheetShare).rounded()
        } else {
            top = screen.safeArea.top + LayoutConstants.largeSheetTopGap
        }
        return CGRect(x: 0, y: top, width: screen.size.width, height: screen.size.height - top)
    }

    static let hitsWholeBox = true
}
