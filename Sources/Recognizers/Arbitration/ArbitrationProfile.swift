/// Which SwiftUI to replay: a generation of SwiftUI's gesture arbitration on a platform — one
/// name each, as docs/semantics.md#profiles describes, so that `ios17` and `ios18` keep meaning
/// "iPhone". The generation changed in iOS 18, when view-level gestures became separate
/// recognizers (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18); the platform says which inputs reach the app (a finger, a Pencil, a
/// mouse or trackpad) and with which numbers (`settings`). A profile answers one question — what
/// runs for the pointers bound to a view — with an `InstanceDriver`; the engine does the rest
/// (hit testing, binding, instance life, timers) the same way for every profile.
/// docs/semantics.md states each profile's policy in a paragraph.
public enum ArbitrationProfile: String, Sendable, CaseIterable {
    /// iPhone, iOS 13–17: one gesture per bound path, built from the view modifiers with the
    /// Exclusive/Simultaneous algebra of docs/semantics.md#view-level-arbitration-ios-1317-profile-ios17 (`IOS17Composition`).
    case ios17
    /// iPhone, SwiftUI since iOS 18 (iOS 18, iOS 26 and later): one recognizer per attached
    /// gesture, arbitrated by priority, prevention and wait-for-failure (docs/semantics.md#view-level-arbitration-swiftui-since-ios-18-profile-ios18,
    /// `IOS18Arbitration`).
    case ios18
    /// iPad, iPadOS 13–17: `ios17`'s arbitration, with Apple Pencil and a trackpad or mouse.
    case ipados17
    /// iPad, since iPadOS 18: `ios18`'s arbitration, with Apple Pencil and a trackpad or mouse.
    case ipados18
    /// Mac, since macOS 15: the iOS 18 generation of SwiftUI (macOS 15 ships the same
    /// SwiftUICore), driven by a mouse or trackpad (docs/semantics.md#profiles).
    case macos15
    /// Apple Vision Pro, since visionOS 2 (visionOS 26 too): the iOS 18 generation, driven by an
    /// indirect pinch at the place looked at, a direct touch or pinch, or an attached pointer
    /// (docs/semantics.md#profiles). Gaze itself is never reported to apps.
    case visionos2

    /// The profile used when neither the caller nor a trace's header names one: the behaviour of
    /// the OSes apps ship to.
    public static let `default` = ArbitrationProfile.ios18

    /// The profiles `--compare-profiles` and `lint` use when none are named: the two generations
    /// on the iPhone, where every trace and scene of earlier versions was made.
    public static let iPhone: [ArbitrationProfile] = [.ios17, .ios18]

    /// SwiftUI's two generations of gesture arbitration.
    public enum Generation: Sendable {
        /// iOS 13–17: one composed gesture per bound path.
        case composed
        /// Since iOS 18: one recognizer per attached gesture, UIKit's relations between them.
        case recognizers
    }

    /// The devices a profile stands for (`DevicePlatform`, in `Core/` so controls can ask it).
    public typealias Platform = DevicePlatform

    public var generation: Generation {
        switch self {
        case .ios17, .ipados17: .composed
        case .ios18, .ipados18, .macos15, .visionos2: .recognizers
        }
    }

    public var platform: Platform {
        switch self {
        case .ios17, .ios18: .iPhone
        case .ipados17, .ipados18: .iPad
        case .macos15: .mac
        case .visionos2: .vision
        }
    }

    /// The inputs a trace may use under the profile (docs/semantics.md#input-beyond-touch): an iPhone has
    /// only fingers; an iPad fingers, Apple Pencil and a trackpad or mouse; a Mac a mouse or
    /// trackpad; Apple Vision Pro an indirect pinch, a direct touch or pinch, and an attached
    /// pointer.
    public var inputs: GestureInputKinds {
        switch platform {
        case .iPhone: .directTouch
        case .iPad: [.directTouch, .pencil, .pointer]
        case .mac: .pointer
        case .vision: [.indirectTouch, .directTouch, .pointer]
        }
    }

    /// Whether a pointer or Pencil hovering over the content reaches `.onHover`: on iPad and Mac,
    /// and from an attached pointer on Apple Vision Pro (never from gaze, docs/semantics.md#profiles); an iPhone has
    /// no hover (`UIHoverGestureRecognizer`: "On iOS, this class doesn't recognize gestures",
    /// docs/semantics.md#input-beyond-touch).
    public var hasHover: Bool { platform != .iPhone }

    /// What the profile stands for, in words, for help text and reports.
    public var summary: String {
        switch self {
        case .ios17: "iPhone, iOS 13–17"
        case .ios18: "iPhone, SwiftUI since iOS 18: iOS 18, iOS 26 and later"
        case .ipados17: "iPad with Pencil, trackpad or mouse, iPadOS 13–17"
        case .ipados18: "iPad with Pencil, trackpad or mouse, since iPadOS 18"
        case .macos15: "Mac with mouse or trackpad, since macOS 15"
        case .visionos2: "Apple Vision Pro: indirect pinch, direct touch, attached pointer, since visionOS 2"
        }
    }

    /// The profile of the same generation on `platform`: where to send a trace whose input the
    /// profile lacks.
    public func sibling(on platform: Platform) -> ArbitrationProfile {
        Self.profile(on: platform, generation: generation)
    }

    /// The profile of `generation` on `platform` (a Mac and Apple Vision Pro have only the iOS 18
    /// generation).
    public static func profile(on platform: Platform, generation: Generation) -> ArbitrationProfile {
        switch (platform, generation) {
        case (.iPhone, .composed): .ios17
        case (.iPhone, .recognizers): .ios18
        case (.iPad, .composed): .ipados17
        case (.iPad, .recognizers): .ipados18
        case (.mac, _): .macos15
        case (.vision, _): .visionos2
        }
    }

    /// A profile that takes `input`, of the same generation where one exists: the suggestion
    /// when a trace uses an input the profile lacks.
    public func suggestion(for input: PointerInput) -> ArbitrationProfile? {
        for platform in [Platform.iPad, .mac, .vision] where platform != self.platform {
            let profile = sibling(on: platform)
            if profile.inputs.contains(input) { return profile }
        }
        return nil
    }

    /// The driver of the instance for pointers bound to `view` of `scene`, its recognizers run
    /// with `settings`. Built once per view and reset between instances.
    func makeDriver(for scene: FlatScene, boundTo view: Int, controls: SceneControls?, settings: GestureSettings) -> InstanceDriver {
        switch generation {
        case .composed: IOS17Composition.driver(for: scene, boundTo: view, controls: controls, settings: settings)
        case .recognizers: IOS18Arbitration.driver(for: scene, boundTo: view, controls: controls, settings: settings)
        }
    }
}

extension ArbitrationProfile {
    /// Whether a view may carry a UIKit recognizer through `.gesture(_:)`:
    /// `UIGestureRecognizerRepresentable` exists since iOS 18.
    public var hasGestureRecognizerRepresentables: Bool { generation == .recognizers }
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
            + "the \(profile.rawValue) profile (\(profile.summary)) cannot replay it — use \(ArbitrationProfile.profile(on: profile.platform, generation: .recognizers).rawValue)"
    }
}
