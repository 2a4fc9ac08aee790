import LivePlotInput

/// The values `--by` tells apart, each with its lines so far and in the open bucket, ranked by volume:
/// the store side's counter per value (`GroupedBuckets` makes the series of it).
///
/// Values are indexed as the decoder numbers them (`SampleBatch.groups`), shifted by two: index 0 is
/// the lines with no value of the field (`(none)`), index 1 the lines of values beyond the
/// `GroupField.mostValues` told apart (always in `other`, never ranked). A counter and a first-seen rank
/// per value, at most `mostValues` + 2 of them, whatever the input.
///
/// The rank (cli.md ★ "Distributions"): by lines so far, most first; ties by the value seen first.
/// The K are held with a margin, so that two values of near-equal volume do not take turns bucket by
/// bucket (each turn would retire a series, `GroupedBuckets`): while fewer than K values are held, the
/// highest ranked of the others join; once K are held, a value outside them displaces the weakest held
/// only when it has at least 5% more lines so far and at least two more (`displaces`).
///
/// ```swift
/// var ranking = ValueRanking(top: 2)
/// ranking.name(["200", "404"], from: 0)
/// ranking.tally([0, 0, 1, -1], rows: 0..<4)   // two 200s, a 404, a line without a status
/// ranking.topValues()                         // [2, 3]: 200 (2 lines), then 404 (1, seen before (none))
/// ranking.displaces(0, 3)                     // false: (none) would need 2 lines more than 404's
/// ```
///
/// - Complexity: O(1) a row (`tally`); O((K + values in the bucket) log …) a bucket's close, whatever
///   the number of values: a value not in the open bucket has not moved, and was below K others.
struct ValueRanking: Sendable {
    /// The index of the lines with no value of the field.
    static let none = 0
    /// The index of the lines of values beyond `GroupField.mostValues`: counted, in `other`.
    static let overflow = 1
    /// What the decoder's index `g` is here.
    static let shift = 2

    /// The values with a series of their own at most (`--top`).
    let top: Int
    /// Each value's name, by index (`(none)` and `other` for the first two).
    private(set) var names = ["(none)", "other"]
    /// Each value's lines so far, in buckets closed.
    private(set) var totals = [0, 0]
    /// Each value's lines in the open bucket.
    private(set) var tallies = [0, 0]
    /// When each value was first seen: its rank among those seen (`Int32.max` never), and the bucket of its
    /// first line (its number, NaN never: where the 0s of a series it takes later end, `GroupedBuckets`).
    /// One array, not two: the sorts of `topValues` copy the ranking, each of its arrays retained.
    private var firstSeen: [(rank: Int32, bucket: Double)] = [(.max, .nan), (.max, .nan)]
    /// The open bucket's number, set before its lines are counted (`GroupedBuckets.tally`).
    var openBucket = 0.0
    private var seenCount: Int32 = 0
    /// The values with lines in the open bucket, in the order they came into it.
    private(set) var present: [Int] = []
    /// The K values held at the last close, highest first.
    private(set) var ranked: [Int] = []
    /// Whether each value is among `ranked`.
    private var isRanked: [Bool] = [false, false]

    init(top: Int) {
        precondition(top > 0, "at least one value of its own")
        self.top = top
    }

    /// The values told apart: at most `GroupField.mostValues`.
    var valueCount: Int { names.count - Self.shift }

    /// Names values from the decoder's index `first` on (`SampleBatch.newGroupNames`): past
    /// `GroupField.mostValues` they are not kept, and their lines count as `overflow`.
    mutating func name(_ newNames: [String], from first: Int) {
        for (offset, name) in newNames.enumerated() {
            let index = first + offset + Self.shift
            guard index - Self.shift < GroupField.mostValues else { return }
            if index < names.count {
                names[index] = name
                continue
            }
            // A gap in the numbering (never from the decoder) is filled with the index's number.
            while names.count < index { names.append(String(names.count - Self.shift + 1)) }
            names.append(name)
            totals.append(0)
            tallies.append(0)
            firstSeen.append((.max, .nan))
            isRanked.append(false)
        }
    }

    /// The index of a row's decoder index `group`: (none) for -1, `overflow` for one not named.
    @inline(__always)
    func index(ofGroup group: Int32) -> Int {
        let index = Int(group) &+ Self.shift
        return group < 0 ? Self.none : index < names.count ? index : Self.overflow
    }

    /// Counts a line of value `index` in the open bucket.
    @inline(__always)
    mutating func count(_ index: Int) {
        if tallies[index] == 0 {
            present.append(index)
            if firstSeen[index].rank == .max {
                firstSeen[index] = (seenCount, openBucket)
                seenCount += 1
            }
        }
        tallies[index] &+= 1
    }

    /// Counts the lines of rows `rows` of `groups` (a row without a group: (none)).
    mutating func tally(_ groups: [Int32], rows: Range<Int>) {
        groups.withUnsafeBufferPointer { groups in
            for row in rows { count(row < groups.count ? index(ofGroup: groups[row]) : Self.none) }
        }
    }

    /// Lines so far of value `index`, the open bucket's too.
    func lines(of index: Int) -> Int { totals[index] + tallies[index] }

    /// The K values held with the open bucket's lines counted, highest first: the last close's K, where
    /// a value outside them displaces the weakest by the margin (`displaces`), or joins while fewer than K
    /// are held. Only the last close's K and the values in the open bucket can be among them.
    ///
    /// - Complexity: O(K log K + values in the bucket) mostly: a value that cannot displace the weakest
    ///   held is passed by one comparison; those that can are sorted.
    func topValues() -> [Int] {
        // A closure, not the method itself: `by: ranksBefore` made a copy of the ranking (its arrays
        // retained) for each sort, 14 a bucket, ~4.5k instructions a bucket of one line.
        var top = ranked.sorted { ranksBefore($0, $1) }
        let weakest = top.count == self.top ? top.last : nil
        var challengers = present.filter { index in
            index != Self.overflow && !isRanked[index] && weakest.map { displaces(index, $0) } ?? true
        }
        challengers.sort { ranksBefore($0, $1) }
        for index in challengers {
            if top.count == self.top {
                // Challengers come strongest first and the weakest held only grows: the first that fails, all do.
                guard displaces(index, top[top.count - 1]) else { break }
                top.removeLast()
            }
            var position = top.count
            while position > 0, ranksBefore(index, top[position - 1]) { position -= 1 }
            top.insert(index, at: position)
        }
        return top
    }

    /// Whether value `challenger`, outside the K held, takes the place of `held`: at least 5% more lines
    /// so far and at least two more.
    func displaces(_ challenger: Int, _ held: Int) -> Bool {
        let (lines, heldLines) = (lines(of: challenger), lines(of: held))
        return lines >= heldLines + 2 && lines * 20 >= heldLines * 21
    }

    /// The bucket of value `index`'s first line (its number), NaN before it.
    func firstBucket(of index: Int) -> Double { firstSeen[index].bucket }

    /// Whether value `a` ranks before `b`: more lines so far, or as many and seen first.
    func ranksBefore(_ a: Int, _ b: Int) -> Bool {
        let (linesA, linesB) = (lines(of: a), lines(of: b))
        return linesA != linesB ? linesA > linesB : firstSeen[a].rank < firstSeen[b].rank
    }

    /// Closes the open bucket: its lines join the totals, and `top` (its `topValues()`) are the K ranked
    /// highest. The tallies are emptied for the next.
    mutating func close(ranked top: [Int]) {
        for index in ranked { isRanked[index] = false }
        ranked = top
        for index in ranked { isRanked[index] = true }
        for index in present {
            totals[index] += tallies[index]
            tallies[index] = 0
        }
        present.removeAll(keepingCapacity: true)
    }
}
