extension SourceInterleave {
    /// Every row of the sources' waiting batches that can go on now, in the order of their x, as parts
    /// of one merge (`SourceMerge.merge(parts:arrival:)`): what `SourceQueue` hands on each time.
    ///
    /// A batch handed on whole leaves `batches`; one handed on in part keeps its place, `offsets` saying
    /// the rows gone. A source's end is said by the batch it is the last part of: the parts stop there.
    ///
    /// ```swift
    /// var batches = [[a], [b]], offsets = [0, 0]
    /// let parts = interleave.parts(of: &batches, offsets: &offsets, ended: [true, true])
    /// merged = merge.merge(parts: parts, arrival: 0)
    /// ```
    ///
    /// - Complexity: O(sources × parts + rows handed on).
    public mutating func parts(of batches: inout [[SampleBatch]], offsets: inout [Int], ended: [Bool]) -> [SourceMerge.Part] {
        var parts: [SourceMerge.Part] = []
        while true {
            if let (sources, rounds) = roundsInTurn(of: batches, offsets: offsets, ended: ended) {
                for source in sources {
                    let taken = offsets[source]..<offsets[source] + rounds
                    parts.append(SourceMerge.Part(batch: batches[source][0], rows: taken, isFirst: offsets[source] == 0, isLast: false,
                                                  inTurnWithNext: source != sources.last))
                    offsets[source] = taken.upperBound
                }
                handInTurn(sources, rows: rounds)
            }
            guard let (source, rows) = next(heads: batches.map(\.first), offsets: offsets, ended: ended) else { break }
            let head = batches[source][0]
            let taken = offsets[source]..<min(head.rowCount, offsets[source] + rows)
            let isLast = taken.upperBound >= head.rowCount
            parts.append(SourceMerge.Part(batch: head, rows: taken, isFirst: offsets[source] == 0, isLast: isLast))
            offsets[source] = isLast ? 0 : taken.upperBound
            if isLast { batches[source].removeFirst() }
            if isLast, head.sourceEnd != nil || head.runFailure != nil { break }
        }
        return parts
    }
}
