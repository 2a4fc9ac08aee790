import LivePlotBasics

/// log₁₀ without the C library: the chart's logarithmic axis (`--log`) places values by it.
///
/// A Double is m × 2ᵉ; with m brought into [√½, √2), log₁₀ x = e·log₁₀2 + ln m·log₁₀e, and ln m is
/// 2·atanh((m − 1)/(m + 1)), a series in z² ≤ 0.03 that reaches full precision in a dozen terms.
///
/// ```swift
/// Logarithm.log10(1000)   // 3, within an ulp or two
/// Logarithm.log10(0.5)    // -0.30103
/// ```
///
/// - Complexity: O(1): a fixed number of terms.
public enum Logarithm {
    static let log10Of2 = 0.30102999566398119521
    static let log10OfE = 0.43429448190325182765
    /// Terms of the atanh series: z^25/25 < 10⁻⁴¹ for |z| ≤ 0.172, far below an ulp of the result.
    static let seriesTerms = 12

    /// log₁₀ of a positive finite value, subnormals included.
    public static func log10(_ value: Double) -> Double {
        precondition(value > 0 && value.isFinite, "log10 of \(value)")
        var exponent = Double(value.exponent)
        var significand = value.significand
        if significand > 2.0.squareRoot() {
            significand /= 2
            exponent += 1
        }
        let z = (significand - 1) / (significand + 1)
        let z2 = z * z
        var power = z
        var sum = 0.0
        for term in 0..<seriesTerms {
            sum += power / Double(2 * term + 1)
            power *= z2
        }
        return exponent * log10Of2 + 2 * sum * log10OfE
    }

    /// 10^position: the inverse of `log10`, for a bound of a logarithmic axis. The whole power is exact
    /// (`DecimalPower`); the fraction's, e^(f·ln 10) by its Taylor series, halved 3 times and squared back.
    public static func power10(_ position: Double) -> Double {
        precondition(position.isFinite, "10^\(position)")
        let whole = position.rounded(.down)
        let x = (position - whole) * ln10 / 8
        var term = 1.0
        var sum = 1.0
        for index in 1...expTerms {
            term *= x / Double(index)
            sum += term
        }
        for _ in 0..<3 { sum *= sum }
        return DecimalPower.scale(sum, by: Int(whole))
    }

    static let ln10 = 2.30258509299404568402
    /// Terms of e^x for x < ln 10 / 8 ≈ 0.29: 0.29¹⁶/16! < 10⁻²¹.
    static let expTerms = 16
}
