import Recognizers

/// A view's offset that reads state (`.offset(dragOffset)` after `.updating($dragOffset)`), as
/// data: where the view starts, and the expression an install evaluates as the state changes.
package struct LiveOffsetBinding {
    package var initial: CGPoint
    var expression: LiveExpression
    /// Whether the view's own gestures move with the offset: true when they are attached
    /// inside it (written before `.offset`).
    package var movesOwnSpace: Bool
}

/// A scale or rotation effect around a view, undone for hit testing: fixed, or read from state
/// on every change.
package enum LiveEffect {
    case fixed(HitShape.Transform)
    case liveScale(LiveExpression, anchor: CGPoint)
    case liveRotation(LiveExpression, anchor: CGPoint)

    var isLive: Bool { if case .fixed = self { false } else { true } }
}

/// A modifier argument that reads state, evaluated again whenever the state changes.
package struct LiveExpression {
    var syntax: [ValueSyntax]
    var context: SourceContext
    var scope: ValueScope
    /// The view instance whose state it reads, and the state properties it reads.
    var instance: Int
    var states: Set<String>
}
