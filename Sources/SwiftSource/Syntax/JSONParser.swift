import TraceFormat

/// A JSON value with the position where each part was written, so a scene's errors can point
/// into its file. Scenes are small, so a tree is fine here (traces never build one). Not
/// `indirect`: objects and arrays hold their parts in arrays already, and boxing every number
/// of every frame was most of a large scene's allocations.
package enum JSONNode {
    /// One `"key": value` of an object. A struct, not a tuple, so arrays of them are destroyed
    /// by specialized code rather than through a tuple's generic metadata.
    package struct Member {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONNode
    }

    case object([Member], SourcePosition)
    case array([JSONNode], SourcePosition)
    case string(String, SourcePosition)
    case number(Double, SourcePosition)
    case bool(Bool, SourcePosition)
    case null(SourcePosition)

    package var position: SourcePosition {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, let p), .bool(_, let p), .null(let p): p
        }
    }

    /// What the value is, for "expected …, found …" messages.
    package var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// Parses JSON text into `JSONNode`s. `start` is where the text begins in its file, so that a
/// scene embedded in a trace's header line reports positions in the trace.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line: Int
    private var lineStart: Int
    private let firstColumn: Int
    private let file: String
    /// What the text is, for messages: `scene`, `device record`.
    private let document: String

    package init(_ text: String, file: String, start: SourcePosition = SourcePosition(line: 1, column: 1), document: String = "scene") {
        self.bytes = Array(text.utf8)
        self.file = file
        self.document = document
        self.line = start.line
        self.lineStart = 0
        self.firstColumn = start.column
    }

    package static func parse(_ text: String, file: String, start: SourcePosition = SourcePosition(line: 1, column: 1),
                              document: String = "scene") throws(Diagnostic) -> JSONNode {
        var parser = JSONParser(text, file: file, start: start, document: document)
        let value = try parser.value(depth: 0)
        try parser.end()
        return value
    }

    /// Columns on the first line continue from where the text starts in its file.
    private var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart + (newlinesSeen == 0 ? firstColumn : 1))
    }

    private var newlinesSeen = 0

    private func error(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
        Diagnostic(file: file, position: position ?? self.position, message: message)
    }

    private func token() -> String {
        var end = index
        while end < bytes.count && end - index < 20 && !" \t\r\n,:]}".utf8.contains(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<max(end, min(index + 1, bytes.count))], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                newlinesSeen += 1
                lineStart = index
            default: return
            }
        }
    }

    /// Objects and arrays inside one another; a view inside a view takes two (its object and
    /// its `children` array).
    package static let maximumNesting = 64

    // MARK: - Reading part by part

    /// An object or array being read: where it starts, and how many parts were read.
    package struct Container {
        package let start: SourcePosition
        fileprivate var count = 0
    }

    /// Whether the next value begins with `byte` (`{` an object, `[` an array).
    package mutating func nextIs(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return index < bytes.count && bytes[index] == byte
    }

    /// The next value, whole, at `depth` (objects and arrays count one level each).
    package mutating func value(depth: Int) throws(Diagnostic) -> JSONNode {
        skipWhitespace()
        return try parseValue(depth: depth)
    }

    /// Reads the `{` the reader is at (`nextIs("{")`): an object at `depth`, read with `nextKey`.
    package mutating func beginObject(depth: Int) throws(Diagnostic) -> Container {
        try checkRoom(depth: depth)
        defer { index += 1 }
        return Container(start: position)
    }

    /// The object's next key and where it is written, the reader then at its value, which the
    /// caller must read; nil after the closing `}`.
    package mutating func nextKey(in object: inout Container) throws(Diagnostic) -> (key: String, at: SourcePosition)? {
        guard try nextPart(of: &object, closer: "}", noun: "object") else { return nil }
        let keyPosition = position
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a key in double quotes, found '\(token())'")
        }
        let key = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
        index += 1
        skipWhitespace()
        return (key, keyPosition)
    }

    /// Reads the `[` the reader is at (`nextIs("[")`): an array at `depth`, read with `nextElement`.
    package mutating func beginArray(depth: Int) throws(Diagnostic) -> Container {
        try checkRoom(depth: depth)
        defer { index += 1 }
        return Container(start: position)
    }

    /// Whether the array has another element, the reader then at it, which the caller must
    /// read; false after the closing `]`.
    package mutating func nextElement(in array: inout Container) throws(Diagnostic) -> Bool {
        try nextPart(of: &array, closer: "]", noun: "array")
    }

    /// Past the `,` before a container's next part, at that part; false past its `closer`.
    private mutating func nextPart(of container: inout Container, closer: Unicode.Scalar, noun: String) throws(Diagnostic) -> Bool {
        skipWhitespace()
        let closing = UInt8(ascii: closer)
        if container.count > 0 {
            guard index < bytes.count else { throw error("unterminated \(noun); expected '\(closer)'", at: container.start) }
            if bytes[index] != closing {
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '\(closer)' in an \(noun), found '\(token())'") }
                index += 1
                skipWhitespace()
                container.count += 1
                return true
            }
        } else if index >= bytes.count || bytes[index] != closing {
            container.count += 1
            return true
        }
        index += 1
        return false
    }

    /// Nothing but whitespace after the scene.
    package mutating func end() throws(Diagnostic) {
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the \(document): '\(token())'") }
    }

    /// A value may start here: not past the nesting limit nor the end of the text.
    private func checkRoom(depth: Int) throws(Diagnostic) {
        guard depth < Self.maximumNesting else {
            let views = document == "scene" ? ": about 30 levels of views inside views" : ""
            throw error("JSON nested more than \(Self.maximumNesting) levels deep, the limit for a \(document) (docs/reliability.md#limits)\(views)")
        }
        guard index < bytes.count else { throw error("expected a value before the end of the \(document)") }
    }

    private mutating func parseValue(depth: Int) throws(Diagnostic) -> JSONNode {
        try checkRoom(depth: depth)
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var object = try beginObject(depth: depth)
            var members: [JSONNode.Member] = []
            // Room for a view's keys and a frame's numbers at once, not grown one doubling at a time.
            members.reserveCapacity(6)
            while let (key, keyPosition) = try nextKey(in: &object) {
                members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: try parseValue(depth: depth + 1)))
            }
            return .object(members, start)
        case UInt8(ascii: "["):
            var array = try beginArray(depth: depth)
            var elements: [JSONNode] = []
            elements.reserveCapacity(4)
            while try nextElement(in: &array) { elements.append(try parseValue(depth: depth + 1)) }
            return .array(elements, start)
        case UInt8(ascii: "\""):
            return .string(try parseString(), start)
        case UInt8(ascii: "t") where bytes[index...].starts(with: "true".utf8):
            index += 4
            return .bool(true, start)
        case UInt8(ascii: "f") where bytes[index...].starts(with: "false".utf8):
            index += 5
            return .bool(false, start)
        case UInt8(ascii: "n") where bytes[index...].starts(with: "null".utf8):
            index += 4
            return .null(start)
        default:
            // The run of characters a number can hold, read by the trace reader's number scanner
            // (JSON's grammar, exact for short numbers), which must take all of it.
            var end = index
            var whole = 0
            while end < bytes.count, Self.mayBeInNumber(bytes[end]) {
                if end - index < 15 { whole = whole &* 10 &+ Int(bytes[end] &- UInt8(ascii: "0")) }
                end += 1
            }
            // Frames are whole points: up to 15 digits, without a leading zero, are exact as they are.
            if end > index, end - index <= 15, bytes[index] != UInt8(ascii: "0") || end == index + 1,
               bytes[index..<end].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) {
                index = end
                return .number(Double(whole), start)
            }
            let value: Double? = bytes[index..<end].withUnsafeBufferPointer { run in
                var scanned = 0
                guard let number = ScannedNumber.scan(run, from: &scanned), scanned == run.count else { return nil }
                return number.double(in: run)
            }
            guard let value, value.isFinite else {
                throw error("expected a JSON value, found '\(token())'")
            }
            index = end
            return .number(value, start)
        }
    }

    /// `+-0123456789.eE`.
    private static func mayBeInNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func parseString() throws(Diagnostic) -> String {
        let start = position
        index += 1
        // A string without escapes, as nearly all are, is made from the file's bytes at once.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var result: [UInt8] = Array(bytes[index..<end])
        index = end
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { break }
            // JSON has no raw control characters in strings, as the trace reader says too.
            if byte < 0x20 { throw error("control character in a string; escape it") }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { break }
                do throws(JSONText.EscapeError) {
                    index = try JSONText.decodeEscape(bytes, at: index, into: &result)
                } catch {
                    switch error {
                    case .unknown(let escaped): throw self.error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
                    case .badUnicode: throw self.error("invalid \\u escape in a string")
                    case .unpairedHigh: throw self.error("invalid \\u escape in a string: a high surrogate without its low half")
                    case .loneLow: throw self.error("invalid \\u escape in a string: a low surrogate alone")
                    }
                }
                continue
            }
            result.append(byte)
            index += 1
        }
        throw error("unterminated string; expected a closing '\"'", at: start)
    }
}
