// swift-tools-version: 6.0
import PackageDescription

// A user's package as docs/ci.md sets it up: one dependency on gesture-replay, then
// `swift package gesture-lint` and `swift package gesture-check`. .ci/run runs both here.
let package = Package(
    name: "PluginSample",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "AppViews", targets: ["AppViews"])],
    dependencies: [.package(path: "../..")],
    targets: [.target(name: "AppViews")]
)
