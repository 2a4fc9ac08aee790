import LivePlotText
import LivePlotStore
import LivePlotScreen

/// The status line's text: `last=11 min=0 max=36 avg=18.4 n=60`, then `clipped=K` (beyond fixed bounds)
/// and `skipped=K` when K > 0. Several series get an entry each, which is also the legend:
/// `● cpu last=12 min=3 max=40 avg=18.4 n=60`, the marker and name in the series' colour.
///
/// ```swift
/// StatusLine.rows(for: store, unit: "ms", width: 120, maximumRows: 3)
/// // [[Span("last=11 ms min=0 ms max=36 ms avg=18.4 ms n=60")]]; several series' entries in columns
/// ```
public enum StatusLine {
    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        public var text: String
        public var style: CellStyle
    }

    /// The marker before a series' name in its entry.
    public static let marker = "●"
    /// Columns between entries side by side.
    static let gap = 3

    /// The one-series status fields, in order.
    static func fields(for store: SeriesStore, unit: String, width: Int, overlay: [String], readout: CursorReadout?, alert: String?) -> [String] {
        var fields = lead(overlay: overlay, readout: readout) + (alert.map { [$0] } ?? []) + notices(of: store, width: width)
        let unit = store.unit(unit, ofSeries: 0)
        if let readout, !store.series.isEmpty {
            fields += readout.fields(series: 0, unit: unit)
        } else {
            fields += store.series.first.map { figures(of: $0, unit: unit) } ?? ["n=0"]
        }
        return fields + counts(of: store)
    }

    /// What the input's reading found wrong with `-f` or `-x` (`InputNotices`), each cut to `width`: a
    /// notice wider than the line is cut, never left out.
    static func notices(of store: SeriesStore, width: Int) -> [String] {
        store.notices.messages.map { TerminalText($0).clipped(toWidth: width).string }
    }

    /// What the store could not plot, when anything: lines skipped, values of series beyond the most kept.
    static func counts(of store: SeriesStore) -> [String] {
        var counts: [String] = []
        if store.skippedLineCount > 0 { counts.append("skipped=\(store.skippedLineCount)") }
        if store.droppedValueCount > 0 { counts.append("dropped=\(store.droppedValueCount)") }
        if store.unorderedCount > 0 { counts.append("unordered=\(store.unorderedCount)") }
        return counts
    }

    /// The status style of a series' `last=` figure: green when it rose, red when it fell; with an alert,
    /// the alert colour when it lies beyond the threshold, else plain.
    static func lastStyle(of series: Series, alert: AlertThreshold?) -> CellStyle {
        guard let alert else { return CellStyle.trend(from: series.statistics.previous, to: series.statistics.last, level: .status) }
        return series.statistics.last.map(alert.isBeyond) == true ? .alert : .status
    }

    /// What the status says while a series is beyond the alert's threshold: `alert since 10:04:07`.
    public static let alertLead = "alert since "

    /// The fields that fit in `width`, whole, as spans: the `last=` figure in `trend`'s style, the alert's
    /// field in the alert colour.
    static func trendSpans(_ fields: [String], width: Int, trend: CellStyle) -> [Span] {
        var spans: [Span] = []
        var used = 0
        for field in fitting(fields, width: width) {
            let separator = used == 0 ? "" : " "
            let fieldWidth = TerminalText.width(of: field) + separator.count
            // A field too wide for what is left leaves it to a narrower one after it (`skipped=3` where
            // `clipped=1234` does not fit).
            guard used + fieldWidth <= width else { continue }
            used += fieldWidth
            let style = field.hasPrefix("last=") ? trend : field.hasPrefix(alertLead) ? CellStyle.alert : CellStyle.status
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += separator + field
            } else if style == .status || separator.isEmpty {
                spans.append(Span(text: separator + field, style: style))
            } else {
                // The space before a coloured figure stays plain.
                if spans.isEmpty { spans.append(Span(text: separator, style: .status)) } else { spans[spans.count - 1].text += separator }
                spans.append(Span(text: field, style: style))
            }
        }
        return spans
    }

    /// What the live view says of itself (`paused +12`, `replay 10x`) and the cursor's rows, before the figures.
    static func lead(overlay: [String], readout: CursorReadout?) -> [String] {
        overlay + (readout.map { [$0.lead] } ?? [])
    }

    /// The status rows, at most `maximumRows`: one series' figures on one line; several series as
    /// entries side by side where they fit. When they do not fit, entries shrink to `name=last`, and
    /// what still does not fit is counted (`+3 more`).
    /// - Parameter mark: the legend's mark before each name (`●`, or `*` in ASCII).
    ///   - overlay: what the live view says of itself first (`ChartOverlay.statusFields`).
    ///   - alert: `alert since …` while a series is beyond the alert's threshold (`AlertStatus.field`).
    public static func rows(for store: SeriesStore, unit: String, width: Int, maximumRows: Int, overlay: [String] = [],
                            readout: CursorReadout? = nil, mark: String = marker, alert: String? = nil,
                            namesEverySeries: Bool = false, hidden: Set<Int> = []) -> [[Span]] {
        guard width > 0, maximumRows > 0 else { return [] }
        // Several series' entries are laid out in columns as wide as the widest: a notice (`-f %usr: no
        // such field …`) takes a row of its own, first, cut to the width.
        let notices = store.notices.messages
        if store.series.count > 1, !notices.isEmpty {
            let notice = [Span(text: TerminalText(notices.joined(separator: "; ")).clipped(toWidth: width).string, style: .status)]
            return [notice] + seriesRows(for: store, unit: unit, width: width, maximumRows: maximumRows - 1, overlay: overlay,
                                         readout: readout, mark: mark, alert: alert, namesEverySeries: namesEverySeries,
                                         hidden: hidden)
        }
        return seriesRows(for: store, unit: unit, width: width, maximumRows: maximumRows, overlay: overlay, readout: readout,
                          mark: mark, alert: alert, namesEverySeries: namesEverySeries, hidden: hidden)
    }

    /// The status rows but the notices' (`rows`).
    private static func seriesRows(for store: SeriesStore, unit: String, width: Int, maximumRows: Int, overlay: [String],
                                   readout: CursorReadout?, mark: String, alert: String?, namesEverySeries: Bool,
                                   hidden: Set<Int>) -> [[Span]] {
        guard width > 0, maximumRows > 0 else { return [] }
        guard store.series.count > 1 || namesEverySeries && store.series.count == 1 else {
            let fields = (hidden.contains(0) ? ["[1 hidden]"] : [])
                + fields(for: store, unit: unit, width: width, overlay: overlay, readout: readout, alert: alert)
            return [trendSpans(fields, width: width, trend: store.series.first.map { lastStyle(of: $0, alert: store.alert) } ?? .status)]
        }
        let lead = Self.lead(overlay: overlay, readout: readout)
        var first = (lead.isEmpty ? [] : [entry(text: lead.joined(separator: " "), width: width, style: .title)])
            + (alert.map { [entry(text: $0, width: width, style: .alert)] } ?? [])
        for index in first.indices { first[index].spansColumns = true }
        // What was skipped or dropped: entries of their own, in every layout below.
        let countEntries = counts(of: store).map { entry(text: $0, width: width) }
        // In the legend's order (`--by`: by volume, `other` last).
        let full = first + store.legendOrder.map {
            fullEntry(store, index: $0, unit: unit, width: width, readout: readout, mark: mark, hidden: hidden)
        } + countEntries
        if let rows = layOut(full, width: width, maximumRows: maximumRows) { return rows }
        let compactSeries = store.legendOrder.map {
            compactEntry(store, index: $0, unit: unit, width: width, readout: readout, mark: mark, hidden: hidden)
        }
        let compact = first + compactSeries + countEntries
        if let rows = layOut(compact, width: width, maximumRows: maximumRows) { return rows }
        // Still too many: as many series as fit, the count of the rest, and what was skipped or dropped,
        // which is never folded into that count. The count may be wider than the entries (`+50 more`
        // beside `● 1=0`): fewer entries until it fits too. With one slot only, the count of them all:
        // never a series alone, which would say nothing of the others.
        let perRow = perRowCount(compact, width: width)
        var keptCount = max(0, min(compactSeries.count, maximumRows * perRow - 1 - first.count - countEntries.count))
        while keptCount >= 0 {
            let more = entry(text: "+\(compactSeries.count - keptCount) more", width: width)
            let kept = first + compactSeries.prefix(keptCount) + [more] + countEntries
            if let rows = layOut(kept, width: width, maximumRows: maximumRows) { return rows }
            keptCount -= 1
        }
        // Not even the count beside the cursor's lead: the count and what was skipped, else what was
        // skipped (never silent), else the count alone.
        let all = entry(text: "+\(compactSeries.count) more", width: width)
        return layOut([all] + countEntries, width: width, maximumRows: maximumRows)
            ?? (countEntries.isEmpty ? nil : layOut(countEntries, width: width, maximumRows: maximumRows))
            ?? layOut([all], width: width, maximumRows: 1) ?? []
    }

    /// The legend row of a panel of `--split`: an entry for each of its series, as the status has them
    /// (`● cpu last=12 min=3 max=40 avg=18.4 n=60`, or the cursor's reading), side by side; shrunk to
    /// `name=last` when they do not fit, and cut at the width when even that does not.
    public static func legend(for store: SeriesStore, series indices: [Int], unit: String, width: Int,
                              readout: CursorReadout? = nil, mark: String = marker, hidden: Set<Int> = []) -> [Span] {
        guard width > 0, !indices.isEmpty else { return [] }
        let full = indices.map { fullEntry(store, index: $0, unit: unit, width: width, readout: readout, mark: mark, hidden: hidden) }
        if let row = layOut(full, width: width, maximumRows: 1)?.first { return row }
        let compact = indices.map {
            compactEntry(store, index: $0, unit: unit, width: width, readout: readout, mark: mark, hidden: hidden)
        }
        return layOut(compact, width: width, maximumRows: 1)?.first ?? compact[0].spans
    }

    /// The status row under the panels of `--split`: what the live view says of itself, the cursor's
    /// instant, the panels not shown (`+3 more`), and what the store could not plot. Each series'
    /// figures are in its panel's legend.
    public static func panelStatus(for store: SeriesStore, width: Int, hiddenPanels: Int, overlay: [String] = [],
                                   readout: CursorReadout? = nil, alert: String? = nil) -> [Span] {
        var fields = lead(overlay: overlay, readout: readout) + (alert.map { [$0] } ?? []) + notices(of: store, width: width)
        if hiddenPanels > 0 { fields.append("+\(hiddenPanels) more") }
        return trendSpans(fields + counts(of: store), width: width, trend: .status)
    }

    /// A series' entry with all its figures, or the cursor's reading of it.
    private static func fullEntry(_ store: SeriesStore, index: Int, unit: String, width: Int, readout: CursorReadout?,
                                  mark: String, hidden: Set<Int>) -> Entry {
        let series = store.series[index]
        let count = store.series.count
        let mark = hiddenMark(store, index: index, hidden: hidden) ?? mark
        let unit = store.unit(unit, ofSeries: index)
        if let readout {
            return entry(series, index: index, of: count, fields: [readout.entry(series: index, unit: unit)], width: width,
                         joiner: "", mark: mark, alert: store.alert, isHidden: hidden.contains(index))
        }
        return entry(series, index: index, of: count, fields: figures(of: series, unit: unit), width: width, mark: mark,
                     alert: store.alert, isHidden: hidden.contains(index))
    }

    /// The order of the legend's entries, by store index: what keys `1 … 9` hide and show, entry n being
    /// series `legendSeries(of: store)[n - 1]`. The status's order (`SeriesStore.legendOrder`: with
    /// `--by`, by volume, `other` last).
    public static func legendSeries(of store: SeriesStore) -> [Int] {
        store.legendOrder
    }

    /// What a hidden series' entry says in place of the legend's mark: `[3 hidden]`, its key's number.
    static func hiddenMark(_ store: SeriesStore, index: Int, hidden: Set<Int>) -> String? {
        guard hidden.contains(index), let entry = legendSeries(of: store).firstIndex(of: index) else { return nil }
        return "[\(entry + 1) hidden]"
    }

    /// A series' entry as `name=last`, or `name=` the cursor's reading of it.
    private static func compactEntry(_ store: SeriesStore, index: Int, unit: String, width: Int, readout: CursorReadout?,
                                     mark: String, hidden: Set<Int>) -> Entry {
        let series = store.series[index]
        let value = readout.map { $0.values[index].value } ?? series.statistics.last
        let unit = store.unit(unit, ofSeries: index)
        return entry(series, index: index, of: store.series.count, fields: [value.map { ValueFormatter.figure($0, unit: unit) } ?? "–"],
                     width: width, joiner: "=", mark: hiddenMark(store, index: index, hidden: hidden) ?? mark, alert: store.alert,
                     isHidden: hidden.contains(index))
    }

    /// One series' figures: last, min, max, average (each with the unit, as the axis labels have it),
    /// the count, and what was clipped.
    static func figures(of series: Series, unit: String) -> [String] {
        let statistics = series.statistics
        var parts: [String] = []
        if let last = statistics.last, let average = statistics.average {
            // One prefix for the four: `last=141.676k avg=133.7k`, never `141676` beside `133.7k`.
            let written = ValueFormatter.figures([(last, 6), (statistics.minimum, 6), (statistics.maximum, 6), (average, 4)], unit: unit)
            parts += zip(["last=", "min=", "max=", "avg="], written).map { $0 + $1 }
        }
        parts.append("n=\(statistics.count)")
        if series.clippedCount > 0 { parts.append("clipped=\(series.clippedCount)") }
        if series.nonpositiveCount > 0 { parts.append("nonpositive=\(series.nonpositiveCount)") }
        return parts
    }

    /// The fields that fit in `width`, whole, separated by spaces.
    private static func joinWhole(_ fields: [String], width: Int) -> String {
        var text = ""
        var used = 0
        for field in fitting(fields, width: width) {
            let added = TerminalText.width(of: field) + (text.isEmpty ? 0 : 1)
            guard used + added <= width else { break }
            text += text.isEmpty ? field : " " + field
            used += added
        }
        return text
    }

    /// The figures that give way first when a status does not fit, in this order: what the store could not
    /// plot (`skipped=`, `clipped=`, `unordered=`, `nonpositive=`, `dropped=`) stays longest, beyond
    /// `last=`, so nothing is lost without a word, however narrow the terminal.
    static let givesWayFirst = ["avg=", "min=", "max=", "n=", "last="]

    /// `fields` without the least needed ones, until they fit in `width`; the rest are cut at the end.
    static func fitting(_ fields: [String], width: Int) -> [String] {
        // Each field's width found once: a frame's status asks here for every prefix that may give way.
        var kept = fields.map { (field: $0, width: TerminalText.width(of: $0)) }
        func needed(_ fields: [(field: String, width: Int)]) -> Int { fields.reduce(-1) { $0 + 1 + $1.width } }
        for prefix in givesWayFirst where needed(kept) > width {
            let without = kept.filter { !$0.field.hasPrefix(prefix) }
            // A figure gives way only to one that can be shown in its place (`nonpositive=8` in 12 cells
            // cannot): else the status would be empty.
            guard without.contains(where: { $0.width <= width }) else { break }
            kept = without
        }
        return kept.map(\.field)
    }

    private struct Entry {
        var spans: [Span]
        var width: Int
        /// Whether it may take several columns, their width left to the series' entries: the live view's
        /// words (`saved liveplot-….txt` beside vmstat's 17 series made columns of its width, two to a row
        /// where five fit, the plot five rows shorter while it was said).
        var spansColumns = false
    }

    private static func entry(
        _ series: Series, index: Int, of count: Int, fields: [String], width: Int, joiner: String = " ", mark: String,
        alert: AlertThreshold?, isHidden: Bool = false
    ) -> Entry {
        let style = CellStyle.line(series: index, of: count)
        let head = "\(mark) \(series.name)"
        let headWidth = TerminalText.width(of: head)
        let rest = joinWhole(fields, width: max(0, width - headWidth - joiner.count))
        var spans = [Span(text: head, style: style)]
        if !rest.isEmpty {
            spans.append(Span(text: joiner, style: .status))
            spans += trendSpans(fields, width: TerminalText.width(of: rest), trend: lastStyle(of: series, alert: alert))
        }
        let entryWidth = headWidth + (rest.isEmpty ? 0 : joiner.count + TerminalText.width(of: rest))
        // A hidden series' figures stay, dim: the mark (`[3 hidden]`) says it without colour.
        if isHidden { spans = spans.map { Span(text: $0.text, style: CellStyle.status.muted) } }
        return Entry(spans: spans, width: entryWidth)
    }

    private static func entry(text: String, width: Int, style: CellStyle = .status) -> Entry {
        Entry(spans: [Span(text: text, style: style)], width: TerminalText.width(of: text))
    }

    /// The columns' width: the widest entry's but for those that span columns (unless all do).
    private static func columnWidth(_ entries: [Entry]) -> Int {
        entries.filter { !$0.spansColumns }.map(\.width).max() ?? entries.map(\.width).max() ?? 1
    }

    private static func perRowCount(_ entries: [Entry], width: Int) -> Int {
        max(1, (width + gap) / (columnWidth(entries) + gap))
    }

    /// Entries in columns of equal width, row by row, one that spans columns taking as many as it needs;
    /// nil when they need more than `maximumRows`.
    private static func layOut(_ entries: [Entry], width: Int, maximumRows: Int) -> [[Span]]? {
        let perRow = perRowCount(entries, width: width)
        let column = columnWidth(entries)
        var rows: [[Span]] = []
        var row: [Span] = []
        var used = 0, pad = 0
        for entry in entries {
            let cells = entry.spansColumns ? min(perRow, (entry.width + column + 2 * gap - 1) / (column + gap)) : 1
            if used > 0, used + cells > perRow {
                rows.append(row)
                (row, used) = ([], 0)
            }
            // The padding of the entry before, now that another follows it in the row.
            if used > 0 { row.append(Span(text: String(repeating: " ", count: pad + gap), style: .status)) }
            row += entry.spans
            pad = max(0, cells * column + (cells - 1) * gap - entry.width)
            used += cells
        }
        if !row.isEmpty { rows.append(row) }
        return rows.count <= maximumRows ? rows : nil
    }
}
