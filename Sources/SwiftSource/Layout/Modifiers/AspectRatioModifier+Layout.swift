import Recognizers

/// `.aspectRatio`'s size and placement, as OpenSwiftUI's `_AspectRatioLayout`: the child is
/// offered the largest (fit) or smallest (fill) size of the ratio in the proposal, and centred.
extension AspectRatioModifier {
    /// What the child is offered; a nil ratio is the child's ideal size's.
    static func childProposal(ratio: Double?, fill: Bool, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> ProposedSize {
        var aspect = ratio ?? 1
        if ratio == nil {
            let ideal = child(ProposedSize(width: nil, height: nil))
            if ideal.height > 0 { aspect = ideal.width / ideal.height }
        }
        guard aspect > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / aspect)
            let fitsByWidth = byWidth.height <= h
            if fitsByWidth != fill { return ProposedSize(width: w, height: w / aspect) }
            return ProposedSize(width: h * aspect, height: h)
        case (let w?, nil): return ProposedSize(width: w, height: w / aspect)
        case (nil, let h?): return ProposedSize(width: h * aspect, height: h)
        case (nil, nil):
            let ideal = child(proposal)
            return ProposedSize(width: ideal.width, height: ideal.width / aspect)
        }
    }

    static func size(ratio: Double?, fill: Bool, _ proposal: ProposedSize, child: (ProposedSize) -> CGSize) -> CGSize {
        child(childProposal(ratio: ratio, fill: fill, proposal, child: child))
    }

    /// The child, offered the frame it was given, centred in it.
    static func placement(in frame: CGRect, child: (ProposedSize) -> CGSize) -> (frame: CGRect, proposal: ProposedSize) {
        let childProposal = ProposedSize(width: frame.width, height: frame.height)
        return (LayoutBox.aligned(child(childProposal), in: frame, .center), childProposal)
    }
}
