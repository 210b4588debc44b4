import Recognizers
import SwiftSource

extension SceneSpec {
    /// The view as the Recognizers library models it, with callbacks that write records.
    /// Every record site and callback label it can produce is added to `columns`, for text
    /// columns sized before the first record.
    package func sceneView(recorder: Recorder, explain: Bool, state: SceneState? = nil,
                           columns: inout (sites: [CallbackSite], callbacks: [String])) -> SceneView {
        let state = state ?? self.state
        var view = SceneView(id, frame: frame, children: [])
        if let coordinateSpace { view = view.coordinateSpace(name: coordinateSpace) }
        view.hitShape = hitShape
        view.liveOffset = liveOffset
        view.liveOffsetMovesOwnSpace = liveOffsetMovesOwnSpace
        // Gesture-attaching modifiers count in the records' `modifier` index.
        var index = 0
        for modifier in modifiers {
            switch modifier.kind {
            case .coordinateSpace(let name): view = view.coordinateSpace(name: name)
            case .disabled(let disabled): view = view.disabled(disabled)
            case .accessibility: break
            case .gesture, .platformGesture, .onTapGesture, .onLongPressGesture:
                let builder = RecordingBuilder(recorder: recorder, view: id, modifier: index, explain: explain, state: state)
                if let attachment = builder.attachment(for: modifier) {
                    view = view.modifier(attachment.viewGesture)
                    columns.sites += attachment.sites
                    columns.callbacks += attachment.callbackLabels
                }
                index += 1
            }
        }
        view.children = children.map { $0.sceneView(recorder: recorder, explain: explain, state: state, columns: &columns) }
        if let control {
            view = view.control(control)
            if controlDisabled { view = view.disabled(true) }
            columns.sites.append(recorder.controlSite(view: id, control: control.name))
            columns.callbacks += ControlEvent.Kind.names
        }
        if let swipeActions {
            view = view.swipeActions(swipeActions)
            columns.sites.append(recorder.controlSite(view: id, control: "List"))
        }
        return view
    }
}
