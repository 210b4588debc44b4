#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import SwiftSource
import TraceFormat

/// A bad command line: the message names the flag and says what to do instead.
struct UsageError: Error {
    var message: String
}

/// What a command line asks of a command.
enum Invocation<C> {
    case run(C)
    case help
    case version
}

/// One of the tool's commands (the replay, `check`, `synth`, `lint`, …), each a small type that
/// declares its options and arguments once, as swift-argument-parser's commands do: its parser,
/// USAGE, help, completions and the manual page are all made from those declarations.
protocol Command: SendableMetatype {
    init()
    /// As the user types it: `lint`; empty for the replay, which has no subcommand word.
    static var name: String { get }
    /// One line: what help, the SUBCOMMANDS list, the manual and zsh's completions say it does.
    static var overview: String { get }
    /// Paragraphs after the overview, laid out as written; empty for none.
    static var discussion: String { get }
    static var arguments: [ArgumentHelp] { get }
    static var options: [CommandOption<Self>] { get }
    /// Sections between USAGE and ARGUMENTS (synth's KINDS), laid out as written.
    static var sectionsBeforeArguments: [HelpSection] { get }
    /// Sections after OPTIONS (the replay's GESTURES and SUBCOMMANDS).
    static var sectionsAfterOptions: [HelpSection] { get }
    /// The EXIT STATUS section, laid out as written.
    static var exitStatus: String { get }
    static var examples: [String] { get }
    /// Whether it takes `--device` (nil: no), and whether a bare `--device` lists the presets.
    static var listsDevicesOnBareFlag: Bool? { get }

    /// Takes a positional argument.
    mutating func take(_ argument: String) throws(UsageError)
    /// Takes an option its list does not declare (synth's per-gesture options); false: unknown.
    mutating func takeUndeclared(_ name: String, _ scanner: inout ArgumentScanner) throws(UsageError) -> Bool
    /// The checks between options and arguments, once all are read.
    mutating func validate() throws(UsageError)
    func run() -> ExitStatus
}

/// A section of help laid out by hand (a table of kinds, the gesture catalog).
struct HelpSection: Sendable {
    var title: String
    /// Its lines, indented two spaces as every section's are.
    var body: String
}

/// `-h, --help` and `--version`, which every command takes and lists last.
enum StandardOption {
    static let help = OptionHelp(names: ["-h", "--help"], aliases: ["-help"], help: "Show help information.")
    static let version = OptionHelp(names: ["--version"], help: "Show the version.")
    static let all = [version, help]
}

extension Command {
    static var discussion: String { "" }
    static var sectionsBeforeArguments: [HelpSection] { [] }
    static var sectionsAfterOptions: [HelpSection] { [] }
    static var listsDevicesOnBareFlag: Bool? { nil }
    mutating func takeUndeclared(_ name: String, _ scanner: inout ArgumentScanner) throws(UsageError) -> Bool { false }
    mutating func validate() throws(UsageError) {}

    /// Every option as help lists it, the standard ones last.
    static var optionHelp: [OptionHelp] { options.map(\.help) + StandardOption.all }
    /// The USAGE line.
    static var usage: String { HelpText.usage(name: name, options: options.map(\.help), arguments: arguments) }
    static var help: String { HelpText.render(Self.self) }

    /// Reads a command line: each option by its declaration, `-h`/`--help` and `--version`
    /// wherever they come, then the checks between them.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<Self> {
        var command = Self()
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .positional(let argument):
                try command.take(argument)
            case .option(let name):
                if StandardOption.help.accepted.contains(name) { return .help }
                if StandardOption.version.accepted.contains(name) { return .version }
                if let option = options.first(where: { $0.help.accepted.contains(name) }) {
                    try option.parse(&command, &scanner)
                } else if try !command.takeUndeclared(name, &scanner) {
                    throw ArgumentScanner.unknownOption(name, among: optionHelp.map(\.name))
                }
            }
        }
        try command.validate()
        return .run(command)
    }

    /// Parses and runs; usage errors print the usage line and where to read more.
    static func main(_ arguments: [String], helpName: String) -> ExitStatus {
        if let bare = listsDevicesOnBareFlag, SourceSceneFlags.asksForDeviceList(arguments, bareFlag: bare) {
            print(Device.listing)
            return .success
        }
        do {
            switch try parse(arguments) {
            case .help:
                print(help)
                return .success
            case .version:
                print(toolVersion)
                return .success
            case .run(let command):
                return command.run()
            }
        } catch {
            printError("error: \(error.message)\n\(usage)\n  See '\(helpName) --help'.")
            return .usage
        }
    }
}

/// Writes what an informational flag prints (the manual, a completion script) to standard output:
/// success, or a write error said on standard error (exit 74), as every other output's is.
func writeInformation(_ text: String) -> ExitStatus {
    var out = OutputSink(.fileDescriptor(1))
    out.append(text)
    out.flush()
    guard let failure = out.failure else { return .success }
    printWriteFailure("standard output", to: nil, "\(failure)")
    return .ioError
}

/// Says that output could not be written, in one shape for every command: the file written
/// first, as a compiler names the file it reports on (`gesture-replay` for standard output),
/// then what was lost and why: `/dev/full: error: cannot write the picture: No space left…`.
func printWriteFailure(_ what: String, to path: String?, _ reason: String) {
    printError("\(path ?? "gesture-replay"): error: cannot write \(path == nil ? "standard output" : what): \(reason)")
}

/// Writes one diagnostic line to standard error.
func printError(_ message: String) {
    var text = message
    text += "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Walks a command line the way swift-argument-parser reads one: `--name value`, `--name=value`,
/// `-n value`, `--` ending options, and `-` as a positional argument (standard input).
struct ArgumentScanner {
    enum Item {
        case option(String)
        case positional(String)
    }

    private let arguments: [String]
    private var index = 0
    private var inlineValue: String?
    private var optionsEnded = false

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The remaining arguments, unread.
    var rest: ArraySlice<String> { arguments[index...] }

    mutating func next() -> Item? {
        inlineValue = nil
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
            if argument == "--" { optionsEnded = true; continue }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                return .option(String(argument[..<equals]))
            }
            return .option(argument)
        }
        return nil
    }

    /// The value of `option`: written after `=`, or the next argument.
    mutating func value(for option: String) throws(UsageError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard index < arguments.count else {
            throw UsageError(message: "missing value for '\(option)'")
        }
        index += 1
        return arguments[index - 1]
    }

    /// The value of `option`, read as `OptionValue.number` reads one.
    mutating func number(for option: String, _ what: String = "a number", where valid: (Double) -> Bool = { $0.isFinite }) throws(UsageError) -> Double {
        try OptionValue.number(try value(for: option), option, what, where: valid)
    }

    /// The value of `option`, read as `OptionValue.integer` reads one.
    mutating func integer(for option: String, _ what: String = "an integer", where valid: (Int) -> Bool = { _ in true }) throws(UsageError) -> Int {
        try OptionValue.integer(try value(for: option), option, what, where: valid)
    }

    /// `X,Y` in points.
    mutating func point(for option: String) throws(UsageError) -> TracePoint {
        let text = try value(for: option)
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingSpaces), let y = Double(parts[1].trimmingSpaces),
              x.isFinite, y.isFinite else {
            throw UsageError(message: "invalid value '\(text)' for '\(option)'; expected a point X,Y in points, such as 100,200")
        }
        return TracePoint(x: x, y: y)
    }

    static func unknownOption(_ name: String, among options: [String]) -> UsageError {
        var message = "unknown option '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, among: options) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message: message)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The tool's version: what `--version` prints, the manual page names, and the changelog's newest
/// entry (a test holds them together).
let toolVersion = "0.22.0"
