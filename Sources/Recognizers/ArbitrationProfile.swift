/// Which SwiftUI's gesture arbitration to replay. Behaviour changed in iOS 18, when view-level
/// gestures became separate recognizers (spec §5.3); each profile says how the gestures of the
/// views a pointer is bound to come together.
public enum ArbitrationProfile: String, Sendable, CaseIterable {
    /// iOS 13–17: one gesture per bound path, built from the view modifiers with the
    /// Exclusive/Simultaneous algebra of spec §5.1.
    case ios17

    /// The gesture that the pointers bound to `view` drive.
    ///
    /// An `ios18` profile would return one gesture per attached modifier instead, and the
    /// engine would arbitrate between them after each update (priority, prevention and
    /// wait-for-failure of spec §5.3); this switch is where it plugs in.
    func gesture(of scene: FlatScene, boundTo view: Int) -> AnyGesture<Void> {
        switch self {
        case .ios17: scene.composedGesture(for: view)
        }
    }
}
