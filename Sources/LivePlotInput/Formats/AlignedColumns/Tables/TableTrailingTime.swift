/// The time a table's rows end with (`vmstat -t`'s `2026-11-27 23:51:18` under its `-----timestamp-----`
/// group and the zone's name, `UTC`): its cells are x, not values, and the header's words over them
/// (the zone) name no column. Told by the block's first row: its last one or two cells are an ISO 8601
/// date and time that end the line. The time is the zone's the header names when it is UTC's, else local.
///
/// ```swift
/// // header ` r  b   swpd …  st                 UTC`, row ` 6  0      0 … 0  0 2026-11-27 23:51:19`
/// let trailing = TableTrailingTime(row: row, cells: cells, header: header)   // cellCount 2: the date and the time
/// trailing?.time(of: row, cells: cells, memo: &memo)                         // .instant(civil: …, offset: 0)
/// ```
///
/// - Complexity: O(n) in the bytes of the timestamp, once per row.
struct TableTrailingTime: Sendable {
    /// Zone names that say the time is UTC's.
    static let utcNames: Set<String> = ["UTC", "GMT", "Z", "UCT"]

    /// How many of a row's last cells the time takes: 2 for a date and a time a blank apart, 1 for `T`.
    let cellCount: Int
    /// The offset written in the header (0 for `UTC`), nil for local time.
    let offset: Int?

    /// The trailing time of the block whose header is `header` and first row `row` (split into `cells`);
    /// nil when the row does not end with one, or holds nothing before it.
    init?(row: UnsafeRawBufferPointer, cells: TableCells, header: UnsafeRawBufferPointer) {
        guard let count = Self.cellCount(of: row, cells: cells), cells.count > count else { return nil }
        cellCount = count
        let timeStart = cells.starts[cells.count - count]
        var headerCells = TableCells()
        headerCells.split(header, joinsSlashes: false)
        let zone = (0..<headerCells.count).last.flatMap { last -> String? in
            guard headerCells.starts[last] >= timeStart else { return nil }
            return String(decoding: headerCells.cell(last, of: header), as: UTF8.self)
        }
        offset = zone.map(Self.utcNames.contains) == true ? 0 : nil
    }

    /// How many of `row`'s last cells are a date and time that end it: 2 (`2026-11-27 23:51:19`), 1
    /// (`2026-11-27T23:51:19`), or nil for none. A date alone is no row's time.
    static func cellCount(of row: UnsafeRawBufferPointer, cells: TableCells) -> Int? {
        for count in [2, 1] where cells.count >= count {
            let start = cells.starts[cells.count - count]
            guard let (time, end) = TimestampParser.read(.iso8601, in: row, at: start), end == cells.ends[cells.count - 1],
                  case .instant = time, count == 2 || cells.ends[cells.count - 1] - start > 10 else { continue }
            return count
        }
        return nil
    }

    /// The time `row` ends with, in the header's zone; nil when this row ends with none.
    func time(of row: UnsafeRawBufferPointer, cells: TableCells, memo: inout DateMemo) -> WrittenTime? {
        guard cells.count > cellCount else { return nil }
        let start = cells.starts[cells.count - cellCount]
        guard let (time, end) = TimestampParser.read(.iso8601, in: row, at: start, memo: &memo), end == cells.ends[cells.count - 1],
              case .instant(let civil, let written) = time else { return nil }
        return .instant(civil: civil, offset: written ?? offset)
    }
}
