// A stand-in for the part of UIKit and SwiftUI that GestureRecorder's glue uses, declared as
// Apple documents it, so the glue, linked into this target under Glue/, is compiled and its logic
// run on Linux. It is no model of UIKit or SwiftUI beyond what the tests set. Each declaration
// was checked against developer.apple.com/documentation (paths below are under it):
//   uikit/uiapplication/sendevent(_:) — a subclass "must dispatch it by calling super";
//   uikit/uievent: allTouches, coalescedtouches(for:) (iOS 9), timestamp, eventtype (.hover 13.4);
//   uikit/uitouch: timestamp ("seconds since system startup"), phase (region phases 13.4),
//     touchtype (.indirectPointer 13.4), location(in:), force, maximumpossibleforce,
//     altitudeangle, azimuthangle(in:), rollangle (iOS 17.5, visionOS 1.2), window;
//   uikit/uidevice: userinterfaceidiom (.vision iOS 17), systemName, systemVersion;
//   uikit/uiwindowscene/screen and uikit/uiscreen/maximumframespersecond (not on visionOS);
//   foundation/processinfo/systemuptime (a required-reason API);
//   swiftui/gesture/onchanged(_:) (Value: Equatable), onended(_:), updating(_:body:);
//   swiftui/gesturestate init(initialValue:); swiftui/draggesture/value (velocity, Xcode 15 SDK);
//   MagnifyGesture.Value, RotateGesture.Value (iOS 17); swiftui/view/ongeometrychange(for:of:action:)
//   (back-deployed to iOS 16); swiftui/view/overlay(alignment:content:); ShareLink (iOS 16);
//   observation/observable() (iOS 17), which SwiftUI tracks in a body (the toolchain's own here).
// Not documented, used as Xcode writes it: Info.plist's DTSDKName.
import Foundation

// MARK: UIKit

@MainActor open class UIApplication {
    public init() {}
    /// What the tests see: every event UIKit's own `sendEvent` received.
    public var delivered: [UIEvent] = []
    /// What runs while an event is delivered: SwiftUI's gesture callbacks, in the tests.
    public var whileDelivering: ((UIEvent) -> Void)?
    open func sendEvent(_ event: UIEvent) {
        delivered.append(event)
        whileDelivering?(event)
    }
}

open class UIView {
    public init() {}
}

@MainActor public final class UITraitCollection { var displayScale: CGFloat = 3 }
@MainActor public final class UIScreen { var maximumFramesPerSecond = 120 }
@MainActor public final class UIWindowScene { var screen = UIScreen() }

@MainActor public class UIWindow: UIView {
    public var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    public var traitCollection = UITraitCollection()
    public var windowScene: UIWindowScene? = UIWindowScene()
}

public final class UITouch: Hashable {
    public enum Phase { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    public enum TouchType { case direct, indirect, pencil, indirectPointer }
    public var timestamp: TimeInterval
    public var phase: Phase
    public var type: TouchType = .direct
    public var point: CGPoint
    weak public var window: UIWindow?
    public var force: CGFloat = 0
    public var maximumPossibleForce: CGFloat = 0
    public var altitudeAngle: CGFloat = .pi / 2
    public var azimuth: CGFloat = 0
    public var rollAngle: CGFloat = 0
    public init(timestamp: TimeInterval, phase: Phase, at point: CGPoint, window: UIWindow?) {
        self.timestamp = timestamp
        self.phase = phase
        self.point = point
        self.window = window
    }
    public func location(in view: UIView?) -> CGPoint { point }
    public func azimuthAngle(in view: UIView?) -> CGFloat { azimuth }
    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public final class UIEvent {
    public enum EventType { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public var type: EventType = .touches
    public var timestamp: TimeInterval
    public var allTouches: Set<UITouch>?
    public var coalesced: [ObjectIdentifier: [UITouch]] = [:]
    public init(timestamp: TimeInterval, touches: [UITouch]) {
        self.timestamp = timestamp
        self.allTouches = Set(touches)
    }
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? { coalesced[ObjectIdentifier(touch)] }
}

public enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac, vision }

@MainActor public final class UIDevice {
    public static let current = UIDevice()
    public var systemName = "iOS"
    public var systemVersion = "18.1"
    public var userInterfaceIdiom = UIUserInterfaceIdiom.phone
}

// MARK: SwiftUI

public protocol Gesture {
    associatedtype Value
    /// What the stand-in runs: a gesture here is its callbacks, called by the tests.
    func send(_ value: Value, ended: Bool)
}

public struct Transaction {}

public struct GestureState<State> {
    public var wrappedValue: State
    public init(initialValue: State) { wrappedValue = initialValue }
}

public struct CallbackGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var onChange: ((Value) -> Void)?
    public var onEnd: ((Value) -> Void)?
    public func send(_ value: Value, ended: Bool) {
        base.send(value, ended: ended)
        if ended { onEnd?(value) } else { onChange?(value) }
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> { CallbackGesture(base: self, onEnd: action) }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, onChange: { value in
            var copy = state.wrappedValue
            var transaction = Transaction()
            body(value, &copy, &transaction)
        })
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> { CallbackGesture(base: self, onChange: action) }
}

public struct UnitPoint: Equatable { var x: CGFloat; var y: CGFloat }
public struct Angle: Equatable { var radians: Double }

public struct DragGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var location, startLocation, predictedEndLocation: CGPoint
        public var translation, velocity, predictedEndTranslation: CGSize
    }
    public func send(_ value: Value, ended: Bool) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var magnification, velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public func send(_ value: Value, ended: Bool) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var rotation, velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public func send(_ value: Value, ended: Bool) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable { var location: CGPoint }
    public func send(_ value: Value, ended: Bool) {}
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value { public var first: First.Value?; public var second: Second.Value? }
    public var first: First
    public var second: Second
    public func send(_ value: Value, ended: Bool) {}
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(First.Value, Second.Value?) }
    public var first: First
    public var second: Second
    public func send(_ value: Value, ended: Bool) {}
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(Second.Value) }
    public var first: First
    public var second: Second
    public func send(_ value: Value, ended: Bool) {}
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(first: self, second: other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(first: self, second: other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(first: self, second: other) }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration = 0.5
    public func send(_ value: Bool, ended: Bool) {}
}

public struct TapGesture: Gesture {
    public func send(_ value: Void, ended: Bool) {}
}

@MainActor public protocol View {}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> EmptyView { EmptyView() }
    public static func buildOptional(_ content: EmptyView?) -> EmptyView { EmptyView() }
}

public struct EmptyView: View {}
public struct ModifiedView: View {}
public struct Text: View { init(_ text: String) {} }
public struct Button: View { init(_ title: String, action: @escaping () -> Void) {} }
public struct HStack: View { init(@ViewBuilder content: () -> some View) { _ = content() } }
public struct ShareLink: View { init(items: [URL], @ViewBuilder label: () -> some View) { _ = label() } }
public struct Capsule {}
public enum Material { case thinMaterial }
public enum Alignment { case center, topTrailing }
public enum CoordinateSpace { case global, local }
public struct GeometryProxy {
    public var frame = CGRect.zero
    public func frame(in space: CoordinateSpace) -> CGRect { frame }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView { action?(); return ModifiedView() }
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                   action: @escaping (T) -> Void) -> ModifiedView {
        action(transform(GeometryProxy(frame: CGRect(x: 0, y: 59, width: 393, height: 759))))
        return ModifiedView()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView { _ = content(); return ModifiedView() }
    public func padding(_ length: CGFloat) -> ModifiedView { ModifiedView() }
    public func background(_ material: Material, in shape: Capsule) -> ModifiedView { ModifiedView() }
}
