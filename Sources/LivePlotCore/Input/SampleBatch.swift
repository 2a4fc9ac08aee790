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

    public init(values: [Double] = [], skippedLineCount: Int = 0) {
        self.values = values
        self.skippedLineCount = skippedLineCount
    }

    public var isEmpty: Bool { values.isEmpty && skippedLineCount == 0 }
}
