/// The keys trace format version 2 adds (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil): on pointer lines `input`,
/// `button`, `clicks`, `mods`, `pressure`, `altitude`, `azimuth`, `roll`, `zOffset`; the keys of
/// the new line kinds (`dx`, `dy`, `unit`, `scroll`, `momentum`, `delta`, `gesture`, `state`,
/// `pencil`); and the header's `doubleClickInterval`, `lineHeight`, `indirectInputEvents`,
/// `quirks`. Read off the canonical line's fast path, so a finger's line costs nothing more.
struct Version2Keys {
    /// One bit per event key.
    struct Keys: OptionSet {
        let rawValue: UInt32
        static let input = Keys(rawValue: 1 << 0)
        static let button = Keys(rawValue: 1 << 1)
        static let clicks = Keys(rawValue: 1 << 2)
        static let mods = Keys(rawValue: 1 << 3)
        static let pressure = Keys(rawValue: 1 << 4)
        static let altitude = Keys(rawValue: 1 << 5)
        static let azimuth = Keys(rawValue: 1 << 6)
        static let roll = Keys(rawValue: 1 << 7)
        static let zOffset = Keys(rawValue: 1 << 8)
        static let dx = Keys(rawValue: 1 << 9)
        static let dy = Keys(rawValue: 1 << 10)
        static let unit = Keys(rawValue: 1 << 11)
        static let scroll = Keys(rawValue: 1 << 12)
        static let momentum = Keys(rawValue: 1 << 13)
        static let delta = Keys(rawValue: 1 << 14)
        static let gesture = Keys(rawValue: 1 << 15)
        static let state = Keys(rawValue: 1 << 16)
        static let pencil = Keys(rawValue: 1 << 17)
        static let z = Keys(rawValue: 1 << 18)
        static let hand = Keys(rawValue: 1 << 19)
        static let pinch = Keys(rawValue: 1 << 20)
        static let key = Keys(rawValue: 1 << 21)
        static let characters = Keys(rawValue: 1 << 22)
        static let action = Keys(rawValue: 1 << 23)
        static let name = Keys(rawValue: 1 << 24)
        static let edge = Keys(rawValue: 1 << 25)
        static let via = Keys(rawValue: 1 << 26)
    }

    /// Each event key's name and bit, in the order messages list them.
    static let eventKeyNames: [(String, Keys)] = [
        ("input", .input), ("button", .button), ("clicks", .clicks), ("mods", .mods), ("pressure", .pressure),
        ("altitude", .altitude), ("azimuth", .azimuth), ("roll", .roll), ("zOffset", .zOffset),
        ("dx", .dx), ("dy", .dy), ("unit", .unit), ("scroll", .scroll), ("momentum", .momentum),
        ("delta", .delta), ("gesture", .gesture), ("state", .state), ("pencil", .pencil),
        ("z", .z), ("hand", .hand), ("pinch", .pinch),
        ("key", .key), ("characters", .characters), ("action", .action), ("name", .name), ("edge", .edge), ("via", .via),
    ]
    // `gesture` is read where the header's key of that name is (`readGesturePhase`); it is in
    // the list for messages and for `allowed(on:)`.
    static let headerKeyNames = ["doubleClickInterval", "lineHeight", "indirectInputEvents", "quirks", "fullKeyboardAccess", "preview"]

    var eventKeys: Keys = []
    /// The column (1-based) of each event key's value, by bit index; made at the first key, so
    /// a line of version 1 read off the fast path allocates nothing for version 2.
    var columns: [Int] = []

    var input = InputKind.touch
    var button: UInt8 = 0
    var clicks: UInt8 = 0
    var modifiers: ModifierKeys = []
    var pressure = Double.nan, altitude = Double.nan, azimuth = Double.nan, roll = Double.nan, zOffset = Double.nan
    var dx = 0.0, dy = 0.0, delta = 0.0
    var inLines = false
    var scroll = LinePhase.none, momentum = LinePhase.none, gesture = LinePhase.none, state = LinePhase.none
    var pencil: Int64 = TraceEvent.anyPencil
    var z = Double.nan
    var hand = TraceEvent.Hand.unknown
    var pinch: Bool?
    var key = TraceName.none, characters = TraceName.none, name = TraceName.none
    var action = AccessibilityActionName.activate
    var edge = ScrollEdgeName.none
    var via = AssistiveTechnology.voiceOver

    var doubleClickInterval: (Double, Int, Int)?
    var lineHeight: (Double, Int, Int)?
    var indirectInputEvents: (Bool, Int, Int)?
    var quirks: ([String], Int, Int)?
    var fullKeyboardAccess: (Bool, Int, Int)?
    var preview: (String, Int, Int)?
    /// The first header setting met, for the error when it sits on an event line.
    var headerOnlyColumn: Int?
    var headerOnlyName = ""

    func column(of key: Keys) -> Int { columns.isEmpty ? 0 : columns[key.rawValue.trailingZeroBitCount] }

    mutating func setColumn(_ column: Int, of key: Keys) {
        if columns.isEmpty { columns = Array(repeating: 0, count: Self.eventKeyNames.count) }
        columns[key.rawValue.trailingZeroBitCount] = column
    }

    /// A magnify's or rotate's `gesture`, which the parser read as the header's key of that name
    /// (`json`, the string token with its quotes, whose quote is at `column`).
    mutating func readGesturePhase(_ json: String, column: Int, parser: LineParser) throws(TraceError) {
        let name = String(json.dropFirst().dropLast())
        eventKeys.insert(.gesture)
        setColumn(column, of: .gesture)
        let allowed: [LinePhase] = [.began, .changed, .ended, .cancelled]
        guard let phase = allowed.first(where: { $0.description == name }) else {
            var message = "unknown gesture '\(name)'; expected began, changed, ended or cancelled"
            if let suggestion = Suggestion.nearest(to: name, among: allowed.map(\.description)) { message += " (did you mean '\(suggestion)'?)" }
            throw parser.error(at: column, message)
        }
        gesture = phase
    }

    func fill(_ header: inout TraceHeader) {
        if let (value, line, column) = doubleClickInterval { header.doubleClickInterval = (value, line, column) }
        if let (value, line, column) = lineHeight { header.lineHeight = (value, line, column) }
        if let (value, line, column) = indirectInputEvents { header.indirectInputEvents = (value, line, column) }
        if let (value, line, column) = quirks { header.quirks = (value, line, column) }
        if let (value, line, column) = fullKeyboardAccess { header.fullKeyboardAccess = (value, line, column) }
        if let (name, line, column) = preview { header.preview = (name, line, column) }
    }

    /// Which keys each kind of line may carry, beyond t, id, phase, x and y.
    static func allowed(on phase: PointerPhase) -> Keys {
        switch phase {
        case .down, .up, .cancel: [.input, .button, .clicks, .mods, .pressure, .altitude, .azimuth, .roll, .z, .hand, .pinch]
        case .move: [.input, .mods, .pressure, .altitude, .azimuth, .roll, .z, .hand, .pinch]
        case .hover: [.input, .mods, .altitude, .azimuth, .roll, .zOffset]
        case .leave: [.input, .mods]
        case .scroll: [.dx, .dy, .unit, .scroll, .momentum, .mods]
        case .magnify, .rotate: [.delta, .gesture, .mods]
        case .smartMagnify: [.mods]
        case .squeeze: [.state, .pencil]
        case .pencilDoubleTap: [.pencil]
        case .keydown, .keyrepeat, .keyup: [.key, .characters, .mods]
        case .focus: []
        case .a11y: [.action, .name, .edge, .via]
        }
    }

    /// Puts the keys into `event` and checks what they say of each other; the reader checks what
    /// needs the lines before (a button already down, a pencil touching).
    func apply(to event: inout TraceEvent, parser: LineParser, phaseColumn: Int) throws(TraceError) {
        let phase = event.phase
        let misplaced = Keys(rawValue: eventKeys.rawValue & ~Self.allowed(on: phase).rawValue)
        if let (name, key) = Self.eventKeyNames.first(where: { misplaced.contains($0.1) }) {
            throw parser.error(at: column(of: key) - 1, Self.misplacedMessage(name, on: phase))
        }
        event.input = input
        event.modifiers = modifiers
        if phase.isPointer {
            if (phase == .hover || phase == .leave) && !input.hovers {
                throw parser.error(at: phaseColumn - 1, "'\(phase)' is for input 'pointer' or 'pencil'; "
                    + (input == .touch ? "a finger ('touch', the default) is not seen until it touches — add \"input\": \"pointer\" or \"pencil\""
                                       : "an indirect pinch reports no hover (visionOS never reports gaze)"))
            }
            if eventKeys.contains(.button) && input != .pointer {
                throw parser.error(at: column(of: .button) - 1, "'button' is for input 'pointer' (a mouse or trackpad); this line's input is '\(input)'")
            }
            if eventKeys.contains(.clicks) && input != .pointer {
                throw parser.error(at: column(of: .clicks) - 1, "'clicks' is for input 'pointer' (a mouse or trackpad); this line's input is '\(input)'")
            }
            for (name, key) in [("altitude", Keys.altitude), ("azimuth", .azimuth), ("roll", .roll), ("zOffset", .zOffset)]
            where eventKeys.contains(key) && input != .pencil {
                throw parser.error(at: column(of: key) - 1, "'\(name)' is Apple Pencil's; this line's input is '\(input)' (add \"input\": \"pencil\")")
            }
            // visionOS's keys (docs/trace-format.md#version-2-mouse-trackpad-and-apple-pencil): a hand's place in depth, which hand, a pinch or a poke.
            for (name, key) in [("z", Keys.z), ("hand", .hand), ("pinch", .pinch)]
            where eventKeys.contains(key) && input != .indirect && input != .touch {
                throw parser.error(at: column(of: key) - 1, "'\(name)' is a visionOS hand's, for input 'indirect' or 'touch'; this line's input is '\(input)'")
            }
            if pinch == false && input == .indirect {
                throw parser.error(at: column(of: .pinch) - 1, "an indirect input is a pinch (visionOS acts on a look and a pinch); 'pinch': false is for a direct touch, a poke")
            }
            event.button = button
            event.clicks = clicks
            if eventKeys.contains(.hand) || pinch != nil { event.setVision(hand: hand, pinch: pinch) }
            event.pressure = pressure
            event.altitude = altitude
            event.azimuth = azimuth
            event.roll = roll
            event.zOffset = zOffset
            // After the roll, whose word it shares (a Pencil's roll, a hand's depth).
            if !z.isNaN { event.z = z }
            return
        }
        switch phase {
        case .scroll:
            event.dx = dx
            event.dy = dy
            event.inLines = inLines
            event.stage = scroll
            event.momentum = momentum
            if scroll != .none && momentum != .none {
                throw parser.error(at: column(of: .momentum) - 1, "a scroll line is either the fingers' ('scroll') or the momentum after them ('momentum'), not both")
            }
            if scroll == .mayBegin && (dx != 0 || dy != 0) {
                throw parser.error(at: column(of: .scroll) - 1, "'mayBegin' is the fingers touching the trackpad before they move; it carries no scroll (dx and dy 0)")
            }
        case .magnify, .rotate:
            event.dx = delta
            event.stage = gesture
            if gesture == .mayBegin {
                throw parser.error(at: column(of: .gesture) - 1, "a trackpad \(phase)'s 'gesture' is began, changed, ended or cancelled")
            }
        case .squeeze:
            event.pointer = pencil
            event.stage = state
            if state == .mayBegin {
                throw parser.error(at: column(of: .state) - 1, "a squeeze's 'state' is began, changed, ended or cancelled")
            }
        case .pencilDoubleTap:
            event.pointer = pencil
        case .keydown, .keyrepeat, .keyup:
            event.name = key
            event.secondName = characters
        case .a11y:
            event.accessibilityAction = action
            event.assistiveTechnology = via
            event.edge = edge
            event.secondName = name
            if action == .named && !eventKeys.contains(.name) {
                throw parser.error(at: column(of: .action) - 1, "a 'named' action needs its \"name\", the name `.accessibilityAction(named:)` gives it")
            }
            if action != .named && eventKeys.contains(.name) {
                throw parser.error(at: column(of: .name) - 1, "'name' is for action 'named'; this line's action is '\(action)'")
            }
            if action == .scroll && !eventKeys.contains(.edge) {
                throw parser.error(at: column(of: .action) - 1, "a 'scroll' action needs its \"edge\": top, bottom, leading or trailing (the edge `.accessibilityScrollAction` receives)")
            }
            if action != .scroll && eventKeys.contains(.edge) {
                throw parser.error(at: column(of: .edge) - 1, "'edge' is for action 'scroll'; this line's action is '\(action)'")
            }
        default:
            break
        }
    }

    static func misplacedMessage(_ name: String, on phase: PointerPhase) -> String {
        let owners = eventKeyNames.first { $0.0 == name }.map { key in
            PointerPhase.allCases.filter { allowed(on: $0).contains(key.1) }.map { "'\($0)'" }
        } ?? []
        var message = "'\(name)' does not belong on a '\(phase)' line"
        if name == "button" && phase == .move {
            return message + "; a move reaches every button that is down — give 'button' on its 'down' and 'up'"
        }
        if !owners.isEmpty { message += "; it is for " + owners.joined(separator: ", ") + " lines" }
        return message
    }
}

extension LineParser {
    /// The largest Pencil angle a line may give, radians.
    static let largestAngle = 1000.0
    /// The largest visionOS depth (`z`) a line may give, points: a Float holds it to the point.
    static let largestDepth = 1_000_000.0

    /// The contact phases, for messages: "down, move, up, cancel".
    static let contactPhases = PointerPhase.allCases.filter(\.isContact).map(\.description).joined(separator: ", ")

    /// The phases version 2 adds, for messages.
    static let version2Phases: String = {
        let names = PointerPhase.allCases.filter { !$0.isContact }.map(\.description)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }()

    /// The keys a line of `phase` must carry: core slots (t 0, id 1, phase 2, x 3, y 4) and
    /// version-2 keys.
    static func requiredKeys(of phase: PointerPhase) -> (core: UInt16, extra: Version2Keys.Keys) {
        switch phase {
        case .down, .move, .up, .cancel, .hover: (0b11111, [])
        case .leave: (0b00111, [])
        case .scroll: (0b11101, [.dx, .dy])
        case .magnify, .rotate: (0b11101, [.delta, .gesture])
        case .smartMagnify: (0b11101, [])
        case .squeeze: (0b00101, [.state])
        case .pencilDoubleTap: (0b00101, [])
        case .keydown, .keyrepeat, .keyup: (0b00101, [.key])
        case .focus: (0b00101, [])
        case .a11y: (0b00101, [.action])
        }
    }

    /// The core keys a line of `phase` may carry (required or optional): t 0, id 1, phase 2,
    /// x 3, y 4.
    static func keptCoreKeys(of phase: PointerPhase) -> UInt16 {
        switch phase {
        case .down, .move, .up, .cancel, .hover, .leave, .scroll: 0b11111
        case .magnify, .rotate, .smartMagnify: 0b11101
        case .squeeze, .pencilDoubleTap, .keydown, .keyrepeat, .keyup, .focus, .a11y: 0b00101
        }
    }

    static func missingKeyMessage(phase: PointerPhase, core: UInt16, extra: Version2Keys.Keys) -> String {
        let required = requiredKeys(of: phase)
        var names = ["t", "id", "phase", "x", "y"].enumerated().filter { required.core & (1 << UInt16($0.offset)) != 0 }
            .map { ($0.element, core & (1 << UInt16($0.offset)) != 0) }
        names += Version2Keys.eventKeyNames.filter { required.extra.contains($0.1) }.map { ($0.0, extra.contains($0.1)) }
        let missing = names.first { !$0.1 }!.0
        let all = names.map(\.0)
        let list = all.dropLast().joined(separator: ", ") + " and " + all.last!
        if phase.isContact { return "missing key \"\(missing)\"; a pointer event needs \(list)" }
        return "missing key \"\(missing)\"; a '\(phase)' line needs \(list)"
    }

    /// Reads `key` if it is one of version 2's; false for any other key.
    mutating func readVersion2Key(_ key: UnsafeBufferPointer<UInt8>, keyStart: Int, valueStart: Int,
                                  into extra: inout Version2Keys) throws(TraceError) -> Bool {
        guard let bit = Version2Keys.eventKeyNames.first(where: { key.elementsEqual($0.0.utf8) })?.1 else {
            return try readVersion2HeaderKey(key, keyStart: keyStart, valueStart: valueStart, into: &extra)
        }
        if extra.eventKeys.contains(bit) {
            throw error(at: keyStart, "duplicate key \(quoted(key)); each key may appear once")
        }
        extra.eventKeys.insert(bit)
        extra.setColumn(valueStart + 1, of: bit)
        switch bit {
        case .input: extra.input = try scanChoice(key: "input", among: InputKind.allCases, at: valueStart)
        case .button:
            if peek == UInt8(ascii: "\"") {
                let name = try scanName(key: "button")
                guard let button = ["primary", "secondary", "middle"].firstIndex(of: name) else {
                    throw unknownName(name, key: "button", at: valueStart, among: ["primary", "secondary", "middle"], extra: " or a button number from 3 to 15")
                }
                extra.button = UInt8(button)
            } else {
                let number = try scanInteger(key: "button")
                guard (0...15).contains(number) else {
                    throw error(at: valueStart, "button \(number) is out of range; a button is primary, secondary, middle or a number from 3 to 15")
                }
                extra.button = UInt8(number)
            }
        case .clicks:
            let number = try scanInteger(key: "clicks")
            guard number >= 1 else { throw error(at: valueStart, "'clicks' is a click count, 1 or more; found \(number)") }
            extra.clicks = UInt8(clamping: number)
        case .mods:
            extra.modifiers = try scanModifiers()
        case .pressure, .zOffset:
            let value = try scanCoordinate(key: bit == .pressure ? "pressure" : "zOffset")
            guard (0...1).contains(value) else {
                throw error(at: valueStart, "'\(bit == .pressure ? "pressure" : "zOffset")' is normalized, from 0 to 1; found \(quoteToken(at: valueStart))")
            }
            if bit == .pressure { extra.pressure = value } else { extra.zOffset = value }
        case .altitude, .azimuth, .roll:
            let name: StaticString = bit == .altitude ? "altitude" : bit == .azimuth ? "azimuth" : "roll"
            let value = try scanCoordinate(key: name)
            // Kept in single precision: an angle in radians has no use for more range.
            guard abs(value) <= Self.largestAngle else {
                throw error(at: valueStart, "'\(name)' is an angle in radians, from -\(Int(Self.largestAngle)) to \(Int(Self.largestAngle)); found \(quoteToken(at: valueStart))")
            }
            switch bit {
            case .altitude: extra.altitude = value
            case .azimuth: extra.azimuth = value
            default: extra.roll = value
            }
        case .dx: extra.dx = try scanCoordinate(key: "dx")
        case .dy: extra.dy = try scanCoordinate(key: "dy")
        case .delta: extra.delta = try scanCoordinate(key: "delta")
        case .unit:
            let name = try scanName(key: "unit")
            guard name == "pt" || name == "line" else {
                throw unknownName(name, key: "unit", at: valueStart, among: ["pt", "line"])
            }
            extra.inLines = name == "line"
        case .scroll: extra.scroll = try scanChoice(key: "scroll", among: [LinePhase.mayBegin, .began, .changed, .ended, .cancelled], at: valueStart)
        case .momentum: extra.momentum = try scanChoice(key: "momentum", among: [LinePhase.began, .changed, .ended], at: valueStart)
        case .gesture: extra.gesture = try scanChoice(key: "gesture", among: [LinePhase.began, .changed, .ended, .cancelled], at: valueStart)
        case .state: extra.state = try scanChoice(key: "state", among: [LinePhase.began, .changed, .ended, .cancelled], at: valueStart)
        case .pencil: extra.pencil = try scanInteger(key: "pencil")
        case .z:
            let value = try scanCoordinate(key: "z")
            guard abs(value) <= Self.largestDepth else {
                throw error(at: valueStart, "'z' is a depth in points, from -\(Int(Self.largestDepth)) to \(Int(Self.largestDepth)); found \(quoteToken(at: valueStart))")
            }
            extra.z = value
        case .hand:
            let name = try scanName(key: "hand")
            guard let hand = [TraceEvent.Hand.left, .right].first(where: { $0.description == name }) else {
                throw unknownName(name, key: "hand", at: valueStart, among: ["left", "right"])
            }
            extra.hand = hand
        case .pinch: extra.pinch = try scanBool(key: "pinch")
        case .key:
            let key = try scanText(key: "key")
            guard let character = KeyNames.character(of: key) else {
                var message = "unknown key '\(TraceName.escaped(key))'; a key is one character (\"a\", \"A\", \"1\") or a KeyEquivalent name: "
                    + KeyNames.named.map(\.name).joined(separator: ", ")
                if let suggestion = KeyNames.suggestion(for: key) { message += " (did you mean '\(suggestion)'?)" }
                throw error(at: valueStart + 1, message)
            }
            // One spelling per key: " " is "space", U+F700 "upArrow", as the writer writes them.
            extra.key = try intern(KeyNames.name(of: character), at: valueStart)
        case .characters: extra.characters = try intern(try scanText(key: "characters"), at: valueStart)
        case .name: extra.name = try intern(try scanText(key: "name"), at: valueStart)
        case .action: extra.action = try scanChoice(key: "action", among: AccessibilityActionName.allCases, at: valueStart)
        // `none` is no edge a line can name.
        case .edge: extra.edge = try scanChoice(key: "edge", among: Array(ScrollEdgeName.allCases.dropFirst()), at: valueStart)
        case .via: extra.via = try scanChoice(key: "via", among: AssistiveTechnology.allCases, at: valueStart)
        default: break
        }
        return true
    }

    private mutating func readVersion2HeaderKey(_ key: UnsafeBufferPointer<UInt8>, keyStart: Int, valueStart: Int,
                                                into extra: inout Version2Keys) throws(TraceError) -> Bool {
        guard let name = Version2Keys.headerKeyNames.first(where: { key.elementsEqual($0.utf8) }) else { return false }
        if extra.headerOnlyColumn == nil { extra.headerOnlyColumn = keyStart + 1; extra.headerOnlyName = "'\(name)'" }
        let seenBefore: Bool
        switch name {
        case "doubleClickInterval":
            seenBefore = extra.doubleClickInterval != nil
            extra.doubleClickInterval = (try scanSetting("doubleClickInterval", "seconds between clicks", atMost: 5, at: valueStart), line, valueStart + 1)
        case "lineHeight":
            seenBefore = extra.lineHeight != nil
            extra.lineHeight = (try scanSetting("lineHeight", "the points one wheel line scrolls", atMost: 1000, at: valueStart), line, valueStart + 1)
        case "indirectInputEvents":
            seenBefore = extra.indirectInputEvents != nil
            extra.indirectInputEvents = (try scanBool(key: "indirectInputEvents"), line, valueStart + 1)
        case "fullKeyboardAccess":
            seenBefore = extra.fullKeyboardAccess != nil
            extra.fullKeyboardAccess = (try scanBool(key: "fullKeyboardAccess"), line, valueStart + 1)
        case "preview":
            // The preview of a Swift-source scene that is the root, as `--preview` names it.
            seenBefore = extra.preview != nil
            guard peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected a string for key \"preview\", found \(quoteToken(at: index))")
            }
            extra.preview = (try scanText(key: "preview"), line, valueStart + 1)
        default:
            seenBefore = extra.quirks != nil
            extra.quirks = (try scanNameList(key: "quirks"), line, valueStart + 1)
        }
        if seenBefore { throw error(at: keyStart, "duplicate key \(quoted(key)); each key may appear once") }
        return true
    }

    /// A header setting's number: more than 0 and at most `most`.
    private mutating func scanSetting(_ key: StaticString, _ meaning: String, atMost most: Double, at start: Int) throws(TraceError) -> Double {
        let value = try scanCoordinate(key: key)
        guard value > 0 && value <= most else {
            throw error(at: start, "'\(key)' is \(meaning), more than 0 and at most \(Int(most)); found \(quoteToken(at: start))")
        }
        return value
    }

    /// `true` or `false`.
    private mutating func scanBool(key: StaticString) throws(TraceError) -> Bool {
        if peek == UInt8(ascii: "t") { try expectLiteral("true"); return true }
        if peek == UInt8(ascii: "f") { try expectLiteral("false"); return false }
        throw error(at: index, "expected true or false for key \"\(key)\", found \(quoteToken(at: index))")
    }

    /// A string value with JSON's escapes decoded: a key's characters, a view's id, an action's name.
    mutating func scanText(key: StaticString) throws(TraceError) -> String {
        guard peek == UInt8(ascii: "\"") else {
            throw error(at: index, "expected a string for key \"\(key)\", found \(quoteToken(at: index))")
        }
        let start = index
        _ = try scanString()
        let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let text = JSONText.decode(token) else {
            throw error(at: start, "the string for key \"\(key)\" has an escape JSON does not allow")
        }
        return text
    }

    /// `text` as a `TraceName`, or an error at `start` when it is too long or the process has
    /// named too many.
    mutating func intern(_ text: String, at start: Int) throws(TraceError) -> TraceName {
        guard text.utf8.count <= TraceName.longest else {
            throw error(at: start, "a name is at most \(TraceName.longest) bytes; this one has \(text.utf8.count)")
        }
        guard let name = TraceName(text) else {
            throw error(at: start, "one process keeps at most \(TraceName.capacity) distinct names (keys, characters, views, actions), and this run has used them all")
        }
        return name
    }

    /// A plain string value (no escapes needed by any name the format has).
    private mutating func scanName(key: StaticString) throws(TraceError) -> String {
        guard peek == UInt8(ascii: "\"") else {
            throw error(at: index, "expected a string for key \"\(key)\", found \(quoteToken(at: index))")
        }
        return String(decoding: try scanString(), as: UTF8.self)
    }

    private mutating func scanNameList(key: StaticString) throws(TraceError) -> [String] {
        guard peek == UInt8(ascii: "[") else {
            throw error(at: index, "expected an array of names for key \"\(key)\", found \(quoteToken(at: index))")
        }
        index += 1
        var names: [String] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return names }
        while true {
            skipWhitespace()
            names.append(try scanName(key: key))
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            if peek == UInt8(ascii: "]") { index += 1; return names }
            throw error(at: index, "expected ',' or ']' in the array for key \"\(key)\", found \(quoteToken(at: index))")
        }
    }

    private mutating func scanModifiers() throws(TraceError) -> ModifierKeys {
        guard peek == UInt8(ascii: "[") else {
            throw error(at: index, "expected an array of modifier keys for key \"mods\", such as [\"shift\", \"command\"], found \(quoteToken(at: index))")
        }
        index += 1
        var keys: ModifierKeys = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return keys }
        while true {
            skipWhitespace()
            let start = index
            let name = try scanName(key: "mods")
            guard let key = ModifierKeys.names.first(where: { $0.0 == name })?.1 else {
                throw unknownName(name, key: "mods", at: start, among: ModifierKeys.names.map(\.0))
            }
            keys.insert(key)
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            if peek == UInt8(ascii: "]") { index += 1; return keys }
            throw error(at: index, "expected ',' or ']' in the array for key \"mods\", found \(quoteToken(at: index))")
        }
    }

    /// One of `choices`, by the name it is written with; an unknown name is an error that lists
    /// them and suggests the nearest.
    private mutating func scanChoice<Choice: CustomStringConvertible>(key: StaticString, among choices: [Choice], at start: Int) throws(TraceError) -> Choice {
        let name = try scanName(key: key)
        guard let choice = choices.first(where: { $0.description == name }) else {
            throw unknownName(name, key: "\(key)", at: start, among: choices.map(\.description))
        }
        return choice
    }

    private func unknownName(_ name: String, key: String, at start: Int, among names: [String], extra: String = "") -> TraceError {
        var message = "unknown \(key) '\(TraceName.escaped(name))'; expected " + names.dropLast().joined(separator: ", ")
            + (names.count > 1 ? (extra.isEmpty ? " or " : ", ") : "") + names.last! + extra
        if let suggestion = KeyNames.suggestion(for: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        return error(at: start + 1, message)
    }
}
