#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReplayKit
import Recognizers
import TraceFormat
import SwiftSource

/// `gesture-replay synth KIND [options] [then KIND [options]]...`: writes a trace made of
/// synthesized gestures, as flutter_test and Compose's `performTouchInput` make them, so nobody
/// writes traces by hand.
struct SynthCommand: Command {
    /// One gesture of the script with the options written after its kind.
    struct Step {
        var kind: Kind
        var points: [String: TracePoint] = [:]
        var numbers: [String: Double] = [:]
        var strings: [String: String] = [:]

        /// A number option's value, or the kind's default.
        func number(_ key: String, _ fallback: Double) -> Double { numbers[key] ?? fallback }
        /// The assistive technology `--via` names; VoiceOver when none.
        var via: AssistiveTechnology { AssistiveTechnology.allCases.first { $0.description == strings["--via"] } ?? .voiceOver }
    }

    enum Kind: String, CaseIterable {
        case tap, doubleTap = "double-tap", longPress = "long-press", drag, pressDrag = "press-drag", fling, pinch, rotate, pan
        // A mouse, a trackpad and Apple Pencil (trace format version 2).
        case click, rightClick = "right-click", doubleClick = "double-click", mouseDrag = "mouse-drag", hover, scroll
        case trackpadPinch = "trackpad-pinch", trackpadRotate = "trackpad-rotate", pencil, squeeze
        // A hardware keyboard, focus and VoiceOver, which every profile has.
        case key, type, focus, voiceoverActivate = "voiceover-activate", adjust

        /// The input the kind uses: a header's default profile takes it. Nil for keys, focus and
        /// assistive technologies, which every profile has.
        var input: InputKind? {
            switch self {
            case .tap, .doubleTap, .longPress, .drag, .pressDrag, .fling, .pinch, .rotate, .pan: .touch
            case .click, .rightClick, .doubleClick, .mouseDrag, .hover, .scroll, .trackpadPinch, .trackpadRotate: .pointer
            case .pencil, .squeeze: .pencil
            case .key, .type, .focus, .voiceoverActivate, .adjust: nil
            }
        }

        /// The mouse's kind for a finger's on a profile with no touch (a Mac).
        var pointerEquivalent: Kind? {
            switch self {
            case .tap: .click
            case .doubleTap: .doubleClick
            case .drag, .pressDrag, .fling: .mouseDrag
            case .longPress: .click
            default: nil
            }
        }

        /// The options a kind needs and the ones it accepts, in the order help lists them.
        var required: [String] {
            switch self {
            case .tap, .doubleTap, .longPress: ["--at"]
            case .drag, .pan, .pressDrag: ["--from", "--to"]
            case .fling: ["--from", "--velocity"]
            case .pinch: ["--center", "--start-spread", "--end-spread"]
            case .rotate: ["--center", "--angle"]
            case .click, .rightClick, .doubleClick, .scroll: ["--at"]
            case .hover, .pencil, .mouseDrag: ["--from", "--to"]
            case .trackpadPinch: ["--at", "--scale"]
            case .trackpadRotate: ["--at", "--angle"]
            case .squeeze: []
            case .key: ["--key"]
            case .type: ["--text"]
            case .focus, .voiceoverActivate: ["--target"]
            case .adjust: ["--target", "--direction"]
            }
        }

        var optional: [String] {
            switch self {
            case .tap: ["--hold", "--fingers", "--spread", "--after"]
            case .doubleTap: ["--interval", "--hold", "--fingers", "--spread", "--after"]
            case .longPress, .drag, .fling: ["--duration", "--fingers", "--spread", "--after"]
            case .pressDrag: ["--hold", "--duration", "--fingers", "--spread", "--after"]
            case .pinch: ["--angle", "--duration", "--after"]
            case .rotate: ["--spread", "--start-angle", "--duration", "--after"]
            case .pan: ["--spread", "--duration", "--after"]
            case .click, .rightClick: ["--hold", "--after"]
            case .doubleClick: ["--interval", "--hold", "--after"]
            case .hover: ["--duration", "--after"]
            case .mouseDrag: ["--button", "--duration", "--after"]
            case .scroll: ["--dx", "--dy", "--lines", "--duration", "--after"]
            case .trackpadPinch, .trackpadRotate: ["--duration", "--after"]
            case .pencil: ["--pressure", "--altitude", "--azimuth", "--duration", "--after"]
            case .squeeze: ["--duration", "--after"]
            case .key: ["--mods", "--hold", "--after"]
            case .type: ["--interval", "--after"]
            case .focus: ["--after"]
            case .voiceoverActivate: ["--via", "--after"]
            case .adjust: ["--count", "--interval", "--via", "--after"]
            }
        }
    }

    /// What a number option takes, as its usage error says it, and the values it accepts.
    static func range(of option: String) -> (what: String, accepts: (Double) -> Bool) {
        switch option {
        case "--dx", "--dy": ("a distance in points, under 1000000 either way", { abs($0) < 1e6 })
        case "--lines": ("a whole number of wheel lines, not 0", { $0 != 0 && $0 == $0.rounded() && abs($0) <= 10_000 })
        case "--scale": ("a scale above 0 and under 1000000, such as 1.5", { $0 > 0 && $0 < 1e6 })
        case "--pressure": ("a pressure from 0 to 1", { $0 >= 0 && $0 <= 1 })
        case "--altitude", "--azimuth": ("an angle in radians, under 1000000 either way", { abs($0) < 1e6 })
        case _ where option.contains("angle"): ("an angle in degrees, under 1000000 either way", { abs($0) < 1e6 })
        case _ where option.contains("spread"): ("a distance in points from 0, under 1000000", { $0 >= 0 && $0 < 1e6 })
        default: ("a time in seconds from 0, under 1000000", { $0 >= 0 && $0 < 1e6 })
        }
    }

    /// Options that take a point `X,Y`, and options that take a word; every other step option
    /// takes a number.
    static let pointOptions: Set = ["--at", "--from", "--to", "--velocity", "--center"]
    static let stringOptions: Set = ["--key", "--mods", "--text", "--target", "--via", "--direction", "--button"]

    /// A word option's value, checked: what it accepts, as its usage error says it.
    static func check(_ value: String, for option: String) throws(UsageError) {
        func refuse(_ what: String, among names: [String]) throws(UsageError) {
            var message = "invalid value '\(value)' for '\(option)'; expected \(what)"
            if let suggestion = KeyNames.suggestion(for: value, among: names) { message += " (did you mean '\(suggestion)'?)" }
            throw UsageError(message: message)
        }
        if value.utf8.count > TraceName.longest {
            throw UsageError(message: "invalid value for '\(option)'; a name is at most \(TraceName.longest) bytes, this one has \(value.utf8.count)")
        }
        switch option {
        case "--key" where KeyNames.character(of: value) == nil:
            try refuse("one character or a key name: " + KeyNames.named.map(\.name).joined(separator: ", "), among: KeyNames.named.map(\.name))
        case "--mods":
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            where !ModifierKeys.names.contains(where: { $0.0 == name }) {
                try refuse("modifier keys separated by commas, such as command,shift: " + ModifierKeys.names.map(\.0).joined(separator: ", "),
                           among: ModifierKeys.names.map(\.0))
            }
        case "--via" where !AssistiveTechnology.allCases.contains(where: { $0.description == value }):
            try refuse(AssistiveTechnology.allCases.map(\.description).joined(separator: ", "), among: AssistiveTechnology.allCases.map(\.description))
        case "--direction" where value != "increment" && value != "decrement":
            try refuse("increment or decrement", among: ["increment", "decrement"])
        case "--button" where value != "primary" && value != "secondary":
            try refuse("primary or secondary", among: ["primary", "secondary"])
        case "--text", "--target":
            if value.isEmpty { throw UsageError(message: "invalid value '' for '\(option)'; expected \(option == "--text" ? "the text to type" : "a view's id")") }
        default: break
        }
    }
    /// How the mouse's kind is written for a finger's, for the usage error.
    static func mouseHint(for kind: Kind) -> String {
        switch kind {
        case .longPress: "click --at X,Y --hold S"
        case .drag, .pressDrag, .fling: "mouse-drag --from X,Y --to X,Y [--button secondary]"
        case .doubleTap: "double-click --at X,Y"
        default: "click --at X,Y"
        }
    }
    static let stepOptions = Set(Kind.allCases.flatMap { $0.required + $0.optional })
    /// Time between two gestures of one script unless `--after` says otherwise: longer than
    /// SwiftUI's 0.35 s double-tap window, so consecutive taps stay separate taps.
    static let defaultPause = 0.5

    var steps: [Step] = []
    var rate = 60.0
    var jitter = 0.0
    var seed: UInt64 = 0
    var start = 0.0
    var firstPointer: Int64 = 1
    var header = false
    var fullKeyboardAccess = false
    var replay = ReplayOptions()
    var gesture: String? { replay.gesture }
    var scenePath: String? { replay.scenePath }
    var source: SourceSceneFlags { replay.source }
    var profile: String? { replay.profile }
    var outputPath: String?

    static let listsDevicesOnBareFlag: Bool? = false
    static let name = "synth"
    static let overview = "Make a trace from gestures described on the command line."
    static let discussion = """
        Each <kind> starts a gesture; its options follow it. Gestures run one after another on
        one clock, 0.5 s apart unless --after says otherwise ('then' between them is optional and
        reads well). Moving fingers report a sample on every tick of the --rate clock and lift at
        the gesture's exact end; still fingers report only their down and up, as on iOS, unless
        --jitter is given. Every contact gets a new pointer id. Points are X,Y in global points,
        y pointing down; times are in seconds; angles in degrees, positive clockwise on screen.
        """
    static let arguments = [ArgumentHelp(name: "<kind> [<options>]", help: "A gesture and its options, then the next ('then' between them is optional), as KINDS lists them.",
                                         repeats: true, completion: .values(Kind.allCases.map(\.rawValue) + ["then"]))]
    static let sectionsBeforeArguments = [HelpSection(title: "KINDS", body: """
          tap --at <x,y> [--hold <s>]                           (hold 0.05)
          double-tap --at <x,y> [--interval <s>] [--hold <s>]    (interval: first up to second
                                                                  down, 0.1)
          long-press --at <x,y> [--duration <s>]                (0.8)
          drag --from <x,y> --to <x,y> [--duration <s>]         (0.3)
          press-drag --from <x,y> --to <x,y> [--hold <s>] [--duration <s>]
                                                                (held still 0.8, then a drag
                                                                  of 0.3: a long press then drag)
          fling --from <x,y> --velocity <vx,vy> [--duration <s>] (points per second; 0.1)
          pinch --center <x,y> --start-spread <d> --end-spread <d> [--angle <deg>] [--duration <s>]
                                                                (distance between the fingers;
                                                                  0.5)
          rotate --center <x,y> --angle <deg> [--spread <d>] [--start-angle <deg>] [--duration <s>]
                                                                (spread 100; 0.5)
          pan --from <x,y> --to <x,y> [--spread <d>] [--duration <s>]
                                                                (two fingers side by side; 0.5)
          tap, double-tap, long-press, drag, press-drag and fling also take --fingers <n>: 1 to 5
          fingers side by side, --spread <d> apart (100), centred on the point or path.

          A mouse, a trackpad and Apple Pencil (trace format version 2; the script's mouse and
          Pencil are one device each, one id for all they do):
          click --at <x,y> [--hold <s>]                         (primary button; 0.05)
          right-click --at <x,y> [--hold <s>]                   (secondary button)
          double-click --at <x,y> [--interval <s>] [--hold <s>] (interval 0.1)
          mouse-drag --from <x,y> --to <x,y> [--button <b>] [--duration <s>] (primary or secondary; 0.3)
          hover --from <x,y> --to <x,y> [--duration <s>]        (the mouse, no button down; 0.3)
          scroll --at <x,y> (--dy <pt> [--dx <pt>] | --lines <n>) [--duration <s>]
                                                                (a trackpad's points, began to
                                                                  ended, over 0.3 s; or a wheel's
                                                                  lines, one per tick; dy > 0
                                                                  scrolls toward the content's end)
          trackpad-pinch --at <x,y> --scale <s> [--duration <s>] (1.5 magnifies by half; 0.5)
          trackpad-rotate --at <x,y> --angle <deg> [--duration <s>]
          pencil --from <x,y> --to <x,y> [--pressure <0-1>] [--altitude <rad>] [--azimuth <rad>]
                 [--duration <s>]                               (hovers in, draws, lifts and
                                                                  hovers; 0.5, 1, 0; 0.3)
          squeeze [--duration <s>]                              (Apple Pencil Pro; 0.2)

          A hardware keyboard, focus and VoiceOver (every profile has them; --target names a view
          by its id, as 'gesture-replay layout' lists them):
          key --key <key> [--mods <m,m>] [--hold <s>]          (one character or a name such as
                                                                  rightArrow, return, escape; mods
                                                                  command,shift,…; 0.1; no repeats)
          type --text <text> [--interval <s>]                   (a key per character, a capital
                                                                  with shift; 0.15)
          focus --target <id>                                   (what @FocusState or Tab does)
          voiceover-activate --target <id> [--via <technology>] (VoiceOver's double tap: voiceOver,
                                                                  switchControl, voiceControl,
                                                                  fullKeyboardAccess)
          adjust --target <id> --direction <increment|decrement> [--count <n>] [--interval <s>]
                 [--via <technology>]                           (VoiceOver's swipe up or down;
                                                                  1; 0.3)

          Every kind also takes --after <s>: the pause before it (0.5 after another gesture).
          A script with a mouse, trackpad or Pencil step always starts with a header, whose
          profile (unless --profile names one) takes its inputs: ipados18 for a Pencil or a mouse
          beside fingers, macos15 for a mouse or trackpad alone.
        """)]

    static let options: [CommandOption<SynthCommand>] = [
        .value(["--rate"], "<hz>", help: "Samples per second of moving fingers.", default: "60") { command, text throws(UsageError) in
            command.rate = try ReplayCommand.parseRate(text, option: "--rate")
        },
        .value(["--jitter"], "<points>", help: "Add a random offset of up to <points> to every coordinate.") { command, text throws(UsageError) in
            command.jitter = try OptionValue.number(text, "--jitter", "a distance in points of at least 0") { $0 >= 0 && $0 <= 10_000 }
        },
        .value(["--seed"], "<n>", help: "Seed of the jitter; the same seed gives the same trace.", default: "0", within: "--jitter") { command, text throws(UsageError) in
            guard let seed = UInt64(text) else { throw OptionValue.invalid(text, "--seed", expected: "a non-negative integer") }
            command.seed = seed
        },
        .value(["--start"], "<s>", help: "Time of the first event.", default: "0") { command, text throws(UsageError) in
            command.start = try OptionValue.number(text, "--start", "a time in seconds") { abs($0) < 1e9 }
        },
        .value(["--pointer"], "<id>", help: "Id of the first contact; later contacts count up.", default: "1") { command, text throws(UsageError) in
            command.firstPointer = Int64(try OptionValue.integer(text, "--pointer", "a pointer id of at least 0") { $0 >= 0 && $0 < Int(Int32.max) })
        },
        .flag(["--header"], help: "Start with a settings line: the profile, and the gesture or scene, so 'gesture-replay check' needs no flags.") { $0.header = true },
        .flag(["--full-keyboard-access"], help: "Say in the header that keyboard navigation is on: Tab moves focus, and Buttons, Toggles and Sliders take it (implies --header).") { command throws(UsageError) in
            command.fullKeyboardAccess = true
            command.header = true
        },
    ] + ReplayOptions.options(
        gesture: "Put this gesture in the header (implies --header).",
        scene: "Put this scene in the header (implies --header).",
        profile: "Profile for the header.", profileDefault: "ios18, or one that takes the script's mouse or Pencil"
    ).map { $0.lifted(\.replay) } + [
        .value(["-o", "--output"], "<file>", help: "Write the trace to <file> instead of standard output.", completion: .file) { $0.outputPath = $1 },
    ]

    static let exitStatus = """
          0 written, 64 bad command line (the error names the option and its fix), 65 the
          scene or gesture given cannot be read, 66 the scene cannot be opened, 74 the trace
          cannot be written.
        """
    static let examples = [
        "gesture-replay synth tap --at 100,200",
        "gesture-replay synth --rate 120 drag --from 50,300 --to 250,300 --duration 0.25",
        "gesture-replay synth --header --gesture 'TapGesture(count: 2).onEnded { }' double-tap --at 100,100 then tap --at 100,100 --after 1 -o double.jsonl",
        "gesture-replay synth pinch --center 200,400 --start-spread 100 --end-spread 250 | gesture-replay -",
        "gesture-replay synth tap --at 195,400 --fingers 2 --spread 60",
        "gesture-replay synth hover --from 300,300 --to 100,80 then right-click --at 100,80 then click --at 100,80",
        "gesture-replay synth --scene Card.swift focus --target Card then key --key rightArrow then key --key s --mods command",
    ]

    /// Its touches are its own, as lint's: a Mac's view is laid out in a Mac window, which the
    /// header then names for the replay.
    init() { replay.source.macWindowByDefault = true }

    /// Whether the last word was `then`, which needs a kind after it.
    private var pendingThen = false

    mutating func take(_ argument: String) throws(UsageError) {
        guard argument != "then" else {
            guard !steps.isEmpty else {
                throw UsageError(message: "'then' must follow a gesture, such as 'tap --at 10,10 then drag …'")
            }
            pendingThen = true
            return
        }
        pendingThen = false
        guard let kind = Kind(rawValue: argument) else {
            var message = "unknown gesture kind '\(argument)'"
            if let suggestion = Suggestion.nearest(to: argument, among: Kind.allCases.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected " + Kind.allCases.map(\.rawValue).joined(separator: ", ")
            }
            throw UsageError(message: message)
        }
        steps.append(Step(kind: kind))
    }

    /// A gesture's own options (`--at`, `--duration`, …), which apply to the kind before them.
    mutating func takeUndeclared(_ name: String, _ scanner: inout ArgumentScanner) throws(UsageError) -> Bool {
        guard Self.stepOptions.contains(name) else {
            throw ArgumentScanner.unknownOption(name, among: Self.optionHelp.map(\.name) + Self.stepOptions.sorted())
        }
        guard let step = steps.last else {
            throw UsageError(message: "'\(name)' belongs to a gesture; write the kind first, such as 'synth tap --at 100,200'")
        }
        guard step.kind.required.contains(name) || step.kind.optional.contains(name) else {
            throw UsageError(message: "'\(name)' does not apply to '\(step.kind.rawValue)'; it takes "
                             + (step.kind.required + step.kind.optional).joined(separator: ", "))
        }
        if Self.pointOptions.contains(name) {
            steps[steps.count - 1].points[name] = try scanner.point(for: name)
        } else if Self.stringOptions.contains(name) {
            let value = try scanner.value(for: name)
            try Self.check(value, for: name)
            steps[steps.count - 1].strings[name] = value
        } else if name == "--fingers" || name == "--count" {
            if name == "--count" {
                let count = try scanner.integer(for: name, "a count from 1 to 1000") { $0 >= 1 && $0 <= 1000 }
                steps[steps.count - 1].numbers[name] = Double(count)
                return true
            }
            let most = TouchScript.Defaults.mostFingers
            let count = try scanner.integer(for: name, "a number of fingers from 1 to \(most)") { $0 >= 1 && $0 <= most }
            steps[steps.count - 1].numbers[name] = Double(count)
        } else {
            let (what, accepts) = Self.range(of: name)
            let number = try scanner.number(for: name, what, where: accepts)
            steps[steps.count - 1].numbers[name] = number
        }
        return true
    }

    mutating func validate() throws(UsageError) {
        // A gesture or a scene is written into a header.
        if gesture != nil || scenePath != nil { header = true }
        if pendingThen {
            throw UsageError(message: "'then' at the end needs a gesture after it, such as 'then tap --at 100,200'")
        }
        guard !steps.isEmpty else {
            throw UsageError(message: "missing expected argument '<kind>'; give a gesture such as 'tap --at 100,200' (kinds: "
                             + Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        for step in steps {
            for option in step.kind.required where step.points[option] == nil && step.numbers[option] == nil && step.strings[option] == nil {
                throw UsageError(message: "'\(step.kind.rawValue)' needs '\(option)'; it takes " + (step.kind.required + step.kind.optional).joined(separator: ", "))
            }
            if step.kind == .scroll && step.numbers["--dx"] == nil && step.numbers["--dy"] == nil && step.numbers["--lines"] == nil {
                throw UsageError(message: "'scroll' needs how far: '--dy <points>' (and '--dx') for a trackpad, or '--lines <n>' for a scroll wheel")
            }
            if step.kind == .scroll && step.numbers["--lines"] != nil && (step.numbers["--dx"] != nil || step.numbers["--dy"] != nil) {
                throw UsageError(message: "'scroll' is a wheel's '--lines' or a trackpad's '--dx'/'--dy', not both")
            }
        }
        // Each time is under 1e6 s, but a long script adds them up: it must end where traces
        // can still say the time (the 1e9 s that bounds --start too). A step's times are at
        // most twice its numbers (a double tap holds twice; angles and spreads aside) and two
        // seconds of defaults.
        let lasts = abs(start) + steps.reduce(0.0) { total, step in
            let text = Double(step.strings["--text"]?.count ?? 0) * (step.numbers["--interval"] ?? 1)
            let count = (step.numbers["--count"] ?? 1) * (step.numbers["--interval"] ?? 1)
            return total + 2 + text + count
                + 2 * step.numbers.filter { !$0.key.contains("angle") && !$0.key.contains("spread") && $0.key != "--fingers" && $0.key != "--count" }.values.reduce(0, +)
        }
        guard lasts < 1e9 else {
            throw UsageError(message: "the script lasts past 1e9 s, the limit of a trace's times; shorten its --after, --hold and --duration values")
        }
        try replay.validate()
        if let name = profile, let profile = ArbitrationProfile(rawValue: name),
           let step = steps.first(where: { $0.kind.input.map { !profile.inputs.contains(PointerInput(rawValue: $0.rawValue)!) } ?? false }),
           let input = step.kind.input {
            var other = profile.suggestion(for: PointerInput(rawValue: input.rawValue)!).map { "; use '--profile \($0.rawValue)'" } ?? ""
            // A Mac has no touch: its drags are the mouse's.
            if let mouse = step.kind.pointerEquivalent, profile.inputs.contains(.pointer) {
                other = "; with a mouse, write '\(mouse.rawValue)' (\(Self.mouseHint(for: step.kind)))"
            }
            throw UsageError(message: "'\(step.kind.rawValue)' needs input '\(input)', which profile '\(name)' (\(profile.platform.rawValue)) does not have\(other)")
        }
        // A mouse's, a trackpad's or a Pencil's lines replay only under a profile that takes
        // them, which a trace without a header does not name.
        if profile != nil || steps.contains(where: { $0.kind.input != .touch && $0.kind.input != nil }) { header = true }
    }

    /// The script's events, gesture after gesture.
    func events() -> [TraceEvent] {
        var script = TouchScript(rate: rate, jitter: jitter, seed: seed, start: TraceTime(seconds: start), firstPointer: firstPointer)
        for (offset, step) in steps.enumerated() {
            script.wait(step.numbers["--after"] ?? (offset == 0 ? 0 : Self.defaultPause))
            let d = TouchScript.Defaults.self
            let number = step.number
            // `--fingers` was checked to be a whole number from 1 to TouchScript's most.
            let fingers = Int(number("--fingers", 1)), spread = number("--spread", d.spread)
            switch step.kind {
            // Cannot trap: every point option a kind requires was checked in `parse` (`Kind.required`).
            case .tap: script.tap(at: step.points["--at"]!, hold: number("--hold", d.tapHold), fingers: fingers, spread: spread)
            case .doubleTap:
                script.doubleTap(at: step.points["--at"]!, interval: number("--interval", d.doubleTapInterval), hold: number("--hold", d.tapHold),
                                 fingers: fingers, spread: spread)
            case .longPress:
                script.longPress(at: step.points["--at"]!, duration: number("--duration", d.longPressDuration), fingers: fingers, spread: spread)
            case .drag:
                script.drag(from: step.points["--from"]!, to: step.points["--to"]!, duration: number("--duration", d.dragDuration),
                            fingers: fingers, spread: spread)
            case .pressDrag:
                script.pressAndDrag(from: step.points["--from"]!, to: step.points["--to"]!, hold: number("--hold", d.longPressDuration),
                                    duration: number("--duration", d.dragDuration), fingers: fingers, spread: spread)
            case .fling:
                script.fling(from: step.points["--from"]!, velocity: step.points["--velocity"]!, duration: number("--duration", d.flingDuration),
                             fingers: fingers, spread: spread)
            case .pinch:
                script.pinch(center: step.points["--center"]!, startSpread: number("--start-spread", 0), endSpread: number("--end-spread", 0),
                             angle: number("--angle", 0), duration: number("--duration", d.twoFingerDuration))
            case .rotate:
                script.rotate(center: step.points["--center"]!, angle: number("--angle", 0), spread: number("--spread", d.spread),
                              startAngle: number("--start-angle", 0), duration: number("--duration", d.twoFingerDuration))
            case .pan:
                script.pan(from: step.points["--from"]!, to: step.points["--to"]!, spread: number("--spread", d.spread),
                           duration: number("--duration", d.twoFingerDuration))
            case .click, .rightClick, .doubleClick, .mouseDrag, .hover, .scroll, .trackpadPinch, .trackpadRotate, .pencil, .squeeze:
                Self.addPointerStep(step, to: &script)
            case .key, .type, .focus, .voiceoverActivate, .adjust:
                Self.addKeyStep(step, to: &script)
            }
        }
        return script.events
    }

    /// The header's profile when none is given: one that takes every input the script uses —
    /// an iPad for a Pencil (and a mouse beside it), a Mac for a mouse or trackpad alone, else
    /// the default iPhone.
    var defaultProfile: ArbitrationProfile {
        let inputs = Set(steps.compactMap(\.kind.input))
        if inputs.contains(.pencil) { return .ipados18 }
        if inputs.contains(.pointer) { return inputs.contains(.touch) ? .ipados18 : .macos15 }
        return .default
    }

    /// A mouse's, a trackpad's or a Pencil's step.
    private static func addPointerStep(_ step: Step, to script: inout TouchScript) {
        let d = TouchScript.Defaults.self, p = TouchScript.PointerDefaults.self
        switch step.kind {
        case .click, .rightClick:
            script.click(at: step.points["--at"]!, button: step.kind == .rightClick ? 1 : 0, hold: step.number("--hold", p.clickHold))
        case .doubleClick:
            script.doubleClick(at: step.points["--at"]!, interval: step.number("--interval", p.doubleClickInterval), hold: step.number("--hold", p.clickHold))
        case .mouseDrag:
            script.mouseDrag(from: step.points["--from"]!, to: step.points["--to"]!, button: step.strings["--button"] == "secondary" ? 1 : 0,
                             duration: step.number("--duration", d.dragDuration))
        case .hover:
            script.hover(from: step.points["--from"]!, to: step.points["--to"]!, duration: step.number("--duration", p.hoverDuration))
        case .scroll:
            // `--lines` was checked to be a whole number.
            script.scroll(at: step.points["--at"]!, dx: step.number("--dx", 0), dy: step.number("--dy", 0), lines: Int(step.number("--lines", 0)),
                          duration: step.number("--duration", p.scrollDuration))
        case .trackpadPinch:
            script.trackpadPinch(at: step.points["--at"]!, scale: step.number("--scale", 1), duration: step.number("--duration", p.trackpadDuration))
        case .trackpadRotate:
            script.trackpadRotate(at: step.points["--at"]!, angle: step.number("--angle", 0), duration: step.number("--duration", p.trackpadDuration))
        case .pencil:
            script.pencilStroke(from: step.points["--from"]!, to: step.points["--to"]!, duration: step.number("--duration", p.strokeDuration),
                                pressure: step.number("--pressure", 0.5), altitude: step.number("--altitude", 1), azimuth: step.number("--azimuth", 0))
        case .squeeze:
            script.squeeze(duration: step.number("--duration", p.squeezeDuration))
        default: break
        }
    }

    /// A keyboard's, focus's or an assistive technology's step.
    private static func addKeyStep(_ step: Step, to script: inout TouchScript) {
        let k = TouchScript.KeyDefaults.self
        switch step.kind {
        // Cannot trap: each word option a kind requires was checked in `parse`.
        case .key:
            let names = step.strings["--mods"].map { $0.split(separator: ",").map(String.init) } ?? []
            let modifiers = ModifierKeys.names.filter { names.contains($0.0) }.reduce(into: ModifierKeys()) { $0.insert($1.1) }
            script.key(step.strings["--key"]!, modifiers: modifiers, hold: step.number("--hold", k.keyHold))
        case .type: script.type(step.strings["--text"]!, interval: step.number("--interval", k.typingInterval))
        case .focus: script.focus(step.strings["--target"]!)
        case .voiceoverActivate: script.accessibility(.activate, view: step.strings["--target"]!, via: step.via)
        case .adjust:
            script.adjust(step.strings["--target"]!, up: step.strings["--direction"] == "increment", count: Int(step.number("--count", 1)),
                          interval: step.number("--interval", k.adjustInterval), via: step.via)
        default: break
        }
    }

    /// What the header says of the scene: its JSON (or a Swift scene's path), its root view,
    /// device and preview.
    private struct HeaderSettings {
        var sceneJSON: String?
        var view: String?, device: String?, preview: String?
    }

    /// The header's gesture and scene, checked: the steps' targets are views of the scene, and a
    /// Swift scene is named by a path a replay finds; the exit status when they are not, said.
    private func headerSettings() -> Result<HeaderSettings, ExitStatus> {
        var settings = HeaderSettings()
        do {
            let (setup, sceneText) = try ReplaySetup.fromCommandLine(gesture: gesture, scenePath: scenePath, source: source.options)
            // A step's --target names a view of the scene given, as a replay will look for it.
            if let setup, scenePath != nil || gesture != nil {
                let ids = setup.viewIDs
                for step in steps {
                    guard let target = step.strings["--target"], !ids.contains(target) else { continue }
                    let message = LineDelivery.unknownViewMessage(target, phase: step.kind == .focus ? .focus : .a11y, among: ids)
                    printError("error: invalid value '\(TraceName.escaped(target))' for '--target': " + message)
                    return .failure(.usage)
                }
            }
            if scenePath == "-", let sceneText, FileSystem.looksLikeSwift(sceneText) {
                // A header names a Swift scene by its path, and standard input has none.
                printError("error: a Swift scene on standard input cannot be named in the trace's header; save it to a file and pass --scene FILE.swift")
                return .failure(.usage)
            }
            if let scenePath, SourceScene.isSource(scenePath) || FileSystem.isDirectory(scenePath) {
                // A Swift scene or an app's folder is named, not copied: the header holds its path,
                // relative to the trace, since that is where a replay looks for it (as given when
                // writing to standard output).
                let name = outputPath.flatMap { $0 == "-" ? nil : FileSystem.relativePath(of: scenePath, fromDirectoryOf: $0) } ?? scenePath
                settings.sceneJSON = RecordDiff.jsonString(name)
                // The root and the screen the trace was made for go with it, or a replay would
                // lay out another view on another screen.
                settings.view = source.view
                settings.preview = source.preview
                if let screen = source.options.device {
                    guard let preset = screen.presetName else {
                        printError("error: a trace header names a device, and '--screen \(NumberFormat.string(screen.size.width))x\(NumberFormat.string(screen.size.height))' "
                                   + "is none of the presets; use --device (gesture-replay layout --device list), or pass --screen when replaying")
                        return .failure(.usage)
                    }
                    settings.device = preset
                }
            } else if let sceneText, let scenePath {
                // Written on the header's one line: the scene's JSON without its layout.
                settings.sceneJSON = RecordDiff.text(try JSONParser.parse(sceneText, file: scenePath))
            }
        } catch let problem as ReplayProblem {
            printError(problem.message)
            return .failure(problem.status)
        } catch {
            printError("\(error)")
            return .failure(.badData)
        }
        return .success(settings)
    }

    func run() -> ExitStatus {
        // The header must replay: its gesture and scene are checked before anything is written.
        let settings: HeaderSettings
        switch headerSettings() {
        case .success(let checked): settings = checked
        case .failure(let status): return status
        }
        let (sceneJSON, headerView, headerDevice, headerPreview) = (settings.sceneJSON, settings.view, settings.device, settings.preview)
        let destination: OutputSink.Destination
        var descriptor: Int32 = 1
        if let outputPath {
            switch FileSystem.create(outputPath) {
            case .success(let opened): descriptor = opened
            case .failure(let problem):
                printError("\(outputPath): error: cannot create the trace: \(problem.reason)")
                return .cannotOpen
            }
        }
        destination = .fileDescriptor(descriptor)
        defer { if descriptor != 1 { close(descriptor) } }
        var writer = TraceWriter(destination)
        if header {
            writer.writeHeader(profile: profile ?? defaultProfile.rawValue, gesture: gesture, sceneJSON: sceneJSON,
                               view: headerView, device: headerDevice, fullKeyboardAccess: fullKeyboardAccess, preview: headerPreview)
        }
        for event in events() { writer.write(event) }
        writer.flush()
        if let failure = writer.sink.failure {
            printWriteFailure("the trace", to: outputPath, "\(failure)")
            return .ioError
        }
        return .success
    }
}
