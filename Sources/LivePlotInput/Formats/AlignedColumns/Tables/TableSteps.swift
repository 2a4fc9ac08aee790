/// The steps along x of a table without times: one report of a producer (free's `Mem:` and `Swap:`
/// rows, iostat's avg-cpu row and its devices', docker's containers) is one step, so its rows share
/// an x; a row whose label the step already has begins the next, and so does a block under a header
/// the step has had (`ps` in a loop: other processes each report, under the same header).
///
/// ```swift
/// var steps = TableSteps()
/// steps.step(header: layout.wordsHash, label: mem.hash, block: 1)    // 1
/// steps.step(header: layout.wordsHash, label: swap.hash, block: 1)   // 1
/// steps.step(header: layout.wordsHash, label: mem.hash, block: 1)    // 2: Mem again
/// steps.step(header: layout.wordsHash, label: init.hash, block: 2)   // 3: the header again
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
    /// The step's blocks' headers, their words hashed (iostat's avg-cpu and Device: two a report).
    private var headers: Set<Int> = []
    /// The block of the last row (`TableState.blockCount`): a row of another begins a block.
    private var lastBlock = 0

    init() {}

    /// The step of a row whose label hashes to `label`, in the `block`-th block of rows, whose header's
    /// words hash to `header`.
    mutating func step(header: Int, label: Int, block: Int) -> Int {
        let key = header &* 31 &+ label
        let beginsBlock = block != lastBlock
        lastBlock = block
        if current == 0 || rows.count >= Self.maximumRows || (beginsBlock && !headers.insert(header).inserted)
            || !rows.insert(key).inserted {
            current += 1
            rows = [key]
            headers = [header]
        }
        return current
    }
}
