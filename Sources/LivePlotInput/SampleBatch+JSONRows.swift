import LivePlotBasics

extension SampleBatch {
    /// Appends the JSON lines of `template`'s layout from `start` on, a row each with its time field's x,
    /// until a line that is not of it (or the chunk's end); returns where it stopped. The twin of
    /// `appendRows(shaped:…)` for JSON lines: each line's structure compared and its values read straight
    /// from the chunk, in one pass, with no trip through the format's reader per line.
    ///
    /// ```swift
    /// // after `{"ts":"2026-11-22T10:00:00Z","ms":4.5}` read in full:
    /// // `{"ts":"2026-11-22T10:00:01Z","ms":5}\n{"ts":"2026-11-22T10:00:02Z","ms":null}\n`: two rows, 5 and a gap
    /// let stop = batch.appendRows(json: &template, bytes, from: 0, clock: &clock, x: &x, maximumLineLength: 1 << 20, powers: .shared)
    /// ```
    ///
    /// A line is taken only when the full reading would read it to the same row and time: of the layout
    /// to its LF (a CR before it dropped, as `LineSplitter` drops it), within `maximumLineLength`, with no
    /// terminal control to clean (`LineCleaner`), a number among its leaves, and a time its field gives
    /// when the layout has one. Any other line stops the run, with nothing of it kept: the full reading
    /// takes it (and learns anew).
    ///
    /// - Parameter clock: the time field's last timestamp (`JSONClockMemo`), which gives most times.
    /// - Parameter x: the stream's times (`LineX`): each row's x resolved in order, as the full reading does.
    mutating func appendRows(json template: inout JSONLineTemplate, _ bytes: UnsafeRawBufferPointer, from start: Int,
                             clock: inout JSONClockMemo, x: inout LineX, maximumLineLength: Int, powers: FastPowers) -> Int {
        let width = seriesCount
        precondition(width > 0 && width <= Self.jsonRunLength && template.widestColumn < width, "a column for every leaf")
        // A layout without a time field gives no x: the rows are stamped with none, as the full reading leaves them.
        let stampsTimes = x.findsTimes && template.hasTime
        return template.withLines { lines in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.jsonRunLength) { run in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.jsonRunLength / width) { runXs in
                    let base = run.baseAddress!
                    var index = start
                    var filled = 0
                    while true {
                        let row = base + filled * width
                        row.update(repeating: .nan, count: width)
                        guard let end = lines.read(bytes, from: index, clock: clock, powers: powers),
                              let next = RowShape.lineEnd(bytes, at: end, from: index, maximumLineLength: maximumLineLength),
                              lines.fill(row) else { break }
                        if stampsTimes {
                            guard let time = lines.time ?? clock.time(text: lines.timeText, number: lines.timeNumber, in: bytes, dates: &x.dateMemo) else {
                                break
                            }
                            if case .timeOfDay = time { xsAreTimesOfDay = true }
                            runXs.initializeElement(at: filled, to: x.rowTimes.x(of: time))
                        }
                        index = next
                        filled += 1
                        if filled == runXs.count {
                            appendJSONRows(UnsafeBufferPointer(start: base, count: filled * width),
                                           xs: stampsTimes ? UnsafeBufferPointer(rebasing: runXs[..<filled]) : nil)
                            filled = 0
                        }
                    }
                    appendJSONRows(UnsafeBufferPointer(start: base, count: filled * width),
                                   xs: stampsTimes ? UnsafeBufferPointer(rebasing: runXs[..<filled]) : nil)
                    return index
                }
            }
        }
    }

    /// Rows gathered on the stack, and their xs when stamped, after the rows before them: those without
    /// an x get `nan`, as `stampX` gives them.
    private mutating func appendJSONRows(_ rows: UnsafeBufferPointer<Double>, xs rowXs: UnsafeBufferPointer<Double>?) {
        guard !rows.isEmpty else { return }
        if let rowXs {
            if xs.count < rowCount { xs += repeatElement(.nan, count: rowCount - xs.count) }
            xs.append(contentsOf: rowXs)
        }
        values.append(contentsOf: rows)
    }

    /// Values a run of JSON rows gathers before they join the batch: 4 KiB of stack, as a run of plain
    /// lines does.
    private static let jsonRunLength = 512
}
