import Testing
@testable import LivePlotInput
import LivePlotBasics

/// `--by`'s tags and names, however the bytes and the batches are cut: every byte offset of a read, a
/// replay's slices of a batch (`rows(_:atLeast:)`), batches folded together (`append`).
@Suite struct GroupBatchingTests {
    /// nginx-like lines, some short of the status field, a blank one among them.
    static func lines(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        // A status new with each seed: a later batch names values of its own.
        let statuses = ["200", "404", "500", "301", "200", "\(600 + seed)"]
        return (0..<count).map { index in
            switch random.next() % 10 {
            case 0: return "connection reset by peer"
            case 1: return ""
            default:
                let status = statuses[Int(random.next() % UInt64(statuses.count))]
                return "10.0.0.\(index % 7) - - [26/Nov/2026:10:00:0\(index % 10) +0000] \"GET /p\(random.next() % 5) HTTP/1.1\" \(status) \(random.next() % 900) \"-\" \"curl/8.5\""
            }
        }
    }

    /// The model: each non-blank line's ninth field split by hand (`--count` makes every such line a row).
    static func model(_ lines: [String]) -> [String] {
        lines.filter { !$0.isEmpty }.map { line in
            let fields = line.split(separator: " ")
            return fields.count >= 9 ? String(fields[8]) : "-"
        }
    }

    @Test func everyByteOffsetGivesTheSameTagsAndNames() {
        let lines = Self.lines(24, seed: 7)
        let text = lines.joined(separator: "\n") + "\n"
        let expected = Self.model(lines)
        let whole = decodedGroups(text, by: .position(9), countsLines: true)
        #expect(whole.tags == expected)
        #expect(whole.names.count > 3)
        #expect(whole.names == expected.filter { $0 != "-" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let split = decodedGroups(chunks: [bytes[..<offset], bytes[offset...]], by: .position(9), countsLines: true)
            #expect(split.tags == whole.tags && split.names == whole.names, "cut at \(offset)")
        }
        for size in 1...9 {
            let cut = decodedGroups(text, by: .position(9), countsLines: true, chunkSize: size)
            #expect(cut.tags == whole.tags && cut.names == whole.names, "chunks of \(size)")
        }
    }

    /// A replay hands a batch on a few rows at a time: the slices carry every name once, each in the
    /// slice of its first row, and folded back together they are the batch.
    @Test func slicesCarryTheirNamesAndFoldBackIntoTheBatch() {
        var random = SplitMix64(seed: 11)
        var decoder = SampleDecoder(countsLines: true, groupField: .position(9))
        var known = 0
        for round in 0..<20 {
            let text = Self.lines(30, seed: UInt64(round)).joined(separator: "\n") + "\n"
            var batch = SampleBatch()
            Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
            var cuts = [0, batch.rowCount]
            for _ in 0..<Int(random.next() % 6) { cuts.append(Int(random.next() % UInt64(batch.rowCount + 1))) }
            cuts.sort()
            var folded = SampleBatch()
            var names: [String] = []
            #expect(batch.newGroupNames.isEmpty || batch.firstNewGroup == known)
            for (low, high) in zip(cuts, cuts.dropFirst()) {
                let slice = batch.rows(low..<high)
                #expect(slice.groups == Array(batch.groups[low..<high]))
                if !slice.newGroupNames.isEmpty { #expect(slice.firstNewGroup == known + names.count) }
                names += slice.newGroupNames
                // Each tag of a slice is named by now: in an earlier batch, an earlier slice or this one.
                #expect(slice.groups.allSatisfy { Int($0) < known + names.count })
                folded.append(slice)
            }
            #expect(names == batch.newGroupNames, "round \(round)")
            #expect(folded.groups == batch.groups && folded.newGroupNames == batch.newGroupNames)
            #expect(folded.newGroupNames.isEmpty || folded.firstNewGroup == batch.firstNewGroup)
            known += names.count
        }
    }

    /// A name with no row in its batch (a scrape's row held back for the next read) goes with the last slice.
    @Test func aNameWithoutARowGoesWithTheLastSlice() {
        var batch = SampleBatch(rows: [[1], [1], [1]], seriesNames: ["1"])
        batch.groups = [4, 5, 4]
        batch.firstNewGroup = 4
        batch.newGroupNames = ["a", "b", "c"]
        #expect(batch.rows(0..<1).newGroupNames == ["a"])
        #expect(batch.rows(1..<2).newGroupNames == ["b"] && batch.rows(1..<2).firstNewGroup == 5)
        #expect(batch.rows(2..<3).newGroupNames == ["c"] && batch.rows(2..<3).firstNewGroup == 6)
        #expect(batch.rows(0..<3).newGroupNames == ["a", "b", "c"])
    }

    /// Rows of a batch without tags folded in beside tagged ones have no value: -1, never a shift.
    @Test func appendTagsTheRowsOfAnUntaggedBatchNone() {
        var tagged = decodedBatch("n=1 k=a\n", by: .name("k"))
        tagged.append(SampleBatch(rows: [[2], [3]], seriesNames: ["n"]))
        #expect(tagged.groups == [0, -1, -1])
        tagged.checkInvariants()
        var untagged = SampleBatch(rows: [[2]], seriesNames: ["n"])
        untagged.append(decodedBatch("n=1 k=a\n", by: .name("k")))
        #expect(untagged.groups == [-1, 0] && untagged.newGroupNames == ["a"] && untagged.firstNewGroup == 0)
        untagged.checkInvariants()
    }

    @Test func removeAllForgetsTheTags() {
        var batch = decodedBatch("n=1 k=a\n", by: .name("k"))
        #expect(batch.groups == [0] && batch.newGroupNames == ["a"])
        batch.removeAll()
        #expect(batch.groups.isEmpty && batch.newGroupNames.isEmpty && batch.firstNewGroup == 0 && batch == SampleBatch())
    }

    @Test func equalityLooksAtTheTags() {
        #expect(decodedBatch("n=1 k=a\n", by: .name("k")) != decodedBatch("n=1 k=b\n", by: .name("k")))
        #expect(decodedBatch("n=1 k=a\n", by: .name("k")) == decodedBatch("n=1 k=a\n", by: .name("k")))
    }
}

/// One batch of `text` decoded with `--by field`.
func decodedBatch(_ text: String, by field: GroupField) -> SampleBatch {
    var decoder = SampleDecoder(groupField: field)
    var batch = SampleBatch()
    Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
    decoder.finish(into: &batch)
    return batch
}

/// `decodedGroups` with the bytes cut into these chunks.
func decodedGroups(chunks: [ArraySlice<UInt8>], by field: GroupField, countsLines: Bool) -> (tags: [String], names: [String]) {
    var decoder = SampleDecoder(countsLines: countsLines, groupField: field)
    var names: [String] = []
    var tags: [String] = []
    func take(_ batch: SampleBatch) {
        #expect(batch.groups.count == batch.rowCount)
        if !batch.newGroupNames.isEmpty { names += batch.newGroupNames }
        tags += batch.groups.map { $0 < 0 ? "-" : Int($0) < names.count ? names[Int($0)] : "?\($0)" }
    }
    for chunk in chunks {
        var batch = SampleBatch()
        chunk.withUnsafeBytes { decoder.decode($0, into: &batch) }
        take(batch)
    }
    var batch = SampleBatch()
    decoder.finish(into: &batch)
    take(batch)
    return (tags, names)
}
