/// The devices an arbitration profile stands for (`ArbitrationProfile.Platform`). In `Core/`
/// because controls, settings and quirks below the profiles ask which device they run on.
public enum DevicePlatform: String, Sendable, CaseIterable {
    case iPhone, iPad, mac = "Mac", vision = "Apple Vision Pro"
}
