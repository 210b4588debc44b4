import Testing
@testable import TraceFormat

@Suite("Times straight to nanoseconds, coordinates as Doubles")
struct ScannedNumberTests {
    private func scan(_ text: String) -> ScannedNumber? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            guard let number = ScannedNumber.scan(buffer, from: &index), index == buffer.count else { return nil }
            return number
        }
    }

    private func nanoseconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            return ScannedNumber.scan(buffer, from: &index)?.nanoseconds(in: buffer)
        }
    }

    private func double(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            return ScannedNumber.scan(buffer, from: &index)?.double(in: buffer)
        }
    }

    @Test("decimal seconds are exact", arguments: [
        ("0", 0), ("0.5", 500_000_000), ("0.016", 16_000_000), ("1", 1_000_000_000), ("12.000000001", 12_000_000_001),
        ("-0.25", -250_000_000), ("1e-3", 1_000_000), ("2.5E+1", 25_000_000_000), ("0.008333", 8_333_000),
        ("1234567.123456789", 1_234_567_123_456_789),
    ] as [(String, Int64)])
    func exactTimes(text: String, expected: Int64) {
        #expect(nanoseconds(text) == expected)
    }

    @Test("past nine fractional digits the time rounds to the nearest nanosecond, halves away from zero", arguments: [
        ("0.0000000004", 0), ("0.0000000005", 1), ("0.00000000049999", 0), ("1.9999999995", 2_000_000_000),
        ("-0.0000000005", -1), ("0.1234567894999999999999999", 123_456_789),
    ] as [(String, Int64)])
    func rounding(text: String, expected: Int64) {
        #expect(nanoseconds(text) == expected)
    }

    @Test("times beyond ±292 years do not fit")
    func outOfRange() {
        #expect(nanoseconds("9223372037") == nil)
        #expect(nanoseconds("1e300") == nil)
        #expect(nanoseconds("9223372036.854775807") == Int64.max)
    }

    @Test("coordinates parse to the correctly rounded Double", arguments: [
        "0", "-0", "120.5", "80", "0.1", "1e-7", "123456789.123456789", "-3.4028235e38", "2.2250738585072014e-308",
        "0.30000000000000004", "9007199254740993",
    ])
    func doubles(text: String) {
        #expect(double(text) == Double(text))
    }

    @Test("JSON's number grammar: no leading zeros, no bare dots, no letters", arguments: [
        "01", "1.", ".5", "+1", "1e", "1e+", "12px", "1.2.3", "-",
    ])
    func notNumbers(text: String) {
        #expect(scan(text) == nil)
    }
}
