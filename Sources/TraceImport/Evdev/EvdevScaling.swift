import TraceFormat

/// How device units become points.
public enum EvdevScaling: Equatable, Sendable {
    /// The device's range fitted into a width × height box in points, aspect kept, at (0, 0).
    case fit(width: Double, height: Double)
    /// Millimetres (from the axes' resolution) times points per millimetre.
    case millimetres(pointsPerMillimetre: Double)
}

extension EvdevScaling {
    /// The transform for `device`'s position axes, or the reason there is none.
    public func transform(for device: EvdevDevice, file: String) throws(TraceError) -> PointTransform {
        guard let (x, y) = device.positionAxes else {
            throw TraceError(file: file, line: 0, column: 0,
                             message: "the recording describes no position axes (ABS_X/ABS_Y or ABS_MT_POSITION_X/Y); is it a touch device?")
        }
        switch self {
        case .fit(let width, let height):
            let rangeX = Double(x.maximum) - Double(x.minimum), rangeY = Double(y.maximum) - Double(y.minimum)
            guard rangeX > 0, rangeY > 0 else {
                throw TraceError(file: file, line: 0, column: 0, message: "the device's position range is empty (\(x.minimum)…\(x.maximum) × \(y.minimum)…\(y.maximum))")
            }
            let scale = min(width / rangeX, height / rangeY)
            return PointTransform(scaleX: scale, scaleY: scale, minimumX: Double(x.minimum), minimumY: Double(y.minimum))
        case .millimetres(let pointsPerMillimetre):
            guard x.resolution > 0, y.resolution > 0 else {
                throw TraceError(file: file, line: 0, column: 0,
                                 message: "the device reports no resolution, so its units cannot become millimetres; give --fit WIDTH HEIGHT")
            }
            return PointTransform(scaleX: pointsPerMillimetre / Double(x.resolution), scaleY: pointsPerMillimetre / Double(y.resolution),
                                  minimumX: Double(x.minimum), minimumY: Double(y.minimum))
        }
    }
}
