/// Which SwiftUI's gesture arbitration to replay. Behaviour changed in iOS 18, when view-level
/// gestures became separate recognizers (spec §5.3). A profile answers one question — what runs
/// for the pointers bound to a view — with an `InstanceDriver`; the engine does the rest (hit
/// testing, binding, instance life, timers) the same way for every profile. docs/semantics.md
/// states each profile's policy in a paragraph.
public enum ArbitrationProfile: String, Sendable, CaseIterable {
    /// iOS 13–17: one gesture per bound path, built from the view modifiers with the
    /// Exclusive/Simultaneous algebra of spec §5.1 (`IOS17Composition`).
    case ios17
    /// SwiftUI since iOS 18 (iOS 18, iOS 26, macOS 15 and later): one recognizer per attached
    /// gesture, arbitrated by priority, prevention and wait-for-failure (spec §5.3,
    /// `IOS18Arbitration`).
    case ios18

    /// The profile used when neither the caller nor a trace's header names one: the behaviour of
    /// the OSes apps ship to.
    public static let `default` = ArbitrationProfile.ios18

    /// What the profile stands for, in words, for help text and reports.
    public var summary: String {
        switch self {
        case .ios17: "iOS 13–17"
        case .ios18: "SwiftUI since iOS 18: iOS 18, iOS 26, macOS 15 and later"
        }
    }

    /// The driver of the instance for pointers bound to `view` of `scene`, its recognizers run
    /// with `settings`. Built once per view and reset between instances.
    func makeDriver(for scene: FlatScene, boundTo view: Int, controls: SceneControls?, settings: GestureSettings) -> InstanceDriver {
        switch self {
        case .ios17: IOS17Composition.driver(for: scene, boundTo: view, controls: controls, settings: settings)
        case .ios18: IOS18Arbitration.driver(for: scene, boundTo: view, controls: controls, settings: settings)
        }
    }
}

extension ArbitrationProfile {
    /// Whether a view may carry a UIKit recognizer through `.gesture(_:)`:
    /// `UIGestureRecognizerRepresentable` exists since iOS 18.
    public var hasGestureRecognizerRepresentables: Bool { self != .ios17 }
}

/// A scene uses what the replayer's profile does not have: a UIKit recognizer attached with
/// `.gesture(_:)` under `ios17`.
public struct UnavailableInProfile: Error, Equatable, CustomStringConvertible {
    public let profile: ArbitrationProfile
    /// The view it is attached to.
    public let view: String
    /// The recognizer, as reports name it.
    public let recognizer: String

    public var description: String {
        "\(recognizer) on \(view) is attached as a UIGestureRecognizerRepresentable, which SwiftUI has since iOS 18; "
            + "the \(profile.rawValue) profile (\(profile.summary)) cannot replay it — use ios18"
    }
}
