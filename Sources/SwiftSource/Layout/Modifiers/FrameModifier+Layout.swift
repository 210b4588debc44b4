import Recognizers

/// The sizes and placements of `.frame` (fixed and flexible) and `.fixedSize`, as OpenSwiftUI's
/// `_FrameLayout`, `_FlexFrameLayout` and `_FixedSizeLayout`.
extension FrameModifier {
    /// A fixed frame: its width and height where given, the child's elsewhere.
    static func size(width: Double?, height: Double?, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let inner = child(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? inner.width, height: height ?? inner.height)
    }

    static func placement(width: Double?, height: Double?, alignment: Alignment, in frame: CGRect, _ proposal: ProposedSize,
                          child: (ProposedSize) -> CGSize) -> (frame: CGRect, proposal: ProposedSize) {
        let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return (LayoutBox.aligned(child(childProposal), in: frame, alignment), childProposal)
    }

    /// A flexible frame's bounds: `minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:`.
    struct Bounds {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    }

    static func size(_ bounds: Bounds, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGSize {
        let childProposal = flexibleProposal(proposal, bounds)
        let inner = child(childProposal)
        return CGSize(width: flexibleResult(inner.width, childProposal.width, bounds.minWidth, bounds.maxWidth),
                      height: flexibleResult(inner.height, childProposal.height, bounds.minHeight, bounds.maxHeight))
    }

    static func placement(_ bounds: Bounds, alignment: Alignment, in frame: CGRect, _ proposal: ProposedSize,
                          child: (ProposedSize) -> CGSize) -> (frame: CGRect, proposal: ProposedSize) {
        let childProposal = flexibleProposal(proposal, bounds)
        return (LayoutBox.aligned(child(childProposal), in: frame, alignment), childProposal)
    }

    /// A flexible frame clamps the proposal to its bounds (an unspecified axis takes its ideal).
    static func flexibleProposal(_ p: ProposedSize, _ bounds: Bounds) -> ProposedSize {
        func clamp(_ value: Double?, _ ideal: Double?, _ low: Double?, _ high: Double?) -> Double? {
            guard var value = value ?? ideal else { return nil }
            if let high { value = Swift.min(value, high) }
            if let low { value = Swift.max(value, low) }
            return value
        }
        return ProposedSize(width: clamp(p.width, bounds.idealWidth, bounds.minWidth, bounds.maxWidth),
                            height: clamp(p.height, bounds.idealHeight, bounds.minHeight, bounds.maxHeight))
    }

    /// Its size: the child's, pulled toward the proposal by the bounds that are given
    /// (`max(min, min(child, proposal))`, then `min(max, max(child, proposal))`).
    static func flexibleResult(_ child: Double, _ proposed: Double?, _ low: Double?, _ high: Double?) -> Double {
        var result = child
        if let low { result = Swift.max(low, Swift.min(result, proposed ?? result)) }
        if let high { result = Swift.min(high, Swift.max(result, proposed ?? result)) }
        return result
    }

    /// `.fixedSize`: the child offered nil (its ideal) along each fixed axis, centred.
    static func fixedProposal(horizontal: Bool, vertical: Bool, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
