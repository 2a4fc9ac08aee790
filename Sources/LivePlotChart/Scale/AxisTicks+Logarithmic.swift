extension AxisTicks {
    /// Ticks for a logarithmic axis (`--log`) over `lower…upper`, which are log₁₀ of the values spanned:
    /// at 1·2·5 × 10ⁿ where the rows allow, else at each decade, else every few decades (10⁰, 10³,
    /// 10⁶…); a range within a decade too narrow for those gets a linear axis's nice ticks. Each tick is
    /// an exact mantissa and power of ten (`exponents`), so its label is exact. Free bounds move out to
    /// the decade.
    ///
    /// ```swift
    /// let ticks = AxisTicks.logarithmic(lower: -2.5, upper: 1.2, rows: 30)  // 0.003 … 16
    /// ticks.lower, ticks.upper   // -3, 2: 1m … 100
    /// ticks.integers             // [1, 2, 5, 1, 2, 5, …]: 1m, 2m, 5m, 10m … 100
    /// ```
    ///
    /// - Complexity: O(decades spanned).
    public static func logarithmic(lower: Double, upper: Double, rows: Int, fixLower: Bool = false,
                                   fixUpper: Bool = false) -> AxisTicks {
        precondition(lower.isFinite && upper.isFinite, "axis data \(lower)…\(upper)")
        var low = lower
        var high = upper
        if !(low < high) {
            // One value: half a decade either side of it, then out to the decades, so it stands in the
            // middle (10 on 1 … 100).
            if fixLower && !fixUpper { high = low + 1 } else if fixUpper && !fixLower { low = high - 1 } else { (low, high) = (low - 0.5, high + 0.5) }
        }
        let axisLow = fixLower ? low : low.rounded(.down)
        let axisHigh = fixUpper ? high : high.rounded(.up)
        let maximumTicks = rows < 3 ? 2 : max(3, (rows - 1) / 3 + 1)
        let decades = Int(axisLow.rounded(.down))...Int(axisHigh.rounded(.down))
        /// The ticks of `mantissas` × 10ⁿ for every `every`-th n, within the axis.
        func ticks(_ mantissas: [Int64], every: Int) -> [(mantissa: Int64, exponent: Int)] {
            var ticks: [(mantissa: Int64, exponent: Int)] = []
            for exponent in decades where (exponent % every + every) % every == 0 {
                for mantissa in mantissas {
                    let position = Logarithm.log10(Double(mantissa)) + Double(exponent)
                    if position >= axisLow - 1e-9, position <= axisHigh + 1e-9 { ticks.append((mantissa, exponent)) }
                }
            }
            return ticks
        }
        var chosen = ticks(oneTwoFive, every: 1)
        if chosen.count < 2, fixLower || fixUpper {
            // Within a decade: a linear axis's nice ticks of the values, each as its mantissa and power.
            let linear = nice(lower: Logarithm.power10(low), upper: Logarithm.power10(high), rows: rows, fixLower: true, fixUpper: true)
            let positive = linear.integers.filter { $0 > 0 }
            if positive.count > chosen.count { chosen = positive.map { ($0, linear.unitExponent) } }
        }
        var every = 1
        while chosen.count > maximumTicks {
            chosen = ticks([1], every: every)
            every += every < 3 ? 1 : (every < 10 ? 3 : every)
        }
        let exactLow = fixLower ? low : Swift.min(low, axisLow)
        let exactHigh = fixUpper ? high : Swift.max(high, axisHigh)
        return AxisTicks(lower: exactLow, upper: exactHigh, integers: chosen.map(\.mantissa), unitExponent: 0,
                         exponents: chosen.map(\.exponent))
    }

    /// The mantissas of a logarithmic axis's finest ticks.
    static let oneTwoFive: [Int64] = [1, 2, 5]
}
