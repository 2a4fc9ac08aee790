/// The cells of one line of a blank-aligned table, each with where its characters lie: what lines a
/// row's cells up under its header's names (`TableLayout`). Blanks, tabs and dstat's `|` separate cells;
/// a cell `a / b` (docker's `12.5MiB / 1.944GiB`) is one, its ` / ` remembered, when asked.
///
/// ```swift
/// var cells = TableCells()
/// cells.split(Array("web  12.5MiB / 1.9GiB".utf8), joinsSlashes: true)
/// cells.count        // 2: `web`, `12.5MiB / 1.9GiB`
/// cells.slashes[1]   // 13: where the second cell's ` / ` is
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated once the arrays have grown.
struct TableCells: Sendable {
    /// Each cell's first byte and the byte past its last, as offsets into the line.
    private(set) var starts: [Int] = []
    private(set) var ends: [Int] = []
    /// Where a cell's `/` is when it is `a / b`, else 0 (a cell never begins with its slash).
    private(set) var slashes: [Int] = []
    private(set) var count = 0

    init() {}

    /// Whether `byte` separates cells: a blank, a tab, a CR or `|`.
    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: "|")
    }

    /// Splits `line` into these cells; with `joinsSlashes`, `a / b` (one blank each side) is one cell.
    mutating func split(_ line: UnsafeRawBufferPointer, joinsSlashes: Bool) {
        count = 0
        let length = line.count
        var index = 0
        while index < length {
            while index < length, Self.isSeparator(line[index]) { index += 1 }
            guard index < length else { return }
            let start = index
            while index < length, !Self.isSeparator(line[index]) { index += 1 }
            append(start: start, end: index)
            if joinsSlashes { joinSlash(line) }
        }
    }

    /// The bytes of cell `index` of `line`.
    @inline(__always)
    func cell(_ index: Int, of line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: line[starts[index]..<ends[index]])
    }

    /// The two parts of an `a / b` cell of `line`.
    func parts(_ index: Int, of line: UnsafeRawBufferPointer) -> (UnsafeRawBufferPointer, UnsafeRawBufferPointer) {
        let slash = slashes[index]
        return (UnsafeRawBufferPointer(rebasing: line[starts[index]..<(slash - 1)]),
                UnsafeRawBufferPointer(rebasing: line[(slash + 2)..<ends[index]]))
    }

    private mutating func append(start: Int, end: Int) {
        if count < starts.count {
            starts[count] = start
            ends[count] = end
            slashes[count] = 0
        } else {
            starts.append(start)
            ends.append(end)
            slashes.append(0)
        }
        count += 1
    }

    /// Makes the last three cells one when they are `a / b`, one blank apart each.
    private mutating func joinSlash(_ line: UnsafeRawBufferPointer) {
        guard count >= 3 else { return }
        let first = count - 3, slash = count - 2, last = count - 1
        guard ends[slash] - starts[slash] == 1, line[starts[slash]] == UInt8(ascii: "/"),
              starts[slash] == ends[first] + 1, starts[last] == ends[slash] + 1, slashes[first] == 0,
              line[ends[first]] == 0x20, line[ends[slash]] == 0x20 else { return }
        slashes[first] = starts[slash]
        ends[first] = ends[last]
        count -= 2
    }
}
