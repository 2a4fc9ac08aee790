/// Gives each row the time its line wrote, as x: the time its format wrote in its own place (a JSON
/// line's `ts`, a metric's timestamp), else the timestamp the stream's lines lead with, resolved to
/// seconds since the epoch (`SampleBatch.xs`).
///
/// ```swift
/// var times = RowTimes(resolver: TimeResolver(zone: .utc, now: 0))
/// let first = batch.rowCount
/// // … a line read into `batch` …
/// times.stamp(line, written: nil, isRow: true, fromRow: first, into: &batch)
/// ```
public struct RowTimes: Sendable {
    private var lineTimestamps: LineTimestamps
    private var resolver: TimeResolver

    /// - Parameter looksInLines: whether a line's own timestamp (a leading or common log one) is looked
    ///   for, not only the times given to `stamp`.
    public init(resolver: TimeResolver, looksInLines: Bool = true) {
        self.resolver = resolver
        lineTimestamps = LineTimestamps(looksInLines: looksInLines, daysFirst: resolver.daysFirst)
    }

    /// Until the first row decides where the stream's times are, every line must come through `stamp`.
    public var isUndecided: Bool { lineTimestamps.isUndecided }

    /// Whether the stream was found to write no time in its lines: then a line gives no x but the one its
    /// format writes in its own place (a JSON line's, a pair's).
    public var findsNoneInLines: Bool { !lineTimestamps.mayFindTimes }

    /// The form the stream's lines lead with, once a row decided one (`LineTimestamps.leadingForm`).
    public var leadingForm: TimestampForm? { lineTimestamps.leadingForm }

    /// The timestamp `line` leads with and the index past it, when the stream's lines lead with one
    /// (`LineTimestamps.leading(in:)`): pass it to `stamp` as written, and read only the rest of the line.
    @inline(__always)
    public mutating func leading(in line: UnsafeRawBufferPointer) -> (time: WrittenTime, end: Int)? {
        lineTimestamps.leading(in: line)
    }

    /// Stamps the rows `line` began (from `first` on) with its time; the first line that gives a row
    /// decides where the stream's lines write theirs.
    @inline(__always)
    public mutating func stamp(_ line: UnsafeRawBufferPointer, written: WrittenTime?, isRow: Bool, fromRow first: Int,
                               into batch: inout SampleBatch) {
        var time = written
        if time == nil, lineTimestamps.mayFindTimes { time = lineTimestamps.time(of: line) }
        guard isRow else { return }
        let wasUndecided = lineTimestamps.isUndecided
        lineTimestamps.decide(after: line)
        guard let time else { return }
        if case .timeOfDay = time { batch.xsAreTimesOfDay = true }
        // The rows of this batch before the first time (a banner's, which decided nothing) take it:
        // none is left at its arrival, ahead of every time the stream writes.
        batch.stampX(x(of: time), fromRow: wasUndecided ? min(first, batch.xs.count) : first)
    }

    /// The x of a row whose line wrote `time`: seconds since the epoch, resolved in the stream's order
    /// (a time of day past midnight is the next day's). What `stamp` gives a row, and a run of stamped
    /// rows (`SampleBatch.appendRows(stamped:…)`) each of its rows.
    @inline(__always)
    mutating func x(of time: WrittenTime) -> Double {
        Self.x(ofInstant: instant(of: time))
    }

    /// The instant a row's line wrote as `time`, in microseconds since the epoch, resolved in the
    /// stream's order as `x(of:)` resolves it: what a run of stamped rows shifts the clocks of one
    /// second by (`InstantMemo`).
    @inline(__always)
    mutating func instant(of time: WrittenTime) -> Int64 {
        resolver.microseconds(of: time)
    }

    /// The x of an instant, in microseconds since the epoch: seconds since the epoch. What each row's x
    /// is made by, so that a run that resolves an instant itself (`StampedShape.x(atClock:times:)`)
    /// gives the same bits.
    @inline(__always)
    static func x(ofInstant microseconds: Int64) -> Double {
        Double(microseconds) / 1e6
    }
}
