/// Tick positions along x: sample numbers, or any whole numbers, at a nice step (1, 2 or 5 × 10ⁿ), spaced
/// so labels never touch.
///
/// ```swift
/// SampleTicks.numbers(from: 1, to: 1000, columns: 72, labelWidth: 4)  // [200, 400, 600, 800, 1000]
/// SampleTicks.numbers(from: -3, to: 3, columns: 72, labelWidth: 2)    // [-3, -2, -1, 0, 1, 2, 3]
/// ```
public enum SampleTicks {
    /// Whole numbers in `first…last` to tick, for an axis `columns` cells wide: the multiples of the step.
    public static func numbers(from first: Int, to last: Int, columns: Int, labelWidth: Int) -> [Int] {
        guard last >= first, columns > 0 else { return [] }
        let span = last - first + 1
        // A label, and at least three free cells before the next one.
        let maximumTicks = max(1, columns / (labelWidth + 3))
        var step = 1
        var candidates = [1, 2, 5]
        var index = 0
        while (span + step - 1) / step > maximumTicks {
            index += 1
            if index == candidates.count {
                candidates = candidates.map { $0 * 10 }
                index = 0
            }
            step = candidates[index]
        }
        // The first multiple of the step at or after `first`, below zero too (`/` rounds toward zero).
        let start = first > 0 ? (first + step - 1) / step * step : first / step * step
        return Array(stride(from: start, through: last, by: step))
    }
}
