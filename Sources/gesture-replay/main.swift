#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import TraceFormat

// A closed pipe (`gesture-replay … | head -1`) ends the run quietly with success, as `rg` and `jq`
// do, instead of a signal; `check` runs on so its status still counts its failures. A full disk
// or any other write error stays an error (exit 74).
signal(SIGPIPE, SIG_IGN)
if CommandLine.arguments.dropFirst().first != "check" {
    OutputSink.whenReaderCloses = { exit(ExitStatus.success.rawValue) }
}

// The first argument names a subcommand; anything else is a replay. A trace file called `check`
// is replayed as `gesture-replay ./check`.
let commands = Subcommands.all
var arguments = Array(CommandLine.arguments.dropFirst())
// `gesture-replay help [command]`, as git and swift-argument-parser's tools take it.
if arguments.first == "help", !FileSystem.exists("help") {
    let topic = arguments.dropFirst().first
    if topic == "help" {
        arguments = ["--help"]
    } else if let topic, !commands.contains(where: { $0.name == topic }) {
        var message = "error: 'help' takes a subcommand, and '\(topic)' is none"
        if let nearest = Suggestion.nearest(to: topic, among: commands.map(\.name)) { message += "; did you mean '\(nearest)'?" }
        printError(message + "\n  Subcommands: " + commands.map(\.name).joined(separator: ", ") + ". See 'gesture-replay --help'.")
        exit(ExitStatus.usage.rawValue)
    } else {
        arguments = Array(arguments.dropFirst().prefix(1)) + ["--help"]
    }
}
let status: ExitStatus
if arguments.first == "--generate-completion-script" {
    // swift-argument-parser's convention: `--generate-completion-script zsh` prints the script.
    if arguments.count == 2, let script = HelpDerived.completionScript(for: arguments[1]) {
        status = writeInformation(script)
    } else {
        printError("error: '--generate-completion-script' takes one shell: \(HelpDerived.shells.joined(separator: ", "))\n  Example: gesture-replay --generate-completion-script zsh > _gesture-replay")
        status = .usage
    }
} else if arguments == ["--generate-manual"] {
    status = writeInformation(HelpDerived.manualPage(version: toolVersion))
} else if let first = arguments.first, let command = commands.first(where: { $0.name == first }) {
    status = command.main(Array(arguments.dropFirst()), "gesture-replay " + first)
} else if arguments.first == "replay", !FileSystem.exists("replay") {
    // Replaying is what the command does with a trace, so `replay` is no subcommand; say so
    // rather than fail to open a trace called `replay`.
    printError("error: there is no 'replay' subcommand; replaying is the default: 'gesture-replay TRACE …'\n  Run it without 'replay': gesture-replay \(arguments.dropFirst().joined(separator: " "))")
    status = .usage
} else if arguments.first == "version", !FileSystem.exists("version") {
    // As swift-argument-parser's tools take it, the version is a flag.
    printError("error: 'version' is neither a trace file nor a command; did you mean '--version'?\n  See 'gesture-replay --help'.")
    status = .usage
} else if let first = arguments.first, !first.hasPrefix("-"), !FileSystem.exists(first),
          let nearest = Suggestion.nearest(to: first, among: commands.map(\.name) + ["help"]) {
    // Neither a file nor a command: most likely a mistyped command.
    printError("error: '\(first)' is neither a trace file nor a command; did you mean '\(nearest)'?\n  See 'gesture-replay --help'.")
    status = .usage
} else {
    status = ReplayCommand.main(arguments, helpName: "gesture-replay")
}
// `print` is buffered, so help, the version, the manual and completions would meet a write error
// (a full disk, /dev/full) only at exit, unseen: flush and say so, as any other output's error.
if fflush(nil) != 0, errno != EPIPE {
    printWriteFailure("standard output", to: nil, String(cString: strerror(errno)))
    exit(ExitStatus.ioError.rawValue)
}
exit(status.rawValue)
