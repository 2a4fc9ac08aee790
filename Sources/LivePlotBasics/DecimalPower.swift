/// Powers of ten as Doubles over the whole range of binary64, from subnormals to the largest finite.
///
/// ```swift
/// DecimalPower.value(-3)              // 0.001
/// DecimalPower.scale(1.5, by: 300)    // 1.5e300
/// DecimalPower.scale(5, by: -324)     // 5e-324, the smallest subnormal
/// ```
public enum DecimalPower {
    /// The largest power whose Double is exact: Clinger's bound, and the step of longer scalings.
    static let exactLimit = FastPowers.exactPowersOfTen.count - 1

    /// 10^exponent, correctly rounded up to 10²² and within a few ulps beyond; 0 or infinity only where
    /// the power itself is out of range.
    public static func value(_ exponent: Int) -> Double { scale(1, by: exponent) }

    /// `mantissa × 10^exponent`, with a single rounding when the power is exact. Longer scalings go in
    /// exact steps of 10²², so no step overflows or underflows before the result does: 1.7e308 scaled by
    /// 10⁻³³⁰ is 1.7e-22, not 0.
    public static func scale(_ mantissa: Double, by exponent: Int) -> Double {
        let powers = FastPowers.exactPowersOfTen
        if exponent >= 0, exponent <= exactLimit { return mantissa * powers[exponent] }
        if exponent < 0, exponent >= -exactLimit { return mantissa / powers[-exponent] }
        var result = mantissa
        var remaining = exponent
        while remaining > exactLimit, result.isFinite, result != 0 {
            result *= powers[exactLimit]
            remaining -= exactLimit
        }
        while remaining < -exactLimit, result.isFinite, result != 0 {
            result /= powers[exactLimit]
            remaining += exactLimit
        }
        guard result.isFinite, result != 0 else { return result }
        return remaining >= 0 ? result * powers[remaining] : result / powers[-remaining]
    }

    /// The exponent of the largest power of ten not above `magnitude` (positive and finite, subnormals
    /// included), within one where `magnitude` is a few ulps from a power of ten beyond 10²².
    public static func floorLog10(_ magnitude: Double) -> Int {
        precondition(magnitude > 0 && magnitude.isFinite, "log10 of \(magnitude)")
        // Start from the binary exponent (log10(2) ≈ 0.30103) and correct by at most a step or two.
        var exponent = Int((Double(magnitude.exponent) * 0.30102999566398120).rounded(.down))
        while scale(1, by: exponent + 1) <= magnitude { exponent += 1 }
        while scale(1, by: exponent) > magnitude { exponent -= 1 }
        return exponent
    }
}
