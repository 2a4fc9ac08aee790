import LivePlotBasics

/// The search of `AxisTicks.evenRows`: for each nice step and each number of rows a step may take, the
/// placements of the data on the axis's dots, scored as `AxisTicks.nice` scores its candidates
/// (simplicity of the step, coverage of the data, density of the labels).
///
/// Positions are counted in dots of one dot's value (`step / (rowsPerStep × dotsPerRow)`) from 0, so a
/// free bound lies on a whole dot and every tick on a whole number of rows' dots.
///
/// ```swift
/// let search = EvenRowsSearch(low: 3, high: 7, rows: 12, dotsPerRow: 4, intervals: 47)
/// search.best(nice: AxisTicks.nice(lower: 3, upper: 7, rows: 12))?.values   // [4, 6, 8]
/// ```
///
/// - Complexity: O(1): about five decades of four steps, two row counts each, three placements each.
struct EvenRowsSearch {
    let low: Double
    let high: Double
    let rows: Int
    let dotsPerRow: Int
    /// Dot intervals over the axis's height: its dots less one (`ChartScene.dotY`).
    let intervals: Int

    /// One step tried: its size, its place among `AxisTicks.stepMantissas`, and the rows it takes.
    private struct Step {
        let mantissa: (multiple: Int64, exponentShift: Int)
        let preference: Int
        let unitExponent: Int
        let size: Double
        let rows: Int
    }

    /// At most a label every three rows (as `AxisTicks.nice`).
    private var maximumTicks: Int { rows < 3 ? 2 : max(3, (rows - 1) / 3 + 1) }
    /// About a label every five rows (two on a few rows, three from eight): with the range fitted to the
    /// rows, a tighter axis is worth more than another label.
    private var targetTicks: Double { Double(max(2, min(maximumTicks, (rows + 2) / 5 + 1))) }

    /// The nice axis of `AxisTicks.nice` where its ticks already stand evenly and are labels enough;
    /// else the best-scoring of it (when even) and the even axes fitted to the rows; nil when none fits.
    func best(nice: AxisTicks) -> AxisTicks? {
        let span = high - low
        let niceIsEven = nice.integers.count >= 2 && isEven(nice)
        // Evenly spaced with labels enough: the nice axis as it always was, exact bounds and all.
        if niceIsEven, Double(nice.integers.count) >= targetTicks { return nice }
        var best = niceIsEven ? score(nice).map { (score: $0, ticks: nice) } : nil
        // From steps of about a row's share of the data to one that spans all of it.
        let spanExponent = DecimalPower.floorLog10(span)
        for exponent in spanExponent - DecimalPower.floorLog10(Double(rows)) - 1...spanExponent + 1 {
            for (preference, mantissa) in AxisTicks.stepMantissas.enumerated() {
                let unitExponent = exponent + mantissa.exponentShift
                let size = Double(mantissa.multiple) * DecimalPower.value(unitExponent)
                guard size.isFinite, size > 0 else { continue }
                // The most rows a step may take with the data still within the axis's dots.
                let fit = Double(intervals) * size / (Double(dotsPerRow) * span)
                guard fit >= 1 else { continue }
                let widest = Int(Swift.min(fit.rounded(.down), Double(rows)))
                // Two rows a step at least: labels a row apart crowd each other, and in the SVG picture,
                // where a label at the plot's edge moves in by half a row, they overlap.
                guard widest >= 2 else { continue }
                for stepRows in Swift.max(2, widest - 1)...widest {
                    let step = Step(mantissa: mantissa, preference: preference, unitExponent: unitExponent, size: size, rows: stepRows)
                    for bottom in placements(of: step) {
                        guard let ticks = candidate(step, bottom: bottom), let score = score(ticks) else { continue }
                        if best == nil || score > best!.score { best = (score, ticks) }
                    }
                }
            }
        }
        return best?.ticks ?? thinned(nice)
    }

    /// Every other tick of `nice`, where that stands evenly and it does not: a last resort for heights
    /// too small for any even axis with the data in it (a few rows of few dots).
    private func thinned(_ nice: AxisTicks) -> AxisTicks? {
        for start in 0..<2 {
            let integers = Array(nice.integers.dropFirst(start).enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
            guard integers.count >= 2 else { continue }
            let ticks = AxisTicks(lower: nice.lower, upper: nice.upper, integers: integers, unitExponent: nice.unitExponent)
            if isEven(ticks) { return ticks }
        }
        return nil
    }

    /// The dots the axis's bottom may stand on, for `step`: the data centred in the spare dots, or a tick
    /// at the bottom, or a tick at the top, where the data still fits and no bound takes a sign the data
    /// has not.
    private func placements(of step: Step) -> [Double] {
        let dotValue = step.size / Double(step.rows * dotsPerRow)
        let lowDot = low / dotValue
        let highDot = high / dotValue
        // Dots stay exact integers in a Double.
        guard abs(lowDot) < 0x1p52, abs(highDot) < 0x1p52 else { return [] }
        let first = lowDot.rounded(.down)
        let last = highDot.rounded(.up)
        let spare = Double(intervals) - (last - first)
        guard spare >= 0 else { return [] }
        // How far below the data's first dot the bottom may go: not below 0 for data never negative, not
        // so far that the top passes 0 for data never positive.
        let deepest = low >= 0 ? Swift.min(spare, first) : spare
        let shallowest = high <= 0 ? Swift.max(0, first + Double(intervals)) : 0
        guard shallowest <= deepest else { return [] }
        let tickDots = Double(step.rows * dotsPerRow)
        let centred = first - (spare / 2).rounded(.down)
        let tickBelow = (first / tickDots).rounded(.down) * tickDots
        let tickAbove = (last / tickDots).rounded(.up) * tickDots - Double(intervals)
        var bottoms: [Double] = []
        for bottom in [centred, tickBelow, tickAbove] where first - bottom >= shallowest && first - bottom <= deepest {
            if !bottoms.contains(bottom) { bottoms.append(bottom) }
        }
        if bottoms.isEmpty { bottoms.append(first - Swift.min(deepest, Swift.max(shallowest, (spare / 2).rounded(.down)))) }
        return bottoms
    }

    /// The axis of `step` with its bottom on dot `bottom`; nil where its ticks are not exact.
    private func candidate(_ step: Step, bottom: Double) -> AxisTicks? {
        let tickDots = Double(step.rows * dotsPerRow)
        let top = bottom + Double(intervals)
        let first = (bottom / tickDots - 1e-9).rounded(.up)
        let last = (top / tickDots + 1e-9).rounded(.down)
        let multiple = Double(step.mantissa.multiple)
        guard last >= first, abs(first) * multiple < 0x1p53, abs(last) * multiple < 0x1p53 else { return nil }
        if step.mantissa.multiple == 25, !AxisTicks.isWhole(first: first, last: last, unitExponent: step.unitExponent) { return nil }
        // The bounds from the tick grid (a whole tick and a fraction of one), held to the data an ulp out.
        let lower = Swift.min(low, bottom / tickDots * step.size)
        let upper = Swift.max(high, top / tickDots * step.size)
        guard lower.isFinite, upper.isFinite, lower < upper else { return nil }
        let integers = (Int64(first)...Int64(last)).map { $0 * step.mantissa.multiple }
        return AxisTicks(lower: lower, upper: upper, integers: integers, unitExponent: step.unitExponent)
    }

    /// The score of an axis, as `AxisTicks.nice` scores (simplicity of the step, coverage of the data,
    /// density of the labels); nil where its ticks are too few or too many.
    private func score(_ ticks: AxisTicks) -> Double? {
        let count = ticks.integers.count
        guard count >= 2, count <= maximumTicks else { return nil }
        var mantissa = ticks.integers[1] - ticks.integers[0]
        while mantissa % 10 == 0 { mantissa /= 10 }
        let preference = AxisTicks.stepMantissas.firstIndex { $0.multiple == mantissa } ?? AxisTicks.stepMantissas.count - 1
        let values = ticks.values
        let simplicity = 1 - Double(preference) / Double(AxisTicks.stepMantissas.count - 1)
            + (ticks.integers.first! <= 0 && ticks.integers.last! >= 0 ? 0.25 : 0)
        // Coverage by the share of the axis the data leaves spare in all: the placements of one step leave
        // as much, and among them the one that labels more rows, or failing that centres the data, wins.
        let axisSpan = ticks.upper / 2 - ticks.lower / 2
        let dataSpan = Swift.max(high / 2 - low / 2, axisSpan * 1e-9)
        let coverage = 1 - 0.5 * AxisTicks.pow2((axisSpan - dataSpan) / (0.3 * dataSpan))
        // Too few labels weigh more than too many: an axis of two labels is read by guessing between them.
        let density = 2 - Swift.max(Double(count) / targetTicks, pow15(targetTicks / Double(count)))
        let above = ticks.upper / 2 - high / 2
        let below = low / 2 - ticks.lower / 2
        let centring = 0.05 * (1 - abs(above - below) / axisSpan)
        // Labels at the ends read a little better, other things equal.
        let halfDot = axisSpan / Double(intervals)
        let labelledEnds = (abs(values.first! / 2 - ticks.lower / 2) < halfDot / 2 ? 0.025 : 0)
            + (abs(values.last! / 2 - ticks.upper / 2) < halfDot / 2 ? 0.025 : 0)
        return 0.25 * simplicity + 0.3 * coverage + 0.5 * density + labelledEnds + centring
    }

    private func pow15(_ value: Double) -> Double { value * value.squareRoot() }

    /// Whether the ticks of `ticks` stand the same number of rows apart, as `ChartScene.dotY` places them,
    /// a row or more apart at their exact places too (where the SVG picture writes them), with one within
    /// a step of the top and of the bottom.
    private func isEven(_ ticks: AxisTicks) -> Bool {
        let values = ticks.values
        let stepDots = (values[1] / 2 - values[0] / 2) / (ticks.upper / 2 - ticks.lower / 2) * Double(intervals)
        guard stepDots >= Double(dotsPerRow) - 1e-9 else { return false }
        let labelRows = values.map { value in
            let fromBottom = (AxisTicks.fraction(of: value, lower: ticks.lower, upper: ticks.upper) * Double(intervals)).rounded()
            return (intervals - Int(Swift.max(0, Swift.min(Double(intervals), fromBottom)))) / dotsPerRow
        }
        let gaps = Set(zip(labelRows, labelRows.dropFirst()).map { $0 - $1 })
        // And a label within a step of the top and of the bottom.
        guard gaps.count == 1, let step = gaps.first else { return false }
        return labelRows.last! <= step && rows - 1 - labelRows.first! <= step
    }
}
