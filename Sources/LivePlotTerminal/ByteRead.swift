import LivePlotInput

/// What one read of a `ByteSource` gave.
///
/// ```swift
/// switch source.read(into: buffer) {
/// case .bytes(let count): decode(buffer[..<count])
/// case .runEnded(let end): decoder.endStep(…)   // --interval: the run's lines are one step
/// case .ended(let end): say(end)           // `vmstat exited 1`
/// case .failed(let code): throw code       // standard input's `cannot read`
/// }
/// ```
enum ByteRead: Equatable, Sendable {
    /// This many bytes (more than 0) are in the buffer.
    case bytes(Int)
    /// One run of a command run again and again (`--interval`) ended, thus: its output is one step along
    /// x, and the next run's follows.
    case runEnded(SourceEnd)
    /// The source has no more, and how it ended.
    case ended(SourceEnd)
    /// Reading failed with this `errno` (said in the system's words as the input's end).
    case failed(Int32)
}
