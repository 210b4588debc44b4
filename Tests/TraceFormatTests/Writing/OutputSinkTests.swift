import Testing
import TraceFormat

@Suite("NumberFormat: shortest round-trip numbers, byte for byte what Swift's description prints")
struct OutputSinkTests {
    /// What the contract asks for: integers without a fraction, everything else as `description`.
    private func reference(_ value: Double) -> String {
        if value == value.rounded(.towardZero) && abs(value) <= 9_007_199_254_740_992 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return value.isFinite ? value.description : "null"
    }

    @Test("short decimals, long fractions and random doubles all match the reference")
    func matchesReference() {
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...8, using: &random)
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let short = Double(Int64.random(in: -2_000_000_000...2_000_000_000, using: &random)) / scale
            let wide = Double.random(in: -1e9...1e9, using: &random)
            let tiny = Double.random(in: -0.01...0.01, using: &random)
            let bits = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
            for value in [short, wide, tiny, bits, short * 3, 1 / short] where value.isFinite {
                #expect(NumberFormat.string(value) == reference(value), "\(value)")
                checked += 1
            }
        }
        #expect(checked > 1_000_000)
    }

    @Test("the edges of the short form", arguments: [
        (0.1, "0.1"), (-0.05, "-0.05"), (221.9, "221.9"), (0.0001, "0.0001"), (0.00001, "1e-05"),
        (123456789.125, "123456789.125"), (999999999.999999, "999999999.999999"), (1e9 + 0.5, "1000000000.5"),
        (0.1 + 0.2, "0.30000000000000004"), (80, "80"), (-0.0, "0"), (1e300, "1e+300"),
        // Past the short form, longer than a string kept inline: the standard library's text,
        // streamed into the buffer.
        (-3.0100000000000193, "-3.0100000000000193"), (-2.2250738585072014e-308, "-2.2250738585072014e-308"),
        (Double.leastNonzeroMagnitude, "5e-324"), (-Double.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
    ] as [(Double, String)])
    func edges(value: Double, text: String) {
        #expect(NumberFormat.string(value) == text)
    }
}
