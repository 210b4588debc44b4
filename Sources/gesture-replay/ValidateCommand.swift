import Recognizers
import TraceFormat

/// `gesture-replay validate TRACE...`: lints traces. Reports every error, not only the first (the
/// reader goes on after a bad line), and warns about what is legal but suspicious.
struct ValidateCommand: Command {
    var traces: [String] = []
    /// Largest distance, in points, between two consecutive samples of one pointer before a warning.
    var maximumJump = 150.0
    /// Longest time, in seconds, between two consecutive events before a warning.
    var maximumGap = ValidateCommand.longestGestureTimeout
    var warningsAsErrors = false

    /// The longest time any recognizer waits for (a tap's maximum duration, 0.75 s): a longer gap
    /// means timers fire inside it, which is rarely what a recording meant.
    static let longestGestureTimeout = max(GestureConstants.tapMaximumDuration, GestureConstants.tapRepeatInterval,
                                           GestureConstants.longPressMinimumDuration)

    static let usage = "USAGE: gesture-replay validate [--max-jump <points>] [--max-gap <s>] [--strict] <trace> ..."

    static let help = """
        OVERVIEW: Report every problem in traces, with its file:line:column.

        Errors are what replay would stop at: malformed lines, unknown phases, time going
        backwards, a pointer moving or lifting without going down, a second down, a bad header.
        Each bad line is reported and reading goes on with the next one.
        Warnings are legal but suspicious:
          - a pointer still down at the end of the trace (gestures never end);
          - two samples of one pointer with the same timestamp (they become separate frames);
          - a jump between two samples of one pointer longer than --max-jump;
          - a gap between events longer than --max-gap, during which gesture timers fire.

        \(usage)

        OPTIONS:
          --max-jump <points>     Warn when a pointer moves farther than this between two samples.
                                  (default: 150)
          --max-gap <s>           Warn when no event comes for longer than this. (default: 0.75,
                                  the longest time any gesture waits: a tap's maximum duration)
          --strict                Treat warnings as errors (exit 65).
          -h, --help              Show help information.

        EXIT STATUS:
          0 no errors (warnings allowed), 64 bad command line, 65 errors found, 66 a trace cannot
          be opened, 74 an I/O error.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<ValidateCommand> {
        var command = ValidateCommand()
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .positional(let trace): command.traces.append(trace)
            case .option("-h"), .option("--help"), .option("-help"): return .help
            case .option("--version"): return .version
            case .option("--strict"): command.warningsAsErrors = true
            case .option(let name) where name == "--max-jump":
                command.maximumJump = try scanner.number(for: name, "a distance in points greater than 0") { $0 > 0 }
            case .option(let name) where name == "--max-gap":
                command.maximumGap = try scanner.number(for: name, "a time in seconds greater than 0") { $0 > 0 }
            case .option(let name):
                throw ArgumentScanner.unknownOption(name, among: ["--max-jump", "--max-gap", "--strict", "--help", "--version"])
            }
        }
        guard !command.traces.isEmpty else {
            throw UsageError(message: "missing expected argument '<trace> ...'; give a trace file, or '-' to read standard input")
        }
        return .run(command)
    }

    /// One finding, printed the way compilers print them.
    struct Finding: Equatable {
        enum Severity: String { case error, warning }
        var severity: Severity
        var line: Int
        var column: Int
        var message: String
    }

    struct Report {
        var findings: [Finding] = []
        /// Set when the file could not be opened or read to its end.
        var fatal: ReplayProblem?
        var events = 0
    }

    func run() -> ExitStatus {
        var status = ExitStatus.success
        var out = OutputSink(.fileDescriptor(1))
        for trace in traces {
            let report = validate(trace)
            var errors = 0
            var warnings = 0
            for finding in report.findings {
                out.append("\(trace):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message)\n")
                if finding.severity == .error || warningsAsErrors { errors += 1 } else { warnings += 1 }
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
            printError("gesture-replay: error: cannot write the output: \(failure)")
            return .ioError
        }
        return status
    }

    /// Reads the whole trace, collecting every error and warning in line order.
    func validate(_ path: String) -> Report {
        var report = Report()
        var reader: TraceReader
        do throws(TraceError) {
            reader = try TraceReader(path: path)
        } catch {
            report.fatal = ReplayProblem(error)
            return report
        }
        func record(_ error: TraceError) -> Bool {
            guard error.kind == .invalidData else {
                report.fatal = ReplayProblem(error)
                return false
            }
            let message = error.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? error.message
            report.findings.append(Finding(severity: .error, line: error.line, column: error.column, message: message))
            return true
        }
        do throws(TraceError) {
            if let header = try reader.readHeader() {
                do throws(TraceError) {
                    try TraceReplay().checkHeader(header, file: reader.displayName)
                } catch {
                    _ = record(error)
                }
            }
        } catch {
            guard record(error) else { return report }
        }

        struct Last { var time: TraceTime; var x: Double; var y: Double; var line: Int; var downLine: Int }
        var pointers: [Int64: Last] = [:]
        var previous: (time: TraceTime, line: Int)?
        while true {
            let event: TraceEvent
            do throws(TraceError) {
                guard let next = try reader.next() else { break }
                event = next
            } catch {
                guard record(error) else { return report }
                continue
            }
            report.events += 1
            if let previous, event.time.nanoseconds - previous.time.nanoseconds > TraceTime(seconds: maximumGap).nanoseconds {
                let gap = TraceTime(nanoseconds: event.time.nanoseconds - previous.time.nanoseconds)
                report.findings.append(Finding(severity: .warning, line: event.line, column: 1,
                    message: "no event for \(gap) s (since line \(previous.line)), longer than --max-gap \(NumberFormat.string(maximumGap)) s: gesture timers fire inside the gap"))
            }
            previous = (event.time, event.line)
            if let last = pointers[event.pointer], event.phase != .down {
                if last.time == event.time {
                    report.findings.append(Finding(severity: .warning, line: event.line, column: 1,
                        message: "pointer \(event.pointer) has two samples at t=\(event.time) (lines \(last.line) and \(event.line)); they replay as two frames at the same time"))
                }
                let jump = ((event.x - last.x) * (event.x - last.x) + (event.y - last.y) * (event.y - last.y)).squareRoot()
                if jump > maximumJump {
                    report.findings.append(Finding(severity: .warning, line: event.line, column: 1,
                        message: "pointer \(event.pointer) jumps \(NumberFormat.string((jump * 10).rounded() / 10)) points since line \(last.line), more than --max-jump \(NumberFormat.string(maximumJump)); a sample may be missing or two contacts may share an id"))
                }
            }
            switch event.phase {
            case .down:
                pointers[event.pointer] = Last(time: event.time, x: event.x, y: event.y, line: event.line, downLine: event.line)
            case .move:
                pointers[event.pointer]?.time = event.time
                pointers[event.pointer]?.x = event.x
                pointers[event.pointer]?.y = event.y
                pointers[event.pointer]?.line = event.line
            case .up, .cancel:
                pointers[event.pointer] = nil
            }
        }
        for (pointer, last) in pointers.sorted(by: { $0.value.downLine < $1.value.downLine }) {
            report.findings.append(Finding(severity: .warning, line: last.downLine, column: 1,
                message: "pointer \(pointer) goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel')"))
        }
        report.findings = report.findings.enumerated()
            .sorted { $0.element.line != $1.element.line ? $0.element.line < $1.element.line : $0.offset < $1.offset }
            .map(\.element)
        return report
    }
}
