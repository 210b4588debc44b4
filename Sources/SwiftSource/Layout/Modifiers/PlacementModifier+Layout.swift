import Recognizers

/// `.offset` and `.position`: an offset moves the child and takes the room it took; a position
/// takes the whole proposal and centres the child on its point (OpenSwiftUI's `_OffsetEffect`
/// and `_PositionLayout`).
extension PlacementModifier {
    /// A position's size: the proposal, the child's along an axis left unspecified.
    static func positionSize(_ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGSize {
        let inner = child(proposal)
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }

    static func positionPlacement(_ point: CGPoint, in frame: CGRect, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGRect {
        let inner = child(proposal)
        return CGRect(x: frame.minX + point.x - inner.width / 2, y: frame.minY + point.y - inner.height / 2, width: inner.width, height: inner.height)
    }

    /// An offset's child frame: moved by a constant offset; a live one moves with the state as the
    /// replay runs, from where the view is laid out.
    static func offsetPlacement(_ offset: CGSize, live: Bool, in frame: CGRect) -> CGRect {
        live ? frame : CGRect(x: frame.minX + offset.width, y: frame.minY + offset.height, width: frame.width, height: frame.height)
    }
}
