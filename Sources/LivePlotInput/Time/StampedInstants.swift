/// How a run of stamped lines makes each line's x from its clock (`SampleBatch.appendRows(stamped:…)`):
/// the run's loop is specialised for each kind, so that the loop of instants written with their offset
/// (`UTCInstants`, a sum a line) holds no branch to the stream's times, nor the other's state.
///
/// ```swift
/// var instants = UTCInstants(midnight: 1_795_305_600_000_000)   // 2026-11-22, UTC
/// instants.x(atClock: 36_000_001_000, word: word, shape: shape, times: &times)   // 1795341600.001
/// ```
protocol StampedInstants {
    /// The x of a line of `shape` whose clock reads `microseconds` (since midnight), its `HH:MM:SS` the
    /// word `word` (`ClockMemo.word`): what `times` makes of the time the full reading reads.
    mutating func x(atClock microseconds: Int64, word: UInt64, shape: StampedShape, times: inout RowTimes) -> Double

    /// At the run's end: the stream's times left as the full reading, which resolves every line, leaves them.
    mutating func finish(shape: StampedShape, times: inout RowTimes)
}
