import Foundation
import PackagePlugin

// Each plugin is compiled on its own: GestureCheck has this file as a symbolic link.

/// Runs the `gesture-replay` SwiftPM built for the plugin, its output passed straight through.
enum GestureReplayTool {
    static func run(_ context: PluginContext, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = try context.tool(named: "gesture-replay").url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
