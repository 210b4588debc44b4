import ReplayKit
import SwiftSource
import TraceFormat

/// The subcommands, in the order help lists them: what dispatches them, the completions and the
/// manual page all read this list.
enum Subcommands {
    static let all: [(name: String, help: String, main: @Sendable ([String], String) -> ExitStatus)] = [
        ("check", CheckCommand.help, { CheckCommand.main($0, helpName: $1) }),
        ("synth", SynthCommand.help, { SynthCommand.main($0, helpName: $1) }),
        ("validate", ValidateCommand.help, { ValidateCommand.main($0, helpName: $1) }),
        ("import", ImportCommand.help, { ImportCommand.main($0, helpName: $1) }),
        ("render", RenderCommand.help, { RenderCommand.main($0, helpName: $1) }),
        ("layout", LayoutCommand.help, { LayoutCommand.main($0, helpName: $1) }),
        ("lint", LintCommand.help, { LintCommand.main($0, helpName: $1) }),
        ("conformance", ConformanceCommand.help, { ConformanceCommand.main($0, helpName: $1) }),
    ]
}
