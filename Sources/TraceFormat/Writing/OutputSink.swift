#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered bytes on their way to a file descriptor (or to memory, for tests and `check`).
/// Writes happen in large blocks; `flush()` makes everything appended so far visible.
///
/// The buffer is raw memory rather than an `[UInt8]`: a record is dozens of small appends, and
/// each one is a bounds check and a copy, not a trip through Array's growth machinery.
public struct OutputSink: ~Copyable {
    public enum Destination { case fileDescriptor(Int32), memory }

    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private let destination: Destination
    /// Set once a write fails; later writes are dropped so the caller sees one error.
    public private(set) var failure: String?
    /// Set when whoever read the output went away (`EPIPE`, as in `gesture-replay … | head -1`).
    /// Not a failure: later writes are dropped and nothing is reported, as `rg` and `jq` do.
    public private(set) var readerClosed = false
    /// Runs once when the reader goes away. The command line ends the process here, so a long
    /// replay stops at once instead of computing output nobody reads; a library leaves it nil.
    /// Unchecked: docs/architecture.md#threads says why it is safe.
    nonisolated(unsafe) public static var whenReaderCloses: (() -> Void)?

    static let flushThreshold = 64 * 1024

    public init(_ destination: Destination) {
        self.destination = destination
        capacity = Self.flushThreshold + 4096
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes appended and not yet flushed (all of them, for a `.memory` sink).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// The text written so far to a `.memory` sink.
    public var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    @inline(__always) public mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    public mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        reserve(buffer.count)
        (storage + count).update(from: base, count: buffer.count)
        count += buffer.count
    }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A literal, whose bytes are in the binary already: no String to look through.
    public mutating func append(literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    public mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `value` in the shortest form that reads back as the same Double, as JSON allows:
    /// `80` rather than `80.0`, `0.0001`, `1e-07`.
    public mutating func appendNumber(_ value: Double) {
        reserve(NumberFormat.maximumLength)
        count += NumberFormat.write(value, to: storage + count)
    }

    public mutating func appendTime(_ time: TraceTime) {
        reserve(TraceTime.maximumDecimalLength)
        count += TraceTime.writeDecimalSeconds(time.nanoseconds, to: storage + count)
    }

    /// Appends `text` as a JSON string literal, escaping what JSON requires.
    public mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // At most six bytes (\u00XX) per input byte, and the quotes.
            reserve(utf8.count * 6 + 2)
            var out = storage + count
            out.pointee = UInt8(ascii: "\""); out += 1
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    out[0] = UInt8(ascii: "\\"); out[1] = byte; out += 2
                case UInt8(ascii: "\n"):
                    out[0] = UInt8(ascii: "\\"); out[1] = UInt8(ascii: "n"); out += 2
                case UInt8(ascii: "\t"):
                    out[0] = UInt8(ascii: "\\"); out[1] = UInt8(ascii: "t"); out += 2
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    out[0] = UInt8(ascii: "\\"); out[1] = UInt8(ascii: "u"); out[2] = UInt8(ascii: "0"); out[3] = UInt8(ascii: "0")
                    out[4] = hex.utf8Start[Int(byte >> 4)]; out[5] = hex.utf8Start[Int(byte & 15)]; out += 6
                default:
                    out.pointee = byte; out += 1
                }
            }
            out.pointee = UInt8(ascii: "\""); out += 1
            count = storage.distance(to: out)
        }
    }

    /// Writes out the buffer once it is large; call after each record.
    @inline(__always) public mutating func flushIfFull() {
        if count >= Self.flushThreshold { flush() }
    }

    public mutating func flush() {
        guard case .fileDescriptor(let descriptor) = destination, count > 0 else { return }
        defer { count = 0 }
        guard failure == nil, !readerClosed else { return }
        var offset = 0
        while offset < count {
            let written = write(descriptor, storage + offset, count - offset)
            if written > 0 { offset += written; continue }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && errno == EPIPE {
                readerClosed = true
                Self.whenReaderCloses?()
                return
            }
            failure = String(cString: strerror(errno))
            return
        }
    }
}

/// Shortest round-trip decimal text of a Double, in JSON's syntax.
public enum NumberFormat {
    /// The most bytes `write` writes (`-2.2250738585072014e-308` is 24).
    public static let maximumLength = 32

    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value` at `out` (room for `maximumLength` bytes); returns how many bytes.
    static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Integers that Double holds exactly print without a fraction: `80`, not `80.0`.
        if value == value.rounded(.towardZero) && abs(value) <= 9_007_199_254_740_992 {
            if value == 0 { out[0] = UInt8(ascii: "0"); return 1 }
            let integer = Int64(value)
            var count = 0
            if integer < 0 { out[0] = UInt8(ascii: "-"); count = 1 }
            return count + TraceTime.writeUnsigned(integer.magnitude, to: out + count)
        }
        guard value.isFinite else {
            // JSON has no spelling for these; null is what JSON.stringify and Python's strict mode use.
            let null: StaticString = "null"
            out.update(from: null.utf8Start, count: 4)
            return 4
        }
        if let count = writeShortDecimal(value, to: out) { return count }
        // The standard library's shortest round-trip form, written through `TextOutputStream`
        // straight into `out`: `description` made a heap string for every number longer than
        // 15 bytes, and freeing it cost more than the formatting. `write(to:)` is the debug
        // formatter, which spells finite values as `description` does and differs only for
        // NaN (`nan(0x…)`): the `isFinite` guard above must stay in front of it.
        var sink = FixedBufferStream(out: out)
        value.write(to: &sink)
        return sink.count
    }

    /// A stream into at most `maximumLength` bytes at `out`. The standard library writes a
    /// number's ASCII with `_writeASCII`, from its own stack buffer; `write(_:)` is the
    /// general path, kept correct should it ever be used.
    private struct FixedBufferStream: TextOutputStream {
        let out: UnsafeMutablePointer<UInt8>
        var count = 0

        mutating func write(_ string: String) {
            var text = string
            text.withUTF8 { append($0) }
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(buffer) }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let taken = min(bytes.count, NumberFormat.maximumLength - count)
            guard taken > 0, let base = bytes.baseAddress else { return }
            (out + count).update(from: base, count: taken)
            count += taken
        }
    }

    /// Values with at most six decimals (`221.9`, `0.125`, `-3.05`), the bulk of coordinates and
    /// times, printed without going through `description`: the decimal with the fewest places
    /// that reads back as exactly `value` — the shortest round-trip form, which is what
    /// `description` prints for magnitudes from 1e-4 to 1e9 (tests compare the two).
    @inline(__always)
    static func writeShortDecimal(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        let magnitude = value.magnitude
        guard magnitude >= 1e-4 && magnitude < 1e9 else { return nil }
        // Below 1e9 a double's spacing is under 1.2e-7, so at most one decimal with six places
        // reads back as this value, and it is the integer nearest magnitude × 10^6 (truncating
        // x + 0.5 compiles to one instruction; near a half there is no match anyway). Any
        // shorter decimal that reads back is that same number: so one test rejects the long
        // values, and the shortest form is that integer without its trailing zeros.
        let micros = UInt64(magnitude * 1e6 + 0.5)
        guard Double(micros) / 1e6 == magnitude else { return nil }
        var integer = micros
        var digits = 6
        while digits > 0 && integer % 10 == 0 { integer /= 10; digits -= 1 }
        var count = 0
        if value < 0 { out[0] = UInt8(ascii: "-"); count = 1 }
        // At least one digit before the point: 0.05 is three digits in all.
        var length = 1
        var bound: UInt64 = 10
        while integer >= bound { length += 1; bound &*= 10 }
        length = max(length, digits + 1)
        for index in stride(from: length, through: 0, by: -1) {
            if index == length - digits {
                out[count + index] = UInt8(ascii: ".")
                continue
            }
            out[count + index] = UInt8(ascii: "0") &+ UInt8(integer % 10)
            integer /= 10
        }
        return count + length + 1
    }

    public static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
