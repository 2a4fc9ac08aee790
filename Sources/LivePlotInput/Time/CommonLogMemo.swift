import LivePlotBasics

/// The last common-log timestamp read (`[22/Nov/2026:10:00:01 +0000]`) and its time: an access log writes
/// the same minute on line after line, so a line whose first `[` opens the same bytes but for the
/// seconds has the same time but for them, found by four compares and two digits instead of a parse.
///
/// The full reading (`TimestampParser.commonLog`) tries the line's brackets in order and takes the first
/// that reads: a line whose first `[` opens exactly the bytes of a stamp that read, the seconds' two
/// digits aside, followed by no letter or digit (`]rt=` is no stamp to it), is read there, to the same
/// time moved by its seconds: the reading reads the seconds (0 … 60, `:60` the next minute's first)
/// apart from the rest, which the same bytes make the same. Any other line is read in full, and its
/// stamp remembered.
///
/// ```swift
/// var memo = CommonLogMemo()
/// memo.time(in: line)   // parsed: `[22/Nov/2026:10:00:01 +0000]`
/// memo.time(in: next)   // `[22/Nov/2026:10:00:02 +0000]`: compared, and its seconds read
/// ```
///
/// - Complexity: O(n) to find the line's first `[`, then O(1): four loads and compares.
struct CommonLogMemo: Sendable {
    /// The last stamp's bytes, `[` to `]`, as the words at 0, 8, `thirdOffset` (16, or less for a
    /// stamp shorter than 24 bytes) and `lastOffset` (the eight that end it; they overlap: a stamp has
    /// 22 to 32 bytes), the seconds' lanes masked out (`masks`).
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var masks: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var thirdOffset = 0
    private var lastOffset = 0
    /// The stamp's length; `Int.max` before one was read, or after one that could not be remembered.
    private var length = Int.max
    /// The stamp's time at its minute's `:00`, and its offset.
    private var minute: Int64 = 0
    private var offset: Int?

    /// Where the seconds' two digits stand from the `[`: `[22/Nov/2026:10:00:` is 19 bytes, in both forms.
    static let secondsOffset = 19
    /// The longest stamp remembered: four words.
    static let maximumLength = 32

    mutating func time(in line: UnsafeRawBufferPointer) -> WrittenTime? {
        if let bracket = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: line, from: 0), let time = remembered(in: line, at: bracket) {
            return time
        }
        guard let (read, bytes) = TimestampParser.commonLogStamp(in: line) else { return nil }
        remember(line, bytes, time: read)
        return read
    }

    /// The time of the stamp at `bracket` when its bytes are the remembered ones but for the seconds.
    @inline(__always)
    private func remembered(in line: UnsafeRawBufferPointer, at bracket: Int) -> WrittenTime? {
        let end = bracket &+ length
        // `length` is at most 32 once set, `Int.max` before: no sum overflows that the compare trusts.
        guard length <= Self.maximumLength, end <= line.count, end == line.count || !TimestampParser.isWordByte(line[end]),
              load(line, bracket) & masks.0 == words.0, load(line, bracket &+ 8) & masks.1 == words.1,
              load(line, bracket &+ thirdOffset) & masks.2 == words.2, load(line, bracket &+ lastOffset) & masks.3 == words.3 else { return nil }
        let tens = line[bracket &+ Self.secondsOffset] &- UInt8(ascii: "0"), ones = line[bracket &+ Self.secondsOffset &+ 1] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10, case let seconds = Int64(tens) &* 10 &+ Int64(ones), seconds <= 60 else { return nil }
        return .instant(civil: minute &+ seconds &* CivilCalendar.microsecondsPerSecond, offset: offset)
    }

    /// Remembers the stamp `line[bytes]`, read as `time`, when the seconds stand where both forms write
    /// them; otherwise forgets the last one.
    private mutating func remember(_ line: UnsafeRawBufferPointer, _ bytes: Range<Int>, time: WrittenTime) {
        length = Int.max
        let seconds = bytes.lowerBound + Self.secondsOffset
        guard (Self.secondsOffset + 2 + 1...Self.maximumLength).contains(bytes.count), case .instant(let civil, let offset) = time,
              let value = TimestampParser.digits(line, at: seconds, count: 2) else { return }
        thirdOffset = min(16, bytes.count - 8)
        lastOffset = bytes.count - 8
        // The seconds' lanes out of each word's mask: lanes of bytes 19 and 20 from the `[`.
        func mask(at offset: Int) -> UInt64 {
            var mask = ~UInt64(0)
            for byte in Self.secondsOffset...(Self.secondsOffset + 1) where (offset..<(offset + 8)).contains(byte) {
                mask &= ~(0xFF << (8 * UInt64(byte - offset)))
            }
            return mask
        }
        masks = (mask(at: 0), mask(at: 8), mask(at: thirdOffset), mask(at: lastOffset))
        let start = bytes.lowerBound
        words = (load(line, start) & masks.0, load(line, start + 8) & masks.1, load(line, start + thirdOffset) & masks.2,
                 load(line, start + lastOffset) & masks.3)
        minute = civil - Int64(value) * CivilCalendar.microsecondsPerSecond
        self.offset = offset
        length = bytes.count
    }

    /// The eight bytes at `offset`, little-endian.
    @inline(__always)
    private func load(_ line: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: line.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
