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

    /// Untimed files: line by line, no file's (n+1)-th line before every n-th, and the n-th lines in the
    /// order of the files (a₁ b₁ a₂ b₂ …), however far each was handed on before. Mutation: the row at
    /// the next source's number taken whatever the order (`takesBound` true): b₂ before a₂, fails.
    @Test func bySampleNumber() {
        let order = Self.drain([Self.batch([1, 2, 3], source: 0), Self.batch([10, 20], source: 1)])
        #expect(order == [[0, 1], [1, 10], [0, 2], [1, 20], [0, 3]])
        // b behind a by one (a's 2nd line handed): b's 1st line, then a's 2nd before b's.
        var interleave = SourceInterleave(sourceCount: 2)
        var offsets = [0, 0]
        #expect(interleave.next(heads: [Self.batch([1], source: 0), nil], offsets: offsets, ended: [false, true])! == (0, 1))
        offsets = [0, 0]
        let heads = [Self.batch([2, 3], source: 0), Self.batch([10, 20, 30], source: 1)]
        #expect(interleave.next(heads: heads, offsets: offsets, ended: [false, false])! == (1, 1))
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

    /// Files paired by number go in rounds (`roundsInTurn`): a part a source, whatever their length, not
    /// a part a row, and the rows in the order `next` alone hands them, for any batches. Mutation: the
    /// rounds one longer (to the fewest rows left) — a batch ends within them and its last row goes before
    /// the other's, which waits in `next`: the orders differ, it fails.
    @Test func roundsInTurnAreNextsOrderInFewParts() {
        let a = Self.batch((0..<1_000).map(Double.init), source: 0), b = Self.batch((0..<800).map { Double($0) + 0.5 }, source: 1)
        var interleave = SourceInterleave(sourceCount: 2)
        var batches = [[a], [b]], offsets = [0, 0]
        let parts = interleave.parts(of: &batches, offsets: &offsets, ended: [true, true])
        #expect(parts.count <= 6)
        #expect(Self.rows(of: parts) == Self.drain([a, b]))
        var random = SplitMix64(seed: 58)
        for _ in 0..<200 {
            let sources = (0..<Int.random(in: 2...3, using: &random)).map { source in
                (0..<Int.random(in: 1...4, using: &random)).map { part in
                    Self.batch((0..<Int.random(in: 0...30, using: &random)).map { Double(source * 10_000 + part * 100 + $0) }, source: source)
                }
            }
            // Batches come at random (at most two waiting a source, as the queue's readers wait) and are
            // taken between: the rounds and `next` alone, each time, hand on the same rows in the same order.
            var interleave = SourceInterleave(sourceCount: sources.count), alone = SourceInterleave(sourceCount: sources.count)
            var unread = sources
            var batches: [[SampleBatch]] = sources.map { _ in [] }, offsets = sources.map { _ in 0 }
            var heads = batches, headOffsets = offsets
            while true {
                let puttable = sources.indices.filter { !unread[$0].isEmpty && batches[$0].count < 2 }
                if let source = puttable.randomElement(using: &random), Int.random(in: 0...2, using: &random) > 0 {
                    let batch = unread[source].removeFirst()
                    batches[source].append(batch)
                    heads[source].append(batch)
                    continue
                }
                let ended = unread.map(\.isEmpty)
                let inParts = Self.rows(of: interleave.parts(of: &batches, offsets: &offsets, ended: ended))
                var byNext: [[Double]] = []
                while let (source, rows) = alone.next(heads: heads.map(\.first), offsets: headOffsets, ended: ended) {
                    let head = heads[source][0]
                    let taken = headOffsets[source]..<min(head.rowCount, headOffsets[source] + rows)
                    byNext += taken.map { [Double(source), head.value(row: $0, series: 0)] }
                    headOffsets[source] = taken.upperBound >= head.rowCount ? 0 : taken.upperBound
                    if taken.upperBound >= head.rowCount { heads[source].removeFirst() }
                }
                #expect(inParts == byNext)
                if puttable.isEmpty, batches.allSatisfy(\.isEmpty) { break }
            }
        }
    }

    /// The (source, value) rows of parts, those in turn a row of each at a time, as the merge gathers them.
    static func rows(of parts: [SourceMerge.Part]) -> [[Double]] {
        var rows: [[Double]] = []
        var first = 0
        while first < parts.count {
            var end = first + 1
            while end < parts.count, parts[end - 1].inTurnWithNext { end += 1 }
            for offset in 0..<parts[first].rows.count {
                for part in parts[first..<end] {
                    rows.append([Double(part.batch.source), part.batch.value(row: part.rows.lowerBound + offset, series: 0)])
                }
            }
            first = end
        }
        return rows
    }
}
