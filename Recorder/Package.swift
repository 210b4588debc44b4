// swift-tools-version: 6.0
import PackageDescription

// GestureRecorder: records touches and SwiftUI's own callbacks in an app on a device, for
// `gesture-replay conformance` (docs/recording.md in gesture-replay). Its own package, so
// gesture-replay's build never depends on Apple's SDKs; it depends on nothing.
//
// GestureRecorderCore is platform-neutral and tested on Linux. GestureRecorder is the thin
// glue to UIKit and SwiftUI: on Linux it compiles to nothing but the core, and its logic is
// compile-checked there against a stand-in of the API it uses (GestureRecorderGlueTests).
let package = Package(
    name: "GestureRecorder",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "GestureRecorder", targets: ["GestureRecorder"]),
    ],
    targets: [
        .target(name: "GestureRecorderCore"),
        .target(name: "GestureRecorder", dependencies: ["GestureRecorderCore"]),
        .testTarget(name: "GestureRecorderCoreTests", dependencies: ["GestureRecorderCore"]),
        .testTarget(name: "GestureRecorderGlueTests", dependencies: ["GestureRecorderCore"],
                    swiftSettings: [.define("GESTURE_RECORDER_STAND_IN")]),
    ]
)
