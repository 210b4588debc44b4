/// What the iOS 18 arbitration reads from an attached gesture (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18): the kinds of
/// primitives it is made of, which decide whether it has a dependency, and the tap count it
/// requires. SwiftUI keeps these as gesture preferences; how they combine through combinators is
/// not documented, so the rule here is the project's proposal (docs/semantics.md): a gesture has
/// a dependency when every primitive in it has one, and requires the largest tap count among
/// its taps when it is made of taps alone.
struct GestureTraits: Equatable {
    struct Kinds: OptionSet, Equatable {
        let rawValue: UInt8
        static let tap = Kinds(rawValue: 1)
        static let longPress = Kinds(rawValue: 2)
        /// Drag, magnify, rotate: never dependent.
        static let other = Kinds(rawValue: 4)
    }

    var kinds: Kinds = []
    /// The largest `count` of the taps in the gesture.
    var largestTapCount: Int? = nil
    /// Whether any part of the gesture can ask for an update at a time of its own (a tap's or a
    /// long press's timer): a driver asks only those for a deadline, after every event.
    var hasTimers = false

    func combined(with other: GestureTraits) -> GestureTraits {
        GestureTraits(kinds: kinds.union(other.kinds),
                      largestTapCount: [largestTapCount, other.largestTapCount].compactMap { $0 }.max(),
                      hasTimers: hasTimers || other.hasTimers)
    }

    /// Whether the gesture waits for gestures prioritized over it (docs/semantics.md#proposals-implemented): taps always, long
    /// presses in the iOS 18 profile, anything else never. A gesture with no primitive (a `nil`
    /// gesture) has none.
    func hasDependency(longPressIsDependent: Bool) -> Bool {
        let dependent: Kinds = longPressIsDependent ? [.tap, .longPress] : [.tap]
        return !kinds.isEmpty && dependent.isSuperset(of: kinds)
    }

    /// The tap count of a gesture made of taps alone: what the tap-count rule compares.
    var requiredTapCount: Int? { kinds == .tap ? largestTapCount : nil }
}
