// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: the Swift toolchain is all gesture-replay needs.
let package = Package(
    name: "gesture-replay",
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        .library(name: "TraceFormat", targets: ["TraceFormat"]),
        .library(name: "Recognizers", targets: ["Recognizers"]),
        .library(name: "TraceImport", targets: ["TraceImport"]),
        .library(name: "ReplayKit", targets: ["ReplayKit"]),
        .library(name: "GestureTesting", targets: ["GestureTesting"]),
    ],
    targets: [
        .target(name: "TraceFormat"),
        // Other tools' recordings (evemu, libinput record) into traces.
        .target(name: "TraceImport", dependencies: ["TraceFormat"]),
        .target(name: "Recognizers"),
        // Everything between a trace and a record: the bridge, replay, the Swift source reader,
        // scenes, records, diffing and lint. The CLI and GestureTesting sit on it.
        .target(name: "ReplayKit", dependencies: ["TraceFormat", "Recognizers"]),
        // A thin layer over ReplayKit for a Swift package's own tests.
        .target(name: "GestureTesting", dependencies: ["ReplayKit"]),
        .executableTarget(name: "gesture-replay", dependencies: ["ReplayKit", "TraceImport", "TraceFormat", "Recognizers"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat"]),
        .testTarget(name: "TraceImportTests", dependencies: ["TraceImport", "TraceFormat"]),
        .testTarget(name: "RecognizersTests", dependencies: ["Recognizers", "TraceFormat"]),
        .testTarget(name: "ReplayKitTests", dependencies: ["ReplayKit", "Recognizers", "TraceFormat"]),
        // Uses only the public API of GestureTesting, as a package's own tests would.
        .testTarget(name: "GestureTestingTests", dependencies: ["GestureTesting"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["gesture-replay", "ReplayKit", "TraceFormat", "Recognizers"],
            resources: []
        ),
    ]
)
