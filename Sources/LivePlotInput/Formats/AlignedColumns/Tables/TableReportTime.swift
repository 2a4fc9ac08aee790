import LivePlotBasics

/// A line that is a date and a time alone, before a table's report (`iostat -t`): the time of the rows
/// under it, x for each until the next such line. Written as the producer's locale writes `%x %X`
/// (`11/27/26 23:51:18`, `11/27/2026 11:40:01 PM`) or ISO 8601 (`S_TIME_FORMAT=ISO`:
/// `2026-11-27T23:51:20+0000`). A line of a date alone, or a time of day alone, is no report's time.
///
/// ```swift
/// var memo = DateMemo()
/// TableReportTime.read(Array("11/27/26 23:51:18".utf8), memo: &memo)          // .instant(civil: …, offset: nil)
/// TableReportTime.read(Array("11/27/2026 11:51:18 PM".utf8), memo: &memo)     // the same instant
/// TableReportTime.read(Array("vda   0.00".utf8), memo: &memo)                 // nil
/// ```
///
/// - Complexity: O(n) in the bytes of the line; a line that does not begin with a digit is passed at once.
enum TableReportTime {
    /// The time `line` is, nothing before or after it but blanks; nil for any other line.
    static func read(_ line: UnsafeRawBufferPointer, memo: inout DateMemo) -> WrittenTime? {
        var start = 0, end = line.count
        while start < end, ByteClasses.isSpaceOrTab(line[start]) { start += 1 }
        while end > start, ByteClasses.isSpaceTabOrReturn(line[end - 1]) { end -= 1 }
        guard end - start >= 14, SampleParser.digitValue(line[start]) != nil else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: line[start..<end])
        let read = TimestampParser.read(.iso8601, in: text, at: 0, memo: &memo)
            ?? NumericDate.read(text, at: 0, memo: &memo, readsTwoDigitYears: true)
        guard let (time, timeEnd) = read, case .instant(let civil, let offset) = time,
              text[..<timeEnd].contains(UInt8(ascii: ":")) else { return nil }
        if timeEnd == text.count { return time }
        guard let shift = meridiemShift(text, at: timeEnd, civil: civil) else { return nil }
        return .instant(civil: civil + shift, offset: offset)
    }

    /// What a 12-hour clock's ` AM` or ` PM` ending `text` at `index` moves the time of day by; nil when
    /// the text goes on otherwise.
    private static func meridiemShift(_ text: UnsafeRawBufferPointer, at index: Int, civil: Int64) -> Int64? {
        guard index + 3 == text.count, text[index] == 0x20, text[index + 2] | 0x20 == UInt8(ascii: "m") else { return nil }
        let letter = text[index + 1] | 0x20
        guard letter == UInt8(ascii: "a") || letter == UInt8(ascii: "p") else { return nil }
        let day = CivilCalendar.microsecondsPerDay
        let timeOfDay = (civil % day + day) % day
        let isTwelve = timeOfDay >= TableTime.halfDay && timeOfDay < TableTime.halfDay + 3_600_000_000
        if letter == UInt8(ascii: "a") { return isTwelve ? -TableTime.halfDay : 0 }
        return isTwelve || timeOfDay >= TableTime.halfDay ? 0 : TableTime.halfDay
    }
}
