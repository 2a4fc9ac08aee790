import LivePlotStore

/// The y axis for the values shown: nice ticks around the data and the reference lines (`--hline`), or
/// fixed bounds where the user set them.
///
/// ```swift
/// Autoscaler(fixedMinimum: 0).axis(low: 3, high: 37, rows: 20)  // 0 … 40
/// Autoscaler(referenceLines: [200]).axis(low: 3, high: 37, rows: 20)  // 0 … 200
/// ```
public struct Autoscaler: Hashable, Sendable {
    public var fixedMinimum: Double?
    public var fixedMaximum: Double?
    /// Values drawn as reference lines, which the axis always spans (within fixed bounds).
    public var referenceLines: [Double] = []

    public init(fixedMinimum: Double? = nil, fixedMaximum: Double? = nil) {
        self.init(FixedBounds(minimum: fixedMinimum, maximum: fixedMaximum))
    }

    public init(_ bounds: FixedBounds, referenceLines: [Double] = []) {
        fixedMinimum = bounds.minimum
        fixedMaximum = bounds.maximum
        self.referenceLines = referenceLines
    }

    public init(referenceLines: [Double]) {
        self.init(FixedBounds(), referenceLines: referenceLines)
    }

    /// The bounds as the store counts values beyond them.
    public var bounds: FixedBounds { FixedBounds(minimum: fixedMinimum, maximum: fixedMaximum) }

    /// The axis for data spanning `low…high` (nil when there is none yet), and the reference lines, over
    /// `rows` rows.
    public func axis(low dataLow: Double?, high dataHigh: Double?, rows: Int) -> AxisTicks {
        var low = dataLow ?? 0
        var high = dataHigh ?? (dataLow == nil ? 1 : low)
        if let lowest = referenceLines.min(), let highest = referenceLines.max() {
            (low, high) = dataLow == nil ? (lowest, highest) : (Swift.min(low, lowest), Swift.max(high, highest))
        }
        switch (fixedMinimum, fixedMaximum) {
        case let (minimum?, maximum?):
            low = minimum
            high = maximum
        case let (minimum?, nil):
            low = minimum
            if high <= minimum { high = Swift.min(.greatestFiniteMagnitude, minimum + max(1, abs(minimum))) }
        case let (nil, maximum?):
            high = maximum
            if low >= maximum { low = Swift.max(-.greatestFiniteMagnitude, maximum - max(1, abs(maximum))) }
        case (nil, nil):
            break
        }
        return AxisTicks.nice(lower: low, upper: high, rows: max(1, rows), fixLower: fixedMinimum != nil, fixUpper: fixedMaximum != nil)
    }
}
