/// A gesture that recognizes one or more taps and reports their location — SwiftUI's
/// `SpatialTapGesture`. Recognition is `TapGesture`'s; the value is where the final tap lifted
/// (proposed, docs/semantics.md#proposals-implemented), in `coordinateSpace`.
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
        public init(location: CGPoint) { self.location = location }
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        TapRecognizer(count: count, coordinateSpace: coordinateSpace).map { Value(location: $0) }
    }
}
