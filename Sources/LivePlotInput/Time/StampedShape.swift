import LivePlotBasics

/// The layout of a line that leads with a timestamp and then holds plain numbers alone
/// (`2026-11-22T10:00:00.001Z 12.5 -3`): what a decoder needs to read a run of such lines in one pass,
/// with no call per line (`SampleBatch.appendRows(stamped:…)`).
///
/// A shape is learnt from a line the full reading has read (`FieldRowReader`), and only for lines whose
/// every byte it reads would read the same way there: the timestamp where the line begins, of the form
/// the stream's lines lead with; the bytes before its clock (the date: `2026-11-22T`, `Nov 22 `) and
/// after it (the zone: `Z`, `+01:00`) those of the learnt line, compared as words, so their value is
/// the learnt one; the clock read as the full reading reads it (`TimestampParser.readClock`: one
/// eight-byte load), ending where the learnt one did; one blank or tab; then a plain number
/// (`SampleParser.plainNumber`) for each series the learnt line had, one separator between two, and the
/// line's end. A line that differs in any way (a new date, another zone, a fraction of another length,
/// a field that is not a number) is not read (`read` returns nil) and goes to the full reading, which
/// decides, and may teach a new shape.
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12 40", its numbers the series at positions 2 and 3 (columns 0 and 1):
/// let shape = StampedShape(learning: line, form: .iso8601, time: time, positionBase: 1, catalog: catalog)
/// shape?.read(bytes, from: start, into: row, powers: .shared)   // (the end of `40`, .instant(…))
/// ```
///
/// - Complexity: O(n) in the bytes of a line's numbers; its timestamp, O(1) but for a fraction's digits.
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
    /// The bytes before the clock, as two words little-endian and the masks of those the date has
    /// (none for a time of day): a line's are these when its words, masked, are.
    private let dateWords: (UInt64, UInt64)
    private let dateMasks: (UInt64, UInt64)
    /// Where the clock starts and ends (past its fraction), and the timestamp's end (past the zone).
    private let clockStart: Int
    private let clockEnd: Int
    private let length: Int
    /// The zone's bytes after the clock (at most 7: `+01:00`), as a word and its mask.
    private let zoneWord: UInt64
    private let zoneMask: UInt64
    /// Whether the clock's seconds may be left out, as ISO 8601 allows (`TimestampParser.readClock`).
    private let secondsAreOptional: Bool
    /// Where the clock's fraction has its point, when it has one: a line's must be a point too, as a
    /// comma (`10:00:01,539`) makes the full reading count the timestamp's fields otherwise.
    private let pointOffset: Int?
    /// The column of each number, in order: the series at positions `positionBase + 1`, `+ 2`, ….
    let columns: [Int]
    /// How many positions the timestamp's fields and the numbers take: the stream's count of positions.
    let positionCount: Int
    /// Whether the times are times of day, with no date (`SampleBatch.xsAreTimesOfDay`).
    var isTimeOfDay: Bool {
        if case .timeOfDay = dated { true } else { false }
    }

    /// The shape of `line`, read in full as a row of `catalog`'s series at `time` (its leading timestamp,
    /// of `form`, its fields the first `positionBase` positions); nil when the line is not of such a
    /// shape: then every line like it is read in full.
    init?(learning line: UnsafeRawBufferPointer, form: TimestampForm, time: WrittenTime, positionBase: Int, catalog: SeriesCatalog) {
        // The timestamp where the line begins (no blank, quote or bracket before it), read as it was.
        guard form == .iso8601 || form == .clock || form == .syslog, TimestampParser.leadingStart(in: line) == 0,
              !LineCleaner.needsCleaning(line), let (read, end) = TimestampParser.read(form, in: line, at: 0), read == time,
              end < line.count, ByteClasses.isSpaceOrTab(line[end]),
              // The clock begins two digits before the first colon: no date has one.
              let colon = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: line, from: 0), colon >= 2, colon - 2 <= 16 else { return nil }
        clockStart = colon - 2
        secondsAreOptional = form == .iso8601
        guard let clock = TimestampParser.readClock(line, at: clockStart, secondsAreOptional: secondsAreOptional),
              clock.end <= end, end - clock.end <= 7 else { return nil }
        let mark = (clockStart..<clock.end).first { line[$0] == UInt8(ascii: ".") || line[$0] == UInt8(ascii: ",") }
        guard mark.map({ line[$0] == UInt8(ascii: ".") }) ?? true else { return nil }
        pointOffset = mark
        switch time {
        // An ISO 8601 clock begins past the date and its `T` or blank, the one `readISO8601` read.
        case .instant(let civil, let offset) where form == .iso8601 && clockStart == 11:
            dated = .instant(midnight: civil - clock.microseconds, offset: offset)
        case .timeOfDay(let microseconds) where microseconds == clock.microseconds:
            dated = .timeOfDay
        case .withoutYear(let month, let day, let microseconds) where microseconds == clock.microseconds:
            dated = .withoutYear(month: month, day: day)
        default:
            return nil
        }
        clockEnd = clock.end
        length = end
        (dateWords, dateMasks) = Self.words(of: line, from: 0, count: clockStart)
        (zoneWord, zoneMask) = Self.word(of: line, from: clockEnd, count: end - clockEnd)
        // Plain numbers, one separator between two, to the line's end: each a series by position.
        var columns: [Int] = []
        var index = end + 1
        while true {
            guard let (_, numberEnd) = SampleParser.plainNumber(in: line, from: index),
                  let column = catalog.existingSeries(atPosition: positionBase + columns.count + 1) else { return nil }
            columns.append(column)
            if numberEnd == line.count { break }
            guard Self.isSeparator(line[numberEnd]) else { return nil }
            index = numberEnd + 1
        }
        // A position past them would be a gap, which the full reading marks.
        guard positionBase + columns.count == catalog.positionCount else { return nil }
        self.columns = columns
        positionCount = catalog.positionCount
    }

    /// Reads the timestamp and numbers of the line that begins at `start` in `bytes`: each number into
    /// its column of `row` (the rest left as they are), and returns the index past the last number and
    /// the line's time; nil when the line is not of this shape (then `row` holds no meaning). The caller
    /// checks the line's end.
    @inline(__always)
    func read(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
              powers: FastPowers) -> (end: Int, time: WrittenTime)? {
        let count = bytes.count
        // Every word loaded lies before this: the date's two (the clock is eight bytes at least), the zone's.
        guard start + clockEnd + 8 <= count, Self.load(bytes, at: start) & dateMasks.0 == dateWords.0,
              Self.load(bytes, at: start + 8) & dateMasks.1 == dateWords.1,
              let clock = TimestampParser.readClock(bytes, at: start + clockStart, secondsAreOptional: secondsAreOptional),
              clock.end == start + clockEnd, Self.load(bytes, at: start + clockEnd) & zoneMask == zoneWord,
              ByteClasses.isSpaceOrTab(bytes[start + length]) else { return nil }
        if let pointOffset, bytes[start + pointOffset] != UInt8(ascii: ".") { return nil }
        var index = start + length + 1
        for field in 0..<columns.count {
            if field > 0 {
                guard index < count, Self.isSeparator(bytes[index]) else { return nil }
                index += 1
            }
            guard let (value, end) = SampleParser.plainNumber(in: bytes, from: index, powers: powers) else { return nil }
            row[columns[field]] = value
            index = end
        }
        return (index, time(atClock: clock.microseconds))
    }

    /// Whether this shape reads `line` (without its LF), as a run would, to `row` at `time`: what the full
    /// reading gave it, bit for bit. Asked of a line read in full, before a run may follow it.
    func reads(_ line: UnsafeRawBufferPointer, as row: ArraySlice<Double>, at time: WrittenTime, maximumLineLength: Int) -> Bool {
        guard columns.allSatisfy({ $0 < row.count }) else { return false }
        // The line as a run sees it: its LF, and past it room for the words `read` loads.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: line.count + 17) { padded in
            padded.initialize(repeating: 0)
            UnsafeMutableRawBufferPointer(padded).copyMemory(from: line)
            padded[line.count] = 0x0A
            let bytes = UnsafeRawBufferPointer(padded)
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: row.count) { values in
                values.initialize(repeating: .nan)
                guard let (end, read) = self.read(bytes, from: 0, into: values.baseAddress!, powers: .shared),
                      RowShape.lineEnd(bytes, at: end, from: 0, maximumLineLength: maximumLineLength) == line.count + 1 else { return false }
                return read == time && zip(values, row).allSatisfy { $0.bitPattern == $1.bitPattern }
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

    /// The eight bytes at `offset`, as a little-endian word: the first byte the lowest.
    @inline(__always)
    private static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Whether `byte` separates two numbers as a line of plain numbers reads it (`PositionalRow`): a
    /// blank, tab, comma or semicolon. Never the LF, which ends the line here; nor the rarer blanks the
    /// full reading decides about.
    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        ByteClasses.isSpaceOrTab(byte) || ByteClasses.endsField(byte)
    }

    /// `count` bytes of `line` from `start` (at most 16), as two little-endian words and their masks.
    private static func words(of line: UnsafeRawBufferPointer, from start: Int, count: Int) -> ((UInt64, UInt64), (UInt64, UInt64)) {
        let first = word(of: line, from: start, count: min(count, 8))
        let second = word(of: line, from: start + 8, count: max(0, count - 8))
        return ((first.word, second.word), (first.mask, second.mask))
    }

    /// `count` bytes of `line` from `start` (at most 8), as a little-endian word and its mask.
    private static func word(of line: UnsafeRawBufferPointer, from start: Int, count: Int) -> (word: UInt64, mask: UInt64) {
        var word: UInt64 = 0
        var mask: UInt64 = 0
        for offset in 0..<count {
            word |= UInt64(line[start + offset]) << (8 * offset)
            mask |= 0xFF << (8 * offset)
        }
        return (word, mask)
    }
}
