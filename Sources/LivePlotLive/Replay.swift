import LivePlotInput

/// Timestamped input played at its own pace × `speed` (`--replay`), as a pure state machine: batches go
/// in as fast as they are read, and each frame takes out the rows whose time the replay clock has
/// reached. The clock starts at the first row's time when that row is taken, runs `speed` times as fast
/// as the loop's, and stands still while the view is paused.
///
/// A row without a time goes with the row before it; a row whose time goes backwards is due at once (it
/// is drawn at the latest x, as live input would be); input without times is not held at all. The rows
/// held are bounded by `rowLimit`: past it the loop takes no more input (`hasRoom`), and the reader
/// waits, so a replay of a file of any size holds a bounded stretch of it.
///
/// ```swift
/// var replay = Replay(speed: 10)
/// replay.append(batch)                          // rows at 10:00:00, 10:00:01, 10:00:02 …
/// replay.release(at: .zero)                     // the 10:00:00 row: the clock starts there
/// replay.nextDue(after: .zero)                  // .milliseconds(100): 10:00:01 at 10×
/// replay.release(at: .milliseconds(100))        // the 10:00:01 row
/// ```
public struct Replay: Sendable {
    /// How many seconds of the data's time pass in a second of the loop's.
    public let speed: Double
    /// Rows held before the loop takes no more input: about 2 MB for a series, with its times.
    public static var rowLimit: Int { 1 << 17 }

    /// Batches held, oldest first; the first has its first `releasedRows` rows already taken out.
    private var held: [SampleBatch] = []
    private var releasedRows = 0
    /// The most series a batch taken out has had: the store never takes one back, so no later part is
    /// narrower (a part of rows without a series that an earlier part had tripped its precondition).
    private var releasedWidth = 0
    /// Rows held and not yet taken out.
    public private(set) var heldRows = 0
    /// Where the clock started: a row's time and the loop's time it was taken at, moved on by pauses.
    private var origin: (x: Double, at: Duration)?
    /// When the view paused, while it is.
    private var pausedAt: Duration?

    /// - Parameter speed: seconds of data per second shown, above 0.
    public init(speed: Double) {
        precondition(speed > 0 && speed.isFinite, "a replay speed above 0")
        self.speed = speed
    }

    /// Whether the loop may take more input.
    public var hasRoom: Bool { heldRows < Self.rowLimit }
    public var isEmpty: Bool { held.isEmpty }
    public var isPaused: Bool { pausedAt != nil }

    /// Holds `batch`'s rows until they are due.
    public mutating func append(_ batch: SampleBatch) {
        guard !batch.isEmpty else { return }
        held.append(batch)
        heldRows += batch.rowCount
    }

    /// The clock stops (`paused` true) or goes on from where it stopped.
    public mutating func setPaused(_ paused: Bool, at now: Duration) {
        switch (pausedAt, paused) {
        case (nil, true):
            pausedAt = now
        case (let since?, false):
            pausedAt = nil
            origin?.at += now - since
        default:
            break
        }
    }

    /// The data's time the clock shows at `now`; nil before it starts.
    func clockX(at now: Duration) -> Double? {
        origin.map { $0.x + ((pausedAt ?? now) - $0.at) / .seconds(1) * speed }
    }

    /// Takes out every row due at `now`, in order, as one batch (nil when none is); the first part of a
    /// batch taken out carries its skipped and dropped counts.
    ///
    /// - Complexity: O(rows taken out × series), and O(1) more per batch looked at.
    public mutating func release(at now: Duration) -> SampleBatch? {
        var released: SampleBatch?
        while let batch = held.first {
            let end = dueEnd(of: batch, at: now)
            if end > releasedRows || releasedRows == 0 && batch.rowCount == 0 {
                var part = batch.rowCount == 0 ? batch : batch.rows(releasedRows..<end, atLeast: releasedWidth)
                releasedWidth = max(releasedWidth, part.seriesCount)
                if releasedRows == 0 {
                    part.skippedLineCount = batch.skippedLineCount
                    part.droppedValueCount = batch.droppedValueCount
                    part.unusedLines = batch.unusedLines
                    part.notices = batch.notices
                }
                if released == nil { released = part } else { released!.append(part) }
                heldRows -= end - releasedRows
                releasedRows = end
            }
            guard end == batch.rowCount else { break }
            held.removeFirst()
            releasedRows = 0
        }
        return released
    }

    /// The end of the rows of `batch` due at `now`, from `releasedRows` on: up to the first whose time
    /// is later than the clock's, which starts at the first time it meets.
    private mutating func dueEnd(of batch: SampleBatch, at now: Duration) -> Int {
        // Without times, or with plain numbers as x, there is no pace to keep.
        guard !batch.xs.isEmpty, !batch.xsArePlain else { return batch.rowCount }
        var row = releasedRows
        while row < batch.rowCount {
            let x = row < batch.xs.count ? batch.xs[row] : .nan
            if !x.isNaN {
                // Started while paused, the clock starts where the pause did: it runs from the resume on.
                if origin == nil { origin = (x, pausedAt ?? now) }
                if x > clockX(at: now)! { break }
            }
            row += 1
        }
        return row
    }

    /// When the next row held falls due, after `now`; nil when none is held, or the clock stands still.
    public func nextDue(after now: Duration) -> Duration? {
        guard let batch = held.first else { return nil }
        guard let origin else { return now }
        let xs = batch.xs
        guard !xs.isEmpty, !batch.xsArePlain, releasedRows < xs.count else { return now }
        let x = xs[releasedRows]
        if x.isNaN || x <= clockX(at: now)! { return now }
        guard pausedAt == nil else { return nil }
        // Saturated: a row far ahead at a slow speed (8,000 years at 1e-9×) is woken for after the longest
        // wait, and looked at again then, rather than at a time no clock or sleep holds.
        let latest = now + Self.longestWait
        let seconds = (x - origin.x) / speed
        guard seconds < (latest - origin.at) / .seconds(1) else { return latest }
        return origin.at + .seconds(seconds)
    }

    /// The longest the loop is told to wait for a row: past it, it looks again (a row due in a century
    /// costs a wakeup an hour), and every sum of the loop's times stays far within `Duration`.
    public static let longestWait = Duration.seconds(3600)
}
