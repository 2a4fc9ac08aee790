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
    /// A base-10 logarithmic axis (`--log`): the axis then works in log₁₀ of the values
    /// (`coordinate(of:)`), and a value ≤ 0 has no place on it.
    public var isLogarithmic = false
    /// How far from the data a reference line may lie and still be spanned, in spans of the data; nil:
    /// however far. A panel of `--split` has 2 (`forPanel`): a line would at most triple its range, so
    /// one threshold never flattens a panel of other values (it is drawn there when the data reach it).
    public var linesReach: Double?
    /// The dots a text row holds in the chart's style (`PlotStyle.dotsPerCell`): free bounds are chosen so
    /// that a tick step is a whole number of rows at this resolution (`AxisTicks.evenRows`).
    /// `ChartConfiguration` keeps it at its style's.
    public var dotsPerRow = 1

    /// This autoscaler for one panel of `--split`: reference lines far from the panel's data left out.
    public var forPanel: Autoscaler {
        var panel = self
        panel.linesReach = 2
        return panel
    }

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

    /// Where `value` stands on the axis: the value itself, or on a logarithmic axis its log₁₀; nil for a
    /// value ≤ 0 there, which is drawn at the bottom edge and marked instead.
    ///
    /// ```swift
    /// var autoscaler = Autoscaler()
    /// autoscaler.isLogarithmic = true
    /// autoscaler.coordinate(of: 1000)   // 3
    /// autoscaler.coordinate(of: 0)      // nil
    /// ```
    public func coordinate(of value: Double) -> Double? {
        guard isLogarithmic else { return value }
        return value > 0 && value.isFinite ? Logarithm.log10(value) : nil
    }

    /// The coordinates of a range of values (`VisibleWindow.valueRange(positiveOnly:)`), as `axis` takes them.
    public func coordinates(of range: (low: Double, high: Double)?) -> (low: Double?, high: Double?) {
        (range.flatMap { coordinate(of: $0.low) }, range.flatMap { coordinate(of: $0.high) })
    }

    /// The fixed bounds as coordinates.
    public var coordinateMinimum: Double? { fixedMinimum.flatMap(coordinate(of:)) }
    public var coordinateMaximum: Double? { fixedMaximum.flatMap(coordinate(of:)) }

    /// Nice ticks over `lower…upper` (coordinates) for this axis: linear or logarithmic, a whole number of
    /// rows apart (the decades, on a logarithmic axis) where the bounds are free.
    public func ticks(lower: Double, upper: Double, rows: Int, fixLower: Bool = false, fixUpper: Bool = false) -> AxisTicks {
        isLogarithmic
            ? (fixLower || fixUpper
                ? AxisTicks.logarithmic(lower: lower, upper: upper, rows: rows, fixLower: fixLower, fixUpper: fixUpper)
                : AxisTicks.logarithmicEvenRows(lower: lower, upper: upper, rows: rows, dotsPerRow: dotsPerRow))
            : AxisTicks.evenRows(lower: lower, upper: upper, rows: rows, dotsPerRow: dotsPerRow, fixLower: fixLower, fixUpper: fixUpper)
    }

    /// The axis for data spanning `low…high` (coordinates: `coordinate(of:)`; nil when there is none yet),
    /// and the reference lines, over `rows` rows.
    public func axis(low dataLow: Double?, high dataHigh: Double?, rows: Int) -> AxisTicks {
        var low = dataLow ?? 0
        var high = dataHigh ?? (dataLow == nil ? 1 : low)
        var lines = referenceLines.compactMap(coordinate(of:))
        if let linesReach, let dataLow, let dataHigh {
            let reach = linesReach * (dataHigh - dataLow)
            lines.removeAll { $0 < dataLow - reach || $0 > dataHigh + reach }
        }
        if let lowest = lines.min(), let highest = lines.max() {
            (low, high) = dataLow == nil ? (lowest, highest) : (Swift.min(low, lowest), Swift.max(high, highest))
        }
        switch (coordinateMinimum, coordinateMaximum) {
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
        return ticks(lower: low, upper: high, rows: max(1, rows), fixLower: coordinateMinimum != nil, fixUpper: coordinateMaximum != nil)
    }
}
