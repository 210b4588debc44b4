#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe (`gesture-replay … | head`) must end the run with an I/O error, not a signal.
signal(SIGPIPE, SIG_IGN)

// The first argument names a subcommand; anything else is a replay. A trace file called `check`
// is replayed as `gesture-replay ./check`.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: ExitStatus = switch arguments.first {
case "check": CheckCommand.main(Array(arguments.dropFirst()), helpName: "gesture-replay check")
case "synth": SynthCommand.main(Array(arguments.dropFirst()), helpName: "gesture-replay synth")
case "validate": ValidateCommand.main(Array(arguments.dropFirst()), helpName: "gesture-replay validate")
case "import": ImportCommand.main(Array(arguments.dropFirst()), helpName: "gesture-replay import")
case "render": RenderCommand.main(Array(arguments.dropFirst()), helpName: "gesture-replay render")
default: ReplayCommand.main(arguments, helpName: "gesture-replay")
}
exit(status.rawValue)
