/// The last ISO 8601 date read (`2026-11-22`) and its day number: the lines of a log share their date, so
/// its ten bytes are compared (two loads) instead of read, checked and counted from the epoch again;
/// and the order the stream writes its slashed dates in (`daysFirst`).
///
/// ```swift
/// var memo = DateMemo()
/// TimestampParser.field(text, memo: &memo)   // reads the date and remembers it
/// TimestampParser.field(later, memo: &memo)  // the same date: compared, not read
/// ```
public struct DateMemo: Sendable {
    /// The date's first eight bytes and its last two, as read; `isEmpty` until a date is remembered.
    private var head: UInt64 = 0
    private var tail: UInt16 = 0
    private var remembered: Int64?
    /// Whether the stream's slashed dates put the day first (`01/11/2026` is 1 November): the locale's
    /// order to begin with, then the one a date with a number over 12 shows (`NumericDate`).
    public var daysFirst: Bool

    /// - Parameter daysFirst: the locale's order of slashed dates (LC_TIME naming a day-first region).
    public init(daysFirst: Bool = false) {
        self.daysFirst = daysFirst
    }

    /// The day number of the date at `start`, when it is the one remembered.
    @inline(__always)
    func days(of text: UnsafeRawBufferPointer, at start: Int) -> Int64? {
        guard let remembered, start + 10 <= text.count else { return nil }
        guard text.loadUnaligned(fromByteOffset: start, as: UInt64.self) == head,
              text.loadUnaligned(fromByteOffset: start + 8, as: UInt16.self) == tail else { return nil }
        return remembered
    }

    /// Remembers that the ten bytes at `start` are the date of day `days`.
    @inline(__always)
    mutating func remember(_ days: Int64, of text: UnsafeRawBufferPointer, at start: Int) {
        guard start + 10 <= text.count else { return }
        head = text.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        tail = text.loadUnaligned(fromByteOffset: start + 8, as: UInt16.self)
        remembered = days
    }
}
