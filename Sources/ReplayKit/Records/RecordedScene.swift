import Recognizers
import SwiftSource

/// A scene's specs installed with callbacks that write records: the views the engine loads,
/// every record site and callback label they can produce (so text columns are sized before the
/// first record), and the state this install's callbacks change. The one install that a
/// replay, lint's probes and `GestureTesting` share; specs are data, so each install (each of
/// lint's threads) has its own state.
package struct RecordedScene {
    package let views: [SceneView]
    package let sites: [CallbackSite]
    package let callbackLabels: [String]
    /// The state of each Swift-source scene among the specs, made for this install.
    package let states: [SceneState]

    /// What installing a spec adds: record sites and callback labels for the columns, and the
    /// states it made.
    struct Log {
        var sites: [CallbackSite] = []
        /// Each label once, as they first come: they size a column, and a list's rows repeat them.
        private(set) var callbacks: [String] = []
        /// The labels in `callbacks`: a scene can have as many as it has views
        /// (`updating($state)` names its state).
        private var listed: Set<String> = []
        var states: [SceneState] = []

        mutating func add(callbacks labels: [String]) {
            for label in labels where listed.insert(label).inserted { callbacks.append(label) }
        }
    }

    package init(_ specs: [SceneSpec], recorder: Recorder, explain: Bool) {
        var log = Log()
        views = specs.map { $0.sceneView(recorder: recorder, explain: explain, state: nil, log: &log) }
        sites = log.sites
        callbackLabels = log.callbacks
        states = log.states
    }

    /// The specs installed with records straight into the engine's flat scene, never as a tree
    /// of views beside it (a replay loads them once): the scene, and its record sites, callback
    /// labels and states.
    static func flattened(_ specs: consuming [SceneSpec], recorder: Recorder, explain: Bool) -> (scene: PreparedScene, log: Log) {
        func count(_ specs: [SceneSpec]) -> Int { specs.reduce(specs.count) { $0 + count($1.children) } }
        var builder = FlatSceneBuilder(capacity: count(specs))
        var log = Log()
        var pending = consume specs
        pending.reverse()
        while let spec = pending.popLast() { spec.flatten(into: &builder, recorder: recorder, explain: explain, state: nil, log: &log) }
        return (PreparedScene(consume builder), log)
    }

    /// Sizes the recorder's columns for everything the scene can record, and `extraLabels`.
    package func prepare(_ recorder: Recorder, extraLabels: [String] = []) {
        recorder.prepare(sites: sites, callbackLabels: callbackLabels + extraLabels)
    }

    /// Every state of the scene back to its initial value, for the next trace or probe.
    package func restart() {
        for state in states { state.restart() }
    }
}
