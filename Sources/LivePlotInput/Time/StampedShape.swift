import LivePlotBasics

/// The layout of a line that leads with a timestamp and then holds plain numbers alone
/// (`2026-11-22T10:00:00.001Z 12.5 -3`): what a decoder needs to read a run of such lines in one pass,
/// with no call per line (`SampleBatch.appendRows(stamped:…)`).
///
/// A shape is learnt from a line the full reading has read (`FieldRowReader`), and only for lines whose
/// every byte it reads would read the same way there: the timestamp where the line begins, of the form
/// the stream's lines lead with; the bytes before its clock (the date: `2026-11-22T`, `Nov 22 `) and
/// after it (the zone: `Z`, `+01:00`) those of the learnt line, compared as words, so their value is
/// the learnt one; the clock `HH:MM:SS` and a fraction of as many digits as the learnt one had, read as
/// the full reading reads it (`StampedClock`: a few loads, no loop); one blank or tab (in delimited
/// text, the delimiter); then a plain number (`SampleParser.plainNumber`) for each series the learnt
/// line had, one separator between two (in delimited text, the delimiter alone), and the line's end.
/// A line that differs in any way (a new date, another zone, a fraction of another length, a field that
/// is not a number, an empty or quoted field) is not read (`read` returns nil) and goes to the full
/// reading, which decides, and may teach a new shape. Every byte `read` loads lies within the timestamp
/// and its separator, so the last line of a chunk is read too.
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12 40", its numbers the series at positions 2 and 3 (columns 0 and 1):
/// let shape = StampedShape(learning: line, form: .iso8601, time: time, positionBase: 1, catalog: catalog, delimiter: nil)
/// var memo = shape!.learntMemo
/// shape?.stamp.read(bytes, from: start, into: row, numbers: shape!, powers: .shared, memo: &memo)   // (the end of `40`, 36_000_001_000)
/// ```
///
/// - Complexity: O(n) in the bytes of a line's numbers; its timestamp, O(1).
struct StampedShape: Sendable {
    /// What the bytes before the clock stand for: how a line's time is made from its clock.
    private enum Dated: Sendable {
        /// An ISO 8601 date, its midnight on its own clock (`CivilCalendar.days` × a day, as
        /// `TimestampParser` counts), and the zone written after the clock.
        case instant(midnight: Int64, offset: Int?)
        case timeOfDay
        case withoutYear(month: Int, day: Int)
    }

    private let dated: Dated
    /// For an instant written with its offset, its date's midnight in UTC: a line's instant is this and
    /// its clock, as `TimeResolver` resolves it (no state of the stream's involved; `UTCInstants`).
    let utcMidnight: Int64?
    /// What a run reads of each line's timestamp (`StampLayout`).
    let stamp: StampLayout
    /// The learnt line's date and `HH:MM:SS`, checked: where a run's memo begins (`ClockMemo`).
    let learntMemo: ClockMemo
    /// The bytes that stand between two numbers (a blank, tab, comma or semicolon, as a line of plain
    /// numbers reads them, `PositionalRow`; in delimited text its delimiter alone).
    let between: (UInt8, UInt8, UInt8, UInt8)
    /// The delimited text's delimiter the shape was learnt with (nil: aligned columns): a shape reads
    /// lines only while the stream's is this.
    let delimiter: UInt8?
    /// The column of each number, in order: the series at positions `positionBase + 1`, `+ 2`, ….
    let columns: [Int]
    /// The fewest bytes a line of this shape takes: its timestamp, a separator and a digit for each
    /// number, and the LF.
    var shortestLineLength: Int { stamp.length + 2 * columns.count + 1 }
    /// The most bytes a line of this shape takes before its line end: its timestamp, then a separator
    /// and the longest plain number for each number (`SampleParser.longestPlainNumber`).
    var longestLineLength: Int { stamp.length + columns.count * (1 + SampleParser.longestPlainNumber) }
    /// How many positions the timestamp's fields and the numbers take: the stream's count of positions.
    let positionCount: Int
    /// Whether the times are times of day, with no date (`SampleBatch.xsAreTimesOfDay`).
    var isTimeOfDay: Bool {
        if case .timeOfDay = dated { true } else { false }
    }

    /// The shape of `line`, read in full as a row of `catalog`'s series at `time` (its leading timestamp,
    /// of `form`, its fields the first `positionBase` positions); nil when the line is not of such a
    /// shape, or its clock has no seconds or a fraction past `StampedClock`'s: then every line like it is
    /// read in full.
    ///
    /// - Parameter delimiter: the delimited text's delimiter (`FieldSeparator`), nil for aligned columns.
    init?(learning line: UnsafeRawBufferPointer, form: TimestampForm, time: WrittenTime, positionBase: Int, catalog: SeriesCatalog,
          delimiter: UInt8?) {
        self.delimiter = delimiter
        let afterStamp = delimiter.map { ($0, $0) } ?? (0x20, 0x09)
        between = delimiter.map { ($0, $0, $0, $0) } ?? (0x20, 0x09, ByteClasses.comma, ByteClasses.semicolon)
        // The timestamp where the line begins (no blank, quote or bracket before it), read as it was.
        guard form == .iso8601 || form == .clock || form == .syslog, TimestampParser.leadingStart(in: line) == 0,
              !LineCleaner.needsCleaning(line), let (read, end) = TimestampParser.read(form, in: line, at: 0), read == time,
              end < line.count, line[end] == afterStamp.0 || line[end] == afterStamp.1,
              // The clock begins two digits before the first colon: no date has one.
              let colon = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: line, from: 0), colon >= 2, colon - 2 <= 16 else { return nil }
        let clockStart = colon - 2
        guard let clockRead = TimestampParser.readClock(line, at: clockStart, secondsAreOptional: form == .iso8601),
              clockRead.end <= end, end - clockRead.end <= 7,
              let clock = StampedClock(start: clockStart, end: clockRead.end, tail: Array(line[clockRead.end...end])),
              // A decimal comma (`10:00:01,539`) makes the full reading count the timestamp's fields otherwise.
              !line[clockStart..<clockRead.end].contains(UInt8(ascii: ",")) else { return nil }
        switch time {
        // An ISO 8601 clock begins past the date and its `T` or blank, the one `readISO8601` read.
        case .instant(let civil, let offset) where form == .iso8601 && clockStart == 11:
            dated = .instant(midnight: civil - clockRead.microseconds, offset: offset)
        case .timeOfDay(let microseconds) where microseconds == clockRead.microseconds:
            dated = .timeOfDay
        case .withoutYear(let month, let day, let microseconds) where microseconds == clockRead.microseconds:
            dated = .withoutYear(month: month, day: day)
        default:
            return nil
        }
        if case .instant(let midnight, let offset?) = dated {
            utcMidnight = midnight - Int64(offset) * CivilCalendar.microsecondsPerSecond
        } else {
            utcMidnight = nil
        }
        let secondDateWordOffset = max(0, clockStart - 8)
        let first = Self.lanes(of: line, at: 0, bytes: 0..<min(clockStart, 8))
        let second = Self.lanes(of: line, at: secondDateWordOffset, bytes: secondDateWordOffset..<clockStart)
        // The zone and the learnt line's separator after it: a line with the other blank is read in full.
        let zone = Self.lanes(of: line, at: end - 7, bytes: clockRead.end..<end + 1)
        stamp = StampLayout(dateWords: (first.word, second.word), dateMasks: (first.mask, second.mask), secondDateWordOffset: secondDateWordOffset,
                            clock: clock, length: end, zoneWord: zone.word, zoneMask: zone.mask)
        // The words as the run loads them, all eight bytes of each (the clock's, too, with seconds: its
        // word ends within the timestamp).
        let whole = { (offset: Int) in Self.lanes(of: line, at: offset, bytes: offset..<offset + 8).word }
        guard let seconds = StampedClock.secondsMicroseconds(of: whole(clockStart)) else { return nil }
        learntMemo = ClockMemo(dateWords: (whole(0), whole(secondDateWordOffset)), word: whole(clockStart), microseconds: seconds)
        // Plain numbers, one separator between two, to the line's end: each a series by position.
        var columns: [Int] = []
        var index = end + 1
        while true {
            guard let (_, numberEnd) = SampleParser.plainNumber(in: line, from: index),
                  let column = catalog.existingSeries(atPosition: positionBase + columns.count + 1) else { return nil }
            columns.append(column)
            if numberEnd == line.count { break }
            guard Self.isOne(of: between, line[numberEnd]) else { return nil }
            index = numberEnd + 1
        }
        // A position past them would be a gap, which the full reading marks.
        guard positionBase + columns.count == catalog.positionCount else { return nil }
        self.columns = columns
        positionCount = catalog.positionCount
    }

    /// The x of a line of this shape whose clock reads `microseconds`, its `HH:MM:SS` the word `word`
    /// (`ClockMemo.word`): what `times` makes of the time the full reading reads (`time(atClock:)`),
    /// asked once a second (`InstantMemo`), the other lines of the second shifted as its first was. Not
    /// for an instant with its offset, which needs no times (`UTCInstants`).
    @inline(__always)
    func x(atClock microseconds: Int64, word: UInt64, times: inout RowTimes, memo: inout InstantMemo) -> Double {
        assert(utcMidnight == nil, "an instant with its offset is made by UTCInstants")
        return RowTimes.x(ofInstant: memo.instant(ofClock: microseconds, word: word) ?? resolve(microseconds, word: word, times: &times, memo: &memo))
    }

    /// The instant of the first clock of a second, which `times` resolves (told the last clock of the
    /// second before first); `memo` then remembers the second.
    @inline(never)
    private func resolve(_ microseconds: Int64, word: UInt64, times: inout RowTimes, memo: inout InstantMemo) -> Int64 {
        finish(&memo, times: &times)
        let instant = times.instant(of: time(atClock: microseconds))
        memo.remember(word: word, clock: microseconds, instant: instant)
        return instant
    }

    /// At a run's end, and before a new second: the stream's times told the last clock the memo gave
    /// its instant by the shift (`InstantMemo.takeUntold`).
    func finish(_ memo: inout InstantMemo, times: inout RowTimes) {
        if let untold = memo.takeUntold() { _ = times.instant(of: time(atClock: untold)) }
    }

    /// Whether this shape reads `line` (without its LF), as a run would, to `row` at `time`: what the full
    /// reading gave it, bit for bit. Asked of a line read in full, before a run may follow it.
    func reads(_ line: UnsafeRawBufferPointer, as row: ArraySlice<Double>, at time: WrittenTime, maximumLineLength: Int) -> Bool {
        guard columns.allSatisfy({ $0 < row.count }) else { return false }
        // The line as a run sees it: with its LF.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: line.count + 1) { padded in
            padded.initialize(repeating: 0)
            UnsafeMutableRawBufferPointer(padded).copyMemory(from: line)
            padded[line.count] = 0x0A
            let bytes = UnsafeRawBufferPointer(padded)
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: row.count) { values in
                values.initialize(repeating: .nan)
                var memo = learntMemo
                guard let (end, clock) = stamp.read(bytes, from: 0, into: values.baseAddress!, numbers: self, powers: .shared, memo: &memo),
                      RowShape.lineEnd(bytes, at: end, from: 0, maximumLineLength: maximumLineLength) == line.count + 1 else { return false }
                return self.time(atClock: clock) == time && zip(values, row).allSatisfy { $0.bitPattern == $1.bitPattern }
            }
        }
    }

    /// The time of a line of this shape whose clock reads `microseconds`: what `TimestampParser` makes of
    /// its timestamp, the date's part and the zone the learnt line's.
    @inline(__always)
    private func time(atClock microseconds: Int64) -> WrittenTime {
        switch dated {
        // `readISO8601`'s sum: the date's midnight and the clock.
        case .instant(let midnight, let offset): .instant(civil: midnight + microseconds, offset: offset)
        case .timeOfDay: .timeOfDay(microseconds)
        case .withoutYear(let month, let day): .withoutYear(month: month, day: day, microsecondOfDay: microseconds)
        }
    }

    @inline(__always)
    static func isOne(of bytes: (UInt8, UInt8, UInt8, UInt8), _ byte: UInt8) -> Bool {
        byte == bytes.0 || byte == bytes.1 || byte == bytes.2 || byte == bytes.3
    }

    /// The lanes of the word of the eight bytes of `line` at `offset` that hold `bytes` (within those
    /// eight): their bytes, little-endian, and their mask.
    private static func lanes(of line: UnsafeRawBufferPointer, at offset: Int, bytes: Range<Int>) -> (word: UInt64, mask: UInt64) {
        var word: UInt64 = 0
        var mask: UInt64 = 0
        for index in bytes {
            word |= UInt64(line[index]) << (8 * (index - offset))
            mask |= 0xFF << (8 * (index - offset))
        }
        return (word, mask)
    }
}
