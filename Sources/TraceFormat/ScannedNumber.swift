/// The position of one JSON number within a line, scanned once and then read as whatever the key
/// needs: exact nanoseconds, an integer, or a Double.
struct ScannedNumber {
    var negative = false
    var integerDigits: Range<Int> = 0..<0
    var fractionDigits: Range<Int> = 0..<0
    var exponent = 0
    var hasExponent = false

    /// Exponents are clamped here; anything larger is out of range for every reading anyway.
    private static let exponentLimit = 100_000

    /// Scans `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` at `index`; nil if it is not a number.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> ScannedNumber? {
        var number = ScannedNumber()
        var position = index
        let count = bytes.count
        if position < count && bytes[position] == UInt8(ascii: "-") { number.negative = true; position += 1 }
        let integerStart = position
        guard position < count, isDigit(bytes[position]) else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < count && isDigit(bytes[position]) { position += 1 }
        }
        number.integerDigits = integerStart..<position
        if position < count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < count && isDigit(bytes[position]) { position += 1 }
            guard position > fractionStart else { return nil }
            number.fractionDigits = fractionStart..<position
        } else {
            number.fractionDigits = position..<position
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
            number.hasExponent = true
        }
        // A number glued to letters ("12px", "1.5.2") is one bad token, not a number and junk.
        if position < count, isDigit(bytes[position]) || isLetter(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
            return nil
        }
        index = position
        return number
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// The value rounded to the nearest nanosecond, halves away from zero; nil when it does not fit.
    func nanoseconds(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
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
        guard fractionDigits.isEmpty, !hasExponent else { return nil }
        var magnitude: UInt64 = 0
        for position in integerDigits {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The correctly rounded Double. Short numbers take Clinger's exact fast path (an integer
    /// mantissa below 2^53 times or divided by an exactly representable power of ten); the rest
    /// go through the standard library's parser.
    func double(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = exponent
        for position in integerDigits {
            let digit = UInt64(bytes[position] &- UInt8(ascii: "0"))
            if significantDigits == 0 && digit == 0 { continue }
            mantissa = mantissa &* 10 &+ digit
            significantDigits += 1
        }
        for position in fractionDigits {
            let digit = UInt64(bytes[position] &- UInt8(ascii: "0"))
            decimalExponent -= 1
            if significantDigits == 0 && digit == 0 { continue }
            mantissa = mantissa &* 10 &+ digit
            significantDigits += 1
        }
        if significantDigits == 0 { return negative ? -0.0 : 0.0 }
        if significantDigits <= 15 && mantissa < (1 << 53) && decimalExponent >= -22 && decimalExponent <= 22 {
            let value = decimalExponent >= 0
                ? Double(mantissa) * Self.exactPowersOfTen[decimalExponent]
                : Double(mantissa) / Self.exactPowersOfTen[-decimalExponent]
            return negative ? -value : value
        }
        let start = negative ? integerDigits.lowerBound - 1 : integerDigits.lowerBound
        let end = hasExponent ? endOfExponent(bytes) : fractionDigits.upperBound
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    private func endOfExponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var position = fractionDigits.upperBound + 1
        if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
            position += 1
        }
        while position < bytes.count && Self.isDigit(bytes[position]) { position += 1 }
        return position
    }
}
