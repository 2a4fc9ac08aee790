/// Which rows of the sources' waiting batches go to the chart next, so that sources read at once (files,
/// whose lines all arrive together) come in order along x: the chart's x never goes back, and a source
/// read after another would otherwise stand wholly after it (its rows kept at the other's last x).
///
/// A row's place is its x from the data when its source has times, else its number within its source
/// (`SourceMerge.Placing.sampleNumber`): the third line of `a` goes beside the third of `b`. It waits
/// until every source still going has a batch waiting, then hands on the rows of the one that is
/// furthest behind, up to where the next is. A source whose rows have no times beside one whose rows
/// have them is placed by arrival (`SourceMerge`): its batches go on as they come.
///
/// ```swift
/// var interleave = SourceInterleave(sourceCount: 2)
/// interleave.next(heads: [a, nil], offsets: [0, 0], ended: [false, false])   // nil: b may come first
/// interleave.next(heads: [a, b], offsets: [0, 0], ended: [false, false])     // (source: 0, rows: 1)
/// ```
///
/// - Complexity: O(sources + rows handed on) a call; nothing is copied (`SourceMerge.Part` names the rows).
public struct SourceInterleave: Sendable {
    /// Rows handed on so far, per source: the number of its next row.
    private var rowsHanded: [Int]

    public init(sourceCount: Int) {
        rowsHanded = Array(repeating: 0, count: sourceCount)
    }

    /// The source whose head batch goes on next, and how many of its rows from `offsets[source]` on
    /// (all that are left, or none for a batch without rows, which goes whole); nil when a source that
    /// has not ended has none waiting, or none has any.
    ///
    /// - Parameters:
    ///   - heads: each source's oldest batch waiting, nil when none.
    ///   - offsets: the rows of each head already handed on.
    ///   - ended: whether each source has sent its last batch.
    public mutating func next(heads: [SampleBatch?], offsets: [Int], ended: [Bool]) -> (source: Int, rows: Int)? {
        guard heads.indices.allSatisfy({ heads[$0] != nil || ended[$0] }) else { return nil }
        let waiting = heads.indices.filter { heads[$0] != nil }
        guard !waiting.isEmpty else { return nil }
        let left = { (source: Int) in heads[source]!.rowCount - offsets[source] }
        // Counts and a source's end, with no row to place: on at once.
        if let bare = waiting.first(where: { left($0) <= 0 }) { return (bare, 0) }
        let timed = waiting.filter { Self.hasTimes(heads[$0]!) }
        // Rows without times beside rows with: placed by arrival, in the order they came.
        if !timed.isEmpty, timed.count < waiting.count, let untimed = waiting.first(where: { !timed.contains($0) }) {
            return hand(untimed, rows: left(untimed))
        }
        let firstKeys = waiting.map { key(heads[$0]!, row: offsets[$0], source: $0, offset: offsets[$0], after: -.infinity) }
        let behind = firstKeys.indices.min { firstKeys[$0] < firstKeys[$1] }!
        let source = waiting[behind]
        let head = heads[source]!
        guard waiting.count > 1 else { return hand(source, rows: left(source)) }
        // Up to where the next source is: its rows at that same x may go first. Rows placed by number go
        // a number at a time in the order of their sources (a₁ b₁ a₂ b₂ …): a source's row at the next's
        // number waits for those of the sources before it.
        let bound = firstKeys.indices.filter { $0 != behind }.map { firstKeys[$0] }.min()!
        let takesBound = !head.xs.isEmpty || firstKeys.indices.allSatisfy { $0 == behind || firstKeys[$0] != bound || waiting[$0] > source }
        var count = 1
        var last = firstKeys[behind]
        while count < left(source) {
            let next = key(head, row: offsets[source] + count, source: source, offset: offsets[source], after: last)
            guard next < bound || next == bound && takesBound else { break }
            last = next
            count += 1
        }
        return hand(source, rows: count)
    }

    /// The sources whose rows `next` would hand on a row of each in turn, and for how many rounds, when
    /// there are two at least: every source still going has a batch waiting, each of them placed by the
    /// number of its rows (no xs, no arrivals, no values of `--by`) and at the same number, with more rows
    /// than the rounds. `next` hands on
    /// the first source's row, then the second's, and so on, each up to where the others are; the rounds
    /// stop one short of the fewest rows left, so that no batch ends within them and `next` decides the
    /// last (a source whose next batch has not come waits there). Nil when `next` decides.
    ///
    /// ```swift
    /// // a and b at row 1, 500 and 800 rows waiting: 499 rounds of a₁ b₁ a₂ b₂ …
    /// interleave.roundsInTurn(of: [[a], [b]], offsets: [0, 0], ended: [false, false])   // ([0, 1], 499)
    /// ```
    func roundsInTurn(of batches: [[SampleBatch]], offsets: [Int], ended: [Bool]) -> (sources: [Int], rounds: Int)? {
        var sources: [Int] = []
        var rounds = Int.max
        for source in batches.indices {
            guard let head = batches[source].first else {
                guard ended[source] else { return nil }
                continue
            }
            guard head.xs.isEmpty, head.arrivals.isEmpty, head.groups.isEmpty, sources.isEmpty || rowsHanded[source] == rowsHanded[sources[0]] else { return nil }
            rounds = min(rounds, head.rowCount - offsets[source] - 1)
            sources.append(source)
        }
        return sources.count > 1 && rounds > 0 ? (sources, rounds) : nil
    }

    /// Counts `rows` rows handed on of each of `sources`, as `roundsInTurn` hands them.
    mutating func handInTurn(_ sources: [Int], rows: Int) {
        for source in sources { rowsHanded[source] += rows }
    }

    private mutating func hand(_ source: Int, rows: Int) -> (source: Int, rows: Int) {
        rowsHanded[source] += rows
        return (source, rows)
    }

    /// Where row `row` of `batch` stands: its x (a row without one, where its predecessor stood:
    /// `after`), or its number within its source (the head's rows from `offset` on are not handed yet).
    private func key(_ batch: SampleBatch, row: Int, source: Int, offset: Int, after previous: Double) -> Double {
        guard !batch.xs.isEmpty else { return Double(rowsHanded[source] + row - offset + 1) }
        let x = row < batch.xs.count ? batch.xs[row] : .nan
        return x.isNaN ? previous : x
    }

    /// Whether the batch's rows have times from the data (not plain numbers, not none).
    private static func hasTimes(_ batch: SampleBatch) -> Bool {
        !batch.xs.isEmpty && !batch.xsArePlain
    }
}
