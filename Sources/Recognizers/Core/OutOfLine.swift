/// Parts few values have, kept behind one reference and copied on write: the many values that
/// lack them carry a pointer instead of room for them. A large scene's views are most of its
/// memory, and most views have no control, no swipe actions and no state of their own.
package struct OutOfLine<Parts> {
    private final class Box {
        var parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    private var box: Box?

    package init() {}

    /// Whether any part was ever set.
    package var isEmpty: Bool { box == nil }

    /// One part, read in place; nil when none was ever set.
    @inline(__always)
    package func read<Part>(_ part: (Parts) -> Part?) -> Part? {
        guard let box else { return nil }
        return part(box.parts)
    }

    /// Changes the parts, starting from `empty` when there are none, copying them first when
    /// another value shares them.
    package mutating func modify(empty: @autoclosure () -> Parts, _ change: (inout Parts) -> Void) {
        if box == nil {
            box = Box(empty())
        } else if !isKnownUniquelyReferenced(&box!) {
            box = Box(box!.parts)
        }
        change(&box!.parts)
    }
}

/// Unchecked (docs/architecture.md#threads): copy on write, as Array's storage is; a shared box
/// is never written, only replaced.
extension OutOfLine: @unchecked Sendable where Parts: Sendable {}
