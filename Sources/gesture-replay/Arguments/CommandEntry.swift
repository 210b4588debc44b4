/// A command as dispatch, completions and the manual page see it: what its declarations say.
struct CommandEntry: Sendable {
    let name: String
    /// The command's type: its help and options are made when asked, not on every run.
    let command: any Command.Type
    let main: @Sendable ([String], String) -> ExitStatus

    init<C: Command>(_ command: C.Type) {
        name = C.name
        self.command = command
        main = { C.main($0, helpName: $1) }
    }

    var overview: String { command.overview }
    var help: String { command.help }
    /// Its options, the standard ones last.
    var options: [OptionHelp] { command.optionHelp }
    var arguments: [ArgumentHelp] { command.arguments }

    /// `lint <scene> ...`, as SUBCOMMANDS lists it.
    var synopsis: String {
        ([name] + arguments.filter { !$0.optional }.prefix(2).map { $0.name + ($0.repeats ? " ..." : "") }).joined(separator: " ")
    }
}
