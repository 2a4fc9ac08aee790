import LivePlotInput

/// The demo signal as a stream of batches paced by a clock: a screenful at once, then live samples.
///
/// ```swift
/// for try await batch in DemoStream(clock: ContinuousClock()) { … }
/// ```
public struct DemoStream<C: Clock>: AsyncSequence where C.Duration == Duration {
    public typealias Element = SampleBatch
    /// Never thrown (the demo reads nothing): the type its consumers share with `SampleStream`.
    public typealias Failure = SampleStream.ReadError

    public let clock: C
    /// Samples in the first batch, so the chart starts full; then `DemoSignal.samplesPerSecond`.
    public let initialCount: Int
    /// Stops after this many samples; nil plays forever.
    public let limit: Int?

    public init(clock: C, initialCount: Int = 500, limit: Int? = nil) {
        self.clock = clock
        self.initialCount = initialCount
        self.limit = limit
    }

    public struct Iterator: AsyncIteratorProtocol {
        let clock: C
        let initialCount: Int
        let limit: Int?
        var signal = DemoSignal()
        var produced = 0
        var due: C.Instant?
        var isFinished = false

        public mutating func next() async throws(SampleStream.ReadError) -> SampleBatch? {
            guard !isFinished else { return nil }
            if let limit, produced >= limit {
                isFinished = true
                return nil
            }
            var count = 1
            if let due {
                do {
                    try await clock.sleep(until: due, tolerance: nil)
                } catch {
                    isFinished = true
                    return nil
                }
            } else {
                count = initialCount
            }
            if let limit { count = Swift.min(count, limit - produced) }
            due = (due ?? clock.now).advanced(by: .seconds(1) / DemoSignal.samplesPerSecond)
            produced += count
            return SampleBatch(values: (0..<count).map { _ in signal.next() })
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, initialCount: initialCount, limit: limit)
    }
}

extension DemoStream: Sendable where C: Sendable {}

@available(*, unavailable)
extension DemoStream.Iterator: Sendable {}
