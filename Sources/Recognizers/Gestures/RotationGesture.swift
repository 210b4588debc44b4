/// The deprecated predecessor of `RotateGesture`, whose value is only the rotation.
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = GestureConstants.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> GestureRecognizer<Angle> {
        PinchRecognizer(threshold: .angle(minimumAngleDelta)).map { .radians($0.rotation) }
    }
}
