import Recognizers
import ReplayKit
import SwiftSource
import TraceFormat

/// One `lint` run's state as it goes: what it wrote, counted and said, root by root, and the
/// exit status it ends with. `LintCommand.run` reads the inputs, then lints each module and each
/// scene through it, then `finish` writes what comes at the end.
struct LintRun: ~Copyable {
    /// A folder's Swift files, read as one module.
    struct ModuleInput {
        var origin: String
        var files: [String]
    }

    let command: LintCommand
    let format: LintCommand.Format
    var baseline: LintBaseline?
    private var out = OutputSink(.fileDescriptor(1))
    private var sarifFindings: [LintFinding] = []
    private var sarifNotifications: [ApproximationSummary.Entry] = []
    private var wroteFindings = false
    private var baselineFindings: [LintFinding] = []
    private var counts: [LintSeverity: Int] = [:]
    private var status = ExitStatus.success
    private var linted = 0
    private var unread = 0
    /// The next probe trace's number: across the run, so roots never overwrite each other's.
    private var probeNumber = 1

    init(command: LintCommand, format: LintCommand.Format, baseline: LintBaseline?) {
        self.command = command
        self.format = format
        self.baseline = baseline
    }

    /// A status that says something went wrong, kept unless one was already.
    private mutating func fail(_ failure: ExitStatus) {
        if status == .success { status = failure }
    }

    /// A module: each root linted and emitted as it is judged, then what reading approximated.
    mutating func lint(_ module: ModuleInput) {
        var files: [(path: String, text: String)] = []
        for path in module.files {
            guard let text = ReplayCommand.readWholeFile(path) else {
                printError("\(path): error: cannot open the file: \(FileSystem.lastErrorReason)")
                status = .cannotOpen
                continue
            }
            files.append((path, text))
        }
        let read: SourceModule
        do { read = try SourceModule(files: files, origin: module.origin, conditions: command.source.options.conditions) } catch {
            printError(error.description)
            fail(.badData)
            unread += 1
            return
        }
        var linter = ModuleLinter(module: read, sourceOptions: command.source.options,
                                  options: SceneLinter.Options(profiles: command.profiles, rules: command.rules))
        var notLinted: [(failure: Diagnostic, name: String)] = []
        linter.run { root in
            if let failure = root.failure, failure.file == "--view" || failure.file == "--preview" {
                // The root the command line chose is not in the module: the user's mistake.
                printError(failure.description)
                status = .badData
                return
            }
            if let failure = root.failure {
                // A root that cannot be read stops only itself.
                var warning = failure
                warning.severity = command.strictReading ? .error : .warning
                notLinted.append((warning, root.root.name))
                if command.strictReading { fail(.badData) }
                return
            }
            linted += 1
            for note in root.notes { printError(note) }
            let named: LintProbeRoot? = switch root.root.root {
            case .view(let name): .view(name)
            case .preview(let index): .preview(String(index + 1))
            case .body: nil
            }
            writeProbes(root.findings, scene: module.origin, root: named)
            emit(root.findings)
        }
        sayApproximations(of: read, notLinted: notLinted, origin: module.origin)
    }

    /// What reading the module approximated, each once however many roots met it, in file and
    /// line order (roots are linted on several threads, and the output must not depend on
    /// which): summed up, or each at its place with `--verbose` and `--strict-reading`.
    private mutating func sayApproximations(of read: SourceModule, notLinted: [(failure: Diagnostic, name: String)], origin: String) {
        let warnings = read.warnings.sorted {
            ($0.file, $0.position.line, $0.position.column, $0.message) < ($1.file, $1.position.line, $1.position.column, $1.message)
        }
        if command.strictReading, !warnings.isEmpty { fail(.badData) }
        let summary = ApproximationSummary(warnings: warnings, notLinted: notLinted, origin: origin).entries
        if format == .sarif { sarifNotifications += summary }
        if command.verbose || command.strictReading {
            for warning in warnings { printError((command.strictReading ? warning.strict : warning).description) }
            for root in notLinted {
                var warning = root.failure
                warning.message += "; '\(root.name)' is not linted"
                printError(warning.description)
            }
        } else {
            for entry in summary { printError(entry.line) }
        }
        if !notLinted.isEmpty {
            printError("\(origin): note: \(notLinted.count) root\(notLinted.count == 1 ? "" : "s") not linted (the warnings above say why); \(linted) linted")
        }
    }

    /// A scene file (or standard input): each of its roots when it has several.
    mutating func lint(scene: String) {
        guard let text = ReplayCommand.readWholeFile(scene) else {
            printError("\(scene): error: cannot open the scene: \(FileSystem.lastErrorReason)")
            status = .cannotOpen
            return
        }
        // `lint -`: a scene on standard input, Swift or JSON by its first character.
        let stdin = scene == "-"
        let file = stdin ? FileSystem.standardInputName : scene
        let isSwift = stdin ? FileSystem.looksLikeSwift(text) : SourceScene.isSource(scene)
        for root in LintCommand.roots(of: text, file: file, isSwift: isSwift, source: command.source.options) {
            var sourceOptions = command.source.options
            if let root { sourceOptions.view = root }
            let lintOptions = SceneLinter.Options(profiles: command.profiles, rules: command.rules)
            let report: SceneLinter.Report
            do {
                if isSwift {
                    let layOut = { @Sendable (options: SourceScene.Options) throws(Diagnostic) in try SourceScene.load(text, file: file, options: options) }
                    report = try SceneLinter.runWithVariants(try layOut(sourceOptions), file: file, options: lintOptions, sourceOptions: sourceOptions,
                                                             warnings: true, layOut: layOut)
                } else {
                    report = try SceneLinter(text: text, file: file, isSwift: false, sourceOptions: sourceOptions, options: lintOptions).run()
                }
            } catch {
                printError(error.description)
                fail(.badData)
                unread += 1
                continue
            }
            linted += 1
            for note in report.notes { printError(note) }
            writeProbes(report.findings, scene: scene, root: root.map { .view($0) })
            emit(report.findings)
        }
    }

    /// `--probe-out`'s traces of a root's findings, numbered on from the run's last.
    private mutating func writeProbes(_ findings: [LintFinding], scene: String, root: LintProbeRoot?) {
        guard let directory = command.probeDirectory else { return }
        if let next = command.writeProbes(findings, scene: scene, root: root, numberedFrom: probeNumber, to: directory) {
            probeNumber = next
        } else {
            status = .ioError
        }
    }

    /// A root's findings as they come: counted, absorbed by the baseline, written.
    private mutating func emit(_ reported: [LintFinding]) {
        if command.writeBaselinePath != nil {
            baselineFindings += reported
            return
        }
        let findings = baseline?.absorb(reported) ?? reported
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        switch format {
        case .json: for finding in findings { out.append(finding.jsonLine + "\n") }
        case .text: out.append(LintReport.text(findings, afterOthers: wroteFindings))
        case .sarif: sarifFindings += findings
        }
        out.flush()
        wroteFindings = wroteFindings || !findings.isEmpty
    }

    /// What comes at the end — the baseline written, or the summary line or the SARIF document —
    /// and the exit status.
    consuming func finish() -> ExitStatus {
        if let writeBaselinePath = command.writeBaselinePath {
            let bytes = Array(baselineFindings.map { finding in
                var finding = finding
                finding.file = LintCommand.baselineFile(finding.file, baseline: writeBaselinePath)
                return finding.jsonLine + "\n"
            }.joined().utf8)
            if let reason = FileSystem.write(bytes, to: writeBaselinePath) {
                printWriteFailure("the baseline", to: writeBaselinePath, "\(reason)")
                return .ioError
            }
            printError("gesture-replay: wrote \(baselineFindings.count) finding\(baselineFindings.count == 1 ? "" : "s") to \(writeBaselinePath)")
            return status
        }
        switch format {
        case .json: break
        case .text: out.append(LintReport.summary(counts, scenes: linted, unread: unread))
        case .sarif: out.append(LintReport.sarif(sarifFindings, version: toolVersion, notifications: sarifNotifications))
        }
        out.flush()
        if let failure = out.failure {
            printWriteFailure("standard output", to: nil, "\(failure)")
            return .ioError
        }
        let threshold: LintSeverity = command.strict ? .warning : .error
        if status == .success, counts.contains(where: { $0.key >= threshold && $0.value > 0 }) { status = .differencesFound }
        return status
    }
}
