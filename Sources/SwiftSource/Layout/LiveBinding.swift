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

    /// The inverse of `effects` (outermost first) with the state's current values; nil: none.
    /// A value that cannot be evaluated now leaves that effect out.
    static func compose(_ effects: [LiveEffect], state: SceneState) -> HitShape.Transform? {
        var result: HitShape.Transform?
        for effect in effects {
            let inverse: HitShape.Transform?
            switch effect {
            case .fixed(let transform): inverse = transform
            case .liveScale(let expression, let anchor):
                inverse = state.values(of: expression).flatMap { values in
                    values.count == 1 ? (values[0].asNumber.map { CGSize(width: $0, height: $0) } ?? values[0].asSize)
                        : values.count == 2 ? values[0].asNumber.flatMap { x in values[1].asNumber.map { CGSize(width: x, height: $0) } } : nil
                }.map { HitShape.Transform.inverse(scale: $0, radians: 0, anchor: anchor) }
            case .liveRotation(let expression, let anchor):
                inverse = state.values(of: expression).flatMap { values in
                    values.count == 1 ? values[0].asAngle : nil
                }.map { HitShape.Transform.inverse(scale: CGSize(width: 1, height: 1), radians: $0, anchor: anchor) }
            }
            if let inverse { result = (result ?? HitShape.Transform()).then(inverse) }
        }
        return result
    }
}

extension SceneState {
    /// The spec's live offset and hit shape bound to this state: objects the engine reads, kept
    /// current as callbacks change the state, and put back by `restart()`. A spec without live
    /// modifiers gets its own (nil, `hitShape`).
    package func bind(_ spec: SceneSpec) -> (offset: LiveOffset?, hitShape: HitShape?) {
        var offset: LiveOffset?
        if let binding = spec.liveOffset {
            let live = LiveOffset()
            live.value = binding.initial
            observe(binding.expression) { values in
                if values.count == 1, let size = values[0].asSize { live.value = CGPoint(x: size.width, y: size.height) }
                else if values.count == 2, let x = values[0].asNumber, let y = values[1].asNumber { live.value = CGPoint(x: x, y: y) }
            }
            offset = live
        }
        var shape = spec.hitShape
        if !spec.liveEffects.isEmpty, shape != nil {
            let effects = spec.liveEffects
            let live = LiveTransform(LiveEffect.compose(effects, state: self))
            onChange { [unowned self] in live.value = LiveEffect.compose(effects, state: self) }
            shape?.transform = nil
            shape?.live = live
        }
        return (offset, shape)
    }
}
