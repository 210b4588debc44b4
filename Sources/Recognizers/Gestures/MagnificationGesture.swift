/// The deprecated predecessor of `MagnifyGesture`, whose value is only the magnification.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = GestureConstants.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<CGFloat> {
        PinchRecognizer(threshold: .scale(minimumScaleDelta)).map(\.magnification)
    }
}
