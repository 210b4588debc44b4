#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses one trace line — a JSON object — straight from its bytes, without building a JSON tree.
///
/// Only the keys the trace format names are decoded; every other value is checked to be valid
/// JSON and skipped. Errors carry the 1-based byte column of the offending text.
struct LineParser {
    enum Parsed {
        case blank
        /// The event alone: a reader's error about it finds its columns again in the line
        /// (`TraceReader.valueColumn`), so the result every line returns stays small.
        case event(TraceEvent)
        /// Boxed: a header is larger than an event, and every event's result would otherwise be
        /// copied at the header's size (callgrind: +170 instructions per event with a fourth key).
        indirect case header(TraceHeader)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    let file: String
    let line: Int

    /// Deeper nesting than this in an ignored value is refused rather than risking the stack.
    static let maximumNesting = 128

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) {
        self.bytes = bytes
        self.file = file
        self.line = line
    }

    // MARK: - Line

    mutating func parse() throws(TraceError) -> Parsed {
        if let parsed = parseCanonical() { return parsed }
        index = 0
        skipWhitespace()
        if index == bytes.count { return .blank }
        let objectStart = index
        guard bytes[index] == UInt8(ascii: "{") else {
            throw error(at: index, "expected a JSON object ('{'), found \(quoteToken(at: index))")
        }
        index += 1
        let keys = try readKeys()
        let (seen, extra, looksLikeRecord, unknownHeaderKeys, viewIsNull) = (keys.seen, keys.extra, keys.looksLikeRecord, keys.unknownHeaderKeys, keys.viewIsNull)
        let (profile, scene, gesture, view, device) = (keys.profile, keys.scene, keys.gesture, keys.view, keys.device)
        skipWhitespace()
        if index != bytes.count {
            throw error(at: index, "unexpected text after the object: \(quoteToken(at: index)); write one object per line")
        }

        let eventKeys = Self.eventKeys
        if seen & (1 << 2) == 0 && seen & eventKeys == 0 && extra.eventKeys.isEmpty {
            // Other keys stay allowed (a recorder's notes); a near miss of a setting is not.
            for (key, column) in unknownHeaderKeys where !looksLikeRecord {
                if let setting = Suggestion.nearest(to: key, among: Self.headerKeys) {
                    throw TraceError(file: file, line: line, column: column,
                                     message: "unknown header key '\(key)'; did you mean '\(setting)'? (a header has \(Self.headerKeys.map { "\"\($0)\"" }.joined(separator: ", ")))")
                }
            }
            if viewIsNull {
                throw error(at: objectStart, "\"view\": null belongs on a 'focus' line; a header's view names a Swift scene's root view")
            }
            var header = TraceHeader()
            header.profile = profile
            header.scene = scene
            header.gesture = gesture
            header.view = view
            header.device = device
            keys.extra.fill(&header)
            return .header(header)
        }
        return .event(try event(from: keys, objectStart: objectStart))
    }

    /// What a line's keys said, as the general reader collects them.
    private struct Keys {
        var time: (TraceTime, Int)?
        var pointer: Int64?
        var phase: PointerPhase?
        var phaseColumn = 0
        var x: Double?
        var y: Double?
        var profile: (String, Int, Int)?
        var scene: (String, Int, Int)?
        var gesture: (String, Int, Int)?
        var view: (String, Int, Int)?
        var viewIsNull = false
        var device: (String, Int, Int)?
        var seen: UInt16 = 0
        /// The keys of trace format version 2 (`LineParser+Version2`).
        var extra = Version2Keys()
        var looksLikeRecord = false
        /// Keys no event or header has, met before any event key: in a header, one that is a
        /// misspelt setting is an error rather than a setting silently ignored.
        var unknownHeaderKeys: [(key: String, column: Int)] = []
    }

    /// The object's keys and values, each read by its slot or as a version-2 key.
    private mutating func readKeys() throws(TraceError) -> Keys {
        var keys = Keys()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                let keyStart = index
                guard peek == UInt8(ascii: "\"") else {
                    throw error(at: index, "expected a key in double quotes, found \(quoteToken(at: index))")
                }
                let key = try scanString()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else {
                    throw error(at: index, "expected ':' after key \(quoted(key)), found \(quoteToken(at: index))")
                }
                index += 1
                skipWhitespace()
                let valueStart = index
                let slot = Self.slot(of: key)
                if slot >= 0 {
                    let bit: UInt16 = 1 << UInt16(slot)
                    if keys.seen & bit != 0 {
                        throw error(at: keyStart, "duplicate key \(quoted(key)); each key may appear once")
                    }
                    keys.seen |= bit
                }
                switch slot {
                case 0: keys.time = (try scanTime(key: "t"), valueStart)
                case 1: keys.pointer = try scanInteger(key: "id")
                case 2: keys.phaseColumn = valueStart + 1; keys.phase = try scanPhase()
                case 3: keys.x = try scanCoordinate(key: "x")
                case 4: keys.y = try scanCoordinate(key: "y")
                case 5...9: try readSetting(slot, valueStart: valueStart, into: &keys)
                default:
                    if try readVersion2Key(key, keyStart: keyStart, valueStart: valueStart, into: &keys.extra) { break }
                    if !keys.looksLikeRecord, key.elementsEqual("callback".utf8) { keys.looksLikeRecord = true }
                    if keys.seen & Self.eventKeys == 0, keys.unknownHeaderKeys.count < 4 {
                        keys.unknownHeaderKeys.append((String(decoding: key, as: UTF8.self), keyStart + 1))
                    }
                    try skipValue(depth: 0)
                }
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "}") { index += 1; break }
                if index == bytes.count {
                    throw error(at: index, "unterminated object; expected ',' or '}' before the end of the line")
                }
                throw error(at: index, "expected ',' or '}' after a value, found \(quoteToken(at: index))")
            }
        }
        return keys
    }

    /// A header's setting: `profile`, `scene`, `gesture`, `view` (also a focus or a11y line's
    /// view), `device`.
    private mutating func readSetting(_ slot: Int, valueStart: Int, into keys: inout Keys) throws(TraceError) {
        switch slot {
        case 5:
            guard peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected a string for key \"profile\", found \(quoteToken(at: index))")
            }
            let name = try scanString()
            keys.profile = (String(decoding: name, as: UTF8.self), line, valueStart + 1)
        case 6:
            // An object is the scene itself; a string names a scene file next to the trace.
            guard peek == UInt8(ascii: "{") || peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected an object or a file name for key \"scene\", found \(quoteToken(at: index))")
            }
            if peek == UInt8(ascii: "\"") { _ = try scanString() } else { try skipValue(depth: 0) }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<index]), as: UTF8.self)
            keys.scene = (text, line, valueStart + 1)
        case 8:
            // The root view of a Swift-source scene, as `--view` names it; on a `focus` or
            // `a11y` line, the view acted on (`null`: focus leaves every view).
            if peek == UInt8(ascii: "n") {
                try expectLiteral("null")
                keys.view = nil
                keys.viewIsNull = true
                break
            }
            guard peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected a string for key \"view\", found \(quoteToken(at: index))")
            }
            keys.view = (try scanText(key: "view"), line, valueStart + 1)
        case 9:
            // The device preset a Swift-source scene is laid out on, as `--device` names it.
            guard peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected a string for key \"device\", found \(quoteToken(at: index))")
            }
            let name = try scanString()
            keys.device = (String(decoding: name, as: UTF8.self), line, valueStart + 1)
        case 7:
            guard peek == UInt8(ascii: "\"") else {
                throw error(at: index, "expected a string for key \"gesture\", found \(quoteToken(at: index))")
            }
            _ = try scanString()
            // Kept as JSON text: the replay decodes its escapes and points into it.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<index]), as: UTF8.self)
            keys.gesture = (text, line, valueStart + 1)
        default: break
        }
    }

    /// The event a line's keys describe, checked against its phase.
    private mutating func event(from keys: Keys, objectStart: Int) throws(TraceError) -> TraceEvent {
        let (time, pointer, phase, phaseColumn, x, y) = (keys.time, keys.pointer, keys.phase, keys.phaseColumn, keys.x, keys.y)
        let (gesture, view, viewIsNull, seen, looksLikeRecord) = (keys.gesture, keys.view, keys.viewIsNull, keys.seen, keys.looksLikeRecord)
        var extra = keys.extra
        if let column = extra.headerOnlyColumn {
            throw error(at: column - 1, "\(extra.headerOnlyName) is a setting of the header, the first line; this line is an event")
        }
        guard let phase else {
            if looksLikeRecord {
                throw error(at: objectStart, "this looks like gesture-replay output records (it has \"callback\"), not a trace; pass the trace the records came from (for NAME.expected.jsonl, NAME.jsonl)")
            }
            let missing = ["t", "id", "phase", "x", "y"].enumerated().first { seen & (1 << UInt16($0.offset)) == 0 }!.element
            throw error(at: objectStart, "missing key \"\(missing)\"; a pointer event needs t, id, phase, x and y")
        }
        if let gesture, phase == .magnify || phase == .rotate {
            // A trackpad gesture's phase shares its key with the header's gesture expression.
            try extra.readGesturePhase(gesture.0, column: gesture.2, parser: self)
        }
        // x, y or id on a line kind that has none would be dropped when written: refused.
        let misplaced = seen & ~Self.keptCoreKeys(of: phase)
        if misplaced != 0, let name = [(1, "id"), (3, "x"), (4, "y")].first(where: { misplaced & (1 << UInt16($0.0)) != 0 })?.1 {
            throw error(at: objectStart, "'\(name)' does not belong on a '\(phase)' line" + (phase == .squeeze || phase == .pencilDoubleTap ? (name == "id" ? "; name the Pencil with 'pencil'" : "; it has no place (a Pencil's hover pose is its latest 'hover' line's)") : ""))
        }
        let required = Self.requiredKeys(of: phase)
        if seen & required.core != required.core || !extra.eventKeys.isSuperset(of: required.extra) {
            if looksLikeRecord && phase.isContact {
                throw error(at: objectStart, "this looks like gesture-replay output records (it has \"callback\"), not a trace; pass the trace the records came from (for NAME.expected.jsonl, NAME.jsonl)")
            }
            throw error(at: objectStart, Self.missingKeyMessage(phase: phase, core: seen, extra: extra.eventKeys))
        }
        var event = TraceEvent(time: time!.0, pointer: pointer ?? 0, phase: phase, x: x ?? .nan, y: y ?? .nan, line: line,
                               input: .touch)
        if phase == .focus || phase == .a11y {
            // The view a focus move or an assistive technology names, by its id in the scene.
            guard view != nil || (viewIsNull && phase == .focus) else {
                throw error(at: objectStart, viewIsNull ? "an 'a11y' line acts on one view; \"view\": null is for a 'focus' line"
                                                         : "missing key \"view\"; a '\(phase)' line needs t, phase and view (the id of a view of the scene\(phase == .focus ? ", or null" : ""))")
            }
            if let view { event.name = try intern(view.0, at: view.2 - 1) }
        } else if view != nil || viewIsNull, seen & Self.eventKeys != 0 || !extra.eventKeys.isEmpty {
            throw error(at: objectStart, "'view' does not belong on a '\(phase)' line; it is for 'focus' and 'a11y' lines, and the header")
        }
        if !extra.eventKeys.isEmpty || !phase.isContact {
            try extra.apply(to: &event, parser: self, phaseColumn: phaseColumn)
        }
        return event
    }


    // MARK: - The canonical line

    /// The line as recorders and this tool write it — `{"t":…,"id":…,"phase":"…","x":…,"y":…}`,
    /// keys in this order, no spaces, plain decimal numbers — read in one pass with no
    /// branches on key names. Anything else returns nil and goes through the general parser,
    /// which also produces every error; so this path only ever accepts lines that parser accepts,
    /// with the same result.
    @inline(__always)
    private mutating func parseCanonical() -> Parsed? {
        index = 0
        guard expect("{\"t\":"), let nanoseconds = canonicalTime(),
              expect(",\"id\":"), let pointer = canonicalInteger(),
              expect(",\"phase\":\"") else { return nil }
        let phase: PointerPhase
        if expect("move\"") { phase = .move }
        else if expect("down\"") { phase = .down }
        else if expect("up\"") { phase = .up }
        else if expect("cancel\"") { phase = .cancel }
        else { return nil }
        guard expect(",\"x\":"), let x = canonicalDouble(),
              expect(",\"y\":"), let y = canonicalDouble(),
              expect("}"), index == bytes.count else { return nil }
        return .event(TraceEvent(time: TraceTime(nanoseconds: nanoseconds), pointer: pointer, phase: phase,
                                 x: x + 0, y: y + 0, line: line, input: .touch))
    }

    /// Skips `literal` if the bytes at `index` are exactly it.
    @inline(__always)
    private mutating func expect(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count,
              memcmp(bytes.baseAddress! + index, literal.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// Digits at `index` folded into `value`: nil for none, a leading zero followed by a digit
    /// (JSON has no leading zeros), or more than `limit` digits.
    @inline(__always)
    private mutating func canonicalDigits(limit: Int, into value: inout UInt64) -> Int? {
        let start = index
        let count = foldDigits(into: &value)
        guard count > 0, count <= limit, !(count > 1 && bytes[start] == UInt8(ascii: "0")) else { return nil }
        return count
    }

    /// Folds the digits at `index` into `value` (wrapping; callers bound the count) and
    /// returns how many there were.
    @inline(__always)
    private mutating func foldDigits(into value: inout UInt64) -> Int {
        let start = index
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
        return index - start
    }

    /// A non-negative decimal with at most 9 whole and 9 fractional digits, as nanoseconds.
    @inline(__always)
    private mutating func canonicalTime() -> Int64? {
        var whole: UInt64 = 0
        guard canonicalDigits(limit: 9, into: &whole) != nil else { return nil }
        var nanoseconds = whole &* 1_000_000_000
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fraction: UInt64 = 0
            let digits = foldDigits(into: &fraction)
            guard digits > 0 && digits <= 9 else { return nil }
            nanoseconds &+= fraction &* Self.powersOfTen[9 - digits]
        }
        return Int64(nanoseconds)
    }

    /// An optionally negative integer of at most 18 digits.
    @inline(__always)
    private mutating func canonicalInteger() -> Int64? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: UInt64 = 0
        guard canonicalDigits(limit: 18, into: &value) != nil else { return nil }
        return negative ? -Int64(value) : Int64(value)
    }

    /// A plain decimal (no exponent) with at most 15 significant digits in all, exactly as the
    /// general parser's fast path reads it: the integer of its digits divided by a power of ten,
    /// both exact, so the one rounding is the division's.
    @inline(__always)
    private mutating func canonicalDouble() -> Double? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        guard let wholeDigits = canonicalDigits(limit: 15, into: &mantissa) else { return nil }
        var fractionDigits = 0
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = foldDigits(into: &mantissa)
            guard fractionDigits > 0, wholeDigits + fractionDigits <= 15 else { return nil }
        }
        let magnitude = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]
    private static let exactPowersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    @inline(__always)
    private static func slot(of key: UnsafeBufferPointer<UInt8>) -> Int {
        switch key.count {
        case 1:
            switch key[0] {
            case UInt8(ascii: "t"): return 0
            case UInt8(ascii: "x"): return 3
            case UInt8(ascii: "y"): return 4
            default: return -1
            }
        case 2: return key[0] == UInt8(ascii: "i") && key[1] == UInt8(ascii: "d") ? 1 : -1
        case 4: return matches(key, "view") ? 8 : -1
        case 6: return matches(key, "device") ? 9 : -1
        case 5:
            if matches(key, "phase") { return 2 }
            return matches(key, "scene") ? 6 : -1
        case 7:
            if matches(key, "profile") { return 5 }
            return matches(key, "gesture") ? 7 : -1
        default: return -1
        }
    }

    /// Byte equality with a literal, without going through String.
    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        return memcmp(bytes.baseAddress!, literal.utf8Start, count) == 0
    }

    // MARK: - Values the format names

    @inline(__always)
    private mutating func scanTime(key: StaticString) throws(TraceError) -> TraceTime {
        let start = index
        let number = try scanNumber(key: key)
        guard let nanoseconds = number.nanoseconds(in: bytes) else {
            throw error(at: start, "time \(quoteToken(at: start)) is out of range; times must be within ±292 years")
        }
        return TraceTime(nanoseconds: nanoseconds)
    }

    @inline(__always)
    mutating func scanInteger(key: StaticString) throws(TraceError) -> Int64 {
        let start = index
        let number = try scanNumber(key: key)
        guard let value = number.integer(in: bytes) else {
            if number.isPlainInteger {
                throw error(at: start, "\(quoteToken(at: start)) is out of range for key \"\(key)\"; ids are 64-bit integers, from -9223372036854775808 to 9223372036854775807")
            }
            throw error(at: start, "expected an integer for key \"\(key)\", found \(quoteToken(at: start))")
        }
        return value
    }

    @inline(__always)
    mutating func scanCoordinate(key: StaticString) throws(TraceError) -> Double {
        let start = index
        let number = try scanNumber(key: key)
        let value = number.double(in: bytes)
        guard value.isFinite else {
            throw error(at: start, "non-finite number \(quoteToken(at: start)) for key \"\(key)\"; coordinates must be finite")
        }
        // -0 is 0: adding +0 turns a negative zero positive and leaves every other value alone,
        // so output never shows "-0".
        return value + 0
    }

    private mutating func scanPhase() throws(TraceError) -> PointerPhase {
        let start = index
        guard peek == UInt8(ascii: "\"") else {
            throw error(at: index, "expected a string for key \"phase\" (down, move, up, cancel, or a version-2 kind such as hover or scroll), found \(quoteToken(at: index))")
        }
        let text = try scanString()
        switch text.count {
        case 2 where Self.matches(text, "up"): return .up
        case 4 where Self.matches(text, "down"): return .down
        case 4 where Self.matches(text, "move"): return .move
        case 6 where Self.matches(text, "cancel"): return .cancel
        default: break
        }
        for (spelling, phase) in PointerPhase.spellings where text.elementsEqual(spelling.utf8) {
            return phase
        }
        let found = String(decoding: text, as: UTF8.self)
        var message = "unknown phase \(quoted(text)); expected \(Self.contactPhases), \(Self.version2Phases)"
        if let suggestion = Suggestion.nearest(to: found, among: PointerPhase.spellings.map(\.0)) {
            message += " (did you mean '\(suggestion)'?)"
        }
        throw error(at: start + 1, message)
    }

    // MARK: - JSON lexical layer

    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    /// Scans a string starting at its opening quote and returns its raw contents (escapes left as
    /// written), checking that every escape and character is valid JSON.
    @inline(__always)
    mutating func scanString() throws(TraceError) -> UnsafeBufferPointer<UInt8> {
        let open = index
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                return content
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { break }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 5 < bytes.count,
                          (2...5).allSatisfy({ Self.isHexDigit(bytes[index + $0]) }) else {
                        throw error(at: index, "invalid \\u escape in a string; expected four hex digits")
                    }
                    index += 6
                default:
                    throw error(at: index, "invalid escape \(quoteToken(at: index, length: 2)) in a string")
                }
                continue
            }
            if byte < 0x20 {
                throw error(at: index, "control character in a string; escape it")
            }
            if byte >= 0x80 {
                index += try utf8SequenceLength(at: index)
                continue
            }
            index += 1
        }
        throw error(at: open, "unterminated string; expected a closing '\"'")
    }

    /// The length of the well-formed UTF-8 sequence at `position` (RFC 3629: no overlong forms,
    /// no surrogates, nothing past U+10FFFF), or an error naming the bad byte.
    private func utf8SequenceLength(at position: Int) throws(TraceError) -> Int {
        let lead = bytes[position]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw invalidUTF8(at: position)
        }
        for offset in 1..<length {
            guard position + offset < bytes.count else { throw invalidUTF8(at: position) }
            let byte = bytes[position + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low && byte <= high else { throw invalidUTF8(at: position + offset) }
        }
        return length
    }

    private func invalidUTF8(at position: Int) -> TraceError {
        error(at: position, "invalid UTF-8 byte 0x\(String(bytes[position], radix: 16, uppercase: true)) in a string; a trace is UTF-8 text")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
             UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }

    @inline(__always)
    mutating func scanNumber(key: StaticString) throws(TraceError) -> ScannedNumber {
        let start = index
        guard let number = ScannedNumber.scan(bytes, from: &index) else {
            if Self.startsNonFiniteLiteral(bytes, at: index) {
                throw error(at: start, "non-finite number \(quoteToken(at: start)) for key \"\(key)\"; JSON numbers must be finite")
            }
            let found = quoteToken(at: start)
            if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "{") || peek == UInt8(ascii: "[")
                || peek == UInt8(ascii: "t") || peek == UInt8(ascii: "f") || peek == UInt8(ascii: "n") {
                throw error(at: start, "expected a number for key \"\(key)\", found \(found)")
            }
            throw error(at: start, "invalid number \(found) for key \"\(key)\"")
        }
        return number
    }

    private static func startsNonFiniteLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            position += 1
        }
        guard position < bytes.count else { return false }
        return bytes[position] == UInt8(ascii: "N") || bytes[position] == UInt8(ascii: "I")
            || bytes[position] == UInt8(ascii: "i") || (bytes[position] == UInt8(ascii: "n")
                && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "a"))
    }

    /// Checks and skips any JSON value.
    mutating func skipValue(depth: Int) throws(TraceError) {
        guard depth < Self.maximumNesting else {
            throw error(at: index, "value nested more than \(Self.maximumNesting) levels deep, the limit for a trace line (docs/reliability.md#limits)")
        }
        switch peek {
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = peek == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let isObject = close == UInt8(ascii: "}")
            index += 1
            skipWhitespace()
            if peek == close { index += 1; return }
            while true {
                skipWhitespace()
                if isObject {
                    guard peek == UInt8(ascii: "\"") else {
                        throw error(at: index, "expected a key in double quotes, found \(quoteToken(at: index))")
                    }
                    _ = try scanString()
                    skipWhitespace()
                    guard peek == UInt8(ascii: ":") else {
                        throw error(at: index, "expected ':' after a key, found \(quoteToken(at: index))")
                    }
                    index += 1
                    skipWhitespace()
                }
                try skipValue(depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == close { index += 1; return }
                throw error(at: index, "expected ',' or '\(Character(Unicode.Scalar(close)))', found \(quoteToken(at: index))")
            }
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        default:
            let start = index
            if Self.startsNonFiniteLiteral(bytes, at: index) {
                throw error(at: start, "non-finite number \(quoteToken(at: start)); JSON numbers must be finite")
            }
            guard ScannedNumber.scan(bytes, from: &index) != nil else {
                if index >= bytes.count { throw error(at: start, "expected a value before the end of the line") }
                throw error(at: start, "expected a JSON value, found \(quoteToken(at: start))")
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(TraceError) {
        let count = literal.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && UnsafeBufferPointer(start: literal.utf8Start, count: count)
                .elementsEqual(UnsafeBufferPointer(rebasing: bytes[index..<(index + count)]))
        guard matches else { throw error(at: index, "expected a JSON value, found \(quoteToken(at: index))") }
        index += count
    }

    // MARK: - Diagnostics

    /// The bits of `seen` for the keys of a pointer event: t, id, phase, x, y (slots 0–4).
    static let eventKeys: UInt16 = 0b11111

    /// The settings a header line may carry.
    static let headerKeys = ["profile", "scene", "gesture", "view", "device"] + Version2Keys.headerKeyNames

    func error(at position: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: position + 1, message: message)
    }

    func quoted(_ text: UnsafeBufferPointer<UInt8>) -> String {
        "'" + String(decoding: text, as: UTF8.self) + "'"
    }

    /// The token starting at `position`, quoted, for "found …" in messages.
    func quoteToken(at position: Int, length: Int? = nil) -> String {
        guard position < bytes.count else { return "the end of the line" }
        var end = position
        let limit = min(bytes.count, position + (length ?? 24))
        if length != nil {
            end = limit
        } else if Self.isStructural(bytes[position]) {
            end = position + 1
        } else if bytes[position] == UInt8(ascii: "\"") {
            end = position + 1
            while end < limit && bytes[end] != UInt8(ascii: "\"") { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: "\"") { end += 1 }
        } else {
            repeat { end += 1 } while end < limit && !Self.isDelimiter(bytes[end])
        }
        return "'" + Self.printable(UnsafeBufferPointer(rebasing: bytes[position..<end])) + "'"
    }

    /// Bytes as text a terminal shows faithfully: control characters as `\u0000`, bytes that are
    /// not UTF-8 as `\xFF`.
    static func printable(_ slice: UnsafeBufferPointer<UInt8>) -> String {
        var text = ""
        var position = 0
        while position < slice.count {
            let byte = slice[position]
            if byte < 0x20 || byte == 0x7F {
                let hex = String(byte, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                position += 1
            } else if byte < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(byte))
                position += 1
            } else {
                var decoder = UTF8()
                var iterator = slice[position...].makeIterator()
                if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                    text.unicodeScalars.append(scalar)
                    position += UTF8.width(scalar)
                } else {
                    text += "\\x" + String(byte, radix: 16, uppercase: true)
                    position += 1
                }
            }
        }
        return text
    }

    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: ","): true
        default: false
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"),
             UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): true
        default: false
        }
    }
}
