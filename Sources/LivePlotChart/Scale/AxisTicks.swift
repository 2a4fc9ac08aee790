import LivePlotBasics

/// Nice tick positions for an axis: steps of 1, 2, 2.5 or 5 × 10ⁿ, fitted to the rows available.
///
/// Ticks are held as integers in units of 10^`unitExponent`, so their labels are printed from exact
/// decimal digits, never from a binary double such as `0.30000000000000004`.
///
/// ```swift
/// let ticks = AxisTicks.nice(lower: 0, upper: 37, rows: 20)
/// ticks.values      // [0, 10, 20, 30, 40]
/// ticks.lower       // 0
/// ticks.upper       // 40
/// ```
///
/// Candidates are scored as the extended-Wilkinson method does (Talbot, Lin and Hanrahan, 2010):
/// simplicity of the step, coverage of the data, and density against a target of one label every
/// four rows.
///
/// - Complexity: O(1): a fixed number of candidate steps is tried.
public struct AxisTicks: Sendable, Equatable {
    /// The bottom of the axis.
    public let lower: Double
    /// The top of the axis.
    public let upper: Double
    /// The ticks as integers: tick value = integer × 10^unitExponent, ascending. On a logarithmic axis,
    /// each tick's own power instead: integer × 10^exponents[i].
    public let integers: [Int64]
    public let unitExponent: Int
    /// Each tick's power of ten on a logarithmic axis (`logarithmic(lower:upper:rows:)`), whose bounds and
    /// tick positions are then log₁₀ of values; nil on a linear axis.
    public let exponents: [Int]?

    public init(lower: Double, upper: Double, integers: [Int64], unitExponent: Int, exponents: [Int]? = nil) {
        precondition(lower.isFinite && upper.isFinite && lower < upper, "axis range \(lower)…\(upper)")
        precondition(exponents == nil || exponents!.count == integers.count, "an exponent per tick")
        self.lower = lower
        self.upper = upper
        self.integers = integers
        self.unitExponent = unitExponent
        self.exponents = exponents
    }

    public var isLogarithmic: Bool { exponents != nil }

    /// Where the ticks stand on the axis, ascending: their values, or on a logarithmic axis their log₁₀.
    public var values: [Double] {
        guard let exponents else { return integers.map { DecimalPower.scale(Double($0), by: unitExponent) } }
        return zip(integers, exponents).map { Logarithm.log10(Double($0)) + Double($1) }
    }

    /// Steps in the order the method prefers them: 1 reads best, 2.5 least.
    static let stepMantissas: [(multiple: Int64, exponentShift: Int)] = [(1, 0), (5, 0), (2, 0), (25, -1)]

    /// Ticks for data spanning `lower…upper`, drawn over `rows` text rows.
    ///
    /// A fixed bound stays exactly where it is; a free one moves out to the next tick.
    public static func nice(lower: Double, upper: Double, rows: Int, fixLower: Bool = false, fixUpper: Bool = false) -> AxisTicks {
        precondition(lower.isFinite && upper.isFinite, "axis data \(lower)…\(upper)")
        let (low, high, fixLower, fixUpper) = bounds(lower: lower, upper: upper, fixLower: fixLower, fixUpper: fixUpper)
        // About one label every three rows or more; three at least, since a range that crosses zero needs
        // three nice ticks to be covered.
        let maximumTicks = rows < 3 ? 2 : max(3, (rows - 1) / 3 + 1)
        let targetTicks = Double(max(2, min(maximumTicks, rows / 4 + 1)))
        // Half the span: it never overflows, even for -1e308…1e308, and it serves every ratio below.
        let halfSpan = high / 2 - low / 2
        let span = high - low
        let baseExponent = DecimalPower.floorLog10(span.isFinite ? span : halfSpan)
        if let best = search(low: low, high: high, fixLower: fixLower, fixUpper: fixUpper, baseExponent: baseExponent,
                             maximumTicks: maximumTicks, targetTicks: targetTicks, halfSpan: halfSpan) {
            return best
        }
        // Nothing fits (a single row, or fixed bounds closer than any step): the bounds alone, unlabelled.
        return AxisTicks(lower: low, upper: high, integers: [], unitExponent: 0)
    }

    /// The bounds the axis is sought for: the data's, a constant band around a constant series (held
    /// fixed, so the line sits in the middle).
    static func bounds(lower: Double, upper: Double, fixLower: Bool, fixUpper: Bool)
        -> (low: Double, high: Double, fixLower: Bool, fixUpper: Bool) {
        var low = lower
        var high = upper
        // A range narrower than exact labels can tell apart (`-1.7976931348623157e308` and the Double two
        // ulps above: no tick of fewer than 16 digits lies between them) is drawn as a constant one.
        if !fixLower, !fixUpper, low < high, high / 2 - low / 2 < Swift.max(abs(low), abs(high)) * 0.5e-14 {
            low = low / 2 + high / 2
            high = low
        }
        if !(low < high) {
            // A constant series: a band centred on the value, held exactly, so the line sits in the middle.
            // A band of at least one ulp either side, within the finite range: subnormals and the largest
            // Doubles have a band too.
            let half = low == 0 ? 1 : Swift.max(abs(low) * 0.1, low.ulp)
            if low == 0 && !fixLower && !fixUpper {
                // A constant 0 is not a negative value: 0 … 1, no sign the data has not (cli.md ★ "Live, by
                // default").
                return (0, 1, true, true)
            }
            if fixLower && !fixUpper {
                high = low + 2 * half
            } else if fixUpper && !fixLower {
                low = high - 2 * half
            } else {
                low -= half
                high += half
            }
            low = Swift.max(low, -.greatestFiniteMagnitude)
            high = Swift.min(high, .greatestFiniteMagnitude)
            if !(low < high) {
                // A fixed bound at the very end of the range: the band goes the only way there is.
                if high == .greatestFiniteMagnitude { low = high - 2 * half } else { high = low + 2 * half }
            }
            return (low, high, true, true)
        }
        return (low, high, fixLower, fixUpper)
    }

    /// The search of `nice`, over the steps around the span's order of magnitude and the two ways an
    /// axis may end (on a label, or on a finer unit).
    private static func search(low: Double, high: Double, fixLower: Bool, fixUpper: Bool, baseExponent: Int,
                               maximumTicks: Int, targetTicks: Double, halfSpan: Double) -> AxisTicks? {
        var best: (score: Double, ticks: AxisTicks)?
        for exponent in (baseExponent - 2)...(baseExponent + 2) {
            for (preference, mantissa) in stepMantissas.enumerated() {
                let unitExponent = exponent + mantissa.exponentShift
                let unit = DecimalPower.value(unitExponent)
                let step = Double(mantissa.multiple) * unit
                // Beyond the range of Doubles (10³⁰⁹, or below the smallest subnormal): no such step.
                guard step.isFinite, unit > 0 else { continue }
                // The axis ends either on labels, or on a finer nice unit with labels inside: data at
                // 20…72 reads better on 15…75 labelled 20, 40, 60 than on 0…80 (Talbot et al. do not
                // require the axis to end on a label either).
                let finer = mantissa.multiple == 1 ? step / 2 : unit
                for boundUnit in [step, finer] {
                    // A bound that would round out past the largest Double stays at it.
                    let axisLow = fixLower ? low : Swift.max(-.greatestFiniteMagnitude, (low / boundUnit).rounded(.down) * boundUnit)
                    let axisHigh = fixUpper ? high : Swift.min(.greatestFiniteMagnitude, (high / boundUnit).rounded(.up) * boundUnit)
                    guard axisLow < axisHigh else { continue }
                    let first = (axisLow / step - 1e-9).rounded(.up)
                    let last = (axisHigh / step + 1e-9).rounded(.down)
                    // Tick integers stay exact in a Double (below 2⁵³), so every label is exact.
                    guard last >= first, abs(first) * Double(mantissa.multiple) < 0x1p53,
                          abs(last) * Double(mantissa.multiple) < 0x1p53 else { continue }
                    let count = Int(last - first) + 1
                    if mantissa.multiple == 25, !isWhole(first: first, last: last, unitExponent: unitExponent) { continue }
                    guard count >= 2 || (fixLower && fixUpper), count <= maximumTicks else { continue }
                    let firstValue = DecimalPower.scale(first * Double(mantissa.multiple), by: unitExponent)
                    let lastValue = DecimalPower.scale(last * Double(mantissa.multiple), by: unitExponent)
                    guard firstValue.isFinite, lastValue.isFinite else { continue }

                    let simplicity = 1 - Double(preference) / Double(stepMantissas.count - 1)
                        + (first <= 0 && last >= 0 ? 0.25 : 0)
                    let coverage = 1 - 0.5 * (pow2((high / 2 - axisHigh / 2) / (0.1 * halfSpan))
                        + pow2((low / 2 - axisLow / 2) / (0.1 * halfSpan)))
                    let density = 2 - max(Double(count) / targetTicks, targetTicks / Double(count))
                    // Labels at both ends read a little better, other things equal.
                    let labelledEnds = boundUnit == step ? 0.05 : 0
                    let score = 0.25 * simplicity + 0.2 * coverage + 0.5 * density + labelledEnds
                    if best == nil || score > best!.score {
                        let integers = (Int64(first)...Int64(last)).map { $0 * mantissa.multiple }
                        // A bound can round an ulp inside the data; the axis never does.
                        let exactLow = fixLower ? low : min(low, boundUnit == step ? firstValue : axisLow)
                        let exactHigh = fixUpper ? high : max(high, boundUnit == step ? lastValue : axisHigh)
                        best = (score, AxisTicks(lower: exactLow, upper: exactHigh, integers: integers, unitExponent: unitExponent))
                    }
                }
            }
        }
        return best?.ticks
    }

    /// Whether ticks of 2.5 from `first` to `last` (in units of 10^`unitExponent`) are whole numbers in
    /// the labels' unit (25, 250, 25G): 2.5 reads well only so, never as the extra decimal of -2.5 or 2.5G.
    static func isWhole(first: Double, last: Double, unitExponent: Int) -> Bool {
        let largest = max(abs(first), abs(last)) * 25
        let group = ValueFormatter.prefixGroup(magnitude: Int(DecimalPower.floorLog10(max(1, largest))) + unitExponent)
        return unitExponent >= max(0, group)
    }

    /// Where `value` sits between `lower` (0) and `upper` (1), beyond them outside; exact for subnormal
    /// ranges, and without overflow for ranges wider than the largest Double (-1e308…1e308).
    public static func fraction(of value: Double, lower: Double, upper: Double) -> Double {
        let span = upper - lower
        if span.isFinite { return (value - lower) / span }
        return (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    }

    static func pow2(_ value: Double) -> Double { value * value }
}
