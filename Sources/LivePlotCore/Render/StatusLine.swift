/// The status line's text: `last=11 min=0 max=36 avg=18.4 n=60`, then `clipped=K` (beyond fixed bounds)
/// and `skipped=K` when K > 0.
///
/// ```swift
/// StatusLine.text(for: store, unit: "ms")  // "last=11 ms min=0 ms max=36 ms avg=18.4 ms n=60"
/// ```
public enum StatusLine {
    /// The fields that fit in `width` columns, whole: a figure is never cut in half.
    public static func text(for store: SeriesStore, unit: String = "", width: Int = .max) -> String {
        var text = ""
        for field in fields(for: store, unit: unit) {
            let candidate = text.isEmpty ? field : text + " " + field
            guard TerminalText(candidate).width <= width else { break }
            text = candidate
        }
        return text
    }

    static func fields(for store: SeriesStore, unit: String) -> [String] {
        let statistics = store.statistics
        var parts: [String] = []
        if let last = statistics.last, let average = statistics.average {
            // Each figure carries the unit as the axis labels do (`2 GB`, `250 ms`); the count has none.
            parts.append("last=\(ValueFormatter.figure(last, unit: unit))")
            parts.append("min=\(ValueFormatter.figure(statistics.minimum, unit: unit))")
            parts.append("max=\(ValueFormatter.figure(statistics.maximum, unit: unit))")
            parts.append("avg=\(ValueFormatter.figure(average, unit: unit))")
        }
        parts.append("n=\(statistics.count)")
        if store.clippedCount > 0 {
            parts.append("clipped=\(store.clippedCount)")
        }
        if store.skippedLineCount > 0 {
            parts.append("skipped=\(store.skippedLineCount)")
        }
        return parts
    }
}
