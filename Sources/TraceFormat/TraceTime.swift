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

    /// Appends the exact decimal seconds of `nanoseconds` to `out`, allocation-free on a reserved buffer.
    public static func appendDecimalSeconds(_ nanoseconds: Int64, to out: inout [UInt8]) {
        let magnitude = nanoseconds.magnitude
        if nanoseconds < 0 { out.append(UInt8(ascii: "-")) }
        let whole = magnitude / UInt64(nanosecondsPerSecond)
        var fraction = magnitude % UInt64(nanosecondsPerSecond)
        appendUnsigned(whole, to: &out)
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        var digits = 9
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    static func appendUnsigned(_ value: UInt64, to out: inout [UInt8]) {
        if value < 10 { out.append(UInt8(ascii: "0") &+ UInt8(value)); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") &+ UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
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
