import TraceFormat

/// One evdev event as a recording lists it.
public struct EvdevEvent: Equatable, Sendable {
    public var nanoseconds: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32
    /// Where it was written, for errors.
    public var line: Int

    public init(nanoseconds: Int64, type: UInt16, code: UInt16, value: Int32, line: Int) {
        self.nanoseconds = nanoseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }
}

/// What a recording says about its device: its name and the range of each absolute axis.
public struct EvdevDevice: Equatable, Sendable {
    public struct Axis: Equatable, Sendable {
        public var minimum: Int32
        public var maximum: Int32
        /// Units per millimetre; 0 when the device does not say.
        public var resolution: Int32

        public init(minimum: Int32, maximum: Int32, resolution: Int32) {
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
        }
    }

    public var name = ""
    public var axes: [UInt16: Axis] = [:]

    public init() {}

    /// How the device reports contacts.
    public enum TouchProtocol: String, Sendable { case b = "B", a = "A", singleTouch = "single touch" }

    public var touchProtocol: TouchProtocol {
        if axes[Evdev.absMTSlot] != nil { return .b }
        if axes[Evdev.absMTPositionX] != nil { return .a }
        return .singleTouch
    }

    /// The axes positions come from: the multi-touch ones when there are any.
    public var positionAxes: (x: Axis, y: Axis)? {
        if let x = axes[Evdev.absMTPositionX], let y = axes[Evdev.absMTPositionY] { return (x, y) }
        if let x = axes[Evdev.absX], let y = axes[Evdev.absY] { return (x, y) }
        return nil
    }
}

/// The evdev codes the importers read (linux/input-event-codes.h).
public enum Evdev {
    public static let synReport: UInt16 = 0, synMTReport: UInt16 = 2, synDropped: UInt16 = 3
    public static let evSyn: UInt16 = 0, evKey: UInt16 = 1, evAbs: UInt16 = 3
    public static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    public static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    public static let absMTTrackingID: UInt16 = 0x39
    public static let btnTouch: UInt16 = 0x14a, btnToolPen: UInt16 = 0x140, btnToolFinger: UInt16 = 0x145
    public static let absPressure: UInt16 = 0x18, absDistance: UInt16 = 0x19, absTiltX: UInt16 = 0x1a, absTiltY: UInt16 = 0x1b
    /// A tablet's tools that bring a pen into proximity: pen, rubber, brush, pencil, airbrush.
    public static let penTools: ClosedRange<UInt16> = 0x140...0x144
    public static let evRel: UInt16 = 2
    public static let relX: UInt16 = 0x00, relY: UInt16 = 0x01, relHWheel: UInt16 = 0x06, relWheel: UInt16 = 0x08
    /// A mouse's buttons: left, right, middle, side, extra, forward, back, task.
    public static let mouseButtons: ClosedRange<UInt16> = 0x110...0x117
}

/// Reads the two Linux recording formats into a device description and its evdev events, with
/// `file:line:column` errors like a trace's.
public enum EvdevRecordingFormat: String, CaseIterable, Sendable {
    /// `evemu-record` output: `N:`/`I:`/`P:`/`B:`/`A:` device lines, then `E: sec.usec type code value`.
    case evemu
    /// `libinput record` YAML (format version 1): `absinfo` for the axes and `- [sec, usec, type, code, value]` events.
    case libinputRecord = "libinput-record"
}

public struct EvdevRecording: Sendable {
    public var device = EvdevDevice()
    public var events: [EvdevEvent] = []

    /// The device of an evemu description (`evemu-describe` output, the `.desc` file).
    public static func device(from text: [UInt8], file: String) throws(TraceError) -> EvdevDevice {
        var recording = EvdevRecording()
        var parser = RecordingLines(bytes: text, file: file)
        try recording.parseEvemu(&parser)
        return recording.device
    }

    private init() {}

    public init(text: [UInt8], format: EvdevRecordingFormat, file: String) throws(TraceError) {
        var parser = RecordingLines(bytes: text, file: file)
        switch format {
        case .evemu: try parseEvemu(&parser)
        case .libinputRecord: try parseLibinput(&parser)
        }
        guard !events.isEmpty else {
            throw TraceError(file: file, line: 0, column: 0, message: "the recording has no events (\(format == .evemu ? "'E:' lines" : "'- [sec, usec, type, code, value]' lines"))")
        }
    }

    // MARK: - evemu

    private mutating func parseEvemu(_ lines: inout RecordingLines) throws(TraceError) {
        while let line = lines.next() {
            var scanner = line
            scanner.skipSpaces()
            guard let first = scanner.peek, first != UInt8(ascii: "#") else { continue }
            let tagColumn = scanner.column
            let tag = scanner.rest(upTo: UInt8(ascii: ":"))
            guard scanner.consume(UInt8(ascii: ":")) else {
                throw scanner.error(at: tagColumn, "expected a line such as 'E: 0.000001 0003 0035 0340' or a device line (N:, I:, P:, B:, A:), found \(scanner.quoted(tag))")
            }
            switch tag {
            case "N":
                scanner.skipSpaces()
                device.name = scanner.restOfLine
            case "I", "P", "B", "L", "S", "R":
                continue
            case "A":
                let code = try scanner.hexNumber("axis code")
                let minimum = try scanner.integer("minimum")
                let maximum = try scanner.integer("maximum")
                _ = try scanner.integer("fuzz")
                _ = try scanner.integer("flat")
                let resolution = scanner.atEnd ? 0 : try scanner.integer("resolution")
                device.axes[UInt16(truncatingIfNeeded: code)] = EvdevDevice.Axis(minimum: minimum, maximum: maximum, resolution: resolution)
            case "E":
                let nanoseconds = try scanner.timestamp()
                let type = try scanner.hexNumber("event type")
                let code = try scanner.hexNumber("event code")
                let value = try scanner.integer("event value")
                try append(EvdevEvent(nanoseconds: nanoseconds, type: UInt16(truncatingIfNeeded: type), code: UInt16(truncatingIfNeeded: code),
                                      value: value, line: line.number), column: scanner.column, file: lines.file)
            default:
                throw scanner.error(at: tagColumn, "unknown line '\(tag):'; evemu recordings have N:, I:, P:, B:, A: and E: lines")
            }
        }
    }

    // MARK: - libinput record

    private mutating func parseLibinput(_ lines: inout RecordingLines) throws(TraceError) {
        var inAbsinfo = false
        var absinfoIndent = 0
        var devices = 0
        while let line = lines.next() {
            var scanner = line
            scanner.skipSpaces()
            guard let first = scanner.peek, first != UInt8(ascii: "#") else { continue }
            let indent = scanner.column - 1
            if inAbsinfo && indent <= absinfoIndent { inAbsinfo = false }
            if scanner.starts(with: "- node:") {
                devices += 1
                guard devices == 1 else {
                    throw scanner.error("the recording has more than one device; record one device, or split the file per device")
                }
                continue
            }
            if scanner.starts(with: "name:"), device.name.isEmpty {
                scanner.skip(count: 5)
                scanner.skipSpaces()
                device.name = String(scanner.restOfLine.trimmingQuotes)
                continue
            }
            if scanner.starts(with: "absinfo:") {
                inAbsinfo = true
                absinfoIndent = indent
                continue
            }
            if inAbsinfo {
                // `53: [0, 799, 0, 0, 0]` — code: [minimum, maximum, fuzz, flat, resolution]
                let code = try scanner.decimal("axis code")
                guard scanner.consume(UInt8(ascii: ":")) else { throw scanner.error("expected ':' after the axis code") }
                let values = try scanner.list(count: 5, what: "[minimum, maximum, fuzz, flat, resolution]")
                device.axes[UInt16(truncatingIfNeeded: code)] = EvdevDevice.Axis(minimum: values[0], maximum: values[1], resolution: values[4])
                continue
            }
            if scanner.starts(with: "- [") {
                scanner.skip(count: 1)
                let values = try scanner.list(count: 5, what: "[seconds, microseconds, type, code, value]")
                guard values[0] >= 0, values[1] >= 0, values[1] < 1_000_000 else {
                    throw line.error(at: scanner.column, "an event's time is [seconds, microseconds] with 0 ≤ microseconds < 1000000")
                }
                try append(EvdevEvent(nanoseconds: Int64(values[0]) * 1_000_000_000 + Int64(values[1]) * 1000,
                                      type: UInt16(truncatingIfNeeded: values[2]), code: UInt16(truncatingIfNeeded: values[3]),
                                      value: values[4], line: line.number), column: 1, file: lines.file)
            }
            // Every other key (version, system, udev, quirks, …) says nothing the import needs.
        }
    }

    private mutating func append(_ event: EvdevEvent, column: Int, file: String) throws(TraceError) {
        if let last = events.last, event.nanoseconds < last.nanoseconds {
            throw TraceError(file: file, line: event.line, column: 1,
                             message: "time goes backwards: \(TraceTime(nanoseconds: event.nanoseconds)) s is before \(TraceTime(nanoseconds: last.nanoseconds)) s on line \(last.line)")
        }
        events.append(event)
    }
}

/// The lines of a recording, each with a small scanner.
struct RecordingLines {
    let bytes: [UInt8]
    let file: String
    private var index = 0
    private var lineNumber = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func next() -> LineScanner? {
        guard index < bytes.count else { return nil }
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        var end = index
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        index += 1
        lineNumber += 1
        return LineScanner(bytes: Array(bytes[start..<end]), number: lineNumber, file: file)
    }
}

struct LineScanner {
    let bytes: [UInt8]
    let number: Int
    let file: String
    private var index = 0

    init(bytes: [UInt8], number: Int, file: String) {
        self.bytes = bytes
        self.number = number
        self.file = file
    }

    var column: Int { index + 1 }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    /// At the end of the line, or at a trailing `#` comment.
    var atEnd: Bool {
        var position = index
        while position < bytes.count && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
        return position == bytes.count || bytes[position] == UInt8(ascii: "#")
    }

    mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    mutating func skip(count: Int) { index = min(bytes.count, index + count) }

    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard peek == byte else { return false }
        index += 1
        return true
    }

    func starts(with text: String) -> Bool { bytes[index...].starts(with: Array(text.utf8)) }

    mutating func rest(upTo byte: UInt8) -> String {
        let start = index
        while let current = peek, current != byte, current != 0x20 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    var restOfLine: String { String(decoding: bytes[index...], as: UTF8.self) }

    func quoted(_ text: String) -> String { text.isEmpty ? "the end of the line" : "'\(text)'" }

    func error(_ message: String) -> TraceError { error(at: column, message) }

    func error(at column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: number, column: column, message: message)
    }

    /// The next space-separated token.
    private mutating func token() -> (text: String, column: Int) {
        skipSpaces()
        let start = index
        while let byte = peek, byte != 0x20, byte != 0x09, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]") { index += 1 }
        return (String(decoding: bytes[start..<index], as: UTF8.self), start + 1)
    }

    mutating func hexNumber(_ what: String) throws(TraceError) -> Int32 {
        let (text, column) = token()
        guard let value = Int32(text, radix: 16) else {
            throw error(at: column, "expected a hexadecimal \(what), found \(quoted(text))")
        }
        return value
    }

    mutating func integer(_ what: String) throws(TraceError) -> Int32 {
        let (text, column) = token()
        guard let value = Int32(text) else {
            throw error(at: column, "expected an integer \(what), found \(quoted(text))")
        }
        return value
    }

    mutating func decimal(_ what: String) throws(TraceError) -> Int32 {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { index += 1 }
        guard index > start, let value = Int32(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error(at: start + 1, "expected an integer \(what)")
        }
        return value
    }

    /// `seconds.microseconds` as nanoseconds.
    mutating func timestamp() throws(TraceError) -> Int64 {
        let (text, column) = token()
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), seconds >= 0, parts[1].count == 6,
              let microseconds = Int64(parts[1]), microseconds >= 0 else {
            throw error(at: column, "expected a time such as 1357751031.716015 (seconds, a point, six digits of microseconds), found \(quoted(text))")
        }
        return seconds * 1_000_000_000 + microseconds * 1000
    }

    /// `[a, b, c, …]` with exactly `count` integers.
    mutating func list(count: Int, what: String) throws(TraceError) -> [Int32] {
        guard consume(UInt8(ascii: "[")) else { throw error("expected '\(what)'") }
        var values: [Int32] = []
        while true {
            let (text, column) = token()
            guard let value = Int32(text) else { throw error(at: column, "expected an integer in '\(what)', found \(quoted(text))") }
            values.append(value)
            if consume(UInt8(ascii: "]")) { break }
            guard consume(UInt8(ascii: ",")) else { throw error("expected ',' or ']' in '\(what)'") }
        }
        guard values.count == count else { throw error("expected \(count) numbers in '\(what)', found \(values.count)") }
        return values
    }
}

extension String {
    var trimmingQuotes: Substring {
        var text = self[...]
        while text.last == " " { text.removeLast() }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
        return text
    }
}
