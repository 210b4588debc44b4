import Recognizers
import SwiftSource

/// Turns parsed SwiftUI source into real gestures and view modifiers of the Recognizers library —
/// the same types a Swift user writes — whose callbacks write records instead of running app code.
package struct RecordingBuilder {
    package let recorder: Recorder
    package let view: String
    /// The modifier's index among the view's gesture modifiers.
    package let modifier: Int
    /// Adds phase-change records with reasons (`--explain`).
    package let explain: Bool
    /// For a scene from Swift source, the state its callbacks' assignments change.
    package var state: SceneState? = nil
    /// The name of the gesture being built, as the scene wrote it where that is not its
    /// canonical spelling (`SwipeLeftGesture()`, `.onTapGesture { location in }`): the
    /// records' `written` key at this path.
    var written: String? = nil

    package init(recorder: Recorder, view: String, modifier: Int, explain: Bool, state: SceneState? = nil) {
        self.recorder = recorder
        self.view = view
        self.modifier = modifier
        self.explain = explain
        self.state = state
    }

    /// A gesture-attaching modifier as the view gets it, with every place a record can come from
    /// and every callback column a record can show, for text columns sized before the first record.
    package struct Attachment {
        /// What the modifier attaches to the view.
        package enum Attached {
            case gesture(ViewGesture)
            case hover(HoverHandler)
            case pencil(PencilHandler)
            case keyPress(KeyPressHandler)
            case focus(FocusHandler)
            case accessibility(AccessibilityHandler)
        }

        package var attached: Attached
        package var sites: [CallbackSite]
        package var callbackLabels: [String]

        init(viewGesture: ViewGesture, sites: [CallbackSite], callbackLabels: [String]) {
            self.attached = .gesture(viewGesture)
            self.sites = sites
            self.callbackLabels = callbackLabels
        }

        init(_ attached: Attached, sites: [CallbackSite], callbackLabels: [String]) {
            self.attached = attached
            self.sites = sites
            self.callbackLabels = callbackLabels
        }

        /// The gesture it attaches, if it attaches one.
        package var viewGesture: ViewGesture? {
            if case .gesture(let gesture) = attached { gesture } else { nil }
        }
    }

    /// A UIKit recognizer whose action writes a record of each state it reports.
    func attachment(for platform: PlatformRecognizerSpec) -> Attachment {
        let site = naming(platform.written).site(platform.kind.description, path: "")
        let recorder = self.recorder
        var gesture = PlatformGesture(platform.kind, delegate: platform.answers.delegate) { recorder.writeRecognizer(site, $0) }
        if explain { gesture.onFailed = { recorder.writeRecognizerFailure(site, $0, competitor: $1) } }
        return Attachment(viewGesture: .gesture(gesture), sites: [site],
                          callbackLabels: PlatformGestureState.allCases.map(\.rawValue))
    }

    func sites(of expression: GestureExpression, path: String) -> [CallbackSite] {
        switch expression {
        case .primitive: [site(for: expression, path: path)]
        case .onChanged(let base, _), .onEnded(let base, _), .updating(let base, _, _), .map(let base, _, _), .mapClosure(let base, _, _):
            [site(for: expression, path: path)] + sites(of: base, path: path)
        case .named(let name, let base): naming(name).sites(of: base, path: path)
        case .recorded(let base, let name): [recordedSite(of: base, name: name, path: path)] + sites(of: base, path: path)
        case .simultaneous(let first, let second), .sequence(let first, let second), .exclusive(let first, let second):
            [site(for: expression, path: path)]
                + unnamed.sites(of: first, path: Self.join(path, "first")) + unnamed.sites(of: second, path: Self.join(path, "second"))
        }
    }

    func callbackLabels(of expression: GestureExpression) -> [String] {
        switch expression {
        case .primitive: []
        case .onChanged(let base, _): callbackLabels(of: base) + [CallbackKind.onChanged.rawValue]
        case .onEnded(let base, _): callbackLabels(of: base) + [CallbackKind.onEnded.rawValue]
        case .map(let base, _, _), .mapClosure(let base, _, _), .named(_, let base): callbackLabels(of: base)
        case .recorded(let base, _):
            callbackLabels(of: base) + Self.recordedCallbacks(of: base.valueType).map(\.rawValue)
        case .updating(let base, let state, _):
            callbackLabels(of: base) + [TextSink.callbackColumn(.updating, state: state),
                                        TextSink.callbackColumn(.reset, state: state)]
        case .simultaneous(let first, let second), .sequence(let first, let second), .exclusive(let first, let second):
            callbackLabels(of: first) + callbackLabels(of: second)
        }
    }

    func site(_ gesture: String, path: String) -> CallbackSite {
        CallbackSite(view: view, modifier: modifier, path: path, gesture: recorder.interned(gesture), written: written)
    }

    /// The site of `expression`, with the name the scene wrote for it, if any: an enclosing
    /// named gesture's, which is the one the user sees at the view, before a name inside it.
    func site(for expression: GestureExpression, path: String) -> CallbackSite {
        CallbackSite(view: view, modifier: modifier, path: path, gesture: recorder.interned(expression.description),
                     written: written ?? expression.written)
    }

    /// The site of the callbacks `.recorded(name)` adds: the base's, with the name.
    func recordedSite(of base: GestureExpression, name: String, path: String) -> CallbackSite {
        CallbackSite(view: view, modifier: modifier, path: path, gesture: recorder.interned(base.description),
                     written: written ?? base.written, recorded: name)
    }

    /// The callbacks GestureRecorder's `.recorded(_:)` adds, in the order SwiftUI runs them:
    /// `onChanged` (and the `updating` before it) needs an Equatable value, so a gesture whose
    /// value is not one (`TapGesture`'s `Void`) gets `onEnded` alone (docs/recording.md).
    static func recordedCallbacks(of value: ValueType) -> [CallbackKind] {
        value.isEquatable ? [.updating, .onChanged, .onEnded] : [.onEnded]
    }

    /// This builder inside a gesture the scene named, unless a name outside already applies.
    func naming(_ name: String?) -> RecordingBuilder {
        var builder = self
        if builder.written == nil { builder.written = name }
        return builder
    }

    /// This builder for the sides of a combinator, which have paths and names of their own.
    var unnamed: RecordingBuilder {
        var builder = self
        builder.written = nil
        return builder
    }

    package static func join(_ path: String, _ component: String) -> String {
        path.isEmpty ? component : path + "." + component
    }

    /// The gesture for `expression`, which sits at `path` inside its modifier.
    package func build(_ expression: GestureExpression, path: String) -> AnyGesture<ReplayValue> {
        let recorder = self.recorder
        switch expression {
        case .primitive(let primitive):
            return observed(Self.gesture(for: primitive), site: site(for: expression, path: path))
        case .onChanged(let base, let callback):
            let site = site(for: base, path: path)
            let effects = effects(callback)
            return build(base, path: path).onChanged { recorder.write(site, .onChanged, value: $0); effects?($0) }.eraseToAnyGesture()
        case .onEnded(let base, let callback):
            let site = site(for: base, path: path)
            let effects = effects(callback)
            return build(base, path: path).onEnded { recorder.write(site, .onEnded, value: $0); effects?($0) }.eraseToAnyGesture()
        case .updating(let base, let name, let callback):
            let site = site(for: base, path: path)
            let effects = effects(callback, gestureState: name)
            let sceneState = self.state
            let instance = callback?.instance
            let gestureState = GestureState(wrappedValue: 0, reset: { _, _ in
                recorder.write(site, .reset, state: name, value: nil)
                if let sceneState, let instance { sceneState.reset(instance: instance, name: name) }
            })
            return build(base, path: path).updating(gestureState) { value, _, _ in
                recorder.write(site, .updating, state: name, value: value)
                effects?(value)
            }.eraseToAnyGesture()
        case .map(let base, let keyPath, _):
            // The reader checked the path against the base's type, and the base's gesture makes
            // values of that type, so every member reads a value; `.void` is never written.
            var type = base.valueType
            let members = keyPath.compactMap { name in
                type.members.first { $0.name == name }.map { member in type = member.type; return member }
            }
            return build(base, path: path).map { value in members.reduce(value) { $1.read($0) ?? .void } }.eraseToAnyGesture()
        case .mapClosure(let base, let closure, _):
            let sceneState = self.state
            return build(base, path: path).map { StateEffects.map(closure, value: $0, state: sceneState) }.eraseToAnyGesture()
        case .named(let name, let base):
            return naming(name).build(base, path: path)
        case .recorded(let base, let name):
            return recorded(base, name: name, path: path)
        case .simultaneous(let first, let second):
            let combined = unnamed.build(first, path: Self.join(path, "first"))
                .simultaneously(with: unnamed.build(second, path: Self.join(path, "second")))
                .map { ReplayValue.simultaneous(first: $0.first, second: $0.second) }
            return observed(combined.eraseToAnyGesture(), site: site(for: expression, path: path))
        case .sequence(let first, let second):
            let combined = unnamed.build(first, path: Self.join(path, "first"))
                .sequenced(before: unnamed.build(second, path: Self.join(path, "second")))
                .map { value -> ReplayValue in
                    switch value {
                    case .first(let a): .sequenceFirst(a)
                    case .second(let a, let b): .sequenceSecond(a, b)
                    }
                }
            return observed(combined.eraseToAnyGesture(), site: site(for: expression, path: path))
        case .exclusive(let first, let second):
            let combined = unnamed.build(first, path: Self.join(path, "first"))
                .exclusively(before: unnamed.build(second, path: Self.join(path, "second")))
                .map { value -> ReplayValue in
                    switch value {
                    case .first(let a): .exclusiveFirst(a)
                    case .second(let b): .exclusiveSecond(b)
                    }
                }
            return observed(combined.eraseToAnyGesture(), site: site(for: expression, path: path))
        }
    }

    /// `.recorded(name)`: the callbacks GestureRecorder adds on a device, each writing a record
    /// at the recorded site. Its `updating` has a state of its own that no one reads, as the
    /// device's does, so it leaves the scene's state alone and writes no `reset`.
    private func recorded(_ base: GestureExpression, name: String, path: String) -> AnyGesture<ReplayValue> {
        let recorder = self.recorder
        let site = recordedSite(of: base, name: name, path: path)
        let gesture = build(base, path: path)
        guard base.valueType.isEquatable else {
            return gesture.onEnded { recorder.write(site, .onEnded, value: $0) }.eraseToAnyGesture()
        }
        return gesture
            .updating(GestureState(wrappedValue: 0)) { value, _, _ in recorder.write(site, .updating, value: value) }
            .onChanged { recorder.write(site, .onChanged, value: $0) }
            .onEnded { recorder.write(site, .onEnded, value: $0) }
            .eraseToAnyGesture()
    }

    /// The callback's assignments to state, run after its record; nil where nothing is evaluated.
    func effects(_ callback: CallbackBody?, gestureState: String? = nil) -> ((ReplayValue?) -> Void)? {
        guard let state, let callback else { return nil }
        return { StateEffects.run(callback, value: $0, state: state, gestureState: gestureState) }
    }

    /// With `--explain`, the gesture reports its phase changes and their reasons.
    func observed(_ gesture: AnyGesture<ReplayValue>, site: CallbackSite) -> AnyGesture<ReplayValue> {
        guard explain else { return gesture }
        let recorder = self.recorder
        return gesture._observingPhase { recorder.writePhase(site, $0) }.eraseToAnyGesture()
    }

}
