import LivePlotBasics

/// The time of the last ISO 8601 timestamp a JSON line's time field held, for the next one, which most
/// likely differs from it in its clock alone (`2026-11-22T10:00:01Z` after `…T10:00:00Z`): then its time
/// is the last one moved by the seconds between the two clocks, as `TimestampParser` would read it (the
/// same date, fraction and offset, the clock's `HH:MM:SS` read by the same rules), without reading the
/// rest again.
///
/// ```swift
/// var memo = JSONClockMemo()
/// memo.remember(text, as: time)     // `2026-11-22T10:00:00Z`, read by `TimestampParser`
/// memo.time(of: later)              // `2026-11-22T10:00:01Z`: the time one second on
/// ```
///
/// - Complexity: O(n) in the bytes of the timestamp, compared eight at a time.
struct JSONClockMemo {
    /// The timestamp remembered, empty for none; its time, and its clock's seconds since midnight.
    private var text: [UInt8] = []
    private var civil: Int64 = 0
    private var offset: Int?
    private var clockSeconds = 0

    /// Where the clock lies in an ISO 8601 timestamp: `YYYY-MM-DDTHH:MM:SS`.
    private static let clock = 11..<19

    init() {}

    /// The time of `string` when it is the timestamp remembered but for its clock; nil otherwise (then
    /// it is read in full, and remembered).
    @inline(__always)
    func time(of string: UnsafeRawBufferPointer) -> WrittenTime? {
        guard string.count == text.count, !text.isEmpty, let seconds = Self.clockSeconds(of: string) else { return nil }
        let isSameElsewhere = text.withUnsafeBytes { text in
            ByteSearch.equal(UnsafeRawBufferPointer(rebasing: string[..<Self.clock.lowerBound]),
                             UnsafeRawBufferPointer(rebasing: text[..<Self.clock.lowerBound]))
                && ByteSearch.equal(UnsafeRawBufferPointer(rebasing: string[Self.clock.upperBound...]),
                                    UnsafeRawBufferPointer(rebasing: text[Self.clock.upperBound...]))
        }
        guard isSameElsewhere else { return nil }
        return .instant(civil: civil + Int64(seconds - clockSeconds) * CivilCalendar.microsecondsPerSecond, offset: offset)
    }

    /// Remembers `string`, read in full as `time`, when the ISO 8601 form read it with its clock as
    /// `HH:MM:SS` at 11 (the form `TimestampParser.field` tries first): then its clock alone may change.
    mutating func remember(_ string: UnsafeRawBufferPointer, as time: WrittenTime?) {
        var dates = DateMemo()
        guard case .instant(let civil, let offset)? = time, let seconds = Self.clockSeconds(of: string),
              let (read, end) = TimestampParser.read(.iso8601, in: string, at: 0, memo: &dates), end == string.count,
              read == time else {
            text.removeAll(keepingCapacity: true)
            return
        }
        text.removeAll(keepingCapacity: true)
        text.append(contentsOf: string)
        self.civil = civil
        self.offset = offset
        clockSeconds = seconds
    }

    /// The seconds since midnight of the clock `HH:MM:SS` at 11, within the bounds `TimestampParser`
    /// reads a clock in (hours to 23, minutes to 59, seconds to 60); nil when none is there.
    @inline(__always)
    private static func clockSeconds(of string: UnsafeRawBufferPointer) -> Int? {
        guard string.count >= clock.upperBound, string[13] == UInt8(ascii: ":"), string[16] == UInt8(ascii: ":") else { return nil }
        func pair(_ at: Int) -> Int? {
            let tens = string[at] &- UInt8(ascii: "0"), ones = string[at + 1] &- UInt8(ascii: "0")
            return tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : nil
        }
        guard let hours = pair(11), let minutes = pair(14), let seconds = pair(17), hours <= 23, minutes <= 59, seconds <= 60 else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }
}
