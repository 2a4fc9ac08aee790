import Testing
import LivePlotBasics
@testable import LivePlotInput

/// Several sources' batches made the chart's: columns in the order first seen, named `SOURCE series`,
/// capped across all, every row with its x.
@Suite struct SourceMergeTests {
    static func batch(_ rows: [[Double]], names: [String], source: Int, xs: [Double] = []) -> SampleBatch {
        var batch = SampleBatch(rows: rows, seriesNames: names, xs: xs)
        batch.source = source
        return batch
    }

    /// Two vmstat-like sources and a log: each column takes the next of the chart's as it is first seen,
    /// renamed; a source's later, wider batch adds its new column after all seen before.
    @Test func columnsInTheOrderFirstSeen() {
        var merge = SourceMerge(sourceNames: ["web1", "app"], placing: .sampleNumber)
        let first = merge.merge(Self.batch([[5, 2]], names: ["us", "sy"], source: 0), arrival: 0)
        #expect(first.seriesNames == ["web1 us", "web1 sy"])
        #expect(first.values == [5, 2] && first.xs == [1])
        let second = merge.merge(Self.batch([[120], [130]], names: ["latency_ms"], source: 1), arrival: 0)
        #expect(second.seriesNames == ["web1 us", "web1 sy", "app latency_ms"])
        #expect(second.values.map(\.isNaN) == [true, true, false, true, true, false])
        #expect(second.column(2) == [120, 130] && second.xs == [1, 2])
        let third = merge.merge(Self.batch([[6, 3, 90]], names: ["us", "sy", "id"], source: 0), arrival: 0)
        #expect(third.seriesNames == ["web1 us", "web1 sy", "app latency_ms", "web1 id"])
        #expect(third.column(0) == [6] && third.column(3) == [90] && third.column(2)[0].isNaN)
        #expect(third.xs == [2], "web1's second line")
        #expect(third.source == 0)
    }

    /// Rows with times from their data keep them; rows without are placed by arrival (seconds since
    /// the epoch) once times are seen, or always when the chart places by arrival.
    @Test func placesRowsAlongOneAxis() {
        var merge = SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber, arrivalEpoch: 1_000)
        let untimed = merge.merge(Self.batch([[1], [2]], names: ["1"], source: 1), arrival: 5)
        #expect(untimed.xs == [1, 2] && untimed.xsArePlain)
        let timed = merge.merge(Self.batch([[3]], names: ["1"], source: 0, xs: [1_700_000_000]), arrival: 6)
        #expect(timed.xs == [1_700_000_000] && !timed.xsArePlain)
        let afterTimes = merge.merge(Self.batch([[4]], names: ["1"], source: 1), arrival: 7)
        #expect(afterTimes.xs == [1_007] && !afterTimes.xsArePlain, "a mix: by arrival")
        var live = SourceMerge(sourceNames: ["a", "b"], placing: .arrival, arrivalEpoch: 1_000)
        #expect(live.merge(Self.batch([[1], [2]], names: ["1"], source: 0), arrival: 2.5).xs == [1_002.5, 1_002.5])
    }

    /// A source's end, a run's failure and the lines' counts go with its batch; the unit does not (each
    /// source writes its own).
    @Test func keepsWhatTheBatchSays() {
        var merge = SourceMerge(sourceNames: ["ping", "vmstat"], placing: .arrival)
        var batch = Self.batch([[0.05]], names: ["time"], source: 0)
        batch.inputUnit = "ms"
        batch.sourceEnd = .exited(status: 1)
        batch.skippedLineCount = 2
        let merged = merge.merge(batch, arrival: 0)
        #expect(merged.sourceEnd == .exited(status: 1) && merged.skippedLineCount == 2 && merged.inputUnit == nil)
        #expect(merged.seriesNames == ["ping time (ms)"], "the unit in the series' name, the chart taking none")
    }

    /// `-f us,sy,time ping.txt vm.txt`: ping's time shows first, yet the legend lists the series in
    /// `-f`'s order (us, sy, time), two sources' us in the order they showed; a series `-f` did not fix
    /// (a pattern's) after them. Mutation: the rank of a fixed series its column alone (no
    /// `* maximumCount`) — two sources' us tie, and the ranks are not distinct: it fails.
    @Test func theLegendIsInTheFieldsOrder() {
        var merge = SourceMerge(sourceNames: ["ping", "vm", "vm2"], placing: .sampleNumber)
        func chosen(_ rows: [[Double]], _ names: [String], source: Int) -> SampleBatch {
            var batch = Self.batch(rows, names: names, source: source)
            batch.chosenSeriesCount = 3
            return batch
        }
        _ = merge.merge(chosen([[.nan, .nan, 0.05]], ["us", "sy", "time"], source: 0), arrival: 0)
        _ = merge.merge(chosen([[5, 2, .nan, 7]], ["us", "sy", "time", "load1"], source: 1), arrival: 0)
        let merged = merge.merge(chosen([[6, .nan, .nan]], ["us", "sy", "time"], source: 2), arrival: 0)
        #expect(merge.seriesNames == ["ping time", "vm us", "vm sy", "vm load1", "vm2 us"])
        let legend = merged.legendRanks.indices.sorted { merged.legendRanks[$0] < merged.legendRanks[$1] }.map { merge.seriesNames[$0] }
        #expect(legend == ["vm us", "vm2 us", "vm sy", "ping time", "vm load1"])
        #expect(Set(merged.legendRanks).count == merged.legendRanks.count, "distinct")
    }

    /// `liveplot --once iso.log hms.log`: one number a line after a time, field 2 of each, is named by
    /// its file alone (not `iso 2`), until the file has a second; a header's or a key's name stays.
    @Test func aSourceOfOneNumberIsNamedAlone() {
        var merge = SourceMerge(sourceNames: ["iso", "hms", "kv"], placing: .sampleNumber)
        _ = merge.merge(Self.batch([[5]], names: ["2"], source: 0), arrival: 0)
        _ = merge.merge(Self.batch([[6]], names: ["2"], source: 1), arrival: 0)
        _ = merge.merge(Self.batch([[7]], names: ["latency"], source: 2), arrival: 0)
        #expect(merge.seriesNames == ["iso", "hms", "kv latency"])
        _ = merge.merge(Self.batch([[5, 1]], names: ["2", "3"], source: 0), arrival: 0)
        #expect(merge.seriesNames == ["iso 2", "hms", "kv latency", "iso 3"])
    }

    /// `-f us,sy,time` over vmstat and ping: each name is found in one source, so none is said missing;
    /// a name neither has is, among both sources' fields.
    @Test func fieldsNotFoundInAnySource() {
        var merge = SourceMerge(sourceNames: ["vmstat", "ping"], placing: .arrival)
        var vmstat = Self.batch([[5, 2]], names: ["us", "sy"], source: 0)
        vmstat.notices = [.fieldsNotFound(names: ["time", "rtt"], fields: ["r", "us", "sy"])]
        #expect(merge.merge(vmstat, arrival: 0).notices == [.fieldsNotFound(names: ["time", "rtt"], fields: ["vmstat r", "vmstat us", "vmstat sy"])])
        var ping = Self.batch([[0.05]], names: ["time"], source: 1)
        ping.notices = [.fieldsNotFound(names: ["us", "sy", "rtt"], fields: ["time", "ttl"])]
        #expect(merge.merge(ping, arrival: 0).notices
            == [.fieldsNotFound(names: ["rtt"], fields: ["vmstat r", "vmstat us", "vmstat sy", "ping time", "ping ttl"])])
        var found = Self.batch([[0.06]], names: ["time"], source: 1)
        found.notices = [.fieldsNotFound(names: [], fields: [])]
        #expect(merge.merge(found, arrival: 0).notices == [.fieldsNotFound(names: [], fields: ["vmstat r", "vmstat us", "vmstat sy"])])
    }

    /// `-f b` over plain numbers and `a=1 b=2`: the first says it has no field b, the second never says
    /// anything (it found it): b is found, and nothing is said missing.
    @Test func aNameOneSourceHasIsFound() {
        var merge = SourceMerge(sourceNames: ["ok", "kv"], placing: .sampleNumber)
        _ = merge.merge(Self.batch([[2]], names: ["b"], source: 1), arrival: 0)
        var ok = Self.batch([[1]], names: ["1"], source: 0)
        ok.notices = [.fieldsNotFound(names: ["b"], fields: [])]
        #expect(merge.merge(ok, arrival: 0).notices == [.fieldsNotFound(names: [], fields: ["kv b"].filter { _ in false })])
    }

    /// `-f us,sy,time` over vmstat and ping: each source's decoder has a column for every name, but a
    /// column becomes a series only when it holds a number: no `ping us`, no `vmstat time`.
    @Test func aColumnWithoutANumberIsNoSeries() {
        var merge = SourceMerge(sourceNames: ["vmstat", "ping"], placing: .arrival)
        _ = merge.merge(Self.batch([[5, 2, .nan], [6, 3, .nan]], names: ["us", "sy", "time"], source: 0), arrival: 0)
        let ping = merge.merge(Self.batch([[.nan, .nan, 0.05]], names: ["us", "sy", "time"], source: 1), arrival: 1)
        #expect(merge.seriesNames == ["vmstat us", "vmstat sy", "ping time"])
        #expect(ping.seriesCount == 3 && ping.column(2) == [0.05])
    }

    /// The brute-force model: random batches from random sources, each source's batches appended
    /// naively on their own, then every series compared with its column of the merged rows — its values
    /// (gaps too) in order, its name, its place by first sight, the values beyond the cap counted, and
    /// each row's sample number.
    @Test(arguments: 0..<40) func matchesAPerSourceAppend(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let sourceCount = Int.random(in: 2...4, using: &random)
        let names = (0..<sourceCount).map { "s\($0)" }
        var merge = SourceMerge(sourceNames: names, placing: .sampleNumber)
        var widths = Array(repeating: 0, count: sourceCount)
        var model: [SampleBatch?] = Array(repeating: nil, count: sourceCount)
        var merged: [SampleBatch] = []
        var firstSeen: [[Int]] = []   // (source, column) in the order first seen holding a number
        var mappedFrom: [[Int]: Int] = [:]   // (source, column) → its source's first row in the batch that mapped it
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            let source = Int.random(in: 0..<sourceCount, using: &random)
            widths[source] = max(1, widths[source] + Int.random(in: 0...12, using: &random) / 4 * Int.random(in: 0...3, using: &random))
            let width = widths[source]
            let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                var row = (0..<width).map { _ -> Double in
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: .nan
                    case 1 where width > 1: GapMarker.value
                    default: Double(Int.random(in: -50...50, using: &random))
                    }
                }
                // The decoder makes no row without a number.
                if !row.contains(where: { !$0.isNaN }) { row[Int.random(in: 0..<width, using: &random)] = 7 }
                return row
            }
            let batch = Self.batch(rows, names: (0..<width).map { "c\($0)" }, source: source)
            // A column is a series from the batch where it first holds a number (a gap is none).
            for column in 0..<width where !firstSeen.contains([source, column]) && rows.contains(where: { !$0[column].isNaN }) {
                firstSeen.append([source, column])
                mappedFrom[[source, column]] = model[source]?.rowCount ?? 0
            }
            if model[source] == nil { model[source] = batch } else { model[source]!.append(batch) }
            merged.append(merge.merge(batch, arrival: 0))
        }
        let kept = Array(firstSeen.prefix(SeriesCatalog.maximumCount))
        #expect(merge.seriesNames == kept.map { "s\($0[0]) c\($0[1])" })
        var expectedDropped = 0
        for (source, rows) in model.enumerated() {
            guard let rows else { continue }
            let keptColumns = kept.filter { $0[0] == source }.map { $0[1] }
            // The source's rows that hold a number in a kept column, and so a row of the chart.
            let chartRows = (0..<rows.rowCount).filter { row in keptColumns.contains { !rows.value(row: row, series: $0).isNaN } }
            for column in 0..<rows.seriesCount {
                let wanted = chartRows.filter { $0 >= mappedFrom[[source, column], default: .max] }
                    .map { rows.value(row: $0, series: column) }.filter { !$0.isNaN || GapMarker.marks($0) }
                guard let place = kept.firstIndex(of: [source, column]) else {
                    expectedDropped += (0..<rows.rowCount).filter { !rows.value(row: $0, series: column).isNaN }.count
                    continue
                }
                let got = merged.filter { $0.source == source }.flatMap { batch in
                    (0..<batch.rowCount).map { place < batch.seriesCount ? batch.value(row: $0, series: place) : .nan }
                }.filter { !$0.isNaN || GapMarker.marks($0) }
                #expect(got.map(\.bitPattern) == wanted.map(\.bitPattern), "s\(source) c\(column)")
            }
            let xs = merged.filter { $0.source == source }.flatMap(\.xs)
            #expect(xs == chartRows.map { Double($0 + 1) }, "s\(source)'s sample numbers")
        }
        #expect(merged.map(\.droppedValueCount).reduce(0, +) == expectedDropped)
        #expect(merged.allSatisfy { $0.seriesCount == 0 || $0.seriesNames.count == $0.seriesCount })
        for (before, after) in zip(merged, merged.dropFirst()) { #expect(after.seriesCount >= before.seriesCount) }
    }
}

/// Parts of several sources' batches merged in one go: the rows in the order given, each source's sample
/// numbers counted across its parts, a batch's counts with its first part and its end with its last.
@Suite struct SourceMergePartsTests {
    @Test func partsInOrder() {
        var merge = SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber)
        var a = SourceMergeTests.batch([[1], [2], [3]], names: ["1"], source: 0)
        a.skippedLineCount = 5
        a.sourceEnd = .endOfFile
        let b = SourceMergeTests.batch([[10], [20]], names: ["1"], source: 1)
        let first = merge.merge(parts: [
            SourceMerge.Part(batch: a, rows: 0..<1, isFirst: true, isLast: false),
            SourceMerge.Part(batch: b, rows: 0..<2, isFirst: true, isLast: true),
            SourceMerge.Part(batch: a, rows: 1..<2, isFirst: false, isLast: false),
        ], arrival: 0)
        #expect(first.seriesNames == ["a", "b"])
        #expect(first.xs == [1, 1, 2, 2] && first.xsArePlain)
        #expect(first.column(0).map { $0.isNaN ? -1 : $0 } == [1, -1, -1, 2])
        #expect(first.column(1).map { $0.isNaN ? -1 : $0 } == [-1, 10, 20, -1])
        #expect(first.skippedLineCount == 5 && first.sourceEnd == nil && first.source == 0)
        let last = merge.merge(parts: [SourceMerge.Part(batch: a, rows: 2..<3, isFirst: false, isLast: true)], arrival: 0)
        #expect(last.xs == [3] && last.skippedLineCount == 0 && last.sourceEnd == .endOfFile && last.source == 0)
    }

    /// `--by` over several sources: each source's values become the chart's, named `SOURCE VALUE` in the
    /// order the sources name them; a row keeps its value (none stays none, one past those told apart stays so).
    @Test func valuesOfSeveralSourcesAreTheChart() {
        var merge = SourceMerge(sourceNames: ["web1", "web2"], placing: .sampleNumber)
        var first = SourceMergeTests.batch([[1], [1], [1]], names: ["1"], source: 0)
        (first.groups, first.newGroupNames, first.firstNewGroup) = ([0, 1, -1], ["200", "404"], 0)
        let one = merge.merge(first, arrival: 0)
        #expect(one.groups == [0, 1, -1] && one.newGroupNames == ["web1 200", "web1 404"] && one.firstNewGroup == 0)
        var second = SourceMergeTests.batch([[1], [1]], names: ["1"], source: 1)
        (second.groups, second.newGroupNames, second.firstNewGroup) = ([0, Int32(GroupField.mostValues)], ["200"], 0)
        let two = merge.merge(second, arrival: 0)
        #expect(two.groups == [2, Int32(GroupField.mostValues)] && two.newGroupNames == ["web2 200"] && two.firstNewGroup == 2)
        var third = SourceMergeTests.batch([[1]], names: ["1"], source: 0)
        (third.groups, third.newGroupNames, third.firstNewGroup) = ([1], [], 2)
        let three = merge.merge(third, arrival: 0)
        #expect(three.groups == [1] && three.newGroupNames.isEmpty, "web1's 404 again: no name")
    }
}
