/// The samples of a store placed on dot columns for a viewport, with the sample numbers along x.
///
/// ```swift
/// let window = VisibleWindow(store: store, viewport: .follow, dotColumns: 160)
/// window.points.last?.x  // 159: the newest sample sits at the right edge
/// ```
///
/// - Complexity: O(samples shown); `.follow` shows at most `dotColumns` of them.
public struct VisibleWindow: Sendable {
    public let points: [PlotPoint]
    /// The sample number at dot column 0, and how many samples one dot column advances.
    public let sampleNumberAtZero: Double
    public let samplesPerDot: Double
    /// The sample numbers shown, first and last.
    public let firstSample: Int
    public let lastSample: Int
    public let viewport: ChartViewport
    /// The dot columns the window spans.
    public let dotColumns: Int

    public init(store: SeriesStore, viewport: ChartViewport, dotColumns: Int) {
        self.viewport = viewport
        self.dotColumns = dotColumns
        let history = store.history
        let count = history.count
        guard dotColumns > 0, count > 0 else {
            points = []
            sampleNumberAtZero = 1
            samplesPerDot = 1
            firstSample = 1
            lastSample = 0
            return
        }
        switch viewport {
        case .follow:
            let shown = min(count, dotColumns)
            let offset = dotColumns - shown
            var points: [PlotPoint] = []
            points.reserveCapacity(shown)
            for index in 0..<shown {
                points.append(PlotPoint(x: offset + index, value: history[count - shown + index]))
            }
            self.points = points
            samplesPerDot = 1
            lastSample = store.lastSampleNumber
            firstSample = lastSample - shown + 1
            sampleNumberAtZero = Double(lastSample - (dotColumns - 1))
        case .fitAll where count <= dotColumns:
            var points: [PlotPoint] = []
            points.reserveCapacity(count)
            let spread = count == 1 ? 0 : Double(dotColumns - 1) / Double(count - 1)
            for index in 0..<count {
                let x = count == 1 ? dotColumns - 1 : Int((Double(index) * spread).rounded())
                points.append(PlotPoint(x: x, value: history[index]))
            }
            self.points = points
            firstSample = store.firstSampleNumber
            lastSample = store.lastSampleNumber
            samplesPerDot = count == 1 ? 1 : 1 / spread
            sampleNumberAtZero = count == 1 ? Double(firstSample - (dotColumns - 1)) : Double(firstSample)
        case .fitAll:
            var points: [PlotPoint] = []
            points.reserveCapacity(dotColumns)
            for column in 0..<dotColumns {
                let start = column * count / dotColumns
                let end = (column + 1) * count / dotColumns
                var low = history[start]
                var high = low
                for index in (start + 1)..<max(start + 1, end) {
                    let value = history[index]
                    low = min(low, value)
                    high = max(high, value)
                }
                points.append(PlotPoint(x: column, low: low, high: high, first: history[start], last: history[end - 1]))
            }
            self.points = points
            firstSample = store.firstSampleNumber
            lastSample = store.lastSampleNumber
            samplesPerDot = Double(count) / Double(dotColumns)
            sampleNumberAtZero = Double(firstSample)
        }
    }

    /// The lowest and highest value shown, or nil when nothing is: a scan of the points, for static charts.
    /// Live mode keeps it incrementally instead (`LiveChart`).
    public var valueRange: (low: Double, high: Double)? {
        guard var low = points.first?.low, var high = points.first?.high else { return nil }
        for point in points {
            low = min(low, point.low)
            high = max(high, point.high)
        }
        return (low, high)
    }

    /// The dot column where sample `number` sits.
    public func dotColumn(ofSample number: Int) -> Double {
        (Double(number) - sampleNumberAtZero) / samplesPerDot
    }
}
