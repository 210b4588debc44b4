import Foundation
import PackagePlugin

/// `swift package gesture-lint`: lints the SwiftUI views of a package's targets with
/// `gesture-replay lint`, findings as compiler diagnostics (`path:line:column: warning: …`).
///
///     swift package gesture-lint                          every Swift target but the tests
///     swift package gesture-lint --target AppViews        one target (repeatable)
///     swift package gesture-lint --path Sources/App/Screens   a folder or file (repeatable)
///     swift package gesture-lint --baseline lint-baseline.jsonl --strict
///
/// Every other argument goes to `gesture-replay lint` as written (`--profiles`, `--rule`,
/// `--format sarif`, …; `gesture-replay lint --help`). The command fails when lint does: an
/// error, or with `--strict` any finding.
@main
struct GestureLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var paths = extractor.extractOption(named: "path")
        if paths.isEmpty {
            let chosen = try targets.isEmpty
                ? context.package.targets.filter { ($0 as? SwiftSourceModuleTarget)?.kind != .test }
                : context.package.targets(named: targets)
            // Not percent-encoded: `My App` stays `My App`.
            paths = chosen.compactMap { $0 as? SwiftSourceModuleTarget }.map { $0.directoryURL.path(percentEncoded: false) }
        }
        guard !paths.isEmpty else {
            Diagnostics.error("gesture-lint: no Swift targets to lint; name one with --target or a folder with --path")
            return
        }
        var options = extractor.remainingArguments
        if !options.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) { options += ["--format", "text"] }
        let status = try GestureReplayTool.run(context, ["lint"] + paths + options)
        // 1: lint found something to fail on (it printed what); anything else is the tool's own error.
        if status == 1 {
            Diagnostics.error("gesture-lint: gesture conflicts found")
        } else if status != 0 {
            Diagnostics.error("gesture-lint: gesture-replay lint exited with status \(status)")
        }
    }
}
