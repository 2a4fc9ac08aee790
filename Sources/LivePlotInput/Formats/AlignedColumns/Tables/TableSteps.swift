/// The steps along x of a table without times: one report of a producer (free's `Mem:` and `Swap:`
/// rows, iostat's avg-cpu row and its devices', docker's containers) is one step, so its rows share
/// an x; a row whose label the step already has begins the next.
///
/// ```swift
/// var steps = TableSteps()
/// steps.step(header: layout.wordsHash, label: mem.hash)    // 1
/// steps.step(header: layout.wordsHash, label: swap.hash)   // 1
/// steps.step(header: layout.wordsHash, label: mem.hash)    // 2: Mem again
/// ```
///
/// - Complexity: O(1) a row; the rows of a step are at most `maximumRows`.
struct TableSteps: Sendable {
    /// The most rows one step holds: a stream of ever new labels still moves along x.
    static let maximumRows = 256

    /// The step being filled, from 1.
    private(set) var current = 0
    /// The step's rows, each its header's words and its label hashed: a block whose header came
    /// again wider (docker's columns widen with their values) is the same block.
    private var rows: Set<Int> = []

    init() {}

    /// The step of a row whose label hashes to `label`, in a block whose header's words hash to `header`.
    mutating func step(header: Int, label: Int) -> Int {
        let key = header &* 31 &+ label
        if current == 0 || rows.count >= Self.maximumRows || !rows.insert(key).inserted {
            current += 1
            rows = [key]
        }
        return current
    }
}
