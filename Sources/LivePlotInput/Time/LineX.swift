import LivePlotBasics

/// The x of the line being read, as every format's reader finds it: the time its format writes in its
/// own place (a JSON line's time field, a metric line's timestamp, a pair keyed `ts`), the timestamp a
/// line of fields leads with, or the field `-x` names; and each row stamped with it (`stamp`).
///
/// ```swift
/// var x = LineX(times: resolver, timeKeys: .defaults, xField: nil)
/// x.beginLine()
/// let rest = x.readLeading(line, delimiter: nil, powers: .shared)   // `2026-11-22T10:00:01Z 12` → `12`
/// ```
///
/// - Complexity: O(n) in the bytes of the line.
struct LineX: Sendable {
    /// The time the line being read wrote in its format's own place: a JSON line's time field, a metric
    /// line's timestamp. Nil for other lines (whose leading timestamps `LineTimestamps` finds).
    var lineTime: WrittenTime?
    /// The timestamp the line being read leads with, when the stream's lines lead with one: x, and its
    /// fields are no samples. The rest of the line is read after it, its positions counted on from
    /// `positionBase`.
    var leadingTime: WrittenTime?
    /// `-x` naming a position or a header's name: the position that is x (nil until a header names it),
    /// the x a line gave when it is a plain number, and whether the stream's xs are plain numbers
    /// (decided by the first x read: a time, or a number of no epoch magnitude).
    let xField: XField?
    private(set) var xPosition: Int?
    var plainX: Double?
    private var xsArePlain: Bool?
    /// How many fields of the line being read come before the bytes read for samples: its leading
    /// timestamp's (`2026-11-22 10:00:01 12` has its sample at position 3), else 0.
    var positionBase = 0
    /// Each row's time as x, when asked for (`findsTimes`). Not optional: a mutation through an optional
    /// copied it out and back on every line.
    var rowTimes: RowTimes
    let findsTimes: Bool
    /// The JSON and pair keys whose value is the line's time.
    let timeKeys: TimeKeys
    /// Whether each pair key among them is x or a series, decided by its first value.
    var pairTimeRoles: TimeKeyRoles
    /// The date of the last time field read, which the next one most likely shares.
    var dateMemo = DateMemo()
    /// `-x`'s field in the first row that had it, when it was no time and no number (`-x name` on a
    /// column of words): an error to say (`InputNotice`). Nil while none, and once an x was read.
    private(set) var unreadableX: [UInt8]?
    /// Such a field on the line being read: `unreadableX` only if the line is a row (not a header).
    private var lineUnreadableX: [UInt8]?

    /// - Parameters: as `FieldRowReader.init`'s.
    init(times: TimeResolver?, timeKeys: TimeKeys, xField: XField?) {
        self.timeKeys = times != nil ? timeKeys : .none
        pairTimeRoles = TimeKeyRoles(isNamedByX: Self.areNamedByX(timeKeys))
        self.xField = times != nil ? xField : nil
        rowTimes = RowTimes(resolver: times ?? TimeResolver(zone: .utc, now: 0),
                            looksInLines: self.xField == nil || self.xField == .position(1))
        findsTimes = times != nil
        dateMemo = DateMemo(daysFirst: times?.daysFirst ?? false)
        if case .position(let position) = self.xField { xPosition = position }
    }

    /// Keys `-x` names are x whatever their values; the defaults are x when their first value is a time.
    static func areNamedByX(_ timeKeys: TimeKeys) -> Bool { timeKeys != .defaults }

    /// Forgets the previous line's x.
    @inline(__always)
    mutating func beginLine() {
        lineTime = nil
        leadingTime = nil
        plainX = nil
        positionBase = 0
    }

    /// Gives the rows a line read from `first` on their x: the plain number `-x` read, else the line's time.
    @inline(__always)
    mutating func stamp(_ line: UnsafeRawBufferPointer, isRow: Bool, fromRow first: Int, into batch: inout SampleBatch) {
        if let unreadable = lineUnreadableX {
            lineUnreadableX = nil
            if isRow { unreadableX = unreadable }
        }
        if let plainX {
            if isRow {
                batch.stampX(plainX, fromRow: first)
                batch.xsArePlain = true
            }
        } else {
            rowTimes.stamp(line, written: lineTime ?? leadingTime, isRow: isRow, fromRow: first, into: &batch)
        }
    }

    /// The position a header gives `-x`'s name, reserved in `catalog` for x.
    mutating func place(byHeaderOf catalog: inout SeriesCatalog) {
        if case .name(let name) = xField, let position = catalog.headerPosition(of: name) {
            xPosition = position
            catalog.reserveForX(position: position)
        }
    }

    /// A line of fields past its leading timestamp (then x) and with `-x`'s field read: the bytes left
    /// to read for samples, `positionBase` counting the fields passed.
    @inline(__always)
    mutating func readLeading(_ line: UnsafeRawBufferPointer, delimiter: UInt8?, powers: FastPowers) -> UnsafeRawBufferPointer {
        var line = line
        if findsTimes, let (time, end) = rowTimes.leading(in: Self.firstField(of: line, delimiter: delimiter)),
           let rest = restOfLine(line, afterTimestampEndingAt: end, delimiter: delimiter) {
            leadingTime = time
            line = rest
        }
        if let xPosition, leadingTime == nil { readX(atPosition: xPosition, of: line, delimiter: delimiter, powers: powers) }
        return line
    }

    /// The x the field at `position` of `line` gives (`-x 3`): a timestamp or an epoch number as
    /// `lineTime`, a plain number as `plainX`, as the stream's first x decided.
    private mutating func readX(atPosition position: Int, of line: UnsafeRawBufferPointer, delimiter: UInt8?, powers: FastPowers) {
        var count = 0
        var field: UnsafeRawBufferPointer?
        LineFieldScanner.forEachField(in: line, delimiter: delimiter) { bytes in
            count += 1
            if count == position { field = bytes }
        }
        guard let field, !field.isEmpty else { return }
        if xsArePlain != true, let time = TimestampParser.field(field, memo: &dateMemo) {
            xsArePlain = false
            lineTime = time
            return
        }
        guard let number = SampleParser.number(inField: field, of: line, delimiter: delimiter, powers: powers) else {
            if xsArePlain == nil, unreadableX == nil { lineUnreadableX = Array(field.prefix(UnusedLine.maximumLength)) }
            return
        }
        if xsArePlain != true, let moment = EpochNumber.microseconds(of: number) {
            xsArePlain = false
            lineTime = .instant(civil: moment, offset: 0)
        } else if xsArePlain != false {
            xsArePlain = true
            plainX = number
        }
    }

    /// Where a leading timestamp may lie: in delimited text its field, which a delimiter ends (a CSV's
    /// `10:00:01,5` is a time and a number), else the line (log4j's `10:00:01,539` is a time).
    private static func firstField(of line: UnsafeRawBufferPointer, delimiter: UInt8?) -> UnsafeRawBufferPointer {
        guard let delimiter, let end = ByteSearch.firstIndex(of: delimiter, in: line, from: 0) else { return line }
        return UnsafeRawBufferPointer(rebasing: line[..<end])
    }

    /// The bytes of `line` after its leading timestamp (ending at `end`) and the separator after it,
    /// with `positionBase` set to the timestamp's fields; nil, with nothing set, when no separator
    /// follows it (then the whole line is read) or nothing does (a line with no samples).
    private mutating func restOfLine(_ line: UnsafeRawBufferPointer, afterTimestampEndingAt end: Int,
                                     delimiter: UInt8?) -> UnsafeRawBufferPointer? {
        let count = line.count
        guard end < count else { return nil }
        var start = end
        var fieldCount = 0
        if let delimiter {
            guard line[end] == delimiter else { return nil }
            start += 1
            fieldCount = 1
            for byte in UnsafeRawBufferPointer(rebasing: line[..<end]) where byte == delimiter { fieldCount += 1 }
        } else {
            guard SampleParser.isSeparator(line[end]) else { return nil }
            start = LineFieldScanner.nextFieldStart(in: line, afterFieldEndingAt: end)
            let timestamp = UnsafeRawBufferPointer(rebasing: line[..<end])
            if timestamp.contains(where: SampleParser.isSeparator) {
                LineFieldScanner.forEachRawField(in: timestamp) { _ in fieldCount += 1 }
            } else {
                fieldCount = 1  // `2026-11-22T10:00:01Z`, most of them
            }
        }
        guard start < count else { return nil }
        positionBase = fieldCount
        return UnsafeRawBufferPointer(rebasing: line[start...])
    }

    /// The time a JSON line's time field gives: a timestamp string, or an epoch number.
    static func jsonTime(text: Range<Int>?, number: Double?, in line: UnsafeRawBufferPointer,
                         memo: inout DateMemo) -> WrittenTime? {
        if let text { return TimestampParser.field(UnsafeRawBufferPointer(rebasing: line[text]), memo: &memo) }
        if let number, let moment = EpochNumber.microseconds(of: number) { return .instant(civil: moment, offset: 0) }
        return nil
    }

    /// A JSON line's time field read: `time` what it gave, `text` its string. A key `-x` names whose
    /// first string is no time (`-x level` on `"level":"info"`) is said as a column of words is
    /// (`unreadableX`); once a time was read, a later line's is a line without x.
    ///
    ///     x.tookJSONTime(nil, text: "info")   // unreadableX = "info" once the line is a row
    mutating func tookJSONTime(_ time: WrittenTime?, text: UnsafeRawBufferPointer?) {
        if time != nil {
            xsArePlain = false
        } else if let text, xsArePlain == nil, unreadableX == nil, Self.areNamedByX(timeKeys) {
            lineUnreadableX = Array(text.prefix(UnusedLine.maximumLength))
        }
    }

    /// The time a pair's value gives: an epoch number, or a timestamp up to the next blank (quotes
    /// around it taken off).
    static func pairTime(in line: UnsafeRawBufferPointer, valueStart: Int, number: Double,
                         memo: inout DateMemo) -> WrittenTime? {
        if !number.isNaN { return EpochNumber.microseconds(of: number).map { .instant(civil: $0, offset: 0) } }
        var start = valueStart
        var end = start
        while end < line.count, !ByteClasses.isSpaceOrTab(line[end]) { end += 1 }
        if end - start >= 2, line[start] == DelimitedFields.quote, line[end - 1] == DelimitedFields.quote {
            start += 1
            end -= 1
        }
        guard start < end else { return nil }
        return TimestampParser.field(UnsafeRawBufferPointer(rebasing: line[start..<end]), memo: &memo)
    }
}
