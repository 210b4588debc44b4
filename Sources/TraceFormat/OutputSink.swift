#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered bytes on their way to a file descriptor (or to memory, for tests). Writes happen in
/// large blocks; `flush()` makes everything appended so far visible.
public struct OutputSink: ~Copyable {
    public enum Destination { case fileDescriptor(Int32), memory }

    public private(set) var bytes: [UInt8] = []
    private let destination: Destination
    /// Set once a write fails; later writes are dropped so the caller sees one error.
    public private(set) var failure: String?

    static let flushThreshold = 64 * 1024

    public init(_ destination: Destination) {
        self.destination = destination
        bytes.reserveCapacity(Self.flushThreshold + 4096)
    }

    @inline(__always) public mutating func append(_ byte: UInt8) { bytes.append(byte) }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func append(contentsOf other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }

    /// Appends `value` in the shortest form that reads back as the same Double, as JSON allows:
    /// `80` rather than `80.0`, `0.0001`, `1e-07`.
    public mutating func appendNumber(_ value: Double) { NumberFormat.append(value, to: &bytes) }

    public mutating func appendTime(_ time: TraceTime) {
        TraceTime.appendDecimalSeconds(time.nanoseconds, to: &bytes)
    }

    /// Appends `text` as a JSON string literal, escaping what JSON requires.
    public mutating func appendJSONString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 15)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes out the buffer once it is large; call after each record.
    @inline(__always) public mutating func flushIfFull() {
        if bytes.count >= Self.flushThreshold { flush() }
    }

    public mutating func flush() {
        guard case .fileDescriptor(let descriptor) = destination, !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 { offset += written; continue }
                if written < 0 && errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
        }
    }

    /// The text written so far to a `.memory` sink.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Shortest round-trip decimal text of a Double, in JSON's syntax.
public enum NumberFormat {
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        // Integers that Double holds exactly print without a fraction: `80`, not `80.0`.
        if value == value.rounded(.towardZero) && abs(value) <= 9_007_199_254_740_992 {
            if value == 0 { bytes.append(UInt8(ascii: "0")); return }
            let integer = Int64(value)
            if integer < 0 { bytes.append(UInt8(ascii: "-")) }
            TraceTime.appendUnsigned(integer.magnitude, to: &bytes)
            return
        }
        guard value.isFinite else {
            // JSON has no spelling for these; null is what JSON.stringify and Python's strict mode use.
            bytes.append(contentsOf: "null".utf8)
            return
        }
        if appendShortDecimal(value, to: &bytes) { return }
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Values with at most six decimals (`221.9`, `0.125`, `-3.05`), the bulk of coordinates and
    /// times, printed without going through `description`: the fewest fraction digits `k` whose
    /// decimal reads back as exactly `value`. That is the shortest round-trip form, which is
    /// what `description` prints for magnitudes from 1e-4 to 2^53 (tests compare the two).
    @inline(__always)
    static func appendShortDecimal(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 1e-4 && magnitude < 1e9 else { return false }
        var scale = 1.0
        for digits in 1...6 {
            scale *= 10
            // Truncating x + 0.5 rounds like `rounded()` everywhere it matters here — a value
            // near a half can never be a match — and compiles to one instruction, not a libm call.
            let scaled = Double(UInt64(magnitude * scale + 0.5))
            guard scaled / scale == magnitude else { continue }
            var integer = UInt64(scaled)
            var reversed: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &reversed) { digitsBuffer in
                while integer > 0 || count <= digits {
                    digitsBuffer[count] = UInt8(ascii: "0") &+ UInt8(integer % 10)
                    integer /= 10
                    count += 1
                }
            }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            withUnsafeBytes(of: &reversed) { digitsBuffer in
                var index = count - 1
                while index >= 0 {
                    if index == digits - 1 { bytes.append(UInt8(ascii: ".")) }
                    bytes.append(digitsBuffer[index])
                    index -= 1
                }
            }
            return true
        }
        return false
    }

    public static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
