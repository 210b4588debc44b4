import Recognizers
import TraceFormat

/// Lints a trace: every error replay would stop at (the reader goes on after a bad line) and
/// what is legal but suspicious — pointers never lifted, equal timestamps, jumps, gaps.
public struct TraceLinter {
    /// Largest distance, in points, between two consecutive samples of one pointer before a warning.
    public var maximumJump: Double
    /// Longest time, in seconds, between two consecutive events before a warning.
    public var maximumGap: Double

    /// The longest time any recognizer waits for (a tap's maximum duration, 0.75 s): a longer gap
    /// means timers fire inside it, which is rarely what a recording meant.
    public static let longestGestureTimeout = max(GestureConstants.tapMaximumDuration, GestureConstants.tapRepeatInterval,
                                                  GestureConstants.longPressMinimumDuration)

    public init(maximumJump: Double = 150.0, maximumGap: Double = TraceLinter.longestGestureTimeout) {
        self.maximumJump = maximumJump
        self.maximumGap = maximumGap
    }

    /// One finding, printed the way compilers print them.
    public struct Finding: Equatable {
        public enum Severity: String, Sendable { case error, warning }
        public var severity: Severity
        public var line: Int
        public var column: Int
        public var message: String

        public init(severity: Severity, line: Int, column: Int, message: String) {
            self.severity = severity
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public struct Report {
        public init() {}
        public var findings: [Finding] = []
        /// Set when the file could not be opened or read to its end.
        public var fatal: ReplayProblem?
        public var events = 0

        /// Keeps a line's error as a finding and says to read on; an error that ends reading (a
        /// file that cannot be read) is the report's fatal one, and says to stop.
        mutating func record(_ error: TraceError) -> Bool {
            guard error.kind == .invalidData || error.kind == .unavailableInput else {
                fatal = ReplayProblem(error)
                return false
            }
            let message = error.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? error.message
            findings.append(Finding(severity: .error, line: error.line, column: error.column, message: message))
            return true
        }
    }

    /// Reads the whole trace, collecting every error and warning in line order.
    public func validate(_ path: String) -> Report {
        var report = Report()
        var reader: TraceReader
        do throws(TraceError) {
            reader = try TraceReader(path: path)
        } catch {
            report.fatal = ReplayProblem(error)
            return report
        }
        guard let header = readHeader(&reader, into: &report) else { return report }
        var samples = SampleChecks(maximumJump: maximumJump, maximumGap: maximumGap, viewIDs: header.viewIDs, viewList: header.viewList)
        while true {
            let event: TraceEvent
            do throws(TraceError) {
                guard let next = try reader.next() else { break }
                event = next
            } catch {
                guard report.record(error) else { return report }
                continue
            }
            report.events += 1
            samples.check(event, into: &report)
        }
        if report.events == 0 && !report.findings.contains(where: { $0.severity == .error }) {
            _ = report.record(TraceReplay.noEvents(file: reader.displayName, hasHeader: header.present))
        }
        samples.finish(into: &report)
        report.findings = report.findings.enumerated()
            .sorted { $0.element.line != $1.element.line ? $0.element.line < $1.element.line : $0.offset < $1.offset }
            .map(\.element)
        return report
    }

    /// What the header says that the lines are checked against.
    private struct HeaderFacts {
        var present = false
        /// The ids focus and a11y lines may name; nil when the scene could not be read.
        var viewIDs: Set<String>?
        var viewList: [String] = []
    }

    /// Reads the header, if any, and gives the reader the inputs of the profile a replay would
    /// use; nil when reading cannot go on.
    private func readHeader(_ reader: inout TraceReader, into report: inout Report) -> HeaderFacts? {
        var facts = HeaderFacts()
        var profile = ArbitrationProfile.default
        var headerUnread = false
        do throws(TraceError) {
            let header = try reader.readHeader()
            if let header {
                facts.present = true
                do throws(TraceError) {
                    facts.viewList = try TraceReplay().checkHeader(header, file: reader.displayName)
                    // Without a scene or gesture in the header, a replay's --scene may give the views.
                    if header.scene != nil || header.gesture != nil { facts.viewIDs = Set(facts.viewList) }
                } catch {
                    _ = report.record(error)
                }
            }
            if let name = header?.profile?.name {
                // An unknown profile is reported above; its inputs are unknown too.
                if let named = ArbitrationProfile(rawValue: name) { profile = named } else { headerUnread = true }
            }
        } catch {
            guard report.record(error) else { return nil }
            // A header that could not be read names no profile we know; a first event that could
            // not be read leaves the default's.
            headerUnread = reader.firstLineIsHeader
        }
        // The inputs of the profile a replay would use, as a replay checks them; with a header
        // that could not be read the profile is unknown, and one error is enough.
        if !headerUnread {
            reader.allowedInputs = profile.inputs.rawValue
            reader.inputRefusal = { [profile] in TraceReplay.inputRefusal($0, under: profile) }
        }
        return facts
    }

    /// The checks across lines: gaps, unknown views, same-time samples, jumps, pointers left down.
    private struct SampleChecks {
        let maximumJump: Double
        let maximumGap: Double
        let viewIDs: Set<String>?
        let viewList: [String]
        struct Last { var time: TraceTime; var x: Double; var y: Double; var line: Int; var downLine: Int }
        var pointers: [Int64: Last] = [:]
        var previous: (time: TraceTime, line: Int)?

        mutating func check(_ event: TraceEvent, into report: inout Report) {
            checkGap(event, into: &report)
            if event.phase == .focus || event.phase == .a11y, !event.name.isNone, let viewIDs, !viewIDs.contains(event.name.string) {
                report.findings.append(Finding(severity: .error, line: event.line, column: 1,
                    message: LineDelivery.unknownViewMessage(event.name.string, phase: event.phase, among: viewList)))
            }
            if event.phase == .squeeze && event.stage == .began && event.buttonsDown != 0 {
                report.findings.append(Finding(severity: .warning, line: event.line, column: 1,
                    message: LineDelivery.squeezeWhileDown + "; a replay runs nothing until it ends"))
            }
            // Samples of a contact; a hover, a scroll or a Pencil's squeeze has no jump to check.
            // A mouse's move reaches each button it holds, as one event per button after the first.
            guard event.phase.isContact, event.phase != .move || event.button == 0 || event.buttonsDown & ((1 << UInt16(event.button)) - 1) == 0 else { return }
            if let last = pointers[event.pointer], event.phase != .down { checkSample(event, after: last, into: &report) }
            switch event.phase {
            case .down:
                pointers[event.pointer] = Last(time: event.time, x: event.x, y: event.y, line: event.line, downLine: event.line)
            case .move:
                pointers[event.pointer]?.time = event.time
                pointers[event.pointer]?.x = event.x
                pointers[event.pointer]?.y = event.y
                pointers[event.pointer]?.line = event.line
            default:
                // A mouse with another button still down keeps its stream of samples.
                if event.buttonsDown == 0 { pointers[event.pointer] = nil }
            }
        }

        /// A gap matters where samples went missing: a contact that moved across it. A finger
        /// held still sends no samples, and nothing is sent between gestures.
        private mutating func checkGap(_ event: TraceEvent, into report: inout Report) {
            let movedAcrossGap = pointers[event.pointer].map { event.phase.isContact && event.phase != .down && ($0.x != event.x || $0.y != event.y) } ?? false
            // Times span ±292 years, so a gap between two can overflow: it is then longer than any --max-gap.
            if movedAcrossGap, let previous, case let (elapsed, overflow) = event.time.nanoseconds.subtractingReportingOverflow(previous.time.nanoseconds),
               overflow || Double(elapsed) > maximumGap * 1e9 {
                let gap = overflow ? NumberFormat.string((Double(event.time.nanoseconds) - Double(previous.time.nanoseconds)) / 1e9)
                    : "\(TraceTime(nanoseconds: elapsed))"
                report.findings.append(Finding(severity: .warning, line: event.line, column: 1,
                    message: "no event for \(gap) s (since line \(previous.line)), longer than --max-gap \(NumberFormat.string(maximumGap)) s: gesture timers fire inside the gap"))
            }
            previous = (event.time, event.line)
        }

        private func checkSample(_ event: TraceEvent, after last: Last, into report: inout Report) {
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

        /// Pointers still down at the end.
        func finish(into report: inout Report) {
            for (pointer, last) in pointers.sorted(by: { $0.value.downLine < $1.value.downLine }) {
                report.findings.append(Finding(severity: .warning, line: last.downLine, column: 1,
                    message: "pointer \(pointer) goes down here and is never lifted; its gestures never end (add an 'up' or a 'cancel')"))
            }
        }
    }

}
