import Testing
@testable import LivePlotInput

/// Sources read to their end (`--once a b c`) as `SourceQueue` hands them on: in the order of their x
/// (`SourceInterleave`), merged with the rows placed by number paired (`SourceMerge.pairingRows()`).
/// The chart's rows are then those of `paste a b c`, whatever the batches and the order they came in.
@Suite struct SourcePairingTests {
    /// One source's rows (one or two columns, a row of nothing now and then), cut into batches.
    struct Source {
        var names: [String]
        var rows: [[Double]]
        var batches: [SampleBatch]
    }

    static func source(_ index: Int, random: inout SplitMix64) -> Source {
        let names = Int.random(in: 0...1, using: &random) == 0 ? ["1"] : ["us", "sy"]
        let rows = (0..<Int.random(in: 0...40, using: &random)).map { line in
            // A line without a number: a row of nans, no row of the chart's, yet counted by number.
            Int.random(in: 0..<8, using: &random) == 0
                ? names.map { _ in Double.nan } : names.indices.map { Double(index * 1_000 + line * 10 + $0) }
        }
        var batches: [SampleBatch] = []
        var start = 0
        repeat {
            let end = min(rows.count, start + Int.random(in: 1...9, using: &random))
            var batch = SampleBatch(rows: Array(rows[start..<end]), seriesNames: names)
            batch.source = index
            if end == rows.count { batch.sourceEnd = .endOfFile }
            batches.append(batch)
            start = end
        } while start < rows.count
        return Source(names: names, rows: rows, batches: batches)
    }

    /// The batches of `sources` put in a random order (at most two waiting a source, as the queue's
    /// readers wait), taken as `SourceQueue` takes them (`SourceInterleave.parts`), merged, and the
    /// merge flushed at the end.
    static func merged(_ sources: [Source], random: inout SplitMix64) -> (batches: [SampleBatch], merge: SourceMerge) {
        var merge = SourceMerge(sourceNames: sources.indices.map { "s\($0)" }, placing: .sampleNumber).pairingRows()
        var interleave = SourceInterleave(sourceCount: sources.count)
        var unread = sources.map(\.batches)
        var waiting: [[SampleBatch]] = sources.map { _ in [] }
        var offsets = sources.map { _ in 0 }
        var out: [SampleBatch] = []
        while true {
            let puttable = sources.indices.filter { !unread[$0].isEmpty && waiting[$0].count < 2 }
            if let source = puttable.randomElement(using: &random), Int.random(in: 0...2, using: &random) > 0 {
                waiting[source].append(unread[source].removeFirst())
                continue
            }
            let ended = unread.map(\.isEmpty)
            let parts = interleave.parts(of: &waiting, offsets: &offsets, ended: ended)
            if !parts.isEmpty { out.append(merge.merge(parts: parts, arrival: 0)) }
            if puttable.isEmpty, parts.isEmpty, waiting.allSatisfy(\.isEmpty) { break }
        }
        if let last = merge.flush() { out.append(last) }
        return (out, merge)
    }

    /// Every chunking and order of arrival gives the rows of `paste`: one row a line number that some
    /// source has a number at, x that number, each source's values in its own columns. Mutation: no
    /// row held back at the end of a merge (`holdingBack: false` always) — a line whose sources' rows
    /// came in two merges makes two rows: it fails; no flush — the last line is missing: it fails.
    @Test func theRowsOfPasteWhateverTheBatches() {
        var random = SplitMix64(seed: 57)
        for _ in 0..<300 {
            let sources = (0..<Int.random(in: 2...3, using: &random)).map { Self.source($0, random: &random) }
            let (batches, merge) = Self.merged(sources, random: &random)
            var expected: [(x: Double, values: [String: Double])] = []
            for line in 0..<(sources.map(\.rows.count).max() ?? 0) {
                var values: [String: Double] = [:]
                for (index, source) in sources.enumerated() where line < source.rows.count {
                    for (column, value) in source.rows[line].enumerated() where !value.isNaN {
                        values[SourceMerge.name(source.names[column], ofOnly: source.names.count == 1, in: "s\(index)", unit: nil)] = value
                    }
                }
                if !values.isEmpty { expected.append((Double(line + 1), values)) }
            }
            var actual: [(x: Double, values: [String: Double])] = []
            for batch in batches {
                for row in 0..<batch.rowCount {
                    var values: [String: Double] = [:]
                    for column in 0..<batch.seriesCount where !batch.value(row: row, series: column).isNaN {
                        values[merge.seriesNames[column]] = batch.value(row: row, series: column)
                    }
                    actual.append((batch.xs[row], values))
                }
            }
            #expect(actual.map(\.x) == expected.map(\.x))
            #expect(actual.map(\.values) == expected.map(\.values))
        }
    }

    /// The legend in the command line's order, whichever source's rows came first: `b`'s first lines
    /// have no number, so `a`'s series is seen after `b`'s. Mutation: the rank without the source
    /// (`within = seriesNames.count` when pairing) — b's series before a's: it fails.
    @Test func theLegendInTheCommandLineOrder() {
        var merge = SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber).pairingRows()
        var a = SampleBatch(rows: [[.nan], [.nan], [3]], seriesNames: ["1"])
        a.source = 0
        var b = SampleBatch(rows: [[7, 8]], seriesNames: ["us", "sy"])
        b.source = 1
        _ = merge.merge(parts: [SourceMerge.Part(batch: b, rows: 0..<1, isFirst: true, isLast: true)], arrival: 0)
        let merged = merge.merge(parts: [SourceMerge.Part(batch: a, rows: 0..<3, isFirst: true, isLast: true)], arrival: 0)
        #expect(merge.seriesNames == ["b us", "b sy", "a"])
        let legend = merged.legendRanks.indices.sorted { merged.legendRanks[$0] < merged.legendRanks[$1] }.map { merge.seriesNames[$0] }
        #expect(legend == ["a", "b us", "b sy"])
    }
}
