import Recognizers
import SwiftSource

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
    /// A screen-edge pan: only the edge swipe probe starts at an edge, the leading one; a pan
    /// from another edge gets no probe, and lint cannot judge it.
    package var edgePans = false
    package var fromLeadingEdge = false
    /// Whether its closures can tell the app something: an `onEnded`, a `perform`, a UIKit action.
    package var completes = false
    /// Fingers it needs at once (a UIKit recognizer's `numberOfTouchesRequired`): the one-finger
    /// probes cannot complete a gesture that needs more.
    package var touches = 1

    package var taps: Bool { !tapCounts.isEmpty }
    /// A single tap among them: what an assistive technology's activation performs.
    package var singleTaps: Bool { tapCounts.contains(1) }
    /// A drag, long press, pinch or rotation: what `no-accessible-alternative` calls custom.
    package var isCustom: Bool { longPressDuration != nil || dragDistance != nil || magnifies || rotates || swipes || edgePans }

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
            case .tap(let taps, let fingers):
                tapCounts.insert(taps)
                touches = fingers
            case .longPress(let duration, _, let fingers):
                longPressDuration = duration
                touches = fingers
            case .pan(let fingers, _):
                dragDistance = 10
                touches = fingers
            case .pinch: magnifies = true
            case .rotation: rotates = true
            case .swipe(_, let fingers):
                swipes = true
                touches = fingers
            case .screenEdgePan(let edges):
                edgePans = true
                fromLeadingEdge = edges.contains(.left)
            }
        case .coordinateSpace, .disabled, .accessibility, .hover, .pencil, .keyPress, .focus, .keyboardShortcut, .opaqueGesture, .contextMenu: break
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
        case .onEnded(let base, _), .recorded(let base, _):
            completes = true
            add(base)
        case .onChanged(let base, _), .updating(let base, _, _), .map(let base, _, _), .mapClosure(let base, _, _), .named(_, let base): add(base)
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
    package func accepts(_ probe: LintProbe) -> Bool {
        // A pinch and a rotation are two fingers by nature; any other probe must put down the
        // fingers the gesture needs: a one-finger gesture fails when a second finger lands.
        if probe.kind != .pinch, probe.kind != .rotate, probe.fingerCount != touches { return false }
        return switch probe.kind {
        case .tap(let count): tapCounts.contains { $0 <= count }
        // A press counts only if held past the gesture's duration by the margin every probe
        // gives it (a capped probe does not, and the timer and the lift would race).
        case .longPress(let held): longPressDuration.map { $0 + LintProbe.Constants.longPressMargin <= held } ?? false
        // A sequence's drag comes after its first gesture: only the long press then drag makes it.
        case .drag, .fling: (dragDistance != nil || swipes) && !sequence
        case .edgeSwipe: dragDistance != nil || swipes || fromLeadingEdge
        case .pressAndDrag(_, let held):
            (sequence || longPressDuration != nil || dragDistance != nil)
                && (longPressDuration.map { $0 + LintProbe.Constants.longPressMargin <= held } ?? true)
        case .pinch: magnifies
        case .rotate: rotates
        }
    }

    /// The probe that should complete it, among `probes`: the first of its kind.
    package func naturalProbe(_ probes: [LintProbe]) -> Int {
        func first(_ matches: (LintProbe.Kind) -> Bool) -> Int? {
            probes.firstIndex { ($0.kind == .pinch || $0.kind == .rotate || $0.fingerCount == touches) && matches($0.kind) }
        }
        if sequence, let index = first({ if case .pressAndDrag = $0 { true } else { false } }) { return index }
        if edgePans, let index = first({ $0 == .edgeSwipe }) { return index }
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
