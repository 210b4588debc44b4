import Recognizers
import TraceFormat

extension Catalog {
    /// A UIKit recognizer a scene can attach with `.gesture(_:)`, as a
    /// `UIGestureRecognizerRepresentable` would (iOS 18 and later). Written as the class with its
    /// properties as labeled arguments — `UITapGestureRecognizer(numberOfTouchesRequired: 2)` —
    /// then, optionally, the delegate's answers for every other recognizer:
    /// `shouldRecognizeSimultaneouslyWith: true`.
    package struct PlatformRecognizer: Sendable {
        package let name: String
        /// The properties, in UIKit's declaration order; the delegate's answers follow.
        package let properties: [String]
        let read: @Sendable (SourceReader, [ExpressionSyntax?]) throws(Diagnostic) -> PlatformGesture.Kind

        package var labels: [String] { properties + Catalog.delegateAnswerLabels }
        package var signature: String { name + "(" + properties.map { $0 + ":" }.joined() + ")" }
    }

    /// The delegate methods a scene can answer, each with one `true`/`false` for every other recognizer.
    package static let delegateAnswerLabels = [
        "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "gestureRecognizerShouldBegin",
    ]

    package static let platformRecognizers: [PlatformRecognizer] = [
        PlatformRecognizer(name: "UITapGestureRecognizer", properties: ["numberOfTapsRequired", "numberOfTouchesRequired"]) {
            reader, values throws(Diagnostic) in
            .tap(numberOfTapsRequired: try reader.integer(values[0], default: 1, minimum: 1),
                 numberOfTouchesRequired: try reader.integer(values[1], default: 1, minimum: 1))
        },
        PlatformRecognizer(name: "UILongPressGestureRecognizer",
                           properties: ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired"]) {
            reader, values throws(Diagnostic) in
            .longPress(minimumPressDuration: try reader.number(values[0], default: PlatformConstants.longPressMinimumDuration),
                       allowableMovement: try reader.number(values[1], default: PlatformConstants.longPressAllowableMovement),
                       numberOfTouchesRequired: try reader.integer(values[2], default: 1, minimum: 1))
        },
        PlatformRecognizer(name: "UIPanGestureRecognizer", properties: ["minimumNumberOfTouches", "maximumNumberOfTouches"]) {
            reader, values throws(Diagnostic) in
            .pan(minimumNumberOfTouches: try reader.integer(values[0], default: 1, minimum: 1),
                 maximumNumberOfTouches: try reader.integer(values[1], default: Int.max, minimum: 1))
        },
        PlatformRecognizer(name: "UIPinchGestureRecognizer", properties: []) { _, _ throws(Diagnostic) in .pinch },
        PlatformRecognizer(name: "UIRotationGestureRecognizer", properties: []) { _, _ throws(Diagnostic) in .rotation },
        PlatformRecognizer(name: "UISwipeGestureRecognizer", properties: ["direction", "numberOfTouchesRequired"]) {
            reader, values throws(Diagnostic) in
            let direction = try values[0].map { (syntax) throws(Diagnostic) in
                PlatformGesture.SwipeDirection(rawValue: try reader.modifierReader.optionSet(syntax, PlatformGesture.SwipeDirection.names.map { ($0.0, $0.1.rawValue) },
                                                                             type: "UISwipeGestureRecognizer.Direction"))
            } ?? .right
            return .swipe(direction: direction, numberOfTouchesRequired: try reader.integer(values[1], default: 1, minimum: 1))
        },
        PlatformRecognizer(name: "UIScreenEdgePanGestureRecognizer", properties: ["edges"]) { reader, values throws(Diagnostic) in
            let names = PlatformGesture.RectEdge.names.map { ($0.0, $0.1.rawValue) } + [("all", PlatformGesture.RectEdge.all.rawValue)]
            // UIKit's default is no edge at all, which never begins: `readPlatformRecognizer` asks for one.
            let edges = try values[0].map { (written) throws(Diagnostic) in try reader.modifierReader.optionSet(written, names, type: "UIRectEdge") } ?? 0
            return .screenEdgePan(edges: PlatformGesture.RectEdge(rawValue: edges))
        },
    ]

    package static func platformRecognizer(named name: String) -> PlatformRecognizer? {
        platformRecognizers.first { $0.name == name }
    }
}

/// The delegate's answers a scene writes: each the same for every other recognizer.
package struct PlatformDelegateAnswers: Equatable, Sendable {
    package var shouldRecognizeSimultaneouslyWith = false
    package var shouldRequireFailureOf = false
    package var shouldBeRequiredToFailBy = false
    package var gestureRecognizerShouldBegin = true

    /// The answers as a delegate: only what differs from UIKit's defaults is answered.
    package var delegate: PlatformGestureDelegate {
        var delegate = PlatformGestureDelegate()
        if shouldRecognizeSimultaneouslyWith { delegate.shouldRecognizeSimultaneouslyWith = { _ in true } }
        if shouldRequireFailureOf { delegate.shouldRequireFailureOf = { _ in true } }
        if shouldBeRequiredToFailBy { delegate.shouldBeRequiredToFailBy = { _ in true } }
        if !gestureRecognizerShouldBegin { delegate.gestureRecognizerShouldBegin = { _ in false } }
        return delegate
    }
}

/// A UIKit recognizer written in `.gesture(…)`, read.
package struct PlatformRecognizerSpec {
    package var kind: PlatformGesture.Kind
    package var answers: PlatformDelegateAnswers
    /// Where the class name is written: what a profile without representables reports.
    package var unavailableUnderIOS17: Diagnostic
    /// The representable's name as used (`TwoFingerTap()`), for records' `written`; nil when the
    /// UIKit class itself is written.
    package var written: String? = nil
}
