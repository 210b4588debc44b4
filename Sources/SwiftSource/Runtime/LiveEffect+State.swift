import Recognizers

extension LiveEffect {
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
