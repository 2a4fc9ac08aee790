/// A sum that stays exact to the last bit over millions of terms (Neumaier's compensated summation), and
/// never overflows on the way: across the whole range of Doubles it keeps its terms scaled down by 2⁻⁶⁴
/// once they come near the largest one, so `1e308 + 1e308 − 1e308` is `1e308`, not `nan`.
///
/// ```swift
/// var total = RunningTotal()
/// for term in [1e16, 1, -1e16] { total.add(term) }
/// total.value  // 1, where naive summation gives 0
/// ```
///
/// - Complexity: O(1) per term.
public struct RunningTotal: Sendable, Equatable {
    private var sum: Double = 0
    /// The low-order bits that `sum` could not hold.
    private var compensation: Double = 0
    /// What each term is multiplied by: 1, or 2⁻⁶⁴ once a term or the sum came near overflowing. A power
    /// of two, so the scaling itself is exact (subnormal terms aside, which a sum that large cannot see).
    private var scale: Double = 1

    /// Terms or sums above this switch to the scaled sum: 2⁹⁶⁰ leaves room for 2⁶³ terms of the largest.
    private static let scaleThreshold = 0x1p960
    private static let downScale = 0x1p-64

    public init() {}

    public mutating func add(_ term: Double) {
        if scale == 1, abs(term) >= Self.scaleThreshold || abs(sum) >= Self.scaleThreshold { scaleDown() }
        let term = term * scale
        let next = sum + term
        if abs(sum) >= abs(term) {
            compensation += (sum - next) + term
        } else {
            compensation += (term - next) + sum
        }
        sum = next
    }

    private mutating func scaleDown() {
        sum *= Self.downScale
        compensation *= Self.downScale
        scale = Self.downScale
    }

    /// Adds every term of `terms`: as exact as adding them one by one, at a fraction of the cost.
    ///
    /// Four running sums take every fourth term each, so no addition waits on the one before it, and
    /// Knuth's two-sum keeps what each addition rounds off, so no bit is lost on the way. Terms that
    /// would overflow the sums go one by one instead.
    ///
    /// - Complexity: O(n).
    public mutating func add(contentsOf terms: UnsafeBufferPointer<Double>) {
        guard let base = terms.baseAddress, terms.count >= Self.lanes * 2, scale == 1 else {
            for term in terms { add(term) }
            return
        }
        let whole = terms.count - terms.count % Self.lanes
        let (sums, errors) = Self.laneSums(base, count: whole)
        // Two-sum is exact while nothing overflows, and an overflow leaves an infinity or a nan behind (in a
        // sum, or in the error it feeds): then these terms again, one by one, scaled. Checked once, here,
        // not per term.
        guard (sums[0] + sums[1] + sums[2] + sums[3] + errors[0] + errors[1] + errors[2] + errors[3]).isFinite,
              abs(sum) < Self.scaleThreshold else {
            for term in terms { add(term) }
            return
        }
        for lane in 0..<Self.lanes { add(sums[lane]) }
        // In the sum's units: adding the lanes may have scaled it down.
        compensation += errors.sum() * scale
        for term in terms[whole...] { add(term) }
    }

    private static let lanes = 4

    /// Four running sums over the first `count` terms (a multiple of four), each term to the lane of its
    /// position modulo four, and what each addition rounded off (Knuth's two-sum). Two pairs of lanes, as
    /// SSE2 holds them: written as one vector of four, the compiler shuffled lanes on every step.
    @inline(__always)
    private static func laneSums(_ base: UnsafePointer<Double>, count: Int) -> (sums: SIMD4<Double>, errors: SIMD4<Double>) {
        let raw = UnsafeRawPointer(base)
        var sumsLow = SIMD2<Double>()
        var sumsHigh = SIMD2<Double>()
        var errorsLow = SIMD2<Double>()
        var errorsHigh = SIMD2<Double>()
        let stride = MemoryLayout<Double>.stride
        var index = 0
        while index < count {
            let low = raw.loadUnaligned(fromByteOffset: index * stride, as: SIMD2<Double>.self)
            let high = raw.loadUnaligned(fromByteOffset: (index + 2) * stride, as: SIMD2<Double>.self)
            let totalLow = sumsLow + low
            let totalHigh = sumsHigh + high
            let takenLow = totalLow - sumsLow
            let takenHigh = totalHigh - sumsHigh
            errorsLow += (sumsLow - (totalLow - takenLow)) + (low - takenLow)
            errorsHigh += (sumsHigh - (totalHigh - takenHigh)) + (high - takenHigh)
            sumsLow = totalLow
            sumsHigh = totalHigh
            index += lanes
        }
        return (SIMD4(lowHalf: sumsLow, highHalf: sumsHigh), SIMD4(lowHalf: errorsLow, highHalf: errorsHigh))
    }

    /// The total, infinite where it is beyond the largest Double (the sum inside stays finite, so later
    /// terms can bring it back).
    public var value: Double { (sum + compensation) / scale }

    /// The total divided by `count`: finite for finite terms, however large their sum.
    public func mean(count: Int) -> Double {
        precondition(count > 0, "the mean of no terms")
        return (sum + compensation) / Double(count) / scale
    }
}
