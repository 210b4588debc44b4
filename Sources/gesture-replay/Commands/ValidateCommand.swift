import ReplayKit
import TraceFormat

/// `gesture-replay validate TRACE...`: lints traces. Reports every error, not only the first (the
/// reader goes on after a bad line), and warns about what is legal but suspicious.
struct ValidateCommand: Command {
    var traces: [String] = []
    var linter = TraceLinter()
    var warningsAsErrors = false

    static let name = "validate"
    static let overview = "Report every problem in traces, with its file:line:column."
    static let discussion = """
        Errors are what replay would stop at: malformed lines, unknown phases, time going
        backwards, a pointer moving or lifting without going down, a second down, a bad header.
        Each bad line is reported and reading goes on with the next one.
        Warnings are legal but suspicious:
          - a pointer still down at the end of the trace (gestures never end);
          - two samples of one pointer with the same timestamp (they become separate frames);
          - a jump between two samples of one pointer longer than --max-jump;
          - a gap longer than --max-gap across which a contact moved (samples missing; a
            finger held still sends none), during which gesture timers fire.
        A folder is its traces, as 'check' finds them (*.jsonl, not *.expected.jsonl); an
        expected-output file given by name (a glob such as tests/*.jsonl picks them up) is
        skipped with a note.
        """
    static let arguments = [ArgumentHelp(name: "<trace | folder>", help: "Traces to check, or folders of them; '-' reads standard input.", repeats: true)]

    static let options: [CommandOption<ValidateCommand>] = [
        .value(["--max-jump"], "<points>", help: "Warn when a pointer moves farther than this between two samples.", default: "150") { command, text throws(UsageError) in
            command.linter.maximumJump = try OptionValue.number(text, "--max-jump", "a distance in points greater than 0") { $0 > 0 }
        },
        .value(["--max-gap"], "<s>", help: "Warn when no event comes for longer than this.", default: "0.75, the longest time any gesture waits: a tap's maximum duration") { command, text throws(UsageError) in
            command.linter.maximumGap = try OptionValue.number(text, "--max-gap", "a time in seconds greater than 0") { $0 > 0 }
        },
        .flag(["--strict"], help: "Treat warnings as errors (exit 65).") { $0.warningsAsErrors = true },
    ]

    static let exitStatus = """
          0 no errors (warnings allowed), 64 bad command line, 65 errors found, 66 a trace cannot
          be opened, 74 an I/O error.
        """
    static let examples = [
        "gesture-replay validate Fixtures/real/*.jsonl",
        "gesture-replay validate Fixtures/traces",
        "gesture-replay validate --strict --max-gap 2 recording.jsonl",
    ]

    mutating func take(_ argument: String) throws(UsageError) { traces.append(argument) }

    mutating func validate() throws(UsageError) {
        guard !traces.isEmpty else {
            throw UsageError(message: "missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input")
        }
    }

    func run() -> ExitStatus {
        var status = ExitStatus.success
        var out = OutputSink(.fileDescriptor(1))
        var traces: [String] = []
        for path in self.traces {
            if path != "-", FileSystem.isDirectory(path) {
                let found = FileSystem.files(under: path) { $0.hasSuffix(CheckCommand.traceSuffix) && !$0.hasSuffix(CheckCommand.expectedSuffix) }
                if found.isEmpty {
                    printError("\(path): error: no traces (*.jsonl) in this directory; check the path")
                    status = .cannotOpen
                }
                traces += found
            } else if path.hasSuffix(CheckCommand.expectedSuffix) {
                printError("\(path): note: skipped: an expected output of 'check', not a trace")
            } else {
                traces.append(path)
            }
        }
        for trace in traces {
            let report = linter.validate(trace)
            var errors = 0
            var warnings = 0
            for finding in report.findings {
                let location = finding.line > 0 ? "\(trace):\(finding.line):\(finding.column)" : trace
                // Under --strict a warning is an error, and says so, as the summary counts it.
                let isError = finding.severity == .error || warningsAsErrors
                out.append("\(location): \(isError ? "error" : finding.severity.rawValue): \(finding.message)"
                           + (finding.severity != .error && isError ? " (an error under --strict)" : "") + "\n")
                if isError { errors += 1 } else { warnings += 1 }
            }
            if let fatal = report.fatal {
                out.flush()
                printError(fatal.message)
                if status == .success || status == .badData { status = fatal.status }
                continue
            }
            out.append("\(trace): \(report.events) event\(report.events == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
            if errors > 0 && status == .success { status = .badData }
            out.flushIfFull()
        }
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        return status
    }
}
