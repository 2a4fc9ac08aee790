import LivePlotBasics

/// How one block of a blank-aligned table is read, decided by its header (and the group line above it)
/// with its first row: which header words make a column (`MEM USAGE / LIMIT`: cells two or more blanks
/// apart, words one), where each column's characters lie, which columns label their rows, the time the
/// lines lead with, and the value slots each column gives (`SlashCellNames`).
///
/// A cell belongs to the column its characters overlap (sysstat right-aligns numbers under their names,
/// docker left-aligns), so a leading title with nothing under it (iostat's `avg-cpu:`) names nothing,
/// and free's `Mem:`, under no name, labels its row.
///
/// ```swift
/// // header `Device   r/s  %util`, first row `vda   29.31   0.81`
/// layout.names          // ["Device", "r/s", "%util"]
/// layout.labelColumn    // 0: `vda r/s`, `vda %util`
/// ```
///
/// - Complexity: made once per block header, O(words × cells); a cell's column is then found in O(its
///   length).
struct TableLayout: Sendable {
    /// The label column's mark for a leading word under no name (free's `Mem:`).
    static let stub = -2
    /// The most header words or row cells a layout is made for; wider lines are read as before.
    static let maximumCells = 256
    /// The longest header a layout is made for.
    static let maximumHeaderLength = 4096

    /// The header line (its time blanked) and its group line: a block with the same has this layout.
    let key: [UInt8]
    /// The header's words past its time, a blank between each two: a later header of these repeats it.
    let words: [UInt8]
    /// Their hash, made once (`TableSteps`).
    let wordsHash: Int
    /// Where the lines' leading time ends (0: none): cells before it are x, not values.
    let timeEnd: Int
    /// The time the rows end with (`vmstat -t`'s), nil for none: its cells are x, not values.
    let trailingTime: TableTrailingTime?
    /// Each column's name (its group's before it where that tells it apart) and its characters.
    let names: [String]
    let starts: [Int]
    let ends: [Int]
    /// The column of each character of the header, −1 between columns.
    private let columnAt: [Int16]
    /// Which columns hold words: they label rows (one of them, `labelColumn`) and are no series.
    let isLabel: [Bool]
    /// The column whose cell labels a row, `stub`, or −1 for none.
    let labelColumn: Int
    /// The identifier columns whose cell joins the label (`yes 20331`), in the order tried
    /// (`LabelPreference.qualifiers`); none without a label column of another name.
    let qualifierColumns: [Int]
    /// Each column's first value slot and how many it has (0 for a label column; 2 for `NET I/O`).
    let slotBase: [Int]
    let slotCount: [Int]
    /// Each value slot's name, without its row's label.
    let slotNames: [String]
    /// The group line's titles, as read (empty for none).
    let groups: [String]
    /// Whether the block reads as lines of numbers by position did before tables were read: no time,
    /// no labels, no group naming a column, a number for each word (vmstat, whose `cs us` are one blank
    /// apart over `723 73`).
    let isPlain: Bool
    /// Whether the first row has a cell for each column: then a row with as many cells reads them in
    /// order, wherever their characters lie (`all 1 2` under `CPU %user %nice`, one blank apart, is
    /// no aligned table); a row of another count, and a first row of another, go by characters.
    let isByOrder: Bool
    /// Whether a lone label goes unsaid in its series' names (`LabelPreference.namedWhenSeveral`).
    var hidesLoneLabel: Bool { labelColumn >= 0 && LabelPreference.namedWhenSeveral.contains(names[labelColumn]) }
    /// The labels read so far and their series.
    var labels: [TableLabel] = []
    /// Where the last label was found: rows come in the same order each block.
    var lastLabel = 0
    /// The block of rows being read in this layout, from 1 (`TableRowReader.closeBlock`), and whether
    /// a row came in it yet.
    var openBlock = 1
    var blockHasRows = false

    /// The layout of `header` (with `group` above it, if any) read with its first row `row`, split
    /// into `rowCells`; nil when the lines are too wide to be a table, or hold pairs or punctuation.
    init?(header: UnsafeRawBufferPointer, group: UnsafeRawBufferPointer?, row: UnsafeRawBufferPointer,
          rowCells: TableCells, powers: FastPowers) {
        guard header.count <= Self.maximumHeaderLength, rowCells.count <= Self.maximumCells else { return nil }
        var headerCells = TableCells()
        headerCells.split(header, joinsSlashes: false)
        guard headerCells.count <= Self.maximumCells, !Self.holdsPunctuation(Self.cells(of: row, before: header, headerCells)) else {
            return nil
        }
        var timeEnd = TableTime.leading(in: header)?.end ?? 0
        // Rows that lead with a time under a header that does not are a log's lines, not a table's;
        // unless the header names the column over it (dstat's `time`, pidstat -h's `# Time`): x.
        if timeEnd == 0, let rowTime = TableTime.leading(in: row) {
            guard TableTime.namesTimeColumn(header, headerCells, over: rowTime.end, isDayMonth: TableTime.dayMonth(in: row) != nil)
            else { return nil }
            timeEnd = rowTime.end
        }
        self.timeEnd = timeEnd
        trailingTime = TableTrailingTime(row: row, cells: rowCells, header: header)
        // The words over a trailing time (its zone, `UTC`) name no column; its cells are no values.
        let timeStart = trailingTime.map { rowCells.starts[rowCells.count - $0.cellCount] } ?? Int.max
        // A leading `#` (`# a b`) is a comment's mark, no column's name.
        let words = (0..<headerCells.count).filter { headerCells.starts[$0] >= timeEnd && headerCells.starts[$0] < timeStart
            && ($0 > 0 || !HeaderReader.isCommentMark(headerCells.cell(0, of: header))) }
        let cells = (0..<rowCells.count).filter { rowCells.starts[$0] >= timeEnd && rowCells.starts[$0] < timeStart }
        guard !words.isEmpty else { return nil }
        let merged = TableColumnMerge(words: words, headerCells: headerCells, cells: cells, rowCells: rowCells)
        var names = merged.spans.map { String(decoding: header[$0.start..<$0.end], as: UTF8.self) }
        let starts = merged.spans.map { $0.start }, ends = merged.spans.map { $0.end }
        (self.starts, self.ends) = (starts, ends)
        var columnAt = [Int16](repeating: -1, count: header.count)
        for (column, span) in merged.spans.enumerated() {
            for index in span.start..<span.end { columnAt[index] = Int16(column) }
        }
        self.columnAt = columnAt
        let wordList = words.map { String(decoding: headerCells.cell($0, of: header), as: UTF8.self) }
        self.words = Array(wordList.joined(separator: " ").utf8)
        wordsHash = self.words.hashValue
        key = Self.key(header: header, group: group)
        let grouping = TableGroups(group: group, starts: starts, ends: ends, names: names, timeEnd: timeEnd)
        names = grouping.names
        groups = grouping.titles
        self.names = names
        var isLabel = names.map(LabelPreference.isLabelByName)
        var hasStub = false
        isByOrder = cells.count == names.count
        for (order, cell) in cells.enumerated() {
            let bytes = rowCells.slashes[cell] == 0 ? rowCells.cell(cell, of: row) : rowCells.parts(cell, of: row).0
            // A word labels its row; a number, or a placeholder without a letter (docker's `--` for a
            // stopped container), does not.
            guard SampleParser.number(inField: bytes, of: row, powers: powers) == nil, bytes.contains(where: Self.isLetter) else { continue }
            let column = isByOrder ? order : Self.column(in: columnAt, start: rowCells.starts[cell], end: rowCells.ends[cell])
            if column >= 0 {
                isLabel[column] = true
            } else if order == 0, rowCells.ends[cell] <= starts[0] {
                hasStub = true
            }
        }
        self.isLabel = isLabel
        labelColumn = Self.labelColumn(names: names, isLabel: isLabel, hasStub: hasStub)
        let labelColumn = labelColumn
        // A label of an identifier's column (top's `USER` where its `COMMAND` was cut) is joined by another
        // one (`PID`: `root 13233`), not by itself.
        qualifierColumns = labelColumn >= 0
            ? LabelPreference.qualifiers.compactMap { names.firstIndex(of: $0) }.filter { $0 != labelColumn } : []
        var slotBase: [Int] = [], slotCount: [Int] = [], slotNames: [String] = []
        for (column, name) in names.enumerated() {
            slotBase.append(slotNames.count)
            let parts = isLabel[column] ? [] : SlashCellNames.names(forColumn: name)
            slotCount.append(parts.count)
            slotNames += parts
        }
        (self.slotBase, self.slotCount, self.slotNames) = (slotBase, slotCount, slotNames)
        isPlain = timeEnd == 0 && trailingTime == nil && !header.contains(UInt8(ascii: "|")) && cells.count == words.count && !isLabel.contains(true) && !hasStub && grouping.isQuiet
    }

    /// What tells a block's header apart: its bytes, its leading time blanked (sysstat's headers differ
    /// by it), and its group line's after a line feed.
    static func key(header: UnsafeRawBufferPointer, group: UnsafeRawBufferPointer?) -> [UInt8] {
        var key = Array(header)
        for index in 0..<(TableTime.leading(in: header)?.end ?? 0) { key[index] = 0x20 }
        if let group { key += [0x0A] + Array(group) }
        return key
    }

    /// The column of the cell from `start` to `end`: the one under its last character that is under
    /// one, −1 for none.
    @inline(__always)
    func column(start: Int, end: Int) -> Int { Self.column(in: columnAt, start: start, end: end) }

    @inline(__always)
    private static func column(in columnAt: [Int16], start: Int, end: Int) -> Int {
        var index = min(end, columnAt.count) - 1
        while index >= start {
            let column = Int(columnAt[index])
            if column >= 0 { return column }
            index -= 1
        }
        return -1
    }

    /// Whether `byte` is a letter of a word: ASCII's, or a byte of a UTF-8 letter beyond it.
    private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") || byte >= 0x80 }

    /// The name of the column whose value slot `slot` is (`NET I/O` for `NET I/O in`).
    func columnName(ofSlot slot: Int) -> String {
        var column = 0
        while column + 1 < slotBase.count, slotBase[column + 1] <= slot { column += 1 }
        return names[column]
    }

    /// The column nearest the cell from `start` to `end`, which lies under none (a number wider than
    /// its name's gap); −1 when it lies before the first.
    func nearestColumn(start: Int, end: Int) -> Int {
        var best = -1, distance = Int.max
        for column in names.indices {
            let gap = start >= ends[column] ? start - ends[column] + 1 : starts[column] - end + 1
            if gap < distance { (best, distance) = (column, gap) }
        }
        return best
    }

    /// The column that labels rows: the label column the preferences rank first (ties: the leftmost).
    private static func labelColumn(names: [String], isLabel: [Bool], hasStub: Bool) -> Int {
        var best = hasStub ? stub : -1
        var bestRank = hasStub ? LabelPreference.stubRank : Int.max
        for (column, name) in names.enumerated() where isLabel[column] {
            let rank = LabelPreference.rank(of: name)
            if rank < bestRank { (best, bestRank) = (column, rank) }
        }
        return best
    }

    /// `row` up to the column of free text its header ends with, if any (pidstat `-l`'s `Command`): the
    /// part where punctuation tells pairs and fields.
    static func cells(of row: UnsafeRawBufferPointer, before header: UnsafeRawBufferPointer, _ headerCells: TableCells) -> UnsafeRawBufferPointer {
        guard headerCells.count > 0, LabelPreference.freeText.contains(String(decoding: headerCells.cell(headerCells.count - 1, of: header), as: UTF8.self))
        else { return row }
        return UnsafeRawBufferPointer(rebasing: row[..<min(row.count, headerCells.starts[headerCells.count - 1])])
    }

    /// Whether a row holds what aligned columns read as something other than a cell: a pair's `=`, a
    /// comma or semicolon between fields, or a pair whose value follows its `:` (`cpu:12`).
    static func holdsPunctuation(_ row: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        for byte in row {
            if byte == UInt8(ascii: "=") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { return true }
            if byte == UInt8(ascii: ":"), index > 0, index + 1 < row.count, SampleParser.digitValue(row[index + 1]) != nil,
               (row[index - 1] | 0x20) >= UInt8(ascii: "a"), (row[index - 1] | 0x20) <= UInt8(ascii: "z") { return true }
            index += 1
        }
        return false
    }
}
