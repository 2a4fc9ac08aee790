import LivePlotText

/// The series the input has named so far, and the column each one has: by the keys of `key=value` pairs,
/// by field position (renamed by a header line), or fixed up front (`-f`, `--match` groups).
///
/// Columns are handed out in order of first appearance and never taken back, so a column keeps meaning
/// one series for the whole run.
///
/// ```swift
/// var catalog = SeriesCatalog()
/// catalog.series(atPosition: 2)            // 0, named "2"
/// catalog.rename(byHeader: ["time", "cpu"])
/// catalog.names                            // ["cpu"]
/// ```
///
/// - Complexity: a key is found without allocating: first where the same pair was on the last line,
///   then by a scan of at most `maximumCount` keys.
public struct SeriesCatalog: Sendable {
    /// Series beyond this many are not plotted: their values are dropped and counted.
    public static let maximumCount = 64
    /// Longer names are cut, so a hostile header cannot fill the legend. Room for a metric with a label
    /// (`node_network_receive_bytes_total{device="eth0"}`): names that differ only at their end are told apart.
    public static let maximumNameLength = 48

    /// The names, by column: printable text only.
    public private(set) var names: [String] = []
    /// Values of series beyond `maximumCount`, not plotted.
    public private(set) var droppedValueCount = 0
    /// The column of each 1-based position (index position − 1), −1 for none yet, `xPosition` for x.
    private var columnOfPosition: [Int] = []
    /// The mark of a position that is x (`-x 3`), never a series.
    private static let xPosition = -2
    /// The position each column reads, 0 for a keyed or fixed series.
    private var positionOfColumn: [Int] = []
    /// The positions with a series, ascending: at most `maximumCount`, where `positionCount` may be
    /// 524,288 (`-x 524288` reserves its position).
    private(set) var seriesPositions: [Int] = []
    /// The key each column reads, by column (empty for the others), and its hash.
    private var keys: [[UInt8]] = []
    private var keyHashes: [UInt64] = []
    /// The keyed columns by their keys' hashes: open addressing, at most half full, −1 for an empty slot.
    private var columnOfSlot = [Int8](repeating: -1, count: 2 * SeriesCatalog.maximumCount)
    /// The column the n-th pair of the last line went to, to try first.
    private var columnOfPairOrdinal: [Int] = []
    /// The header's names, by position − 1.
    public private(set) var header: [String] = []
    /// Those names as the header line spelled them: a header repeated block after block (iostat's) is
    /// cleaned once.
    private var spelledHeader: [String] = []

    public init() {}

    public var count: Int { names.count }

    /// Whether `name` is a series' name by its field's position (`2`), no header's or key's: a lone
    /// series of one is named by what holds it (`iso.log`, `p50`), not by its number.
    public static func isPositionName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    /// Adds a series named `name` (a `-f` position, a regex group) and returns its column.
    @discardableResult
    public mutating func addSeries(named name: String, position: Int = 0) -> Int? {
        guard names.count < Self.maximumCount else { return nil }
        names.append(Self.clean(name))
        keys.append([])
        keyHashes.append(0)
        positionOfColumn.append(position)
        if position > 0 {
            growPositions(to: position)
            columnOfPosition[position - 1] = names.count - 1
            seriesPositions.insert(position, at: seriesPositions.firstIndex { $0 > position } ?? seriesPositions.endIndex)
        }
        return names.count - 1
    }

    /// The column of the bare numbers at 1-based `position`, made on first use; nil when full.
    @inline(__always)
    public mutating func series(atPosition position: Int) -> Int? {
        if position <= columnOfPosition.count, columnOfPosition[position - 1] >= 0 {
            return columnOfPosition[position - 1]
        }
        if position <= columnOfPosition.count, columnOfPosition[position - 1] == Self.xPosition { return nil }
        let name = position <= header.count ? header[position - 1] : String(position)
        guard let column = addSeries(named: name, position: position) else {
            droppedValueCount += 1
            return nil
        }
        return column
    }

    /// The column of the bare numbers at 1-based `position`, or nil when it has none yet.
    @inline(__always)
    public func existingSeries(atPosition position: Int) -> Int? {
        guard position <= columnOfPosition.count, columnOfPosition[position - 1] >= 0 else { return nil }
        return columnOfPosition[position - 1]
    }

    /// Makes the field at 1-based `position` x, never a series (`-x 3`, or a header's column `-x` names):
    /// false when it has a series already.
    @discardableResult
    public mutating func reserveForX(position: Int) -> Bool {
        growPositions(to: position)
        guard columnOfPosition[position - 1] < 0 else { return false }
        columnOfPosition[position - 1] = Self.xPosition
        return true
    }

    /// The number of positions with a series or below one: a line with fewer fields is short of some.
    public var positionCount: Int { columnOfPosition.count }

    /// The 1-based position `column` reads, 0 for a keyed or fixed series (`--explain`).
    public func position(ofColumn column: Int) -> Int { positionOfColumn[column] }

    /// The key `column` reads (a pair's, a JSON path, a metric), nil for a series by position (`--explain`).
    public func key(ofColumn column: Int) -> String? { keys[column].isEmpty ? nil : String(decoding: keys[column], as: UTF8.self) }

    /// The column of position 1, or nil when it has none yet.
    public var columnOfFirstPosition: Int? {
        guard let column = columnOfPosition.first, column >= 0 else { return nil }
        return column
    }

    /// The column of the pairs keyed `key`, made on first use; nil when full.
    ///
    /// - Parameter ordinal: which pair of its line this is, 0 for the first: lines of a log repeat their
    ///   keys in the same order, so the column the same ordinal had last time is tried first.
    ///   Inlined: once a call per leaf from the JSON reader, the call cost 1.5 % of a JSON line.
    @inline(__always)
    public mutating func series(forKey key: UnsafeRawBufferPointer, ordinal: Int) -> Int? {
        if ordinal < columnOfPairOrdinal.count {
            let guess = columnOfPairOrdinal[ordinal]
            if guess >= 0, Self.equal(keys[guess], key) { return guess }
        } else {
            columnOfPairOrdinal.append(contentsOf: repeatElement(-1, count: ordinal + 1 - columnOfPairOrdinal.count))
        }
        guard let found = series(forKey: key) else { return nil }
        columnOfPairOrdinal[ordinal] = found
        return found
    }

    /// The column of the series keyed `key`, made on first use; nil (the value dropped and counted) when full.
    public mutating func series(forKey key: UnsafeRawBufferPointer) -> Int? {
        if let column = existingSeries(forKey: key) { return column }
        // Full, no name is made: a scrape of hundreds of metrics drops most of its lines here.
        guard count < Self.maximumCount, let column = addSeries(named: String(decoding: key, as: UTF8.self), key: key) else {
            droppedValueCount += 1
            return nil
        }
        return column
    }

    /// Adds a series read by `key` (a `-f` name, found by key as the input's own keys are), named by it.
    @discardableResult
    public mutating func addSeries(named name: String, key: UnsafeRawBufferPointer) -> Int? {
        guard !key.isEmpty, let column = addSeries(named: name) else { return nil }
        names[column] = distinct(names[column], column: column)
        keys[column] = Array(key)
        let hash = Self.hash(key)
        keyHashes[column] = hash
        var slot = Int(truncatingIfNeeded: hash) & (columnOfSlot.count - 1)
        while columnOfSlot[slot] >= 0 { slot = (slot + 1) & (columnOfSlot.count - 1) }
        columnOfSlot[slot] = Int8(column)
        return column
    }

    /// The column of the series keyed `key`, or nil when it has none yet.
    ///
    /// - Complexity: O(n) in the key's bytes, to hash it; then, almost always, one comparison.
    @inline(__always)
    public func existingSeries(forKey key: UnsafeRawBufferPointer) -> Int? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (columnOfSlot.count - 1)
        while true {
            let column = Int(columnOfSlot[slot])
            guard column >= 0 else { return nil }
            if keyHashes[column] == hash, Self.equal(keys[column], key) { return column }
            slot = (slot + 1) & (columnOfSlot.count - 1)
        }
    }

    /// A 64-bit hash of a key: FNV-1a's multiply, eight bytes at a time, folded so the table's low bits
    /// depend on every byte.
    @inline(__always)
    static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        while index + 8 <= key.count {
            hash = (hash ^ key.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime
            hash ^= hash >> 29
            index += 8
        }
        while index < key.count {
            hash = (hash ^ UInt64(key[index])) &* prime
            index += 1
        }
        return hash ^ hash >> 32
    }

    /// Counts `count` values dropped before they reached the catalog (a JSON line's leaves past its bounds).
    public mutating func countDropped(_ count: Int) {
        droppedValueCount += count
    }

    /// A header line names the positions: series read by position take its names.
    public mutating func rename(byHeader names: [String]) {
        if names != spelledHeader {
            header = names.map(Self.clean)
            spelledHeader = names
        }
        for (column, position) in positionOfColumn.enumerated() where position > 0 && position <= header.count {
            self.names[column] = header[position - 1]
        }
    }

    /// Renames the series in `column` (a table's `-f used`, taken by its first label: `Mem used`).
    public mutating func rename(column: Int, to name: String) {
        names[column] = Self.clean(name)
    }

    /// The 1-based position of the header named `name`, if the header has it.
    public func headerPosition(of name: String) -> Int? {
        header.firstIndex(of: Self.clean(name)).map { $0 + 1 }
    }

    private mutating func growPositions(to position: Int) {
        if position > columnOfPosition.count {
            columnOfPosition.append(contentsOf: repeatElement(-1, count: position - columnOfPosition.count))
        }
    }

    /// A name as it may be drawn: no control characters or escape sequences, and not too long: a longer
    /// one keeps its start and its end, where names of one family differ (`…{quantile="0.75"}`).
    ///
    /// - Complexity: O(n) in the name's scalars; a name of more than `maximumCleanedLength` scalars (a
    ///   1 MiB header field) has only its start and its end cleaned, each that long at most.
    static func clean(_ name: String) -> String {
        let head = (maximumNameLength - 1) / 2
        let scalars = name.unicodeScalars
        guard scalars.count > 2 * maximumCleanedLength else { return cut(TerminalText(name).string, head: head) }
        let start = TerminalText(String(String.UnicodeScalarView(scalars.prefix(maximumCleanedLength)))).string
        let end = TerminalText(String(String.UnicodeScalarView(scalars.suffix(maximumCleanedLength)))).string
        return String(start.prefix(head)) + String(TerminalText.ellipsis) + String(end.suffix(maximumNameLength - 1 - head))
    }

    /// `name`, or when another column has it (keys that differ only in what cleaning or cutting took
    /// out: `{"a\u0007":1,"a":2}`), it with the first number from 2 that makes it distinct: `a (2)`.
    private func distinct(_ name: String, column: Int) -> String {
        func isTaken(_ candidate: String) -> Bool { names.indices.contains { $0 != column && names[$0] == candidate } }
        guard isTaken(name) else { return name }
        var number = 2
        while true {
            let suffix = " (\(number))"
            let candidate = (name.count + suffix.count > Self.maximumNameLength
                ? String(name.prefix(Self.maximumNameLength - suffix.count - 1)) + String(TerminalText.ellipsis) : name) + suffix
            if !isTaken(candidate) { return candidate }
            number += 1
        }
    }

    /// The scalars of a long name's start, and of its end, that are cleaned: room for the characters
    /// kept and the escape sequences and marks among them.
    static let maximumCleanedLength = 8 * maximumNameLength

    /// `text` with the characters past `maximumNameLength` taken out of its middle, marked `…`.
    private static func cut(_ text: String, head: Int) -> String {
        guard text.count > maximumNameLength else { return text }
        return String(text.prefix(head)) + String(TerminalText.ellipsis) + String(text.suffix(maximumNameLength - 1 - head))
    }

    @inline(__always)
    private static func equal(_ stored: [UInt8], _ key: UnsafeRawBufferPointer) -> Bool {
        guard stored.count == key.count, !stored.isEmpty else { return false }
        return stored.withUnsafeBytes { ByteSearch.equal($0, key) }
    }

    /// Checks the tables agree in debug builds; free in release builds.
    public func checkInvariants() {
        #if DEBUG
        precondition(names.count <= Self.maximumCount, "too many series")
        precondition(keys.count == names.count && positionOfColumn.count == names.count && keyHashes.count == names.count,
                     "a row per column")
        for column in keys.indices where !keys[column].isEmpty {
            precondition(keys[column].withUnsafeBytes { existingSeries(forKey: $0) } == column, "every key found by its hash")
        }
        for (index, column) in columnOfPosition.enumerated() where column >= 0 {
            precondition(positionOfColumn[column] == index + 1, "position tables disagree")
        }
        #endif
    }
}
