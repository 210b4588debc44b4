/// A SwiftUI gesture's value in plain numbers, written in gesture-replay's record shape
/// (its docs/output-format.md, "Values"), so the device's records read like the replay's.
public indirect enum RecordedValue: Sendable, Equatable {
    /// Two numbers: a point's `x`, `y`, a size's `width`, `height`, a unit point's `x`, `y`.
    public struct Pair: Sendable, Equatable {
        public var first: Double
        public var second: Double
        public init(_ first: Double, _ second: Double) {
            self.first = first
            self.second = second
        }
    }

    /// `TapGesture`'s `Void`.
    case void
    /// `LongPressGesture`'s `Bool`.
    case bool(Bool)
    /// `MagnificationGesture`'s value, a `.map` to a number.
    case number(Double)
    case point(Pair)
    case size(Pair)
    /// `RotationGesture`'s value, a `.map` to an angle: radians.
    case angle(Double)
    /// `SpatialTapGesture.Value`.
    case spatialTap(location: Pair)
    /// `DragGesture.Value`; `time` is the `Date`'s seconds since 2001 (the wall clock).
    case drag(time: Double, location: Pair, startLocation: Pair, translation: Pair, velocity: Pair,
              predictedEndLocation: Pair, predictedEndTranslation: Pair)
    /// `MagnifyGesture.Value`.
    case magnify(time: Double, magnification: Double, velocity: Double, startAnchor: Pair, startLocation: Pair)
    /// `RotateGesture.Value`: angles in radians.
    case rotate(time: Double, rotation: Double, velocity: Double, startAnchor: Pair, startLocation: Pair)
    /// `SimultaneousGesture.Value`: each side's, nil while it has none.
    case simultaneous(first: RecordedValue?, second: RecordedValue?)
    /// `SequenceGesture.Value`: `.first(a)`, or `.second(a, b)` once the second has begun.
    case sequenceFirst(RecordedValue)
    case sequenceSecond(RecordedValue, RecordedValue?)
    /// `ExclusiveGesture.Value`: the side that won.
    case exclusiveFirst(RecordedValue)
    case exclusiveSecond(RecordedValue)

    /// The value as JSON; `time` converts a wall-clock time to the trace's seconds.
    func json(time: (Double) -> String) -> String {
        func n(_ value: Double) -> String { JSONText.numberOrNull(value) }
        func p(_ pair: Pair) -> String { "{\"x\":\(n(pair.first)),\"y\":\(n(pair.second))}" }
        func s(_ pair: Pair) -> String { "{\"width\":\(n(pair.first)),\"height\":\(n(pair.second))}" }
        func a(_ radians: Double) -> String { "{\"radians\":\(n(radians)),\"degrees\":\(n(radians * 180 / Double.pi))}" }
        switch self {
        case .void: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return n(value)
        case .point(let value): return p(value)
        case .size(let value): return s(value)
        case .angle(let radians): return a(radians)
        case .spatialTap(let location): return "{\"location\":\(p(location))}"
        case .drag(let t, let location, let start, let translation, let velocity, let endLocation, let endTranslation):
            return "{\"time\":\(time(t)),\"location\":\(p(location)),\"startLocation\":\(p(start)),\"translation\":\(s(translation)),"
                + "\"velocity\":\(s(velocity)),\"predictedEndLocation\":\(p(endLocation)),\"predictedEndTranslation\":\(s(endTranslation))}"
        case .magnify(let t, let magnification, let velocity, let anchor, let start):
            return "{\"time\":\(time(t)),\"magnification\":\(n(magnification)),\"velocity\":\(n(velocity)),\"startAnchor\":\(p(anchor)),\"startLocation\":\(p(start))}"
        case .rotate(let t, let rotation, let velocity, let anchor, let start):
            return "{\"time\":\(time(t)),\"rotation\":\(a(rotation)),\"velocity\":\(a(velocity)),\"startAnchor\":\(p(anchor)),\"startLocation\":\(p(start))}"
        case .simultaneous(let first, let second):
            return "{\"first\":\(first?.json(time: time) ?? "null"),\"second\":\(second?.json(time: time) ?? "null")}"
        case .sequenceFirst(let first), .exclusiveFirst(let first):
            return "{\"first\":\(first.json(time: time))}"
        case .sequenceSecond(let first, let second):
            return "{\"second\":[\(first.json(time: time)),\(second?.json(time: time) ?? "null")]}"
        case .exclusiveSecond(let second):
            return "{\"second\":\(second.json(time: time))}"
        }
    }
}

/// The callbacks `.recorded(_:)` adds, named as gesture-replay's records name them.
public enum RecordedCallback: String, Sendable, CaseIterable {
    case updating, onChanged, onEnded
}
