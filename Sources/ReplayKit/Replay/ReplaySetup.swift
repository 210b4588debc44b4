import Recognizers
import SwiftSource

/// What the gestures are attached to.
package enum ReplaySetup {
    /// One view per entry, each reached by every pointer (`--gesture`, the default scene).
    case views([(view: String, expression: GestureExpression)])
    /// A scene with hit testing.
    case scene([SceneSpec])

    /// The views and gestures of the default scene: each standard gesture with its defaults and
    /// every callback it supports, alone on its own window-sized view.
    package static let defaultScene: [(view: String, expression: String)] = [
        ("tap", "TapGesture().onEnded { _ in }"),
        ("spatialTap", "SpatialTapGesture().onEnded { _ in }"),
        ("longPress", "LongPressGesture().onChanged { _ in }.onEnded { _ in }"),
        ("drag", "DragGesture().onChanged { _ in }.onEnded { _ in }"),
        ("magnify", "MagnifyGesture().onChanged { _ in }.onEnded { _ in }"),
        ("rotate", "RotateGesture().onChanged { _ in }.onEnded { _ in }"),
    ]

    /// The default scene, parsed; its source is fixed, so it always parses.
    package static var defaultSetup: ReplaySetup {
        .views(defaultScene.map { entry in
            (entry.view, try! ExpressionParser.parse(entry.expression, origin: "default scene"))
        })
    }

    /// The views keys, focus and assistive technologies act in (`GestureReplayer.viewIDs`): a
    /// scene's, in preorder; of one-view attachments, the last's.
    package var viewIDs: [String] {
        switch self {
        case .views(let views): return views.last.map { [$0.view] } ?? []
        case .scene(let specs):
            var ids: [String] = []
            func visit(_ spec: SceneSpec) {
                ids.append(spec.id)
                spec.children.forEach(visit)
            }
            specs.forEach(visit)
            return ids
        }
    }
}
