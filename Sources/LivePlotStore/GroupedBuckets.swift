import LivePlotInput

/// `--by`'s buckets: the lines (`--count`) or one input series' stats (`--stat`, `--every`) of each
/// value of a field, the K values with the most lines so far a series each, the rest pooled in `other`
/// (cli.md ★ "Distributions"). `BucketStage` hands it each row and closes its buckets.
///
/// The rule, bucket by bucket: at each bucket's close the values' lines so far (every bucket up to and
/// including this one) decide which K (`--top`) are held (`ValueRanking`): while fewer than K are held,
/// the highest ranked others join (ties by the value seen first); once K are, a value outside them takes
/// the weakest's place only with at least 5% more lines so far and at least two more, so two values of
/// near-equal volume do not take turns. Each value held has its own series for that bucket; every other
/// value's lines — and those of the values beyond `GroupField.mostValues` — are pooled in `other` (with
/// stats, `other`'s stat is over all their values pooled). A value that leaves the K **retires**: with
/// lines (`--count`) its series' history is folded into `other`'s, bucket by bucket, by the store
/// (`takeFolds`, `SeriesStore.foldRetired`), so each bucket's total over the series shown is still every
/// line of it, and its slot is freed for a later entrant (renamed); with stats (a p99 cannot be folded)
/// its series is hidden, and its past buckets' stats stay out of `other`'s, which are of the values
/// pooled in each bucket only. Retired series are left out of the legend, the plot and the axis
/// (`retiredColumns`, `SeriesStore.retiredSeries`): at any time at most K value series and `other` are
/// shown. `other` has a series from the first bucket something is pooled in or a value of lines retires.
/// Where a value held has no lines, or `other` has none, its count is 0 (a stat of no values: a gap).
/// With lines, a series that begins late (`other`'s, or a value's entering the K) is 0 in the buckets
/// before its value's first line — an event that did not happen is 0 — and a gap in those from that line
/// to its entry, whose lines of it are in `other`'s (which of them, no bucket kept): the store fills the
/// 0s in (`takeEntrants`, `SeriesStore.foldRetired`).
/// Lines with no value of the field are the value `(none)`, ranked as any other: never silently left
/// out, and a field that names nothing shows as one `(none)` series.
///
/// Bounded whatever the input: a series is a slot of `stats` columns (one with `--count`), and there are
/// at most `SeriesCatalog.maximumCount` columns; one slot is kept for `other`, and a value among the K
/// that finds no slot left is pooled in `other` too. Accumulators are kept only for the values in the
/// open bucket, and reused.
///
/// ```swift
/// var buckets = GroupedBuckets(top: 1, stats: nil)
/// buckets.name(["200", "404"], from: 0)
/// buckets.tally([0, 1, 0], rows: 0..<3, bucket: 0)
/// buckets.row(closing: 0).values         // [2, 1]: 200's two lines, other's one (404's)
/// buckets.names                          // ["200", "other"]
/// ```
///
/// - Complexity: O(1) a row; O((K + values in the bucket) log …) a bucket's row, plus its values pooled.
struct GroupedBuckets: Sendable {
    /// The stats of each value's series; nil: the lines (`--count`).
    let stats: [BucketStat]?
    private(set) var ranking: ValueRanking
    /// The slots at most: as many as make at most `SeriesCatalog.maximumCount` columns, at least one.
    let mostSlots: Int
    /// Each slot's value, by `ValueRanking` index (`other`'s is `ValueRanking.overflow`), in the order made.
    private(set) var slotValues: [Int] = []
    /// Each value's slot, -1 for none.
    private var slotOf: [Int32] = [-1, -1]
    /// With stats, each value's accumulator in the open bucket (in `pool`), -1 for none.
    private var accumulatorOf: [Int32] = [-1, -1]
    private var pool: [BucketAccumulator] = []
    /// `other`'s values pooled at a bucket's row, reused.
    private var pooled: BucketAccumulator
    private let keepsValues: Bool
    /// Whether each slot's value left the K (cli.md ★ "Distributions"): hidden, left out of the legend.
    private var isRetired: [Bool] = []
    /// `other`'s slot, once it has one.
    private var otherSlot: Int?
    /// Each value's slot in the row being made (the K's), -1 for none: set and cleared by `row`.
    private var ownSlot: [Int32] = [-1, -1]
    /// Each column's value in a bucket its value has no lines in: 0 lines, or the stat of no values.
    private let emptyValues: [Double]
    /// Retired slots of lines the store has folded into `other`: a value entering the K takes one first.
    private var freeSlots: [Int] = []
    /// Retired slots of lines the store is still to fold (`takeFolds`).
    private var folds: [(from: Int, into: Int)] = []
    /// The input series' name, where the input has several (`200 duration p99`): which one is split.
    var inputName: String?
    /// With lines, the series that began at a close not at the stream's first bucket, each with the bucket
    /// its 0s end before (its value's first, or `other`'s own), for the store (`takeEntrants`).
    private var entrants: [(slot: Int, before: Double)] = []

    init(top: Int, stats: [BucketStat]?) {
        self.stats = stats
        ranking = ValueRanking(top: top)
        mostSlots = Swift.max(1, SeriesCatalog.maximumCount / Swift.max(1, stats?.count ?? 1))
        keepsValues = stats?.contains { $0.needsValues } ?? false
        pooled = BucketAccumulator(keepsValues: keepsValues)
        var empty = BucketAccumulator(keepsValues: false)
        emptyValues = stats.map { $0.map { empty.value(of: $0) } } ?? [0]
    }

    /// Columns a slot has.
    var width: Int { stats?.count ?? 1 }

    /// Names values from the decoder's index `first` on (`SampleBatch.newGroupNames`).
    mutating func name(_ names: [String], from first: Int) {
        ranking.name(names, from: first)
        let count = ranking.names.count
        if slotOf.count < count {
            slotOf += repeatElement(-1, count: count - slotOf.count)
            accumulatorOf += repeatElement(-1, count: count - accumulatorOf.count)
            ownSlot += repeatElement(-1, count: count - ownSlot.count)
        }
    }

    /// Counts the lines of rows `rows` (`--count`), of the open bucket, number `bucket`: a value's first
    /// line notes it (`ValueRanking.firstBucket(of:)`), where the 0s of a series it takes later end (`entrants`).
    mutating func tally(_ groups: [Int32], rows: Range<Int>, bucket: Double) {
        ranking.openBucket = bucket
        ranking.tally(groups, rows: rows)
    }

    /// Adds rows `rows`' values of the first input series, where they have one (`--stat`), of the open
    /// bucket, number `bucket` (as `tally`).
    mutating func add(_ batch: SampleBatch, rows: Range<Int>, bucket: Double) {
        ranking.openBucket = bucket
        let width = batch.seriesCount
        batch.values.withUnsafeBufferPointer { values in
            batch.groups.withUnsafeBufferPointer { groups in
                for row in rows {
                    let value = values[row * width]
                    if !value.isNaN { add(value, group: row < groups.count ? groups[row] : -1) }
                }
            }
        }
    }

    /// Adds a row's value of the input series, of decoder index `group`.
    @inline(__always)
    mutating func add(_ value: Double, group: Int32) {
        let index = ranking.index(ofGroup: group)
        ranking.count(index)
        var slot = Int(accumulatorOf[index])
        if slot < 0 {
            slot = ranking.present.count - 1
            if slot == pool.count { pool.append(BucketAccumulator(keepsValues: keepsValues)) }
            accumulatorOf[index] = Int32(slot)
        }
        pool[slot].add(value)
    }

    /// The open bucket's row, a value per column, and the lines (values) in each slot; `closing`: the
    /// bucket, of that number, closes (its lines join the ranking, new slots are kept, values that left the
    /// K retire); nil: it is read as it stands and stays open (`BucketStage.partialRow`: then the row may
    /// have the columns its close would add).
    ///
    /// - Complexity: O(K + columns + values in the bucket): arrays indexed by value and by slot, no
    ///   dictionary or set made or hashed (a bucket a line at `--top 63` was ~100k instructions that way).
    mutating func row(closing bucket: Double?) -> (values: [Double], counts: [Int]) {
        let top = ranking.topValues()
        var slots = slotValues
        var freeTaken = 0
        for value in top {
            var slot = Int(slotOf[value])
            if slot < 0 {
                if freeTaken < freeSlots.count {
                    slot = freeSlots[freeTaken]
                    freeTaken += 1
                    slots[slot] = value
                } else if slots.count - (otherSlot == nil ? 0 : 1) < mostSlots - 1 {
                    slots.append(value)
                    slot = slots.count - 1
                } else {
                    continue
                }
            }
            ownSlot[value] = Int32(slot)
        }
        let retiring = retiringSlots()
        var values = Array(repeating: Double.nan, count: slots.count * width)
        var counts = Array(repeating: 0, count: slots.count)
        var pooledLines = 0
        fill(&values, &counts, top: top, pooledLines: &pooledLines)
        if pooledLines > 0 || !retiring.isEmpty && stats == nil || otherSlot != nil {
            let slot = otherSlot ?? slots.count
            if slot == slots.count {
                slots.append(ValueRanking.overflow)
                values += repeatElement(Double.nan, count: width)
                counts.append(0)
            }
            counts[slot] = pooledLines
            for column in 0..<width { values[slot * width + column] = stats.map { pooled.value(of: $0[column]) } ?? Double(pooledLines) }
        }
        pooled.removeAll()
        if let bucket { commit(slots, retiring: retiring, top: top, freeTaken: freeTaken, bucket: bucket) }
        for value in top { ownSlot[value] = -1 }
        return (values, counts)
    }

    /// The slots whose values were among the K and no longer are (`ownSlot` set for the K now): they
    /// retire at this close, in slot order. Only the last close's K hold slots not retired, other's aside.
    private func retiringSlots() -> [Int] {
        var retiring: [Int] = []
        for value in ranking.ranked {
            let slot = Int(slotOf[value])
            if slot >= 0, !isRetired[slot], ownSlot[value] != Int32(slot) { retiring.append(slot) }
        }
        return retiring.count > 1 ? retiring.sorted() : retiring
    }

    /// The row's columns of the slots of values, and their lines: a value among the K (`top`) its own
    /// (`ownSlot`), the others' pooled (`pooled`, `pooledLines`).
    private mutating func fill(_ values: inout [Double], _ counts: inout [Int], top: [Int], pooledLines: inout Int) {
        for value in top where ownSlot[value] >= 0 {
            let slot = Int(ownSlot[value])
            for column in 0..<width { values[slot * width + column] = emptyValues[column] }
        }
        for value in ranking.present {
            let lines = ranking.tallies[value]
            let slot = Int(ownSlot[value])
            guard slot >= 0 else {
                pooledLines += lines
                if stats != nil { pooled.add(contentsOf: pool[Int(accumulatorOf[value])]) }
                continue
            }
            counts[slot] = lines
            for column in 0..<width {
                values[slot * width + column] = stats.map { pool[Int(accumulatorOf[value])].value(of: $0[column]) } ?? Double(lines)
            }
        }
    }

    /// Keeps a closed bucket's slots and ranking, retires the slots of values that left the K, and empties
    /// its accumulators for the next. A retired slot of lines is folded into `other` (`folds`) and freed
    /// once the store has folded it (`takeFolds`); one of stats keeps its value, hidden until it returns.
    /// The first `freeTaken` free slots went to values that entered the K. With lines, the series that
    /// begin at `bucket`, not the stream's first, are `entrants`.
    private mutating func commit(_ slots: [Int], retiring: [Int], top: [Int], freeTaken: Int, bucket: Double) {
        if isRetired.count < slots.count { isRetired += repeatElement(false, count: slots.count - isRetired.count) }
        for value in top where ownSlot[value] >= 0 {
            let slot = Int(ownSlot[value])
            // A value of lines that takes a slot (new, freed, or again after retiring) begins a series there.
            if stats == nil, slotOf[value] != Int32(slot) { entrants.append((slot: slot, before: ranking.firstBucket(of: value))) }
            slotOf[value] = Int32(slot)
            isRetired[slot] = false
        }
        freeSlots.removeFirst(freeTaken)
        slotValues = slots
        if otherSlot == nil, slots.last == ValueRanking.overflow {
            otherSlot = slots.count - 1
            if stats == nil { entrants.append((slot: slots.count - 1, before: bucket)) }
        }
        for slot in retiring {
            isRetired[slot] = true
            guard stats == nil, let otherSlot else { continue }
            slotOf[slotValues[slot]] = -1
            folds.append((from: slot, into: otherSlot))
        }
        if stats != nil {
            for value in ranking.present {
                let index = Int(accumulatorOf[value])
                // One that held many values gives its storage back: a pool of them all kept big is not bounded.
                if pool[index].count > 1_024 { pool[index] = BucketAccumulator(keepsValues: keepsValues) } else { pool[index].removeAll() }
                accumulatorOf[value] = -1
            }
        }
        ranking.close(ranked: top)
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// The series that began at a close since the last call (`entrants`), oldest first: the store gives
    /// each 0 in the buckets before its `before` where it has gaps.
    mutating func takeEntrants() -> [(slot: Int, before: Double)] {
        defer { entrants.removeAll() }
        return entrants
    }

    /// The slots agree with the values': each value's slot holds it, `other`'s is `otherSlot`, and only
    /// the K held (`ranking.ranked`) and `other` have slots not retired.
    func checkInvariants() {
        precondition(isRetired.count == slotValues.count && slotValues.count <= mostSlots, "a flag a slot, within the cap")
        precondition(otherSlot == slotValues.firstIndex(of: ValueRanking.overflow), "other's slot")
        for (slot, value) in slotValues.enumerated() where slot != otherSlot {
            let held = ranking.ranked.contains(value)
            // A value of lines that retires and returns before its fold takes a new slot: its old one stays retired.
            precondition(!isRetired[slot] || !held || slotOf[value] != Int32(slot), "the K held are shown")
            precondition(isRetired[slot] || held && slotOf[value] == Int32(slot), "a series shown is a value held, in its slot")
        }
    }

    /// The folds the store is to make (each retired slot's history into `other`'s, the slot cleared),
    /// oldest first; their slots are free for values that enter the K from now on.
    mutating func takeFolds() -> [(from: Int, into: Int)] {
        let taken = folds
        folds.removeAll()
        freeSlots += taken.map(\.from)
        return taken
    }

    /// The columns of the retired slots: the store's `retiredSeries`.
    var retiredColumns: Set<Int> {
        Set(isRetired.indices.filter { isRetired[$0] }.flatMap { slot in (slot * width)..<(slot * width + width) })
    }

    /// The row of a bucket of time no line fell in (`--count`): 0 for the K values' series and `other`'s,
    /// a gap for the series of values not among them.
    func emptyRow() -> [Double] {
        isRetired.map { $0 ? .nan : 0 }
    }

    /// Each column's name: the value's (`200`, `other`, `(none)`), the input series' where it has several,
    /// and the stat's unless it is the default mean alone (`/api p99`).
    var names: [String] {
        slotValues.flatMap { value in
            let name = ranking.names[value] + (inputName.map { " " + $0 } ?? "")
            guard let stats, stats != [.mean] else { return [name] }
            return stats.map { name + " " + $0.name }
        }
    }

    /// The columns in the legend's order: by their values' lines so far (the open bucket's too), most
    /// first, ties by first seen; `other` last; a slot's stats together, in the order asked.
    ///
    /// - Complexity: O(slots log slots + columns).
    var legendOrder: [Int] {
        let order = slotValues.indices.filter { !isRetired[$0] }.sorted { a, b in
            let (first, second) = (slotValues[a], slotValues[b])
            if first == ValueRanking.overflow || second == ValueRanking.overflow { return second == ValueRanking.overflow && first != second }
            return ranking.ranksBefore(first, second)
        }
        return order.flatMap { slot in (slot * width)..<(slot * width + width) }
    }
}
