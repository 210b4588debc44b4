import Foundation
import PackagePlugin

/// `swift package gesture-check`: replays a package's recorded gesture traces with
/// `gesture-replay check` and compares them with their expected output.
///
///     swift package gesture-check                         Tests/Gestures
///     swift package gesture-check --path Tests/Traces     a folder or trace (repeatable)
///     swift package gesture-check --profiles ios17,ios18 --junit "$RUNNER_TEMP/gestures.xml"
///
/// Every other argument goes to `gesture-replay check` as written (`gesture-replay check --help`).
/// It asks for no permission to write: on macOS, where plugins run sandboxed, `--update` and a
/// `--junit` report inside the package are for the `gesture-replay` binary itself.
@main
struct GestureCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        var paths = extractor.extractOption(named: "path")
        if paths.isEmpty {
            let conventional = context.package.directoryURL.appending(path: "Tests/Gestures").path(percentEncoded: false)
            guard FileManager.default.fileExists(atPath: conventional) else {
                Diagnostics.error("gesture-check: no Tests/Gestures folder; give your traces' folder with --path")
                return
            }
            paths = [conventional]
        }
        let status = try GestureReplayTool.run(context, ["check"] + paths + extractor.remainingArguments)
        if status == 1 {
            Diagnostics.error("gesture-check: replays differ from their expected output")
        } else if status != 0 {
            Diagnostics.error("gesture-check: gesture-replay check exited with status \(status)")
        }
    }
}
