import Recognizers
import SwiftSource
import TraceFormat

/// A trace's header settled: the profile, its settings and quirks, the gestures or scene it
/// names, and what `validate` checks of it before a replay.
extension TraceReplay {
    /// Throws what replaying with this header would stop at: an unknown profile, a gesture or
    /// scene that does not parse.
    /// Returns the ids a trace's `focus` and `a11y` lines may name.
    @discardableResult
    package func checkHeader(_ header: TraceHeader?, file: String) throws(TraceError) -> [String] {
        let setup = try resolvedSetup(header, file: file)
        let profile = try resolvedProfile(header, file: file)
        if let header { _ = try Self.settings(of: profile, header: header, file: file) }
        if let unavailable = Self.unavailability(of: setup, under: profile) { throw unavailable }
        return setup.viewIDs
    }

    /// The quirks a header may name (docs/semantics.md#input-beyond-touch).
    package static let quirkNames = PlatformQuirks.named.map(\.name)

    /// The profile's settings with what the header changes: a Mac user's double-click interval.
    /// The header's other version-2 settings are checked against the profile here: one for
    /// another platform is, like an input the profile lacks, data another profile replays.
    package static func settings(of profile: ArbitrationProfile, header: TraceHeader?, file: String) throws(TraceError) -> GestureSettings {
        var settings = profile.settings
        guard let header else { return settings }
        if let interval = header.doubleClickInterval {
            guard profile.platform == .mac else {
                throw TraceError(kind: .unavailableInput, file: file, line: interval.line, column: interval.column,
                                 message: "\"doubleClickInterval\" is a Mac's double-click setting; profile '\(profile.rawValue)' (\(profile.platform.rawValue)) taps with SwiftUI's 0.35 s — use profile 'macos15' or drop the key")
            }
            settings.tapRepeatInterval = interval.seconds
        }
        if let lineHeight = header.lineHeight, profile.platform == .iPhone {
            throw TraceError(kind: .unavailableInput, file: file, line: lineHeight.line, column: lineHeight.column,
                             message: "\"lineHeight\" is how far a scroll wheel's line scrolls; profile '\(profile.rawValue)' (iPhone) has no wheel — use 'ipados18' or 'macos15'")
        }
        if let indirect = header.indirectInputEvents, profile.platform != .iPad {
            throw TraceError(kind: .unavailableInput, file: file, line: indirect.line, column: indirect.column,
                             message: "\"indirectInputEvents\" is an iPad app's UIApplicationSupportsIndirectInputEvents; profile '\(profile.rawValue)' (\(profile.platform.rawValue)) is not an iPad's — use 'ipados18'")
        }
        if let indirect = header.indirectInputEvents { settings.indirectInputEvents = indirect.value }
        if let quirks = header.quirks {
            // The header's list replaces the profile's: `[]` replays none.
            settings.quirks = []
            for name in quirks.names {
                guard let entry = PlatformQuirks.named.first(where: { $0.name == name }) else {
                    var message = "unknown quirk '\(name)'; this version replays \(quirkNames.map { "'\($0)'" }.joined(separator: ", "))"
                    if let suggestion = Suggestion.nearest(to: name, among: quirkNames) { message += " (did you mean '\(suggestion)'?)" }
                    throw TraceError(file: file, line: quirks.line, column: quirks.column, message: message)
                }
                guard entry.profiles.contains(profile) else {
                    throw TraceError(kind: .unavailableInput, file: file, line: quirks.line, column: quirks.column,
                                     message: "quirk '\(name)' is a bug of \(entry.bugOf) (\(entry.source)); profile '\(profile.rawValue)' (\(profile.platform.rawValue)) does not have it — drop it from \"quirks\"")
                }
                settings.quirks.insert(entry.quirk)
            }
        }
        return settings
    }

    func resolvedProfile(_ header: TraceHeader?, file: String) throws(TraceError) -> ArbitrationProfile {
        if let profile { return profile }
        guard let name = header?.profile else { return .default }
        guard let headerProfile = ArbitrationProfile(rawValue: name.name) else {
            throw TraceError(file: file, line: name.line, column: name.column,
                             message: ArbitrationProfile.unknownMessage(name.name))
        }
        return headerProfile
    }

    /// The command line's gestures, else the header's `gesture` or `scene`, else the default scene.
    func resolvedSetup(_ header: TraceHeader?, file: String) throws(TraceError) -> ReplaySetup {
        if let setup { return setup }
        do throws(Diagnostic) {
            if let gesture = header?.gesture {
                if header?.scene != nil {
                    throw Diagnostic(file: file, position: SourcePosition(line: gesture.line, column: gesture.column),
                                     message: "a header has either \"gesture\" or \"scene\", not both; put the gesture in the scene's modifiers")
                }
                return .views([("root", try Self.parseHeaderGesture(gesture, file: file))])
            }
            // A file name or an app's folder is Swift source; a JSON scene is named `….json`.
            let swiftScene = header?.scene.map { $0.json.hasPrefix("\"") && !$0.json.hasSuffix(".json\"") } == true
            if let view = header?.view, !swiftScene {
                throw Diagnostic(file: file, position: SourcePosition(line: view.line, column: view.column),
                                 message: "\"view\" names the root view of a Swift-source scene; add \"scene\": \"ContentView.swift\" to the header")
            }
            if let preview = header?.preview, !swiftScene {
                throw Diagnostic(file: file, position: SourcePosition(line: preview.line, column: preview.column),
                                 message: "\"preview\" names a preview of a Swift-source scene as its root; add \"scene\": \"ContentView.swift\" to the header")
            }
            if let device = header?.device, !swiftScene {
                throw Diagnostic(file: file, position: SourcePosition(line: device.line, column: device.column),
                                 message: "\"device\" is the device a Swift-source scene is laid out on; add \"scene\": \"ContentView.swift\" to the header")
            }
            if let scene = header?.scene {
                let start = SourcePosition(line: scene.line, column: scene.column)
                if scene.json.hasPrefix("\"") {
                    // `--view` on the command line wins over the header's.
                    var options = sourceOptions
                    if options.view == nil, options.preview == nil {
                        options.view = header?.view?.name
                        options.preview = header?.preview?.name
                    }
                    if options.device == nil, let device = header?.device {
                        guard let screen = Device.named(device.name) else {
                            var message = "unknown device '\(device.name)'"
                            if let suggestion = Suggestion.nearest(to: device.name.lowercased(), among: Device.presets.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                            throw Diagnostic(file: file, position: SourcePosition(line: device.line, column: device.column),
                                             message: message + " ('gesture-replay layout --device list' shows the presets)")
                        }
                        options.device = screen
                    }
                    return .scene(try Self.loadReferencedScene(scene.json, file: file, start: start, options: options,
                                                               warn: { [warn] in warn($0.description) }))
                }
                return .scene(try SceneLoader.load(scene.json, file: file, start: start))
            }
        } catch {
            // An error in a scene file the header names points into that file.
            throw TraceError(file: error.file.isEmpty ? file : error.file, line: error.position.line, column: error.position.column,
                             message: error.messageWithExcerpt)
        }
        return .defaultSetup
    }

    /// A header's `"scene": "ContentView.swift"`: the file, resolved next to the trace, read as
    /// Swift source or JSON by its extension.
    package static func loadReferencedScene(_ json: String, file: String, start: SourcePosition,
                                            options: SourceScene.Options,
                                            warn: (Diagnostic) -> Void = { _ in }) throws(Diagnostic) -> [SceneSpec] {
        guard case .string(let name, _) = try JSONParser.parse(json, file: file, start: start) else {
            throw Diagnostic(file: file, position: start, message: "expected a scene object or a file name for \"scene\"")
        }
        var path = name
        if !name.hasPrefix("/"), let slash = file.lastIndex(of: "/") { path = String(file[...slash]) + name }
        if WholeFile.isDirectory(path) {
            // An app's folder, as lint's probes of a folder name it: its files read as one module.
            guard let files = WholeFile.swiftSources(under: path) else {
                throw Diagnostic(file: file, position: start, message: "cannot read the Swift files of the folder '\(name)' (looked in \(path)); the path is relative to the trace")
            }
            let scene = try SourceScene.load(files: files, origin: path, options: options)
            scene.warnings.forEach(warn)
            return scene.views
        }
        guard let text = WholeFile.text(at: path) else {
            throw Diagnostic(file: file, position: start, message: "cannot open the scene '\(name)' (looked for \(path)); the path is relative to the trace")
        }
        if SourceScene.isSource(path) {
            let scene = try SourceScene.load(text, file: path, options: options)
            scene.warnings.forEach(warn)
            return scene.views
        }
        return try SceneLoader.load(text, file: path)
    }

    /// Decodes the header's JSON string and parses it as a gesture expression, pointing errors
    /// into the header line.
    package static func parseHeaderGesture(_ gesture: (json: String, line: Int, column: Int), file: String) throws(Diagnostic) -> GestureExpression {
        let start = SourcePosition(line: gesture.line, column: gesture.column)
        guard case .string(let source, _) = try JSONParser.parse(gesture.json, file: file, start: start) else {
            throw Diagnostic(file: file, position: start, message: "expected a string for \"gesture\"")
        }
        do {
            return try ExpressionParser.parse(source, origin: file)
        } catch {
            throw error.nested(in: file, at: start, onOneLine: true)
        }
    }

    /// The error, pointing at it, for the first UIKit recognizer of a scene replayed under a
    /// profile without them.
    package static func unavailability(of setup: ReplaySetup, under profile: ArbitrationProfile) -> TraceError? {
        guard !profile.hasGestureRecognizerRepresentables, case .scene(let specs) = setup,
              let diagnostic = SceneSpec.firstPlatformRecognizer(in: specs)?.unavailableUnderIOS17 else { return nil }
        return TraceError(file: diagnostic.file, line: diagnostic.position.line, column: diagnostic.position.column,
                          message: diagnostic.messageWithExcerpt)
    }
}
