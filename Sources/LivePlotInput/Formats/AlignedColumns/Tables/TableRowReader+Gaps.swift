import LivePlotBasics

extension TableRowReader {
    /// The end of a block of rows (a blank line): a label its layout's last block had and this one has
    /// not gets a gap at this block's x, so its lines break there rather than join across the reports it
    /// was not in (pidstat leaves out a process idle for the interval, and a process gone; a line drawn
    /// straight across said it ran all along). Nil (the line is a blank one) when there is none.
    ///
    /// ```swift
    /// TableRowReader.closeBlock(context: &context, into: &batch)   // .row: `yes 20331 %CPU` a gap, at 10:00:02
    /// ```
    ///
    /// - Complexity: O(labels × their series) of the block's layout, once a block.
    static func closeBlock(context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome? {
        guard context.table.marksGaps, let index = context.table.current, context.table.layouts[index].blockHasRows else { return nil }
        let block = context.table.layouts[index].openBlock
        context.table.layouts[index].openBlock += 1
        context.table.layouts[index].blockHasRows = false
        // A batch of one series holds no gap (`SampleBatch.checkInvariants`): a gap needs another series,
        // and the batch as wide as the series are before its row of gaps.
        guard context.catalog.names.count > 1 else { return nil }
        if batch.seriesCount < context.catalog.names.count {
            batch.widen(to: context.catalog.names.count)
            batch.seriesNames = context.catalog.names
        }
        var row = PendingRow()
        // Absent since this block: one gap breaks the line; the blocks after it have none to break.
        for label in context.table.layouts[index].labels where label.lastBlock == block - 1 {
            for column in label.columns where column >= 0 {
                batch.put(GapMarker.value, column: column, row: &row, names: context.catalog.names)
            }
        }
        guard row.isBegun else { return nil }
        (context.x.lineTime, context.x.plainX) = context.table.blockX
        return .row
    }
}
