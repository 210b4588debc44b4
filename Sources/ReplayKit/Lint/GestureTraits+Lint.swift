import Recognizers

/// What a view modifier's gestures are, as far as `lint` cares: which kinds of touch complete
/// them, with the parameters the probes must meet (the longest press, the farthest drag).
package struct LintGestureKinds: Equatable {
    package var tapCounts: Set<Int> = []
    package var longPressDuration: Double?
    package var dragDistance: Double?
    package var magnifies = false
    package var rotates = false
    package var sequence = false
    package var swipes = false
    /// Whether its closures can tell the app something: an `onEnded`, a `perform`, a UIKit action.
    package var completes = false

    package var taps: Bool { !tapCounts.isEmpty }
    /// A drag, long press, pinch or rotation: what `no-accessible-alternative` calls custom.
    package var isCustom: Bool { longPressDuration != nil || dragDistance != nil || magnifies || rotates || swipes }

    package init(_ modifier: ModifierSpec) {
        switch modifier.kind {
        case .gesture(let expression, _, _): add(expression)
        case .onTapGesture(let count, _, _):
            tapCounts.insert(count)
            completes = true
        case .onLongPressGesture(let duration, _, _, _, _):
            longPressDuration = duration
            completes = true
        case .platformGesture(let platform):
            completes = true
            switch platform.kind {
            case .tap(let taps, _): tapCounts.insert(taps)
            case .longPress(let duration, _, _): longPressDuration = duration
            case .pan: dragDistance = 10
            case .pinch: magnifies = true
            case .rotation: rotates = true
            case .swipe, .screenEdgePan: swipes = true
            }
        case .coordinateSpace, .disabled, .accessibility: break
        }
    }

    private mutating func add(_ expression: GestureExpression) {
        switch expression {
        case .primitive(let primitive):
            switch primitive {
            case .tap(let count), .spatialTap(let count, _): tapCounts.insert(count)
            case .longPress(let duration, _): longPressDuration = max(longPressDuration ?? 0, duration)
            case .drag(let distance, _): dragDistance = max(dragDistance ?? 0, distance)
            case .magnify: magnifies = true
            case .rotate: rotates = true
            }
        case .onEnded(let base, _):
            completes = true
            add(base)
        case .onChanged(let base, _), .updating(let base, _, _), .map(let base, _, _): add(base)
        case .sequence(let first, let second):
            sequence = true
            add(first)
            add(second)
        case .simultaneous(let first, let second), .exclusive(let first, let second):
            add(first)
            add(second)
        }
    }

    /// Whether a person trying this gesture would make `probe`: the probes that count when
    /// asking whether the gesture can ever fire.
    package func accepts(_ probe: LintProbe.Kind) -> Bool {
        switch probe {
        case .tap(let count): tapCounts.contains { $0 <= count }
        case .longPress: longPressDuration != nil
        case .drag, .fling, .edgeSwipe: dragDistance != nil || swipes
        case .pressAndDrag: sequence || longPressDuration != nil || dragDistance != nil
        case .pinch: magnifies
        case .rotate: rotates
        }
    }

    /// The probe that should complete it, among `probes`: the first of its kind.
    package func naturalProbe(_ probes: [LintProbe]) -> Int {
        func first(_ matches: (LintProbe.Kind) -> Bool) -> Int? { probes.firstIndex { matches($0.kind) } }
        if sequence, let index = first({ if case .pressAndDrag = $0 { true } else { false } }) { return index }
        if magnifies, let index = first({ $0 == .pinch }) { return index }
        if rotates, let index = first({ $0 == .rotate }) { return index }
        if let count = tapCounts.min(), let index = first({ $0 == .tap(count: count) }) { return index }
        if longPressDuration != nil, let index = first({ if case .longPress = $0 { true } else { false } }) { return index }
        if dragDistance != nil || swipes, let index = first({ if case .drag(_, let length) = $0 { length > LintProbe.Constants.shortDrag } else { false } }) {
            return index
        }
        return 0
    }
}
