/// A profile's numbers and behaviours: the `GestureSettings` its recognizers run with, and the
/// platform quirks it replays by default.
extension ArbitrationProfile {
    /// The settings the profile's recognizers run with.
    public var settings: GestureSettings {
        var settings = GestureSettings.touch
        settings.longPressIsDependent = generation == .recognizers
        settings.transformsReachSwiftUIGestures = generation == .recognizers
        settings.quirks = defaultQuirks
        // Apple's Human Interface Guidelines' control sizes per platform (docs/semantics.md#constants).
        switch platform {
        case .iPhone, .iPad: break
        case .mac:
            settings.defaultTargetSize = InputConstants.macDefaultTargetSize
            settings.minimumTargetSize = InputConstants.macMinimumTargetSize
        case .vision:
            settings.defaultTargetSize = InputConstants.visionDefaultTargetSize
            settings.minimumTargetSize = InputConstants.visionMinimumTargetSize
        }
        return settings
    }
}

extension ArbitrationProfile {
    /// The quirks a profile replays unless a trace's header says otherwise: those of its own
    /// that are on by default.
    public var defaultQuirks: PlatformQuirks {
        PlatformQuirks(PlatformQuirks.named.filter { $0.byDefault && $0.profiles.contains(self) }.map(\.quirk))
    }
}

extension PlatformQuirks {
    /// Every quirk with its name, the profiles that have the bug, whose bug it is, the report it
    /// reproduces, and whether those profiles replay it unless a header says otherwise.
    public static let named: [(name: String, quirk: PlatformQuirks, profiles: [ArbitrationProfile], bugOf: String, source: String,
                               byDefault: Bool)] = [
        ("macos-magnify-kills-drag", .macosMagnifyKillsDrag, [.macos15], "the Mac", "FB23362414", true),
        // Opt-in: only iOS 18.0–18.2 has it, and a profile stands for iOS 18 and later.
        ("ios18-long-press-updating-never-called", .longPressUpdatingNeverCalled, [.ios18, .ipados18],
         "iOS and iPadOS 18.0–18.2 built with the iOS 18 SDK", "FB16430342", false),
    ]
}
