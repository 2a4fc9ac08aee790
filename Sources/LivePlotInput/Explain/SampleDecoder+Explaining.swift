/// `--explain`'s reading: every line in full (no run read at once, so each line's outcome is known),
/// the first lines not used noted with why (`LineLog`), and where the first row's x came from.
extension SampleDecoder {
    /// The lines `chunk` completes (nil: the rest at the end), each through the field reader.
    mutating func readFieldLinesExplained(_ chunk: UnsafeRawBufferPointer?, reader: inout FieldRowReader, tagger: inout GroupTagger?,
                                          into batch: inout SampleBatch) {
        guard var log else { return }
        var splitter = self.splitter
        let read = { (line: UnsafeRawBufferPointer) in
            log.lineCount += 1
            let first = batch.rowCount
            let outcome = reader.read(line, into: &batch)
            if let reason = Self.account(outcome, reason: reader.lastSkipReason, line: line, in: &batch) {
                batch.unusedLines.add(reason)
                log.note(line, reason: reason)
            } else if outcome == .row {
                log.noteRow()
                // A time found in the line itself (a log's bracketed time) has no place of its own.
                let found = batch.xs.count > first && !batch.xs[first].isNaN ? XOrigin.writtenTime : nil
                if log.xOrigin == nil { log.xOrigin = reader.xOrigin ?? found }
            }
            if tagger != nil { tagger!.tag(line, reader: &reader, into: &batch) }
        }
        if let chunk {
            splitter.split(chunk, read)
        } else {
            splitter.finish(read)
            Self.endInput(of: &reader, into: &batch)
        }
        // A line too long to read is counted at the end of its chunk.
        log.lineCount += splitter.droppedLineCount - self.splitter.droppedLineCount
        self.splitter = splitter
        self.log = log
    }

    /// The lines `chunk` completes, each through `--match`.
    mutating func readMatchedLinesExplained(_ chunk: UnsafeRawBufferPointer?, matcher: inout SampleMatcher, catalog: inout SeriesCatalog,
                                           row: inout [Double], tagger: inout GroupTagger?, into batch: inout SampleBatch) {
        guard var log else { return }
        var splitter = self.splitter
        var times = matchTimes
        let countsLines = countsLines
        let read = { (line: UnsafeRawBufferPointer) in
            log.lineCount += 1
            let first = batch.rowCount
            if let reason = Self.readMatch(line, matcher: &matcher, catalog: &catalog, countsLines: countsLines, row: &row, tagger: &tagger,
                                             into: &batch) {
                batch.unusedLines.add(reason)
                log.note(line, reason: reason)
            } else {
                log.noteRow()
            }
            times?.stamp(line, written: nil, isRow: batch.rowCount > first, fromRow: first, into: &batch)
            if batch.rowCount > first, log.xOrigin == nil, batch.xs.count > first, !batch.xs[first].isNaN { log.xOrigin = .writtenTime }
        }
        if let chunk { splitter.split(chunk, read) } else { splitter.finish(read) }
        log.lineCount += splitter.droppedLineCount - self.splitter.droppedLineCount
        self.splitter = splitter
        matchTimes = times
        self.log = log
    }
}
