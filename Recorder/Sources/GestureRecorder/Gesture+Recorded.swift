// Apple glue, not compiled by gesture-replay's CI (see GestureRecorder.swift).
#if canImport(UIKit)
import SwiftUI
#endif
import Foundation
import GestureRecorderCore

#if canImport(UIKit) || GESTURE_RECORDER_STAND_IN

/// A gesture's value that GestureRecorder writes, in gesture-replay's record shape.
public protocol RecordableValue {
    var recordedValue: RecordedValue { get }
}

private func pair(_ point: CGPoint) -> RecordedValue.Pair { .init(Double(point.x), Double(point.y)) }
private func pair(_ size: CGSize) -> RecordedValue.Pair { .init(Double(size.width), Double(size.height)) }
private func pair(_ point: UnitPoint) -> RecordedValue.Pair { .init(Double(point.x), Double(point.y)) }

extension DragGesture.Value: RecordableValue {
    public var recordedValue: RecordedValue {
        .drag(time: time.timeIntervalSinceReferenceDate, location: pair(location), startLocation: pair(startLocation),
              translation: pair(translation), velocity: pair(velocity), predictedEndLocation: pair(predictedEndLocation),
              predictedEndTranslation: pair(predictedEndTranslation))
    }
}
extension MagnifyGesture.Value: RecordableValue {
    public var recordedValue: RecordedValue {
        .magnify(time: time.timeIntervalSinceReferenceDate, magnification: Double(magnification), velocity: Double(velocity),
                 startAnchor: pair(startAnchor), startLocation: pair(startLocation))
    }
}
extension RotateGesture.Value: RecordableValue {
    public var recordedValue: RecordedValue {
        .rotate(time: time.timeIntervalSinceReferenceDate, rotation: rotation.radians, velocity: velocity.radians,
                startAnchor: pair(startAnchor), startLocation: pair(startLocation))
    }
}
extension SpatialTapGesture.Value: RecordableValue { public var recordedValue: RecordedValue { .spatialTap(location: pair(location)) } }
extension Bool: RecordableValue { public var recordedValue: RecordedValue { .bool(self) } }
extension CGFloat: RecordableValue { public var recordedValue: RecordedValue { .number(Double(self)) } }
extension Double: RecordableValue { public var recordedValue: RecordedValue { .number(self) } }
extension CGPoint: RecordableValue { public var recordedValue: RecordedValue { .point(pair(self)) } }
extension CGSize: RecordableValue { public var recordedValue: RecordedValue { .size(pair(self)) } }
extension Angle: RecordableValue { public var recordedValue: RecordedValue { .angle(radians) } }
extension SimultaneousGesture.Value: RecordableValue where First.Value: RecordableValue, Second.Value: RecordableValue {
    public var recordedValue: RecordedValue { .simultaneous(first: first?.recordedValue, second: second?.recordedValue) }
}
extension SequenceGesture.Value: RecordableValue where First.Value: RecordableValue, Second.Value: RecordableValue {
    public var recordedValue: RecordedValue {
        switch self {
        case .first(let a): .sequenceFirst(a.recordedValue)
        case .second(let a, let b): .sequenceSecond(a.recordedValue, b?.recordedValue)
        }
    }
}
extension ExclusiveGesture.Value: RecordableValue where First.Value: RecordableValue, Second.Value: RecordableValue {
    public var recordedValue: RecordedValue {
        switch self {
        case .first(let a): .exclusiveFirst(a.recordedValue)
        case .second(let b): .exclusiveSecond(b.recordedValue)
        }
    }
}

extension Gesture where Value: Equatable & RecordableValue {
    /// Adds `.updating`, `.onChanged` and `.onEnded` that write what SwiftUI gives them, under
    /// `name`, to the session being recorded. Its `.updating` has a state of its own, so the
    /// view's `@GestureState` is left alone; the gesture's other callbacks run as before.
    public func recorded(_ name: String) -> some Gesture {
        updating(GestureState(initialValue: false)) { value, _, _ in record(name, .updating, value.recordedValue) }
            .onChanged { record(name, .onChanged, $0.recordedValue) }
            .onEnded { record(name, .onEnded, $0.recordedValue) }
    }
}

extension Gesture where Value == Void {
    /// `TapGesture`'s value is not Equatable, so it has no `.onChanged`: `.onEnded` alone.
    public func recorded(_ name: String) -> some Gesture {
        onEnded { record(name, .onEnded, .void) }
    }
}

/// SwiftUI runs gesture callbacks on the main thread.
private func record(_ name: String, _ callback: RecordedCallback, _ value: RecordedValue) {
    MainActor.assumeIsolated {
        GestureRecorder.shared.session?.callback(name, callback, value, now: ProcessInfo.processInfo.systemUptime)
    }
}
#endif
