import LivePlotBasics

/// Several sources' batches made the chart's: each source's columns mapped to the chart's (in the order
/// first seen), named `SOURCE series` (`web1 us`, `app latency_ms`), and every row given an x on one axis.
///
/// Each source is decoded on its own (its format, header, x), so its batches number their columns from
/// 0; the chart has one set of columns. At most `SeriesCatalog.maximumCount` columns are kept across
/// all the sources: values of any beyond are counted (`droppedValueCount`), never plotted.
///
/// Along x (cli.md, "Sources"): live sources (`Placing.arrival`) are placed by their `arrival`, in
/// seconds since the epoch, their own times too — rows of several live sources come in no order of their
/// times, and the store keeps x in order. Sources read at once (`Placing.sampleNumber`: files, handed on
/// in the order of their x by `SourceInterleave`) keep their rows' times; a row without one stands at
/// its number within its source, so that the n-th line of each file stands at one x. Once a source's
/// rows have times, rows without are placed by arrival all the same: a sample number is no time.
///
/// ```swift
/// var merge = SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber)
/// var batch = SampleBatch(values: [1, 2]); batch.source = 1
/// let merged = merge.merge(batch, arrival: 0)
/// merged.seriesNames   // ["b 1"]
/// merged.xs            // [1, 2]: b's first and second lines
/// ```
///
/// - Complexity: O(rows × the chart's columns) a batch.
public struct SourceMerge: Sendable {
    /// Where the rows of a source without times of its own go along x.
    public enum Placing: Sendable, Equatable {
        /// At their arrival (`arrivalEpoch` + the time given with each batch).
        case arrival
        /// At their number within their source (1, 2, …): every source's lines arrived together.
        case sampleNumber
    }

    /// What each source is called, by its number (`SampleBatch.source`).
    public let sourceNames: [String]
    public let placing: Placing
    /// The wall-clock time, in seconds since the epoch, of arrival 0.
    public let arrivalEpoch: Double
    /// The chart's columns' names, in the order first seen.
    public internal(set) var seriesNames: [String] = []
    /// Each column's place in the legend (`SampleBatch.legendRanks`): a source's series `-f` fixed by
    /// their place in `-f` (`-f us,sy,time`: us before time, whichever source showed first), then the
    /// others; within a place, in the order first seen (read in order, `pairsRows`: by source first, then
    /// first seen). Distinct.
    public internal(set) var legendRanks: [Int] = []
    /// Each source's columns: the chart's column each maps to, -1 for one beyond the most kept, or
    /// `unmapped` for one that has held no number yet.
    var columns: [[Int]]
    /// A source's column that has held no number yet: no series of the chart. `-f us,sy,time` over vmstat
    /// and ping gives each source a column for every name, and `ping us` is no series of anything.
    static let unmapped = -2
    /// Lines with a sample read from each source so far: where its next row stands by sample number.
    var rowsRead: [Int]
    /// Whether a source's rows had times from its data: then rows without are placed by arrival.
    private var seesTimes = false
    /// The `-f` names each source found no field for, and its fields, once its first block said
    /// (`InputNotice.fieldsNotFound`); nil before.
    private var missingFields: [(names: [String], fields: [String])?]
    /// `--by`: each source's values (its decoder's indices, `SampleBatch.groups`) as the chart's, which
    /// are named `SOURCE VALUE` (`web1 200`) in the order the sources name them; at most
    /// `GroupField.mostValues` in all, the others the index past them.
    private var groupIndices: [[Int32]]
    private var groupCount = 0
    /// The names of the sources' own series that have held a number (`b` of `a=1 b=2`): a `-f` name
    /// one source lacks is found all the same when another has a series of it, said or not.
    var foundNames: Set<String> = []
    /// The unit each source's producer writes (ping's `ms`), once a batch of it said one.
    var units: [String?]
    /// Whether the rows placed by their number share one row of the chart's, the n-th of each source
    /// (`pairingRows()`): sources handed on in the order of their x.
    public private(set) var pairsRows = false
    /// The last row of a merge that rows of the same number may still join (`pairsRows`), in the
    /// chart's columns as they were: handed on with the next merge, or by `flush()`.
    var held: (x: Double, values: [Double])?

    public init(sourceNames: [String], placing: Placing, arrivalEpoch: Double = 0) {
        self.sourceNames = sourceNames
        self.placing = placing
        self.arrivalEpoch = arrivalEpoch
        columns = Array(repeating: [], count: sourceNames.count)
        rowsRead = Array(repeating: 0, count: sourceNames.count)
        missingFields = Array(repeating: nil, count: sourceNames.count)
        groupIndices = Array(repeating: [], count: sourceNames.count)
        units = Array(repeating: nil, count: sourceNames.count)
    }

    /// This merge, with the rows placed by their number paired: the n-th line of each source in one row
    /// of the chart's, as `paste a b` would give them, not one row each. Only for rows handed on in the
    /// order of their x (`SourceInterleave`), whose rows of one number then come together; the last row
    /// waits for those of its number that may come with the next parts, until `flush()`.
    public func pairingRows() -> SourceMerge {
        var pairing = self
        pairing.pairsRows = true
        return pairing
    }

    /// The row held back for rows of its number (`pairsRows`) as a batch of the chart's, once no more
    /// rows will come; nil when none is held.
    public mutating func flush() -> SampleBatch? {
        held == nil ? nil : merge(parts: [], arrival: 0, holdingBack: false)
    }

    /// Rows of one source's batch, to be merged with others' into one batch of the chart's
    /// (`merge(parts:arrival:)`): sources read at once are handed on a few rows of each at a time, in
    /// the order of their x (`SourceInterleave`), and merged in one go.
    public struct Part: Sendable {
        public var batch: SampleBatch
        public var rows: Range<Int>
        /// Whether the batch's counts and notices go with these rows: its first part.
        public var isFirst: Bool
        /// Whether the batch's end (`sourceEnd`, `runFailure`) goes with them: its last part.
        public var isLast: Bool
        /// Whether these rows go one at a time in turn with the next part's, which has as many: files'
        /// lines paired by number, handed on a round of each source at a time (`SourceInterleave.parts`)
        /// as parts of a row each would be (a₁ b₁ a₂ b₂ …), but in one part a source.
        public var inTurnWithNext: Bool

        public init(batch: SampleBatch, rows: Range<Int>, isFirst: Bool, isLast: Bool, inTurnWithNext: Bool = false) {
            self.batch = batch
            self.rows = rows
            self.isFirst = isFirst
            self.isLast = isLast
            self.inTurnWithNext = inTurnWithNext
        }
    }

    /// `batch` (of source `batch.source`) as the chart's batch: as wide as every column seen so far, a
    /// row for each of its rows that holds a number in a column kept, each with its x.
    ///
    /// - Parameter arrival: when the batch arrived, in seconds after `arrivalEpoch`.
    public mutating func merge(_ batch: SampleBatch, arrival: Double) -> SampleBatch {
        merge(parts: [Part(batch: batch, rows: 0..<batch.rowCount, isFirst: true, isLast: true)], arrival: arrival)
    }

    /// The parts' rows, in the order given, as one batch of the chart's; its `source` is the last
    /// part's, and so is its end (a part that ends its source is the last of a merge).
    ///
    /// - Complexity: O(the parts' rows × the chart's columns).
    public mutating func merge(parts: [Part], arrival: Double) -> SampleBatch {
        merge(parts: parts, arrival: arrival, holdingBack: pairsRows)
    }

    /// - Parameter holdingBack: whether the last row, placed by its number, waits for the next merge.
    private mutating func merge(parts: [Part], arrival: Double, holdingBack: Bool) -> SampleBatch {
        let groups = Self.groupsInTurn(parts)
        for group in groups { mapColumns(of: parts[group]) }
        let firstNewGroup = groupCount
        var newGroupNames: [String] = []
        for part in parts where part.isFirst { mapGroups(of: part.batch, naming: &newGroupNames) }
        var gathered = Gathered(width: seriesNames.count, stamped: parts.contains { !$0.batch.arrivals.isEmpty },
                                grouped: parts.contains { !$0.batch.groups.isEmpty })
        // Once for all the parts: a reservation per part would grow the array a part at a time.
        let rows = parts.reduce(0) { $0 + $1.rows.count }
        gathered.values.reserveCapacity((rows + 1) * gathered.width)
        gathered.xs.reserveCapacity(rows + 1)
        if let row = held {
            gathered.take(row)
            held = nil
        }
        var plain = true
        var timesOfDay = false
        for group in groups where !parts[group.lowerBound].rows.isEmpty {
            let untimedXs = parts[group].map { part -> UntimedX in
                // Live sources are placed by arrival, their own times too: rows of several sources come in
                // no order of their times (a log's history beside another's, a host's clock behind), and an
                // axis of arrival is one order for all (cli.md, "Sources").
                let ownXs = !part.batch.xs.isEmpty && placing == .sampleNumber
                if ownXs, !part.batch.xsArePlain { seesTimes = true }
                let byArrival = placing == .arrival || seesTimes
                plain = plain && (ownXs ? part.batch.xsArePlain : !byArrival)
                timesOfDay = timesOfDay || ownXs && part.batch.xsAreTimesOfDay
                return byArrival ? .arrival(arrivalEpoch + arrival) : .sampleNumber
            }
            gather(parts[group], untimedXs: untimedXs, into: &gathered)
        }
        if holdingBack { held = gathered.holdBackPairable() }
        var merged = SampleBatch(flat: gathered.values, seriesCount: gathered.width, seriesNames: seriesNames,
                                 skippedLineCount: 0, arrivals: gathered.arrivals, xs: gathered.xs)
        merged.groups = gathered.groups
        merged.legendRanks = legendRanks
        merged.newGroupNames = newGroupNames
        merged.firstNewGroup = firstNewGroup
        // A merge without xs (a source's end alone) says nothing of them (`SampleBatch.append`).
        merged.xsArePlain = plain && !gathered.xs.isEmpty
        merged.xsAreTimesOfDay = timesOfDay
        merged.droppedValueCount = gathered.droppedValues
        for part in parts {
            merged.source = part.batch.source
            if part.isFirst {
                merged.skippedLineCount += part.batch.skippedLineCount
                merged.droppedValueCount += part.batch.droppedValueCount
                merged.unusedLines.add(part.batch.unusedLines)
                merged.notices += part.batch.notices.map { notice in
                    switch notice {
                    case .fieldsNotFound(let names, let fields): missing(names, among: fields, in: part.batch.source)
                    // Another source may have the positions: said as names are, the sources' fields unnamed.
                    case .positionsNotFound(let positions, _, _): missing(positions.map(String.init), among: [], in: part.batch.source)
                    default: notice
                    }
                }
            }
            if part.isLast {
                merged.sourceEnd = part.batch.sourceEnd
                merged.runFailure = part.batch.runFailure
            }
        }
        // Each source's producer writes its own unit (ping's ms beside vmstat's counts): the chart takes
        // none, and a series in one says it in its name (`ping time (ms)`).
        merged.inputUnit = nil
        return merged
    }

    /// The source's values `batch` names first, given the chart's indices and names (`web1 200`).
    private mutating func mapGroups(of batch: SampleBatch, naming names: inout [String]) {
        let source = batch.source
        for (offset, name) in batch.newGroupNames.enumerated() where batch.firstNewGroup + offset == groupIndices[source].count {
            let index = groupCount < GroupField.mostValues ? groupCount : GroupField.mostValues
            groupIndices[source].append(Int32(index))
            guard index < GroupField.mostValues else { continue }
            groupCount += 1
            names.append(sourceNames[source] + " " + name)
        }
    }

    /// Row `row`'s value as the chart's index: -1 for none, the index past the values told apart for one beyond.
    func chartGroup(of batch: SampleBatch, row: Int) -> Int32 {
        let group = row < batch.groups.count ? batch.groups[row] : -1
        let indices = groupIndices[batch.source]
        return group < 0 ? -1 : Int(group) < indices.count ? indices[Int(group)] : Int32(GroupField.mostValues)
    }

    /// `-f` applies to every source: a name is not found when no source that has said has a field of
    /// it (`-f us,sy,time` over vmstat and ping finds each in one), among every source's fields.
    private mutating func missing(_ names: [String], among fields: [String], in source: Int) -> InputNotice {
        missingFields[source] = (names, fields.map { sourceNames[source] + " " + $0 })
        let said = missingFields.compactMap { $0 }
        let nowhere = names.isEmpty ? [] : said.reduce(Set(names)) { $0.intersection($1.names) }.subtracting(foundNames)
        return .fieldsNotFound(names: names.filter(nowhere.contains), fields: said.flatMap(\.fields))
    }

    /// A source's series as the chart names it: `SOURCE series`, with its producer's unit (`ping time
    /// (ms)`); a source's only series named by its field's position (one number a line, `app`'s `1`,
    /// `iso.log`'s `2` after its time) by the source alone, until the source has a second.
    static func name(_ own: String, ofOnly isOnly: Bool, in source: String, unit: String?) -> String {
        let named = isOnly && SeriesCatalog.isPositionName(own) ? source : source + " " + own
        return unit.map { named + " (\($0))" } ?? named
    }
}
