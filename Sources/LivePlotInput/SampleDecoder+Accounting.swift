extension SampleDecoder {
    /// Counts a line's outcome: a line skipped, and why a line gave no row (`LineAccount`); returns
    /// that reason, nil for a row (or a line of a record that goes on).
    @inline(__always) @discardableResult
    static func account(_ outcome: FieldRowReader.Outcome, reason: SkipReason, line: UnsafeRawBufferPointer,
                        in batch: inout SampleBatch) -> SkipReason? {
        let counted: SkipReason
        switch outcome {
        case .row, .recordGoesOn: return nil
        case .skipped:
            // A blank line is told apart here, once for every reader.
            counted = reason == .noNumber && isBlank(line) ? .blank : reason
            // `skipped=` counts the lines that could not be read: a blank line between a table's blocks,
            // its summary row (`Average:`) and a report since boot (vmstat's first) were read, and mean
            // no sample.
            if counted != .blank, counted != .summaryRow, counted != .sinceBoot { batch.skippedLineCount += 1 }
        // A header's reason is set only by a reader that tells a repeat apart; a line ignored is one the
        // format allows with nothing to plot.
        case .header: counted = reason == .repeatedHeader ? .repeatedHeader : .header
        case .ignored: counted = reason == .noNumber ? .notSelected : reason
        }
        batch.unusedLines.add(counted)
        return counted
    }

    /// Whether a line is blank as a person sees it: docker stats ends its table with an escape alone.
    private static func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
        guard LineCleaner.needsCleaning(line) else { return ByteClasses.isBlankLine(line) }
        return LineCleaner.cleaned(line).withUnsafeBytes { ByteClasses.isBlankLine($0) }
    }
}
