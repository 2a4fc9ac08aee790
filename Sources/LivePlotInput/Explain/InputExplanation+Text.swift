/// The text `--explain` prints: a line per fact, then the series and the lines not used, indented.
extension InputExplanation {
    /// The widest name the series' column is padded to; longer names push their source along.
    static let nameColumn = 16

    /// A few lines a person reads, each ended by a newline.
    ///
    /// ```
    /// read: 3 lines, the whole input
    /// format: CSV, separated by ','
    /// header: line 1: time, cpu
    /// label columns: none
    /// x: the timestamp each line leads with
    /// producer: none recognised
    /// series: 1
    ///   cpu  field 2, named by the header
    /// lines not used: 1
    ///   line 1  "time,cpu"  a header: it names the columns
    /// ```
    public var text: String {
        var lines = ["read: " + reading, "format: " + format]
        lines.append("header: " + (headerLine.map { "line \($0): " + headerNames.joined(separator: ", ") } ?? "none"))
        lines.append("label columns: " + labelColumns)
        lines.append("x: " + x)
        lines.append("producer: " + (producer ?? "none recognised"))
        lines.append("series: " + (series.isEmpty ? "none" : String(series.count)))
        let width = min(Self.nameColumn, series.map(\.name.count).max() ?? 0)
        for entry in series {
            lines.append("  " + entry.name + String(repeating: " ", count: max(0, width - entry.name.count)) + "  " + entry.source)
        }
        if let groups { lines.append(groups) }
        lines.append("lines not used: " + (unused.isEmpty ? "none" : String(unused.count + moreUnusedCount)))
        for line in unused {
            lines.append("  line \(line.number)  \"\(line.text)\"  \(SkipWording.why(line.reason, producer: producerName))")
        }
        if moreUnusedCount > 0 { lines.append("  … and \(moreUnusedCount) more") }
        lines += notices
        return lines.joined(separator: "\n") + "\n"
    }

    /// How much was read, and why no more.
    private var reading: String {
        let count = "\(linesRead) line\(linesRead == 1 ? "" : "s")"
        switch end {
        case .endOfInput: return count + ", the whole input"
        case .lineLimit: return "the first " + count + " (the input goes on)"
        case .timeLimit(let seconds): return count + " in \(seconds) s (the input goes on)"
        case .interrupted: return count + " (interrupted)"
        }
    }
}
