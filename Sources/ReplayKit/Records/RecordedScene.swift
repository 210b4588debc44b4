import Recognizers
import SwiftSource

/// A scene's specs installed with callbacks that write records: the views the engine loads,
/// every record site and callback label they can produce (so text columns are sized before the
/// first record), and the state to put back at rest. The one install that a replay, lint's
/// probes and `GestureTesting` share.
package struct RecordedScene {
    package let specs: [SceneSpec]
    package let views: [SceneView]
    package let sites: [CallbackSite]
    package let callbackLabels: [String]

    package init(_ specs: [SceneSpec], recorder: Recorder, explain: Bool) {
        self.specs = specs
        var columns: (sites: [CallbackSite], callbacks: [String]) = ([], [])
        views = specs.map { $0.sceneView(recorder: recorder, explain: explain, columns: &columns) }
        sites = columns.sites
        callbackLabels = columns.callbacks
    }

    /// Sizes the recorder's columns for everything the scene can record, and `extraLabels`.
    package func prepare(_ recorder: Recorder, extraLabels: [String] = []) {
        recorder.prepare(sites: sites, callbackLabels: callbackLabels + extraLabels)
    }

    /// Every state of the scene back to its initial value, for the next trace or probe.
    package func restart() { Self.restart(specs) }

    /// Every state of `specs` back to its initial value.
    package static func restart(_ specs: [SceneSpec]) {
        for state in states(of: specs) { state.restart() }
    }

    /// The states of `specs`, each once (a Swift scene's views share one).
    package static func states(of specs: [SceneSpec]) -> [SceneState] {
        var seen: Set<ObjectIdentifier> = []
        return specs.compactMap(\.state).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
