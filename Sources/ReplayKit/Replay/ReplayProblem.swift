import Recognizers
import TraceFormat
import SwiftSource

/// A problem that ended one trace's replay: the diagnostic to print and what kind of problem it
/// is (the command line maps kinds to exit statuses).
public struct ReplayProblem: Error {
    public enum Kind: Sendable {
        /// The gestures or options given are not usable (a usage error).
        case usage
        /// The trace, scene or header is malformed.
        case badData
        /// A file cannot be opened.
        case cannotOpen
        /// Reading or writing failed.
        case ioError
        /// The scene or the trace uses what the profile does not have (a UIKit recognizer under
        /// `ios17`, a Pencil under `ios18`): bad data for this profile, though another may
        /// replay it.
        case unavailableInProfile
    }

    public var message: String
    public var kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    public init(_ error: TraceError) {
        message = error.description
        kind = switch error.kind {
        case .invalidData: .badData
        case .cannotOpen: .cannotOpen
        case .readFailed: .ioError
        case .unavailableInput: .unavailableInProfile
        }
    }
}
