import Recognizers

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
