/// The last timestamp a run read, up to the end of its seconds: the words of its date (the eight bytes
/// from the line's start, and the eight that end at the clock) and of its `HH:MM:SS`, and those seconds
/// since midnight in microseconds. The lines of a log share their date and second with the lines around
/// them, so the three words are compared instead of checked and summed again; only the fraction is read.
///
/// ```swift
/// var memo = shape.learntMemo   // "2026-11-22T10:00:00.001Z 12", the line the shape was learnt from
/// shape.read(next, from: 0, into: row, numbers: shape, powers: .shared, memo: &memo)   // …00.002Z: three compares, the fraction read
/// shape.read(later, from: 0, into: row, numbers: shape, powers: .shared, memo: &memo)  // …01.000Z: checked in full, remembered
/// ```
///
/// A memo is made only from bytes checked in full (`StampedShape.remembering(first:second:clock:)`, or the
/// learnt line): a line whose three words are a memo's reads as the full check would read it, whatever
/// came between (another date, zone or fraction). Overlapping words (a date shorter than eight bytes, a
/// time of day with none) are compared twice, which changes nothing.
struct ClockMemo: Sendable {
    /// The word of the eight bytes from the line's start, and of the eight that end at the clock (or
    /// where the clock's word is, for a time of day), little-endian.
    let dateWords: (UInt64, UInt64)
    /// The word of `HH:MM:SS`, little-endian.
    let word: UInt64
    /// `HH * 3600 + MM * 60 + SS`, times a million.
    let microseconds: Int64
}
