import LivePlotBasics

/// The time a table's line leads with (sysstat's `00:11:07`, `12:11:07 AM` in a 12-hour locale, dstat's
/// `27-11 23:51:32`): where it ends, and the hour a 12-hour clock's `AM` or `PM` moves it by.
///
/// ```swift
/// TableTime.leading(in: Array("12:11:07 AM     CPU".utf8))   // (end: 11, shift: -12 h)
/// TableTime.leading(in: Array("00:11:08        all".utf8))   // (end: 8, shift: 0)
/// TableTime.dayMonth(in: Array("27-11 23:51:32| 47".utf8))    // (.withoutYear(month: 11, day: 27, …), end: 14)
/// ```
///
/// - Complexity: O(n) in the bytes of the timestamp.
enum TableTime {
    /// Microseconds in twelve hours: what `AM` takes from 12 o'clock and `PM` adds to 1 to 11.
    static let halfDay: Int64 = 12 * 3_600_000_000

    /// Where the leading time of `line` ends (its `AM` or `PM` included), and what its meridiem adds to
    /// the time of day read; nil when the line does not lead with a time.
    static func leading(in line: UnsafeRawBufferPointer) -> (end: Int, shift: Int64)? {
        guard let (_, time, end) = TimestampParser.leading(in: line) else { return dayMonth(in: line).map { ($0.end, 0) } }
        guard end + 3 <= line.count, line[end] == 0x20, end + 3 == line.count || TableCells.isSeparator(line[end + 3]),
              case .timeOfDay(let microseconds) = time else { return (end, 0) }
        let first = line[end + 1] | 0x20, second = line[end + 2] | 0x20
        guard second == UInt8(ascii: "m"), first == UInt8(ascii: "a") || first == UInt8(ascii: "p") else { return (end, 0) }
        let isTwelve = microseconds >= halfDay && microseconds < halfDay + 3_600_000_000
        if first == UInt8(ascii: "a") { return (end + 3, isTwelve ? -halfDay : 0) }
        return (end + 3, isTwelve || microseconds >= halfDay ? 0 : halfDay)
    }

    /// dstat's time (`-t`, its `time` column): `DD-MM HH:MM:SS`, no year, local time, then the line's end
    /// or a cell's separator; nil for any other line. Only a table's rows are read so: no other line's
    /// `27-11` is a date.
    static func dayMonth(in line: UnsafeRawBufferPointer) -> (time: WrittenTime, end: Int)? {
        guard let start = TimestampParser.leadingStart(in: line), let day = TimestampParser.digits(line, at: start, count: 2),
              TimestampParser.byte(line, start + 2) == UInt8(ascii: "-"), let month = TimestampParser.digits(line, at: start + 3, count: 2),
              TimestampParser.byte(line, start + 5) == 0x20, (1...12).contains(month), day >= 1,
              day <= CivilCalendar.daysInMonth(year: 2000, month: month),
              let clock = TimestampParser.readClock(line, at: start + 6),
              clock.end == line.count || TableCells.isSeparator(line[clock.end]) else { return nil }
        return (.withoutYear(month: month, day: day, microsecondOfDay: clock.microseconds), clock.end)
    }

    /// Whether the header's cells over a row's leading time (which ends at `rowTimeEnd`) name it, and
    /// nothing else there: the time's form (ifstat -t's `HH:MM:SS`), a time key in any case
    /// (`TimeKeys.defaults`) after a `#` (pidstat -h's `# Time`), or one alone over dstat's day and month
    /// (`time` over `27-11 23:51:32`, `isDayMonth`). A log's `time level latency` over `09:00:01 INFO 5`
    /// is no table: its words are values of `--by`, not labels of rows.
    ///
    /// ```swift
    /// // `# Time        UID` over `08:53:13        0`: true; `Device  r/s` over a time: false.
    /// ```
    static func namesTimeColumn(_ header: UnsafeRawBufferPointer, _ cells: TableCells, over rowTimeEnd: Int, isDayMonth: Bool) -> Bool {
        var first = 0
        if cells.count > 1, HeaderReader.isCommentMark(cells.cell(0, of: header)) { first = 1 }
        guard first < cells.count, cells.ends[first] <= rowTimeEnd, first + 1 == cells.count || cells.starts[first + 1] >= rowTimeEnd
        else { return false }
        return lowercased(cells.cell(first, of: header)) { name in
            formNames.contains(name) || (first == 1 || isDayMonth) && TimeKeys.defaults.contains(name)
        }
    }

    /// Where a header's leading names of a time column end (`# Time`, `HH:MM:SS`, `time`), read without a
    /// row under it (`--explain` of a header with none); 0 for none.
    static func namedTimeEnd(_ header: UnsafeRawBufferPointer, _ cells: TableCells) -> Int {
        var first = 0
        if cells.count > 1, HeaderReader.isCommentMark(cells.cell(0, of: header)) { first = 1 }
        guard first < cells.count,
              lowercased(cells.cell(first, of: header), { formNames.contains($0) || TimeKeys.defaults.contains($0) }) else { return 0 }
        return cells.ends[first]
    }

    /// Whether `cell` names a time column by its form (ifstat -t's `HH:MM:SS`, in any case): a name, not
    /// a pair for its colons.
    static func isFormName(_ cell: UnsafeRawBufferPointer) -> Bool { lowercased(cell) { formNames.contains($0) } }

    /// Time columns named by their form, in lower case.
    private static let formNames = TimeKeys(["hh:mm:ss"])

    /// `body` of `name` with its ASCII letters in lower case.
    private static func lowercased(_ name: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count) { lower in
            for (index, byte) in name.enumerated() { lower[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            return body(UnsafeRawBufferPointer(lower))
        }
    }

    /// `time` moved by `shift` (a 12-hour clock's meridiem).
    static func shifted(_ time: WrittenTime?, by shift: Int64) -> WrittenTime? {
        guard shift != 0, case .timeOfDay(let microseconds) = time else { return time }
        return .timeOfDay(microseconds + shift)
    }
}
