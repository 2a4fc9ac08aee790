/// `--by`'s tags in a batch (`groups`, `newGroupNames`, `firstNewGroup`): written by `GroupTagger`,
/// kept whole by `append` and `rows(_:atLeast:)`.
///
/// ```swift
/// batch.addGroupName("404", index: 1)   // firstNewGroup 1, newGroupNames ["404"]
/// batch.tagRows(1)                      // every row not tagged yet: 1
/// ```
extension SampleBatch {
    /// Tags every row not tagged yet with `index` (rows from `groups.count` to `rowCount`).
    @inline(__always)
    mutating func tagRows(_ index: Int32) {
        while groups.count < rowCount { groups.append(index) }
    }

    /// Names the value `index`, new in these rows: the names of one batch are consecutive indices.
    mutating func addGroupName(_ name: String, index: Int) {
        if newGroupNames.isEmpty { firstNewGroup = index }
        precondition(firstNewGroup + newGroupNames.count == index, "values named in the order first seen")
        newGroupNames.append(name)
    }

    /// `later`'s tags after these (`append`): the rows of a batch not tagged are tagged -1 when the other is.
    mutating func appendGroups(of later: SampleBatch, rowsBefore: Int) {
        guard !groups.isEmpty || !later.groups.isEmpty else { return }
        groups += repeatElement(-1, count: rowsBefore - groups.count)
        groups += later.groups + repeatElement(-1, count: later.rowCount - later.groups.count)
        guard !later.newGroupNames.isEmpty else { return }
        if newGroupNames.isEmpty { firstNewGroup = later.firstNewGroup }
        precondition(firstNewGroup + newGroupNames.count == later.firstNewGroup, "one source's values, in order")
        newGroupNames += later.newGroupNames
    }

    /// The tags of the rows in `range`, and the names first seen in them, into `slice`: the values named
    /// in this batch are first seen in index order, so the slices of consecutive ranges share them out
    /// with none lost or said twice (names with no row of their own here, a scrape's row held back, go
    /// with the last rows).
    ///
    /// - Complexity: O(rows in `range`), and the rows before it up to the last value named first seen.
    func sliceGroups(_ range: Range<Int>, into slice: inout SampleBatch) {
        guard !groups.isEmpty else { return }
        slice.groups = range.map { $0 < groups.count ? groups[$0] : -1 }
        guard !newGroupNames.isEmpty else { return }
        let low = namesSeen(before: range.lowerBound), high = namesSeen(before: range.upperBound)
        guard high > low else { return }
        slice.firstNewGroup = firstNewGroup + low
        slice.newGroupNames = Array(newGroupNames[low..<high])
    }

    /// How many of the names of `newGroupNames` are first seen in the rows before `row`: all of them
    /// at the batch's end.
    private func namesSeen(before row: Int) -> Int {
        guard row < rowCount else { return newGroupNames.count }
        var seen = 0
        for index in 0..<Swift.min(row, groups.count) {
            seen = Swift.max(seen, Int(groups[index]) - firstNewGroup + 1)
            if seen >= newGroupNames.count { return newGroupNames.count }
        }
        return seen
    }
}
