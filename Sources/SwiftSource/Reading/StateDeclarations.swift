import Recognizers
import TraceFormat

/// The `@State` and `@GestureState` a scene read from Swift source declares: each view
/// instance's initial values, and the notes of callback statements no state can evaluate. Read
/// once, at load; every install of the scene makes its own `SceneState` from it, so installs
/// (lint's threads, a replay after another) never share values.
package struct StateDeclarations {
    var initial: [String: SourceValue] = [:]
    /// `not evaluated: …` notes known at load, once each, in source order.
    package internal(set) var loadNotes: [String] = []
    var instances = 0

    static func key(_ instance: Int, _ name: String) -> String { "\(instance)#\(name)" }

    package func isState(instance: Int, name: String) -> Bool { initial[Self.key(instance, name)] != nil }
}
