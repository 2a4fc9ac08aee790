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

    /// Drains the heads as `SourceQueue` does, returning the (source, value) order handed on.
    static func drain(_ heads: [SampleBatch?]) -> [[Double]] {
        var heads = heads
        var offsets = heads.map { _ in 0 }
        var interleave = SourceInterleave(sourceCount: heads.count)
        var order: [[Double]] = []
        while let (source, rows) = interleave.next(heads: heads, offsets: offsets, ended: heads.map { _ in true }) {
            let head = heads[source]!
            let taken = offsets[source]..<min(head.rowCount, offsets[source] + rows)
            order += taken.map { [Double(source), head.value(row: $0, series: 0)] }
            offsets[source] = taken.upperBound
            if taken.upperBound >= head.rowCount { heads[source] = nil }
        }
        return order
    }

    @Test func waitsForEverySourceStillGoing() {
        var interleave = SourceInterleave(sourceCount: 2)
        #expect(interleave.next(heads: [Self.batch([1], source: 0), nil], offsets: [0, 0], ended: [false, false]) == nil)
        #expect(interleave.next(heads: [Self.batch([1], source: 0), nil], offsets: [0, 0], ended: [false, true])! == (0, 1))
    }

    /// Untimed files: line by line, no file's (n+1)-th line before every n-th.
    @Test func bySampleNumber() {
        let order = Self.drain([Self.batch([1, 2, 3], source: 0), Self.batch([10, 20], source: 1)])
        #expect(order == [[0, 1], [1, 10], [1, 20], [0, 2], [0, 3]])
    }

    /// Timed files: in the order of their times, whichever file they are in; rows past the other
    /// file's last go in one part.
    @Test func byTimes() {
        let order = Self.drain([Self.batch([1, 2, 3], source: 0, xs: [100, 105, 110]),
                                Self.batch([10, 20, 30, 40], source: 1, xs: [101, 102, 120, 130])])
        #expect(order.map { $0[1] } == [1, 10, 20, 2, 3, 30, 40])
    }

    /// A head partly handed on goes on from its offset.
    @Test func fromTheOffset() {
        var interleave = SourceInterleave(sourceCount: 1)
        #expect(interleave.next(heads: [Self.batch([1, 2, 3], source: 0)], offsets: [2], ended: [true])! == (0, 1))
    }
}
