/// A point on the trace's clock, held as whole nanoseconds so that `0.5` is exactly half a second
/// and equal times compare equal however they were written.
public struct TraceTime: Hashable, Comparable, Sendable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let nanosecondsPerSecond: Int64 = 1_000_000_000

    public static func < (lhs: TraceTime, rhs: TraceTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// Seconds as a Double, for arithmetic (velocities); never used to print a time.
    public var seconds: Double { Double(nanoseconds) / 1e9 }
}

extension TraceTime: CustomStringConvertible {
    /// The exact decimal number of seconds with no trailing zeros: `0.03`, `1`, `-0.000000001`.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        TraceTime.appendDecimalSeconds(nanoseconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The most bytes `writeDecimalSeconds` writes: a sign, 10 whole digits, a point, 9 decimals.
    public static let maximumDecimalLength = 21

    /// Appends the exact decimal seconds of `nanoseconds` to `out`.
    public static func appendDecimalSeconds(_ nanoseconds: Int64, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumDecimalLength) { buffer in
            let count = writeDecimalSeconds(nanoseconds, to: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the exact decimal seconds of `nanoseconds` at `out` (room for
    /// `maximumDecimalLength` bytes) and returns how many bytes it wrote.
    @inline(__always)
    static func writeDecimalSeconds(_ nanoseconds: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        let magnitude = nanoseconds.magnitude
        if nanoseconds < 0 { out[0] = UInt8(ascii: "-"); count = 1 }
        let whole = magnitude / UInt64(nanosecondsPerSecond)
        var fraction = magnitude % UInt64(nanosecondsPerSecond)
        count += writeUnsigned(whole, to: out + count)
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        count += 1
        var digits = 9
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        for index in stride(from: digits - 1, through: 0, by: -1) {
            out[count + index] = UInt8(ascii: "0") &+ UInt8(fraction % 10)
            fraction /= 10
        }
        return count + digits
    }

    /// Writes the decimal digits of `value` at `out` (room for 20 bytes); returns how many.
    @inline(__always)
    static func writeUnsigned(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var bound: UInt64 = 10
        while length < 20 && value >= bound {
            length += 1
            bound = bound &* 10
            if bound < 10 { break }
        }
        var rest = value
        for index in stride(from: length - 1, through: 0, by: -1) {
            out[index] = UInt8(ascii: "0") &+ UInt8(rest % 10)
            rest /= 10
        }
        return length
    }

    static func appendUnsigned(_ value: UInt64, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let count = writeUnsigned(value, to: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}

extension TraceTime {
    /// Nanoseconds from a clock's start to its tick `index` at `rate` Hz, rounded to the
    /// microsecond as device clocks stamp touches (`0.016667`, not `0.016666667`).
    public static func tickOffset(_ index: Int64, rate: Double) -> Int64 {
        Int64((Double(index) * 1e6 / rate).rounded()) * 1000
    }

    /// `seconds` rounded to the nearest nanosecond.
    public init(seconds: Double) {
        self.init(nanoseconds: Int64((seconds * 1e9).rounded()))
    }
}
