/// A diagnostic about trace input, printed the way compilers print them:
/// `trace.jsonl:12:31: error: unknown phase 'mvoe'; expected down, move, up, cancel, hover, leave, scroll, magnify, rotate, smartMagnify, squeeze or pencilDoubleTap`.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The bytes are not the JSON the trace format asks for.
        case invalidData
        /// The file could not be opened.
        case cannotOpen
        /// Reading failed after the file was opened.
        case readFailed
        /// A line uses an input the replay's profile does not have (a Pencil on an iPhone):
        /// valid data that another profile replays.
        case unavailableInput
    }

    public var kind: Kind
    public var file: String
    /// 1-based line number; 0 when the error is about the file as a whole.
    public var line: Int
    /// 1-based byte column within the line; 0 when the error is about the file as a whole.
    public var column: Int
    public var message: String

    public init(kind: Kind = .invalidData, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { described(as: "error") }

    /// The diagnostic under another label (`"warning: skipped"` for a line `--keep-going` passes).
    public func described(as label: String) -> String {
        line > 0 ? "\(file):\(line):\(column): \(label): \(message)" : "\(file): \(label): \(message)"
    }
}
