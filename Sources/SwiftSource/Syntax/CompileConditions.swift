import Recognizers

/// What `#if` decides by (docs/scene-format.md#compile-conditions): the platform the scene is
/// built for — the profile's or the device's — and the flags set with `--define`, as SwiftPM's
/// and Xcode's `-D` set them. A debug build: `DEBUG` is always set.
package struct CompileConditions: Sendable, Equatable {
    package var platform: DevicePlatform
    /// `--define NAME`: flags that are set; any other unknown flag is unset, with a warning.
    package var defines: Set<String>

    package init(platform: DevicePlatform = .iPhone, defines: Set<String> = []) {
        self.platform = platform
        self.defines = defines
    }

    /// What `os(…)` is true for.
    var os: String {
        switch platform {
        case .iPhone, .iPad: "iOS"
        case .mac: "macOS"
        case .vision: "visionOS"
        }
    }

    /// What `canImport(…)` is true for: the frameworks a SwiftUI app of the platform can import.
    var importable: Set<String> {
        let shared: Set<String> = ["SwiftUI", "Foundation", "Combine", "Observation", "CoreGraphics", "SwiftData"]
        switch platform {
        case .iPhone, .iPad, .vision: return shared.union(["UIKit"])
        case .mac: return shared.union(["AppKit"])
        }
    }

    /// The flag's value: `DEBUG` and defined flags are set; nil for a flag nobody set.
    func flag(_ name: String) -> Bool? {
        switch name {
        case "DEBUG", "true": return true
        case "false": return false
        default: return defines.contains(name) ? true : nil
        }
    }
}
