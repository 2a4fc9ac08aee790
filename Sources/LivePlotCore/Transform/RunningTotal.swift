/// A sum that stays exact to the last bit over millions of terms: Neumaier's compensated summation.
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

    public init() {}

    public mutating func add(_ term: Double) {
        let next = sum + term
        if abs(sum) >= abs(term) {
            compensation += (sum - next) + term
        } else {
            compensation += (term - next) + sum
        }
        sum = next
    }

    /// Adds every term of `terms`: as exact as adding them one by one, at a fraction of the cost.
    ///
    /// Four running sums take every fourth term each, so no addition waits on the one before it, and
    /// Knuth's two-sum keeps what each addition rounds off, so no bit is lost on the way.
    ///
    /// - Complexity: O(n).
    public mutating func add(contentsOf terms: UnsafeBufferPointer<Double>) {
        guard let base = terms.baseAddress, terms.count >= Self.lanes * 2 else {
            for term in terms { add(term) }
            return
        }
        let raw = UnsafeRawPointer(base)
        var sums = SIMD4<Double>()
        var errors = SIMD4<Double>()
        let whole = terms.count - terms.count % Self.lanes
        var index = 0
        while index < whole {
            let next = raw.loadUnaligned(fromByteOffset: index * MemoryLayout<Double>.stride, as: SIMD4<Double>.self)
            let total = sums + next
            let taken = total - sums
            errors += (sums - (total - taken)) + (next - taken)
            sums = total
            index += Self.lanes
        }
        for lane in 0..<Self.lanes { add(sums[lane]) }
        compensation += errors.sum()
        for term in terms[whole...] { add(term) }
    }

    private static let lanes = 4

    public var value: Double { sum + compensation }
}
