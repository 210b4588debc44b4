// SwiftUI's geometry vocabulary. On Apple platforms these are CoreGraphics' own types; elsewhere
// the same names and fields are defined here so gesture code reads identically on Linux.

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
public typealias CGFloat = Double

public struct CGPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static let zero = CGPoint(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }
}

public struct CGSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public static let zero = CGSize(width: 0, height: 0)
    public var description: String { "(\(width), \(height))" }
}

public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// The smallest rectangle holding both.
    public func union(_ other: CGRect) -> CGRect {
        let x = Swift.min(minX, other.minX), y = Swift.min(minY, other.minY)
        return CGRect(x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
    }
    /// The rectangle with `dx` taken off its left and right, `dy` off its top and bottom.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
#endif

/// A normalized 2D point in a view's coordinate space, as in SwiftUI.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A geometric angle, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension CGPoint {
    @inline(__always) func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        let squared = dx * dx + dy * dy
        if squared.isFinite { return squared.squareRoot() }
        // Squares of coordinates past 1e154 overflow; scaling first keeps the distance finite.
        let scale = max(dx.magnitude, dy.magnitude)
        guard scale.isFinite else { return scale }
        return scale * ((dx / scale) * (dx / scale) + (dy / scale) * (dy / scale)).squareRoot()
    }
}
