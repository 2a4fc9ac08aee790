import LivePlotBasics

/// Where a stream of blank-aligned tables stands (`TableRowReader`): the header of the block being
/// read and the group line above it, until its first row decides the block's layout; the layouts of
/// the blocks seen (iostat alternates two), the current one, and which label claimed each `-f` name.
///
/// ```swift
/// var table = TableState()
/// table.takeHeader(Array("Device  r/s".utf8))   // the block's header, its layout decided by its first row
/// ```
struct TableState: Sendable {
    /// The most layouts kept: a stream of ever new headers makes each anew.
    static let maximumLayouts = 8
    /// The most labels one layout keeps; a row of a label past them is dropped and counted.
    static let maximumLabels = 256

    /// The current block's header and group line, until its first row decides its layout.
    private(set) var header: [UInt8]? {
        didSet { isReading = header != nil || current != nil }
    }
    private(set) var group: [UInt8]?
    /// The line of names just before this line, when it was one (the group line of a header after it).
    var previousNames: [UInt8]?
    /// The current block's layout in `layouts`, nil when its lines are read as before (`isPlain`, or no
    /// header yet).
    private(set) var current: Int? {
        didSet { isReading = header != nil || current != nil }
    }
    var layouts: [TableLayout] = []
    /// The blocks of rows read in a table's layout.
    private(set) var blockCount = 0
    /// The label and slot that took each `-f` name's series (`-f used`: `Mem`'s; `Swap used` is another).
    var claims: [TableClaim?] = []
    /// Scratch: the cells of the line being read.
    var cells = TableCells()
    /// The steps along x of rows that lead with no time.
    var steps = TableSteps()
    /// The time of the report being read, from the line of a time alone before it (`TableReportTime`):
    /// x for its rows that write none of their own. Nil before one.
    var reportTime: WrittenTime?
    /// Whether a block's end gives the labels it left out a gap (`TableRowReader.closeBlock`): not when
    /// lines are counted (`--count`), where a row of gaps would count as a line.
    var marksGaps = true
    /// Whether a label's series is made at its first value that is not 0, not before (top lists every
    /// process, most of them idle: their series of zeros filled the 64 kept, and one busy later was
    /// dropped); a value 0 of a label with no series yet is passed over.
    var makesSeriesOnceNonZero = false
    /// The x of the block's last row, its time or its step: a block's gaps go there (`TableRowReader.closeBlock`).
    var blockX: (time: WrittenTime?, plainX: Double?) = (nil, nil)

    init() {}

    /// Whether a block's header waits for its first row.
    var awaitsRow: Bool { header != nil }

    /// Whether lines are the table's to read: a block's header waits, or its layout reads the rows.
    /// Stored, not computed: it is asked of every line of aligned columns, and a getter on the state
    /// copied it out.
    private(set) var isReading = false

    /// Whether `line` holds what no table's cell holds (`TableLayout.holdsPunctuation`) before the free
    /// text the waiting header ends with, if any (pidstat `-l`'s `Command`: `app --workers=4`).
    func holdsPunctuation(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let header else { return TableLayout.holdsPunctuation(line) }
        return header.withUnsafeBytes { header in
            var headerCells = TableCells()
            headerCells.split(header, joinsSlashes: false)
            return TableLayout.holdsPunctuation(TableLayout.cells(of: line, before: header, headerCells))
        }
    }

    /// The block's first row was read by position (it held a comma or a semicolon, which no table's row
    /// holds): its header waits for no other row, and the block is read by position.
    mutating func readBlockByPosition() {
        header = nil
        previousNames = nil
    }

    /// `line` is the header of a new block; the line of names just before it, if any, its group line.
    mutating func takeHeader(_ line: [UInt8]) {
        group = previousNames
        header = line
        current = nil
        previousNames = line
    }

    /// `line` repeats the current block's header (its spacing may differ: docker's columns widen).
    mutating func takeRepeat(_ line: [UInt8]) {
        guard let current else { return }
        let key = layouts[current].key
        group = key.firstIndex(of: 0x0A).map { Array(key[($0 + 1)...]) }
        header = line
        self.current = nil
    }

    /// Decides the waiting block's layout by its first row: the one made for the same header before
    /// (plain ones too, so a stream of blocks makes its layout once), or a new one; nil (and the block
    /// read as before) when the table reads as plain numbers.
    mutating func decide(row: UnsafeRawBufferPointer, powers: FastPowers) -> Int? {
        guard let header else { return current }
        self.header = nil
        previousNames = nil
        let key = header.withUnsafeBytes { header in group.withUnsafeBytesOrNil { TableLayout.key(header: header, group: $0) } }
        var found = layouts.firstIndex { $0.key == key }
        if found == nil {
            guard let layout = header.withUnsafeBytes({ header in
                group.withUnsafeBytesOrNil { group in
                    TableLayout(header: header, group: group, row: row, rowCells: cells, powers: powers)
                }
            }) else { return nil }
            if layouts.count == Self.maximumLayouts { layouts.removeFirst() }
            layouts.append(layout)
            found = layouts.count - 1
        }
        guard let found, !layouts[found].isPlain else { return nil }
        blockCount += 1
        current = found
        return found
    }

    /// The index of the label at `range` of `line` in `layouts[index]`, joined by the identifier at
    /// `qualifier` after a blank when there is one (`yes 20331`), added on first sight; nil past
    /// `maximumLabels`. Rows come in the same order each block: the one after the last is tried first.
    mutating func labelIndex(of range: Range<Int>, qualifier: Range<Int> = 0..<0, in line: UnsafeRawBufferPointer,
                             layout index: Int) -> Int? {
        let bytes = UnsafeRawBufferPointer(rebasing: line[range])
        let identifier = UnsafeRawBufferPointer(rebasing: line[qualifier])
        let labels = layouts[index].labels
        let last = layouts[index].lastLabel
        for guess in [last + 1, last] where guess < labels.count && Self.spells(labels[guess].bytes, bytes, identifier) {
            layouts[index].lastLabel = guess
            return guess
        }
        if let found = labels.firstIndex(where: { Self.spells($0.bytes, bytes, identifier) }) {
            layouts[index].lastLabel = found
            return found
        }
        guard labels.count < Self.maximumLabels else { return nil }
        let label = identifier.isEmpty ? Array(bytes) : Array(bytes) + [0x20] + Array(identifier)
        layouts[index].labels.append(TableLabel(bytes: label, slotCount: layouts[index].slotNames.count))
        layouts[index].lastLabel = labels.count
        return labels.count
    }

    /// Whether `label` is `bytes`, then a blank and `identifier` when it is not empty.
    private static func spells(_ label: [UInt8], _ bytes: UnsafeRawBufferPointer, _ identifier: UnsafeRawBufferPointer) -> Bool {
        if identifier.isEmpty { return label.elementsEqual(bytes) }
        guard label.count == bytes.count + 1 + identifier.count, label[bytes.count] == 0x20 else { return false }
        return label[..<bytes.count].elementsEqual(bytes) && label[(bytes.count + 1)...].elementsEqual(identifier)
    }

    /// The words of the header waiting for its first row, past a leading time: what `--explain` names
    /// when no row came under it (`pidstat -s` of no task: `UID PID StkSize StkRef Command`). Nil when
    /// no header waits.
    var waitingWords: [String]? {
        guard let header else { return nil }
        return header.withUnsafeBytes { header in
            var cells = TableCells()
            cells.split(header, joinsSlashes: false)
            let timeEnd = TableTime.leading(in: header)?.end ?? TableTime.namedTimeEnd(header, cells)
            return (0..<cells.count).filter { cells.starts[$0] >= timeEnd }.map { String(decoding: cells.cell($0, of: header), as: UTF8.self) }
        }
    }

    /// What `--explain` says of the table being read (`TableReading`), nil before a table's layout.
    var reading: TableReading? {
        guard let current else { return nil }
        let layout = layouts[current]
        return TableReading(layout: layout, blockCount: blockCount, hasReportTimes: reportTime != nil)
    }
}

private extension Optional where Wrapped == [UInt8] {
    func withUnsafeBytesOrNil<Result>(_ body: (UnsafeRawBufferPointer?) -> Result) -> Result {
        guard let self else { return body(nil) }
        return self.withUnsafeBytes { body($0) }
    }
}
