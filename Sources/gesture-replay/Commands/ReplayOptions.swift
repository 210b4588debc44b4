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

// The options replay, render and synth share: `--gesture EXPR` or `--scene FILE`, read in one place.
extension ReplaySetup {
    /// The gestures `--gesture EXPR` or `--scene FILE` give (nil for neither), with the
    /// diagnostic and exit status when they do not parse or the file cannot be read. Also hands
    /// back the scene's text, for a command that writes it into a header.
    static func fromCommandLine(gesture: String?, scenePath: String?, source: SourceScene.Options = SourceScene.Options())
        throws(ReplayProblem) -> (setup: ReplaySetup?, sceneText: String?) {
        if let gesture {
            do {
                return (.views([("root", try ExpressionParser.parse(gesture, origin: "--gesture"))]), nil)
            } catch {
                throw ReplayProblem(message: error.description + "\nHelp: gesture-replay --help lists the gestures and their parameters.",
                                    kind: .usage)
            }
        }
        guard let scenePath else { return (nil, nil) }
        if FileSystem.isDirectory(scenePath) {
            // An app's source folder: its views, modifiers and types read together.
            let files: [(path: String, text: String)]
            switch FileSystem.swiftSources(under: scenePath) {
            case .success(let found): files = found
            case .failure(let problem): throw ReplayProblem(message: problem.message, kind: .cannotOpen)
            }
            do {
                let scene = try SourceScene.load(files: files, origin: scenePath, options: source)
                for warning in scene.warnings { printError(warning.description) }
                return (.scene(scene.views), files.map(\.text).joined(separator: "\n"))
            } catch {
                throw ReplayProblem(message: error.description, kind: .badData)
            }
        }
        guard let text = ReplayCommand.readWholeFile(scenePath) else {
            throw ReplayProblem(message: "\(scenePath): error: cannot open the scene: \(String(cString: strerror(errno)))", kind: .cannotOpen)
        }
        // `--scene -`: a scene on standard input, Swift or JSON by its first character.
        let stdin = scenePath == "-"
        let name = stdin ? FileSystem.standardInputName : scenePath
        do {
            if stdin ? FileSystem.looksLikeSwift(text) : SourceScene.isSource(scenePath) {
                let scene = try SourceScene.load(text, file: name, options: source)
                for warning in scene.warnings { printError(warning.description) }
                return (.scene(scene.views), text)
            }
            return (.scene(try SceneLoader.load(text, file: name)), text)
        } catch {
            throw ReplayProblem(message: error.description, kind: .badData)
        }
    }
}

/// `-g/--gesture`, `-s/--scene`, `--profile`, `--view` and `--screen`: what a replay is set up
/// with, parsed and checked in one place for replay, render and synth (each says in its help
/// what they mean to it).
struct ReplayOptions {
    var gesture: String?
    var scenePath: String?
    var profile: String?
    var source = SourceSceneFlags()

    /// The options, each declared once; each command words what they mean to it.
    static func options(gesture: String, scene: String, profile: String, profileDefault: String? = nil,
                        sourceFlagsWithin: String? = nil) -> [CommandOption<ReplayOptions>] {
        [
            .value(["-g", "--gesture"], "<expression>", help: gesture, oneOf: "setup") { options, text throws(UsageError) in
                if options.gesture != nil { throw UsageError(message: "'--gesture' is given twice; give one gesture expression") }
                options.gesture = text
            },
            .value(["-s", "--scene"], "<file>", help: scene, completion: .file, oneOf: "setup") { options, text throws(UsageError) in
                if options.scenePath != nil { throw UsageError(message: "'--scene' is given twice; give one scene file") }
                options.scenePath = text
            },
        ] + SourceSceneFlags.options().map { $0.lifted(\ReplayOptions.source).with(within: sourceFlagsWithin) } + [
            .value(["--profile"], "<profile>", help: profile, default: profileDefault, completion: .values(ArbitrationProfile.names)) { options, text throws(UsageError) in
                let chosen = try ProfileArgument.parse(text, option: "--profile")
                options.profile = chosen.rawValue
                // The source is read as a build for the profile's platform (`#if os(macOS)`).
                options.source.platform = chosen.platform
            },
        ]
    }

    /// The checks between the options, once all are read.
    /// `traces`: the trace paths, which cannot read standard input when the scene does.
    func validate(traces: [String] = []) throws(UsageError) {
        if gesture != nil && scenePath != nil {
            throw UsageError(message: "'--gesture' and '--scene' cannot be combined; put the gesture in the scene's modifiers")
        }
        if scenePath == "-", traces.contains("-") {
            throw UsageError(message: "'--scene -' and a trace '-' both read standard input; give one of them as a file")
        }
    }
}

/// `--profile NAME` and `--profiles A,B`: profile names read in one place for replay, render,
/// synth, check and lint, with the same message for a name this version does not replay.
enum ProfileArgument {
    static func parse(_ name: String, option: String) throws(UsageError) -> ArbitrationProfile {
        guard let profile = ArbitrationProfile(rawValue: name) else {
            throw UsageError(message: ArbitrationProfile.unknownMessage(name, option: option))
        }
        return profile
    }

    /// A comma-separated list, each profile once, in the order given.
    static func parseList(_ text: String, option: String) throws(UsageError) -> [ArbitrationProfile] {
        var profiles: [ArbitrationProfile] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let profile = try parse(String(name), option: option)
            if !profiles.contains(profile) { profiles.append(profile) }
        }
        return profiles
    }
}
