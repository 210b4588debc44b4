/// A profile's numbers and behaviours: the `GestureSettings` its recognizers run with, and the
/// platform quirks it replays by default.
extension ArbitrationProfile {
    /// The settings the profile's recognizers run with.
    public var settings: GestureSettings {
        var settings = GestureSettings.touch
        settings.longPressIsDependent = generation == .recognizers
        settings.transformsReachSwiftUIGestures = generation == .recognizers
        settings.quirks = defaultQuirks
        if platform == .vision {
            // Apple's Human Interface Guidelines: visionOS controls default to 60×60 pt (docs/semantics.md#profiles).
            settings.minimumTargetSize = InputConstants.visionMinimumTargetSize
        }
        if platform == .mac {
            // Apple's Human Interface Guidelines: macOS controls default to 28×28 pt
            // (docs/semantics.md#constants); iOS and iPadOS to 44×44.
            settings.minimumTargetSize = InputConstants.macMinimumTargetSize
        }
        return settings
    }
}

extension ArbitrationProfile {
    /// The quirks a profile replays unless a trace's header says otherwise: its platform's.
    public var defaultQuirks: PlatformQuirks {
        PlatformQuirks(PlatformQuirks.named.filter { $0.platform == platform }.map(\.quirk))
    }
}
