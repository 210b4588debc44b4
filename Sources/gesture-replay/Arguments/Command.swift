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

/// One of the tool's commands (`gesture-replay`, `check`, `synth`, `validate`), each a small type
/// that parses its own arguments, as swift-argument-parser's commands do.
protocol Command {
    static var usage: String { get }
    static var help: String { get }
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<Self>
    func run() -> ExitStatus
    /// Whether it takes `--device` (nil: no), and whether a bare `--device` lists the presets.
    static var listsDevicesOnBareFlag: Bool? { get }
}

extension Command {
    /// Parses and runs; usage errors print the usage line and where to read more.
    static var listsDevicesOnBareFlag: Bool? { nil }

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
    printError("error: cannot write standard output: \(failure)")
    return .ioError
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

    mutating func number(for option: String, _ what: String = "a number", where valid: (Double) -> Bool = { $0.isFinite }) throws(UsageError) -> Double {
        let text = try value(for: option)
        guard let number = Double(text), number.isFinite, valid(number) else {
            throw UsageError(message: "invalid value '\(text)' for '\(option)'; expected \(what)")
        }
        return number
    }

    mutating func integer(for option: String, _ what: String = "an integer", where valid: (Int) -> Bool = { _ in true }) throws(UsageError) -> Int {
        let text = try value(for: option)
        guard let number = Int(text), valid(number) else {
            throw UsageError(message: "invalid value '\(text)' for '\(option)'; expected \(what)")
        }
        return number
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
let toolVersion = "0.21.0"
