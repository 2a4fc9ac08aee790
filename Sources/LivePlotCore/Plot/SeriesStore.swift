/// One series as plotted: its history in a ring buffer, its transform, and the status figures.
///
/// ```swift
/// var store = SeriesStore(capacity: 100_000, transform: .raw)
/// store.append(SampleBatch(values: [1, 2, 3]))
/// store.statistics.last  // 3
/// ```
///
/// - Complexity: O(1) per sample.
public struct SeriesStore: Sendable {
    public private(set) var history: RingBuffer<Double>
    /// Seconds since the start at which each kept sample arrived; kept only for a time axis.
    public private(set) var arrivals: RingBuffer<Double>?
    /// Figures over every sample received since the start, evicted ones included.
    public private(set) var statistics = SeriesStatistics()
    public private(set) var skippedLineCount = 0
    /// Samples beyond the fixed bounds, since the start: drawn at the edge, counted in the status line.
    public private(set) var clippedCount = 0
    private var transform: SeriesTransform
    /// The fixed bounds, infinite where none is set: resolved once, not per sample.
    private let clipAbove: Double
    private let clipBelow: Double

    public init(capacity: Int, transform: SeriesTransform.Kind = .raw, bounds: Autoscaler = Autoscaler(),
                recordsArrivals: Bool = false) {
        history = RingBuffer(capacity: capacity)
        arrivals = recordsArrivals ? RingBuffer(capacity: capacity) : nil
        self.transform = SeriesTransform(transform)
        clipAbove = bounds.fixedMaximum ?? .infinity
        clipBelow = bounds.fixedMinimum ?? -.infinity
    }

    /// The store the command line asks for: its history, transform and fixed bounds.
    public init(options: Options, recordsArrivals: Bool = false) {
        self.init(capacity: options.history, transform: options.transform, bounds: options.autoscaler,
                  recordsArrivals: recordsArrivals)
    }

    /// Appends the batch's samples, which arrived `arrival` seconds after the start (for a time axis).
    public mutating func append(_ batch: SampleBatch, arrival: Double = 0) {
        skippedLineCount += batch.skippedLineCount
        precondition(batch.arrivals.isEmpty || batch.arrivals.count == batch.values.count, "one arrival per value")
        for (index, value) in batch.values.enumerated() {
            let time = batch.arrivals.isEmpty ? arrival : batch.arrivals[index]
            guard let plotted = transform.apply(value, at: time) else { continue }
            history.append(plotted)
            arrivals?.append(arrival)
            statistics.add(plotted)
            if plotted > clipAbove || plotted < clipBelow {
                clippedCount += 1
            }
        }
    }

    /// The 1-based number of the oldest sample kept.
    public var firstSampleNumber: Int { history.appendedCount - history.count + 1 }
    /// The 1-based number of the newest sample, or 0 before the first.
    public var lastSampleNumber: Int { history.appendedCount }
}
