import Recognizers
import SwiftSource

extension SceneSpec {
    /// The view as the Recognizers library models it, with callbacks that write records and
    /// change `state` (a new one when the spec declares its own), its live offset and effects
    /// bound to that state. Every record site and callback label it can produce is added to
    /// `log`, for text columns sized before the first record.
    func sceneView(recorder: Recorder, explain: Bool, state: SceneState?, log: inout RecordedScene.Log) -> SceneView {
        var (view, state) = ownView(recorder: recorder, explain: explain, state: state, log: &log)
        view.children = children.map { $0.sceneView(recorder: recorder, explain: explain, state: state, log: &log) }
        logControlSites(recorder: recorder, log: &log)
        return view
    }

    /// The same views, added to `builder` one by one in preorder: no tree of them is made, and
    /// each spec, when nothing else holds it, is freed once its views are added, so what the
    /// views are made of takes the place of what they were made from.
    consuming func flatten(into builder: inout FlatSceneBuilder, recorder: Recorder, explain: Bool, state: SceneState?,
                           log: inout RecordedScene.Log) {
        let (view, state) = ownView(recorder: recorder, explain: explain, state: state, log: &log)
        builder.open(view)
        var pending = children
        children = []
        pending.reverse()
        while let child = pending.popLast() { child.flatten(into: &builder, recorder: recorder, explain: explain, state: state, log: &log) }
        builder.close()
        logControlSites(recorder: recorder, log: &log)
    }

    /// The view without its children, and the state its children's callbacks change.
    private func ownView(recorder: Recorder, explain: Bool, state: SceneState?, log: inout RecordedScene.Log) -> (SceneView, SceneState?) {
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
        // Event modifiers — gestures and hover callbacks — count in the records' `modifier` index.
        var index = 0
        for modifier in modifiers {
            switch modifier.kind {
            case .coordinateSpace(let name): view = view.coordinateSpace(name: name)
            case .disabled(let disabled): view = view.disabled(disabled)
            case .accessibility(.activationPoint(let point)): view = view.accessibilityActivationPoint(point)
            case .accessibility(.hidden(let hidden)): view = view.accessibilityHidden(hidden)
            case .accessibility(.element(let children)): view = view.accessibilityElement(children: AccessibilityChildren(rawValue: children) ?? .ignore)
            case .keyboardShortcut(let shortcut): view = view.keyboardShortcut(shortcut)
            case .focus(let focus) where focus.binding == nil: view = view.focus(FocusHandler(focusable: focus.focusable))
            case .accessibility(let accessibility) where !accessibility.isHandler: break
            // Unseen: it recognizes nothing, but keeps its place in the records' `modifier` index.
            case .opaqueGesture: index += 1
            // The loader made it the view's role (`contextMenu`, below).
            case .contextMenu: break
            case .gesture, .platformGesture, .onTapGesture, .onLongPressGesture, .hover, .pencil, .keyPress, .focus, .accessibility:
                let builder = RecordingBuilder(recorder: recorder, view: id, modifier: index, explain: explain, state: state)
                if let attachment = builder.attachment(for: modifier) {
                    switch attachment.attached {
                    case .gesture(let gesture): view = view.modifier(gesture)
                    case .hover(let handler): view = view.hover(handler)
                    case .pencil(let handler): view = view.pencil(handler)
                    case .keyPress(let handler): view = view.onKeyPress(handler)
                    case .focus(let handler): view = view.focus(handler)
                    case .accessibility(let handler): view = view.accessibility(handler)
                    }
                    log.sites += attachment.sites
                    log.add(callbacks: attachment.callbackLabels)
                }
                index += 1
            }
        }
        if let control {
            view = view.control(control)
            if controlDisabled { view = view.disabled(true) }
        }
        if let swipeActions { view = view.swipeActions(swipeActions) }
        if contextMenu { view = view.contextMenu() }
        if isListCell { view = view.listCell() }
        return (view, state)
    }

    /// The record sites of the control the view is, after its children's, as the records list them.
    private func logControlSites(recorder: Recorder, log: inout RecordedScene.Log) {
        if let control {
            log.sites.append(recorder.controlSite(view: id, control: control.name))
            log.add(callbacks: ControlEvent.Kind.names)
        }
        if swipeActions != nil { log.sites.append(recorder.controlSite(view: id, control: "List")) }
        if contextMenu {
            log.sites.append(recorder.controlSite(view: id, control: "contextMenu"))
            log.add(callbacks: ControlEvent.Kind.names)
        }
    }
}
