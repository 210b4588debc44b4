/// The subcommands, in the order help lists them: what dispatches them, the SUBCOMMANDS section,
/// the completions and the manual page all read this list.
enum Subcommands {
    static let all: [CommandEntry] = [
        CommandEntry(CheckCommand.self), CommandEntry(SynthCommand.self), CommandEntry(ValidateCommand.self),
        CommandEntry(ImportCommand.self), CommandEntry(RenderCommand.self), CommandEntry(LayoutCommand.self),
        CommandEntry(LintCommand.self), CommandEntry(ConformanceCommand.self),
    ]

    /// The replay first (its name is empty), then the subcommands.
    static let everyCommand: [CommandEntry] = [CommandEntry(ReplayCommand.self)] + all

    /// The SUBCOMMANDS section's entries, from each command's overview.
    static var listing: String {
        all.map { HelpText.entry($0.synopsis, $0.overview) }.joined()
            + HelpText.entry("help <subcommand>", "Show a subcommand's help, as '<subcommand> --help' does.")
    }
}
