/// Powers of ten as Doubles, exact up to 10²² and correctly rounded beyond.
///
/// ```swift
/// DecimalPower.value(-3)  // 0.001
/// ```
public enum DecimalPower {
    /// 10^exponent. Negative exponents are formed by division, which rounds once rather than twice.
    public static func value(_ exponent: Int) -> Double {
        if exponent >= 0 {
            return exponent <= 22 ? SampleParser.powersOfTen[exponent] : pow10Slow(exponent)
        }
        return exponent >= -22 ? 1 / SampleParser.powersOfTen[-exponent] : 1 / pow10Slow(-exponent)
    }

    /// Scales `mantissa` by 10^exponent with a single rounding when the power is exact.
    public static func scale(_ mantissa: Double, by exponent: Int) -> Double {
        if exponent >= 0 { return mantissa * value(exponent) }
        if exponent >= -22 { return mantissa / SampleParser.powersOfTen[-exponent] }
        return mantissa / pow10Slow(-exponent)
    }

    /// The exponent of the largest power of ten not above `magnitude` (which must be positive and finite).
    public static func floorLog10(_ magnitude: Double) -> Int {
        precondition(magnitude > 0 && magnitude.isFinite, "log10 of \(magnitude)")
        // Start from the binary exponent (log10(2) ≈ 0.30103) and correct by at most a step or two.
        var exponent = Int((Double(magnitude.exponent) * 0.30102999566398120).rounded(.down))
        while value(exponent + 1) <= magnitude { exponent += 1 }
        while value(exponent) > magnitude { exponent -= 1 }
        return exponent
    }

    private static func pow10Slow(_ exponent: Int) -> Double {
        var result = 1.0
        var remaining = exponent
        while remaining > 22 {
            result *= 1e22
            remaining -= 22
        }
        return result * SampleParser.powersOfTen[remaining]
    }
}
