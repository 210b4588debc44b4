import Recognizers
import SwiftSource

extension SceneSpec {
    /// The view as the Recognizers library models it, with callbacks that write records and
    /// change `state` (a new one when the spec declares its own), its live offset and effects
    /// bound to that state. Every record site and callback label it can produce is added to
    /// `log`, for text columns sized before the first record.
    func sceneView(recorder: Recorder, explain: Bool, state: SceneState?, log: inout RecordedScene.Log) -> SceneView {
        var state = state
        if let states {
            state = SceneState(states)
            log.states.append(state!)
        }
        var view = SceneView(id, frame: frame, children: [])
        if let coordinateSpace { view = view.coordinateSpace(name: coordinateSpace) }
        if let state {
            let bound = state.bind(self)
            view.hitShape = bound.hitShape
            view.liveOffset = bound.offset
        } else {
            view.hitShape = hitShape
        }
        view.liveOffsetMovesOwnSpace = liveOffset?.movesOwnSpace ?? true
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
                    log.sites += attachment.sites
                    log.callbacks += attachment.callbackLabels
                }
                index += 1
            }
        }
        view.children = children.map { $0.sceneView(recorder: recorder, explain: explain, state: state, log: &log) }
        if let control {
            view = view.control(control)
            if controlDisabled { view = view.disabled(true) }
            log.sites.append(recorder.controlSite(view: id, control: control.name))
            log.callbacks += ControlEvent.Kind.names
        }
        if let swipeActions {
            view = view.swipeActions(swipeActions)
            log.sites.append(recorder.controlSite(view: id, control: "List"))
        }
        if contextMenu {
            view = view.contextMenu()
            log.sites.append(recorder.controlSite(view: id, control: "contextMenu"))
            log.callbacks += ControlEvent.Kind.names
        }
        return view
    }
}
