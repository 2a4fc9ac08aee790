/// The samples decoded from one chunk of input, handed down the pipeline as one unit.
///
/// Handing over one batch per read, rather than one element per value, is what keeps the async
/// hand-over off the hot path.
///
/// ```swift
/// var batch = SampleBatch()
/// batch.values.append(42)
/// ```
public struct SampleBatch: Sendable, Equatable {
    /// The samples, in input order.
    public var values: [Double]
    /// Lines that held no sample (no number, not finite, or over-long).
    public var skippedLineCount: Int
    /// When each value's line arrived, in seconds on the reader's clock; empty unless stamping was asked
    /// for (`--rate`).
    public var arrivals: [Double]

    public init(values: [Double] = [], skippedLineCount: Int = 0, arrivals: [Double] = []) {
        precondition(arrivals.isEmpty || arrivals.count == values.count, "one arrival per value")
        self.values = values
        self.skippedLineCount = skippedLineCount
        self.arrivals = arrivals
    }

    public var isEmpty: Bool { values.isEmpty && skippedLineCount == 0 }
}
