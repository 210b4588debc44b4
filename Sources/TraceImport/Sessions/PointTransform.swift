/// Device units to points: `(value − minimum) × scale`, per axis.
public struct PointTransform: Equatable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var minimumX: Double
    public var minimumY: Double

    public init(scaleX: Double, scaleY: Double, minimumX: Double, minimumY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.minimumX = minimumX
        self.minimumY = minimumY
    }

    @inline(__always)
    func point(_ x: Int32, _ y: Int32) -> (x: Double, y: Double) {
        ((Double(x) - minimumX) * scaleX, (Double(y) - minimumY) * scaleY)
    }
}
