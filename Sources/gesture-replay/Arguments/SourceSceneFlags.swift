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

/// `--view NAME`, `--preview NAME`, `--device NAME`, `--screen WxH` and `--define FLAG`, for a
/// scene read from Swift source: the options every command that takes `--scene` shares.
struct SourceSceneFlags {
    var view: String?
    var screen: CGSize?
    /// `--device NAME`: a preset's screen and safe area.
    var device: Screen?

    /// `--strict`: what the reader would approximate is an error. `lint` has its own `--strict`,
    /// which sets this too.
    var strict = false
    /// `--preview NAME|N`: a preview as the root.
    var preview: String?
    /// `--define FLAG` (or `-D FLAG`): compilation flags that are set, as SwiftPM's `-D`.
    var defines: Set<String> = []
    /// The platform the source is built for: the command's profile's (`--profile`, `--profiles`).
    var platform: DevicePlatform = .iPhone
    /// Whether a Mac's view is laid out in a Mac window by default (`layout`, `lint` and `synth`,
    /// which make their own touches; synth's header names the window). A replay keeps the iPhone screen its traces were recorded on unless
    /// `--device mac-window` says.
    var macWindowByDefault = false

    /// The options, each declared once; `strict: false` leaves `--strict` to the command (lint
    /// has its own).
    static func options(strict: Bool = true) -> [CommandOption<SourceSceneFlags>] {
        let scene = "For a Swift-source scene: "
        var options: [CommandOption<SourceSceneFlags>] = [
            .value(["--view"], "<name>", help: scene + "the view to lay out as the root (default: the view no other view in the file uses; the first of several, with a warning).", oneOf: "root") { flags, text throws(UsageError) in
                if flags.preview != nil { throw UsageError(message: "'--view' and '--preview' cannot be combined; a preview shows its own view") }
                flags.view = text
            },
            .value(["--preview"], "<name>", help: scene + "a #Preview (by its name or its number from 1) or a PreviewProvider (by its type) as the root, with the sample data it passes. 'layout --list' lists them.", oneOf: "root") { flags, text throws(UsageError) in
                if flags.view != nil { throw UsageError(message: "'--view' and '--preview' cannot be combined; a preview shows its own view") }
                flags.preview = text
            },
            .value(["--device"], "<name>", help: scene + "the device to lay it out on, with its screen and safe area (default iphone-14: 390x844, safe area 47 top, 34 bottom); '-landscape' turns it (ipad-landscape). '--device list' lists the presets.",
                   completion: .values(Device.presets.map(\.name) + ["list"]), oneOf: "screen") { flags, text throws(UsageError) in
                flags.device = try Self.device(named: text, option: "--device").get()
                if flags.screen != nil { throw UsageError(message: "'--device' and '--screen' cannot be combined; a device has its screen size") }
            },
            .value(["--screen"], "<WxH>", help: scene + "the screen in points. A preset's size gets that device's safe area; any other, 47 top and 34 bottom in portrait, none in landscape, with a warning.", oneOf: "screen") { flags, text throws(UsageError) in
                if flags.device != nil { throw UsageError(message: "'--device' and '--screen' cannot be combined; a device has its screen size") }
                let parts = text.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 10_000 }) else {
                    throw OptionValue.invalid(text, "--screen", expected: "WIDTHxHEIGHT in points, such as 390x844")
                }
                flags.screen = CGSize(width: parts[0], height: parts[1])
            },
            .value(["--define"], "<flag>", aliases: ["-D"], help: scene + "a compilation flag that is set, as '-D <flag>' sets it for swiftc, SwiftPM and Xcode; repeat for several. '#if' follows the profile's platform (os(macOS) under macos15) in a debug build; any other flag is unset, with one warning.", repeats: true) { flags, flag throws(UsageError) in
                guard let first = flag.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                      flag.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
                    throw OptionValue.invalid(flag, "--define", expected: "a flag name such as FEATURE_X")
                }
                flags.defines.insert(flag)
            },
        ]
        if strict {
            options.append(.flag(["--strict"], help: scene + "make each warning about what the reader approximated an error (exit 65).") { $0.strict = true })
        }
        return options
    }

    var options: SourceScene.Options {
        // A Mac's view is laid out in a window, not on a phone's screen.
        let defaultScreen = platform == .mac && macWindowByDefault ? Device.named(Device.macWindowName) : nil
        var options = SourceScene.Options(screen: device ?? screen.map(Device.screen(of:)) ?? defaultScreen, view: view, strict: strict,
                                          conditions: CompileConditions(platform: platform, defines: defines))
        options.preview = preview
        return options
    }

    /// `--device list` (or, for `layout`, a bare `--device`): the presets are printed instead of a run.
    static func asksForDeviceList(_ arguments: [String], bareFlag: Bool) -> Bool {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return false }
            if argument == "--device=list" { return true }
            guard argument == "--device" else { continue }
            if index + 1 < arguments.count { if arguments[index + 1] == "list" { return true } } else if bareFlag { return true }
        }
        return false
    }

    /// `--device NAME`, for the commands that take a scene and the trace header's `"device"`.
    static func device(named text: String, option: String) -> Result<Screen, UsageError> {
        if let screen = Device.named(text) { return .success(screen) }
        var message = "unknown device '\(text)' for '\(option)'"
        let names = Device.presets.map(\.name)
        if let suggestion = Suggestion.nearest(to: text.lowercased(), among: names) { message += "; did you mean '\(suggestion)'?" }
        else { message += "; the presets are " + names.joined(separator: ", ") }
        message += " ('--device list' shows their sizes)"
        return .failure(UsageError(message: message))
    }
}
