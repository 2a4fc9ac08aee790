extension FieldRowReader {
    /// How the blank-aligned table being read is read (its header, label columns, groups, blocks), for
    /// `--explain`; nil when the stream is no such table (or its block reads as plain numbers by position).
    public var tableReading: TableReading? { context.table.reading }

    /// The words of a table's header no row has come under yet (`TableState.waitingWords`).
    var waitingTableHeader: [String]? { context.table.waitingWords }
}
