/// JSON as gesture-replay reads it: numbers in shortest round-trip form (integers without a
/// fraction), strings escaped, times as exact decimals of whole nanoseconds.
enum JSONText {
    /// `80`, `120.5`, `0.016667`; nil for a number JSON cannot hold (NaN, infinity).
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A number where JSON needs one: `null` for a non-finite one, as gesture-replay writes.
    static func numberOrNull(_ value: Double) -> String { number(value) ?? "null" }

    /// Seconds as an exact decimal of whole nanoseconds: `0.016667`, `2`, `-0.0005`.
    static func seconds(nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var fraction = String(magnitude % 1_000_000_000)
        if fraction == "0" { return sign + String(whole) }
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return sign + String(whole) + "." + fraction
    }

    /// Whole nanoseconds of `seconds`, rounded to the nearest, saturating past ±292 years.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let value = (seconds * 1e9).rounded()
        guard value.isFinite else { return seconds < 0 ? .min : .max }
        if value >= 9.2e18 { return .max }
        if value <= -9.2e18 { return .min }
        return Int64(value)
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
