extension VectorPlot {
    /// The plot with every y moved so each y tick stands in the middle of its label's row, where the text
    /// axis's `┤` points: a picture of the plot (`--graphics`) lies under text that cannot move, while
    /// the ticks' exact y fall anywhere within their rows (the dot rows of braille or blocks). Between
    /// ticks the y move linearly, the plot's top and bottom edges stay, so the order of everything drawn is
    /// kept and nothing leaves the plot. Without ticks (no axes), the plot as it is. The SVG moves its labels
    /// instead (`SVGDocument`).
    ///
    /// ```swift
    /// plot.labelRows              // [(row: 1, y: 1.125), (row: 9, y: 9.875)]
    /// plot.alignedToLabelRows()   // a grid line at y 1.125 now at 1.5, one at 9.875 at 9.5
    /// ```
    ///
    /// - Complexity: O(points × log ticks).
    public func alignedToLabelRows() -> VectorPlot {
        let top = Double(y), bottom = Double(y + rows)
        // Anchors from the exact y to the row's middle, top to bottom, strictly increasing in both.
        var anchors: [(from: Double, to: Double)] = [(top, top)]
        for tick in labelRows.sorted(by: { $0.y < $1.y }) {
            let to = Double(tick.row) + 0.5
            guard tick.y.isFinite, tick.y > anchors.last!.from, tick.y < bottom, to > anchors.last!.to, to < bottom else { continue }
            anchors.append((tick.y, to))
        }
        guard anchors.count > 1 else { return self }
        anchors.append((bottom, bottom))
        func moved(_ value: Double) -> Double {
            guard value.isFinite, value > top, value < bottom else { return value }
            // The last anchor at or above the value: binary search over the few ticks.
            var low = 0, high = anchors.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if anchors[middle].from <= value { low = middle } else { high = middle }
            }
            let (a, b) = (anchors[low], anchors[high])
            return a.to + (value - a.from) * (b.to - a.to) / (b.from - a.from)
        }
        var plot = self
        for index in plot.paths.indices {
            plot.paths[index].runs = plot.paths[index].runs.map { run in run.map { ($0.x, moved($0.y)) } }
            if let beyond = plot.paths[index].beyond { plot.paths[index].beyond = (moved(beyond.y), beyond.isBelow) }
        }
        plot.labelRows = labelRows.map { ($0.row, moved($0.y)) }
        return plot
    }
}
