/// The group line above a table's header, read as the names of column groups: a plain word (ifstat's
/// interface `eth0`) labels its columns always (`eth0 KB/s in`); a dash-wrapped title (vmstat's
/// `---swap--`, dstat's `--total-cpu-usage--`) names its columns only where their names would repeat.
/// Each column belongs to the group it lies under, else the nearest one.
///
/// ```swift
/// // `        lo                 eth0` over ` KB/s in  KB/s out   KB/s in  KB/s out`
/// TableGroups(…).names   // ["lo KB/s in", "lo KB/s out", "eth0 KB/s in", "eth0 KB/s out"]
/// ```
///
/// - Complexity: O(columns × groups).
struct TableGroups {
    /// The columns' names, with their groups' where those label them.
    private(set) var names: [String]
    /// The groups' titles, dashes taken off.
    private(set) var titles: [String] = []
    /// Whether the groups name no column (none, or dash-wrapped titles only): the names are the header's.
    private(set) var isQuiet = true

    /// - Parameter timeEnd: where the lines' leading time ends: a title over it is the time column's
    ///   (ifstat -t's `Time`), no group's.
    init(group: UnsafeRawBufferPointer?, starts: [Int], ends: [Int], names: [String], timeEnd: Int = 0) {
        self.names = names
        guard let whole = group else { return }
        // The titles past the time, and the columns' characters counted from there.
        let offset = min(timeEnd, whole.count)
        let group = UnsafeRawBufferPointer(rebasing: whole[offset...])
        let (starts, ends) = (starts.map { $0 - offset }, ends.map { $0 - offset })
        var cells = TableCells()
        cells.split(group, joinsSlashes: false)
        // A line of as many words as columns is no group line but a header a later one replaced.
        guard cells.count > 0, cells.count < names.count else { return }
        var isDashed = false
        for index in 0..<cells.count {
            let cell = cells.cell(index, of: group)
            if cell.first == UInt8(ascii: "-") || cell.last == UInt8(ascii: "-") { isDashed = true }
            titles.append(String(decoding: cell, as: UTF8.self).trimmingDashes)
        }
        let groupOf = starts.indices.map { Self.group(of: $0, starts: starts, ends: ends, cells: cells) }
        for column in names.indices where !titles[groupOf[column]].isEmpty {
            let repeats = names.indices.contains { $0 != column && names[$0] == names[column] }
            if !isDashed || repeats {
                self.names[column] = titles[groupOf[column]] + " " + names[column]
                isQuiet = false
            }
        }
        if !isDashed { isQuiet = false }
    }

    /// The group a column lies under most, else the one whose middle is nearest its middle.
    private static func group(of column: Int, starts: [Int], ends: [Int], cells: TableCells) -> Int {
        var best = 0, bestOverlap = 0
        for index in 0..<cells.count {
            let overlap = min(ends[column], cells.ends[index]) - max(starts[column], cells.starts[index])
            if overlap > bestOverlap { (best, bestOverlap) = (index, overlap) }
        }
        guard bestOverlap == 0 else { return best }
        let middle = starts[column] + ends[column]
        var distance = Int.max
        for index in 0..<cells.count {
            let gap = abs(cells.starts[index] + cells.ends[index] - middle)
            if gap < distance { (best, distance) = (index, gap) }
        }
        return best
    }
}

private extension String {
    /// The title inside a dash-wrapped group (`-----------memory----------` → `memory`).
    var trimmingDashes: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != "-" }), let last = scalars.lastIndex(where: { $0 != "-" }) else { return "" }
        return String(scalars[first...last])
    }
}
