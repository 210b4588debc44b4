/// A coordinate space in which a gesture reports locations, as in SwiftUI.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view the gesture is attached to; origin at its top-left corner.
    case local
    /// The window: the trace's own points.
    case global
    /// The nearest ancestor (or the view itself) declaring `.coordinateSpace(name:)`.
    case named(String)
}

/// SwiftUI's protocol for coordinate-space parameters: `.local`, `.global`, `.named("P")`.
public protocol CoordinateSpaceProtocol: Sendable {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public var name: String
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: String) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// Where the view that holds a gesture sits, and which named spaces enclose it. Geometry is static
/// and translation-only, so converting a point is a subtraction.
public struct ViewGeometry: Sendable, Equatable {
    /// A window-sized view at the origin (an iPhone's 390 × 844 pt): the one-view shortcut's
    /// view (`GestureReplayer.defaultWindow`) and a UIKit recognizer's before it is bound.
    public static let defaultWindow = ViewGeometry(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The view's frame in global points.
    public var frame: CGRect
    /// Origins (global) of the named coordinate spaces on the path, nearest first.
    public var namedSpaces: [(name: String, origin: CGPoint)]
    /// For a view inside scroll views, the offset of their content: `frame` is in content
    /// coordinates and the view is on screen at `frame` minus this (nil: it never moves).
    var scroll: ScrollShift?

    public init(frame: CGRect, namedSpaces: [(name: String, origin: CGPoint)] = []) {
        self.frame = frame
        self.namedSpaces = namedSpaces
    }

    /// Where the view is on screen now: its frame moved by the scroll views it is in.
    public var globalFrame: CGRect {
        guard let scroll else { return frame }
        let shift = scroll.total
        return CGRect(x: frame.minX - shift.x, y: frame.minY - shift.y, width: frame.width, height: frame.height)
    }

    /// Compared on the replay's path (the arena asks whether a member is on the bound view):
    /// element by element, with no arrays made.
    public static func == (lhs: ViewGeometry, rhs: ViewGeometry) -> Bool {
        guard lhs.scroll === rhs.scroll, lhs.frame == rhs.frame, lhs.namedSpaces.count == rhs.namedSpaces.count else { return false }
        for index in lhs.namedSpaces.indices {
            if lhs.namedSpaces[index].name != rhs.namedSpaces[index].name || lhs.namedSpaces[index].origin != rhs.namedSpaces[index].origin { return false }
        }
        return true
    }

    /// Converts a global point into `space`. An unknown name falls back to global (proposed, docs/semantics.md#proposals-implemented).
    @inline(__always)
    public func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local:
            guard let scroll else { return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }
            let shift = scroll.total
            return CGPoint(x: point.x - frame.minX + shift.x, y: point.y - frame.minY + shift.y)
        case .named(let name):
            for named in namedSpaces where named.name == name {
                return CGPoint(x: point.x - named.origin.x, y: point.y - named.origin.y)
            }
            return point
        }
    }
}

/// The content offset of a scroll view, shared by the geometry of every view inside it, so that
/// `.local` locations follow a view as its content scrolls. `outer` is the scroll view around
/// this one, whose offset moves this one's content too.
/// Unchecked: docs/architecture.md#threads says why it is safe.
final class ScrollShift: @unchecked Sendable {
    @exclusivity(unchecked) var offset = CGPoint.zero
    let outer: ScrollShift?
    /// A view moved by app state: its offset moves it the other way from a scroll's.
    let live: LiveOffset?

    init(outer: ScrollShift?, live: LiveOffset? = nil) {
        self.outer = outer
        self.live = live
    }

    /// The offset of this content on screen: its own and every enclosing scroll view's.
    var total: CGPoint {
        let own = ownOffset
        guard let outer else { return own }
        let more = outer.total
        return CGPoint(x: own.x + more.x, y: own.y + more.y)
    }

    /// The shift of this level alone: what a point in the enclosing content moves by in here.
    var ownOffset: CGPoint {
        guard let live else { return offset }
        return CGPoint(x: offset.x - live.value.x, y: offset.y - live.value.y)
    }
}
