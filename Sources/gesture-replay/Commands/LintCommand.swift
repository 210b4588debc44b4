#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Recognizers
import ReplayKit
import SwiftSource
import TraceFormat

/// `gesture-replay lint SCENE…`: probes every view with a gesture or a control with synthesized
/// touches under each profile and reports the conflicts a user's finger would meet.
struct LintCommand: Command {
    enum Format: String, CaseIterable {
        case text, json, sarif
    }

    var paths: [String] = []
    var profiles: [ArbitrationProfile] = ArbitrationProfile.iPhone
    var format: Format?
    var rules: Set<LintRule> = Set(LintRule.allCases)
    /// Whether `--rule` named the rules: the first one given replaces "every rule".
    private var rulesChosen = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var strict = false
    /// `--strict-reading`: what the reader approximated in a folder is an error (exit 65).
    var strictReading = false
    /// `--verbose`: every approximation on standard error, not their summary.
    var verbose = false
    /// `--exclude GLOB`: files of a folder left out.
    var excludes: [String] = []
    var probeDirectory: String?
    var source = SourceSceneFlags()

    /// Its touches are its own: a Mac's view is laid out in a Mac window.
    init() { source.macWindowByDefault = true }

    static let listsDevicesOnBareFlag: Bool? = false
    static let name = "lint"
    static let overview = "Find the gesture conflicts of a scene before a user's finger does."
    static var discussion: String {
        """
        Every view with a gesture or a control is probed, at a point inside its hit shape, with a
        tap, a double tap, a long press, short and long drags in four directions and a fling (and
        a pinch, a rotation, a long press then drag or an edge swipe where something can receive
        them), replayed under each profile. What a user would meet is reported per view:

        \(LintRule.allCases.map { "  \($0.rawValue.padding(27))\($0.severity.rawValue.padding(8))" + $0.summary }.joined(separator: "\n"))

        Views made from one place in the source (a ForEach's rows) are probed once, at their first
        instance on screen. Every finding names its probe as 'synth' arguments: replay it with
          gesture-replay synth --scene <scene> --profile <p> <probe> | gesture-replay - --explain
        or write them all with --probe-out. docs/lint.md explains each rule, its fix and its
        limits.
        """
    }
    static let arguments = [ArgumentHelp(name: "<scene>", help: "A JSON or Swift-source scene, or a folder: an app's source folder or a SwiftPM target, whose .swift files are one module (its screens, previews and interactive views are linted; files with no view are context), and whose JSON scenes are scenes (docs/lint.md#whole-apps).", repeats: true)]

    static let options: [CommandOption<LintCommand>] = [
        .value(["--profiles"], "<p,...>", aliases: ["--profile"], help: "Profiles to probe under, comma-separated: \(ArbitrationProfile.names.joined(separator: ", ")).",
               default: "ios17,ios18, the iPhone's; os-sensitive needs two", completion: .values(ArbitrationProfile.names)) { command, text throws(UsageError) in
            command.profiles = try ProfileArgument.parseList(text, option: "--profiles")
            // The source is read as a build for the first profile's platform (`#if os(macOS)`).
            command.source.platform = command.profiles[0].platform
        },
        .value(["--format"], "<format>", help: "text (grouped by view, compiler-style lines; the default on a terminal), json (one finding per line; the default otherwise) or sarif (SARIF 2.1.0, for GitHub code scanning).",
               completion: .values(Format.allCases.map(\.rawValue))) { command, text throws(UsageError) in
            command.format = try OptionValue.choice(text, "--format")
        },
        .value(["--rule"], "<id>", aliases: ["--rules"], help: "Check only this rule; repeat or separate with commas.",
               completion: .values(LintRule.allCases.map(\.rawValue)), repeats: true) { command, text throws(UsageError) in
            if !command.rulesChosen { command.rules = [] }
            command.rulesChosen = true
            for id in text.split(separator: ",") {
                guard let rule = LintRule(rawValue: String(id)) else {
                    var message = "unknown rule '\(id)' for '--rule'"
                    if let near = Suggestion.nearest(to: String(id), among: LintRule.allCases.map(\.rawValue)) { message += "; did you mean '\(near)'?" }
                    else { message += "; the rules are " + LintRule.allCases.map(\.rawValue).joined(separator: ", ") }
                    throw UsageError(message: message)
                }
                command.rules.insert(rule)
            }
        },
        .value(["--baseline"], "<file>", help: "Report only findings that are not in <file>.", completion: .file) { $0.baselinePath = $1 },
        .value(["--write-baseline"], "<file>", help: "Write today's findings to <file> (as --format json does) and exit 0, so a project adopts lint and fails only on new ones.",
               completion: .file) { $0.writeBaselinePath = $1 },
        .flag(["--strict"], help: "Fail on warnings too, not only on errors. Findings only: with --baseline, a run whose findings are all in the baseline passes, whatever the reader approximated.") { $0.strict = true },
        .flag(["--strict-reading"], help: "What the reader approximated (a placeholder, a value it cannot evaluate) is an error, exit 65.") { command throws(UsageError) in
            command.strictReading = true
            command.source.strict = true
        },
        .value(["--exclude"], "<glob>", help: "Leave out a folder's files whose path (from the folder given, or any trailing part of it) matches <glob>: '*' matches any characters, '/' too ('*Tests*', 'Preview Content/*'). Repeat for more.",
               repeats: true) { $0.excludes.append($1) },
        .flag(["--verbose"], help: "Say every approximation at its place on standard error, not one summary line per kind.") { $0.verbose = true },
        .value(["--probe-out"], "<dir>", help: "Write each finding's probe as a trace to <dir>, with a header naming the scene and the profile.", completion: .file) { $0.probeDirectory = $1 },
    ] + SourceSceneFlags.options(strict: false).map { $0.lifted(\.source) }

    static let exitStatus = """
          0 nothing at or above the threshold (errors; warnings too with --strict), 1 something
          was found, 64 bad command line, 65 a scene file is outside the supported subset (in a
          folder, what the reader approximated is a warning; with --strict-reading, 65), 66 a
          file cannot be opened, 74 the output cannot be written.
        """
    static let examples = [
        "gesture-replay lint Fixtures/lint/DragInScrollView.swift",
        "gesture-replay lint Sources/MyApp --profiles macos15 --define STAGING",
        "gesture-replay lint Scenes/ --format sarif > lint.sarif",
        "gesture-replay lint ContentView.swift --profiles ios18 --rule small-target,delayed-tap",
        "gesture-replay lint Scenes/ --write-baseline lint-baseline.jsonl",
        "gesture-replay lint Scenes/ --baseline lint-baseline.jsonl --strict",
    ]

    mutating func take(_ argument: String) throws(UsageError) { paths.append(argument) }

    mutating func validate() throws(UsageError) {
        guard !paths.isEmpty else {
            throw UsageError(message: "missing expected argument '<scene>'; give a JSON or Swift scene, or a directory of them")
        }
    }

    func run() -> ExitStatus {
        let modules: [LintRun.ModuleInput], scenes: [String]
        switch inputs() {
        case .success(let found): (modules, scenes) = found
        case .failure(let status): return status
        }
        var baseline: LintBaseline?
        switch readBaseline() {
        case .success(let read): baseline = read
        case .failure(let status): return status
        }
        // Text and JSON Lines are written as each scene is judged, so a scene that fails later
        // loses nothing before it; SARIF is one document, written at the end.
        var run = LintRun(command: self, format: format ?? (FileSystem.standardOutputIsTerminal ? .text : .json), baseline: baseline)
        for module in modules { run.lint(module) }
        for scene in scenes { run.lint(scene: scene) }
        return run.finish()
    }


    /// What the paths name: each directory's Swift files as one module (an app's folder or
    /// target), its JSON files that are scenes (`{"views": …}`) as scenes — the app's other JSON
    /// is not lint's — and each file as a scene.
    private func inputs() -> Result<([LintRun.ModuleInput], [String]), ExitStatus> {
        var scenes: [String] = []
        var modules: [LintRun.ModuleInput] = []
        for path in paths {
            guard FileSystem.isDirectory(path) else {
                scenes.append(path)
                continue
            }
            let kept = { (file: String) in !excludes.contains { Self.matches($0, file, under: path) } }
            var swift = FileSystem.files(under: path) { $0.hasSuffix(".swift") && kept($0) }
            // A file the app's Xcode project does not build is no part of the app.
            if let project = XcodeProject.find(above: path) {
                let unbuilt = project.unbuilt(swift)
                if !unbuilt.isEmpty {
                    let names = unbuilt.prefix(3).map { "'\($0.split(separator: "/").last ?? "")'" }.joined(separator: ", ") + (unbuilt.count > 3 ? ", …" : "")
                    printError("\(path): note: \(unbuilt.count) file\(unbuilt.count == 1 ? "" : "s") no target of \(project.name) builds left out: \(names) (lint a file by its path to judge it)")
                    let left = Set(unbuilt)
                    swift.removeAll { left.contains($0) }
                }
            }
            let json = FileSystem.files(under: path) { $0.hasSuffix(".json") && kept($0) }.filter { file in
                ReplayCommand.readWholeFile(file).map(SceneLoader.looksLikeScene) ?? true
            }
            if swift.isEmpty && json.isEmpty {
                printError("\(path): error: the directory has no .swift file and no JSON scene")
                return .failure(.cannotOpen)
            }
            if !swift.isEmpty { modules.append(LintRun.ModuleInput(origin: path, files: swift)) }
            scenes += json
        }
        return .success((modules, scenes))
    }

    /// `--baseline`'s findings, if one is named.
    private func readBaseline() -> Result<LintBaseline?, ExitStatus> {
        guard let baselinePath else { return .success(nil) }
        guard let text = ReplayCommand.readWholeFile(baselinePath) else {
            printError("\(baselinePath): error: cannot open the baseline (\(FileSystem.lastErrorReason)); write one with 'gesture-replay lint … --write-baseline \(baselinePath)'")
            return .failure(.cannotOpen)
        }
        do {
            return .success(try LintBaseline(text: text, file: baselinePath, relative: { Self.baselineFile($0, baseline: baselinePath) }))
        } catch {
            printError(error.description)
            return .failure(.badData)
        }
    }

    /// Whether `--exclude`'s `glob` matches `file`, found under `folder`: its path from the
    /// folder, or any trailing part of that path that starts a component.
    static func matches(_ glob: String, _ file: String, under folder: String) -> Bool {
        var relative = Substring(file)
        if relative.hasPrefix(folder) { relative = relative.dropFirst(folder.count).drop { $0 == "/" } }
        var candidate = relative
        while true {
            if fnmatch(glob, String(candidate), 0) == 0 { return true }
            guard let slash = candidate.firstIndex(of: "/") else { return false }
            candidate = candidate[candidate.index(after: slash)...]
        }
    }

    /// The roots to lint in a scene: for a Swift file whose views could each be the root (a file
    /// of several screens, no `--view`), each of them, said once; else the one the scene has (nil).
    static func roots(of text: String, file: String, isSwift: Bool, source: SourceScene.Options) -> [String?] {
        guard isSwift, source.view == nil else { return [nil] }
        var lenient = source
        lenient.strict = false
        guard let scene = try? SourceScene.load(text, file: file, options: lenient), scene.rootCandidates.count > 1 else { return [nil] }
        printError("\(file): note: \(scene.rootCandidates.count) views could be the root (\(scene.rootCandidates.joined(separator: ", "))); each is linted as its own scene")
        return scene.rootCandidates
    }

    /// Each finding's probe as a trace in `directory`: `STEM-NNN-rule-view-profile.jsonl`,
    /// numbered across the run from `first`; the header names the scene, the root (a folder's,
    /// or one of a file's several) and a Mac window, so the trace replays as lint judged it.
    /// The next number, or nil when a probe cannot be written.
    func writeProbes(_ findings: [LintFinding], scene: String, root: LintProbeRoot?, numberedFrom first: Int, to directory: String) -> Int? {
        if let reason = FileSystem.makeDirectories(directory) {
            printError("\(directory): error: cannot create the directory: \(reason)")
            return nil
        }
        var number = first
        let device = source.options.device?.presetName
        for finding in findings where !finding.probeEvents.isEmpty {
            let profile = finding.profiles.first ?? ArbitrationProfile.default.rawValue
            let safeView = String(finding.view.map { $0.isLetter || $0.isNumber ? $0 : "-" })
            let stem = scene.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? "scene"
            let path = directory + "/" + stem + "-" + format3(number) + "-\(finding.rule.rawValue)-\(safeView)-\(profile).jsonl"
            number += 1
            // The header names the scene relative to the trace's directory when it can.
            let sceneName = scene.hasPrefix("/") ? scene : relative(scene, from: directory)
            if let reason = FileSystem.write(finding.probeTrace(scene: sceneName, root: root, device: device), to: path) {
                printWriteFailure("the probe", to: path, "\(reason)")
                return nil
            }
        }
        return number
    }

    private func format3(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, 3 - text.count)) + text
    }

    /// `scene` as a trace in `directory` names it: relative when both are relative and the
    /// directory goes only down, else absolute.
    private func relative(_ scene: String, from directory: String) -> String {
        let components = directory.split(separator: "/").filter { $0 != "." }
        if !directory.hasPrefix("/"), !components.contains("..") {
            return String(repeating: "../", count: components.count) + scene
        }
        guard let resolved = realpath(scene, nil) else { return scene }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A finding's file as a baseline names it: relative to the baseline's folder, so the
    /// baseline travels with the project (docs/lint.md#baseline). Standard input stays as named.
    static func baselineFile(_ file: String, baseline: String) -> String {
        file.hasPrefix("<") ? file : FileSystem.relativePath(of: file, fromDirectoryOf: baseline)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
