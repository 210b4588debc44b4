import Recognizers

/// What lint expects of each built-in control, in one exhaustive switch: a new control does not
/// build until lint says whether a finger acts on it, which probes it accepts and how it scrolls.
struct LintControlTraits {
    /// A Button, Toggle or Slider: a target judged like a gesture (its action can be blocked,
    /// its size is checked), which VoiceOver already announces.
    var isTarget = false
    /// The probes whose gesture it performs (a Slider's drag, a Button's tap).
    var accepts: (LintProbe.Kind) -> Bool = { _ in false }
    /// Whether a drag starting on a child should scroll it (`blocked-scroll`).
    var scrolls = false
    /// Whether lint adds the edge-swipe probe (a back swipe).
    var needsEdgeSwipes = false
    /// Where a finger tries it first, in its frame, before the points any view is tried at (a
    /// Slider's thumb, which alone takes a touch).
    var firstPoints: (CGRect) -> [CGPoint] = { _ in [] }
}

extension Control {
    var lint: LintControlTraits {
        switch self {
        case .scrollView(let configuration), .list(let configuration):
            LintControlTraits(scrolls: !configuration.scrollDisabled)
        case .pagedTabView:
            LintControlTraits(scrolls: true)
        case .button, .toggle:
            LintControlTraits(isTarget: true, accepts: { if case .tap(1) = $0 { true } else { false } })
        case .slider(let value, let range, _):
            LintControlTraits(isTarget: true, accepts: { probe in
                switch probe {
                case .tap(1), .drag: true
                default: false
                }
            }, firstPoints: { frame in
                // Its thumb at its value as the view starts, on the half-point grid.
                let thumb = Control.sliderThumbCenter(value: value, range: range, in: frame)
                return [CGPoint(x: (thumb.x * 2).rounded() / 2, y: (thumb.y * 2).rounded() / 2)]
            })
        case .navigationStack(let depth):
            LintControlTraits(needsEdgeSwipes: depth >= 2)
        case .sheet:
            LintControlTraits()
        }
    }

    /// The axes along which it has somewhere to go, laid out at `frame`; nil when it cannot scroll there.
    func scrollableAxes(frame: CGRect) -> (vertical: Bool, horizontal: Bool)? {
        switch self {
        case .scrollView(let configuration), .list(let configuration):
            let vertical = { if case .list = self { true } else { false } }() || configuration.axes.contains(.vertical)
            let axes = (vertical && configuration.contentSize.height > frame.height + 0.5,
                        configuration.axes.contains(.horizontal) && configuration.contentSize.width > frame.width + 0.5)
            return axes.0 || axes.1 ? axes : nil
        case .pagedTabView(let pages, _):
            return pages > 1 ? (false, true) : nil
        case .button, .toggle, .slider, .navigationStack, .sheet:
            return nil
        }
    }
}
