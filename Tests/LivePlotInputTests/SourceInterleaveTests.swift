import Testing
@testable import LivePlotInput

/// Sources read at once handed on in the order of their x: the n-th line of each file side by side,
/// times from the data in order; never before every source still going has a batch waiting.
@Suite struct SourceInterleaveTests {
    static func batch(_ values: [Double], source: Int, xs: [Double] = []) -> SampleBatch {
        var batch = SampleBatch(rows: values.map { [$0] }, seriesNames: ["1"], xs: xs)
        batch.source = source
        return batch
    }

    /// Drains the heads as a queue would, returning the (source, value) order handed on.
    static func drain(_ heads: [SampleBatch?]) -> [[Double]] {
        var heads = heads
        var interleave = SourceInterleave(sourceCount: heads.count)
        var order: [[Double]] = []
        while let (source, rows) = interleave.next(heads: heads, ended: heads.map { _ in true }) {
            let (first, rest) = SourceInterleave.split(heads[source]!, rows: rows == 0 ? heads[source]!.rowCount : rows)
            order += first.column(0).map { [Double(source), $0] }
            heads[source] = rest.rowCount > 0 || rest.sourceEnd != nil ? rest : nil
            if rest.sourceEnd != nil, rest.rowCount == 0 { heads[source] = nil }
        }
        return order
    }

    @Test func waitsForEverySourceStillGoing() {
        var interleave = SourceInterleave(sourceCount: 2)
        #expect(interleave.next(heads: [Self.batch([1], source: 0), nil], ended: [false, false]) == nil)
        #expect(interleave.next(heads: [Self.batch([1], source: 0), nil], ended: [false, true])! == (0, 1))
    }

    /// Untimed files: line by line, the first of each before the second of either.
    @Test func bySampleNumber() {
        let order = Self.drain([Self.batch([1, 2, 3], source: 0), Self.batch([10, 20], source: 1)])
        #expect(order == [[0, 1], [1, 10], [1, 20], [0, 2], [0, 3]] || order == [[0, 1], [1, 10], [0, 2], [1, 20], [0, 3]])
        // Each file's n-th line is handed on before any (n+1)-th.
        let positions = order.enumerated().map { ($0.offset, $0.element) }
        #expect(positions.first { $0.1 == [0, 3] }!.0 > positions.first { $0.1 == [1, 20] }!.0)
    }

    /// Timed files: in the order of their times, whichever file they are in; a file whose times are
    /// all before the other's goes whole first.
    @Test func byTimes() {
        let order = Self.drain([Self.batch([1, 2, 3], source: 0, xs: [100, 105, 110]),
                                Self.batch([10, 20, 30], source: 1, xs: [101, 102, 120])])
        #expect(order.map { $0[1] } == [1, 10, 20, 2, 3, 30])
    }

    /// The rest keeps the source's end; the first part, the lines' counts.
    @Test func splitKeepsTheEndForLast() {
        var batch = Self.batch([1, 2, 3], source: 1)
        batch.sourceEnd = .endOfFile
        batch.skippedLineCount = 4
        let (first, rest) = SourceInterleave.split(batch, rows: 1)
        #expect(first.column(0) == [1] && first.skippedLineCount == 4 && first.sourceEnd == nil && first.source == 1)
        #expect(rest.column(0) == [2, 3] && rest.skippedLineCount == 0 && rest.sourceEnd == .endOfFile && rest.source == 1)
    }
}
