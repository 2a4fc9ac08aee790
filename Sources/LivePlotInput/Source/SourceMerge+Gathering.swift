import LivePlotBasics

extension SourceMerge {
    /// The parts' ranges that are gathered as one: a part alone, or parts whose rows go in turn
    /// (`Part.inTurnWithNext`), each up to the first that does not go on with the next.
    ///
    /// ```swift
    /// SourceMerge.groupsInTurn([a(inTurnWithNext: true), b, c])   // [0..<2, 2..<3]
    /// ```
    static func groupsInTurn(_ parts: [Part]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var first = 0
        while first < parts.count {
            var end = first + 1
            while end < parts.count, parts[end - 1].inTurnWithNext { end += 1 }
            precondition(parts[first..<end].allSatisfy { $0.rows.count == parts[first].rows.count }, "parts in turn have as many rows")
            groups.append(first..<end)
            first = end
        }
        return groups
    }

    /// Gives the group's columns that hold a number for the first time a column of the chart's (while
    /// there is room), in the order their rows are gathered, and its columns' names, as its source now
    /// has them, prefixed with the source's. A column beyond the most kept maps to -1: its values are
    /// counted in `merge`.
    mutating func mapColumns(of group: ArraySlice<Part>) {
        // Each new column at the first row that holds a number in it: parts in turn are gathered a row of
        // each at a time, so their columns are first seen in that order, as parts of a row each would be.
        var firstSeen: [(offset: Int, member: Int, column: Int)] = []
        for (member, part) in group.enumerated() {
            let batch = part.batch
            let source = batch.source
            if let unit = batch.inputUnit { units[source] = unit }
            let width = batch.seriesCount
            if columns[source].count < width {
                columns[source] += repeatElement(Self.unmapped, count: width - columns[source].count)
            }
            for column in 0..<width where columns[source][column] == Self.unmapped {
                if let offset = part.rows.firstIndex(where: { row in !batch.values[row * width + column].isNaN }) {
                    firstSeen.append((offset - part.rows.lowerBound, member, column))
                }
            }
        }
        if group.count > 1 { firstSeen.sort { ($0.offset, $0.member, $0.column) < ($1.offset, $1.member, $1.column) } }
        for (_, member, column) in firstSeen {
            let batch = group[group.startIndex + member].batch
            mapColumn(column, of: batch)
        }
        for part in group {
            let batch = part.batch
            let source = batch.source
            for column in 0..<batch.seriesCount where columns[source][column] >= 0 {
                let name = Self.name(batch.seriesNames[column], ofOnly: batch.seriesCount == 1, in: sourceNames[source], unit: units[source])
                if seriesNames[columns[source][column]] != name { seriesNames[columns[source][column]] = name }
            }
        }
    }

    /// Gives `column` of `batch`'s source a column of the chart's, or -1 past the most kept.
    private mutating func mapColumn(_ column: Int, of batch: SampleBatch) {
        let source = batch.source
        foundNames.insert(batch.seriesNames[column])
        guard seriesNames.count < SeriesCatalog.maximumCount else {
            columns[source][column] = -1
            return
        }
        columns[source][column] = seriesNames.count
        // Distinct: within a place in `-f` (vmstat's us and another vmstat's), the order first seen;
        // read in order (`pairsRows`), by source first: the command line's order, every run.
        let place = column < batch.chosenSeriesCount ? column : SeriesCatalog.maximumCount
        let within = pairsRows ? source * SeriesCatalog.maximumCount + seriesNames.count : seriesNames.count
        legendRanks.append(place * sourceNames.count * SeriesCatalog.maximumCount + within)
        seriesNames.append("")
    }

    /// Where a row without an x of its own goes.
    enum UntimedX {
        case arrival(Double)
        case sampleNumber
    }

    /// Appends the group's rows that hold a number in a column kept, each with its x: a part's in order,
    /// parts in turn a row of each at a time.
    ///
    /// - Complexity: O(the group's rows × the chart's columns).
    mutating func gather(_ group: ArraySlice<Part>, untimedXs: [UntimedX], into gathered: inout Gathered) {
        let count = group[group.startIndex].rows.count
        if group.count == 1 {
            gather(group[group.startIndex], untimedX: untimedXs[0], into: &gathered)
        } else {
            precondition(group.allSatisfy { $0.batch.xs.isEmpty && $0.batch.arrivals.isEmpty && $0.batch.groups.isEmpty },
                         "parts in turn are placed by number, with no arrivals or values of --by")
            // Each part's values borrowed through a buffer, not the part copied a row at a time: a copy of
            // a batch retains each of its arrays (in two files' rounds, three times the rest of the merge).
            // Nor `self` used within: a closure in a mutating method would copy it a row at a time.
            let sources = group.map(\.batch.source), widths = group.map(\.batch.seriesCount), firsts = group.map(\.rows.lowerBound)
            let maps = sources.map { columns[$0] }, numbers = sources.map { rowsRead[$0] }, pairsRows = pairsRows
            Self.withValues(of: group) { values in
                for offset in 0..<count {
                    for member in values.indices {
                        let width = widths[member], row = firsts[member] + offset
                        let (x, numbered) = Self.untimedX(untimedXs[member], number: numbers[member] + offset + 1)
                        Self.gatherRow(UnsafeBufferPointer(rebasing: values[member][row * width..<(row + 1) * width]), arrivals: nil,
                                       map: maps[member], x: x, numbered: numbered, pairsRows: pairsRows, group: -1, into: &gathered)
                    }
                }
            }
        }
        for part in group { rowsRead[part.batch.source] += count }
    }

    /// `gather` of one part: its rows in order.
    private func gather(_ part: Part, untimedX: UntimedX, into gathered: inout Gathered) {
        let batch = part.batch
        let width = batch.seriesCount
        let ownXs = !batch.xs.isEmpty && placing == .sampleNumber
        let map = columns[batch.source], number = rowsRead[batch.source], pairsRows = pairsRows
        batch.values.withUnsafeBufferPointer { values in
            batch.arrivals.withUnsafeBufferPointer { arrivals in
                for (offset, row) in part.rows.enumerated() {
                    let (x, numbered) = ownXs ? (row < batch.xs.count ? batch.xs[row] : .nan, false)
                        : Self.untimedX(untimedX, number: number + offset + 1)
                    let cells = row * width..<(row + 1) * width
                    Self.gatherRow(UnsafeBufferPointer(rebasing: values[cells]), arrivals: arrivals.isEmpty ? nil : UnsafeBufferPointer(rebasing: arrivals[cells]),
                                   map: map, x: x, numbered: numbered, pairsRows: pairsRows,
                                   group: gathered.grouped ? chartGroup(of: batch, row: row) : -1, into: &gathered)
                }
            }
        }
    }

    /// The x of a row without one of its own, `number` within its source, and whether it is that number.
    private static func untimedX(_ untimedX: UntimedX, number: Int) -> (x: Double, numbered: Bool) {
        switch untimedX {
        case .arrival(let time): (time, false)
        case .sampleNumber: (Double(number), true)
        }
    }

    /// `body` given the values of each part's batch, in order.
    private static func withValues<Result>(of parts: ArraySlice<Part>, _ taken: [UnsafeBufferPointer<Double>] = [],
                                           _ body: ([UnsafeBufferPointer<Double>]) -> Result) -> Result {
        guard let first = parts.first else { return body(taken) }
        return first.batch.values.withUnsafeBufferPointer { withValues(of: parts.dropFirst(), taken + [$0], body) }
    }

    /// Appends a row of a source's values (and their arrivals, when it has them), at `x`, when it holds a
    /// number in a column kept (`map`: the chart's column of each of the source's): the n-th row of another
    /// source placed by number too (`numbered`) joins the row before it when that is of the same number
    /// (`pairsRows`).
    @inline(__always)
    private static func gatherRow(_ values: UnsafeBufferPointer<Double>, arrivals: UnsafeBufferPointer<Double>?, map: [Int], x: Double,
                                  numbered: Bool, pairsRows: Bool, group: Int32, into gathered: inout Gathered) {
        let width = gathered.width
        let start = gathered.values.count
        gathered.values += repeatElement(.nan, count: width)
        if gathered.stamped { gathered.arrivals += repeatElement(.nan, count: width) }
        var holdsNumber = false
        for (column, value) in values.enumerated() {
            // A plain nan says nothing of the series: nothing to place.
            guard !value.isNaN || GapMarker.marks(value) else { continue }
            let mapped = map[column]
            guard mapped >= 0 else {
                if !value.isNaN, mapped == -1 { gathered.droppedValues += 1 }
                continue
            }
            gathered.values[start + mapped] = value
            if let arrivals { gathered.arrivals[start + mapped] = arrivals[column] }
            if !value.isNaN { holdsNumber = true }
        }
        guard holdsNumber else {
            // A row of gaps only, or of columns not kept: no row of the chart (the store keeps none).
            gathered.values.removeSubrange(start...)
            if gathered.stamped { gathered.arrivals.removeSubrange(start...) }
            return
        }
        // The n-th row of another source, placed by number too: one row of the chart's (`pairsRows`).
        let pairable = numbered && pairsRows && !gathered.stamped && !gathered.grouped
        if pairable, gathered.pairableX == x {
            gathered.joinLastRow(from: start)
            return
        }
        gathered.xs.append(x)
        gathered.pairableX = pairable ? x : nil
        if gathered.grouped { gathered.groups.append(group) }
    }

    /// The rows of a merge as they are gathered.
    struct Gathered {
        let width: Int
        let stamped: Bool
        /// Whether the rows carry `--by`'s values (`groups`, the chart's indices).
        let grouped: Bool
        var values: [Double] = []
        var groups: [Int32] = []
        var arrivals: [Double] = []
        var xs: [Double] = []
        var droppedValues = 0
        /// The x of the last row when rows of that number may join it (`SourceMerge.pairsRows`).
        var pairableX: Double?

        /// Starts with a row held back from the merge before, as wide as the chart is now.
        mutating func take(_ row: (x: Double, values: [Double])) {
            values += row.values
            values += repeatElement(.nan, count: width - row.values.count)
            if stamped { arrivals += repeatElement(.nan, count: width) }
            if grouped { groups.append(-1) }
            xs.append(row.x)
            pairableX = stamped || grouped ? nil : row.x
        }

        /// Takes out the last row when rows of its number may still come, for the next merge.
        mutating func holdBackPairable() -> (x: Double, values: [Double])? {
            guard let x = pairableX else { return nil }
            let row = (x: x, values: Array(values[(values.count - width)...]))
            values.removeLast(width)
            xs.removeLast()
            pairableX = nil
            return row
        }

        /// Joins the row just gathered, from `start` on, to the row before it: the n-th row of another
        /// source, whose columns are other columns of the chart's.
        mutating func joinLastRow(from start: Int) {
            let previous = start - width
            for column in 0..<width where !values[start + column].isNaN || GapMarker.marks(values[start + column]) {
                precondition(values[previous + column].isNaN, "two rows of one number share a column")
                values[previous + column] = values[start + column]
            }
            values.removeSubrange(start...)
        }
    }

}
