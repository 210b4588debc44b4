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
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "ReplayKit", targets: ["ReplayKit"]),
        .library(name: "GestureTesting", targets: ["GestureTesting"]),
        // `swift package gesture-lint` and `swift package gesture-check` in a package that
        // depends on this one (docs/ci.md).
        .plugin(name: "GestureLint", targets: ["GestureLint"]),
        .plugin(name: "GestureCheck", targets: ["GestureCheck"]),
    ],
    targets: [
        .target(name: "TraceFormat"),
        // Other tools' recordings (evemu, libinput record) into traces.
        .target(name: "TraceImport", dependencies: ["TraceFormat"]),
        .target(name: "Recognizers"),
        // Reading Swift and JSON scenes into data, and laying them out: the value model, the
        // Swift reader and its catalog, JSON scenes, layout, and the state their callbacks change.
        // Knows nothing of records or replay.
        .target(name: "SwiftSource", dependencies: ["TraceFormat", "Recognizers"]),
        // Everything between a trace and a record: the bridge, records, replay, diffing and lint.
        // The CLI and GestureTesting sit on it.
        .target(name: "ReplayKit", dependencies: ["TraceFormat", "Recognizers", "SwiftSource"]),
        // A thin layer over ReplayKit for a Swift package's own tests.
        .target(name: "GestureTesting", dependencies: ["ReplayKit"]),
        .executableTarget(name: "gesture-replay", dependencies: ["ReplayKit", "SwiftSource", "TraceImport", "TraceFormat", "Recognizers"]),
        .plugin(name: "GestureLint",
                capability: .command(intent: .custom(verb: "gesture-lint", description: "Lint the package's SwiftUI views for gesture conflicts")),
                dependencies: ["gesture-replay"]),
        .plugin(name: "GestureCheck",
                capability: .command(intent: .custom(verb: "gesture-check", description: "Replay recorded gesture traces and compare them with their expected output")),
                dependencies: ["gesture-replay"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat"]),
        .testTarget(name: "TraceImportTests", dependencies: ["TraceImport", "TraceFormat"]),
        // What suites share instead of calling into each other: the scene harness (a Swift scene
        // replayed, its records as "t view callback").
        .target(name: "TestSupport", dependencies: ["ReplayKit", "SwiftSource", "Recognizers", "TraceFormat"], path: "Tests/TestSupport"),
        // ReplayKit for `FrameBuilder` only: the harness groups lines into frames by the engine's rule.
        .testTarget(name: "RecognizersTests", dependencies: ["Recognizers", "TraceFormat", "ReplayKit"]),
        // Layout and hit testing are tested through a replay, so these use ReplayKit too.
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "ReplayKit", "Recognizers", "TraceFormat", "TestSupport"]),
        .testTarget(name: "ReplayKitTests", dependencies: ["ReplayKit", "SwiftSource", "Recognizers", "TraceFormat"]),
        // Uses only the public API of GestureTesting, as a package's own tests would.
        .testTarget(name: "GestureTestingTests", dependencies: ["GestureTesting"]),
        // Reads the sources, depends on no module: every module's folders in one direction.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["gesture-replay", "ReplayKit", "SwiftSource", "TraceFormat", "Recognizers"],
            resources: []
        ),
    ]
)
