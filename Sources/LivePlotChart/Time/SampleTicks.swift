/// Tick positions along x: sample numbers at a nice step (1, 2 or 5 × 10ⁿ), spaced so labels never touch.
///
/// ```swift
/// SampleTicks.numbers(from: 1, to: 1000, columns: 72, labelWidth: 4)  // [200, 400, 600, 800, 1000]
/// ```
public enum SampleTicks {
    /// Sample numbers in `first…last` to tick, for an axis `columns` cells wide.
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
        let start = (first + step - 1) / step * step
        return Array(stride(from: max(start, step), through: last, by: step))
    }
}
