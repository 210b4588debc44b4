/// Options that control how adding a gesture to a view affects other gestures recognized by the
/// view and its subviews — SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
}
