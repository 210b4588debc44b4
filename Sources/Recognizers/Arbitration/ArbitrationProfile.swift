/// Which SwiftUI's gesture arbitration to replay. Behaviour changed in iOS 18, when view-level
/// gestures became separate recognizers (spec §5.3). A profile answers one question — what runs
/// for the pointers bound to a view — with an `InstanceDriver`; the engine does the rest (hit
/// testing, binding, instance life, timers) the same way for every profile. docs/semantics.md
/// states each profile's policy in a paragraph.
public enum ArbitrationProfile: String, Sendable, CaseIterable {
    /// iOS 13–17: one gesture per bound path, built from the view modifiers with the
    /// Exclusive/Simultaneous algebra of spec §5.1 (`IOS17Composition`).
    case ios17

    /// The driver of the instance for pointers bound to `view` of `scene`. Built once per view
    /// and reset between instances.
    ///
    /// An `ios18` profile returns a driver holding one recognizer per attached modifier and
    /// arbitrating between them after each update (priority, prevention and wait-for-failure of
    /// spec §5.3); this switch is where it plugs in.
    func makeDriver(for scene: FlatScene, boundTo view: Int) -> InstanceDriver {
        switch self {
        case .ios17: IOS17Composition.driver(for: scene, boundTo: view)
        }
    }
}
