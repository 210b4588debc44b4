// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: the Swift toolchain is all gesture-replay needs.
let package = Package(
    name: "gesture-replay",
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        .library(name: "TraceFormat", targets: ["TraceFormat"]),
        .library(name: "Recognizers", targets: ["Recognizers"]),
    ],
    targets: [
        .target(name: "TraceFormat"),
        .target(name: "Recognizers"),
        .executableTarget(name: "gesture-replay", dependencies: ["TraceFormat", "Recognizers"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat"]),
        .testTarget(name: "RecognizersTests", dependencies: ["Recognizers", "TraceFormat"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["gesture-replay", "TraceFormat", "Recognizers"],
            resources: []
        ),
    ]
)
