import ReplayKit
import SwiftSource
import TraceFormat

/// A command as dispatch, completions and the manual page see it: what its declarations say.
struct CommandEntry: Sendable {
    let name: String
    let overview: String
    let help: String
    /// Its options, the standard ones last.
    let options: [OptionHelp]
    let arguments: [ArgumentHelp]
    let main: @Sendable ([String], String) -> ExitStatus

    init<C: Command>(_ command: C.Type) {
        name = C.name
        overview = C.overview
        help = C.help
        options = C.optionHelp
        arguments = C.arguments
        main = { C.main($0, helpName: $1) }
    }

    /// `lint <scene> ...`, as SUBCOMMANDS lists it.
    var synopsis: String {
        ([name] + arguments.filter { !$0.optional }.prefix(2).map { $0.name + ($0.repeats ? " ..." : "") }).joined(separator: " ")
    }
}
