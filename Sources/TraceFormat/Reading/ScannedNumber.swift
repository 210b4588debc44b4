/// One JSON number within a line, scanned once — its digits already folded into an integer
/// mantissa and a decimal exponent — and then read as whatever the key needs: exact
/// nanoseconds, an integer, or a Double.
package struct ScannedNumber {
    var negative = false
    /// The significant digits, as long as there are at most 19 of them.
    var mantissa: UInt64 = 0
    var significantDigits = 0
    /// value = mantissa × 10^decimalExponent (when not `truncated`).
    var decimalExponent = 0
    /// More than 19 significant digits: the exact readers fall back to slower paths.
    var truncated = false
    var isPlainInteger = true
    var integerStart = 0
    var integerEnd = 0
    var fractionStart = 0
    var fractionEnd = 0
    var exponent = 0
    var hasExponent = false
    var end = 0

    /// Exponents are clamped here; anything larger is out of range for every reading anyway.
    private static let exponentLimit = 100_000
    private static let maximumDigits = 19

    /// Scans `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` at `index`; nil if it is not a number.
    @inline(__always)
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> ScannedNumber? {
        var number = ScannedNumber()
        var position = index
        let count = bytes.count
        if position < count && bytes[position] == UInt8(ascii: "-") { number.negative = true; position += 1 }
        let integerStart = position
        guard position < count, isDigit(bytes[position]) else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                number.append(digit)
                position += 1
            }
        }
        number.integerStart = integerStart
        number.integerEnd = position
        number.fractionStart = position
        number.fractionEnd = position
        if position < count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                number.append(digit)
                number.decimalExponent &-= 1
                position += 1
            }
            guard position > fractionStart else { return nil }
            number.fractionStart = fractionStart
            number.fractionEnd = position
            number.isPlainInteger = false
        }
        if position < count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            var exponentNegative = false
            if position < count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            let exponentStart = position
            var exponent = 0
            while position < count && isDigit(bytes[position]) {
                exponent = min(exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")), exponentLimit)
                position += 1
            }
            guard position > exponentStart else { return nil }
            number.exponent = exponentNegative ? -exponent : exponent
            number.decimalExponent &+= number.exponent
            number.hasExponent = true
            number.isPlainInteger = false
        }
        // A number glued to letters ("12px", "1.5.2") is one bad token, not a number and junk.
        if position < count, isDigit(bytes[position]) || isLetter(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
            return nil
        }
        number.end = position
        index = position
        return number
    }

    /// Folds one more digit into the mantissa; leading zeros are not significant.
    @inline(__always)
    private mutating func append(_ digit: UInt8) {
        if significantDigits == 0 && digit == 0 { return }
        if significantDigits == Self.maximumDigits {
            // Past 19 digits the exact readers take their slow paths, which rescan the text.
            truncated = true
            return
        }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        significantDigits &+= 1
    }

    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// The value rounded to the nearest nanosecond, halves away from zero; nil when it does not fit.
    var integerDigits: Range<Int> { integerStart..<integerEnd }
    var fractionDigits: Range<Int> { fractionStart..<fractionEnd }

    /// The value rounded to the nearest nanosecond, halves away from zero; nil when it does not fit.
    func nanoseconds(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !truncated else { return generalNanoseconds(in: bytes) }
        let scale = decimalExponent + 9
        var magnitude: UInt64
        if scale >= 0 {
            guard mantissa == 0 || scale <= 19 else { return nil }
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: Self.powersOfTen[min(scale, 19)])
            guard !overflow else { return nil }
            magnitude = product
        } else if -scale > 19 {
            magnitude = 0
        } else {
            let divisor = Self.powersOfTen[-scale]
            magnitude = mantissa / divisor
            let remainder = mantissa % divisor
            if remainder >= divisor - remainder { magnitude += 1 }
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    private func generalNanoseconds(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var total: Int64 = 0
        var roundUp = false
        // Walks every digit with its decimal weight relative to one nanosecond.
        func add(_ digit: UInt8, weight: Int) -> Bool {
            if weight < 0 {
                if weight == -1 && digit >= 5 { roundUp = true }
                return true
            }
            if digit == 0 { return true }
            guard weight <= 18 else { return false }
            var scale: Int64 = 1
            for _ in 0..<weight { scale &*= 10 }
            let (product, overflow1) = Int64(digit).multipliedReportingOverflow(by: scale)
            let (sum, overflow2) = total.addingReportingOverflow(product)
            if overflow1 || overflow2 { return false }
            total = sum
            return true
        }
        let integerCount = integerDigits.count
        for (offset, position) in integerDigits.enumerated() {
            let weight = integerCount - 1 - offset + exponent + 9
            guard add(bytes[position] &- UInt8(ascii: "0"), weight: weight) else { return nil }
        }
        for (offset, position) in fractionDigits.enumerated() {
            let weight = -(offset + 1) + exponent + 9
            if weight < -1 { break }
            guard add(bytes[position] &- UInt8(ascii: "0"), weight: weight) else { return nil }
        }
        if roundUp {
            guard total < Int64.max else { return nil }
            total += 1
        }
        return negative ? -total : total
    }

    /// The value when it is written as a plain integer that fits in Int64.
    func integer(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard isPlainInteger, !truncated else { return nil }
        if negative {
            guard mantissa <= UInt64(Int64.max) + 1 else { return nil }
            return mantissa == UInt64(Int64.max) + 1 ? Int64.min : -Int64(mantissa)
        }
        guard mantissa <= UInt64(Int64.max) else { return nil }
        return Int64(mantissa)
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The correctly rounded Double. Short numbers take Clinger's exact fast path (an integer
    /// mantissa below 2^53 times or divided by an exactly representable power of ten); the rest
    /// go through the standard library's parser.
    package func double(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
        if significantDigits == 0 && !truncated { return negative ? -0.0 : 0.0 }
        if !truncated && significantDigits <= 15 && decimalExponent >= -22 && decimalExponent <= 22 {
            let value = decimalExponent >= 0
                ? Double(mantissa) * Self.exactPowersOfTen[decimalExponent]
                : Double(mantissa) / Self.exactPowersOfTen[-decimalExponent]
            return negative ? -value : value
        }
        let start = negative ? integerStart - 1 : integerStart
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return Double(text) ?? .nan
    }
}
