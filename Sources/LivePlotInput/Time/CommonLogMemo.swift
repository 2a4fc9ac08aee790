/// The last common-log timestamp read (`[22/Nov/2026:10:00:01 +0000]`) and its time: an access log writes
/// the same second on line after line, so a line whose first `[` opens the same bytes has the same time,
/// found by one compare instead of a parse.
///
/// The full reading (`TimestampParser.commonLog`) tries the line's brackets in order and takes the first
/// that reads: a line whose first `[` opens exactly the bytes of a stamp that read, followed by no letter
/// or digit (`]rt=` is no stamp to it), is read there, to the same time. Any other line is read in full,
/// and its stamp remembered.
///
/// ```swift
/// var memo = CommonLogMemo()
/// memo.time(in: line)   // parsed: `[22/Nov/2026:10:00:01 +0000]`
/// memo.time(in: next)   // the same stamp: compared, not parsed
/// ```
///
/// - Complexity: O(n) to find the line's first `[`, then O(stamp) to compare it.
struct CommonLogMemo: Sendable {
    /// The last stamp's bytes, `[` to `]`, and its time; empty before one was read.
    private var stamp: [UInt8] = []
    private var time = WrittenTime.instant(civil: 0, offset: nil)

    mutating func time(in line: UnsafeRawBufferPointer) -> WrittenTime? {
        // The stamp's bytes, then what the full reading asks of the byte after it: no letter or digit.
        if !stamp.isEmpty, let bracket = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: line, from: 0),
           case let end = bracket + stamp.count, end <= line.count, end == line.count || !TimestampParser.isWordByte(line[end]),
           stamp.withUnsafeBytes({ ByteSearch.equal($0, UnsafeRawBufferPointer(rebasing: line[bracket..<end])) }) {
            return time
        }
        guard let (read, bytes) = TimestampParser.commonLogStamp(in: line) else { return nil }
        stamp.removeAll(keepingCapacity: true)
        stamp.append(contentsOf: line[bytes])
        time = read
        return read
    }
}
