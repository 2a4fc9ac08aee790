import LivePlotBasics

/// Building a batch, for the decoders: stamping xs, widening to new series, appending rows.
extension SampleBatch {
    /// Gives the rows begun since the last stamp the x `x`; rows before them with none get `nan`.
    mutating func stampX(_ x: Double, fromRow firstRow: Int) {
        guard rowCount > firstRow || xs.count < rowCount else { return }
        if xs.count < firstRow { xs += repeatElement(.nan, count: firstRow - xs.count) }
        // Most lines give one row: appended alone, not through a repeated collection.
        if xs.count + 1 == rowCount {
            xs.append(x)
        } else {
            xs += repeatElement(x, count: rowCount - xs.count)
        }
    }

    /// Gives rows without an x `nan`, so that a stream with x has one per row.
    mutating func padXs() {
        if !xs.isEmpty, xs.count < rowCount { xs += repeatElement(.nan, count: rowCount - xs.count) }
    }

    /// Widens every row to `count` series, the new columns gaps. Rare: only when the input names a series
    /// for the first time.
    mutating func widen(to count: Int) {
        guard count > seriesCount else { return }
        values = Self.widened(values, from: seriesCount, to: count)
        // The rows of the chunk being read have no arrivals yet: only those stamped are widened.
        arrivals = Self.widened(arrivals, from: seriesCount, to: count)
        seriesCount = count
    }

    private static func widened(_ flat: [Double], from old: Int, to count: Int) -> [Double] {
        guard old > 0 else { return flat }
        var widened: [Double] = []
        widened.reserveCapacity(Swift.max(flat.capacity, flat.count / old * count))
        for row in 0..<(flat.count / old) {
            widened.append(contentsOf: flat[(row * old)..<(row * old + old)])
            widened.append(contentsOf: repeatElement(.nan, count: count - old))
        }
        return widened
    }

    /// Makes room for about `rows` more rows, so a chunk's appends do not reallocate (nor copy what they
    /// have appended so far).
    ///
    /// ```swift
    /// batch.reserveRows(chunk.count / 4)   // a chunk's plain lines: no growth as they are appended
    /// ```
    ///
    /// - Parameter withXs: room for as many xs too (a stream with x from the data).
    /// - Complexity: amortised O(1) a row, however often it is asked: room grows at least twofold.
    mutating func reserveRows(_ rows: Int, withXs: Bool = false) {
        Self.makeRoom(in: &values, for: values.count + rows * Swift.max(1, seriesCount))
        if withXs { Self.makeRoom(in: &xs, for: rowCount + rows) }
    }

    /// Room in `array` for `count` elements. Grown at least twofold: a run that asks for a little more
    /// room each time (every other line of the shape) must not copy the array each time.
    private static func makeRoom(in array: inout [Double], for count: Int) {
        guard array.capacity < count else { return }
        array.reserveCapacity(Swift.max(count, 2 * array.capacity))
    }

    /// Appends a row of one value to a batch of one series: the hot path, with nothing to widen.
    @inline(__always)
    mutating func appendSingle(_ value: Double) {
        precondition(seriesCount == 1, "a batch of one series")
        values.append(value)
    }

    /// Appends, to a batch of one series, the plain numbers alone on their lines from `start` on, until a
    /// line that is not one (or the chunk's end); returns where it stopped. The hot loop of ingest: one
    /// pass over the bytes, no call per line.
    mutating func appendPlainLines(_ bytes: UnsafeRawBufferPointer, from start: Int, powers: FastPowers) -> Int {
        precondition(seriesCount == 1, "a batch of one series")
        // Values gather in a run on the stack and join the array a run at a time: an append per value
        // would check the array's uniqueness and capacity per line, in a call the parse cannot overlap.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.plainRunLength) { run in
            let count = bytes.count
            var index = start
            var filled = 0
            while let (value, end) = SampleParser.plainNumber(in: bytes, from: index, powers: powers), end < count {
                var next = end
                if bytes[next] == 0x0D, next + 1 < count { next += 1 }
                guard bytes[next] == 0x0A else { break }
                run.initializeElement(at: filled, to: value)
                filled += 1
                index = next + 1
                if filled == run.count {
                    values.append(contentsOf: run)
                    filled = 0
                }
            }
            values.append(contentsOf: UnsafeBufferPointer(rebasing: run[..<filled]))
            return index
        }
    }

    /// Values a run of plain lines gathers before they join the batch: 4 KiB of stack.
    private static let plainRunLength = 512

    /// Appends the lines of `shape` from `start` on, a row each, until a line that is not of it (or the
    /// chunk's end); returns where it stopped. The twin of `appendPlainLines` for lines of several fields:
    /// one pass over the bytes, no call per line or field.
    ///
    /// - Parameter maximumLineLength: a longer line stops the run (the full reading drops it).
    mutating func appendRows(shaped shape: RowShape, _ bytes: UnsafeRawBufferPointer, from start: Int,
                             maximumLineLength: Int, powers: FastPowers) -> Int {
        precondition(shape.widestColumn < seriesCount, "a column for every field the shape reads")
        guard shape.readsByFieldEnds else {
            return appendRows(from: start) { index, row in
                shape.read(bytes, from: index, into: row, maximumLineLength: maximumLineLength, powers: powers)
            }
        }
        return appendRows(byFieldEnds: shape, bytes, from: start, maximumLineLength: maximumLineLength, powers: powers)
    }

    /// `appendRows(shaped:…)` for a shape of fields by position. Out of line: compiled with the other loop
    /// in one function, one loop lost registers to the other's (75 more instructions a line of 8 numbers,
    /// callgrind).
    @inline(never)
    private mutating func appendRows(byFieldEnds shape: RowShape, _ bytes: UnsafeRawBufferPointer, from start: Int,
                                     maximumLineLength: Int, powers: FastPowers) -> Int {
        guard shape.readSteps.isEmpty else {
            return appendRows(selectedByFieldEnds: shape, bytes, from: start, maximumLineLength: maximumLineLength, powers: powers)
        }
        // A row whose every column a line of the shape writes needs no gaps first.
        return appendRows(from: start, fillingGaps: shape.columnsWritten < seriesCount) { index, row in
            shape.readByFieldEnds(bytes, from: index, into: row, maximumLineLength: maximumLineLength, powers: powers, passesOver: false)
        }
    }

    /// `appendRows(byFieldEnds:…)` for a shape that passes over fields (`-f`): a loop of its own, which
    /// does not ask each line which loop reads it.
    @inline(never)
    private mutating func appendRows(selectedByFieldEnds shape: RowShape, _ bytes: UnsafeRawBufferPointer, from start: Int,
                                     maximumLineLength: Int, powers: FastPowers) -> Int {
        appendRows(from: start, fillingGaps: shape.columnsWritten < seriesCount) { index, row in
            shape.readByFieldEnds(bytes, from: index, into: row, maximumLineLength: maximumLineLength, powers: powers, passesOver: true)
        }
    }

    /// Appends a row for each line `read` reads from `start` on (into the row it is handed, whose columns
    /// hold gaps unless `fillingGaps` is false; returning where the next line begins), until one it does
    /// not; returns where it stopped.
    @inline(__always)
    private mutating func appendRows(from start: Int, fillingGaps: Bool = true,
                                     reading read: (Int, UnsafeMutablePointer<Double>) -> Int?) -> Int {
        let width = seriesCount
        // Rows gather in a run on the stack, as in `appendPlainLines`; a line not of the shape leaves its
        // half-written row behind, never counted.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.plainRunLength) { run in
            let base = run.baseAddress!
            // Past the last row a run holds: rows are written one after the other up to it.
            let runEnd = base + run.count / width * width
            var index = start
            var row = base
            while true {
                if fillingGaps { row.update(repeating: .nan, count: width) }
                guard let next = read(index, row) else { break }
                index = next
                row += width
                if row == runEnd {
                    values.append(contentsOf: UnsafeBufferPointer(start: base, count: row - base))
                    row = base
                }
            }
            values.append(contentsOf: UnsafeBufferPointer(start: base, count: row - base))
            return index
        }
    }

    /// Puts `value` in `column` of the row being read: the row begins with its first value, and the
    /// batch widens first when the column is new to it.
    @inline(__always)
    mutating func put(_ value: Double, column: Int, row: inout PendingRow, names: @autoclosure () -> [String]) {
        if column >= seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        if !row.isBegun {
            row.begin(at: rowCount)
            // A row of gaps, then its values; one series (most input) appends just the one.
            if seriesCount == 1 {
                values.append(.nan)
            } else {
                values.append(contentsOf: repeatElement(.nan, count: seriesCount))
            }
        }
        values[row.index * seriesCount + column] = value
    }

    /// Marks `column` of row `row` (begun by `put`) as a gap: the line had the field, empty. A series the
    /// batch has not reached yet (one `-f` selected on this line, with no number in it: `"cpu":true`)
    /// widens it first, as `put` does.
    @inline(__always)
    mutating func putGap(column: Int, row: Int, names: @autoclosure () -> [String]) {
        if column >= seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        precondition(row >= 0 && row < rowCount && column < seriesCount, "a gap in a row begun")
        values[row * seriesCount + column] = GapMarker.value
    }

    /// Takes the last row out (`HeldRow`): its values and x. Its arrivals, if stamped, go: the row is
    /// stamped again when it is put back.
    mutating func removeLastRow() -> HeldRow {
        precondition(rowCount > 0, "a row to take")
        let start = values.count - seriesCount
        let group = groups.count == rowCount ? groups.removeLast() : nil
        let row = HeldRow(values: Array(values[start...]), x: xs.count == rowCount ? xs.removeLast() : nil, group: group)
        values.removeLast(seriesCount)
        if arrivals.count > start { arrivals.removeLast(arrivals.count - start) }
        return row
    }

    /// Row `row`'s values.
    func row(_ row: Int) -> ArraySlice<Double> {
        values[(row * seriesCount)..<(row * seriesCount + seriesCount)]
    }

    /// Appends a row taken by `removeLastRow`, the batch first widened to `names` when narrower.
    mutating func appendRow(_ row: HeldRow, names: @autoclosure () -> [String]) {
        if row.values.count > seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        if let x = row.x {
            xs += repeatElement(.nan, count: rowCount - xs.count)
            xs.append(x)
        }
        values += row.values
        values += repeatElement(.nan, count: seriesCount - row.values.count)
        if let group = row.group {
            groups += repeatElement(-1, count: rowCount - 1 - groups.count)
            groups.append(group)
        }
    }
}
