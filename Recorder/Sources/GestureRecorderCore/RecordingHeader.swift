/// What a take's first line says about where it was recorded: gesture-replay's `profile`, and
/// under `"recorder"` the device, its system, the SDK the app was built with, the screen, the
/// recorded view and its source file (docs/recording.md#what-a-session-holds).
public struct RecordingHeader: Sendable, Equatable {
    public enum Platform: Sendable, Equatable {
        case iPhone, iPad, mac, vision
    }

    public var platform: Platform
    /// `UIDevice.systemName` and `systemVersion`: `iOS`, `18.1`.
    public var systemName: String
    public var systemVersion: String
    /// The hardware model, `uname`'s `machine`: `iPhone16,1`.
    public var model: String
    /// The app's `DTSDKName`, the SDK Xcode built it with: `iphoneos18.1`.
    public var sdk: String?
    /// The screen in points, and its scale.
    public var screenWidth: Double
    public var screenHeight: Double
    public var scale: Double
    /// `UIScreen.maximumFramesPerSecond`: 60, or 120 on ProMotion; conformance's time tolerance.
    public var maximumFramesPerSecond: Int?
    /// The recorded view's frame in the window, points: `[x, y, width, height]`.
    public var viewFrame: [Double]?
    /// The recorded view's type and its source file (`#filePath`).
    public var view: String?
    public var source: String?

    public init(platform: Platform, systemName: String, systemVersion: String, model: String, sdk: String? = nil,
                screenWidth: Double, screenHeight: Double, scale: Double, maximumFramesPerSecond: Int? = nil,
                viewFrame: [Double]? = nil, view: String? = nil, source: String? = nil) {
        self.platform = platform
        self.systemName = systemName
        self.systemVersion = systemVersion
        self.model = model
        self.sdk = sdk
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.viewFrame = viewFrame
        self.view = view
        self.source = source
    }

    /// The format of what GestureRecorder writes; gesture-replay reads version 1.
    public static let format = 1

    /// The gesture-replay profile that replays the device: its platform and system generation.
    /// A profile is an SDK and an OS together; SwiftUI's gestures are the OS's, so the OS decides,
    /// and the SDK is written beside it for a reader to see.
    public var profile: String {
        let major = Int(systemVersion.split(separator: ".").first ?? "") ?? 0
        switch platform {
        case .iPhone: return major >= 18 ? "ios18" : "ios17"
        case .iPad: return major >= 18 ? "ipados18" : "ipados17"
        // macOS 15 and visionOS 2 are the first of their kind gesture-replay models.
        case .mac: return "macos15"
        case .vision: return "visionos2"
        }
    }

    /// The header line, without its newline.
    public var line: String {
        var recorder: [String] = [
            "\"format\":\(Self.format)",
            "\"device\":" + JSONText.string(model),
            "\"system\":" + JSONText.string(systemName + " " + systemVersion),
        ]
        if let sdk { recorder.append("\"sdk\":" + JSONText.string(sdk)) }
        recorder.append("\"screen\":{\"width\":\(JSONText.numberOrNull(screenWidth)),\"height\":\(JSONText.numberOrNull(screenHeight)),\"scale\":\(JSONText.numberOrNull(scale))}")
        if let maximumFramesPerSecond { recorder.append("\"maximumFramesPerSecond\":\(maximumFramesPerSecond)") }
        if let viewFrame { recorder.append("\"viewFrame\":[" + viewFrame.map(JSONText.numberOrNull).joined(separator: ",") + "]") }
        if let view { recorder.append("\"view\":" + JSONText.string(view)) }
        if let source { recorder.append("\"source\":" + JSONText.string(source)) }
        return "{\"profile\":\"\(profile)\",\"recorder\":{" + recorder.joined(separator: ",") + "}}"
    }
}
