// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: the Swift toolchain is all gesture-replay needs.
let package = Package(
    name: "gesture-replay",
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        .library(name: "TraceFormat", targets: ["TraceFormat"]),
        .library(name: "Recognizers", targets: ["Recognizers"]),
        .library(name: "GestureTesting", targets: ["GestureTesting"]),
    ],
    targets: [
        .target(name: "TraceFormat"),
        .target(name: "Recognizers"),
        // The glue between traces and the engine, for Swift tests and for the CLI.
        .target(name: "GestureTesting", dependencies: ["TraceFormat", "Recognizers"]),
        .executableTarget(name: "gesture-replay", dependencies: ["TraceFormat", "Recognizers", "GestureTesting"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat"]),
        .testTarget(name: "RecognizersTests", dependencies: ["Recognizers", "TraceFormat"]),
        // Uses only the public API of GestureTesting, as a package's own tests would.
        .testTarget(name: "GestureTestingTests", dependencies: ["GestureTesting"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["gesture-replay", "TraceFormat", "Recognizers"],
            resources: []
        ),
    ]
)
