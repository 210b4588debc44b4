import ReplayKit

/// The exit statuses of docs/ci.md#3-check-on-every-commit (the BSD sysexits values).
enum ExitStatus: Int32 {
    case success = 0
    case differencesFound = 1
    case usage = 64
    case badData = 65
    case cannotOpen = 66
    case ioError = 74

    init(_ kind: ReplayProblem.Kind) {
        self = switch kind {
        case .usage: .usage
        case .badData, .unavailableInProfile: .badData
        case .cannotOpen: .cannotOpen
        case .ioError: .ioError
        }
    }
}

extension ReplayProblem {
    /// The exit status this problem ends the run with.
    var status: ExitStatus { ExitStatus(kind) }
}

/// A step of a command that stops the run stops with its status, already said on standard error.
extension ExitStatus: Error {}
