/// How the table being read is read, for `--explain` to print: its columns' names as the header gives
/// them (with their groups' where those label them), which columns label the rows, the group line's
/// titles, whether the lines lead with a time (x), and how many blocks of rows have been read.
///
/// ```swift
/// reader.tableReading?.labelColumns   // ["Device"] for `iostat -x 1`, whose series are `vda %util`, …
/// reader.tableReading?.series         // ["r/s", …]: each label's series are `label name`
/// ```
public struct TableReading: Sendable, Equatable {
    /// The header's columns, in order (label columns too), past a leading time.
    public let columns: [String]
    /// The columns whose cells are words, which label rows rather than give values.
    public let labelColumns: [String]
    /// The column that labels each row (`Device`, `NAME`), `""` for a leading word under no name
    /// (free's `Mem:`), nil for none.
    public let rowLabel: String?
    /// The identifier columns whose cell joins a row's label (`PID`: `yes 20331`), in the order tried.
    public let labelIdentifiers: [String]
    /// The names of the series each row gives, before its label (`MEM USAGE`, `NET I/O in`, …).
    public let series: [String]
    /// The group line's titles (`eth0`, `total-cpu-usage`), empty for none.
    public let groups: [String]
    /// Whether the lines lead with a time, which is x.
    public let leadsWithTime: Bool
    /// Whether the rows end with a time, which is x (`vmstat -t`: `TableTrailingTime`).
    public let endsWithTime: Bool
    /// Whether a line of a time alone came before a report, x for its rows (`iostat -t`: `TableReportTime`).
    public let hasReportTimes: Bool
    /// The blocks of rows read so far in a table's layout (a blank line or a repeated header begins one).
    public let blockCount: Int

    init(layout: TableLayout, blockCount: Int, hasReportTimes: Bool = false) {
        columns = layout.names
        labelColumns = layout.names.indices.filter { layout.isLabel[$0] }.map { layout.names[$0] }
        switch layout.labelColumn {
        case TableLayout.stub: rowLabel = ""
        case let column where column >= 0: rowLabel = layout.names[column]
        default: rowLabel = nil
        }
        labelIdentifiers = layout.qualifierColumns.map { layout.names[$0] }
        series = layout.slotNames
        groups = layout.groups
        leadsWithTime = layout.timeEnd > 0
        endsWithTime = layout.trailingTime != nil
        self.hasReportTimes = hasReportTimes
        self.blockCount = blockCount
    }
}
