/// A finite Double's magnitude as decimal digits: the shortest that read back as the same Double (as the
/// standard library prints it), rounded to a number of significant digits where asked.
///
/// Figures are written from these digits, never from arithmetic on the binary value, so `100.04` reads
/// `100.04` and `1e300` reads `1e300` across the whole range, subnormals included.
///
/// ```swift
/// let digits = DecimalDigits(0.000123456)   // digits [1,2,3,4,5,6], exponent -4
/// digits.rounded(toSignificant: 3)          // digits [1,2,3], exponent -4
/// ```
public struct DecimalDigits: Equatable, Sendable {
    /// The significant digits, 0…9 each: no leading zero, no trailing zero; empty for zero.
    public private(set) var digits: [UInt8]
    /// The power of ten of the first digit: the value is `d₀.d₁d₂… × 10^exponent`.
    public private(set) var exponent: Int

    /// The digits of `|value|`.
    public init(_ value: Double) {
        precondition(value.isFinite, "digits of \(value)")
        digits = []
        exponent = 0
        guard value != 0 else { return }
        // The standard library's shortest round-trip form: `12.5`, `1e-05`, `1.7976931348623157e+308`.
        var pointAt: Int?
        var written = 0
        var exponentText = ""
        var inExponent = false
        for byte in value.magnitude.description.utf8 {
            if inExponent {
                exponentText.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == UInt8(ascii: "e") {
                inExponent = true
            } else if byte == UInt8(ascii: ".") {
                pointAt = written
            } else {
                digits.append(byte &- UInt8(ascii: "0"))
                written += 1
            }
        }
        let point = (pointAt ?? written) + (Int(exponentText) ?? 0)
        let leadingZeros = digits.prefix(while: { $0 == 0 }).count
        digits.removeFirst(leadingZeros)
        while digits.last == 0 { digits.removeLast() }
        exponent = point - leadingZeros - 1
    }

    public var isZero: Bool { digits.isEmpty }

    /// Rounded half up to at most `count` significant digits; a carry may add one to the exponent
    /// (9.9996 → 10).
    public func rounded(toSignificant count: Int) -> DecimalDigits {
        precondition(count >= 1, "at least one digit")
        guard digits.count > count else { return self }
        var result = self
        result.digits = Array(digits.prefix(count))
        if digits[count] >= 5 {
            var index = count - 1
            while index >= 0 {
                if result.digits[index] < 9 {
                    result.digits[index] += 1
                    break
                }
                result.digits[index] = 0
                index -= 1
            }
            if index < 0 {
                result.digits.insert(1, at: 0)
                result.exponent += 1
            }
        }
        while result.digits.last == 0 { result.digits.removeLast() }
        return result
    }

    /// The digits written in units of 10^shift with at least `decimals` decimals: `12345` in units of
    /// 10³ is `12.345`; zero is `0`.
    public func text(shift: Int, decimals minimumDecimals: Int = 0) -> String {
        guard !isZero else { return minimumDecimals > 0 ? "0." + String(repeating: "0", count: minimumDecimals) : "0" }
        // Position of the point after the first digit, in units of 10^shift.
        let integerDigits = exponent - shift + 1
        let decimals = Swift.max(minimumDecimals, digits.count - integerDigits)
        var text = ""
        if integerDigits <= 0 {
            text = "0"
        } else {
            for index in 0..<integerDigits { text.append(Character(Unicode.Scalar(UInt8(ascii: "0") + (index < digits.count ? digits[index] : 0)))) }
        }
        if decimals > 0 {
            text.append(".")
            for place in 0..<decimals {
                let index = integerDigits + place
                text.append(Character(Unicode.Scalar(UInt8(ascii: "0") + (index >= 0 && index < digits.count ? digits[index] : 0))))
            }
        }
        return text
    }
}
