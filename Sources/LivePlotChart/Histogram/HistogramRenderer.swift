import LivePlotText
import LivePlotStore
import LivePlotScreen

/// Draws the values in view as a histogram (`--hist`, key `h`): a row a bin, lowest values at the top,
/// each with its range, a bar as long as its count, the count and its share, and the bins holding p50,
/// p90 and p99 marked; the status says what it is of, `n=` and the range.
///
/// ```
///  0–5 ms │████████████▍                 140  12.3%
/// 5–10 ms │██████████████████████▊        260  22.8% ◀ p50
/// hist of latency n=1140 range=0.5…98 ms p50=7 ms p90=41 ms p99=88 ms
/// ```
///
/// The values are those of the series shown (not hidden, `ChartConfiguration.hiddenSeries`), in the rows
/// the chart's viewport shows at `dotColumns` (`VisibleWindow.rowsShown`): the live window, the paused one,
/// or every row kept (`--once`). Several series are a histogram each, stacked, each under a line of its
/// name and figures in its colour: pooled, vmstat's free memory and its CPU percentages made one
/// distribution of nothing. As many as have four rows each are drawn; the status says how many are not
/// (`hist of 2 of 3 series`). Buckets' rows (`--every`, `--stat`, `--count`) hold a stat of
/// each bucket, not the values read: the histogram is then of those, and its status says so (`hist of p50
/// per bucket n=10`: ten buckets' p50s).
///
/// - Complexity: O(n log n) for the n values in view.
public enum HistogramRenderer {
    /// The columns of the share: `100.0%`.
    static let shareWidth = 6

    public static func render(_ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay = ChartOverlay(),
                              width: Int, height: Int, dotColumns: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        let hasTitle = !configuration.title.isEmpty && height >= 3
        if hasTitle { ChartRenderer.drawTitle(configuration.title, row: 0, width: width, into: &grid) }
        let top = hasTitle ? 1 : 0
        let rows = height - top - 1
        let shown = store.series.indices.filter { !configuration.hiddenSeries.contains($0) }
        if shown.count > 1 {
            drawPanels(store, shown: shown, configuration: configuration, overlay: overlay, top: top, width: width, height: height,
                       dotColumns: dotColumns, into: &grid)
            configuration.style.drawer.finish(&grid)
            return grid
        }
        let histogram = Histogram(values: values(store, series: shown, viewport: configuration.viewport, dotColumns: dotColumns),
                                  most: rows, logarithmic: configuration.autoscaler.isLogarithmic)
        // Counts (`--count`, `--stat count`) have no unit, whatever the values were in: the axis's rule.
        let figures = Self.figures(of: histogram, unit: store.axisUnit(configuration.unit, series: shown))
        var status = statusFields(store, histogram: histogram, figures: figures, shown: shown, overlay: overlay)
        // The percentiles give way first (their bins are marked), then the range; `n=` stays.
        for prefix in ["p99=", "p90=", "p50=", "range="] where status.reduce(-1, { $0 + 1 + TerminalText.width(of: $1) }) > width {
            status.removeAll { $0.hasPrefix(prefix) }
        }
        ChartRenderer.write(StatusLine.trendSpans(status, width: width, trend: .status), y: height - 1, into: &grid)
        if histogram.bins == nil {
            let message = store.rowCount == 0 ? (configuration.viewport == .fitAll ? "no samples" : "no samples yet")
                : shown.isEmpty ? ChartRenderer.allHidden : "no values in view"
            let text = TerminalText(message).clipped(toWidth: width)
            grid.write(text, x: max(0, (width - text.width) / 2), y: top + max(0, rows - 1) / 2, style: .status)
        } else {
            drawBars(histogram, labels: figures.labels, alert: store.alert, glyphs: .of(configuration.style),
                     vertical: configuration.style.frame.vertical, top: top, width: width, into: &grid)
        }
        configuration.style.drawer.finish(&grid)
        return grid
    }

    /// The fewest rows a series' histogram takes among several: its line, then three bins.
    static let panelRows = 4

    /// A histogram for each series `shown`, stacked from row `top`, as many as have `panelRows` each
    /// (the rows shared out, the first ones taking what is left over); the status line below them.
    private static func drawPanels(_ store: SeriesStore, shown: [Int], configuration: ChartConfiguration, overlay: ChartOverlay,
                                   top: Int, width: Int, height: Int, dotColumns: Int, into grid: inout CellGrid) {
        let rows = height - top - 1
        let drawn = Array(shown.prefix(max(1, rows / panelRows)))
        var y = top
        for (order, index) in drawn.enumerated() {
            let panelHeight = rows / drawn.count + (order < rows % drawn.count ? 1 : 0)
            guard panelHeight >= 1 else { break }
            let histogram = Histogram(values: values(store, series: [index], viewport: configuration.viewport, dotColumns: dotColumns),
                                      most: max(1, panelHeight - 1), logarithmic: configuration.autoscaler.isLogarithmic)
            let figures = Self.figures(of: histogram, unit: store.unit(configuration.unit, ofSeries: index))
            let style = CellStyle.line(series: index, of: store.series.count)
            var fields = [TerminalText(store.series[index].name).string, "n=\(histogram.total)"]
            if let range = figures.range { fields.append("range=" + range) }
            fields += zip(histogram.marks, figures.marks).map { $0.name + "=" + $1 }
            while fields.count > 2, fields.reduce(-1, { $0 + 1 + TerminalText.width(of: $1) }) > width { fields.removeLast() }
            grid.write(TerminalText(fields.joined(separator: " ")).clipped(toWidth: width), x: 0, y: y, style: style.emphasized)
            if histogram.bins == nil, panelHeight > 1 {
                grid.write(TerminalText("no values in view").clipped(toWidth: width), x: 0, y: y + 1, style: .status)
            } else if panelHeight > 1 {
                drawBars(histogram, labels: figures.labels, alert: store.alert, glyphs: .of(configuration.style),
                         vertical: configuration.style.frame.vertical, barStyle: style, top: y + 1, width: width, into: &grid)
            }
            y += panelHeight
        }
        var status = StatusLine.lead(overlay: overlay.statusFields, readout: nil)
        let perBucket = store.bucketing == nil ? "" : " per bucket"
        // The ones left out for want of rows (keys `1 … 9` hide others to make room) said first.
        status.append(drawn.count < shown.count ? "hist of \(drawn.count) of \(shown.count) series\(perBucket) (too few rows)"
            : "hist of \(shown.count) series\(perBucket), one each")
        let hidden = store.series.count - shown.count
        if hidden > 0 { status.append("\(hidden) hidden") }
        status += StatusLine.counts(of: store)
        ChartRenderer.write(StatusLine.trendSpans(status, width: width, trend: .status), y: height - 1, into: &grid)
    }

    /// The values of series `shown` in the rows `viewport` shows at `dotColumns`: numbers only (gaps and
    /// the edge values of an overflowed transform left out).
    public static func values(_ store: SeriesStore, series shown: [Int], viewport: ChartViewport, dotColumns: Int) -> [Double] {
        let rows = VisibleWindow.rowsShown(store, viewport: viewport, dotColumns: max(1, dotColumns))
        let firstKept = store.rowCount - store.keptRowCount
        var values: [Double] = []
        values.reserveCapacity(rows.count * shown.count)
        for index in shown {
            let history = store.series[index].history
            for row in rows {
                let value = history[row - firstKept]
                if value.isFinite, abs(value) < .greatestFiniteMagnitude { values.append(value) }
            }
        }
        return values
    }

    /// The rows of the bars, from row `top`: label, bar, count, share and marks, in columns.
    private static func drawBars(_ histogram: Histogram, labels: [String], alert: AlertThreshold?, glyphs: HistogramGlyphs,
                                 vertical: Unicode.Scalar, barStyle: CellStyle = .line, top: Int, width: Int, into grid: inout CellGrid) {
        guard let bins = histogram.bins else { return }
        let counts = histogram.counts.map(String.init)
        let marks = histogram.counts.indices.map { bin in
            let names = histogram.marks.filter { $0.bin == bin }.map(\.name)
            return names.isEmpty ? "" : glyphs.mark + " " + names.joined(separator: " ")
        }
        let labelWidth = labels.map { TerminalText.width(of: $0) }.max() ?? 0
        let countWidth = counts.map(\.count).max() ?? 1
        let markWidth = marks.map { TerminalText.width(of: $0) }.max() ?? 0
        // label │bar count share mark: the bar takes what the others leave, at least a cell.
        let barCells = max(1, width - labelWidth - 2 - 1 - countWidth - 1 - shareWidth - (markWidth > 0 ? 1 + markWidth : 0))
        let largest = max(1, histogram.counts.max() ?? 1)
        for bin in 0..<bins.count {
            let y = top + bin
            var x = grid.write(pad(labels[bin], to: labelWidth), x: 0, y: y, style: .axis)
            x = grid.write(" " + String(vertical), x: x, y: y, style: .axis)
            let count = histogram.counts[bin]
            // Eighths of a cell, rounded; a bin of any count gets at least one.
            let eighths = count == 0 ? 0 : max(1, (count * barCells * 8 + largest / 2) / largest)
            let isBeyond = alert.map { isWhollyBeyond(bins, bin: bin, alert: $0) } ?? false
            drawBar(glyphs.barCells(eighths: eighths), fill: isBeyond ? glyphs.alertFill : nil, x: x, y: y,
                    style: isBeyond ? .alert : barStyle, end: x + barCells, into: &grid)
            x += barCells + 1
            x = grid.write(pad(counts[bin], to: countWidth), x: x, y: y, style: .status)
            x = grid.write(" " + pad(shareText(histogram.share(ofBin: bin)), to: shareWidth), x: x, y: y, style: .status)
            if !marks[bin].isEmpty { grid.write(" " + marks[bin], x: x, y: y, style: .title) }
        }
    }

    /// A bar's cells from column `x`, up to (not including) `end`: each `fill` when given (beyond the
    /// alert). Written cell by cell, as the plot's drawers write theirs: a bar is a frame's longest text.
    private static func drawBar(_ bar: (whole: Unicode.Scalar, wholeCount: Int, partial: Unicode.Scalar?), fill: Unicode.Scalar?,
                                x: Int, y: Int, style: CellStyle, end: Int, into grid: inout CellGrid) {
        let end = min(end, grid.width)
        var column = x
        for _ in 0..<bar.wholeCount where column < end {
            grid[column, y] = Cell(fill ?? bar.whole, style: style)
            column += 1
        }
        if let partial = bar.partial, column < end { grid[column, y] = Cell(fill ?? partial, style: style) }
    }

    /// The histogram's figures, all in one SI prefix as a series' figures in the legend are (cli.md: "A
    /// series' figures share one prefix"; `ValueFormatter.figures`): the range (`3…698 ms`), the
    /// percentiles (`p50=12 ms`), and each bin's label (`0–50 ms`), the unit written once in a span.
    static func figures(of histogram: Histogram, unit: String) -> (range: String?, marks: [String], labels: [String]) {
        let edges = histogram.bins?.edges ?? []
        let ends = histogram.range.map { [$0.low, $0.high] } ?? []
        let written = ValueFormatter.figures((ends + histogram.marks.map(\.value) + edges).map { ($0, 6) }, unit: unit)
        let marks = Array(written[ends.count..<(ends.count + histogram.marks.count)])
        let edgeText = written.suffix(edges.count)
        let labels = zip(edgeText, edgeText.dropFirst()).map { span($0, $1, separator: "–", unit: unit) }
        return (ends.isEmpty ? nil : span(written[0], written[1], separator: "…", unit: unit), marks, labels)
    }

    /// Two figures as a span, the unit written once, after the second: `3 ms`, `698 ms` → `3…698 ms`.
    /// A first figure in another prefix (0, or one too small for the shared prefix) keeps its unit.
    static func span(_ low: String, _ high: String, separator: String, unit: String) -> String {
        // What follows the number (which has no blank): ` ms` for an SI unit, ` req/s` for another.
        guard !unit.isEmpty, let blank = high.firstIndex(of: " ") else { return low + separator + high }
        let suffix = high[blank...]
        if low.hasSuffix(suffix) { return low.dropLast(suffix.count) + separator + high }
        return (low == "0 " + unit ? "0" : low) + separator + high
    }

    /// A share in percent with one decimal: `12.3%`.
    static func shareText(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Whether every value bin `bin` can hold lies beyond the alert's threshold.
    static func isWhollyBeyond(_ bins: HistogramBins, bin: Int, alert: AlertThreshold) -> Bool {
        alert.isBelow ? bins.edges[bin + 1] <= alert.value : alert.isBeyond(bins.edges[bin])
    }

    private static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalText.width(of: text))) + text
    }

    /// What the status says: what the live view says of itself, what the histogram is of, `n=`, the
    /// range, what was hidden or could not be binned, what the store could not plot, and the percentiles.
    static func statusFields(_ store: SeriesStore, histogram: Histogram, figures: (range: String?, marks: [String], labels: [String]),
                             shown: [Int], overlay: ChartOverlay) -> [String] {
        var fields = StatusLine.lead(overlay: overlay.statusFields, readout: nil)
        let hidden = store.series.count - shown.count
        // Buckets' rows hold their stats, not the values read: what is pooled is said (`hist of p50 per bucket`).
        let perBucket = store.bucketing == nil ? "" : " per bucket"
        if shown.count == 1, store.series.count > 1 {
            fields.append("hist of " + TerminalText(store.series[shown[0]].name).string + perBucket)
        } else if shown.count == 1, let stat = store.bucketStat(ofSeries: shown[0]) {
            fields.append("hist of " + stat.name + perBucket)
        } else {
            fields.append(shown.count > 1 ? "hist of \(shown.count) series" + perBucket : "hist")
        }
        if hidden > 0 { fields.append("\(hidden) hidden") }
        fields.append("n=\(histogram.total)")
        if let range = figures.range { fields.append("range=" + range) }
        if histogram.nonpositive > 0 { fields.append("nonpositive=\(histogram.nonpositive)") }
        fields += StatusLine.counts(of: store)
        fields += zip(histogram.marks, figures.marks).map { $0.name + "=" + $1 }
        return fields
    }
}
