#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe (`gesture-replay … | head`) must end the run with an I/O error, not a signal.
signal(SIGPIPE, SIG_IGN)

let status: ExitStatus
do {
    switch try ReplayCommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(ReplayCommand.help)
        status = .success
    case .version:
        print(ReplayCommand.version)
        status = .success
    case .run(let command):
        status = command.run()
    }
} catch {
    ReplayCommand.printError("error: \(error.message)\n\(ReplayCommand.usage)\n  See 'gesture-replay --help'.")
    status = .usage
}
exit(status.rawValue)
